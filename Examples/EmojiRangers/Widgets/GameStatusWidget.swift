// The game-status widget: no configuration, the party's state refreshed every 15 minutes,
// and a view for each family.
import SwiftUI
import WidgetKit

struct GameStatusEntry: TimelineEntry {
    let date: Date
    let game: GameState
}

struct GameStatusProvider: TimelineProvider {
    func placeholder(in context: Context) -> GameStatusEntry {
        GameStatusEntry(date: Date(), game: .preview)
    }

    func getSnapshot(in context: Context, completion: @escaping (GameStatusEntry) -> ()) {
        // The gallery gets sample data at once.
        let game = context.isPreview ? GameState.preview : GameStore.shared.load()
        completion(GameStatusEntry(date: Date(), game: game))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<GameStatusEntry>) -> ()) {
        let now = Date()
        let game = GameStore.shared.load()
        let reload = now.addingTimeInterval(15 * 60)
        var entries = [GameStatusEntry(date: now, game: game)]
        // A battle that starts before the next reload gets its own entry.
        if game.nextBattle > now && game.nextBattle < reload {
            entries.append(GameStatusEntry(date: game.nextBattle, game: game))
        }
        // The game moves on while nobody looks: check again in 15 minutes.
        let timeline = Timeline(entries: entries, policy: .after(reload))
        completion(timeline)
    }
}

struct GameTurnSummary: View {
    let entry: GameStatusEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Round \(entry.game.round)")
                .font(.caption.bold())
                .foregroundStyle(.secondary)
            if let active = entry.game.activeCharacter {
                Text(active.avatar)
                    .font(.system(size: 40))
                Text("\(active.name)'s turn")
                    .font(.headline)
                    .lineLimit(2)
            }
            Spacer(minLength: 0)
            BattleCountdown(date: entry.game.nextBattle, now: entry.date)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct BattleCountdown: View {
    let date: Date
    let now: Date

    var body: some View {
        HStack(spacing: 4) {
            Image(systemName: "flame.fill")
                .foregroundStyle(.orange)
            if date > now {
                Text(date, style: .timer)
                    .monospacedDigit()
            } else {
                Text("Boss battle!")
                    .bold()
            }
        }
        .font(.caption)
    }
}

struct PartyOverview: View {
    let entry: GameStatusEntry

    var body: some View {
        HStack(alignment: .top, spacing: 16) {
            GameTurnSummary(entry: entry)
            VStack(alignment: .leading, spacing: 4) {
                Text("\(entry.game.readyCharacters(at: entry.date).count) of \(entry.game.characters.count) ready")
                    .font(.caption.bold())
                ForEach(entry.game.characters) { character in
                    HStack(spacing: 4) {
                        Text(character.avatar)
                        ProgressView(value: character.healthLevel(at: entry.date))
                            .tint(character.healthLevel(at: entry.date) < 1 ? .orange : .green)
                    }
                    .font(.caption)
                }
            }
        }
    }
}

struct GameDetailsNotAvailable: View {
    var body: some View {
        Text("Game status unavailable")
            .foregroundStyle(.secondary)
    }
}

struct GameStatusView: View {
    @Environment(\.widgetFamily) var family: WidgetFamily
    var entry: GameStatusProvider.Entry

    @ViewBuilder
    var body: some View {
        switch family {
        case .systemSmall:
            GameTurnSummary(entry: entry)
                .containerBackground(for: .widget) {
                    LinearGradient(colors: [.orange.opacity(0.25), .yellow.opacity(0.1)], startPoint: .top, endPoint: .bottom)
                }
                .widgetURL(URL(string: "emojirangers://game"))
        case .systemMedium:
            PartyOverview(entry: entry)
                .containerBackground(.orange.gradient.opacity(0.2), for: .widget)
                .widgetURL(URL(string: "emojirangers://party"))
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Text("Round \(entry.game.round)")
                    .font(.headline)
                    .widgetAccentable()
                if let active = entry.game.activeCharacter {
                    Text("\(active.avatar) \(active.name)'s turn")
                        .lineLimit(1)
                        .minimumScaleFactor(0.8)
                }
                BattleCountdown(date: entry.game.nextBattle, now: entry.date)
            }
        default:
            GameDetailsNotAvailable()
                .containerBackground(.fill.tertiary, for: .widget)
        }
    }
}

public struct GameStatusWidget: Widget {
    public let kind: String = "GameStatus"

    public init() {}

    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: GameStatusProvider()) { entry in
            GameStatusView(entry: entry)
        }
        .configurationDisplayName("Game Status")
        .description("Shows an overview of your game status")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular])
    }
}

#Preview(as: .systemSmall) {
    GameStatusWidget()
} timeline: {
    GameStatusEntry(date: .now, game: .preview)
}

#Preview(as: .systemMedium) {
    GameStatusWidget()
} timeline: {
    GameStatusEntry(date: .now, game: .preview)
}
