import Foundation
import WidgetryWire

/// What a widget shows when it has nothing to show (no items, no account, an error): a large
/// icon over a title, a description and actions, centred in the space offered. Composed of the
/// other views, so it renders wherever they do.
public nonisolated struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 12) {
            _ContentUnavailableLabel(label: label)
            description
                .font(.subheadline)
                .foregroundStyle(.secondary)
            actions
        }
        .multilineTextAlignment(.center)
        .padding(8)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(titleKey, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }
    @_disfavoredOverload
    public init(_ title: LocalizedStringResource, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }
    public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(titleKey, image: name) }, description: { description }, actions: { EmptyView() })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(title, image: name) }, description: { description }, actions: { EmptyView() })
    }
}

/// A `Label`'s title and icon, for views that lay them out themselves.
package protocol LabelParts {
    associatedtype TitlePart: View
    associatedtype IconPart: View
    var titlePart: TitlePart { get }
    var iconPart: IconPart { get }
}

extension Label: LabelParts {
    package var titlePart: Title { title }
    package var iconPart: Icon { icon }
}

/// The label of a `ContentUnavailableView`: a `Label`'s icon large and secondary above its
/// title; any other view as the title.
nonisolated struct _ContentUnavailableLabel<Content: View>: View {
    let label: Content

    var body: some View {
        if let parts = label as? any LabelParts {
            AnyView(Self.stacked(parts))
        } else {
            AnyView(label.font(.title2.bold()))
        }
    }

    static func stacked<Parts: LabelParts>(_ parts: Parts) -> some View {
        VStack(spacing: 8) {
            parts.iconPart
                .font(.system(size: 40))
                .foregroundStyle(.secondary)
            parts.titlePart
                .font(.title2.bold())
        }
    }
}
