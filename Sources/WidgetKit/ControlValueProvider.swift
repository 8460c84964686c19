import WidgetryWire

/// Gives a control without configuration its value: a cheap one for the gallery
/// (`previewValue`) and the real one when the control is shown (`currentValue()`).
public protocol ControlValueProvider {
    associatedtype Value
    /// The value shown while the control is previewed in the controls gallery.
    var previewValue: Value { get }
    /// The control's value now.
    func currentValue() async throws -> Value
}

/// Gives a configurable control its value from the person's configuration.
public protocol AppIntentControlValueProvider {
    associatedtype Value
    associatedtype Configuration: ControlConfigurationIntent
    /// The value shown while the control is previewed in the controls gallery.
    func previewValue(configuration: Configuration) -> Value
    /// The control's value now, for `configuration`.
    func currentValue(configuration: Configuration) async throws -> Value
}
