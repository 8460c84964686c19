// A configurable widget for the host's configuration-lifecycle tests: an entity parameter
// whose query has suggestions, search and a default; a ranged Int shown only when a Bool is on
// (`When`); recommendations; an hourly five-entry `.atEnd` timeline.
import AppIntents
import SwiftUI
import WidgetKit

import Synchronization

/// The cast the "Cast" widget's query knows; the host tests remove members and the default
/// (in-process extensions only).
public enum Roster {
    private static let initial = State(names: ["panda": "Power Panda", "egg": "Egghead", "spouty": "Spouty"], defaultID: "panda")
    private static let state = Mutex(initial)
    private struct State {
        var names: [String: String]
        /// The `defaultResult()`; `nil` leaves a new widget needing configuration.
        var defaultID: String?
    }

    static var names: [String: String] { state.withLock { $0.names } }
    static var defaultID: String? { state.withLock { $0.defaultID } }
    public static func remove(_ id: String) { state.withLock { $0.names[id] = nil } }
    public static func removeDefault() { state.withLock { $0.defaultID = nil } }
    public static func reset() { state.withLock { $0 = initial } }
}

/// The characters of the `Character` widget (fixed: tests running in parallel share it).
enum Characters {
    static let names = ["panda": "Power Panda", "egg": "Egghead", "spouty": "Spouty"]
    static let defaultID: String? = "panda"
}

/// An entity of a roster of named characters: the `Character` widget's fixed one, or the
/// `Cast` widget's mutable `Roster`.
public protocol RosterMember: AppEntity where ID == String {
    init(id: String, name: String)
    var name: String { get }
    static var names: [String: String] { get }
    static var defaultID: String? { get }
}

/// Finds the members of a roster: by id, suggested (by name), by search, and its default.
public struct RosterQuery<Member: RosterMember>: EntityStringQuery {
    public init() {}
    public func entities(for identifiers: [String]) async throws -> [Member] {
        identifiers.compactMap { id in Member.names[id].map { Member(id: id, name: $0) } }
    }
    public func suggestedEntities() async throws -> [Member] {
        Member.names.sorted { $0.value < $1.value }.map { Member(id: $0.key, name: $0.value) }
    }
    public func entities(matching string: String) async throws -> [Member] {
        try await suggestedEntities().filter { $0.name.localizedCaseInsensitiveContains(string) }
    }
    public func defaultResult() async -> Member? {
        Member.defaultID.flatMap { id in Member.names[id].map { Member(id: id, name: $0) } }
    }
}

public typealias CharacterQuery = RosterQuery<CharacterEntity>

public struct CharacterEntity: RosterMember {
    public let id: String
    public let name: String
    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
    public static var typeDisplayRepresentation: TypeDisplayRepresentation = "Character"
    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
    public static var defaultQuery = CharacterQuery()
    public static var names: [String: String] { Characters.names }
    public static var defaultID: String? { Characters.defaultID }
}

/// What the shared provider reads from a character widget's intent.
public protocol LevelledCharacterIntent: WidgetConfigurationIntent {
    var characterName: String { get }
    var showLevel: Bool { get }
    var level: Int { get }
    /// The recommended configurations and their descriptions.
    static var recommended: [(intent: Self, description: String)] { get }
}

public struct CharacterIntent: LevelledCharacterIntent {
    public static var title: LocalizedStringResource = "Character"
    public static var description = IntentDescription("Shows a character.")

    @Parameter(title: "Character") public var character: CharacterEntity
    @Parameter(title: "Show level", default: false) public var showLevel: Bool
    @Parameter(title: "Level", default: 1, inclusiveRange: (1, 10)) public var level: Int

    public static var parameterSummary: some ParameterSummary {
        When(\.$showLevel, .equalTo, true) {
            Summary("\(\.$character) at level \(\.$level)") {
                \.$showLevel
            }
        } otherwise: {
            Summary("\(\.$character)") {
                \.$showLevel
            }
        }
    }

    public init() {}
    public init(character: CharacterEntity) { self.character = character }
    public var characterName: String { character.name }
    public static var recommended: [(intent: CharacterIntent, description: String)] {
        ["egg", "spouty"].compactMap { id in Characters.names[id].map { CharacterEntity(id: id, name: $0) } }.map {
            (CharacterIntent(character: $0), $0.name)
        }
    }
}

public struct CharacterEntry: TimelineEntry {
    public let date: Date
    public let name: String
    public let level: Int?
}

