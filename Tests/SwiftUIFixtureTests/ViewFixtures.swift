// Widget views written exactly as the seeds and Apple's sample code spell them, compiled in
// Swift 5 mode as Apple's samples are. Do not "fix" their spelling: that they compile
// unchanged is what these fixtures test. (Entries are declared here; WidgetKit provides
// `TimelineEntry` to real widgets.)
import AppIntents
import SwiftUI

// MARK: - "Anatomy of a Configurable Widget"

struct ConfigurationAppIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Configuration"
    static var description = IntentDescription("This is an example widget.")

    @Parameter(title: "Favourite Emoji", default: "😃")
    var favouriteEmoji: String
}

struct MyWidgetEntry {
    let date: Date
    let text: String
    let configuration: ConfigurationAppIntent
}

struct MyWidgetView : View {
    var entry: MyWidgetEntry

    var body: some View {
        VStack {
            Text(entry.date, style: .time)
            Text(entry.text)
            Text("Favourite Emoji:")
            Text(entry.configuration.favouriteEmoji)
        }
    }
}

// MARK: - Making a configurable widget: the character detail

struct CharacterDetail {
    let name: String
    let avatar: String
    let healthLevel: Double
    let heroType: String
    let fullHealthDate: Date
}

struct SimpleEntry {
    let date: Date
    let character: CharacterDetail
    let relevance: Double?
}

struct AvatarView: View {
    var character: CharacterDetail
    init(_ character: CharacterDetail) { self.character = character }
    var body: some View {
        Text(character.avatar)
            .font(.system(size: 40))
            .background(Circle().fill(Color.gray.opacity(0.3)).frame(width: 56, height: 56))
    }
}

struct CharacterDetailView: View {
    var entry: SimpleEntry
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.redactionReasons) var redactionReasons

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                AvatarView(entry.character)
                Text(entry.character.name)
                    .font(.title2)
                    .bold()
                    .minimumScaleFactor(0.25)
            }
            Text("Level \(Int(entry.character.healthLevel * 100))%")
                .font(.caption)
                .foregroundColor(.secondary)
            if redactionReasons.contains(.placeholder) {
                Capsule().fill(Color.gray).frame(height: 8)
            } else {
                ProgressView(value: entry.character.healthLevel)
                    .tint(entry.character.healthLevel < 0.3 ? .red : .green)
            }
            Text("Full health in ")
                + Text(entry.character.fullHealthDate, style: .relative)
                    .foregroundColor(colorScheme == .dark ? .orange : .blue)
        }
        .padding()
    }
}

// MARK: - A game-status widget with a family switch

enum Family { case systemSmall, systemMedium, accessoryCircular }

struct GameStatusView: View {
    let family: Family
    let status: String
    let score: Int
    let progress: Double

    @ViewBuilder
    var body: some View {
        switch family {
        case .systemSmall:
            VStack {
                Text(status).font(.headline)
                Text("\(score)").font(.system(.largeTitle, design: .rounded)).monospacedDigit()
            }
        case .systemMedium:
            HStack(spacing: 12) {
                Label(status, systemImage: "gamecontroller")
                Spacer()
                Gauge(value: progress) {
                    Text("Progress")
                } currentValueLabel: {
                    Text(progress, format: .percent)
                }
                .gaugeStyle(.accessoryCircularCapacity)
            }
        default:
            Gauge(value: progress, in: 0...1) {
                Image(systemName: "flag.checkered")
            }
            .gaugeStyle(.accessoryCircular)
        }
    }
}

// MARK: - Interactive widget (iOS 17 sample shape)

struct ToggleTaskIntent: AppIntent {
    static var title: LocalizedStringResource = "Toggle Task"

    @Parameter(title: "Task ID")
    var id: String

    init() {}

    init(id: String) {
        self.id = id
    }

    func perform() async throws -> some IntentResult {
        return .result()
    }
}

struct TodoItem: Identifiable {
    var id: String
    var title: String
    var isDone: Bool
}

struct TodoWidgetView: View {
    var items: [TodoItem]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(items) { item in
                HStack {
                    Button(intent: ToggleTaskIntent(id: item.id)) {
                        Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                    }
                    .buttonStyle(.plain)
                    Text(item.title)
                        .strikethrough(item.isDone)
                        .lineLimit(1)
                }
            }
            Toggle("All done", isOn: items.allSatisfy(\.isDone), intent: ToggleTaskIntent(id: "all"))
            Spacer()
            Link(destination: URL(string: "todo://list")!) {
                Text("Open list").font(.footnote)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.fill.tertiary)
    }
}

// MARK: - Timer and date widget

struct CountdownView: View {
    var start: Date
    var end: Date

    var body: some View {
        ZStack {
            ContainerRelativeShape()
                .fill(LinearGradient(colors: [.indigo, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
            VStack(spacing: 4) {
                Text(timerInterval: start...end, countsDown: true)
                    .font(.title.monospacedDigit())
                    .multilineTextAlignment(.center)
                ProgressView(timerInterval: start...end, countsDown: true)
                Text(start...end)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            .foregroundStyle(.white)
            .privacySensitive()
        }
    }
}

// MARK: - Emoji Rangers–style views (Apple's widget sample code idioms)

struct Hero {
    let name: String
    let avatar: String
    let level: Int
    let injuryDate: Date
    let fullHealthDate: Date
    let url: URL
}

extension Color {
    static var gameBackgroundColor: Color { Color("gameBackgroundColor") }
    static let gameGreen = Color(red: 0.1, green: 0.8, blue: 0.3)
}

struct HeroAvatar: View {
    let hero: Hero
    var includeBackground: Bool = true

    var body: some View {
        ZStack {
            if includeBackground {
                Circle()
                    .fill(Color.gameBackgroundColor)
            }
            Text(hero.avatar)
                .font(.system(size: 24))
                .minimumScaleFactor(0.5)
        }
        .frame(width: 40, height: 40)
        .clipShape(Circle())
        .overlay(Circle().stroke(Color.gameGreen, lineWidth: 2))
    }
}

struct HeroDetailView: View {
    let hero: Hero

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                HeroAvatar(hero: hero)
                VStack(alignment: .leading) {
                    Text(hero.name)
                        .font(.title)
                        .fontWeight(.semibold)
                        .foregroundColor(.white)
                    Text("Level \(hero.level)")
                        .foregroundStyle(.secondary)
                }
                .padding(.leading)
            }
            ProgressView(timerInterval: hero.injuryDate...hero.fullHealthDate, countsDown: false, label: { Text(hero.name) }, currentValueLabel: {
                HeroAvatar(hero: hero, includeBackground: false)
            })
            .progressViewStyle(.circular)
            Label {
                Text("Healing")
            } icon: {
                Image(systemName: "cross.case.fill")
                    .resizable()
                    .aspectRatio(contentMode: .fit)
            }
            Text(hero.fullHealthDate, style: .timer)
                .multilineTextAlignment(.center)
                .font(.system(.title, design: .monospaced))
            Text("**Bold** and *italic*")
        }
        .padding()
        .background(LinearGradient(gradient: Gradient(colors: [.red, .blue]), startPoint: .top, endPoint: .bottom))
    }
}
