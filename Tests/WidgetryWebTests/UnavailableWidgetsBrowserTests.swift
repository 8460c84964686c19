import Foundation
import TestProcesses
import Testing
import WebDriver

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Widgets whose extension is not running, as the README's flow makes them: `widgetry serve`
/// with the examples, then `widgetry serve --extension …` of other extensions on the same
/// database. As iOS does for a widget whose app is gone, each says what is missing, keeps its
/// configuration, and offers removal; the page asks the server for nothing it cannot answer.
@Suite(.enabled(if: BrowserTools.isAvailable, Comment(rawValue: BrowserTools.unavailableReason ?? "")), .serialized)
struct UnavailableWidgetsBrowserTests {
    @Test func widgetsOfExtensionsNotRunningSayWhatIsMissingKeepTheirConfigurationAndCanBeRemoved() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unavailable-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let database = folder.appendingPathComponent("widgetry.sqlite").path
        let environment = [
            "EMOJI_RANGERS_DATA": folder.appendingPathComponent("rangers").path,
            "WIDGETRY_EXAMPLE_DATA": folder.appendingPathComponent("examples").path,
        ]
        let json = ["X-Widgetry-Request": "1", "Content-Type": "application/json"]

        // The examples: a new home screen starts with the Processor chart and the clock; a
        // configured character joins them.
        let examples = try ServeProcess(arguments: ["--database", database], environment: environment)
        let character = try await send(
            "POST", examples.url("/api/instances"), headers: json,
            body: Data(#"{"extensionID":"emoji-rangers","kind":"CharacterDetail","family":"systemSmall","configuration":{"character":"octo"}}"#.utf8))
        try #require(character.status == 201, "\(character.text)")
        let characterID = try JSONDecoder.api.decode(InstanceJSON.self, from: character.body).id
        examples.stop()

        // Then another set of extensions on the same database: the counter, and a "clock" that
        // cannot start (it exits at once).
        let brokenClock = folder.appendingPathComponent("clock")
        try "#!/bin/sh\nexit 3\n".write(to: brokenClock, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: brokenClock.path)
        let serve = try ServeProcess(
            arguments: ["--database", database, "--extension", builtProduct("counter").path, "--extension", brokenClock.path],
            environment: environment)
        defer { serve.stop() }
        let counter = try await send(
            "POST", serve.url("/api/instances"), headers: json, body: Data(#"{"extensionID":"counter","kind":"Counter","family":"systemSmall"}"#.utf8))
        try #require(counter.status == 201, "\(counter.text)")

        // The API says what is missing, and keeps the configuration.
        let listed = try JSONSerialization.jsonObject(with: try await send("GET", serve.url("/api/instances")).body) as? [String: Any]
        let instances = try #require(listed?["instances"] as? [[String: Any]])
        let reasons = Dictionary(uniqueKeysWithValues: instances.map { ($0["kind"] as? String ?? "", ($0["unavailable"] as? [String: Any])?["reason"] as? String) })
        #expect(reasons == ["Processor": "extensionNotLoaded", "Clock": "extensionNotStarting", "CharacterDetail": "extensionNotLoaded", "Counter": nil], "\(reasons)")
        let stored = try JSONDecoder.api.decode(InstanceJSON.self, from: try await send("GET", serve.url("/api/instances/\(characterID)")).body)
        #expect(stored.configuration["character"] == "octo")

        try await Browser.withSession { browser in
            try await browser.navigate(to: serve.base)
            try await browser.waitUntil("the page has loaded the widgets") {
                try await browser.execute("return document.documentElement.dataset.loaded ?? null").string == "true"
            }
            try await browser.waitUntil("the counter is drawn and the others say what is missing", timeout: .seconds(20)) {
                try await browser.execute(
                    "return [document.querySelectorAll('.tile .wr').length, document.querySelectorAll('.tile .tile-unavailable').length]") == [1, 3]
            }
            let tiles = try await browser.execute(
                """
                return [...document.querySelectorAll('.tile.is-unavailable')].map(t => [
                  t.dataset.kind, t.querySelector('.tile-name').textContent, t.querySelector('.tile-unavailable-title').textContent,
                  t.querySelector('.tile-unavailable-message').textContent, t.querySelector('.tile-unavailable [data-tile-action=remove]') !== null]);
                """
            ).array?.compactMap { $0.array } ?? []
            #expect(tiles.count == 3)
            for tile in tiles {
                let (kind, caption, title, message) = (tile[0].string ?? "", tile[1].string ?? "", tile[2].string ?? "", tile[3].string ?? "")
                // The caption is the kind in words: the display name is the extension's to say.
                #expect(caption == ["CharacterDetail": "Character Detail"][kind, default: kind], "\(caption)")
                #expect(tile[4] == .bool(true), "\(kind) offers removal")
                if kind == "Clock" {
                    #expect(title == "Extension not starting" && message.contains("cannot be started"), "\(title): \(message)")
                } else {
                    #expect(title == "Extension not loaded" && message.contains("is not loaded") && message.contains("--extension"), "\(title): \(message)")
                }
            }
            // Switching the appearance redraws every widget: none of the missing ones is asked for.
            _ = try await browser.execute(
                "const s = document.getElementById('appearance'); s.value = 'dark'; s.dispatchEvent(new Event('change'));")
            try await browser.waitUntil("the counter is drawn dark") {
                try await browser.findElements(css: ".tile .wr.wr-dark").count == 1
            }
            try await browser.saveScreenshot(named: "unavailable-widgets")
            let log = try await browser.browserLog()
            #expect(!log.contains { $0.message.contains("404") }, "\(log)")

            // Removing one asks first, as every removal does, and leaves the others.
            try await browser.click(css: ".tile[data-instance-id='\(characterID)'] .tile-unavailable [data-tile-action=remove]")
            try await browser.click(css: "#confirm-accept")
            try await browser.waitUntil("the character is gone") {
                try await browser.findElements(css: ".tile[data-instance-id='\(characterID)']").isEmpty
            }
            #expect(try await browser.findElements(css: ".tile .tile-unavailable").count == 2)
        }
    }
}
