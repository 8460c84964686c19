import Foundation
import TestProcesses
import Testing
import WebDriver

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The README's run command (`scripts/serve` runs `widgetry serve` with no extension option):
/// the host with every example extension, opened in a real browser.
@Suite(.enabled(if: BrowserTools.isAvailable, Comment(rawValue: BrowserTools.unavailableReason ?? "")), .serialized)
struct RunCommandBrowserTests {
    @Test func theRunCommandServesTheExamplesAndItsGallery() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("run-command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let serve = try ServeProcess(
            arguments: ["--database", folder.appendingPathComponent("widgetry.sqlite").path],
            environment: [
                "EMOJI_RANGERS_DATA": folder.appendingPathComponent("rangers").path,
                "WIDGETRY_EXAMPLE_DATA": folder.appendingPathComponent("examples").path,
            ])
        defer { serve.stop() }
        let base = serve.base

        // Every example extension is running.
        let (data, _) = try await URLSession.shared.data(from: URL(string: "/api/widgets", relativeTo: base)!)
        let widgets = String(decoding: data, as: UTF8.self)
        for kind in ["CharacterDetail", "GameStatus", "FavouriteEmoji", "FavoriteSoup", "Clock", "Countdown", "Counter", "PrivateNote", "Processor"] {
            #expect(widgets.contains("\"\(kind)\""), "\(kind) is served")
        }
        // A new home screen starts with the starter widgets: the system monitor's chart and the clock.
        let (placed, _) = try await URLSession.shared.data(from: URL(string: "/api/instances", relativeTo: base)!)
        let starters = String(decoding: placed, as: UTF8.self)
        #expect(starters.contains("\"Processor\"") && starters.contains("\"Clock\""), "\(starters)")
        // A populated home screen, as a person builds it.
        for (extensionID, kind, family) in [
            ("emoji-rangers", "CharacterDetail", "systemMedium"), ("clock", "Clock", "systemSmall"), ("counter", "Counter", "systemSmall"),
            ("favourites", "FavouriteEmoji", "systemSmall"), ("emoji-rangers", "GameStatus", "systemMedium"),
            ("private-note", "PrivateNote", "systemSmall"), ("emoji-rangers", "CharacterAccessory", "accessoryRectangular"),
            ("clock", "Clock", "accessoryRectangular"),
        ] {
            var request = URLRequest(url: URL(string: "/api/instances", relativeTo: base)!)
            request.httpMethod = "POST"
            request.setValue("1", forHTTPHeaderField: "X-Widgetry-Request")
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = Data(#"{"extensionID":"\#(extensionID)","kind":"\#(kind)","family":"\#(family)"}"#.utf8)
            let (body, response) = try await URLSession.shared.data(for: request)
            #expect((response as? HTTPURLResponse)?.statusCode == 201, "\(kind): \(String(decoding: body, as: UTF8.self))")
        }

        try await Browser.withSession { browser in
            try await browser.navigate(to: base)
            try await browser.waitUntil("every widget shows its timeline", timeout: .seconds(30)) {
                try await browser.execute("return document.querySelectorAll('.tile .wr').length").number == 10
            }
            try await browser.saveScreenshot(named: "run-command-home-screen")
            // The processor widget draws its chart: a donut of sectors and the day's line.
            #expect(try await browser.execute("return document.querySelectorAll('.tile .wr-chart').length").number == 2)
            try await browser.click(css: "#add-widget")
            try await browser.waitUntil("the gallery lists every example", timeout: .seconds(30)) {
                (try await browser.execute("return document.querySelectorAll('#gallery .gallery-card').length").number ?? 0) == 12
            }
            try await browser.saveScreenshot(named: "run-command-gallery")
        }
    }
}
