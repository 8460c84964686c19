// The game's characters as an App Intents entity, so a widget can be configured with one.
//
// Health is the game's state, shared by the app and the widget extension through `GameStore`:
// a character's level when it last changed and when. Between changes a character recovers 25%
// of its health per hour until it is full.
import AppIntents
import Foundation

public struct CharacterDetail: AppEntity, Codable, Hashable {
    public let id: String
    public let name: String
    public let avatar: String
    public let heroType: String
    /// The health level (0...1) when the game last changed it.
    public var lastKnownHealth: Double
    /// When the game last changed the health level.
    public var healthUpdated: Date
    public var isAvailable = true

    /// How much health a character recovers per hour.
    public static let healthRecoveryPerHour = 0.25

    public static var typeDisplayRepresentation: TypeDisplayRepresentation = "Character"
    public static var defaultQuery = CharacterQuery()

    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(avatar) \(name)", subtitle: "\(heroType)")
    }

    public init(id: String, name: String, avatar: String, heroType: String, healthLevel: Double, healthUpdated: Date = Date()) {
        self.id = id
        self.name = name
        self.avatar = avatar
        self.heroType = heroType
        self.lastKnownHealth = min(max(healthLevel, 0), 1)
        self.healthUpdated = healthUpdated
    }

    /// The health level at `date`, recovering from the last known level.
    public func healthLevel(at date: Date = Date()) -> Double {
        let hours = max(0, date.timeIntervalSince(healthUpdated)) / 3600
        return min(1, lastKnownHealth + hours * Self.healthRecoveryPerHour)
    }

    /// When the character is back to full health (`healthUpdated` if it already was).
    public var fullHealthDate: Date {
        let missing = 1 - lastKnownHealth
        return healthUpdated.addingTimeInterval(missing / Self.healthRecoveryPerHour * 3600)
    }

    /// The deep link the companion app opens for this character.
    public var url: URL {
        URL(string: "emojirangers://character/\(id)")!
    }

    /// The roster a new game starts with.
    public static let startingRoster: [CharacterDetail] = [
        CharacterDetail(id: "panda", name: "Power Panda", avatar: "🐼", heroType: "Forest Dweller", healthLevel: 0.14),
        CharacterDetail(id: "unipony", name: "Unipony", avatar: "🦄", heroType: "Free Rangers", healthLevel: 0.67),
        CharacterDetail(id: "spouty", name: "Spouty", avatar: "🐳", heroType: "Deep Sea Goer", healthLevel: 0.83),
        CharacterDetail(id: "octo", name: "Octo Knight", avatar: "🐙", heroType: "Reef Guardian", healthLevel: 1.0),
        CharacterDetail(id: "froggo", name: "Sir Froggo", avatar: "🐸", heroType: "Pond Protector", healthLevel: 0.4),
    ]

    /// Sample data for previews and the gallery: never read from disk.
    public static let preview = CharacterDetail(id: "panda", name: "Power Panda", avatar: "🐼", heroType: "Forest Dweller", healthLevel: 0.6)
}

/// Finds characters for the configuration editor: by identifier, as suggestions, by the text a
/// person types, and a default for a new widget.
public struct CharacterQuery: EntityStringQuery {
    public init() {}

    public func entities(for identifiers: [CharacterDetail.ID]) async throws -> [CharacterDetail] {
        GameStore.shared.characters().filter { identifiers.contains($0.id) }
    }

    public func suggestedEntities() async throws -> [CharacterDetail] {
        GameStore.shared.characters().filter { $0.isAvailable }
    }

    public func entities(matching string: String) async throws -> [CharacterDetail] {
        GameStore.shared.characters().filter {
            $0.name.localizedStandardContains(string) || $0.heroType.localizedStandardContains(string)
        }
    }

    public func defaultResult() async -> CharacterDetail? {
        try? await suggestedEntities().first
    }
}

/// The configuration of the character widgets: which character to show.
public struct SelectCharacterIntent: WidgetConfigurationIntent {
    public static var title: LocalizedStringResource = "Select Character"
    public static var description = IntentDescription("Selects the character to display information for.")

    @Parameter(title: "Character")
    public var character: CharacterDetail

    public init(character: CharacterDetail) {
        self.character = character
    }

    public init() {
    }
}
