import Intents
import Synchronization
import WidgetryWire

/// A widget people configure through a SiriKit intent's parameters (an `.intentdefinition`),
/// fed by an `IntentTimelineProvider`: how widgets were configured before iOS 17, and what a
/// widget keeps in the `else` branch of `if #available(iOS 17.0, …)`.
///
/// The host treats it as an `AppIntentConfiguration`: the schema comes from the definition,
/// dynamic options and defaults from the extension's `INExtension` handler.
public struct IntentConfiguration<Intent: INIntent, Content: View>: WidgetConfiguration, PrimitiveWidgetConfiguration {
    let kind: String
    let runner: any WidgetRunner

    public init<Provider: IntentTimelineProvider>(
        kind: String, intent: Intent.Type, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Intent == Provider.Intent {
        self.kind = kind
        self.runner = SiriIntentRunner(provider: provider, content: content)
    }

    public var body: Never { fatalError("IntentConfiguration is primitive") }
    package var resolved: ResolvedWidget { ResolvedWidget(kind: kind, runner: runner) }
}

/// `IntentConfiguration`: an `IntentTimelineProvider`, the intent's configuration and the
/// handler of the extension (made once, on first use, as an Intents extension's principal class).
struct SiriIntentRunner<Provider: IntentTimelineProvider, Content: View>: WidgetRunner, @unchecked Sendable {
    typealias Intent = Provider.Intent
    let provider: Provider
    let content: (Provider.Entry) -> Content
    private let principal = PrincipalClass<Intent>()

    init(provider: Provider, content: @escaping (Provider.Entry) -> Content) {
        self.provider = provider
        self.content = content
    }

    var intentSchema: IntentSchema? { Intent.configurationSchema }

    /// The object that answers for the intent: what the extension's `handler(for:)` returns.
    private var handler: Any? { principal.instance?.handler(for: Intent()) }

    func placeholder(_ request: RenderRequest) async -> EntryArchive {
        await MainActor.run {
            renderEntry(provider.placeholder(in: request.context), content: content, request: request, extraRedaction: .placeholder)
        }
    }

    func snapshot(configuration: Configuration, _ request: RenderRequest) async throws(ConfigurationError) -> EntryArchive {
        let intent = Unchecked(value: try await Intent.decodeConfiguration(configuration, handler: handler))
        let context = request.context
        let entry = await once { provider.getSnapshot(for: intent.value, in: context, completion: $0) }
        let box = Unchecked(value: entry)
        return await MainActor.run { renderEntry(box.value, content: content, request: request) }
    }

    func timeline(configuration: Configuration, _ request: RenderRequest) async throws(ConfigurationError) -> TimelineArchive {
        let intent = Unchecked(value: try await Intent.decodeConfiguration(configuration, handler: handler))
        let context = request.context
        let timeline = await once { provider.getTimeline(for: intent.value, in: context, completion: $0) }
        let box = Unchecked(value: timeline)
        return await MainActor.run { renderTimeline(box.value, content: content, request: request) }
    }

    func recommendations() async -> [WidgetRecommendation] {
        provider.recommendations().map(\.wire)
    }

    func defaultConfiguration(family: WidgetFamily) async -> (configuration: Configuration, missing: ConfigurationError?) {
        do {
            return (try await Intent.decodeConfiguration([:], handler: handler, verifyingObjects: true).configurationValues, nil)
        } catch {
            return ([:], error)
        }
    }

    func normalized(_ configuration: Configuration, family: WidgetFamily) async throws(ConfigurationError) -> Configuration {
        try await Intent.decodeConfiguration(configuration, handler: handler, verifyingObjects: true).configurationValues
    }

    func options(for parameter: String, matching: String?) async throws -> ParameterOptions? {
        try await Intent.parameterOptions(for: parameter, matching: matching, handler: handler)
    }

    @MainActor func render(entries: [any TimelineEntry], _ request: RenderRequest) throws -> [EntryArchive] {
        try renderEntries(entries, as: Provider.Entry.self, content: content, request: request)
    }
}

/// The `INExtension` of an intent's target, made once on first use and kept, as the principal
/// class of an Intents extension lives as long as its process.
final class PrincipalClass<Intent: INIntent>: @unchecked Sendable {
    private let made = Mutex<INExtension??>(nil)

    var instance: INExtension? {
        made.withLock { stored in
            if let stored { return stored }
            let instance = Intent._makeExtension()
            stored = .some(instance)
            return instance
        }
    }
}
