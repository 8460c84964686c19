import WidgetryWire

private struct WidgetFamilyKey: EnvironmentKey { static let defaultValue: WidgetFamily = .systemSmall }
private struct WidgetRenderingModeKey: EnvironmentKey { static let defaultValue: WidgetRenderingMode = .fullColor }
private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey { static let defaultValue = true }
private struct ShowsWidgetLabelKey: EnvironmentKey { static let defaultValue = false }
private struct WidgetContentMarginsKey: EnvironmentKey { static let defaultValue = WidgetFamily.systemSmall.defaultContentMargins }

extension EnvironmentValues {
    /// The family the widget is shown in; views switch on it to adapt their layout.
    public package(set) var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }

    /// Full colour, accented or vibrant.
    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }

    /// Whether the container background is drawn (false where the system removes it).
    public package(set) var showsWidgetContainerBackground: Bool {
        get { self[ShowsWidgetContainerBackgroundKey.self] }
        set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
    }

    /// Whether an accessory widget shows a `widgetLabel` beside it (watchOS corners and
    /// circular complications); false on a home screen and a lock screen, as on iOS.
    public package(set) var showsWidgetLabel: Bool {
        get { self[ShowsWidgetLabelKey.self] }
        set { self[ShowsWidgetLabelKey.self] = newValue }
    }

    /// The margins the system puts around the content.
    public package(set) var widgetContentMargins: EdgeInsets {
        get { self[WidgetContentMarginsKey.self] }
        set { self[WidgetContentMarginsKey.self] = newValue }
    }
}

extension WidgetFamily {
    /// The system's content margins in this family: 16 points on the Home Screen, none for
    /// accessories (which draw no container).
    package var defaultContentMargins: EdgeInsets {
        isAccessory ? EdgeInsets() : EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    }
}
