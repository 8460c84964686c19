// Emoji Rangers on a virtual clock: the character picker, health recovering hour by hour and
// then `.never`, the game status every 15 minutes, the accessory families, deep links,
// recommendations, and the companion app.
import EmojiRangersWidgets
import Foundation
import TestProcesses
import Testing
import WidgetKit
import WidgetKitTesting
import WidgetryWire

/// A home screen with the Emoji Rangers widgets and a new game on disk.
func emojiRangersHome() async throws -> WidgetTestHost {
    _ = exampleData
    try GameStore.shared.reset()
    return try await WidgetTestHost(EmojiRangersBundle())
}

// The game is one file shared by every test of this suite: they run one at a time.
@Suite("Emoji Rangers", .serialized)
struct EmojiRangersTests {
    @Test func theExtensionDescribesItsThreeWidgets() async throws {
        let home = try await emojiRangersHome()
        defer { Task { await home.shutdown() } }
        let widgets = try home.host.extensionInfo(home.host.extensions[0].id).widgets
        #expect(widgets.map(\.kind) == ["CharacterDetail", "CharacterAccessory", "GameStatus"])
        #expect(widgets[0].supportedFamilies == ["systemSmall", "systemMedium", "systemLarge"])
        #expect(widgets[1].supportedFamilies == ["accessoryCircular", "accessoryRectangular", "accessoryInline"])
        #expect(widgets[0].intent?.parameters.map(\.key) == ["character"])
        #expect(widgets[0].intent?.parameters.first?.isSearchable == true)
        #expect(widgets[2].intent == nil)
    }

    @Test func aNewWidgetShowsTheQuerysDefaultCharacterAndLinksToIt() async throws {
        let home = try await emojiRangersHome()
        defer { Task { await home.shutdown() } }
        let widget = try await home.place("CharacterDetail", family: .systemMedium)
        let texts = try await widget.texts()
        #expect(texts.contains("Power Panda"))
        #expect(texts.contains("Forest Dweller"))
        #expect(try await widget.widgetURL() == URL(string: "emojirangers://character/panda"))
    }

    @Test func thePickerSuggestsSearchesAndResolvesCharacters() async throws {
        let home = try await emojiRangersHome()
        defer { Task { await home.shutdown() } }
        let widget = try await home.place("CharacterDetail")
        let suggested = try #require(try await home.host.options(instanceID: widget.id, parameter: "character"))
        #expect(suggested.sections.flatMap(\.items).map(\.display.title) == ["🐼 Power Panda", "🦄 Unipony", "🐳 Spouty", "🐙 Octo Knight", "🐸 Sir Froggo"])
        let found = try #require(try await home.host.options(instanceID: widget.id, parameter: "character", matching: "sea"))
        #expect(found.sections.flatMap(\.items).map(\.value) == ["spouty"])

        try await widget.configure(SelectCharacterIntent(character: GameStore.shared.characters()[2]))
        #expect(try await widget.texts().contains("Spouty"))
        await #expect(throws: (any Error).self) { try await widget.configure(["character": "nobody"]) }
    }

    @Test func healthRecoversEveryHourUntilFullThenTheWidgetWaitsForTheApp() async throws {
        let home = try await emojiRangersHome()
        defer { Task { await home.shutdown() } }
        // The app's battle, at the test's now (the provider reads that clock).
        try GameStore.shared.setHealth(of: "panda", to: 0.25, at: home.now)
        let widget = try await home.place("CharacterDetail", configuration: ["character": "panda"])

        // Four entries an hour apart: 25%, 50%, 75%, 100%, then `.atEnd`.
        #expect(try await widget.texts().contains("25%"))
        #expect(try widget.status().timeline?.entries.count == 4)
        #expect(try widget.status().timeline?.policy == .atEnd)
        await home.advance(by: 3600)
        #expect(try await widget.texts().contains("50%"))
        await home.advance(by: 3600)
        #expect(try await widget.texts().contains("75%"))
        #expect(try widget.reloads().count == 1)

        // The provider reads health by the real clock: make the game three hours older, as it
        // will be when the timeline ends, and let the end come.
        try GameStore.shared.setHealth(of: "panda", to: 0.25, at: Date().addingTimeInterval(-3 * 3600))
        await home.advance(by: 3600 + 60)
        #expect(try await widget.texts().contains("100%"))
        let reloads = try widget.reloads()
        #expect(reloads.map(\.reason) == [.firstLoad, .policy])
        #expect(try widget.status().timeline?.policy == .never)
        #expect(try widget.status().nextReload == nil)

        // Nothing more happens on its own.
        await home.advance(by: 24 * 3600)
        #expect(try widget.reloads().count == 2)
    }

