import Foundation
import Testing
import WebDriver
import WidgetryWire

/// The home screen on a phone (390 × 844, an iPhone 14's points) and on a wall display
/// (1920 × 1080, kiosk mode), in headless Chromium against the real server.
@Suite(.serialized, .enabled(if: BrowserTools.isAvailable, Comment(rawValue: BrowserTools.unavailableReason ?? "")))
struct DisplayModesBrowserTests {
    func open(_ home: RunningHomeScreen, in browser: WebDriverSession, path: String = "/") async throws {
        try await browser.navigate(to: home.url(path))
        try await browser.waitUntil("the page has loaded the widgets") {
            try await browser.execute("return document.documentElement.dataset.loaded ?? null").string == "true"
        }
    }

    func placeMixedScreen(_ home: RunningHomeScreen) async throws -> [String] {
        var ids: [String] = []
        ids.append(try await home.place("Character", family: "systemMedium", configuration: #"{"character":"egg"}"#))
        ids.append(try await home.place("Counter"))
        ids.append(try await home.place("Session"))
        ids.append(try await home.place("Showcase", family: "systemLarge", configuration: #"{"title":"Wall","mood":"away"}"#))
        ids.append(try await home.place("Session", family: "accessoryRectangular"))
        for id in ids { try await home.waitUntilLoaded(id) }
        return ids
    }

    @Test func onAPhoneNothingScrollsSidewaysAndTwoSmallWidgetsFitARow() async throws {
        try await withHomeScreen { home in
            let ids = try await placeMixedScreen(home)
            try await Browser.withSession(options: BrowserOptions(windowWidth: 600, windowHeight: 900)) { browser in
                // A window is at least 500 wide: the phone's screen is emulated, touch included.
                try await browser.devTools(
                    "Emulation.setDeviceMetricsOverride", ["width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": true])
                try await browser.devTools("Emulation.setTouchEmulationEnabled", ["enabled": true, "maxTouchPoints": 5])
                try await open(home, in: browser)
                try await browser.waitUntil("every widget is drawn") {
                    try await browser.execute("return document.querySelectorAll('.tile .wr').length").number == Double(ids.count)
                }
                let width = try await browser.execute("return window.innerWidth").number ?? 0
                #expect(width == 390)
                // No sideways scroll: the page is no wider than the screen.
                #expect(try await browser.execute("return document.documentElement.scrollWidth").number ?? .infinity <= width)
                // Every header control is on the screen, not cut off.
                let outside = try await browser.execute(
                    "return [...document.querySelectorAll('.top-bar button, .top-bar a, .top-bar select, .top-bar .switch-control')].filter(e => { const r = e.getBoundingClientRect(); return r.left < 0 || r.right > window.innerWidth + 0.5; }).map(e => e.id || e.className)")
                #expect(outside == .array([]), "\(outside)")
                // The grid is scaled so two small widgets share a row, as on an iPhone; the medium
                // one fits the width.
                let medium = try await browser.execute(
                    "const r = document.querySelector(`.tile[data-instance-id='${arguments[0]}'] .wr`).getBoundingClientRect(); return [r.left, r.right]",
                    arguments: [.string(ids[0])]).array?.compactMap(\.number) ?? []
                #expect(medium.count == 2 && medium[0] >= 0 && medium[1] <= width)
                let rows = try await browser.execute(
                    "return [arguments[0], arguments[1]].map(id => Math.round(document.querySelector(`.tile[data-instance-id='${id}']`).getBoundingClientRect().top))",
                    arguments: [.string(ids[1]), .string(ids[2])])
                #expect(rows.array?.count == 2 && rows.array?[0] == rows.array?[1], "the two small widgets share a row: \(rows)")
                // Editing needs no hover: each tile's menu button is shown.
                #expect(try await browser.findElement(css: ".tile[data-instance-id='\(ids[1])'] [data-tile-menu]").isDisplayed())
                try await browser.saveScreenshot(named: "phone-390x844")
            }
        }
    }

    /// Issue 32: the phone's header took four rows and left one widget above the fold. It is one
    /// row (the name, Add Widget, •••); the other controls open under •••.
    @Test func onAPhoneTheHeaderIsOneRowAndTheOtherControlsOpenUnderItsMenu() async throws {
        try await withHomeScreen { home in
            let ids = try await placeMixedScreen(home)
            try await Browser.withSession(options: BrowserOptions(windowWidth: 600, windowHeight: 900)) { browser in
                try await browser.devTools(
                    "Emulation.setDeviceMetricsOverride", ["width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": true])
                try await browser.devTools("Emulation.setTouchEmulationEnabled", ["enabled": true, "maxTouchPoints": 5])
                try await open(home, in: browser)
                try await browser.waitUntil("every widget is drawn") {
                    try await browser.execute("return document.querySelectorAll('.tile .wr').length").number == Double(ids.count)
                }
                // One row: what the header shows lies between its top and bottom edges, side by side.
                let rows = try await browser.execute(
                    """
                    const shown = [...document.querySelector('.top-bar').children].filter(e => e.getBoundingClientRect().height > 0);
                    return shown.map(e => { const r = e.getBoundingClientRect(); return [e.id || e.className, Math.round(r.top), Math.round(r.bottom)]; });
                    """)
                let items = rows.array?.compactMap(\.array) ?? []
                #expect(items.map { $0[0].string ?? "" } == ["brand", "add-widget", "top-bar-more"], "\(rows)")
                let tops = Set(items.compactMap { $0[1].number })
                let bottoms = items.compactMap { $0[2].number }
                let header = try await browser.execute("return document.querySelector('.top-bar').getBoundingClientRect().height").number ?? 0
                #expect(header <= 64, "the header is \(header) high: \(rows)")
                #expect(bottoms.allSatisfy { $0 < (tops.min() ?? 0) + 50 }, "\(rows)")
                // At least two home-screen widgets are whole above the fold.
                let above = try await browser.execute(
                    "return [...document.querySelectorAll('#home-grid .tile .tile-widget')].filter(w => w.getBoundingClientRect().bottom <= window.innerHeight).length"
                ).number ?? 0
                #expect(above >= 2, "\(above) home-screen widgets above the fold")
                try await browser.saveScreenshot(named: "phone-header-one-row")

                // ••• opens the other controls under it, on the screen; the switch keeps it open.
                let more = try await browser.findElement(css: "#top-bar-more")
                #expect(try await more.computedLabel() == "More")
                try await more.click()
                #expect(try await more.attribute("aria-expanded") == "true")
                for id in ["locked-switch", "appearance", "connections-button", "previews-link", "kiosk-link"] {
                    let box = try await browser.execute(
                        "const r = document.getElementById(arguments[0]).getBoundingClientRect(); return [r.width, r.left, r.right, r.bottom]",
                        arguments: [.string(id)]).array?.compactMap(\.number) ?? []
                    #expect(box.count == 4 && box[0] > 0 && box[1] >= 0 && box[2] <= 390 && box[3] <= 844, "\(id): \(box)")
                }
                // Focus went into it, on its first control.
                #expect(try await browser.execute("return document.activeElement?.id ?? null").string == "locked-switch")
                try await browser.saveScreenshot(named: "phone-header-menu-open")
                try await browser.click(css: "#locked-switch")
                try await browser.waitUntil("the page is locked") {
                    try await browser.execute("return document.getElementById('locked-switch').checked").bool == true
                }
                #expect(try await more.attribute("aria-expanded") == "true")
                // Escape closes it and gives focus back to •••.
                try await browser.findElement(css: "#locked-switch").sendKeys("\u{E00C}")
                try await browser.waitUntil("the menu closes") { try await more.attribute("aria-expanded") == "false" }
                #expect(try await browser.findElement(css: "#connections-button").isDisplayed() == false)
                #expect(try await browser.execute("return document.activeElement?.id ?? null").string == "top-bar-more")
                // Choosing a dialog in it closes it and opens the dialog.
                try await more.click()
                try await browser.click(css: "#connections-button")
                try await browser.waitUntil("Connections opens") { try await browser.findElement(css: "#connections").property("open").bool == true }
                #expect(try await more.attribute("aria-expanded") == "false")
            }
        }
    }

    @Test func aWallDisplayShowsOnlyTheWidgetsScaledToFillTheScreenAndAReloadKeepsIt() async throws {
        try await withHomeScreen { home in
            let ids = try await placeMixedScreen(home)
            try await Browser.withSession(options: BrowserOptions(windowWidth: 1920, windowHeight: 1080)) { browser in
                try await open(home, in: browser, path: "/?kiosk")
                try await browser.waitUntil("every home-screen widget is drawn and the grid is fitted") {
                    let drawn = try await browser.execute("return document.querySelectorAll('#home-grid .tile .wr').length").number
                    let zoom = try await browser.execute("return document.documentElement.dataset.gridZoom ?? null").string
                    return drawn == 4 && (zoom.flatMap(Double.init) ?? 0) > 1
                }
                #expect(try await browser.execute("return document.documentElement.dataset.mode").string == "kiosk")
                // No chrome: the header, the lock screen and the tile captions are gone.
                for selector in [".top-bar", ".lock-screen", ".tile-caption", ".home-screen-header"] {
                    #expect(try await browser.findElements(css: selector).first?.isDisplayed() == false, "\(selector) is hidden")
                }
                // Apple's point sizes, scaled up as a whole: the medium widget keeps its 364 × 170
                // proportions, larger, and the grid fits the display without scrolling.
                let zoom = Double(try await browser.execute("return document.documentElement.dataset.gridZoom").string ?? "") ?? 0
                #expect(zoom > 1.2, "the grid is scaled up: \(zoom)")
                let medium = try await browser.execute(
                    "const r = document.querySelector(`.tile[data-instance-id='${arguments[0]}'] .wr`).getBoundingClientRect(); return [r.width, r.height]",
                    arguments: [.string(ids[0])]).array?.compactMap(\.number) ?? []
                #expect(medium.count == 2 && abs(medium[0] / medium[1] - 364.0 / 170.0) < 0.02, "\(medium)")
                let grid = try await browser.execute(
                    "const r = document.getElementById('home-grid').getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]"
                ).array?.compactMap(\.number) ?? []
                #expect(grid.count == 4 && grid[0] >= 0 && grid[1] >= 0 && grid[2] <= 1920 && grid[3] <= 1080, "\(grid)")
                #expect(try await browser.execute("return document.documentElement.scrollHeight <= window.innerHeight").bool == true)
                // A wall display is seen by anyone in the room: as an iPhone in StandBy (a locked
                // device), it redacts privacy-sensitive content, the owner's own included.
                let session = "return document.querySelector(`.tile[data-instance-id='${arguments[0]}'] .wr`)?.textContent ?? ''"
                try await browser.waitUntil("the session's PIN is redacted") {
                    let text = try await browser.execute(session, arguments: [.string(ids[2])]).string ?? ""
                    return text.contains("Unlock to see the PIN") && !text.contains("4321")
                }
                try await browser.saveScreenshot(named: "kiosk-1920x1080")

                // The address keeps the mode: a reload is still a wall display.
                try await browser.navigate(to: home.url("/?kiosk"))
                try await browser.waitUntil("the reloaded page is in kiosk mode again") {
                    try await browser.execute("return document.documentElement.dataset.mode ?? null").string == "kiosk"
                }
            }
        }
    }
}
