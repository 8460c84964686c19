// Widgets that exercise the host: one that behaves, one whose provider crashes, one whose
// provider never answers, one that calls WidgetCenter, one with an intent button.
import AppIntents
import SwiftUI
import WidgetKit

public struct CountEntry: TimelineEntry {
    public let date: Date
    public let count: Int
}

/// The count the button's intent increments (kept for the life of the extension process).
enum Counter {
    static var value = 0
}

public struct IncrementIntent: AppIntent {
    public static var title: LocalizedStringResource = "Increment"
    @Parameter(title: "By", default: 1) var by: Int
    public init() {}
    public init(by: Int) { self.by = by }
    public func perform() async throws -> some IntentResult {
        Counter.value += by
        return .result()
    }
}

struct CounterProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountEntry { CountEntry(date: Date(), count: 0) }
    func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) {
        completion(CountEntry(date: Date(), count: Counter.value))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
        print("counter timeline requested")  // must reach stderr, not the protocol stream
        completion(Timeline(entries: [CountEntry(date: Date(), count: Counter.value)], policy: .never))
    }
}

struct CounterView: View {
    var entry: CountEntry
    var body: some View {
        VStack {
            Text("Count \(entry.count)")
            Button(intent: IncrementIntent(by: 2)) { Text("Add two") }
        }
        .widgetURL(URL(string: "testwidgets://counter"))
    }
}

public struct CounterWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Counter", provider: CounterProvider()) { CounterView(entry: $0) }
            .configurationDisplayName("Counter")
    }
}

struct CrashingProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountEntry { CountEntry(date: Date(), count: 0) }
    func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) {
        completion(CountEntry(date: Date(), count: 0))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
        fatalError("the crashing provider crashed on purpose")
    }
}

public struct CrashingWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Crasher", provider: CrashingProvider()) { Text("\($0.count)") }
    }
}

struct HangingProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountEntry { CountEntry(date: Date(), count: 0) }
    func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) {}
    func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
        // Never calls completion.
    }
}

public struct HangingWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Sleeper", provider: HangingProvider()) { Text("\($0.count)") }
    }
}

struct ReloadingProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountEntry { CountEntry(date: Date(), count: 0) }
    func getSnapshot(in context: Context, completion: @escaping (CountEntry) -> Void) {
        completion(CountEntry(date: Date(), count: 0))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CountEntry>) -> Void) {
        WidgetCenter.shared.reloadTimelines(ofKind: "Counter")
        WidgetCenter.shared.getCurrentConfigurations { result in
            let count = (try? result.get())?.count ?? -1
            completion(Timeline(entries: [CountEntry(date: Date(), count: count)], policy: .never))
        }
    }
}

public struct ReloadingWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Reloader", provider: ReloadingProvider()) { Text("placed \($0.count)") }
    }
}

struct PhotoProvider: TimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) { completion(SimpleEntry(date: Date())) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
        completion(Timeline(entries: [SimpleEntry(date: Date())], policy: .never))
    }
}

public struct SimpleEntry: TimelineEntry {
    public let date: Date
}

/// Named images from the target's resources: an asset-catalog image set (2x PNG) and a loose
/// SVG file, as the extension serves them to the page.
public struct PhotoWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Photo", provider: PhotoProvider()) { _ in
            VStack {
                Image("Badge")
                Image("Stripes")
                    .resizable()
                    .frame(width: 40, height: 40)
                Image(decorative: "Missing")
            }
        }
        .configurationDisplayName("Photo")
    }
}

/// The day the provider's clock reads (UTC), and the next day at midnight: on a virtual clock,
/// the extension process's `Date()` reads virtual time.
struct DayEntry: TimelineEntry {
    let date: Date
    let day: String
}

struct DayProvider: TimelineProvider {
    static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }
    static func day(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }
    func placeholder(in context: Context) -> DayEntry { DayEntry(date: Date(), day: "—") }
    func getSnapshot(in context: Context, completion: @escaping (DayEntry) -> Void) {
        completion(DayEntry(date: Date(), day: Self.day(Date())))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<DayEntry>) -> Void) {
        let now = Date()
        let midnight = Self.calendar.date(byAdding: .day, value: 1, to: Self.calendar.startOfDay(for: now))!
        completion(Timeline(entries: [DayEntry(date: now, day: Self.day(now)), DayEntry(date: midnight, day: Self.day(midnight))], policy: .atEnd))
    }
}

public struct DayWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Day", provider: DayProvider()) { Text("Day \($0.day)") }
            .configurationDisplayName("Day")
    }
}

public struct TestWidgets: WidgetBundle {
    public init() {}
    public var body: some Widget {
        CounterWidget()
        CrashingWidget()
        HangingWidget()
        ReloadingWidget()
        CharacterWidget()
        SessionWidget()
        ShowcaseWidget()
        PhotoWidget()
        DayWidget()
    }
}

// The counter's canvas, as widget files end (`widgetry preview`, the home screen's previews
// page): two entries, each rendered light and dark. Fixed dates keep the output stable.
#Preview("Counting", as: .systemSmall) {
    CounterWidget()
} timeline: {
    CountEntry(date: Date(timeIntervalSince1970: 1_700_000_000), count: 1)
    CountEntry(date: Date(timeIntervalSince1970: 1_700_000_060), count: 2)
}
