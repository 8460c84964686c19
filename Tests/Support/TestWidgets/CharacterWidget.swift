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

public struct CharacterEntity: AppEntity {
    public let id: String
    public let name: String
    public static var typeDisplayRepresentation: TypeDisplayRepresentation = "Character"
    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
    public static var defaultQuery = CharacterQuery()
}

public struct CharacterQuery: EntityStringQuery {
    public init() {}
    public func entities(for identifiers: [CharacterEntity.ID]) async throws -> [CharacterEntity] {
        identifiers.compactMap { id in Characters.names[id].map { CharacterEntity(id: id, name: $0) } }
    }
    public func suggestedEntities() async throws -> [CharacterEntity] {
        Characters.names.sorted { $0.value < $1.value }.map { CharacterEntity(id: $0.key, name: $0.value) }
    }
    public func entities(matching string: String) async throws -> [CharacterEntity] {
        try await suggestedEntities().filter { $0.name.localizedCaseInsensitiveContains(string) }
    }
    public func defaultResult() async -> CharacterEntity? {
        Characters.defaultID.flatMap { id in Characters.names[id].map { CharacterEntity(id: id, name: $0) } }
    }
}

public struct CharacterIntent: WidgetConfigurationIntent {
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
}

public struct CharacterEntry: TimelineEntry {
    public let date: Date
    public let name: String
    public let level: Int?
}

struct CharacterProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> CharacterEntry { CharacterEntry(date: Date(), name: "Someone", level: nil) }
    func snapshot(for configuration: CharacterIntent, in context: Context) async -> CharacterEntry {
        CharacterEntry(date: Date(), name: configuration.character.name, level: nil)
    }
    func timeline(for configuration: CharacterIntent, in context: Context) async -> Timeline<CharacterEntry> {
        let now = Date()
        let entries = (0..<5).map { hour in
            CharacterEntry(
                date: now.addingTimeInterval(Double(hour) * 3_600), name: configuration.character.name,
                level: configuration.showLevel ? configuration.level + hour : nil)
        }
        return Timeline(entries: entries, policy: .atEnd)
    }
    func recommendations() -> [AppIntentRecommendation<CharacterIntent>] {
        ["egg", "spouty"].compactMap { id in Characters.names[id].map { CharacterEntity(id: id, name: $0) } }.map {
            AppIntentRecommendation(intent: CharacterIntent(character: $0), description: Text($0.name))
        }
    }
}

public struct CharacterWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Character", intent: CharacterIntent.self, provider: CharacterProvider()) { entry in
            VStack {
                Text(entry.name)
                if let level = entry.level { Text("Level \(level)") }
            }
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

// The same widget over the mutable `Roster`, kind "Cast": only the host's serialized tests use
// it (they remove characters and the default), and it is not in the `TestWidgets` bundle.

public struct CastMember: AppEntity {
    public let id: String
    public let name: String
    public static var typeDisplayRepresentation: TypeDisplayRepresentation = "Cast member"
    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
    public static var defaultQuery = CastQuery()
}

public struct CastQuery: EntityStringQuery {
    public init() {}
    public func entities(for identifiers: [CastMember.ID]) async throws -> [CastMember] {
        identifiers.compactMap { id in Roster.names[id].map { CastMember(id: id, name: $0) } }
    }
    public func suggestedEntities() async throws -> [CastMember] {
        Roster.names.sorted { $0.value < $1.value }.map { CastMember(id: $0.key, name: $0.value) }
    }
    public func entities(matching string: String) async throws -> [CastMember] {
        try await suggestedEntities().filter { $0.name.localizedCaseInsensitiveContains(string) }
    }
    public func defaultResult() async -> CastMember? {
        Roster.defaultID.flatMap { id in Roster.names[id].map { CastMember(id: id, name: $0) } }
    }
}

public struct CastIntent: WidgetConfigurationIntent {
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
}

public struct CastEntry: TimelineEntry {
    public let date: Date
    public let name: String
    public let level: Int?
}

struct CastProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> CastEntry { CastEntry(date: Date(), name: "Someone", level: nil) }
    func snapshot(for configuration: CastIntent, in context: Context) async -> CastEntry {
        CastEntry(date: Date(), name: configuration.character.name, level: nil)
    }
    func timeline(for configuration: CastIntent, in context: Context) async -> Timeline<CastEntry> {
        let now = Date()
        let entries = (0..<5).map { hour in
            CastEntry(
                date: now.addingTimeInterval(Double(hour) * 3_600), name: configuration.character.name,
                level: configuration.showLevel ? configuration.level + hour : nil)
        }
        return Timeline(entries: entries, policy: .atEnd)
    }
    func recommendations() -> [AppIntentRecommendation<CastIntent>] {
        ["egg", "spouty"].compactMap { id in Roster.names[id].map { CastMember(id: id, name: $0) } }.map {
            AppIntentRecommendation(intent: CastIntent(character: $0), description: Text($0.name))
        }
    }
}

public struct CastWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Cast", intent: CastIntent.self, provider: CastProvider()) { entry in
            VStack {
                Text(entry.name)
                if let level = entry.level { Text("Level \(level)") }
            }
        }
        .supportedFamilies([.systemSmall, .systemMedium])
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
