// The game's state, shared by the Emoji Rangers app and its widget extension the way an app
// group container is on Apple's platforms: a small JSON file both processes read and write.
//
// The directory is `EMOJI_RANGERS_DATA` when set, otherwise "EmojiRangers" in the user's
// application-support (data) directory.
import Foundation

public struct GameState: Codable, Equatable {
    public var characters: [CharacterDetail]
    /// The round the party is playing.
    public var round: Int
    /// The identifier of the character whose turn it is.
    public var activeCharacterID: String
    /// When the next boss battle starts.
    public var nextBattle: Date

    public init(characters: [CharacterDetail], round: Int, activeCharacterID: String, nextBattle: Date) {
        self.characters = characters
        self.round = round
        self.activeCharacterID = activeCharacterID
        self.nextBattle = nextBattle
    }

    /// A new game: the starting roster, first round, a battle in two hours.
    public static func newGame(at date: Date = Date()) -> GameState {
        var characters = CharacterDetail.startingRoster
        for index in characters.indices { characters[index].healthUpdated = date }
        return GameState(characters: characters, round: 1, activeCharacterID: characters[0].id, nextBattle: date.addingTimeInterval(2 * 3600))
    }

    public var activeCharacter: CharacterDetail? {
        characters.first { $0.id == activeCharacterID }
    }

    /// Characters whose health is full at `date`.
    public func readyCharacters(at date: Date = Date()) -> [CharacterDetail] {
        characters.filter { $0.healthLevel(at: date) >= 1 }
    }

    /// Sample data for previews and the gallery.
    public static let preview = GameState(
        characters: CharacterDetail.startingRoster, round: 3, activeCharacterID: "spouty", nextBattle: Date().addingTimeInterval(5400))
}

public enum GameStoreError: Error, CustomStringConvertible {
    case unknownCharacter(String)

    public var description: String {
        switch self {
        case .unknownCharacter(let id): "there is no character “\(id)”"
        }
    }
}

public struct GameStore: Sendable {
    public static let shared = GameStore()

    private let fixedDirectory: URL?

    /// A store in `directory`, or in the directory the environment names.
    public init(directory: URL? = nil) {
        self.fixedDirectory = directory
    }

    public var directory: URL {
        if let fixedDirectory { return fixedDirectory }
        if let path = ProcessInfo.processInfo.environment["EMOJI_RANGERS_DATA"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
        return support.appendingPathComponent("EmojiRangers", isDirectory: true)
    }

    public var fileURL: URL { directory.appendingPathComponent("game.json") }

    /// The saved game, or a new one (saved, so that both processes agree on it).
    public func load() -> GameState {
        if let data = try? Data(contentsOf: fileURL), let state = try? Self.decoder.decode(GameState.self, from: data) {
            return state
        }
        let state = GameState.newGame()
        try? save(state)
        return state
    }

    public func save(_ state: GameState) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Self.encoder.encode(state).write(to: fileURL, options: .atomic)
    }

    /// Loads the game, changes it and saves it.
    @discardableResult
    public func update(_ change: (inout GameState) throws -> Void) throws -> GameState {
        var state = load()
        try change(&state)
        try save(state)
        return state
    }

    public func characters() -> [CharacterDetail] {
        load().characters
    }

    /// Sets a character's health as of `date` (from then on it recovers again).
    @discardableResult
    public func setHealth(of id: String, to level: Double, at date: Date = Date()) throws -> CharacterDetail {
        var changed: CharacterDetail?
        try update { state in
            guard let index = state.characters.firstIndex(where: { $0.id == id }) else { throw GameStoreError.unknownCharacter(id) }
            state.characters[index].lastKnownHealth = min(max(level, 0), 1)
            state.characters[index].healthUpdated = date
            changed = state.characters[index]
        }
        return changed!
    }

    public func reset() throws {
        try save(GameState.newGame())
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }()

    private static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()
}
