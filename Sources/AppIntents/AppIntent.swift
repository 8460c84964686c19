import WidgetryWire

/// A type whose instances are identified across launches (App Intents' persistent identity).
public protocol PersistentlyIdentifiable {
    /// A stable identifier of the type; defaults to the type's name.
    static var persistentIdentifier: String { get }
}

extension PersistentlyIdentifiable {
    public static var persistentIdentifier: String { String(describing: Self.self) }
}

/// Who may run an intent.
public enum IntentAuthenticationPolicy: Sendable, Hashable {
    case alwaysAllowed, requiresAuthentication, requiresLocalDeviceAuthentication
}

/// An action of the app, with parameters, that the system can show and run.
///
/// On Linux the intent types that matter are widget configurations (`WidgetConfigurationIntent`)
/// and the intents of widget buttons and toggles, whose `perform()` runs in the extension.
///
/// `description` is declared non-optional here (Apple: `IntentDescription?`): Apple extracts it
/// from source at build time, while Linux reads it at run time, and the usual spelling
/// `static var description = IntentDescription("…")` only satisfies a non-optional requirement.
public protocol AppIntent: PersistentlyIdentifiable, Sendable {
    init()
    static var title: LocalizedStringResource { get }
    static var description: IntentDescription { get }

    associatedtype SummaryContent: ParameterSummary
    /// Orders and conditionally hides parameters in the configuration editor.
    @ParameterSummaryBuilder<Self> static var parameterSummary: SummaryContent { get }

    associatedtype PerformResult: IntentResult
    func perform() async throws -> PerformResult

    static var openAppWhenRun: Bool { get }
    static var isDiscoverable: Bool { get }
    static var authenticationPolicy: IntentAuthenticationPolicy { get }
}

extension AppIntent {
    public static var description: IntentDescription { IntentDescription("") }
    public static var openAppWhenRun: Bool { false }
    public static var isDiscoverable: Bool { true }
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }

    /// No summary: every parameter is shown, in declaration order.
    public static var parameterSummary: DeclarationOrderSummary<Self> { DeclarationOrderSummary() }

    public typealias Parameter = IntentParameter
    public typealias Summary = IntentParameterSummary<Self>
    public typealias When = ParameterSummaryWhenCondition
    public typealias Case = ParameterSummaryCaseCondition
    public typealias DefaultCase = ParameterSummaryDefaultCaseCondition
    public typealias Switch<Value: _IntentValue, CaseCondition: _ParameterSummarySwitchCase> =
        ParameterSummarySwitchCondition<Self, Value, CaseCondition>
}

/// An intent that holds a widget's configuration: its parameters are what a person edits.
///
/// The intent's `title` and `description` stand in for the widget's display name and
/// description when the configuration sets none. `perform()` is not needed.
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
    public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { .result() }
}

/// An intent that sets a value: a widget's `Toggle(isOn:intent:)` sets `value` to the toggle's
/// new state before the intent is performed.
public protocol SetValueIntent<ValueType>: AppIntent {
    associatedtype ValueType: _IntentValue
    var value: ValueType { get set }
}
