import Foundation
import Testing
import WebDriver
import WidgetryWire

/// The home screen in headless Chromium against the real server, host and SQLite file: what a
/// person does with it. Screenshots go to the test artifacts (`.build/test-artifacts/`).
@Suite(.serialized, .enabled(if: BrowserTools.isAvailable, Comment(rawValue: BrowserTools.unavailableReason ?? "")))
struct HomeScreenBrowserTests {
    /// Opens the page and waits until its script has loaded the placed widgets.
    func open(_ home: RunningHomeScreen, in browser: WebDriverSession) async throws {
        try await browser.navigate(to: home.url("/"))
        try await browser.waitUntil("the page has loaded the widgets") {
            try await browser.execute("return document.documentElement.dataset.loaded ?? null").string == "true"
        }
    }

    /// The text of the placed widget's rendered content (`.wr`), or "" while it has none.
    func widgetText(_ browser: WebDriverSession, id: String) async throws -> String {
        try await browser.execute(
            "return document.querySelector(`.tile[data-instance-id='${arguments[0]}'] .wr`)?.textContent ?? ''", arguments: [.string(id)]
        ).string ?? ""
    }

    /// Waits until the widget shows text containing `text`.
    func waitForWidget(_ browser: WebDriverSession, id: String, toShow text: String) async throws {
        try await browser.waitUntil("widget \(id) shows “\(text)”", timeout: .seconds(20)) {
            try await widgetText(browser, id: id).contains(text)
        }
    }

    func tileID(_ browser: WebDriverSession, kind: String) async throws -> String {
        var id: String?
        try await browser.waitUntil("a \(kind) tile") {
            id = try await browser.findElements(css: ".tile[data-kind='\(kind)']").first?.attribute("data-instance-id")
            return id != nil
        }
        return id!
    }

    @Test func placeTheCharacterWidgetSearchAndPickAnEntityAndSeeItShown() async throws {
        try await withHomeScreen { home in
            try await Browser.withSession { browser in
                try await open(home, in: browser)
                try await browser.click(css: "#add-widget")
                _ = try await browser.waitForElement(css: "#gallery .gallery-card[data-kind='Character']")
                // Live previews, one per family, and the recommendations.
                let characterCard = "#gallery .gallery-card[data-kind='Character']"
                #expect(try await browser.findElements(css: "\(characterCard) .gallery-preview .wr").count == 2)
                #expect(try await browser.findElements(css: "\(characterCard) .gallery-recommendation").count == 2)
                // Named images load from the extension's resources (the 2x badge: 32 pixels wide).
                try await browser.waitUntil("the Photo card's images to load") {
                    let loaded = try await browser.execute(
                        """
                        const images = [...document.querySelectorAll("#gallery .gallery-card[data-kind='Photo'] img.wr-img")];
                        const expected = {Badge: 32, Stripes: 20};
                        return images.length >= 2 && images.every(i => i.complete && i.naturalWidth === expected[i.src.split("/").pop()]);
                        """)
                    return loaded == .bool(true)
                }
                try await browser.saveScreenshot(named: "gallery")
                try await browser.click(css: "\(characterCard) .gallery-preview[data-family='systemMedium']")
                try await browser.click(css: "\(characterCard) .gallery-add")

                let id = try await tileID(browser, kind: "Character")
                let tile = try await browser.findElement(css: ".tile[data-instance-id='\(id)']")
                #expect(try await tile.attribute("class")?.contains("family-systemMedium") == true)
                try await browser.chooseInTileMenu(id, "edit")
                let search = try await browser.waitForElement(css: "#editor [data-parameter='character'] .picker-search")
                try await search.sendKeys("spou")
                try await browser.waitUntil("the search narrows the choices to Spouty") {
                    let titles = try await browser.execute(
                        "return [...document.querySelectorAll('#editor [data-parameter=character] .picker-option')].map(o => o.textContent)")
                    return titles.array == ["Spouty"]
                }
                try await browser.click(css: "#editor [data-parameter='character'] .picker-option")
                try await browser.waitUntil("Spouty is chosen") {
                    try await browser.findElement(css: "#editor [data-parameter='character'] .picker-current").text().contains("Spouty")
                }
                try await browser.saveScreenshot(named: "editor-entity-picker")
                try await browser.click(css: "#editor-save")
                try await browser.waitUntil("the editor closes") {
                    try await browser.findElement(css: "#editor").property("open").bool == false
                }
                try await waitForWidget(browser, id: id, toShow: "Spouty")
                #expect(try await home.get("/api/instances/\(id)", as: InstanceJSON.self).configuration["character"] == "spouty")
                try await browser.saveScreenshot(named: "home-screen-character")
            }
        }
    }