    @Test func theAppsReloadShowsTheNewHealthAtOnce() async throws {
        let home = try await emojiRangersHome()
        defer { Task { await home.shutdown() } }
        let widget = try await home.place("CharacterDetail", configuration: ["character": "octo"])
        #expect(try await widget.texts().contains("100%"))
        #expect(try widget.status().nextReload == nil)

        // The app: a battle, then WidgetCenter.shared.reloadTimelines(ofKind:) in the foreground.
        try GameStore.shared.setHealth(of: "octo", to: 0.5)
        await home.reloadTimelines(ofKind: "CharacterDetail", appInForeground: true)
        await home.advance(by: 1)
        #expect(try await widget.texts().contains("50%"))
        let last = try #require(try widget.reloads().last)
        #expect(last.reason == .widgetCenter(appInForeground: true))
        #expect(!last.counted)
    }

    @Test func recommendationsOfferEveryCharacter() async throws {
        let home = try await emojiRangersHome()
        defer { Task { await home.shutdown() } }
        let recommendations = try await home.host.recommendations(extensionID: home.host.extensions[0].id, kind: "CharacterDetail")
        #expect(recommendations.map(\.description) == ["🐼 Power Panda", "🦄 Unipony", "🐳 Spouty", "🐙 Octo Knight", "🐸 Sir Froggo"])
        #expect(recommendations[2].configuration == ["character": "spouty"])
    }

    @Test func theLargeWidgetListsTheRecoveryAndLinksToTheParty() async throws {
        let home = try await emojiRangersHome()
        defer { Task { await home.shutdown() } }
        let widget = try await home.place("CharacterDetail", family: .systemLarge, configuration: ["character": "froggo"])
        let texts = try await widget.texts()
        #expect(texts.contains("Recovery"))
        #expect(texts.contains("Pond Protector"))
        #expect(try await widget.tap("See the whole party") == URL(string: "emojirangers://party"))
    }

    @Test func theAccessoryFamiliesShowHealthCompactly() async throws {
        let home = try await emojiRangersHome()
        defer { Task { await home.shutdown() } }
        let inline = try await home.place("CharacterAccessory", family: .accessoryInline, configuration: ["character": "spouty"])
        #expect(try await inline.renderedText().contains("Spouty 83%"))
        let circular = try await home.place("CharacterAccessory", family: .accessoryCircular, configuration: ["character": "spouty"])
        let archive = try #require(try await circular.entry().variant(colorScheme: "light"))
        #expect(archive.environment.renderingMode == .vibrant)
        #expect(archive.allNodes.contains { $0.gauge != nil })
        #expect(archive.allNodes.contains { node in node.modifiers.contains { $0.kind == .widgetLabel } })
        let rectangular = try await home.place("CharacterAccessory", family: .accessoryRectangular, configuration: ["character": "spouty"])
        #expect(try await rectangular.texts().contains("🐳 Spouty"))
        #expect(try await rectangular.widgetURL() == URL(string: "emojirangers://character/spouty"))
    }

    @Test func theGameStatusReloadsEveryFifteenMinutesAndAdaptsToItsFamily() async throws {
        let home = try await emojiRangersHome()
        defer { Task { await home.shutdown() } }
        let small = try await home.place("GameStatus", family: .systemSmall)
        let medium = try await home.place("GameStatus", family: .systemMedium)
        #expect(try await small.texts().contains("Power Panda's turn"))
        #expect(!(try await small.texts().contains("1 of 5 ready")))
        #expect(try await medium.texts().contains("1 of 5 ready"))

        // The app passes the turn; the widget learns of it at its next `.after` reload.
        try GameStore.shared.update { $0.activeCharacterID = "unipony" }
        await home.advance(by: 14 * 60)
        #expect(try await small.texts().contains("Power Panda's turn"))
        await home.advance(by: 2 * 60)
        #expect(try await small.texts().contains("Unipony's turn"))
        #expect(try small.reloads().map(\.reason) == [.firstLoad, .policy])
        #expect(try small.reloads().last?.counted == true)

        // An hour: four reloads counted against the budget.
        await home.advance(by: 60 * 60)
        #expect(try small.reloads().count == 6)
        #expect(try small.status().budgetLeft == 70 - 5)
    }

