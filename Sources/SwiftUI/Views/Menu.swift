import Foundation
import WidgetryWire

/// A button that opens a menu of actions. A widget cannot open a menu, so it draws its label as
/// iOS draws a menu's at rest: a borderless button in the tint (the `buttonStyle` in force
/// applies); its content is never evaluated.
public nonisolated struct Menu<Label: View, Content: View>: View, PrimitiveView {
    let label: Label

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A menu with a primary action, run by a tap (never, in a widget).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.label = label()
    }

    public typealias Body = Never
    public var body: Never { fatalError("Menu has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        let label = label
        return evaluator.nodes(of: Button(action: {}, label: { label }), in: scope)
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.label = Text(title)
    }
}

extension Menu where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.label = SwiftUI.Label(titleKey, systemImage: systemImage)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.label = SwiftUI.Label(title, systemImage: systemImage)
    }
}

/// How a menu draws. Accepted; a menu draws as a button.
public protocol MenuStyle {}
public struct DefaultMenuStyle: MenuStyle { public init() {} }
public struct ButtonMenuStyle: MenuStyle { public init() {} }
public struct BorderlessButtonMenuStyle: MenuStyle { public init() {} }
extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { .init() } }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { .init() } }
extension MenuStyle where Self == BorderlessButtonMenuStyle { public static var borderlessButton: BorderlessButtonMenuStyle { .init() } }

extension View {
    /// Accepted; a menu draws as a button in the button style in force.
    public nonisolated func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }

    /// Accepted; a widget opens no context menu (its content is never evaluated).
    public nonisolated func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }
}
