import WidgetryWire

/// An intent that holds a control's configuration: its parameters are what a person edits when
/// adding the control (as `WidgetConfigurationIntent` for widgets). `perform()` is not needed.
public protocol ControlConfigurationIntent: AppIntent {}

extension ControlConfigurationIntent {
    public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { .result() }
}
