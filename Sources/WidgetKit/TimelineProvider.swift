import WidgetryWire

/// What a provider is told about the widget it produces entries for.
public struct TimelineProviderContext: Sendable {
    public let family: WidgetFamily
    /// `true` when the entry is for the gallery: return sample data quickly.
    public let isPreview: Bool
    /// The widget's size in points.
    public let displaySize: CGSize
    /// The environments the entry will be rendered in (light and dark, rendering modes).
    public let environmentVariants: EnvironmentVariants

    package init(family: WidgetFamily, isPreview: Bool) {
        self.family = family
        self.isPreview = isPreview
        self.displaySize = family.displaySize
        self.environmentVariants = EnvironmentVariants(family: family)
    }

    /// The values an environment key will take across the renderings of one entry; `nil` for a
    /// key that does not vary.
    public struct EnvironmentVariants: Sendable {
        let family: WidgetFamily

        public subscript<T>(keyPath: WritableKeyPath<EnvironmentValues, T>) -> [T]? {
            if keyPath == \EnvironmentValues.colorScheme {
                return [ColorScheme.light, ColorScheme.dark] as? [T]
            }
            if keyPath == \EnvironmentValues.widgetRenderingMode {
                let modes: [WidgetRenderingMode] = family.isAccessory ? [.vibrant, .accented] : [.fullColor]
                return modes as? [T]
            }
            return nil
        }
    }
}

/// Supplies the entries of a widget that has no configuration.
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext

    /// A synchronous stand-in, rendered redacted while the real entry loads.
    func placeholder(in context: Context) -> Entry
    /// One entry now; `context.isPreview` means the gallery.
    @preconcurrency func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void)
    /// Entries for now and the future, and when to ask again.
    @preconcurrency func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
}

/// Supplies the entries of a widget configured by a `WidgetConfigurationIntent`.
public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext

    func placeholder(in context: Context) -> Entry
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
    /// Preconfigured choices for the gallery; empty lets people configure the widget.
    func recommendations() -> [AppIntentRecommendation<Intent>]
}

extension AppIntentTimelineProvider {
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

/// A preconfigured widget the gallery offers: an intent with its values, and a description.
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent>: Sendable {
    public let intent: Intent
    let descriptionText: String

    public init(intent: Intent, description: LocalizedStringResource) {
        self.intent = intent
        self.descriptionText = description.description
    }

    public init(intent: Intent, description: Text) {
        self.intent = intent
        self.descriptionText = description.plainText()
    }

    public init<S: StringProtocol>(intent: Intent, description: S) {
        self.intent = intent
        self.descriptionText = String(description)
    }

    /// The recommendation as the gallery receives it.
    package var wire: WidgetRecommendation {
        WidgetRecommendation(description: descriptionText, configuration: intent.configurationValues)
    }
}
