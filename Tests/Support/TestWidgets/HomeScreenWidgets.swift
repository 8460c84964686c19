// Widgets for the home screen's tests: a ticking timer with privacy-sensitive content and
// links, and a configurable widget with a parameter of every other kind the editor handles.
import AppIntents
import Foundation
import SwiftUI
import WidgetKit

public struct SessionEntry: TimelineEntry {
    public let date: Date
}

struct SessionProvider: TimelineProvider {
    func placeholder(in context: Context) -> SessionEntry { SessionEntry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (SessionEntry) -> Void) {
        completion(SessionEntry(date: Date()))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<SessionEntry>) -> Void) {
        completion(Timeline(entries: [SessionEntry(date: Date())], policy: .never))
    }
}

struct SessionView: View {
    @Environment(\.widgetFamily) var family
    @Environment(\.redactionReasons) var redactionReasons
    var entry: SessionEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Session")
                .font(.headline)
            Text(entry.date, style: .timer)
                .monospacedDigit()
            Text("PIN 4321")
                .privacySensitive()
            if redactionReasons.contains(.privacy) {
                Text("Unlock to see the PIN")
                    .font(.caption2)
            }
            if family == .systemMedium {
                Link(destination: URL(string: "https://example.com/details")!) {
                    Text("Details")
                }
            }
        }
        .widgetURL(URL(string: "https://example.com/session"))
    }
}

/// A timer that counts up from the entry's date, a PIN that the locked screen hides (with a
/// line shown only there, from `redactionReasons`), a `Link` (medium) and a `widgetURL`.
public struct SessionWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Session", provider: SessionProvider()) { SessionView(entry: $0) }
            .configurationDisplayName("Session")
            .description("How long the session has run, and its PIN.")
            .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular])
    }
}

public enum Mood: String, AppEnum {
    case calm, busy, away

    public static var typeDisplayRepresentation: TypeDisplayRepresentation = "Mood"
    public static var caseDisplayRepresentations: [Mood: DisplayRepresentation] = [
        .calm: "Calm",
        .busy: DisplayRepresentation(title: "Busy", subtitle: "Do not disturb"),
        .away: "Away",
    ]
}

public struct ShowcaseIntent: WidgetConfigurationIntent {
    public static var title: LocalizedStringResource = "Showcase"
    public static var description = IntentDescription("A parameter of every kind.")

    @Parameter(title: "Title", description: "Shown at the top.", default: "Hello")
    public var title: String

    @Parameter(title: "Note")
    public var note: String?

    @Parameter(title: "Scale", default: 1.5, controlStyle: .slider, inclusiveRange: (0.5, 4.0))
    public var scale: Double

    @Parameter(title: "Count", default: 3, controlStyle: .stepper, inclusiveRange: (0, 20))
    public var count: Int

    @Parameter(title: "Mood", default: .calm)
    public var mood: Mood

    @Parameter(title: "Day", kind: .date)
    public var day: Date?

    @Parameter(title: "Website")
    public var website: URL?

    @Parameter(title: "Tags", default: ["home"], size: IntentCollectionSize(min: 1, max: 3))
    public var tags: [String]

    public init() {}
}

public struct ShowcaseEntry: TimelineEntry {
    public let date: Date
    public let title: String
    public let mood: String
}

struct ShowcaseProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> ShowcaseEntry { ShowcaseEntry(date: Date(), title: "Title", mood: "Mood") }
    func snapshot(for configuration: ShowcaseIntent, in context: Context) async -> ShowcaseEntry {
        ShowcaseEntry(date: Date(), title: configuration.title, mood: configuration.mood.rawValue)
    }
    func timeline(for configuration: ShowcaseIntent, in context: Context) async -> Timeline<ShowcaseEntry> {
        Timeline(entries: [ShowcaseEntry(date: Date(), title: configuration.title, mood: configuration.mood.rawValue)], policy: .never)
    }
}

/// Configurable with every parameter kind but entities; asks to be configured when added.
public struct ShowcaseWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Showcase", intent: ShowcaseIntent.self, provider: ShowcaseProvider()) { entry in
            VStack {
                Text(entry.title)
                Text(entry.mood)
                // A drawn gauge of the mood, with its name drawn at the centre.
                Canvas { context, size in
                    let track = Path(roundedRect: CGRect(x: 0, y: size.height / 2 - 3, width: size.width, height: 6), cornerRadius: 3)
                    context.fill(track, with: .color(.gray.opacity(0.3)))
                    var label = context
                    label.blendMode = .multiply
                    label.draw(Text(entry.mood.uppercased()).font(.caption2.bold()), at: CGPoint(x: size.width / 2, y: size.height / 2))
                }
                .frame(height: 16)
            }
        }
        .configurationDisplayName("Showcase")
        .description("Every kind of parameter.")
        .supportedFamilies([.systemSmall, .systemLarge, .systemExtraLarge, .accessoryCircular])
        .promptsForUserConfiguration()
    }
}

/// The widgets the home screen's tests place: none that crash or hang, so the gallery's
/// previews all answer.
public struct HomeScreenTestWidgets: WidgetBundle {
    public init() {}
    public var body: some Widget {
        CounterWidget()
        CharacterWidget()
        SessionWidget()
        ShowcaseWidget()
        PhotoWidget()
        MorningWidget()
        EveningWidget()
        DeliveryActivityWidget()
    }
}

// Two widgets for Smart Stacks: hourly entries whose `TimelineEntryRelevance` alternates, the
// "Morning" one relevant on even hours from its first entry, the "Evening" one on odd hours.

public struct MomentEntry: TimelineEntry {
    public let date: Date
    public let hour: Int
    public let relevance: TimelineEntryRelevance?
}

struct MomentProvider: TimelineProvider {
    let scores: [Float]
    func placeholder(in context: Context) -> MomentEntry { MomentEntry(date: Date(), hour: 0, relevance: nil) }
    func getSnapshot(in context: Context, completion: @escaping (MomentEntry) -> Void) {
        completion(MomentEntry(date: Date(), hour: 0, relevance: nil))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<MomentEntry>) -> Void) {
        let now = Date()
        let entries = scores.enumerated().map { hour, score in
            MomentEntry(date: now.addingTimeInterval(Double(hour) * 3600), hour: hour, relevance: TimelineEntryRelevance(score: score))
        }
        completion(Timeline(entries: entries, policy: .never))
    }
}

func momentConfiguration(kind: String, scores: [Float]) -> some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: MomentProvider(scores: scores)) { entry in
        VStack {
            Text(kind).font(.headline)
            Text("Hour \(entry.hour)")
        }
    }
    .configurationDisplayName(kind)
    .description("Relevant at some hours.")
    .supportedFamilies([.systemSmall])
}

public struct MorningWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration { momentConfiguration(kind: "Morning", scores: [0.9, 0.1, 0.9, 0.1]) }
}

public struct EveningWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration { momentConfiguration(kind: "Evening", scores: [0.1, 0.8, 0.1, 0.8]) }
}
