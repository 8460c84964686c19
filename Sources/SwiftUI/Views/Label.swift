import AppIntents
import Foundation
import WidgetryWire

/// A title with an icon.
public nonisolated struct Label<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public typealias Body = Never
    public var body: Never { fatalError("Label has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        var node = scope.containerNode(.label(LabelArchive(style: scope.environment.style.labelStyle)))
        node.children = evaluator.nodes(of: title, in: scope.appending("title"), role: .title)
            + evaluator.nodes(of: icon, in: scope.appending("icon"), role: .icon)
        return [node]
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage name: String) {
        self.init(title: { Text(titleResource) }, icon: { Image(systemName: name) })
    }
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

/// How labels show their title and icon.
public protocol LabelStyle {}
public struct DefaultLabelStyle: LabelStyle, _NamedStyle { public init() {}; var styleName: String { "automatic" } }
public struct TitleOnlyLabelStyle: LabelStyle, _NamedStyle { public init() {}; var styleName: String { "titleOnly" } }
public struct IconOnlyLabelStyle: LabelStyle, _NamedStyle { public init() {}; var styleName: String { "iconOnly" } }
public struct TitleAndIconLabelStyle: LabelStyle, _NamedStyle { public init() {}; var styleName: String { "titleAndIcon" } }
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }

extension View {
    public nonisolated func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        transformEnvironmentValues { $0.style.labelStyle = archivedStyle(style, default: .automatic) }
    }
}
