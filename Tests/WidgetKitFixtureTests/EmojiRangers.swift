// Widgets in the shapes of the seeds' samples ("Making a configurable widget", "Creating a widget
// extension", "Keeping a widget up to date"), written as Apple's sample code writes them and
// compiled in Swift 5 mode. Do not "fix" their spelling: that they compile unchanged is tested.
import AppIntents
import SwiftUI
import WidgetKit

struct CharacterDetail: AppEntity {
    let id: String
    let avatar: String
    let healthLevel: Double
    let heroType: String
    let isAvailable = true

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Character"
    static var defaultQuery = CharacterQuery()

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(avatar) \(id)")
    }

    static let allCharacters: [CharacterDetail] = [
        CharacterDetail(id: "Power Panda", avatar: "🐼", healthLevel: 0.14, heroType: "Forest Dweller"),
        CharacterDetail(id: "Unipony", avatar: "🦄", healthLevel: 0.67, heroType: "Free Rangers"),
        CharacterDetail(id: "Spouty", avatar: "🐳", healthLevel: 0.83, heroType: "Deep Sea Goer")
    ]
}

struct CharacterQuery: EntityQuery {
    func entities(for identifiers: [CharacterDetail.ID]) async throws -> [CharacterDetail] {
        CharacterDetail.allCharacters.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [CharacterDetail] {
        CharacterDetail.allCharacters.filter { $0.isAvailable }
    }

    func defaultResult() async -> CharacterDetail? {
        try? await suggestedEntities().first
    }
}

struct SelectCharacterIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Select Character"
    static var description = IntentDescription("Selects the character to display information for.")

    @Parameter(title: "Character")
    var character: CharacterDetail

    init(character: CharacterDetail) {
        self.character = character
    }

    init() {
    }
}

struct CharacterDetailEntry: TimelineEntry {
    let date: Date
    let detail: CharacterDetail
}

struct CharacterDetailProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> CharacterDetailEntry {
        CharacterDetailEntry(date: Date(), detail: CharacterDetail.allCharacters[0])
    }

    func snapshot(for configuration: SelectCharacterIntent, in context: Context) async -> CharacterDetailEntry {
        CharacterDetailEntry(date: Date(), detail: configuration.character)
    }

    func timeline(for configuration: SelectCharacterIntent, in context: Context) async -> Timeline<CharacterDetailEntry> {
        // Create the timeline and return it. The .never reload policy indicates
        // that the containing app will use WidgetCenter methods to reload the
        // widget's timeline when the details change.
        let entry = CharacterDetailEntry(date: Date(), detail: configuration.character)
        let timeline = Timeline(entries: [entry], policy: .never)
        return timeline
    }

    func recommendations() -> [AppIntentRecommendation<SelectCharacterIntent>] {
        CharacterDetail.allCharacters.map { character in
            AppIntentRecommendation(intent: SelectCharacterIntent(character: character), description: Text(character.id))
        }
    }
}

struct CharacterDetailView: View {
    var entry: CharacterDetailEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text(entry.detail.avatar)
                    .font(.largeTitle)
                VStack(alignment: .leading) {
                    Text(entry.detail.id)
                        .font(.headline)
                        .lineLimit(1)
                    Text(entry.detail.heroType)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .privacySensitive()
                }
            }
            if family != .systemSmall {
                Gauge(value: entry.detail.healthLevel) {
                    Text("Health")
                }
                .gaugeStyle(.accessoryLinearCapacity)
            }
            ProgressView(value: entry.detail.healthLevel)
        }
        .containerBackground(.fill.tertiary, for: .widget)
        .widgetURL(URL(string: "emojirangers://character/\(entry.detail.id)"))
    }
}

struct CharacterDetailWidget: Widget {
    let kind: String = "CharacterDetail"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(
            kind: kind,
            intent: SelectCharacterIntent.self,
            provider: CharacterDetailProvider()) { entry in
            CharacterDetailView(entry: entry)
        }
        .configurationDisplayName("Character Details")
        .description("Displays a character's health and other details")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
