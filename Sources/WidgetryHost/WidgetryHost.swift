/// The host: extension supervisor, timeline scheduler, store and the WidgetCenter service.
///
/// Built in the host issue; the module exists so the layout of the design is in place.
public enum WidgetryHost {}
