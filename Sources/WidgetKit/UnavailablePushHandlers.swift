// Push handlers, declared unavailable until Widgetry's push gateway exists (issues 29 and 30).

@available(*, unavailable, message: "widget pushes are not delivered yet (Widgetry's push gateway is issue 30): reload with WidgetCenter.shared.reloadTimelines(ofKind:)")
public protocol WidgetPushHandler {}

@available(*, unavailable, message: "control pushes are not delivered yet (issues 29 and 30): reload with ControlCenter.shared.reloadControls(ofKind:)")
public protocol ControlPushHandler {}
