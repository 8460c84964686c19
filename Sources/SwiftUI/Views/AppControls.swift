import Foundation

// Controls of app screens that shared views hold and a widget draws at rest: a group of controls
// side by side, a disclosure group open or closed as its binding says, a share link's label.
// Their actions (sharing, toggling the disclosure) are not run in a widget.

/// Controls shown together, side by side (as a toolbar or an inline group draws them).
public struct ControlGroup<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// A labelled group: the label is used where the group is collapsed into a menu, which a
    /// widget never does, so the controls are drawn.
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) { self.content = content() }

    public var body: some View {
        HStack(spacing: 8) { content }
    }
}

/// A label with a chevron, and the content below it when expanded.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Bool

    /// A group open as `isExpanded` says (a tap would toggle it in an app; a widget is not tapped).
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded.wrappedValue
    }

    /// A group that starts (and, in a widget, stays) collapsed.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = false
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                label
                Spacer(minLength: 8)
                Image(systemName: isExpanded ? "chevron.down" : "chevron.right")
                    .foregroundStyle(.tint)
            }
            if isExpanded { content }
        }
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}

/// A button that shares an item in an app; a widget draws its label as a button's and shares
/// nothing (sharing needs the app's share sheet).
public struct ShareLink<Label: View>: View {
    let label: Label

    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) { self.label = label() }

    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) { self.label = label() }

    public var body: some View {
        Button(action: {}) { label }
    }
}

extension ShareLink where Label == SwiftUI.Label<Text, Image> {
    /// The standard label: "Share" with the share symbol.
    public init(item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { SwiftUI.Label("Share", systemImage: "square.and.arrow.up") }
    }

    public init(item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { SwiftUI.Label("Share", systemImage: "square.and.arrow.up") }
    }

    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { SwiftUI.Label(titleKey, systemImage: "square.and.arrow.up") }
    }

    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { SwiftUI.Label(titleKey, systemImage: "square.and.arrow.up") }
    }
}
