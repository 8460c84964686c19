import WidgetryWire

/// An intent that starts, updates or ends a Live Activity, or that a button or toggle in a Live
/// Activity runs. Apple runs it in the app's process; a widget's `Button(intent:)` with one runs
/// it in the extension, as every widget intent here.
public protocol LiveActivityIntent: SystemIntent {}
