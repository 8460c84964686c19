import Foundation
import Testing
import WebDriver
import WidgetryWire

/// The widget gallery, in headless Chromium against the real server: as iOS's, it groups the
/// widgets by app and has a search field, used with the keyboard alone.
@Suite(.serialized, .enabled(if: BrowserTools.isAvailable, Comment(rawValue: BrowserTools.unavailableReason ?? "")))
struct GalleryBrowserTests {
    /// The gallery's shown apps, each with the kinds of its shown widgets, in order.
    func shown(_ browser: WebDriverSession) async throws -> [[String]] {
        let value = try await browser.execute(
            """
            return [...document.querySelectorAll('#gallery .gallery-app:not([hidden])')].map(section =>
              [section.querySelector('h3').textContent, ...[...section.querySelectorAll('.gallery-card:not([hidden])')].map(c => c.dataset.kind)]);
            """)
        return value.array?.map { $0.array?.compactMap(\.string) ?? [] } ?? []
    }

    func status(_ browser: WebDriverSession) async throws -> String {
        try await browser.execute("return document.getElementById('gallery-search-status').textContent").string ?? ""
    }

    /// Issue 32: the gallery had no search and no grouping by app.
    @Test func theGalleryGroupsWidgetsByAppAndASearchNarrowsThem() async throws {
        try await withHomeScreen(extraExtensions: ["other"]) { home in
            try await Browser.withSession(options: BrowserOptions(windowWidth: 1000, windowHeight: 900)) { browser in
                try await browser.navigate(to: home.url("/"))
                try await browser.waitUntil("the page has loaded") {
                    try await browser.execute("return document.documentElement.dataset.loaded ?? null").string == "true"
                }
                try await browser.click(css: "#add-widget")
                _ = try await browser.waitForElement(css: "#gallery .gallery-app .gallery-card")
                // One section per app, named by its extension's display name, in the names' order.
                let kinds = ["Counter", "Character", "Session", "Showcase", "Photo", "Morning", "Evening"]
                let apps = try await shown(browser)
                #expect(apps.map(\.first) == ["Test widgets (other)", "Test widgets (test)"])
                #expect(apps.allSatisfy { Set($0.dropFirst()) == Set(kinds) }, "\(apps)")
                let sections = try await browser.execute(
                    "return [...document.querySelectorAll('#gallery .gallery-app')].map(s => s.dataset.extensionId + ':' + [...s.querySelectorAll('.gallery-card')].every(c => c.dataset.extensionId === s.dataset.extensionId))")
                #expect(sections == ["other:true", "test:true"])
                #expect(try await status(browser).isEmpty)
                try await browser.saveScreenshot(named: "gallery-by-app")

                // The keyboard alone: Tab from Done reaches the search field, which has a name.
                try await browser.findElement(css: "#gallery button[value='close']").sendKeys("\u{E004}")
                #expect(try await browser.execute("return document.activeElement?.id ?? null").string == "gallery-search")
                let search = try await browser.findElement(css: "#gallery-search")
                #expect(try await search.computedLabel() == "Search widgets")

                // A description's word finds the widget in every app.
                try await search.sendKeys("pin")
                try await browser.waitUntil("the search narrows the gallery") {
                    let apps = try await shown(browser)
                    let said = try await status(browser)
                    return apps.count == 2 && said == "2 widgets"
                }
                #expect(try await shown(browser) == [["Test widgets (other)", "Session"], ["Test widgets (test)", "Session"]])
                // Words match across the name and the app (every word must match): one app goes.
                try await search.clear()
                try await search.sendKeys("SESSION Other")
                try await browser.waitUntil("one widget is left") { try await status(browser) == "1 widget" }
                #expect(try await shown(browser) == [["Test widgets (other)", "Session"]])
                try await browser.saveScreenshot(named: "gallery-search")
                // Nothing found says so.
                try await search.clear()
                try await search.sendKeys("zebra")
                try await browser.waitUntil("the gallery says nothing matches") { try await status(browser) == "No widgets match “zebra”." }
                #expect(try await shown(browser).isEmpty)
                try await browser.saveScreenshot(named: "gallery-search-nothing")
                // Escape clears the search and keeps the gallery open; all the widgets are back.
                try await search.sendKeys("\u{E00C}")
                try await browser.waitUntil("the search is cleared") { try await shown(browser).count == 2 }
                #expect(try await search.property("value") == "")
                #expect(try await browser.findElement(css: "#gallery").property("open").bool == true)

                // Enter goes to the first widget found; Enter there places it.
                try await search.sendKeys("counter (test)")
                try await browser.waitUntil("one counter is left") { try await status(browser) == "1 widget" }
                try await search.sendKeys("\u{E007}")
                #expect(try await browser.execute("return document.activeElement?.closest('.gallery-card')?.dataset.kind ?? null").string == "Counter")
                try await browser.findElement(css: "#gallery .gallery-app[data-extension-id='test'] .gallery-card[data-kind='Counter'] .gallery-add")
                    .sendKeys("\u{E007}")
                try await waitFor("the counter to be placed") {
                    try await home.get("/api/instances", as: InstancesJSON.self).instances.map { "\($0.extensionID)/\($0.kind)" } == ["test/Counter"]
                }
                // The gallery opens again on every widget.
                try await browser.click(css: "#add-widget")
                try await browser.waitUntil("the gallery shows everything again") { try await shown(browser).count == 2 }
                #expect(try await search.property("value") == "")
            }
        }
    }
}
