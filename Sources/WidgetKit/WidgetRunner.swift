import Foundation
import Synchronization
import WidgetryWire

/// What a widget's entries are rendered for.
package struct RenderRequest: Sendable {
    package var family: WidgetFamily
    /// One archive is made per colour scheme (the entry's environment variants).
    package var colorSchemes: [ColorScheme]
    /// `.privacy` renders `privacySensitive` content redacted (a locked screen).
    package var redactionReasons: RedactionReasons
    /// The gallery: providers are told to return sample data quickly.
    package var isPreview: Bool

    package init(family: WidgetFamily, colorSchemes: [ColorScheme] = [.light, .dark], redactionReasons: RedactionReasons = [], isPreview: Bool = false) {
        self.family = family
        self.colorSchemes = colorSchemes
        self.redactionReasons = redactionReasons
        self.isPreview = isPreview
    }

    var context: TimelineProviderContext { TimelineProviderContext(family: family, isPreview: isPreview) }
}

/// Runs one widget's provider and view in the extension: the type-erased face of a
/// `StaticConfiguration` or `AppIntentConfiguration`.
package protocol WidgetRunner: Sendable {
    /// The configuration intent's schema, `nil` for a static widget.
    var intentSchema: IntentSchema? { get }
    /// The placeholder entry, rendered with `.placeholder` redaction.
    func placeholder(_ request: RenderRequest) async -> EntryArchive
    func snapshot(configuration: Configuration, _ request: RenderRequest) async throws(ConfigurationError) -> EntryArchive
    func timeline(configuration: Configuration, _ request: RenderRequest) async throws(ConfigurationError) -> TimelineArchive
    func recommendations() async -> [WidgetRecommendation]
    func defaultConfiguration(family: WidgetFamily) async -> (configuration: Configuration, missing: ConfigurationError?)
    func normalized(_ configuration: Configuration, family: WidgetFamily) async throws(ConfigurationError) -> Configuration
    func options(for parameter: String, matching: String?) async throws -> ParameterOptions?
    /// Renders entries made elsewhere (a `#Preview` timeline) with the widget's view.
    @MainActor func render(entries: [any TimelineEntry], _ request: RenderRequest) throws -> [EntryArchive]
}

/// Renders `entries`, each of which must be of the view's entry type.
@MainActor
func renderEntries<Entry: TimelineEntry, Content: View>(
    _ entries: [any TimelineEntry], as type: Entry.Type, content: (Entry) -> Content, request: RenderRequest
) throws -> [EntryArchive] {
    try entries.map { entry in
        guard let typed = entry as? Entry else {
            throw PreviewError.entryTypeMismatch(expected: String(describing: Entry.self), found: String(describing: Swift.type(of: entry)))
        }
        return renderEntry(typed, content: content, request: request)
    }
}

/// Carries author values that Swift 5 code did not mark `Sendable` (entries, providers, view
/// closures) between the provider's task and the main actor, where views are evaluated. Each
/// value is used by one task at a time.
struct Unchecked<Value>: @unchecked Sendable {
    var value: Value
}

/// Renders `entry` with `content` for every colour scheme of `request`, and, when the views read
/// `redactionReasons` and the request is not already locked, for every scheme again as on a
/// locked device (`.privacy` added) after them: a view that branches on the reasons shows its
/// locked branch there, where the renderer alone could only redact the unlocked one.
@MainActor
func renderEntry<Entry: TimelineEntry, Content: View>(
    _ entry: Entry, content: (Entry) -> Content, request: RenderRequest, extraRedaction: RedactionReasons = []
) -> EntryArchive {
    let family = request.family
    let size = ArchiveSize(width: family.displaySize.width, height: family.displaySize.height)
    let redaction = request.redactionReasons.union(extraRedaction)
    func archive(_ scheme: ColorScheme, _ redactionReasons: RedactionReasons) -> WidgetArchive {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        environment.redactionReasons = redactionReasons
        environment.widgetFamily = family
        environment.widgetRenderingMode = family.isAccessory ? .vibrant : .fullColor
        environment.showsWidgetContainerBackground = !family.isAccessory
        environment.widgetContentMargins = family.defaultContentMargins
        return makeWidgetArchive(
            content(entry), family: family.rawValue, size: size, entryDate: entry.date, environment: environment,
            renderingMode: environment.widgetRenderingMode.archive,
            showsWidgetContainerBackground: environment.showsWidgetContainerBackground,
            contentMargins: environment.widgetContentMargins)
    }
    let reads = RedactionReasonsReads.current
    var variants = request.colorSchemes.map { archive($0, redaction) }
    if !redaction.contains(.privacy), RedactionReasonsReads.current != reads {
        variants += request.colorSchemes.map { archive($0, redaction.union(.privacy)) }
    }
    return EntryArchive(
        date: entry.date.timeIntervalSince1970,
        relevance: entry.relevance.map { EntryRelevance(score: Double($0.score), duration: $0.duration) },
        variants: variants)
}

