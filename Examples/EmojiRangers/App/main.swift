// The Emoji Rangers companion app: plays the game (changes a character's health, passes the
// turn) and tells WidgetKit when a widget's timeline is out of date.
//
// It shares the game with the widget extension through `GameStore` (EMOJI_RANGERS_DATA), and
// reaches the widgets' host through `WidgetCenter.shared` (WIDGETRY_HOST and WIDGETRY_TOKEN,
// which `widgetry serve` issues for the extension). Its quests are Live Activities
// (Quests.swift), started and updated through ActivityKit on the same host.
import EmojiRangersWidgets
import Foundation
import WidgetKit

let usage = """
    usage: emoji-rangers-app [command]

      status                      the party's health (the default)
      potion CHARACTER [AMOUNT]   give a healing potion (AMOUNT of health, 0...1, default 0.5)
      battle CHARACTER [DAMAGE]   fight a battle and lose health (default 0.5)
      set CHARACTER LEVEL         set a character's health level (0...1)
      turn                        pass the turn to the next character
      reset                       start a new game
    \(questUsage)

    CHARACTER is an identifier (panda, unipony, …) or a name.
    """

let store = GameStore.shared

func percent(_ level: Double) -> String {
    level.formatted(.percent.precision(.fractionLength(0)))
}

func printStatus(_ game: GameState) {
    let now = Date()
    print("Round \(game.round) — \(game.activeCharacter.map { "\($0.name)'s turn" } ?? "nobody's turn")")
    for character in game.characters {
        let level = character.healthLevel(at: now)
        let recovery = level < 1 ? "full at \(character.fullHealthDate.formatted(date: .omitted, time: .shortened))" : "ready"
        print("  \(character.avatar) \(character.name.padding(toLength: 12, withPad: " ", startingAt: 0)) \(percent(level).padding(toLength: 5, withPad: " ", startingAt: 0)) \(recovery)  [\(character.id)]")
    }
}

func character(named argument: String) throws -> CharacterDetail {
    let characters = store.characters()
    if let match = characters.first(where: { $0.id == argument.lowercased() || $0.name.localizedCaseInsensitiveCompare(argument) == .orderedSame }) {
        return match
    }
    throw GameStoreError.unknownCharacter(argument)
}

/// Reloads only the widgets that show `character`: asks WidgetCenter which widgets people placed
/// and with which configuration first, as Apple's "Keeping a widget up to date" describes.
func reloadWidgets(showing character: CharacterDetail) async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        WidgetCenter.shared.getCurrentConfigurations { result in
            defer { done.resume() }
            guard case .success(let widgets) = result else {
                if case .failure(let error) = result { print("Widgets not reloaded: \(error)") }
                return
            }
            let kinds = Set(widgets.filter { widget in
                widget.widgetConfigurationIntent(of: SelectCharacterIntent.self)?.character.id == character.id
            }.map(\.kind))
            if kinds.isEmpty {
                print("No widget shows \(character.name): nothing to reload.")
            }
            for kind in kinds.sorted() {
                print("Reloading the \(kind) widgets.")
                WidgetCenter.shared.reloadTimelines(ofKind: kind)
            }
        }
    }
}

func run(_ arguments: [String]) async throws {
    switch arguments.first ?? "status" {
    case "status":
        printStatus(store.load())
    case "potion", "battle", "set":
        guard arguments.count >= 2 else { throw ValidationError(usage) }
        let chosen = try character(named: arguments[1])
        let now = Date()
        let current = chosen.healthLevel(at: now)
        let amount = arguments.count > 2 ? Double(arguments[2]) : (arguments[0] == "set" ? nil : 0.5)
        guard let amount, (0...1).contains(amount) else { throw ValidationError("the amount must be a number from 0 to 1") }
        let level: Double
        switch arguments[0] {
        case "potion": level = current + amount
        case "battle": level = current - amount
        default: level = amount
        }
        let changed = try store.setHealth(of: chosen.id, to: level, at: now)
        if arguments[0] == "battle" {
            // The boss is beaten for now: the next battle is in two hours.
            try store.update { $0.nextBattle = now.addingTimeInterval(2 * 3600) }
            WidgetCenter.shared.reloadTimelines(ofKind: "GameStatus")
        }
        print("\(changed.avatar) \(changed.name): \(percent(current)) → \(percent(changed.lastKnownHealth))")
        await reloadWidgets(showing: changed)
    case "turn":
        let game = try store.update { game in
            let index = game.characters.firstIndex { $0.id == game.activeCharacterID } ?? -1
            let next = (index + 1) % game.characters.count
            if next == 0 { game.round += 1 }
            game.activeCharacterID = game.characters[next].id
        }
        printStatus(game)
        // The game-status widget has no configuration: reload it whenever the game moves on.
        WidgetCenter.shared.reloadTimelines(ofKind: "GameStatus")
    case "reset":
        try store.reset()
        printStatus(store.load())
        WidgetCenter.shared.reloadAllTimelines()
    case "quest":
        try await runQuest(Array(arguments.dropFirst()))
    case "help", "-h", "--help":
        print(usage)
    default:
        throw ValidationError(usage)
    }
}

struct ValidationError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

do {
    try await run(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("emoji-rangers-app: \(error)\n".utf8))
    exit(64)
}
