// The favourite-emoji widget of "Anatomy of a Configurable Widget": a String, an Int, a Bool,
// an hour picked from an options provider, a weekday enum and a time-zone entity.
import AppIntents
import SwiftUI
import WidgetKit

struct FavouriteEmojiIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Favourite Emoji"
    static var description = IntentDescription("Shows your favourite emoji and counts down to your favourite hour of the week.")

    @Parameter(title: "Favourite Emoji", default: "😃")
    var favouriteEmoji: String

    @Parameter(title: "Age", default: 18)
    var age: Int

    @Parameter(title: "Show Background", default: false)
    var showBackground: Bool

    @Parameter(title: "Hour", optionsProvider: HourOptionsProvider(count: 23, defaultHour: 16))
    var hour: Int

    @Parameter(title: "Weekday", default: .friday)
    var weekday: Weekday

    @Parameter(title: "Time Zone")
    var timeZone: WidgetTimeZone?
}

/// The hours of a day for the hour picker, with a default.
struct HourOptionsProvider: DynamicOptionsProvider {
    let count: Int
    let defaultHour: Int

    func results() async throws -> [Int] {
        Array(0...count)
    }

    func defaultResult() async -> Int? {
        defaultHour
    }
}

enum Weekday: Int, AppEnum {
    case sunday = 1
    case monday = 2
    case tuesday = 3
    case wednesday = 4
    case thursday = 5
    case friday = 6
    case saturday = 7

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Weekday"

    static var caseDisplayRepresentations: [Weekday: DisplayRepresentation] = [
        .sunday: "Sunday",
        .monday: "Monday",
        .tuesday: "Tuesday",
        .wednesday: "Wednesday",
        .thursday: "Thursday",
        .friday: "Friday",
        .saturday: "Saturday",
    ]
}

/// A time zone people can pick: searched by its identifier, resolved back from it.
struct WidgetTimeZone: AppEntity, Hashable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Time Zone"
    static var defaultQuery = TimeZoneQuery()

    var id: String { timeZone.identifier }
    let timeZone: TimeZone

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(id.replacingOccurrences(of: "_", with: " "))", subtitle: "\(timeZone.abbreviation() ?? "")")
    }
}

struct TimeZoneQuery: EntityStringQuery {
    private func timeZones(_ identifiers: [String]) -> [WidgetTimeZone] {
        identifiers.compactMap { TimeZone(identifier: $0) }.map { WidgetTimeZone(timeZone: $0) }
    }

    func entities(for identifiers: [String]) async throws -> [WidgetTimeZone] {
        timeZones(identifiers.filter { TimeZone.knownTimeZoneIdentifiers.contains($0) || $0 == "UTC" })
    }

    func entities(matching string: String) async throws -> [WidgetTimeZone] {
        timeZones(TimeZone.knownTimeZoneIdentifiers.filter { $0.replacingOccurrences(of: "_", with: " ").localizedStandardContains(string) })
    }

    /// A short list to start from; searching finds every known time zone.
    func suggestedEntities() async throws -> [WidgetTimeZone] {
        timeZones([TimeZone.current.identifier, "UTC", "America/Los_Angeles", "America/New_York", "Europe/London", "Europe/Berlin", "Asia/Tokyo", "Australia/Sydney"])
    }
}

struct FavouriteEmojiEntry: TimelineEntry {
    let date: Date
    let configuration: FavouriteEmojiIntent

    var timeZone: TimeZone { configuration.timeZone?.timeZone ?? .current }

    /// The next time the favourite weekday and hour come round, in the chosen time zone.
    var nextFavouriteHour: Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let components = DateComponents(hour: configuration.hour, minute: 0, weekday: configuration.weekday.rawValue)
        return calendar.nextDate(after: date, matching: components, matchingPolicy: .nextTime) ?? date
    }
}

struct FavouriteEmojiProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> FavouriteEmojiEntry {
        FavouriteEmojiEntry(date: Date(), configuration: .teaTime)
    }

    func snapshot(for configuration: FavouriteEmojiIntent, in context: Context) async -> FavouriteEmojiEntry {
        FavouriteEmojiEntry(date: Date(), configuration: configuration)
    }

    func timeline(for configuration: FavouriteEmojiIntent, in context: Context) async -> Timeline<FavouriteEmojiEntry> {
        var entries: [FavouriteEmojiEntry] = []

        // Five entries an hour apart, starting from the current date; then ask again.
        let currentDate = Date()
        for hourOffset in 0 ..< 5 {
            let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!
            entries.append(FavouriteEmojiEntry(date: entryDate, configuration: configuration))
        }

        return Timeline(entries: entries, policy: .atEnd)
    }
}

struct FavouriteEmojiView: View {
    @Environment(\.widgetFamily) var family
    var entry: FavouriteEmojiEntry

    var body: some View {
        VStack(spacing: 4) {
            Text(entry.configuration.favouriteEmoji)
                .font(.system(size: family == .systemSmall ? 48 : 64))
            Text("Age \(entry.configuration.age)")
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(entry.configuration.weekday.localizedStringResource)
                .font(.headline)
            HStack(spacing: 4) {
                Text(entry.nextFavouriteHour, style: .time)
                if family != .systemSmall {
                    Text(entry.timeZone.identifier.replacingOccurrences(of: "_", with: " "))
                        .foregroundStyle(.secondary)
                }
            }
            .font(.caption)
            .environment(\.timeZone, entry.timeZone)
            Text("in \(entry.nextFavouriteHour, style: .relative)")
                .font(.caption2)
                .multilineTextAlignment(.center)
        }
        .containerBackground(for: .widget) {
            if entry.configuration.showBackground {
                LinearGradient(colors: [.yellow, .orange], startPoint: .topLeading, endPoint: .bottomTrailing)
            } else {
                Rectangle().fill(.background)
            }
        }
    }
}

struct FavouriteEmojiWidget: Widget {
    let kind: String = "FavouriteEmoji"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: FavouriteEmojiIntent.self, provider: FavouriteEmojiProvider()) { entry in
            FavouriteEmojiView(entry: entry)
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

extension FavouriteEmojiIntent {
    /// The defaults, with the hour the options provider would choose.
    static var teaTime: FavouriteEmojiIntent {
        let intent = FavouriteEmojiIntent()
        intent.hour = 16
        return intent
    }

    static var partyTime: FavouriteEmojiIntent {
        let intent = FavouriteEmojiIntent()
        intent.favouriteEmoji = "🥳"
        intent.showBackground = true
        intent.hour = 20
        intent.weekday = .saturday
        return intent
    }
}

#Preview(as: .systemSmall) {
    FavouriteEmojiWidget()
} timeline: {
    FavouriteEmojiEntry(date: .now, configuration: .teaTime)
    FavouriteEmojiEntry(date: .now, configuration: .partyTime)
}
