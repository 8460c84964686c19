import AppIntents
import Foundation
import WidgetryWire

/// What a button does.
public struct ButtonRole: Equatable, Hashable, Sendable {
    let archive: ActionArchive.Role
    public static let destructive = ButtonRole(archive: .destructive)
    public static let cancel = ButtonRole(archive: .cancel)
}

/// An intent as the archive stores it.
func intentArchive<I: AppIntent>(_ intent: I) -> IntentArchive {
    IntentTypeRegistry.register(I.self)
    return IntentArchive(typeName: IntentTypeRegistry.name(of: I.self), configuration: intent.configurationValues)
}

/// A button. In a widget, only buttons that perform an `AppIntent` do something: the intent is
/// archived (`{typeName, configuration}`) and the host asks the extension to perform it.
public nonisolated struct Button<Label: View>: View, PrimitiveView {
    let intent: (@Sendable () -> IntentArchive)?
    let role: ButtonRole?
    let label: Label

    public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) {
        self.intent = { intentArchive(intent) }
        self.role = nil
        self.label = label()
    }

    public init(role: ButtonRole?, intent: some AppIntent, @ViewBuilder label: () -> Label) {
        self.intent = { intentArchive(intent) }
        self.role = role
        self.label = label()
    }

    /// A button with a closure: widgets cannot run closures, so it is archived without an
    /// action (as on Apple's platforms, where it does nothing in a widget).
    @preconcurrency
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.intent = nil
        self.role = nil
        self.label = label()
    }

    @preconcurrency
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.intent = nil
        self.role = role
        self.label = label()
    }

    public typealias Body = Never
    public var body: Never { fatalError("Button has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        var scope = scope
        // A destructive button is drawn in the system red, as iOS draws it: its label, its
        // bordered backdrop, its prominent fill (the role prevails over a tint).
        if role == .destructive { scope.environment.style.tint = AnyShapeStyle(Color.red) }
        var action = ActionArchive(intent: intent?())
        action.buttonStyle = scope.environment.style.buttonStyle
        action.tint = scope.environment.tintPaint
        action.role = role?.archive
        if let custom = scope.environment[CustomButtonStyleKey.self] {
            // The style draws the whole button: no chrome of a built-in style around it.
            action.buttonStyle = .plain
            var node = scope.containerNode(.button(action))
            var inner = scope.appending("c")
            inner.environment[CustomButtonStyleKey.self] = nil
            let configuration = ButtonStyleConfiguration(role: role, label: ButtonStyleConfiguration.Label(content: AnyView(label)), isPressed: false)
            node.children = evaluator.nodes(of: custom.makeBody(configuration), in: inner)
            return [node]
        }
        var node = scope.containerNode(.button(action))
        // A button-style toggle's label is the button itself.
        if !scope.environment.style.labelsHidden || action.toggleStyle == .button {
            node.children = evaluator.nodes(of: label, in: Self.labelScope(scope.appending("c"), style: action.buttonStyle))
        }
        return [node]
    }

    /// The label's scope: as on iOS, a button's label is drawn in the tint (white on the
    /// tint for `borderedProminent`, the primary colour for `plain`) unless a foreground
    /// style is set around it.
    static func labelScope(_ scope: EvaluationScope, style: ActionArchive.ButtonStyle?) -> EvaluationScope {
        guard scope.environment.foregroundStyles == nil else { return scope }
        var scope = scope
        switch style ?? .automatic {
        case .plain: break
        case .borderedProminent: scope.environment.setForeground([AnyShapeStyle(Color.white)])
        case .automatic, .borderless, .bordered: scope.environment.setForeground([AnyShapeStyle(TintShapeStyle())])
        }
        return scope
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, intent: some AppIntent) {
        self.init(intent: intent) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init(_ title: some StringProtocol, intent: some AppIntent) {
        self.init(intent: intent) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, intent: some AppIntent) {
        self.init(role: role, intent: intent) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init(_ title: some StringProtocol, role: ButtonRole?, intent: some AppIntent) {
        self.init(role: role, intent: intent) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, intent: some AppIntent) {
        self.init(intent: intent) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }
    @_disfavoredOverload
    public init(_ title: some StringProtocol, systemImage: String, intent: some AppIntent) {
        self.init(intent: intent) { SwiftUI.Label(title, systemImage: systemImage) }
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { SwiftUI.Label(title, systemImage: systemImage) }
    }
}

/// Button styles: only the built-in ones are supported (a custom style draws as `automatic`).
public protocol PrimitiveButtonStyle {}
/// A style that draws a button's label its own way: `makeBody(configuration:)` is drawn as the
/// button (at rest: `isPressed` is false, as a widget is not pressed).
@MainActor @preconcurrency public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}
public struct DefaultButtonStyle: PrimitiveButtonStyle, _NamedStyle { public init() {}; var styleName: String { "automatic" } }
public struct PlainButtonStyle: PrimitiveButtonStyle, _NamedStyle { public init() {}; var styleName: String { "plain" } }
public struct BorderlessButtonStyle: PrimitiveButtonStyle, _NamedStyle { public init() {}; var styleName: String { "borderless" } }
public struct BorderedButtonStyle: PrimitiveButtonStyle, _NamedStyle { public init() {}; var styleName: String { "bordered" } }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, _NamedStyle { public init() {}; var styleName: String { "borderedProminent" } }
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}

extension View {
    public nonisolated func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        transformEnvironmentValues { $0.style.buttonStyle = archivedStyle(style, default: .automatic) }
    }
    public nonisolated func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        transformEnvironmentValues {
            $0.style.buttonStyle = archivedStyle(style, default: .automatic)
            $0[CustomButtonStyleKey.self] = CustomButtonStyle(style)
        }
    }
}
