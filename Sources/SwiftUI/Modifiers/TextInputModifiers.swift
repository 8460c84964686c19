import Foundation

// Focus and text input of views shared with an app. A widget takes no keyboard input and
// nothing in it is focused: `@FocusState` reads as unfocused, and the modifiers are accepted
// without effect, as on Apple's systems.

/// Which view has the keyboard focus: a `Bool`, or an optional value naming the focused view.
/// Nothing in a widget is focused, so it reads `false` (or nil) unless the view sets it.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// A binding to a focus state, for `focused(_:)` and `focused(_:equals:)`.
    @propertyWrapper
    public struct Binding {
        let storage: FocusStorage<Value>

        public var wrappedValue: Value {
            get { storage.value }
            nonmutating set { storage.value = newValue }
        }

        public var projectedValue: FocusState<Value>.Binding { self }
    }

    let storage: FocusStorage<Value>

    public init() where Value == Bool {
        storage = FocusStorage(false)
    }

    public init<T: Hashable>() where Value == T? {
        storage = FocusStorage(nil)
    }

    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    public var projectedValue: FocusState<Value>.Binding { Binding(storage: storage) }
}

/// Where a `FocusState` keeps its value: shared by the copies of the view value.
final class FocusStorage<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// What the return key says.
public struct SubmitLabel: Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// What submits: a text field's return key, a search.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// How a text field capitalises what is typed.
public struct TextInputAutocapitalization: Sendable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

extension View {
    /// Accepted; nothing in a widget is focused.
    public nonisolated func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

    /// Accepted; nothing in a widget is focused.
    public nonisolated func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }

    /// Accepted; never called in a widget (nothing is typed).
    public nonisolated func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }

    /// Accepted; a widget shows no keyboard.
    public nonisolated func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

    /// Accepted; a widget shows no keyboard.
    public nonisolated func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    /// Accepted; a widget shows no keyboard.
    public nonisolated func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    /// Accepted; a widget shows no keyboard.
    public nonisolated func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
}

/// How scrolling dismisses the keyboard.
public struct ScrollDismissesKeyboardMode: Sendable {
    let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

extension View {
    /// Accepted; a widget shows no keyboard.
    public nonisolated func keyboardType(_ type: UIKeyboardType) -> some View { self }

    /// Accepted; a widget shows no keyboard (iOS 13's form).
    @available(iOS, deprecated: 100000.0, renamed: "textInputAutocapitalization(_:)")
    public nonisolated func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }

    /// Accepted; a widget shows no keyboard (iOS 13's form).
    @available(iOS, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
    public nonisolated func disableAutocorrection(_ disable: Bool?) -> some View { self }
}
