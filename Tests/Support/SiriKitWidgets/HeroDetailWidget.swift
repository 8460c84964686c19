import Intents
import SwiftUI
import WidgetKit

struct HeroEntry: TimelineEntry {
    let date: Date
    let name: String
    let health: Int?
    let theme: String
    let sidekicks: [String]
}

/// A SiriKit-era provider: completion handlers, the generated intent as the configuration.
struct HeroProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> HeroEntry {
        HeroEntry(date: Date(), name: "Hero", health: 50, theme: "lagoon", sidekicks: [])
    }

    func getSnapshot(for configuration: SelectHeroIntent, in context: Context, completion: @escaping (HeroEntry) -> ()) {
        completion(entry(for: configuration))
    }

    func getTimeline(for configuration: SelectHeroIntent, in context: Context, completion: @escaping (Timeline<HeroEntry>) -> ()) {
        completion(Timeline(entries: [entry(for: configuration)], policy: .never))
    }

    func recommendations() -> [IntentRecommendation<SelectHeroIntent>] {
        let intent = SelectHeroIntent()
        intent.hero = Hero(identifier: "egghead", display: "Egghead")
        intent.theme = .volcano
        return [IntentRecommendation(intent: intent, description: "Egghead")]
    }

    private func entry(for configuration: SelectHeroIntent) -> HeroEntry {
        let record = HeroRecord.named(configuration.hero?.identifier)
        let health = configuration.showsHealth?.boolValue == false ? nil : (configuration.hero?.health?.intValue ?? record?.health)
        let theme: String
        switch configuration.theme {
        case .volcano: theme = "volcano"
        case .lagoon: theme = "lagoon"
        case .unknown: theme = "none"
        }
        return HeroEntry(
            date: Date(), name: configuration.hero?.displayString ?? "No hero", health: health, theme: theme,
            sidekicks: configuration.sidekicks?.map { $0.displayString } ?? [])
    }
}

struct HeroView: View {
    var entry: HeroEntry

    var body: some View {
        VStack(alignment: .leading) {
            Text(entry.name).font(.headline)
            if let health = entry.health {
                Text("Health \(health)")
            }
            Text("Theme \(entry.theme)")
            if !entry.sidekicks.isEmpty {
                Text("With " + entry.sidekicks.joined(separator: ", "))
            }
        }
    }
}

/// A widget configured by a SiriKit intent.
struct HeroDetailWidget: Widget {
    let kind: String = "HeroDetail"

    var body: some WidgetConfiguration {
        IntentConfiguration(kind: kind, intent: SelectHeroIntent.self, provider: HeroProvider()) { entry in
            HeroView(entry: entry)
        }
        .configurationDisplayName("Hero Detail")
        .description("Follow a hero.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