/// Renders every entry of `timeline` with `content`; the policy carries over.
@MainActor
func renderTimeline<Entry: TimelineEntry, Content: View>(
    _ timeline: Timeline<Entry>, content: (Entry) -> Content, request: RenderRequest
) -> TimelineArchive {
    let answeredAt = Date().timeIntervalSince1970
    return TimelineArchive(
        entries: timeline.entries.map { renderEntry($0, content: content, request: request) }, policy: timeline.policy.reloadPolicy,
        answeredAt: answeredAt)
}

/// `StaticConfiguration`: a `TimelineProvider` with completion handlers; no configuration.
struct StaticRunner<Provider: TimelineProvider, Content: View>: WidgetRunner, @unchecked Sendable {
    let provider: Provider
    let content: (Provider.Entry) -> Content

    var intentSchema: IntentSchema? { nil }

    func placeholder(_ request: RenderRequest) async -> EntryArchive {
        await MainActor.run {
            renderEntry(provider.placeholder(in: request.context), content: content, request: request, extraRedaction: .placeholder)
        }
    }

    func snapshot(configuration: Configuration, _ request: RenderRequest) async throws(ConfigurationError) -> EntryArchive {
        try Self.refuse(configuration)
        let entry = await once { provider.getSnapshot(in: request.context, completion: $0) }
        return await render(entry, request)
    }

    func timeline(configuration: Configuration, _ request: RenderRequest) async throws(ConfigurationError) -> TimelineArchive {
        try Self.refuse(configuration)
        let timeline = await once { provider.getTimeline(in: request.context, completion: $0) }
        return await render(timeline, request)
    }

    func recommendations() async -> [WidgetRecommendation] { [] }

    func defaultConfiguration(family: WidgetFamily) async -> (configuration: Configuration, missing: ConfigurationError?) { ([:], nil) }

    func normalized(_ configuration: Configuration, family: WidgetFamily) async throws(ConfigurationError) -> Configuration {
        try Self.refuse(configuration)
        return [:]
    }

    func options(for parameter: String, matching: String?) async throws -> ParameterOptions? {
        try Self.refuse([parameter: .null])
        return nil
    }

    /// A static widget has no parameters: any key is unknown.
    private static func refuse(_ configuration: Configuration) throws(ConfigurationError) {
        guard configuration.isEmpty else {
            throw ConfigurationError(issues: configuration.keys.sorted().map {
                ConfigurationIssue(parameter: $0, code: .unknownParameter, message: "This widget has no settings; “\($0.prefix(64))” is not one.")
            })
        }
    }

    @MainActor func render(entries: [any TimelineEntry], _ request: RenderRequest) throws -> [EntryArchive] {
        try renderEntries(entries, as: Provider.Entry.self, content: content, request: request)
    }

    private func render(_ entry: Provider.Entry, _ request: RenderRequest) async -> EntryArchive {
        let box = Unchecked(value: entry)
        return await MainActor.run { renderEntry(box.value, content: content, request: request) }
    }

    private func render(_ timeline: Timeline<Provider.Entry>, _ request: RenderRequest) async -> TimelineArchive {
        let box = Unchecked(value: timeline)
        return await MainActor.run { renderTimeline(box.value, content: content, request: request) }
    }
}