/// Both character widgets' provider: five entries an hour apart, `.atEnd`; the level, when
/// shown, goes up by one an hour.
struct LevelledCharacterProvider<Intent: LevelledCharacterIntent>: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> CharacterEntry { CharacterEntry(date: Date(), name: "Someone", level: nil) }
    func snapshot(for configuration: Intent, in context: Context) async -> CharacterEntry {
        CharacterEntry(date: Date(), name: configuration.characterName, level: nil)
    }
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<CharacterEntry> {
        let now = Date()
        let entries = (0..<5).map { hour in
            CharacterEntry(
                date: now.addingTimeInterval(Double(hour) * 3_600), name: configuration.characterName,
                level: configuration.showLevel ? configuration.level + hour : nil)
        }
        return Timeline(entries: entries, policy: .atEnd)
    }
    func recommendations() -> [AppIntentRecommendation<Intent>] {
        Intent.recommended.map { AppIntentRecommendation(intent: $0.intent, description: Text($0.description)) }
    }
}

/// A character widget of `kind` configured with `Intent`.
func levelledCharacterConfiguration<Intent: LevelledCharacterIntent>(kind: String, intent: Intent.Type) -> some WidgetConfiguration {
    AppIntentConfiguration(kind: kind, intent: intent, provider: LevelledCharacterProvider<Intent>()) { entry in
        VStack {
            Text(entry.name)
            if let level = entry.level { Text("Level \(level)") }
        }
    }
    .supportedFamilies([.systemSmall, .systemMedium])
}

public struct CharacterWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        levelledCharacterConfiguration(kind: "Character", intent: CharacterIntent.self)
    }
}

// The same widget over the mutable `Roster`, kind "Cast": only the host's serialized tests use
// it (they remove characters and the default), and it is not in the `TestWidgets` bundle.

public struct CastMember: RosterMember {
    public let id: String
    public let name: String
    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
    public static var typeDisplayRepresentation: TypeDisplayRepresentation = "Cast member"
    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
    public static var defaultQuery = RosterQuery<CastMember>()
    public static var names: [String: String] { Roster.names }
    public static var defaultID: String? { Roster.defaultID }
}

public struct CastIntent: LevelledCharacterIntent {
    public static var title: LocalizedStringResource = "Cast"
    public static var description = IntentDescription("Shows a character.")

    @Parameter(title: "Character") public var character: CastMember
    @Parameter(title: "Show level", default: false) public var showLevel: Bool
    @Parameter(title: "Level", default: 1, inclusiveRange: (1, 10)) public var level: Int

    public static var parameterSummary: some ParameterSummary {
        When(\.$showLevel, .equalTo, true) {
            Summary("\(\.$character) at level \(\.$level)") {
                \.$showLevel
            }
        } otherwise: {
            Summary("\(\.$character)") {
                \.$showLevel
            }
        }
    }

    public init() {}
    public init(character: CastMember) { self.character = character }
    public var characterName: String { character.name }
    public static var recommended: [(intent: CastIntent, description: String)] {
        ["egg", "spouty"].compactMap { id in Roster.names[id].map { CastMember(id: id, name: $0) } }.map {
            (CastIntent(character: $0), $0.name)
        }
    }
}

public struct CastWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        levelledCharacterConfiguration(kind: "Cast", intent: CastIntent.self)
    }
}

/// A widget whose required entity has no default: placed, it needs configuration. Not in the
/// `TestWidgets` bundle; tests run it on its own.
public struct Pet: AppEntity {
    public let id: String
    public static var typeDisplayRepresentation: TypeDisplayRepresentation = "Pet"
    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
    public static var defaultQuery = PetQuery()
}

public struct PetQuery: EntityQuery {
    public init() {}
    public func entities(for identifiers: [Pet.ID]) async throws -> [Pet] { identifiers.map(Pet.init(id:)) }
    public func suggestedEntities() async throws -> [Pet] { [Pet(id: "Rex"), Pet(id: "Tom")] }
}

public struct PetIntent: WidgetConfigurationIntent {
    public static var title: LocalizedStringResource = "Pet"
    @Parameter(title: "Pet") public var pet: Pet
    public init() {}
}

public struct PetEntry: TimelineEntry {
    public let date: Date
    public let name: String
}

struct PetProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> PetEntry { PetEntry(date: Date(), name: "A pet") }
    func snapshot(for configuration: PetIntent, in context: Context) async -> PetEntry { PetEntry(date: Date(), name: configuration.pet.id) }
    func timeline(for configuration: PetIntent, in context: Context) async -> Timeline<PetEntry> {
        Timeline(entries: [PetEntry(date: Date(), name: configuration.pet.id)], policy: .never)
    }
}

public struct PetWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Pet", intent: PetIntent.self, provider: PetProvider()) { entry in
            Text(entry.name)
        }
    }
}
