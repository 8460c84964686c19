import Foundation
import TestProcesses
import Testing
import WebDriver
import WidgetryWire

/// The widget editor as iOS has it: a live preview of the values typed, one visibility check
/// per pause in typing, a visible saving state, and number fields that refuse what the API
/// refuses, in its words.
@Suite(.serialized, .enabled(if: BrowserTools.isAvailable, Comment(rawValue: BrowserTools.unavailableReason ?? "")))
struct EditorBrowserTests {
    func openEditor(_ home: RunningHomeScreen, _ browser: WebDriverSession, id: String) async throws {
        try await browser.navigate(to: home.url("/"))
        try await browser.waitUntil("the page has loaded the widgets") {
            try await browser.execute("return document.documentElement.dataset.loaded ?? null").string == "true"
        }
        try await browser.chooseInTileMenu(id, "edit")
        try await browser.waitUntil("the editor shows its preview") {
            try await browser.findElements(css: "#editor-preview[data-state='current'] .wr").count == 1
        }
    }

    func previewText(_ browser: WebDriverSession) async throws -> String {
        try await browser.execute("return document.querySelector('#editor-preview .wr')?.textContent ?? ''").string ?? ""
    }

    @Test func thePreviewFollowsTheValuesBeforeSavingAndTypingChecksOncePerPause() async throws {
        try await withHomeScreen { home in
            let id = try await home.place("Showcase", family: "systemSmall", configuration: #"{"title":"Before","mood":"away"}"#)
            try await home.waitUntilLoaded(id)
            try await Browser.withSession { browser in
                try await openEditor(home, browser, id: id)
                #expect(try await previewText(browser).contains("Before"))
                let requests = { try await browser.execute("return Number(document.documentElement.dataset.visibilityRequests ?? 0)").number ?? 0 }
                let before = try await requests()
                let title = try await browser.findElement(css: "#editor-fields [data-parameter='title'] input")
                try await title.clear()
                try await title.sendKeys("Live preview")
                try await browser.waitUntil("the preview shows the typed title") { try await previewText(browser).contains("Live preview") }
                try await browser.saveScreenshot(named: "editor-live-preview")
                // Typing 12 characters asked the server once or twice, not 13 times.
                let asked = try await requests() - before
                #expect(asked <= 2, "\(asked) visibility requests")
                // Nothing was saved: the widget still shows the old title.
                #expect(try await home.get("/api/instances/\(id)", as: InstanceJSON.self).configuration["title"] == "Before")

                // Save shows that it is saving, and cannot be pressed twice.
                let saving = try await browser.execute(
                    "const b = document.getElementById('editor-save'); b.click(); return [b.textContent, b.disabled, document.getElementById('editor-form').getAttribute('aria-busy')]")
                #expect(saving == [.string("Saving…"), .bool(true), .string("true")])
                try await browser.waitUntil("the editor closes") { try await browser.findElement(css: "#editor").property("open").bool == false }
                #expect(try await home.get("/api/instances/\(id)", as: InstanceJSON.self).configuration["title"] == "Live preview")
                #expect(try await browser.findElement(css: "#editor-save").property("textContent") == .string("Save"))
            }
        }
    }

    /// Emoji Rangers' Character Details answers `context.isPreview` (the gallery) with its
    /// sample character, as Apple's sample does: the editor's preview is not the gallery, so it
    /// shows the character chosen, not “Power Panda”. Run as `widgetry serve --extension` runs it.
    @Test func thePreviewShowsTheChosenCharacterOfAWidgetWhoseGalleryPreviewIsSampleData() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("editor-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let serve = try ServeProcess(
            arguments: [
                "--database", folder.appendingPathComponent("widgetry.sqlite").path,
                "--extension", builtProduct("emoji-rangers").path,
            ],
            environment: ["EMOJI_RANGERS_DATA": folder.appendingPathComponent("rangers").path])
        defer { serve.stop() }
        let placed = try await send(
            "POST", serve.url("/api/instances"), headers: ["X-Widgetry-Request": "1", "Content-Type": "application/json"],
            body: Data(#"{"extensionID":"emoji-rangers","kind":"CharacterDetail","family":"systemMedium","configuration":{"character":"spouty"}}"#.utf8))
        try #require(placed.status == 201, "\(placed.text)")
        let id = try JSONDecoder.api.decode(InstanceJSON.self, from: placed.body).id
        try await Browser.withSession { browser in
            try await browser.navigate(to: serve.base)
            try await browser.waitUntil("the page has loaded the widgets") {
                try await browser.execute("return document.documentElement.dataset.loaded ?? null").string == "true"
            }
            try await browser.chooseInTileMenu(id, "edit")
            try await browser.waitUntil("the editor shows Spouty", timeout: .seconds(20)) { try await previewText(browser).contains("Spouty") }
            let search = try await browser.waitForElement(css: "#editor [data-parameter='character'] .picker-search")
            try await search.sendKeys("octo")
            try await browser.waitUntil("the search finds Octo Knight") {
                let titles = try await browser.execute(
                    "return [...document.querySelectorAll('#editor [data-parameter=character] .picker-option')].map(o => o.textContent)")
                return titles.array?.count == 1 && titles.array?.first?.string?.contains("Octo Knight") == true
            }
            try await browser.click(css: "#editor [data-parameter='character'] .picker-option")
            try await browser.waitUntil("the preview shows Octo Knight", timeout: .seconds(20)) {
                try await previewText(browser).contains("Octo Knight")
            }
            #expect(try await !previewText(browser).contains("Power Panda"))
            try await browser.saveScreenshot(named: "editor-preview-chosen-character")
        }
    }

    @Test func aWholeNumberFieldRefusesWhatTheAPIRefusesInItsWords() async throws {
        try await withHomeScreen { home in
            let id = try await home.place("Character", configuration: #"{"character":"spouty","showLevel":true,"level":2}"#)
            try await home.waitUntilLoaded(id)
            try await Browser.withSession { browser in
                try await openEditor(home, browser, id: id)
                let level = try await browser.waitForElement(css: "#editor-fields [data-parameter='level'] input[type='number']")
                func save(_ text: String) async throws -> String {
                    try await level.clear()
                    if !text.isEmpty { try await level.sendKeys(text) }
                    try await browser.click(css: "#editor-save")
                    let error = try await browser.waitForElement(css: "#editor-fields [data-parameter='level'] .field-error:not([hidden])")
                    return try await error.text()
                }
                // A fraction is not rounded away.
                #expect(try await save("2.5") == "Level must be a whole number, not 2.5.")
                // An emptied required field is not quietly the default again.
                let emptied = try await save("")
                #expect(!emptied.isEmpty, "an emptied field is refused")
                // A number too large is said to be too large.
                let huge = try await save("99999999999999999999")
                #expect(huge.contains("too large"), "\(huge)")
                #expect(!huge.contains("not a number"))
                try await browser.saveScreenshot(named: "editor-number-refused")
                // Nothing was stored.
                #expect(try await home.get("/api/instances/\(id)", as: InstanceJSON.self).configuration["level"] == 2)
            }
        }
    }
}