    @Test func theWhenConditionShowsTheLevelAndAnOutOfRangeLevelIsAFieldError() async throws {
        try await withHomeScreen { home in
            let id = try await home.place("Character", configuration: #"{"character":"spouty"}"#)
            try await Browser.withSession { browser in
                try await open(home, in: browser)
                try await browser.chooseInTileMenu(id, "edit")
                _ = try await browser.waitForElement(css: "#editor-fields [data-parameter='showLevel']")
                let levelShown = { try await browser.findElements(css: "#editor-fields [data-parameter='level']").count == 1 }
                #expect(try await levelShown() == false)

                let showLevel = try await browser.findElement(css: "#editor-fields [data-parameter='showLevel'] .switch-control")
                try await showLevel.click()
                try await browser.waitUntil("the level appears") { try await levelShown() }
                try await showLevel.click()
                try await browser.waitUntil("the level disappears") { try await !levelShown() }
                try await showLevel.click()
                try await browser.waitUntil("the level appears again") { try await levelShown() }

                let level = try await browser.findElement(css: "#editor-fields [data-parameter='level'] input[type='number']")
                try await level.clear()
                try await level.sendKeys("42")
                try await browser.click(css: "#editor-save")
                let error = try await browser.waitForElement(css: "#editor-fields [data-parameter='level'] .field-error:not([hidden])")
                let message = try await error.text()
                #expect(!message.isEmpty)
                #expect(message.contains("10"), "the message names the range: \(message)")
                #expect(try await browser.findElement(css: "#editor").property("open").bool == true)
                try await browser.saveScreenshot(named: "editor-field-error")
                // Nothing was stored.
                #expect(try await home.get("/api/instances/\(id)", as: InstanceJSON.self).configuration == [
                    "character": "spouty", "showLevel": false, "level": 1,
                ])

                try await level.clear()
                try await level.sendKeys("7")
                try await browser.click(css: "#editor-save")
                try await waitForWidget(browser, id: id, toShow: "Level 7")
            }
        }
    }

    /// A tap runs the intent, then every widget of the extension reloads, as WidgetKit reloads
    /// the extension's timelines after an interactive intent: a second Counter on the same
    /// count shows the new count as well.
    @Test func tappingTheCountersButtonRunsItsIntentAndTheCountChanges() async throws {
        try await withHomeScreen { home in
            let id = try await home.place("Counter")
            let other = try await home.place("Counter")
            try await home.waitUntilLoaded(id)
            try await home.waitUntilLoaded(other)
            try await Browser.withSession { browser in
                try await open(home, in: browser)
                try await waitForWidget(browser, id: id, toShow: "Count")
                try await waitForWidget(browser, id: other, toShow: "Count")
                let countOf = { (id: String) in try await widgetText(browser, id: id).firstMatch(of: /Count (\d+)/).map { Int($0.1)! } }
                let count = { try await countOf(id) }
                // (The count is the extension process's, which other suites' Counters share: it
                // only grows.)
                let before = try #require(try await count())
                let otherBefore = try #require(try await countOf(other))
                try await browser.click(css: ".tile[data-instance-id='\(id)'] button[data-wr-action]")
                try await browser.waitUntil("the count changes", timeout: .seconds(20)) { try await count() != before }
                try await browser.waitUntil("the other Counter shows the new count", timeout: .seconds(20)) {
                    try await countOf(other).map { $0 >= before + 2 && $0 > otherBefore } == true
                }
                try await browser.saveScreenshot(named: "counters-after-tap")

                // A change made elsewhere (here: through the API) reaches the page by its event
                // stream, without reloading the page.
                let html = try await home.call("GET", "/api/instances/\(id)/render").text
                let action = try #require(html.firstMatch(of: /data-wr-action="([^"]+)"/)?.1)
                let shown = try await count()
                #expect(try await home.call("POST", "/api/instances/\(id)/actions/\(action)").status == 200)
                try await browser.waitUntil("the page shows the new count", timeout: .seconds(20)) { try await count() != shown }
            }
        }
    }

    @Test func lockedRedactsPrivateContentTheTimerTicksAndDarkModeApplies() async throws {
        try await withHomeScreen { home in
            let id = try await home.place("Session", family: "systemMedium")
            let accessory = try await home.place("Session", family: "accessoryRectangular")
            try await home.waitUntilLoaded(id)
            try await Browser.withSession { browser in
                try await open(home, in: browser)
                try await waitForWidget(browser, id: id, toShow: "PIN 4321")
                #expect(try await browser.findElements(css: "#lock-screen-strip .tile[data-instance-id='\(accessory)']").count == 1)

                let timer = "return document.querySelector(`.tile[data-instance-id='\(id)'] [data-wr-style='timer']`)?.textContent ?? null"
                let first = try await browser.execute(timer).string
                #expect(first?.contains(":") == true)
                try await browser.waitUntil("the timer ticks", timeout: .seconds(10)) { try await browser.execute(timer).string != first }

                try await browser.click(css: ".top-bar .switch-control")
                try await browser.waitUntil("the PIN is redacted") {
                    let text = try await widgetText(browser, id: id)
                    return !text.contains("4321") && text.contains("Session") && text.contains("Unlock to see the PIN")
                }
                #expect(try await browser.findElements(css: ".tile[data-instance-id='\(id)'] .wr-redacted").count >= 1)
                try await browser.saveScreenshot(named: "home-screen-locked")

                _ = try await browser.execute(
                    "const s = document.getElementById('appearance'); s.value = 'dark'; s.dispatchEvent(new Event('change'));")
                try await browser.waitUntil("the widgets render dark") {
                    try await browser.findElements(css: ".tile[data-instance-id='\(id)'] .wr.wr-dark").count == 1
                }
                #expect(try await browser.execute("return document.documentElement.dataset.theme").string == "dark")
                try await browser.saveScreenshot(named: "home-screen-dark")

                let log = try await browser.browserLog()
                #expect(log.filter { $0.level == "SEVERE" || $0.message.contains("Content Security Policy") }.isEmpty, "\(log)")
            }
        }
    }

    @Test func aWidgetThatAsksForConfigurationOpensTheEditorWithAControlPerType() async throws {
        try await withHomeScreen { home in
            try await Browser.withSession { browser in
                try await open(home, in: browser)
                try await browser.click(css: "#add-widget")
                _ = try await browser.waitForElement(css: "#gallery .gallery-card[data-kind='Showcase']")
                try await browser.click(css: "#gallery .gallery-card[data-kind='Showcase'] .gallery-add")
                try await browser.waitUntil("the editor opens by itself") {
                    try await browser.findElement(css: "#editor").property("open").bool == true
                }
                let controls: [(String, String)] = [
                    ("title", "input[type='text']"), ("note", ".field-clear"), ("scale", "input[type='range']"),
                    ("count", ".stepper-button"), ("mood", "select"), ("day", "input[type='date']"),
                    ("website", "input[type='url']"), ("tags", ".array-list input"),
                ]
                for (key, selector) in controls {
                    #expect(try await browser.findElements(css: "#editor-fields [data-parameter='\(key)'] \(selector)").count >= 1, "\(key): \(selector)")
                }
                #expect(try await browser.findElement(css: "#editor-fields [data-parameter='title'] .field-description").text() == "Shown at the top.")
                try await browser.saveScreenshot(named: "editor-every-control")

                let title = try await browser.findElement(css: "#editor-fields [data-parameter='title'] input")
                try await title.clear()
                try await title.sendKeys("Hi there")
                _ = try await browser.execute(
                    "const s = document.querySelector('#editor-fields [data-parameter=mood] select'); s.value = '1'; s.dispatchEvent(new Event('change'));")
                try await browser.click(css: "#editor-save")
                let id = try await tileID(browser, kind: "Showcase")
                try await waitForWidget(browser, id: id, toShow: "Hi there")
                let stored = try await home.get("/api/instances/\(id)", as: InstanceJSON.self).configuration
                #expect(stored["title"] == "Hi there" && stored["mood"] == "busy")
            }
        }
    }

    /// A `Canvas` on the real page, whose policy forbids inline styles: the drawing is there,
    /// and the text drawn at the canvas's centre is centred on it (its anchor's translation
    /// and the blend mode reach the elements through `data-wr-css`).
    @Test func aCanvasIsDrawnOnThePage() async throws {
        try await withHomeScreen { home in
            let id = try await home.place("Showcase", family: "systemLarge", configuration: #"{"title":"Drawn","mood":"away"}"#)
            try await home.waitUntilLoaded(id)
            try await Browser.withSession { browser in
                try await open(home, in: browser)
                try await waitForWidget(browser, id: id, toShow: "AWAY")
                let placed = try await browser.execute(
                    """
                    const tile = document.querySelector(`.tile[data-instance-id='${arguments[0]}']`);
                    const svg = tile.querySelector('.wr-drawing svg').getBoundingClientRect();
                    const text = tile.querySelector('.wr-drawing-at .wr-text').getBoundingClientRect();
                    const group = tile.querySelector('.wr-drawing g');
                    return [Math.round(text.left + text.width / 2 - svg.left - svg.width / 2),
                            Math.round(text.top + text.height / 2 - svg.top - svg.height / 2),
                            getComputedStyle(group).mixBlendMode, tile.querySelectorAll('.wr-drawing path').length];
                    """, arguments: [.string(id)])
                try await browser.saveScreenshot(named: "canvas-on-the-page")
                #expect(placed == [.number(0), .number(0), .string("multiply"), .number(1)], "\(placed)")
            }
        }
    }

    @Test func theInspectorShowsTheScheduleAndWidgetsCanBeReorderedAndRemoved() async throws {
        try await withHomeScreen { home in
            let counter = try await home.place("Counter")
            let character = try await home.place("Character", configuration: #"{"character":"spouty"}"#)
            try await home.waitUntilLoaded(character)
            try await Browser.withSession { browser in
                try await open(home, in: browser)
                try await browser.chooseInTileMenu(character, "inspect")
                try await browser.waitUntil("the inspector shows the timeline") {
                    try await browser.findElements(css: "#inspector .timeline-entries tbody tr").count == 5
                }
                let content = try await browser.findElement(css: "#inspector-content").text()
                #expect(content.contains("A counted reload for the timeline's reload policy"))
                #expect(content.contains("0 of 70 reloads used in the last 24 hours, 70 left."))
                // People's words, not the ledger's.
                #expect(content.contains("First load (just placed or restarted)"))
                #expect(!content.contains("firstLoad") && !content.contains("atEnd") && !content.contains("batch"))
                try await browser.saveScreenshot(named: "inspector")
                try await browser.click(css: "#inspector-close")

                let order = "return [...document.querySelectorAll('#home-grid .tile')].map(t => t.dataset.instanceId)"
                #expect(try await browser.execute(order) == [.string(counter), .string(character)])
                try await browser.chooseInTileMenu(character, "earlier")
                try await browser.waitUntil("the character moves first") {
                    try await browser.execute(order) == [.string(character), .string(counter)]
                }
                #expect(try await home.get("/api/instances", as: InstancesJSON.self).instances.map(\.id) == [character, counter])

                try await browser.chooseInTileMenu(counter, "remove")
                try await browser.click(css: "#confirm-accept")
                try await browser.waitUntil("the counter is gone") { try await browser.execute(order) == [.string(character)] }
                #expect(try await home.get("/api/instances", as: InstancesJSON.self).instances.map(\.id) == [character])
            }
        }
    }

    @Test func everyFamilyIsLaidOutAtItsSize() async throws {
        try await withHomeScreen { home in
            let placed: [(kind: String, family: String, width: Double, height: Double)] = [
                ("Counter", "systemSmall", 170, 170), ("Character", "systemMedium", 364, 170),
                ("Showcase", "systemLarge", 364, 382), ("Showcase", "systemExtraLarge", 715, 338),
                ("Session", "accessoryRectangular", 172, 76), ("Showcase", "accessoryCircular", 76, 76),
            ]
            var ids: [String] = []
            for widget in placed { ids.append(try await home.place(widget.kind, family: widget.family)) }
            try await Browser.withSession(options: BrowserOptions(windowWidth: 1400, windowHeight: 1150)) { browser in
                try await open(home, in: browser)
                for (id, widget) in zip(ids, placed) {
                    try await browser.waitUntil("the \(widget.family) widget is rendered") {
                        try await browser.findElements(css: ".tile[data-instance-id='\(id)'] .wr").count == 1
                    }
                    let size = try await browser.execute(
                        "const r = document.querySelector(`.tile[data-instance-id='${arguments[0]}'] .wr`).getBoundingClientRect(); return [r.width, r.height]",
                        arguments: [.string(id)])
                    #expect(size == [.number(widget.width), .number(widget.height)], "\(widget.family)")
                    let strip = try await browser.findElements(css: "#lock-screen-strip .tile[data-instance-id='\(id)']").count == 1
                    #expect(strip == widget.family.hasPrefix("accessory"), "\(widget.family) on the lock screen")
                }
                try await browser.saveScreenshot(named: "home-screen-families")
            }
        }
    }

    @Test func thePageReportsWhichWidgetsCanBeSeen() async throws {
        try await withHomeScreen { home in
            var ids: [String] = []
            for _ in 0..<9 { ids.append(try await home.place("Counter", family: "systemLarge")) }
            let first = ids[0], last = ids[8]
            func visible(_ id: String) async throws -> Bool { try await home.get("/api/instances/\(id)", as: InstanceJSON.self).isVisible }
            try await Browser.withSession(options: BrowserOptions(windowWidth: 1280, windowHeight: 700)) { browser in
                try await open(home, in: browser)
                try await browser.waitUntil("the last widget, below the fold, is reported hidden") { try await !visible(last) }
                #expect(try await visible(first))
                _ = try await browser.execute("document.querySelector(`.tile[data-instance-id='${arguments[0]}']`).scrollIntoView()", arguments: [.string(last)])
                try await browser.waitUntil("the last widget is reported visible once scrolled to") { try await visible(last) }
                try await browser.waitUntil("the first is reported hidden") { try await !visible(first) }
            }
        }
    }

    @Test func linksAndTheWidgetURLOpenInANewTab() async throws {
        try await withHomeScreen { home in
            let id = try await home.place("Session", family: "systemMedium")
            try await home.waitUntilLoaded(id)
            try await Browser.withSession { browser in
                try await open(home, in: browser)
                try await waitForWidget(browser, id: id, toShow: "Details")
                // Record what the page opens instead of opening it.
                _ = try await browser.execute("window.opened = []; window.open = (url, target) => { window.opened.push([url, target]); return null; };")
                try await browser.click(css: ".tile[data-instance-id='\(id)'] a.wr-anchor")
                try await browser.click(css: ".tile[data-instance-id='\(id)'] .wr-text")
                let opened = try await browser.execute("return window.opened")
                #expect(opened == [["https://example.com/details", "_blank"], ["https://example.com/session", "_blank"]])
                #expect(try await browser.currentURL() == home.url("/").absoluteString)
            }
        }
    }
}