/// Waits for a completion handler that must be called once; later calls are ignored rather
/// than trapping, so a provider that answers twice cannot crash the extension.
///
/// A provider that lets go of its completion handler without calling it (returns without
/// keeping it) can never answer: the request waits until the host's time limit ends the
/// extension, as WidgetKit's widget keeps what it showed. That is said once, in words, on
/// standard error (the host's log), instead of the runtime's "continuation misuse" report naming
/// this function.
nonisolated(nonsending) func once<Value>(_ start: (@escaping @Sendable (Value) -> Void) -> Void) async -> Value {
    let result = await withUnsafeContinuation { (continuation: UnsafeContinuation<Unchecked<Value>, Never>) in
        let handler = CompletionHandler(continuation)
        start { value in handler.answer(value) }
    }
    return result.value
}

/// The completion handler a provider is given: resumes its waiter on the first call; says so
/// when it is released without having been called.
final class CompletionHandler<Value>: Sendable {
    private let continuation: Mutex<UnsafeContinuation<Unchecked<Value>, Never>?>
    private let answered = AnsweredFlag()

    init(_ continuation: UnsafeContinuation<Unchecked<Value>, Never>) {
        self.continuation = Mutex(continuation)
    }

    func answer(_ value: Value) {
        guard answered.claim() else { return }
        continuation.withLock { $0.take() }?.resume(returning: Unchecked(value: value))
    }

    deinit {
        guard answered.claim() else { return }
        // The waiter stays suspended (there is no value to give it): the host's time limit ends
        // the request and the extension.
        let message = "widget provider: a completion handler was released without being called; this request cannot be answered\n"
        FileHandle.standardError.write(Data(message.utf8))
    }
}

/// Set by the first answer of a completion handler.
final class AnsweredFlag: Sendable {
    private let answered = Atomic<Bool>(false)
    /// True for the first caller only.
    func claim() -> Bool { !answered.exchange(true, ordering: .acquiringAndReleasing) }
}

/// `AppIntentConfiguration`: an `AppIntentTimelineProvider` and the intent's configuration.
struct IntentRunner<Provider: AppIntentTimelineProvider, Content: View>: WidgetRunner, @unchecked Sendable {
    typealias Intent = Provider.Intent
    let provider: Provider
    let content: (Provider.Entry) -> Content

    var intentSchema: IntentSchema? { Intent.configurationSchema }

    func placeholder(_ request: RenderRequest) async -> EntryArchive {
        await MainActor.run {
            renderEntry(provider.placeholder(in: request.context), content: content, request: request, extraRedaction: .placeholder)
        }
    }

    func snapshot(configuration: Configuration, _ request: RenderRequest) async throws(ConfigurationError) -> EntryArchive {
        let intent = try await Intent.decodeConfiguration(configuration, family: request.family.rawValue)
        let entry = Unchecked(value: await provider.snapshot(for: intent, in: request.context))
        return await MainActor.run { renderEntry(entry.value, content: content, request: request) }
    }

    func timeline(configuration: Configuration, _ request: RenderRequest) async throws(ConfigurationError) -> TimelineArchive {
        let intent = try await Intent.decodeConfiguration(configuration, family: request.family.rawValue)
        let timeline = Unchecked(value: await provider.timeline(for: intent, in: request.context))
        return await MainActor.run { renderTimeline(timeline.value, content: content, request: request) }
    }

    func recommendations() async -> [WidgetRecommendation] {
        provider.recommendations().map(\.wire)
    }

    func defaultConfiguration(family: WidgetFamily) async -> (configuration: Configuration, missing: ConfigurationError?) {
        await Intent.defaultConfiguration(family: family.rawValue)
    }

    func normalized(_ configuration: Configuration, family: WidgetFamily) async throws(ConfigurationError) -> Configuration {
        try await Intent.normalizedConfiguration(configuration, family: family.rawValue)
    }

    func options(for parameter: String, matching: String?) async throws -> ParameterOptions? {
        try await Intent.parameterOptions(for: parameter, matching: matching)
    }

    @MainActor func render(entries: [any TimelineEntry], _ request: RenderRequest) throws -> [EntryArchive] {
        try renderEntries(entries, as: Provider.Entry.self, content: content, request: request)
    }
}
