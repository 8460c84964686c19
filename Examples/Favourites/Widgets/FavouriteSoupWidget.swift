// The favourite-soup widget of the WidgetConfigurationIntent reference: the refresh interval
// is only offered while "Shuffle" is on (`When` in the parameter summary).
import AppIntents
import SwiftUI
import WidgetKit

enum RefreshInterval: String, AppEnum {
    case hourly, daily, weekly

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Refresh Interval"
    static var caseDisplayRepresentations: [RefreshInterval: DisplayRepresentation] = [
        .hourly: "Every Hour",
        .daily: "Every Day",
        .weekly: "Every Week",
    ]

    var timeInterval: TimeInterval {
        switch self {
        case .hourly: 3600
        case .daily: 86_400
        case .weekly: 7 * 86_400
        }
    }
}

struct FavoriteSoup: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Favorite Soup"
    static var description = IntentDescription("Shows a picture of your favorite soup!")

    @Parameter(title: "Soup")
    var name: String?

    @Parameter(title: "Shuffle", default: true)
    var shuffle: Bool

    @Parameter(title: "Refresh", default: .daily)
    var interval: RefreshInterval

    static var parameterSummary: some ParameterSummary {
        When(\.$shuffle, .equalTo, true) {
            Summary {
                \.$name
                \.$shuffle
                \.$interval
            }
        } otherwise: {
            Summary {
                \.$name
                \.$shuffle
            }
        }
    }
}

struct Soup: Hashable {
    let name: String
    let emoji: String
    let origin: String

    static let all: [Soup] = [
        Soup(name: "Tomato Soup", emoji: "🍅", origin: "Everywhere"),
        Soup(name: "Ramen", emoji: "🍜", origin: "Japan"),
        Soup(name: "Minestrone", emoji: "🥕", origin: "Italy"),
        Soup(name: "Pho", emoji: "🌿", origin: "Vietnam"),
        Soup(name: "Gazpacho", emoji: "🥒", origin: "Spain"),
        Soup(name: "Borscht", emoji: "🥣", origin: "Ukraine"),
        Soup(name: "Clam Chowder", emoji: "🦪", origin: "New England"),
    ]

    /// The soup of the `index`-th interval since 1970, so every widget shuffles alike.
    static func shuffled(at date: Date, every interval: RefreshInterval) -> Soup {
        let index = Int(date.timeIntervalSince1970 / interval.timeInterval)
        return all[index % all.count]
    }

    /// The start of the interval `date` is in.
    static func intervalStart(of date: Date, every interval: RefreshInterval) -> Date {
        Date(timeIntervalSince1970: (date.timeIntervalSince1970 / interval.timeInterval).rounded(.down) * interval.timeInterval)
    }
}

struct SoupEntry: TimelineEntry {
    let date: Date
    /// The soup named in the configuration, else the one the shuffle picked.
    let soupName: String
    let emoji: String
    let note: String
}

struct SoupProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> SoupEntry {
        SoupEntry(date: Date(), soupName: "Soup of the day", emoji: "🍲", note: "")
    }

    func snapshot(for configuration: FavoriteSoup, in context: Context) async -> SoupEntry {
        entry(for: configuration, at: Date())
    }

    func timeline(for configuration: FavoriteSoup, in context: Context) async -> Timeline<SoupEntry> {
        let now = Date()
        guard configuration.name == nil, configuration.shuffle else {
            // One soup, chosen by name or never shuffled: nothing changes until the person
            // edits the widget.
            return Timeline(entries: [entry(for: configuration, at: now)], policy: .never)
        }
        // A new soup at the start of each of the next three intervals; then ask again.
        var entries = [entry(for: configuration, at: now)]
        var start = Soup.intervalStart(of: now, every: configuration.interval)
        for _ in 0..<3 {
            start = start.addingTimeInterval(configuration.interval.timeInterval)
            entries.append(entry(for: configuration, at: start))
        }
        return Timeline(entries: entries, policy: .atEnd)
    }

    private func entry(for configuration: FavoriteSoup, at date: Date) -> SoupEntry {
        if let name = configuration.name, !name.isEmpty {
            let known = Soup.all.first { $0.name.localizedCaseInsensitiveCompare(name) == .orderedSame }
            return SoupEntry(date: date, soupName: name, emoji: known?.emoji ?? "🍲", note: "Your favourite")
        }
        if configuration.shuffle {
            let soup = Soup.shuffled(at: date, every: configuration.interval)
            return SoupEntry(date: date, soupName: soup.name, emoji: soup.emoji, note: "From \(soup.origin)")
        }
        return SoupEntry(date: date, soupName: "Any soup", emoji: "🍲", note: "Pick one in the settings")
    }
}

struct SoupView: View {
    var entry: SoupEntry

    var body: some View {
        VStack(spacing: 6) {
            ZStack {
                Circle()
                    .fill(.orange.gradient)
                    .frame(width: 64, height: 64)
                Text(entry.emoji)
                    .font(.system(size: 36))
            }
            Text(entry.soupName)
                .font(.headline)
                .lineLimit(1)
                .minimumScaleFactor(0.7)
            Text(entry.note)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .containerBackground(Color.orange.opacity(0.12), for: .widget)
    }
}

struct FavouriteSoupWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "FavoriteSoup", intent: FavoriteSoup.self, provider: SoupProvider()) { entry in
            SoupView(entry: entry)
        }
        .supportedFamilies([.systemSmall])
    }
}

#Preview(as: .systemSmall) {
    FavouriteSoupWidget()
} timeline: {
    SoupEntry(date: .now, soupName: "Ramen", emoji: "🍜", note: "From Japan")
    SoupEntry(date: .now, soupName: "Gazpacho", emoji: "🥒", note: "From Spain")
}
