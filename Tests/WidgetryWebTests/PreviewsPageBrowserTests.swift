import Foundation
import TestProcesses
import Testing
import WebDriver

/// The previews page in headless Chromium against the real server and host: every `#Preview` and
/// `PreviewProvider` view light and dark, and a redraw when the extension's executable is rebuilt. Screenshots go to
/// the test artifacts (`.build/test-artifacts/`).
@Suite(.serialized, .enabled(if: BrowserTools.isAvailable, Comment(rawValue: BrowserTools.unavailableReason ?? "")))
struct PreviewsPageBrowserTests {
    /// How many times the page has drawn previews (`data-renders`), 0 before the first.
    func renders(_ browser: WebDriverSession) async throws -> Int {
        Int(try await browser.execute("return document.documentElement.dataset.renders ?? '0'").string ?? "0") ?? 0
    }

    /// Opens the previews of extension `id` and waits until they are drawn.
    func open(_ home: RunningHomeScreen, extension id: String, in browser: WebDriverSession) async throws {
        try await browser.navigate(to: home.url("/previews?extension=\(id)"))
        try await browser.waitUntil("the previews are drawn") { try await renders(browser) > 0 }
    }

    /// A copy of the test extension in a folder of its own, to be "rebuilt" in place.
    func servedCopyOfTheTestExtension() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("previews-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let executable = folder.appendingPathComponent("canvas")
        try copyExecutable(builtProduct("widgetry-test-extension"), to: executable)
        return executable
    }

    @Test func theHomePageLinksToThePreviewsWhichShowEachEntryLightAndDark() async throws {
        try await withHomeScreen(executableExtensions: ["canvas": builtProduct("widgetry-test-extension")]) { home in
            try await Browser.withSession { browser in
                try await browser.navigate(to: home.url("/"))
                let link = try await browser.waitForElement(css: "#previews-link")
                #expect(try await link.attribute("href") == "/previews")

                try await open(home, extension: "canvas", in: browser)
                // The `#Preview`, then the three views of the test extension's `PreviewProvider`.
                let sections = try await browser.findElements(css: ".preview")
                #expect(sections.count == 4)
                #expect(try await browser.findElement(css: ".preview .preview-title").text() == "Counting")
                #expect(try await browser.findElement(css: ".preview .preview-kind").text() == "Counter")
                #expect(try await browser.findElement(css: ".preview .preview-family").text() == "Small")
                #expect(try await browser.findElement(css: ".preview .preview-source").text().hasPrefix("TestWidgets/TestWidgets.swift:"))
                // Each entry in both schemes, side by side, with the styles applied through CSSOM.
                #expect(try await browser.findElements(css: ".preview-entry").count == 5)
                #expect(try await browser.findElements(css: ".preview-variant-light .wr").count == 5)
                #expect(try await browser.findElements(css: ".preview-variant-dark .wr").count == 5)
                #expect(try await browser.findElements(css: "[data-wr-css]").isEmpty)
                let texts = try await browser.execute("return [...document.querySelectorAll('.preview-entry')].map((entry) => entry.textContent)")
                    .array?.compactMap(\.string) ?? []
                #expect(texts.count == 5 && texts[0].contains("Count 1") && texts[1].contains("Count 2"))
                // A `PreviewProvider`'s view: its name, family and provider, and no kind or line.
                let meta = try await browser.execute(
                    "return [...document.querySelectorAll('.preview')].slice(1).map((p) => [p.querySelector('.preview-title').textContent, p.querySelector('.preview-family').textContent, p.querySelector('.preview-source').textContent, p.querySelectorAll('.preview-kind').length].join('|'))"
                ).array?.compactMap(\.string) ?? []
                #expect(
                    meta == [
                        "CounterWidget_Previews #1|Small|TestWidgets/CounterWidget_Previews|0", "Medium|Medium|TestWidgets/CounterWidget_Previews|0",
                        "CounterWidget_Previews #3|View|TestWidgets/CounterWidget_Previews|0",
                    ])
                #expect(texts[3].contains("Count 8") && texts[3].contains("Shown systemMedium, dark"))
                // The selector offers every extension, the shown one chosen; a link leads home.
                #expect(try await browser.findElements(css: "#extension-select option").count == 2)
                #expect(try await browser.findElement(css: "#extension-select").property("value").string == "canvas")
                #expect(try await browser.findElement(css: "#home-link").attribute("href") == "/")
                #expect(try await browser.findElement(css: "#error-banner").isDisplayed() == false)
                try await browser.saveScreenshot(named: "previews")
            }
        }
    }

    @Test func thePageRedrawsWhenTheExtensionIsRebuilt() async throws {
        let executable = try servedCopyOfTheTestExtension()
        try await withHomeScreen(executableExtensions: ["canvas": executable]) { home in
            try await Browser.withSession { browser in
                try await open(home, extension: "canvas", in: browser)
                #expect(try await browser.findElements(css: ".preview").count == 4)
                try await browser.waitUntil("the page listens to the host's events") {
                    try await browser.execute("return document.documentElement.dataset.events ?? null").string == "open"
                }
                let before = try await renders(browser)

                // "Rebuild": another extension's binary (one without previews) in its place; the
                // host's run loop notices, restarts it and tells the page.
                try FileManager.default.removeItem(at: executable)
                try copyExecutable(builtProduct("widgetry-benchmark-extension"), to: executable)
                try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: executable.path)

                try await browser.waitUntil("the page redraws the rebuilt extension's previews", timeout: .seconds(30)) {
                    try await renders(browser) > before
                }
                #expect(try await browser.findElements(css: ".preview").isEmpty)
                #expect(try await browser.findElement(css: "#previews-empty").isDisplayed())
                try await browser.saveScreenshot(named: "previews-rebuilt")
            }
        }
    }
}
