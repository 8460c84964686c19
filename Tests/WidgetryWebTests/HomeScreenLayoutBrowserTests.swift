import Foundation
import Testing
import WebDriver
import WidgetryWire

/// Living with the home screen, in headless Chromium against the real server: pages, the tile
/// menu (resize, move with Undo, remove after asking), and what a keyboard or screen reader
/// meets. Screenshots go to the test artifacts.
@Suite(.serialized, .enabled(if: BrowserTools.isAvailable, Comment(rawValue: BrowserTools.unavailableReason ?? "")))
struct HomeScreenLayoutBrowserTests {
    func open(_ home: RunningHomeScreen, in browser: WebDriverSession, path: String = "/") async throws {
        try await browser.navigate(to: home.url(path))
        try await browser.waitUntil("the page has loaded the widgets") {
            try await browser.execute("return document.documentElement.dataset.loaded ?? null").string == "true"
        }
    }

    /// The ids of the tiles shown (not hidden on another page) in the grid, in order.
    func shownTiles(_ browser: WebDriverSession) async throws -> [String] {
        try await browser.execute("return [...document.querySelectorAll('#home-grid .tile:not([hidden])')].map(t => t.dataset.instanceId)")
            .array?.compactMap(\.string) ?? []
    }

    /// The selected page tab's name (read in the page: the tabs are redrawn as pages change).
    func selectedTab(_ browser: WebDriverSession) async throws -> String? {
        try await browser.execute("return document.querySelector('#page-tabs [aria-selected=true]')?.textContent ?? null").string
    }

    @Test func pagesAreMadeNamedAndSwitchedAndAWidgetMovesBetweenThem() async throws {
        try await withHomeScreen { home in
            let counter = try await home.place("Counter")
            let session = try await home.place("Session")
            try await Browser.withSession { browser in
                try await open(home, in: browser)
                #expect(try await shownTiles(browser) == [counter, session])

                // A new page, named in the dialog, becomes the page shown, empty.
                try await browser.click(css: "#page-add")
                let name = try await browser.waitForElement(css: "#page-name")
                try await name.clear()
                try await name.sendKeys("Work")
                try await browser.click(css: "#page-save")
                try await browser.waitUntil("the Work tab is selected") { try await selectedTab(browser) == "Work" }
                #expect(try await shownTiles(browser).isEmpty)
                #expect(try await browser.findElement(css: "#home-empty").isDisplayed())
                // The address names the page: a reload stays on it.
                #expect(try await browser.currentURL().contains("page="))

                // A widget added from the gallery lands on the page shown.
                try await browser.click(css: "#add-widget")
                try await browser.click(css: "#gallery .gallery-card[data-kind='Character'] .gallery-add")
                try await browser.waitUntil("the character is on Work") { try await shownTiles(browser).count == 1 }
                let character = try #require(try await shownTiles(browser).first)
                let work = try await home.get("/api/instances/\(character)", as: InstanceJSON.self).pageID
                #expect(work != nil)
                try await browser.navigate(to: URL(string: try await browser.currentURL())!)
                try await browser.waitUntil("the reload shows Work again") { try await shownTiles(browser) == [character] }

                // Back to Home, the counter moves to Work through its menu.
                try await browser.click(css: "#page-tabs [data-page-id='home']")
                try await browser.waitUntil("Home shows its two widgets") { try await shownTiles(browser) == [counter, session] }
                try await browser.chooseInTileMenu(counter, "page")
                try await browser.waitUntil("the counter leaves Home") { try await shownTiles(browser) == [session] }
                #expect(try await home.get("/api/instances/\(counter)", as: InstanceJSON.self).pageID == work)
                try await browser.saveScreenshot(named: "pages-home-after-move")

                // Undo brings it back, where it was.
                try await browser.click(css: "#notice-undo")
                try await browser.waitUntil("Undo returns the counter") { try await shownTiles(browser) == [counter, session] }

                // Rename through the page menu; keyboard arrows move between the tabs.
                try await browser.click(css: "#page-tabs [data-page-id='home']")
                try await browser.click(css: "#page-options")
                try await browser.click(css: "#page-menu [data-page-action='rename']")
                let rename = try await browser.waitForElement(css: "#page-name")
                try await rename.clear()
                try await rename.sendKeys("Today")
                try await browser.click(css: "#page-save")
                try await browser.waitUntil("the first tab is renamed") {
                    try await browser.execute("return document.querySelector('#page-tabs .page-tab')?.textContent ?? null").string == "Today"
                }
                try await browser.findElement(css: "#page-tabs [aria-selected='true']").sendKeys("\u{E014}")  // →
                try await browser.waitUntil("the arrow key shows Work") { try await shownTiles(browser) == [character] }
                try await browser.saveScreenshot(named: "pages-work")

                // Deleting a page asks first, and says its widgets go with it.
                try await browser.click(css: "#page-options")
                try await browser.click(css: "#page-menu [data-page-action='delete']")
                let message = try await browser.waitForElement(css: "#confirm-message").text()
                #expect(message.contains("widget will be removed"), "\(message)")
                try await browser.click(css: "#confirm-accept")
                try await browser.waitUntil("one page is left") { try await browser.findElements(css: "#page-tabs .page-tab").count == 1 }
                #expect(try await home.get("/api/instances", as: InstancesJSON.self).instances.map(\.id) == [counter, session])
            }
        }
    }

