import AppIntents
import WidgetKit

/// A hero as an App Intents entity: the same identifiers as the SiriKit `Hero` objects.
struct HeroEntity: AppEntity {
    let id: String
    let name: String

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Hero"
    static var defaultQuery = HeroQuery()

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct HeroQuery: EntityQuery {
    func entities(for identifiers: [HeroEntity.ID]) async throws -> [HeroEntity] {
        HeroRecord.all.filter { identifiers.contains($0.id) }.map { HeroEntity(id: $0.id, name: $0.name) }
    }

    func suggestedEntities() async throws -> [HeroEntity] {
        HeroRecord.all.map { HeroEntity(id: $0.id, name: $0.name) }
    }
}

enum ThemeOption: String, AppEnum {
    case volcano, lagoon

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Theme"
    static var caseDisplayRepresentations: [ThemeOption: DisplayRepresentation] = [.volcano: "Volcano", .lagoon: "Lagoon"]
}

/// The App Intent that replaces `SelectHeroIntent`, as Xcode's conversion writes it: the same
/// parameter names, and the SiriKit class it migrates from.
struct SelectHeroAppIntent: WidgetConfigurationIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "SelectHeroIntent"

    static var title: LocalizedStringResource = "Select Hero"
    static var description = IntentDescription("Pick the hero the widget follows.")

    @Parameter(title: "Hero")
    var hero: HeroEntity?

    @Parameter(title: "Theme", default: .lagoon)
    var theme: ThemeOption?

    @Parameter(title: "Sidekicks")
    var sidekicks: [HeroEntity]?

    @Parameter(title: "Show Health", default: true)
    var showsHealth: Bool?

    @Parameter(title: "Potions", default: 3, inclusiveRange: (1, 9))
    var potions: Int?
}

struct HeroAppProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> HeroEntry {
        HeroEntry(date: Date(), name: "Hero", health: 50, theme: "lagoon", sidekicks: [])
    }

    func snapshot(for configuration: SelectHeroAppIntent, in context: Context) async -> HeroEntry {
        entry(for: configuration)
    }

    func timeline(for configuration: SelectHeroAppIntent, in context: Context) async -> Timeline<HeroEntry> {
        Timeline(entries: [entry(for: configuration)], policy: .never)
    }

    func entry(for configuration: SelectHeroAppIntent) -> HeroEntry {
        let record = HeroRecord.named(configuration.hero?.id)
        return HeroEntry(
            date: Date(), name: configuration.hero?.name ?? "No hero",
            health: configuration.showsHealth == false ? nil : record?.health,
            theme: configuration.theme?.rawValue ?? "none", sidekicks: configuration.sidekicks?.map(\.name) ?? [])
    }
}

/// The shape of Apple's WWDC23 sample: App Intents from iOS 17, SiriKit before, in one widget.
/// Every branch compiles; on Linux the availability check holds, so the App Intents one runs.
struct HeroCompatWidget: Widget {
    let kind: String = "HeroCompat"

    var body: some WidgetConfiguration {
        if #available(iOS 17.0, macOS 14.0, watchOS 10.0, *) {
            return AppIntentConfiguration(kind: kind, intent: SelectHeroAppIntent.self, provider: HeroAppProvider()) { entry in
                HeroView(entry: entry)
            }
            .configurationDisplayName("Hero")
            .description("Follow a hero.")
        } else {
            return IntentConfiguration(kind: kind, intent: SelectHeroIntent.self, provider: HeroProvider()) { entry in
                HeroView(entry: entry)
            }
            .configurationDisplayName("Hero")
            .description("Follow a hero.")
        }
    }
}
