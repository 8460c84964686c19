// Emoji Rangers' quest, a Live Activity: the bundle offers it beside its widgets, and the
// extension draws it from the attributes and content state the app sends, in every presentation.
import EmojiRangersWidgets
import Foundation
import Testing
import WidgetKit
import WidgetryWire

@Suite("Emoji Rangers' quest Live Activity")
@MainActor
struct QuestLiveActivityTests {
    func quest() throws -> ResolvedLiveActivity {
        let bundle = try WidgetExtension(bundle: EmojiRangersBundle())
        #expect(bundle.liveActivities.map(\.attributesType) == ["QuestAttributes"])
        return try #require(bundle.liveActivities.first)
    }

    func texts(_ archive: WidgetArchive) -> [String] {
        func nodes(_ node: ViewNode) -> [ViewNode] {
            [node] + node.children.flatMap(nodes) + node.modifiers.compactMap(\.content).flatMap(nodes)
        }
        return nodes(archive.root).compactMap { $0.text?.runs.map(\.string).joined() }
    }

    func draw(_ state: QuestAttributes.ContentState, isStale: Bool = false) throws -> LiveActivityArchive {
        let spouty = try #require(CharacterDetail.startingRoster.first { $0.id == "spouty" })
        return try quest().archive(
            attributes: try JSONEncoder().encode(QuestAttributes(character: spouty, questName: "The Sunken Dragon")),
            state: try JSONEncoder().encode(state), isStale: isStale, activityID: "quest-1", colorSchemes: [.light], now: Date())
    }

    @Test func theLockScreenAndTheIslandShowTheQuest() throws {
        let archive = try draw(QuestAttributes.ContentState(hitPoints: 30, maxHitPoints: 120, level: 3, event: "Bitten by the dragon"))
        let lockScreen = texts(try #require(archive.lockScreen.first))
        #expect(lockScreen.contains("The Sunken Dragon"))
        #expect(lockScreen.contains("Lv 3"))
        #expect(lockScreen.contains("30/120"))
        #expect(lockScreen.contains("Bitten by the dragon"))
        #expect(archive.lockScreen.first?.widgetURL == "emojirangers://character/spouty")
        #expect(archive.backgroundTint != nil)
        #expect(archive.islandURL == "emojirangers://character/spouty")

        #expect(texts(archive.compactLeading) == ["🐳"])
        #expect(texts(archive.compactTrailing) == ["30"])
        let expanded = texts(archive.expanded)
        #expect(expanded.contains("The Sunken Dragon") && expanded.contains("Level 3") && expanded.contains("Bitten by the dragon"))
        // A hurt character's keyline is red.
        #expect(archive.keylineTint != nil)
    }

    @Test func aStaleQuestSaysItWaitsForNews() throws {
        let archive = try draw(QuestAttributes.ContentState(hitPoints: 100, maxHitPoints: 100, level: 1, event: "Sets out"), isStale: true)
        #expect(texts(try #require(archive.lockScreen.first)).contains("Waiting for news of Spouty…"))
        #expect(!texts(try #require(archive.lockScreen.first)).contains("Sets out"))
    }

    @Test func aContentStateKeepsItsHitPointsWithinBounds() {
        let state = QuestAttributes.ContentState(hitPoints: 500, maxHitPoints: 120, level: 2, event: "")
        #expect(state.hitPoints == 120 && state.vitality == 1)
        #expect(QuestAttributes.ContentState(hitPoints: -4, maxHitPoints: 120, level: 2, event: "").isDefeated)
    }
}