    @Test func aWidgetIsResizedFromItsMenuAndRemovedOnlyWhenConfirmed() async throws {
        try await withHomeScreen { home in
            let character = try await home.place("Character", configuration: #"{"character":"spouty","showLevel":true,"level":5}"#)
            let counter = try await home.place("Counter")
            try await home.waitUntilLoaded(character)
            try await Browser.withSession { browser in
                try await open(home, in: browser)
                // The menu offers the other size its kind supports.
                try await browser.click(css: ".tile[data-instance-id='\(character)'] [data-tile-menu]")
                let sizes = try await browser.execute(
                    "return [...document.querySelectorAll(`.tile[data-instance-id='${arguments[0]}'] [data-tile-action=resize]`)].map(b => b.textContent)",
                    arguments: [.string(character)])
                #expect(sizes == [.string("Size: Medium")])
                try await browser.saveScreenshot(named: "tile-menu")
                try await browser.click(css: ".tile[data-instance-id='\(character)'] [data-tile-action='resize']")
                try await browser.waitUntil("the tile is medium and shows the level", timeout: .seconds(20)) {
                    let tile = try await browser.findElement(css: ".tile[data-instance-id='\(character)']")
                    let width = try await browser.execute(
                        "return document.querySelector(`.tile[data-instance-id='${arguments[0]}'] .wr`)?.getBoundingClientRect().width ?? 0",
                        arguments: [.string(character)]).number
                    let medium = try await tile.attribute("class")?.contains("family-systemMedium") == true
                    let text = try await tile.text()
                    return medium && width == 364 && text.contains("Level 5")
                }
                let stored = try await home.get("/api/instances/\(character)", as: InstanceJSON.self)
                #expect(stored.family == "systemMedium")
                #expect(stored.configuration["level"] == 5)

                // Remove asks; Cancel keeps the widget.
                try await browser.chooseInTileMenu(counter, "remove")
                #expect(try await browser.waitForElement(css: "#confirm-title").text() == "Remove “Counter”?")
                try await browser.saveScreenshot(named: "remove-confirmation")
                try await browser.click(css: "#confirm button[value='cancel']")
                try await browser.waitUntil("the alert closes") { try await browser.findElement(css: "#confirm").property("open").bool == false }
                #expect(try await home.get("/api/instances", as: InstancesJSON.self).instances.count == 2)
                try await browser.chooseInTileMenu(counter, "remove")
                try await browser.click(css: "#confirm-accept")
                try await browser.waitUntil("the counter is removed") { try await shownTiles(browser) == [character] }

                // Moving has Undo.
                let other = try await home.place("Session")
                try await browser.waitUntil("the session appears") { try await shownTiles(browser) == [character, other] }
                try await browser.chooseInTileMenu(other, "earlier")
                try await browser.waitUntil("the session moves first") { try await shownTiles(browser) == [other, character] }
                try await browser.click(css: "#notice-undo")
                try await browser.waitUntil("Undo puts it back") { try await shownTiles(browser) == [character, other] }
                #expect(try await home.get("/api/instances", as: InstancesJSON.self).instances.map(\.id) == [character, other])
            }
        }
    }

    /// The defects a first-time review found: unnamed buttons, five tab stops a tile, tiles
    /// announced alike, cut-off captions, a notice that pushed the page, a toolbar over the
    /// widget, invisible lock-screen previews in light mode.
    @Test func keyboardsScreenReadersAndEyesFindWhatTheyNeed() async throws {
        try await withHomeScreen { home in
            let first = try await home.place("Counter")
            let second = try await home.place("Counter")
            var locks: [String] = []
            for family in ["accessoryRectangular", "accessoryRectangular"] { locks.append(try await home.place("Session", family: family)) }
            try await home.waitUntilLoaded(first)
            try await Browser.withSession { browser in
                try await open(home, in: browser)
                try await browser.waitUntil("every widget is drawn") {
                    try await browser.execute("return document.querySelectorAll('.tile .wr').length").number == 4
                }
                // Every button on the page has a name.
                for button in try await browser.findElements(css: "button") where try await button.isDisplayed() {
                    let label = try await button.computedLabel()
                    let markup = try await button.property("outerHTML").string ?? ""
                    #expect(!label.trimmingCharacters(in: .whitespaces).isEmpty, "a button without a name: \(markup)")
                }
                // Widgets with one name are told apart, on screen and to screen readers.
                let labels = try await browser.execute("return [...document.querySelectorAll('.tile .tile-widget')].map(w => w.getAttribute('aria-label'))")
                    .array?.compactMap(\.string) ?? []
                #expect(Set(labels).count == labels.count, "\(labels)")
                #expect(labels.contains("Counter 2 widget, Small"))
                // One tab stop per tile besides the widget's own controls: its menu button.
                let stops = try await browser.execute(
                    """
                    return [...document.querySelectorAll('.tile')].map(tile => [...tile.querySelectorAll('button, a, input, [tabindex]')]
                      .filter(e => !e.closest('.tile-widget') && !e.closest('[hidden]') && e.tabIndex >= 0).length)
                    """)
                #expect(stops.array?.allSatisfy { $0 == .number(1) } == true, "\(stops)")
                // The first tab stop skips to the widgets.
                #expect(try await browser.execute("return document.querySelector('.skip-link').getAttribute('href')") == .string("#home-grid"))
                // Captions are not cut off (the lock screen's under narrow widgets included).
                let cut = try await browser.execute(
                    "return [...document.querySelectorAll('.tile-name')].filter(n => n.scrollWidth > n.clientWidth + 1).map(n => n.textContent)")
                #expect(cut == .array([]), "\(cut)")
                // Nothing floats over a widget's content: the menu button is below it.
                let overlaps = try await browser.execute(
                    """
                    return [...document.querySelectorAll('.tile')].filter(tile => {
                      const w = tile.querySelector('.tile-widget').getBoundingClientRect();
                      const b = tile.querySelector('[data-tile-menu]').getBoundingClientRect();
                      return b.top < w.bottom && b.bottom > w.top && b.left < w.right && b.right > w.left;
                    }).length
                    """)
                #expect(overlaps == .number(0))
                // A notice does not move the page.
                let top = "return document.querySelector('.screens').getBoundingClientRect().top"
                let before = try await browser.execute(top)
                _ = try await browser.execute("document.getElementById('notice').hidden = false; document.getElementById('notice-message').textContent = 'Sent';")
                #expect(try await browser.execute(top) == before)

                // Light mode: the gallery's lock-screen previews sit on the lock screen's wallpaper,
                // drawn light on dark as the lock screen draws them.
                _ = try await browser.execute(
                    "const s = document.getElementById('appearance'); s.value = 'light'; s.dispatchEvent(new Event('change'));")
                try await browser.click(css: "#add-widget")
                let frame = "#gallery .gallery-card[data-kind='Session'] .preview-frame.family-accessoryRectangular"
                _ = try await browser.waitForElement(css: "\(frame) .wr")
                let look = try await browser.execute(
                    "const f = document.querySelector(arguments[0]); return [getComputedStyle(f).backgroundImage.startsWith('linear-gradient'), f.querySelector('.wr').classList.contains('wr-dark')]",
                    arguments: [.string(frame)])
                #expect(look == [.bool(true), .bool(true)])
                try await browser.saveScreenshot(named: "gallery-light-lock-screen")
            }
        }
    }
}
