/// The host's persistent state: placed widgets, configurations, cached timelines and the
/// reload ledger, behind a protocol with an embedded SQLite implementation.
public enum WidgetryStore {}
