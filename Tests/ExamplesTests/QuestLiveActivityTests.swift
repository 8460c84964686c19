// Emoji Rangers' quest, a Live Activity: the bundle offers it beside its widgets, and the
// extension draws it from the attributes and content state the app sends, in every presentation.
import EmojiRangersWidgets
import Foundation
import TestProcesses
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

extension EmojiRangersTests {
    /// The companion app runs a quest on the real host through ActivityKit, and a server's push
    /// (`scripts/send-push`, through the host's APNs-shaped gateway) changes it between two runs.
    @Test func theCompanionAppRunsAQuestThatAPushMoves() async throws {
        _ = exampleData
        try GameStore.shared.reset()
        let serve = try RunningServe(extensions: ["emoji-rangers"])
        defer { serve.stop() }
        let issued = try await serve.call("POST", "/api/extensions/emoji-rangers/token")
        let token = try #require((try JSONSerialization.jsonObject(with: Data(issued.body.utf8)) as? [String: Any])?["token"] as? String)
        let app = builtProduct("emoji-rangers-app")
        let environment = ["WIDGETRY_HOST": serve.base.absoluteString, "WIDGETRY_TOKEN": token]

        let started = try run(app, ["quest", "start", "spouty", "The Sunken Dragon"], environment: environment)
        #expect(started.status == 0, "\(started.output)")
        #expect(started.output.contains("The Sunken Dragon") && started.output.contains("active: level 1"))
        let pushToken = try #require(started.output.split(separator: "\n").first { $0.contains("push token") }?.split(separator: " ").last)

        let hit = try run(app, ["quest", "hit", "spouty", "30", "Bitten"], environment: environment)
        #expect(hit.status == 0, "\(hit.output)")
        #expect(hit.output.contains("53/100 HP — Bitten"))

        // A server pushes the next state, as it would to Apple's push service. Its timestamp is
        // in whole seconds, as APNs' is: wait for the second after the app's update, which a push
        // stamped in the same second would not follow.
        let updated = Int(Date().timeIntervalSince1970)
        try await waitUntil { Int(Date().timeIntervalSince1970) > updated }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/send-push")
        let pushed = try run(
            script,
            [
                "--host", serve.base.absoluteString, "--app-token", token, "--timestamp", String(Int(Date().timeIntervalSince1970)),
                "--state", #"{"hitPoints":5,"maxHitPoints":100,"level":1,"event":"Pushed into the abyss"}"#, String(pushToken),
            ])
        #expect(pushed.status == 0 && pushed.output.hasPrefix("200"), "\(pushed.output)")
        let listed = try run(app, ["quest", "list"], environment: environment)
        #expect(listed.output.contains("5/100 HP — Pushed into the abyss"), "\(listed.output)")

        let ended = try run(app, ["quest", "end", "spouty"], environment: environment)
        #expect(ended.output.contains("ended:") && ended.output.contains("Spouty is back home."), "\(ended.output)")
        let shown = try await serve.call("GET", "/api/activities")
        #expect(shown.body.contains(#""state":"ended""#) && shown.body.contains("QuestAttributes"))
    }
}

/// Waits, checking every 20 ms, until `condition` holds (at most 5 s).
private func waitUntil(_ condition: () -> Bool) async throws {
    let deadline = ContinuousClock.now + .seconds(5)
    while !condition(), ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
}
