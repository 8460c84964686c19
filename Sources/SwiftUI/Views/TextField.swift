import Foundation
import WidgetryWire

// `TextField` and `SecureField`, from views shared with an app. A widget takes no typing, so a
// field draws as iOS shows it at rest: its text, or its prompt in the tertiary colour when it
// is empty; a secure field's text as dots. The rounded-border style adds iOS's border.

/// How a text field draws.
public protocol TextFieldStyle {}
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { .init() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { .init() } }

extension EnvironmentValues {
    /// `textFieldStyle(.roundedBorder)` is in force.
    var textFieldHasRoundedBorder: Bool {
        get { self[RoundedBorderKey.self] }
        set { self[RoundedBorderKey.self] = newValue }
    }
}

private struct RoundedBorderKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension View {
    /// Sets how the text fields below draw.
    public nonisolated func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldHasRoundedBorder, style is RoundedBorderTextFieldStyle)
    }
}

/// A field for typing a line of text. In a widget, its text (or prompt) at rest.
public nonisolated struct TextField<Label: View>: View, PrimitiveView {
    let text: String
    let prompt: Text?
    let label: Label

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text.wrappedValue
        self.prompt = prompt
        self.label = label()
    }

    public typealias Body = Never
    public var body: Never { fatalError("TextField has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        evaluator.nodes(of: FieldBody(text: text, prompt: prompt, label: label, secure: false), in: scope)
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil, label: { Text(title) })
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, label: { Text(title) })
    }

    /// A field that grows along `axis` (iOS 16).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, label: { Text(title) })
    }

    /// A field for a value shown in `format` (`TextField("Amount", value: $amount, format: .number)`).
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(text: .constant(format.format(value.wrappedValue)), prompt: prompt, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(text: .constant(format.format(value.wrappedValue)), prompt: prompt, label: { Text(title) })
    }

    /// A field for a value shown by `formatter`.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(text: .constant(formatter.string(for: value.wrappedValue) ?? ""), prompt: nil, label: { Text(titleKey) })
    }
}

/// A field for typing a password. In a widget, a dot per character (or its prompt) at rest.
public nonisolated struct SecureField<Label: View>: View, PrimitiveView {
    let text: String
    let prompt: Text?
    let label: Label

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text.wrappedValue
        self.prompt = prompt
        self.label = label()
    }

    public typealias Body = Never
    public var body: Never { fatalError("SecureField has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        evaluator.nodes(of: FieldBody(text: text, prompt: prompt, label: label, secure: true), in: scope)
    }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil, label: { Text(title) })
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, label: { Text(titleKey) })
    }
}

/// A field at rest: the text, else the prompt (else the label, which iOS shows as the prompt)
/// in the tertiary colour; inside iOS's rounded border when that style is in force.
private struct FieldBody<Label: View>: View {
    let text: String
    let prompt: Text?
    let label: Label
    let secure: Bool

    @Environment(\.textFieldHasRoundedBorder) private var roundedBorder

    var body: some View {
        content
            .lineLimit(1)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, roundedBorder ? 7 : 0)
            .padding(.vertical, roundedBorder ? 6 : 0)
            .overlay {
                if roundedBorder {
                    RoundedRectangle(cornerRadius: 5, style: .continuous).strokeBorder(.quaternary, lineWidth: 0.5)
                }
            }
    }

    @ViewBuilder private var content: some View {
        if !text.isEmpty {
            Text(verbatim: secure ? String(repeating: "•", count: text.count) : text)
        } else if let prompt {
            prompt.foregroundStyle(.tertiary)
        } else {
            label.foregroundStyle(.tertiary)
        }
    }
}
