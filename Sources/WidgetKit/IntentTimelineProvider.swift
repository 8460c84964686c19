import Intents
import WidgetryWire

/// Supplies the entries of a widget configured by a SiriKit intent (`IntentConfiguration`): the
/// provider of widgets made before App Intents.
public protocol IntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: INIntent
    typealias Context = TimelineProviderContext

    /// A synchronous stand-in, rendered redacted while the real entry loads.
    func placeholder(in context: Context) -> Entry
    /// One entry now for `configuration`; `context.isPreview` means the gallery.
    @preconcurrency func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping @Sendable (Entry) -> Void)
    /// Entries for now and the future for `configuration`, and when to ask again.
    @preconcurrency func getTimeline(for configuration: Intent, in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
    /// Preconfigured choices for the gallery; empty lets people configure the widget.
    func recommendations() -> [IntentRecommendation<Intent>]
}

extension IntentTimelineProvider {
    public func recommendations() -> [IntentRecommendation<Intent>] { [] }
}

/// A preconfigured SiriKit-configured widget the gallery offers: an intent with its values.
public struct IntentRecommendation<Intent: INIntent>: @unchecked Sendable {
    public let intent: Intent
    let descriptionText: String

    public init(intent: Intent, description: Text) {
        self.intent = intent
        self.descriptionText = description.plainText()
    }

    public init(intent: Intent, description: LocalizedStringKey) {
        self.init(intent: intent, description: Text(description))
    }

    @_disfavoredOverload
    public init<Description: StringProtocol>(intent: Intent, description: Description) {
        self.intent = intent
        self.descriptionText = String(description)
    }

    /// The recommendation as the gallery receives it.
    package var wire: WidgetRecommendation {
        WidgetRecommendation(description: descriptionText, configuration: intent.configurationValues)
    }
}
