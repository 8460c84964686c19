import Foundation
import Testing
import TestWidgets
import WebDriver
import WidgetryHost
import WidgetryWire

/// Live Activities on the home page, in headless Chromium against the real server and host: the
/// test extension's Delivery activity (indigo tint, yellow action colour, orange keyline) on the
/// Lock Screen and in the Dynamic Island — compact, expanded on a click, minimal beside a second
/// one — redrawn live by an update and a push, removed with its × button, on a phone and on a
/// wall display. Each step's screenshot is saved under `.build/test-artifacts/`.
@Suite(.serialized, .enabled(if: BrowserTools.isAvailable, Comment(rawValue: BrowserTools.unavailableReason ?? "")))
struct LiveActivitiesBrowserTests {
    static func start(_ home: RunningHomeScreen, parcel: String, minutes: Int, stale: Date? = nil) async throws -> ActivityAPI.Activity {
        var content = content("Packed", minutes)
        content.staleDate = stale?.timeIntervalSince1970
        return try await home.host.startActivity(
            extensionID: "test",
            ActivityAPI.Start(attributesType: "DeliveryAttributes", attributes: #"{"parcel":"\#(parcel)"}"#, content: content, pushType: "token"))
    }

    static func content(_ stage: String, _ minutes: Int, relevance: Double = 0) -> ActivityAPI.Content {
        ActivityAPI.Content(state: #"{"stage":"\#(stage)","minutesLeft":\#(minutes)}"#, relevanceScore: relevance)
    }

    func open(_ home: RunningHomeScreen, in browser: WebDriverSession, path: String = "/", activities: Int) async throws {
        try await browser.navigate(to: home.url(path))
        try await browser.waitUntil("the page shows \(activities) Live Activities") {
            try await browser.execute("return document.documentElement.dataset.activityCount ?? null").string == String(activities)
        }
    }

    /// The text of activity `id`'s Lock Screen view.
    static let plateText = "return document.querySelector(`.activity[data-activity-id='${arguments[0]}'] .activity-view`)?.textContent ?? null"

    /// The island: [mode, data-island, its width, its height, the compact text, the expanded text, the minimal's text or null].
    static let islandState = """
        const island = document.getElementById('island'), main = document.getElementById('island-main');
        const minimal = document.getElementById('island-minimal');
        const box = main.getBoundingClientRect();
        return [island.dataset.mode ?? '', document.documentElement.dataset.island ?? '', Math.round(box.width), Math.round(box.height),
          document.querySelector('.island-compact').textContent, document.getElementById('island-expanded').textContent,
          minimal.hidden ? null : minimal.textContent];
        """

    func islandState(_ browser: WebDriverSession) async throws -> [JSONValue] {
        try await browser.execute(Self.islandState).array ?? []
    }

    /// Saves a screenshot once the island and the plates have finished moving.
    func screenshot(_ browser: WebDriverSession, _ name: String) async throws {
        try await browser.waitUntil("the island and the plates are still") {
            try await browser.execute("return ['island', 'lock-activities'].every(id => document.getElementById(id).getAnimations({subtree: true}).length === 0)").bool == true
        }
        try await browser.saveScreenshot(named: name)
    }

    @Test func theLockScreenAndTheIslandShowActivitiesAndFollowUpdatesLive() async throws {
        try await withHomeScreen { home in
            _ = try await home.place("Session", family: "accessoryRectangular")
            let books = try await Self.start(home, parcel: "Books", minutes: 20)
            try await Browser.withSession { browser in
                try await open(home, in: browser, activities: 1)
                // The Lock Screen: its view on the activity's tint, below the lock-screen widgets.
                try await browser.waitUntil("the Lock Screen shows the parcel") {
                    try await browser.execute(Self.plateText, arguments: [.string(books.id)]).string?.contains("Books") == true
                }
                let plate = try await browser.execute(
                    """
                    const plate = document.querySelector(`.activity[data-activity-id='${arguments[0]}']`);
                    const tint = getComputedStyle(plate).getPropertyValue('--activity-tint').trim();
                    const hex = tint.match(/^#(..)(..)(..)/).slice(1).map(h => parseInt(h, 16));
                    const rgb = `rgb(${hex.join(', ')})`;
                    const painted = [...plate.querySelectorAll('.wr-container-background, .wr-container-background *')]
                      .some(e => getComputedStyle(e).backgroundColor.startsWith(rgb.slice(0, -1)));
                    const strip = document.getElementById('lock-screen-strip').getBoundingClientRect();
                    const box = plate.querySelector('.wr').getBoundingClientRect();
                    return [tint, painted, box.top >= strip.bottom, Math.round(box.width), plate.getAttribute('aria-label')];
                    """, arguments: [.string(books.id)]).array ?? []
                #expect(plate.count == 5)
                #expect(plate.first?.string?.hasPrefix("#") == true, "the activity's tint reaches the page: \(plate)")
                #expect(plate[safe: 1] == .bool(true), "its view is painted in its tint: \(plate)")
                #expect(plate[safe: 2] == .bool(true), "below the lock-screen widgets: \(plate)")
                #expect(plate[safe: 3] == .number(371))
                #expect(plate[safe: 4] == .string("Delivery, Live Activity"))
                #expect(try await browser.execute(Self.plateText, arguments: [.string(books.id)]).string?.contains("20 min") == true)
                let lockScreen = try await browser.execute("document.querySelector('.lock-screen').scrollIntoView(); return true")
                #expect(lockScreen == .bool(true))
                try await screenshot(browser, "live-activity-lock-screen")

                // The island: compact, the camera's place between its halves.
                var island = try await islandState(browser)
                #expect(island.prefix(4) == ["compact", "compact", 250, 37], "\(island)")
                #expect(island[safe: 4]?.string?.contains("20m") == true, "\(island)")
                #expect(try await browser.findElement(css: "#island-main").computedLabel().hasPrefix("Delivery, Live Activity"))
                try await browser.execute("document.getElementById('island-bar').scrollIntoView({block: 'center'})")
                try await screenshot(browser, "live-activity-island-compact")

                // A click expands it: 371 wide, its regions, the keyline around it; Escape closes it.
                try await browser.click(css: "#island-main")
                try await browser.waitUntil("the island is expanded") {
                    let state = try await islandState(browser)
                    return state.first == "expanded" && state[safe: 2] == 371 && (state[safe: 3]?.number ?? 0) >= 84
                }
                island = try await islandState(browser)
                #expect(island[safe: 5]?.string?.contains("Books") == true, "\(island)")
                #expect(island[safe: 5]?.string?.contains("Packed") == true, "\(island)")
                #expect(try await browser.findElement(css: "#island-main").attribute("aria-expanded") == "true")
                let keyline = try await browser.execute("return getComputedStyle(document.getElementById('island-main')).boxShadow").string ?? ""
                #expect(!keyline.hasPrefix("rgba(0, 0, 0, 0)") && !keyline.isEmpty, "the keyline tint borders it: \(keyline)")
                try await screenshot(browser, "live-activity-island-expanded")
                try await browser.execute("document.getElementById('island-main').dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', bubbles: true}))")
                try await browser.waitUntil("Escape closes the island") {
                    try await islandState(browser).prefix(4) == ["compact", "compact", 250, 37]
                }
                // From the keyboard: Enter on the focused island expands it, Escape closes it again.
                try await browser.execute("const m = document.getElementById('island-main'); m.focus(); m.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}))")
                try await browser.waitUntil("Enter expands the island") { try await islandState(browser).first == "expanded" }
                try await browser.execute("document.activeElement.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', bubbles: true}))")
                try await browser.waitUntil("Escape closes it, focus stays on it") {
                    let focused = try await browser.execute("return document.activeElement?.id ?? null")
                    return try await islandState(browser).first == "compact" && focused == "island-main"
                }
                // A long press expands it too (iOS's gesture); letting go opens nothing.
                let centre = try await browser.execute(
                    "const r = document.getElementById('island-main').getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]"
                ).array?.compactMap(\.number) ?? []
                try #require(centre.count == 2)
                let mouse: [String: JSONValue] = ["x": .number(centre[0]), "y": .number(centre[1]), "button": "left", "clickCount": 1]
                try await browser.devTools("Input.dispatchMouseEvent", mouse.merging(["type": "mousePressed"]) { $1 })
                try await browser.waitUntil("a long press expands the island") { try await islandState(browser).first == "expanded" }
                try await browser.devTools("Input.dispatchMouseEvent", mouse.merging(["type": "mouseReleased"]) { $1 })
                #expect(try await islandState(browser).first == "expanded")
                #expect(try await browser.execute("return document.getElementById('notice').hidden") == .bool(true))
                try await browser.execute("document.activeElement.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', bubbles: true}))")
                try await browser.waitUntil("Escape closes it") { try await islandState(browser).first == "compact" }

                // A second activity: the more recent first, compact; the other minimal beside it.
                try await browser.execute("window.notReloaded = true")
                let shoes = try await Self.start(home, parcel: "Shoes", minutes: 45)
                try await browser.waitUntil("the island splits") {
                    let state = try await islandState(browser)
                    return state[safe: 1] == "split" && state[safe: 4]?.string?.contains("45m") == true && state[safe: 6]?.string == "20"
                }
                let minimal = try await browser.execute(
                    "const m = document.getElementById('island-minimal').getBoundingClientRect(), i = document.getElementById('island-main').getBoundingClientRect(); return [m.left > i.right, document.getElementById('island-minimal').offsetHeight]"
                ).array ?? []
                #expect(minimal == [true, 37], "the minimal view sits in its own circle to the island's right: \(minimal)")
                #expect(
                    try await browser.execute("return [...document.querySelectorAll('#lock-activities .activity')].map(a => a.dataset.activityId)")
                        == .array([.string(shoes.id), .string(books.id)]))
                try await screenshot(browser, "live-activity-island-split")

                // An update (the app's) redraws the Lock Screen and the island at once, no reload.
                _ = try await home.host.updateActivity(extensionID: "test", id: books.id, ActivityAPI.Update(content: Self.content("On its way", 12)))
                try await browser.waitUntil("the update is drawn") {
                    let text = try await browser.execute(Self.plateText, arguments: [.string(books.id)]).string ?? ""
                    let island = try await islandState(browser)
                    return text.contains("On its way") && text.contains("12 min") && island[safe: 6]?.string == "12"
                }
                // A push (Apple's shape, as the gateway hands it to the host) does the same.
                let push = ActivityPushEvent(event: .update, timestamp: Date().addingTimeInterval(1), contentState: Self.content("Near you", 3).state)
                let token = try #require(books.pushToken)
                let outcome = await home.host.applyActivityPush(extensionID: "test", token: token, push)
                #expect(outcome == .delivered)
                try await browser.waitUntil("the push is drawn") {
                    let text = try await browser.execute(Self.plateText, arguments: [.string(books.id)]).string ?? ""
                    let island = try await islandState(browser)
                    return text.contains("Near you") && island[safe: 6]?.string == "3"
                }
                // An alerting update expands the island for a moment, as iOS shows the alert.
                _ = try await home.host.updateActivity(
                    extensionID: "test", id: shoes.id,
                    ActivityAPI.Update(content: Self.content("At the door", 1), alert: ActivityAPI.Alert(title: "Shoes", body: "At the door")))
                try await browser.waitUntil("the alert expands the island") {
                    let state = try await islandState(browser)
                    return state.first == "expanded" && state[safe: 5]?.string?.contains("At the door") == true
                }
                #expect(try await browser.execute("return window.notReloaded === true") == .bool(true))
                // A tap on the expanded island opens the island's link (DynamicIsland.widgetURL).
                try await browser.click(css: "#island-main")
                try await browser.waitUntil("the island's link went to the app") {
                    try await browser.execute("return document.getElementById('notice').hidden ? null : document.getElementById('notice-message').textContent")
                        .string == "Sent parcels://island/Shoes to Delivery's app."
                }

                // Its “i” opens the inspector on it: its state and dates, up to date with it.
                try await browser.execute("document.querySelector(`.activity[data-activity-id='${arguments[0]}'] .activity-info`).click()", arguments: [.string(books.id)])
                try await browser.waitUntil("the inspector shows the activity") {
                    try await browser.execute(
                        "const d = document.getElementById('inspector'); return d.open && d.dataset.activityId === arguments[0] && document.getElementById('inspector-title').textContent",
                        arguments: [.string(books.id)]
                    ).string == "Delivery — Live Activity"
                }
                let facts = try await browser.execute("return [...document.querySelectorAll('#inspector-content dt')].map(t => `${t.textContent}: ${t.nextElementSibling.textContent}`)")
                    .array?.compactMap(\.string) ?? []
                #expect(facts.first == "State: Active", "\(facts)")
                #expect(facts.contains { $0.hasPrefix("Started: ") && $0.hasSuffix("ago)") }, "\(facts)")
                #expect(facts.contains("Opens: parcels://track/Books"), "\(facts)")
                #expect(try await browser.findElement(css: "#inspector-reload").isDisplayed() == false)
                try await screenshot(browser, "live-activity-inspector")
                try await browser.click(css: "#inspector-close")

                // Its “Got it” button (a LiveActivityIntent) runs in the extension.
                let confirmed = DeliveryConfirmations.parcels.count
                try await browser.execute(
                    "[...document.querySelectorAll(`.activity[data-activity-id='${arguments[0]}'] button[data-wr-action]`)].find(b => b.textContent.includes('Got it')).click()",
                    arguments: [.string(books.id)])
                try await browser.waitUntil("the button's intent ran") { DeliveryConfirmations.parcels.count > confirmed }
                #expect(DeliveryConfirmations.parcels.last == "Books")

                // A tap on the Lock Screen view opens its link: the app's scheme goes to the app.
                try await browser.click(css: ".activity[data-activity-id='\(shoes.id)'] .activity-view")
                try await browser.waitUntil("the link went to the app") {
                    try await browser.execute("return document.getElementById('notice').hidden ? null : document.getElementById('notice-message').textContent")
                        .string == "Sent parcels://track/Shoes to Delivery's app."
                }

                // Removed with its × button: gone from the Lock Screen and the island, and from the host.
                try await browser.execute("document.querySelector(`.activity[data-activity-id='${arguments[0]}'] .activity-close`).click()", arguments: [.string(books.id)])
                try await browser.waitUntil("the activity is gone") {
                    let state = try await islandState(browser)
                    return try await browser.execute("return document.querySelectorAll('#lock-activities .activity').length").number == 1
                        && state[safe: 1] == "compact" && state[safe: 6] == .null
                }
                #expect(try await home.host.liveActivities().map(\.activity.id) == [shoes.id])

                // Ended: it leaves the island and stays on the Lock Screen until dismissed.
                _ = try await home.host.endActivity(extensionID: "test", id: shoes.id, ActivityAPI.End(content: Self.content("Delivered", 0)))
                try await browser.waitUntil("the island is empty, the Lock Screen keeps it") {
                    let island = try await browser.execute("return document.getElementById('island-bar').hidden").bool
                    let text = try await browser.execute(Self.plateText, arguments: [.string(shoes.id)]).string ?? ""
                    return island == true && text.contains("Delivered")
                }
                #expect(try await browser.execute("return document.querySelector(`.activity[data-activity-id='${arguments[0]}']`).dataset.state", arguments: [.string(shoes.id)]) == "ended")
                let log = try await browser.browserLog().filter { $0.level == "SEVERE" }
                #expect(log.isEmpty, "\(log)")
            }
        }
    }

    @Test func onAPhoneAndOnAWallDisplayTheIslandAndTheLockScreenFit() async throws {
        try await withHomeScreen { home in
            _ = try await home.place("Counter")
            _ = try await home.place("Session")
            // Past its stale date: its view says so, the plate is marked stale.
            let books = try await Self.start(home, parcel: "Books", minutes: 20, stale: Date().addingTimeInterval(-60))
            _ = try await Self.start(home, parcel: "Shoes", minutes: 45)
            try await Browser.withSession(options: BrowserOptions(windowWidth: 600, windowHeight: 900)) { browser in
                try await browser.devTools(
                    "Emulation.setDeviceMetricsOverride", ["width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": true])
                try await browser.devTools("Emulation.setTouchEmulationEnabled", ["enabled": true, "maxTouchPoints": 5])
                try await open(home, in: browser, activities: 2)
                try await browser.waitUntil("the island splits") { try await islandState(browser)[safe: 1] == "split" }
                // Nothing wider than the screen: the plates and the expanded island are scaled to fit.
                let outside = try await browser.execute(
                    "return [...document.querySelectorAll('.activity .wr, #island-main, #island-minimal')].filter(e => { const r = e.getBoundingClientRect(); return r.left < 0 || r.right > window.innerWidth + 0.5; }).length")
                #expect(outside == 0)
                #expect(try await browser.execute("return document.documentElement.scrollWidth").number ?? .infinity <= 390)
                let stale = try await browser.execute(
                    "const p = document.querySelector(`.activity[data-activity-id='${arguments[0]}']`); return [p.dataset.state, p.textContent.includes('Waiting for news')]",
                    arguments: [.string(books.id)])
                #expect(stale == ["stale", true])
                // A touch screen shows each plate's buttons (no hover).
                #expect(try await browser.execute("return getComputedStyle(document.querySelector('.activity-close')).opacity") == "1")
                try await screenshot(browser, "live-activity-phone-lock-screen")
                try await browser.execute("document.getElementById('island-bar').scrollIntoView({block: 'start'})")
                try await browser.click(css: "#island-main")
                try await browser.waitUntil("the island is expanded") { try await islandState(browser).first == "expanded" }
                let expanded = try await browser.execute("const r = document.getElementById('island-main').getBoundingClientRect(); return [r.left >= 0, r.right <= window.innerWidth]")
                #expect(expanded == [true, true])
                try await screenshot(browser, "live-activity-phone-island-expanded")
                // Dark: the Lock Screen views are drawn dark, the island stays black with its keyline.
                try await browser.execute("const a = document.getElementById('appearance'); a.value = 'dark'; a.dispatchEvent(new Event('change'))")
                try await browser.waitUntil("the Lock Screen views are drawn dark") {
                    try await browser.execute("return [...document.querySelectorAll('.activity .wr')].every(w => w.classList.contains('wr-dark'))").bool == true
                }
                try await browser.execute("document.querySelector('.lock-screen').scrollIntoView()")
                try await screenshot(browser, "live-activity-phone-dark")
                // A finger's swipe to the left removes an activity, as on iOS.
                let box = try await browser.execute(
                    "const r = document.querySelector(`.activity[data-activity-id='${arguments[0]}'] .activity-view`).getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]",
                    arguments: [.string(books.id)]
                ).array?.compactMap(\.number) ?? []
                try #require(box.count == 2)
                for (type, dx) in [("touchStart", 0.0), ("touchMove", -20.0), ("touchMove", -80.0), ("touchMove", -170.0), ("touchEnd", -170.0)] {
                    let points: JSONValue = type == "touchEnd" ? [] : [["x": .number(box[0] + dx), "y": .number(box[1])]]
                    try await browser.devTools("Input.dispatchTouchEvent", ["type": .string(type), "touchPoints": points])
                }
                try await browser.waitUntil("the swiped activity is gone") {
                    try await browser.execute("return document.documentElement.dataset.activityCount").string == "1"
                }
                #expect(try await home.host.liveActivities().count == 1)
            }
            try await Browser.withSession(options: BrowserOptions(windowWidth: 1920, windowHeight: 1080)) { browser in
                // (The swiped one is gone: one activity, the island compact.)
                try await open(home, in: browser, path: "/?kiosk", activities: 1)
                try await browser.waitUntil("the widgets are drawn") {
                    try await browser.execute("return document.querySelectorAll('#home-grid .tile .wr').length").number == 2
                }
                // The island at the top of the screen, the widgets below it.
                let layout = try await browser.execute(
                    """
                    const island = document.getElementById('island-main').getBoundingClientRect();
                    const grid = document.getElementById('home-grid').getBoundingClientRect();
                    return [island.top >= 0 && island.top < 40, Math.round(island.left + island.width / 2) === window.innerWidth / 2, grid.top >= island.bottom];
                    """)
                #expect(layout == [true, true, true], "\(layout)")
                try await screenshot(browser, "live-activity-wall-display")
            }
        }
    }
}

extension LiveActivitiesBrowserTests {
    /// A wall display's session (a viewer, signed in with its link) sees the activities and the
    /// island but cannot remove one or open its link, as its widgets' taps do nothing.
    @Test func aWallDisplayShowsActivitiesAndChangesNothing() async throws {
        try await withHomeScreen(beyondLoopback: true) { home in
            #expect(try await home.access.prepare(ownerPassword: "correct horse battery") == nil)
            let signIn = try await home.call("POST", "/api/session", json: #"{"password":"correct horse battery"}"#)
            let owner = String(try #require(signIn.header("Set-Cookie")?.split(separator: ";").first))
            let issued = try await home.call("POST", "/api/viewers", json: #"{"name":"Hall"}"#, headers: ["Cookie": owner])
            try #require(issued.status == 201, "\(issued.text)")
            let link = try #require(try JSONSerialization.jsonObject(with: issued.body) as? [String: Any])["link"] as? String
            let books = try await Self.start(home, parcel: "Books", minutes: 20)
            try await Browser.withSession { browser in
                try await browser.navigate(to: home.url(try #require(link)))
                try await browser.waitUntil("the display is signed in") {
                    try await browser.execute("return document.documentElement.dataset.role ?? null").string == "viewer"
                }
                try await open(home, in: browser, activities: 1)
                try await browser.waitUntil("the page knows it is a wall display") {
                    try await browser.execute("return document.documentElement.dataset.role ?? null").string == "viewer"
                }
                for control in [".activity-close", ".activity-info"] {
                    #expect(try await browser.findElement(css: control).isDisplayed() == false, "\(control)")
                }
                #expect(try await browser.findElement(css: ".activity-view").attribute("role") == nil)
                // A tap opens nothing; the island still expands to be read.
                try await browser.click(css: ".activity-view")
                try await browser.click(css: "#island-main")
                try await browser.waitUntil("the island is expanded") { try await islandState(browser).first == "expanded" }
                try await browser.click(css: "#island-main")
                #expect(try await browser.execute("return document.getElementById('notice').hidden") == .bool(true))
                #expect(try await home.host.liveActivities().map(\.activity.id) == [books.id])
                let log = try await browser.browserLog().filter { $0.level == "SEVERE" }
                #expect(log.isEmpty, "\(log)")
            }
        }
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
