// The character-detail widget: a person picks a character; the widget shows its health
// recovering hour by hour until it is full.
import AppIntents
import SwiftUI
import WidgetKit

struct CharacterDetailEntry: TimelineEntry {
    let date: Date
    let character: CharacterDetail
    let healthLevel: Double

    init(date: Date, character: CharacterDetail) {
        self.date = date
        self.character = character
        self.healthLevel = character.healthLevel(at: date)
    }

    /// A hurt character is worth seeing in a Smart Stack; a healthy one less so.
    var relevance: TimelineEntryRelevance? {
        TimelineEntryRelevance(score: Float(1 - healthLevel))
    }
}

struct CharacterDetailProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> CharacterDetailEntry {
        CharacterDetailEntry(date: Date(), character: .preview)
    }

    func snapshot(for configuration: SelectCharacterIntent, in context: Context) async -> CharacterDetailEntry {
        if context.isPreview {
            return CharacterDetailEntry(date: Date(), character: .preview)
        }
        return CharacterDetailEntry(date: Date(), character: configuration.character)
    }

    func timeline(for configuration: SelectCharacterIntent, in context: Context) async -> Timeline<CharacterDetailEntry> {
        let character = configuration.character
        let now = Date()

        // Full health: nothing will change until the game does, and then the app asks
        // WidgetCenter to reload.
        guard character.healthLevel(at: now) < 1 else {
            return Timeline(entries: [CharacterDetailEntry(date: now, character: character)], policy: .never)
        }

        // One entry now and one an hour apart while the character recovers, the last when its
        // health is full; then ask again, when the next timeline is a single full-health entry.
        var entries = [CharacterDetailEntry(date: now, character: character)]
        var date = now
        while date < character.fullHealthDate {
            date = min(date.addingTimeInterval(3600), character.fullHealthDate)
            entries.append(CharacterDetailEntry(date: date, character: character))
        }
        return Timeline(entries: entries, policy: .atEnd)
    }

    func recommendations() -> [AppIntentRecommendation<SelectCharacterIntent>] {
        GameStore.shared.characters().filter(\.isAvailable).map { character in
            AppIntentRecommendation(intent: SelectCharacterIntent(character: character), description: "\(character.avatar) \(character.name)")
        }
    }
}

struct HealthBar: View {
    let level: Double

    var body: some View {
        ProgressView(value: level) {
            HStack {
                Text("Health")
                Spacer()
                Text(level.formatted(.percent.precision(.fractionLength(0))))
                    .monospacedDigit()
            }
            .font(.caption)
        }
        .tint(level < 0.3 ? .red : level < 0.7 ? .orange : .green)
    }
}

struct CharacterAvatar: View {
    let character: CharacterDetail

    var body: some View {
        Text(character.avatar)
            .font(.system(size: 44))
            .frame(width: 60, height: 60)
            .background(.quaternary, in: Circle())
    }
}

struct RecoveryLine: View {
    let entry: CharacterDetailEntry

    var body: some View {
        if entry.healthLevel < 1 {
            HStack(spacing: 4) {
                Image(systemName: "heart.text.square")
                Text("Full in")
                Text(entry.character.fullHealthDate, style: .relative)
            }
            .font(.caption2)
            .foregroundStyle(.secondary)
        } else {
            Label("Ready for battle", systemImage: "checkmark.circle.fill")
                .font(.caption2)
                .foregroundStyle(.green)
        }
    }
}

struct CharacterDetailView: View {
    @Environment(\.widgetFamily) var family
    var entry: CharacterDetailEntry

    var body: some View {
        Group {
            switch family {
            case .systemSmall:
                VStack(alignment: .leading, spacing: 6) {
                    HStack {
                        Text(entry.character.avatar)
                            .font(.system(size: 36))
                        Spacer()
                        Text(entry.healthLevel.formatted(.percent.precision(.fractionLength(0))))
                            .font(.title3.bold())
                            .monospacedDigit()
                    }
                    Text(entry.character.name)
                        .font(.headline)
                        .lineLimit(1)
                    Spacer(minLength: 0)
                    HealthBar(level: entry.healthLevel)
                }
            case .systemLarge:
                VStack(alignment: .leading, spacing: 12) {
                    HStack(spacing: 12) {
                        CharacterAvatar(character: entry.character)
                        VStack(alignment: .leading) {
                            Text(entry.character.name)
                                .font(.title2.bold())
                            Text(entry.character.heroType)
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                    }
                    HealthBar(level: entry.healthLevel)
                    RecoveryLine(entry: entry)
                    if !recoverySteps.isEmpty {
                        Divider()
                        Text("Recovery")
                            .font(.headline)
                        ForEach(recoverySteps, id: \.self) { step in
                            HStack {
                                Text(step, style: .time)
                                Spacer()
                                Text(entry.character.healthLevel(at: step).formatted(.percent.precision(.fractionLength(0))))
                                    .monospacedDigit()
                            }
                            .font(.callout)
                        }
                    }
                    Spacer(minLength: 0)
                    Link(destination: URL(string: "emojirangers://party")!) {
                        Label("See the whole party", systemImage: "person.3.fill")
                            .font(.footnote)
                    }
                }
            default:
                HStack(spacing: 16) {
                    CharacterAvatar(character: entry.character)
                    VStack(alignment: .leading, spacing: 6) {
                        Text(entry.character.name)
                            .font(.headline)
                        Text(entry.character.heroType)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                        HealthBar(level: entry.healthLevel)
                        RecoveryLine(entry: entry)
                    }
                }
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
        .widgetURL(entry.character.url)
    }

    /// The hours ahead while the character recovers (at most four).
    private var recoverySteps: [Date] {
        guard entry.healthLevel < 1 else { return [] }
        var steps: [Date] = []
        var date = entry.date
        while date < entry.character.fullHealthDate && steps.count < 4 {
            date = min(date.addingTimeInterval(3600), entry.character.fullHealthDate)
            steps.append(date)
        }
        return steps
    }
}

public struct CharacterDetailWidget: Widget {
    public let kind: String = "CharacterDetail"

    public init() {}

    public var body: some WidgetConfiguration {
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

#Preview(as: .systemSmall) {
    CharacterDetailWidget()
} timeline: {
    CharacterDetailEntry(date: .now, character: .preview)
    CharacterDetailEntry(date: .now.addingTimeInterval(3600), character: .preview)
}

#Preview(as: .systemMedium) {
    CharacterDetailWidget()
} timeline: {
    CharacterDetailEntry(date: .now, character: .preview)
}

#Preview(as: .systemLarge) {
    CharacterDetailWidget()
} timeline: {
    CharacterDetailEntry(date: .now, character: CharacterDetail.startingRoster[0])
}
