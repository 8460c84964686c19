import AppIntents
import Foundation
import WidgetryWire

/// A switch. In a widget it takes its state from the entry (`isOn`) and performs an
/// `AppIntent` when tapped; the intent and state are archived.
public nonisolated struct Toggle<Label: View>: View, PrimitiveView {
    let isOn: Bool
    let intent: (@Sendable () -> IntentArchive)?
    let label: Label

    public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.intent = { intentArchive(intent) }
        self.label = label()
    }

    /// A toggle bound to a value, from a view shared with an app: it shows the value and does
    /// nothing when tapped, as on Apple's systems (a widget's toggles run an intent).
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn.wrappedValue
        self.intent = nil
        self.label = label()
    }

    public typealias Body = Never
    public var body: Never { fatalError("Toggle has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        var action = ActionArchive(intent: intent?(), isOn: isOn)
        action.toggleStyle = scope.environment.style.toggleStyle
        action.tint = scope.environment.tintPaint
        var node = scope.containerNode(.toggle(action))
        // A button-style toggle's label is the button itself.
        if !scope.environment.style.labelsHidden || action.toggleStyle == .button {
            node.children = evaluator.nodes(of: label, in: scope.appending("c"))
        }
        return [node]
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Bool, intent: some AppIntent) {
        self.init(isOn: isOn, intent: intent) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Bool, intent: some AppIntent) {
        self.init(isOn: isOn, intent: intent) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// Toggle styles: only the built-in ones.
public protocol ToggleStyle {}
public struct DefaultToggleStyle: ToggleStyle, _NamedStyle { public init() {}; var styleName: String { "automatic" } }
public struct SwitchToggleStyle: ToggleStyle, _NamedStyle {
    /// The colour of the switch when on (`tint(_:)` does the same).
    let tint: Color?
    public init() { tint = nil }
    @available(iOS, deprecated: 100000.0, message: "Use tint(_:) instead.")
    public init(tint: Color) { self.tint = tint }
    var styleName: String { "switch" }
}
public struct ButtonToggleStyle: ToggleStyle, _NamedStyle { public init() {}; var styleName: String { "button" } }
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }

extension View {
    public nonisolated func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        transformEnvironmentValues {
            $0.style.toggleStyle = archivedStyle(style, default: .automatic)
            if let tint = (style as? SwitchToggleStyle)?.tint { $0.style.tint = AnyShapeStyle(tint) }
        }
    }
}
