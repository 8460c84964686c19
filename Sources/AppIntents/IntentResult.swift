/// What `perform()` returns: optionally a value, a dialog, an intent to open next.
public protocol IntentResult: Sendable {
    associatedtype Value: _IntentValue = Never
    associatedtype OpensAppIntent: AppIntent = Never
    associatedtype Dialog = Never
    var value: Value? { get }
}

/// A result that carries a value.
public protocol ReturnsValue<Value>: IntentResult {}
/// A result that speaks or shows a dialog.
public protocol ProvidesDialog: IntentResult where Dialog == IntentDialog {}
/// A result that opens another intent afterwards.
public protocol OpensIntent: IntentResult {}

extension Never: AppIntent {
    public init() { fatalError("Never has no instances") }
    public static var title: LocalizedStringResource { "Never" }
    public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> {
        fatalError("Never has no instances")
    }
}

/// The concrete result `.result(…)` builds.
public struct IntentResultContainer<Value: _IntentValue, OpensAppIntent: AppIntent, Snippet: Sendable, Dialog: Sendable>:
    IntentResult, ReturnsValue, OpensIntent
{
    public var value: Value?
    public var dialog: IntentDialog?
    public var opensIntent: OpensAppIntent?
    public var activityIdentifier: String?

    init(value: Value? = nil, dialog: IntentDialog? = nil, opensIntent: OpensAppIntent? = nil) {
        self.value = value
        self.dialog = dialog
        self.opensIntent = opensIntent
    }
}

extension IntentResultContainer: ProvidesDialog where Dialog == IntentDialog {}

extension IntentResult {
    public static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never> {
        IntentResultContainer()
    }

    public static func result<Value>(value: Value) -> Self where Self == IntentResultContainer<Value, Never, Never, Never> {
        IntentResultContainer(value: value)
    }

    public static func result(dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
        IntentResultContainer(dialog: dialog)
    }

    public static func result<Value>(value: Value, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Value, Never, Never, IntentDialog> {
        IntentResultContainer(value: value, dialog: dialog)
    }

    public static func result<OpensAppIntent>(opensIntent: OpensAppIntent) -> Self
    where Self == IntentResultContainer<Never, OpensAppIntent, Never, Never> {
        IntentResultContainer(opensIntent: opensIntent)
    }

    public static func result<OpensAppIntent>(opensIntent: OpensAppIntent, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Never, OpensAppIntent, Never, IntentDialog> {
        IntentResultContainer(dialog: dialog, opensIntent: opensIntent)
    }

    public static func result<Value, OpensAppIntent>(value: Value, opensIntent: OpensAppIntent) -> Self
    where Self == IntentResultContainer<Value, OpensAppIntent, Never, Never> {
        IntentResultContainer(value: value, opensIntent: opensIntent)
    }
}

/// Words the system shows or speaks as an intent's result.
public struct IntentDialog: Hashable, Sendable, ExpressibleByStringInterpolation {
    public var full: LocalizedStringResource
    public var supporting: LocalizedStringResource
    public var systemImageName: String?

    public init(_ fullDialog: LocalizedStringResource) {
        self.init(full: fullDialog, supporting: fullDialog)
    }
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
        self.full = full
        self.supporting = supporting
    }
    public init(full: LocalizedStringResource, systemImageName: String) {
        self.init(full: full, supporting: full, systemImageName: systemImageName)
    }
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource, systemImageName: String) {
        self.full = full
        self.supporting = supporting
        self.systemImageName = systemImageName
    }
    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(stringLiteral: value))
    }
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}
