import Synchronization
import Testing
import WidgetKit
import WidgetryWire

struct CounterEntry: TimelineEntry {
    let date: Date
    let count: Int
    var relevance: TimelineEntryRelevance? { TimelineEntryRelevance(score: Float(count), duration: 60) }
}

struct CounterProvider: TimelineProvider {
    func placeholder(in context: Context) -> CounterEntry { CounterEntry(date: .now, count: 0) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (CounterEntry) -> Void) {
        // Answering twice must not crash the extension: the second answer is ignored.
        completion(CounterEntry(date: .now, count: 1))
        completion(CounterEntry(date: .now, count: 2))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<CounterEntry>) -> Void) {
        let variants = context.environmentVariants[\.colorScheme] ?? []
        completion(Timeline(entries: [CounterEntry(date: .now, count: variants.count)], policy: .never))
    }
}

struct CounterWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Counter", provider: CounterProvider()) { entry in
            Text("\(entry.count)")
        }
        .configurationDisplayName(Text("Counter"))
        .description(LocalizedStringResource("Counts."))
        .supportedFamilies([.systemSmall, .accessoryRectangular])
        .containerBackgroundRemovable(false)
        .promptsForUserConfiguration()
        .disfavoredLocations([.lockScreen, .standBy], for: [.systemSmall])
    }
}

struct OtherWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Other", provider: CounterProvider()) { entry in
            Text("other \(entry.count)")
        }
    }
}

nonisolated(unsafe) var includeOther = false

struct ConditionalBundle: WidgetBundle {
    var body: some Widget {
        CounterWidget()
        if includeOther {
            OtherWidget()
        }
        if #available(macOS 14, *) {
            OtherWidgetTwo()
        }
    }
}

struct OtherWidgetTwo: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "OtherTwo", provider: CounterProvider()) { _ in EmptyView() }
    }
}

@Suite(.serialized) @MainActor
struct WidgetConfigurationTests {
    @Test func everyModifierReachesTheDescription() throws {
        let description = try #require(try WidgetExtension([CounterWidget()]).descriptions.first)
        #expect(description == WidgetDescription(
            kind: "Counter", displayName: "Counter", description: "Counts.",
            supportedFamilies: ["systemSmall", "accessoryRectangular"], intent: nil,
            contentMarginsDisabled: false, containerBackgroundRemovable: false, promptsForUserConfiguration: true,
            disfavoredLocations: ["lockScreen": ["systemSmall"], "standBy": ["systemSmall"]]))
    }

    @Test func defaultsWhenNothingIsSaid() throws {
        let description = try #require(try WidgetExtension([OtherWidget()]).descriptions.first)
        #expect(description.displayName == "Other")
        #expect(description.supportedFamilies == ["systemSmall", "systemMedium", "systemLarge", "systemExtraLarge"])
        #expect(description.containerBackgroundRemovable)
    }

    @Test func bundleConditionsAndAvailability() throws {
        includeOther = false
        #expect(try WidgetExtension(bundle: ConditionalBundle()).descriptions.map(\.kind) == ["Counter", "OtherTwo"])
        includeOther = true
        #expect(try WidgetExtension(bundle: ConditionalBundle()).descriptions.map(\.kind) == ["Counter", "Other", "OtherTwo"])
    }

    @Test func aCompletionHandlerCalledTwiceIsAnsweredOnce() async throws {
        let widget = try #require(try WidgetExtension([CounterWidget()]).widget(kind: "Counter"))
        let snapshot = try await widget.runner.snapshot(configuration: [:], RenderRequest(family: .systemSmall, colorSchemes: [.light]))
        #expect(snapshot.relevance == EntryRelevance(score: 1, duration: 60))
        #expect(snapshot.variants.count == 1)
    }

    @Test func providersSeeTheEnvironmentVariants() async throws {
        let widget = try #require(try WidgetExtension([CounterWidget()]).widget(kind: "Counter"))
        let timeline = try await widget.runner.timeline(configuration: [:], RenderRequest(family: .systemSmall))
        #expect(timeline.entries.first?.relevance?.score == 2)
        let context = TimelineProviderContext(family: .accessoryRectangular, isPreview: false)
        #expect(context.environmentVariants[\.widgetRenderingMode] == [.vibrant, .accented])
        #expect(context.environmentVariants[\.dynamicTypeSize] == nil)
        #expect(context.displaySize == CGSize(width: 172, height: 76))
    }

    /// `AccessoryWidgetBackground` fills the accessory widget's own shape, and is empty in
    /// the other families.
    @Test @MainActor func theAccessoryBackgroundIsTheWidgetsShapeOnlyInAccessories() throws {
        struct Dial: View {
            var body: some View {
                ZStack {
                    AccessoryWidgetBackground()
                    Text("6")
                }
            }
        }
        func archive(_ family: WidgetFamily) -> WidgetArchive {
            var environment = EnvironmentValues()
            environment.widgetFamily = family
            environment.widgetRenderingMode = family.isAccessory ? .vibrant : .fullColor
            return makeWidgetArchive(
                Dial(), family: family.rawValue, size: ArchiveSize(width: family.displaySize.width, height: family.displaySize.height),
                entryDate: Date(), environment: environment, renderingMode: environment.widgetRenderingMode.archive)
        }
        for family in [WidgetFamily.accessoryCircular, .accessoryRectangular] {
            let shapes = archive(family).allNodes.compactMap(\.shape)
            #expect(shapes.map(\.type) == [.containerRelative], "\(family)")
            #expect(shapes.first?.fill?.color == RGBAColor(red: 1, green: 1, blue: 1, opacity: 0.2))
        }
        #expect(archive(.systemSmall).allNodes.compactMap(\.shape).isEmpty)
        #expect(archive(.systemSmall).allNodes.compactMap(\.text).count == 1)
    }

    @Test func policies() {
        #expect(TimelineReloadPolicy.atEnd.reloadPolicy == .atEnd)
        #expect(TimelineReloadPolicy.never.reloadPolicy == .never)
        #expect(TimelineReloadPolicy.after(Date(timeIntervalSince1970: 42)).reloadPolicy == .after(42))
        #expect(WidgetFamily.allCases.count == 9)
        #expect(WidgetFamily.accessoryInline.description == "accessoryInline")
    }
}

