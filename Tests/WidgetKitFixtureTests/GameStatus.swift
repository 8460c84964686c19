// A static game-status widget: a completion-handler provider, an `.after` reload policy and a
// view that switches on the family. The file ends with a #Preview, as widget files do.
import SwiftUI
import WidgetKit

struct GameStatusEntry: TimelineEntry {
    let date: Date
    let status: String
    let players: Int
    let roundEnds: Date
}

struct GameStatusProvider: TimelineProvider {
    func placeholder(in context: Context) -> GameStatusEntry {
        GameStatusEntry(date: Date(), status: "Waiting for players", players: 0, roundEnds: Date())
    }

    func getSnapshot(in context: Context, completion: @escaping (GameStatusEntry) -> ()) {
        let entry = GameStatusEntry(date: Date(), status: context.isPreview ? "Preview game" : "Live game", players: 4, roundEnds: Date().addingTimeInterval(600))
        completion(entry)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<GameStatusEntry>) -> ()) {
        let now = Date()
        let entry = GameStatusEntry(date: now, status: "Round 3", players: 4, roundEnds: now.addingTimeInterval(900))
        // Ask for a new timeline in 15 minutes, when the round is over.
        let timeline = Timeline(entries: [entry], policy: .after(now.addingTimeInterval(15 * 60)))
        completion(timeline)
    }
}

struct GameStatusView: View {
    @Environment(\.widgetFamily) var family
    var entry: GameStatusProvider.Entry

    @ViewBuilder
    var body: some View {
        switch family {
        case .accessoryInline:
            Text("\(entry.status), \(entry.players) players")
        case .accessoryCircular:
            Gauge(value: Double(entry.players), in: 0...8) {
                Image(systemName: "gamecontroller")
            } currentValueLabel: {
                Text("\(entry.players)")
            }
            .gaugeStyle(.accessoryCircular)
        case .systemSmall:
            VStack(alignment: .leading) {
                Label(entry.status, systemImage: "gamecontroller.fill")
                    .font(.headline)
                Spacer()
                Text(entry.roundEnds, style: .timer)
                    .font(.system(size: 28, weight: .bold, design: .rounded))
                    .monospacedDigit()
            }
            .containerBackground(for: .widget) {
                Color.orange.opacity(0.2)
            }
        default:
            HStack {
                VStack(alignment: .leading) {
                    Text(entry.status).font(.title2).bold()
                    Text("\(entry.players) players").foregroundColor(.secondary)
                }
                Spacer()
                Text(entry.roundEnds, style: .timer)
                    .font(.largeTitle)
                    .multilineTextAlignment(.trailing)
            }
            .padding()
            .containerBackground(.orange.gradient, for: .widget)
        }
    }
}

struct GameStatusWidget: Widget {
    let kind: String = "GameStatus"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: GameStatusProvider()) { entry in
            GameStatusView(entry: entry)
        }
        .configurationDisplayName("Game Status")
        .description("Shows the state of the current game.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular, .accessoryInline])
        .contentMarginsDisabled()
    }
}

// In an extension this bundle is `@main`; a test target has its own entry point.
struct EmojiRangersWidgetBundle: WidgetBundle {
    var body: some Widget {
        CharacterDetailWidget()
        MyWidget()
        GameStatusWidget()
    }
}

#Preview(as: .systemSmall) {
    GameStatusWidget()
} timeline: {
    GameStatusEntry(date: .now, status: "Round 1", players: 2, roundEnds: .now.addingTimeInterval(300))
    GameStatusEntry(date: .now.addingTimeInterval(300), status: "Round 2", players: 3, roundEnds: .now.addingTimeInterval(600))
}