    @Test func theCompanionAppChangesHealthAndSaysWhyNothingWasReloaded() throws {
        _ = exampleData
        try GameStore.shared.reset()
        let app = builtProduct("emoji-rangers-app")
        let potion = try run(app, ["potion", "panda", "0.5"], environment: ["WIDGETRY_HOST": "", "WIDGETRY_TOKEN": ""])
        #expect(potion.status == 0, "\(potion.output)")
        #expect(potion.output.contains("🐼 Power Panda: 14% → 64%"))
        // No host to ask: WidgetCenter says so, and the game is saved all the same.
        #expect(potion.output.contains("Widgets not reloaded"))
        let panda = try #require(GameStore.shared.characters().first { $0.id == "panda" })
        #expect(abs(panda.lastKnownHealth - 0.64) < 0.01)

        let status = try run(app, ["status"], environment: ["WIDGETRY_HOST": ""])
        #expect(status.output.contains("Round 1 — Power Panda's turn"))
        let unknown = try run(app, ["potion", "nobody"], environment: ["WIDGETRY_HOST": ""])
        #expect(unknown.status == 64)
        #expect(unknown.output.contains("there is no character “nobody”"))
    }

    @Test func theCompanionAppReloadsOnlyTheKindsShowingTheCharacter() async throws {
        _ = exampleData
        try GameStore.shared.reset()
        // The real host with the extension; Panda on a character-detail widget and on the Lock
        // Screen, Spouty nowhere, and the game status.
        let serve = try RunningServe(extensions: ["emoji-rangers"])
        defer { serve.stop() }
        let detail = try await serve.place(#"{"extensionID":"emoji-rangers","kind":"CharacterDetail","family":"systemSmall","configuration":{"character":"panda"}}"#)
        let accessory = try await serve.place(#"{"extensionID":"emoji-rangers","kind":"CharacterAccessory","family":"accessoryInline","configuration":{"character":"panda"}}"#)
        let status = try await serve.place(#"{"extensionID":"emoji-rangers","kind":"GameStatus","family":"systemMedium"}"#)
        let issued = try await serve.call("POST", "/api/extensions/emoji-rangers/token")
        let token = try #require((try JSONSerialization.jsonObject(with: Data(issued.body.utf8)) as? [String: Any])?["token"] as? String)
        let app = builtProduct("emoji-rangers-app")
        let environment = ["WIDGETRY_HOST": serve.base.absoluteString, "WIDGETRY_TOKEN": token]

        let potion = try run(app, ["potion", "panda"], environment: environment)
        #expect(potion.status == 0, "\(potion.output)")
        // It asked which widgets exist first (GameStatus is static: no character intent), then
        // reloaded the two kinds showing Panda; the reloads reached the host although the app
        // exited right after asking for them, uncounted (an app in the foreground).
        #expect(potion.output.contains("Reloading the CharacterAccessory widgets."))
        #expect(potion.output.contains("Reloading the CharacterDetail widgets."))
        #expect(!potion.output.contains("GameStatus"))
        func history(_ id: String) async throws -> String { try await serve.call("GET", "/api/instances/\(id)/inspector").body }
        for id in [detail, accessory] {
            var seen = false
            for _ in 0..<100 where !seen {
                seen = try await history(id).contains(#""reason":"widgetCenter.foreground""#)
                if !seen { try await Task.sleep(for: .milliseconds(100)) }
            }
            #expect(seen, "the app's reload in the history of \(id)")
        }
        #expect(try await !history(status).contains("widgetCenter"))

        let other = try run(app, ["potion", "spouty"], environment: environment)
        #expect(other.output.contains("No widget shows Spouty: nothing to reload."))
    }
}