/// Records what reaches the host; stands in for the host transports of the host issue.
final class RecordingTransport: WidgetCenterTransport {
    let calls = Mutex<[String]>([])
    let placed: [PlacedWidgetInfo]
    init(placed: [PlacedWidgetInfo]) { self.placed = placed }
    func reloadTimelines(ofKind kind: String?) async throws { calls.withLock { $0.append("reload \(kind ?? "*")") } }
    func currentConfigurations() async throws -> [PlacedWidgetInfo] { placed }
    func invalidateConfigurationRecommendations() async throws { calls.withLock { $0.append("invalidate") } }
    func reloadControls(ofKind kind: String?) async throws { calls.withLock { $0.append("reload controls \(kind ?? "*")") } }
    func currentControls() async throws -> [PlacedControlInfo] { [] }
}

struct GreetingIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Greeting"
    @Parameter(title: "Name", default: "World") var name: String
}

@Suite(.serialized)
struct WidgetCenterTests {
    @Test func withoutAHostConfigurationsAreAnErrorAndReloadsAreDropped() async {
        let center = WidgetCenter()
        center.reloadAllTimelines()
        await center.flush()
        await #expect(throws: WidgetCenterError.self) { try await center.currentConfigurations() }
    }

    @Test func callsReachTheHostInOrder() async throws {
        let center = WidgetCenter()
        let transport = RecordingTransport(placed: [
            PlacedWidgetInfo(
                id: "w1", kind: "Greeting", family: "systemSmall", configuration: ["name": "Ada"],
                intentTypeName: GreetingIntent.configurationSchema.typeName),
            PlacedWidgetInfo(id: "w2", kind: "Greeting", family: "notAFamily", configuration: [:]),
        ])
        center.connect(transport)
        center.reloadTimelines(ofKind: "Greeting")
        center.reloadAllTimelines()
        center.invalidateConfigurationRecommendations()
        await center.flush()
        #expect(transport.calls.withLock { $0 } == ["reload Greeting", "reload *", "invalidate"])

        let infos = try await center.currentConfigurations()
        #expect(infos.count == 1)
        let info = try #require(infos.first)
        #expect(info.kind == "Greeting")
        #expect(info.family == WidgetFamily.systemSmall)
        #expect(info.widgetConfigurationIntent(of: GreetingIntent.self)?.name == "Ada")

        let viaCompletion = await withCheckedContinuation { continuation in
            center.getCurrentConfigurations { continuation.resume(returning: (try? $0.get())?.count) }
        }
        #expect(viaCompletion == 1)
    }
}
