/// The timeline scheduler: which entry each placed widget shows, when it reloads, and the
/// reload budget. All time comes from an injectable clock.
public enum WidgetryScheduler {}
