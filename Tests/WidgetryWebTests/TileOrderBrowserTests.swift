import Foundation
import Testing
import WebDriver
import WidgetryWire

/// Placed widgets' captions and their order, in headless Chromium against the real server: a
/// caption stays the widget's for its life (a removal, a move or a reload does not renumber the
/// others), and a tile dragged onto another moves there.
@Suite(.serialized, .enabled(if: BrowserTools.isAvailable, Comment(rawValue: BrowserTools.unavailableReason ?? "")))
struct TileOrderBrowserTests {
    func open(_ home: RunningHomeScreen, in browser: WebDriverSession) async throws {
        try await browser.navigate(to: home.url("/"))
        try await browser.waitUntil("the page has loaded the widgets") {
            try await browser.execute("return document.documentElement.dataset.loaded ?? null").string == "true"
        }
    }

    /// Each shown tile's id and caption, in order.
    func captions(_ browser: WebDriverSession) async throws -> [[String]] {
        let value = try await browser.execute(
            "return [...document.querySelectorAll('#home-grid .tile:not([hidden])')].map(t => [t.dataset.instanceId, t.querySelector('.tile-name').textContent])")
        return value.array?.map { $0.array?.compactMap(\.string) ?? [] } ?? []
    }

    /// Issue 32: captions were numbered by place on the screen, so removing “Counter” made
    /// “Counter 2” “Counter”, and a move swapped two widgets' names.
    @Test func aCaptionStaysAWidgetsForItsLife() async throws {
        try await withHomeScreen { home in
            let first = try await home.place("Counter")
            let second = try await home.place("Counter")
            let third = try await home.place("Counter")
            try await Browser.withSession { browser in
                try await open(home, in: browser)
                #expect(try await captions(browser) == [[first, "Counter"], [second, "Counter 2"], [third, "Counter 3"]])

                // The second goes: the third stays “Counter 3”.
                try await browser.chooseInTileMenu(second, "remove")
                try await browser.click(css: "#confirm-accept")
                try await browser.waitUntil("the second counter is removed") { try await captions(browser).count == 2 }
                #expect(try await captions(browser) == [[first, "Counter"], [third, "Counter 3"]])
                // The first goes: the third still is “Counter 3” (and says so to a screen reader).
                try await browser.chooseInTileMenu(first, "remove")
                try await browser.click(css: "#confirm-accept")
                try await browser.waitUntil("the first counter is removed") { try await captions(browser).count == 1 }
                #expect(try await captions(browser) == [[third, "Counter 3"]])
                let label = try await browser.findElement(css: ".tile[data-instance-id='\(third)'] .tile-widget").computedLabel()
                #expect(label == "Counter 3 widget, Small")

                // A new one takes the lowest number free; moving it first swaps no names.
                let fourth = try await home.place("Counter")
                try await browser.waitUntil("the new counter appears") { try await captions(browser).count == 2 }
                #expect(try await captions(browser) == [[third, "Counter 3"], [fourth, "Counter"]])
                try await browser.chooseInTileMenu(fourth, "earlier")
                try await browser.waitUntil("the new counter moves first") { try await captions(browser).first?.first == fourth }
                #expect(try await captions(browser) == [[fourth, "Counter"], [third, "Counter 3"]])

                // A reload keeps them.
                try await open(home, in: browser)
                #expect(try await captions(browser) == [[fourth, "Counter"], [third, "Counter 3"]])
                try await browser.saveScreenshot(named: "captions-after-removals")
            }
        }
    }

    /// The centre of the first element matching `selector`, in the viewport's coordinates.
    func centre(_ browser: WebDriverSession, _ selector: String, across fraction: Double = 0.5) async throws -> (x: Double, y: Double) {
        let box = try await browser.execute(
            "const r = document.querySelector(arguments[0]).getBoundingClientRect(); return [r.left + r.width * arguments[1], r.top + r.height / 2]",
            arguments: [.string(selector), .number(fraction)]
        ).array?.compactMap(\.number) ?? []
        try #require(box.count == 2, "\(selector) is not on the page")
        return (box[0], box[1])
    }

    /// Drags tile `id` by its caption onto tile `onto`, over its right half (`after`) or left
    /// half, with the browser's input events: the page's own `dragstart` runs, then the drag
    /// (intercepted, as a headless browser has no drag of its own) enters, moves over and drops.
    func drag(_ browser: WebDriverSession, _ id: String, onto: String, after: Bool) async throws {
        let from = try await centre(browser, ".tile[data-instance-id='\(id)'] .tile-name")
        let to = try await centre(browser, ".tile[data-instance-id='\(onto)'] .tile-widget", across: after ? 0.75 : 0.25)
        try await browser.devTools("Input.setInterceptDrags", ["enabled": true])
        try await browser.devTools(
            "Input.dispatchMouseEvent", ["type": "mousePressed", "x": .number(from.x), "y": .number(from.y), "button": "left", "clickCount": 1])
        try await browser.devTools(
            "Input.dispatchMouseEvent", ["type": "mouseMoved", "x": .number(from.x + 30), "y": .number(from.y), "button": "left", "buttons": 1])
        try await browser.waitUntil("the tile is being dragged") {
            try await browser.findElement(css: ".tile[data-instance-id='\(id)']").attribute("class")?.contains("is-dragging") == true
        }
        let data: JSONValue = ["items": [["mimeType": "text/x-widgetry-instance", "data": .string(id)]], "dragOperationsMask": 16]
        for type in ["dragEnter", "dragOver", "drop"] {
            try await browser.devTools("Input.dispatchDragEvent", ["type": .string(type), "x": .number(to.x), "y": .number(to.y), "data": data])
        }
        try await browser.devTools(
            "Input.dispatchMouseEvent", ["type": "mouseReleased", "x": .number(to.x), "y": .number(to.y), "button": "left", "clickCount": 1])
    }

    /// Drag-to-place had no test: a tile dragged onto another's right half goes after it, onto
    /// a left half before it, as the API's order says; Undo puts it back.
    @Test func aTileDraggedOntoAnotherMovesThere() async throws {
        try await withHomeScreen { home in
            let counter = try await home.place("Counter")
            let session = try await home.place("Session")
            let character = try await home.place("Character", configuration: #"{"character":"egg"}"#)
            for id in [counter, session, character] { try await home.waitUntilLoaded(id) }
            func order() async throws -> [String] { try await home.get("/api/instances", as: InstancesJSON.self).instances.map(\.id) }
            try await Browser.withSession { browser in
                try await open(home, in: browser)
                try await browser.waitUntil("every widget is drawn") {
                    try await browser.execute("return document.querySelectorAll('#home-grid .tile .wr').length").number == 3
                }
                try await drag(browser, counter, onto: character, after: true)
                try await waitFor("the counter to be last") { try await order() == [session, character, counter] }
                try await browser.waitUntil("the page shows it last") { try await captions(browser).map { $0[0] } == [session, character, counter] }
                #expect(try await browser.findElement(css: "#notice-message").text() == "Moved Counter.")
                try await browser.saveScreenshot(named: "tile-dragged")

                try await drag(browser, character, onto: session, after: false)
                try await waitFor("the character to be first") { try await order() == [character, session, counter] }
                // Undo puts the screen back as it was before this move.
                try await browser.click(css: "#notice-undo")
                try await waitFor("Undo to put it back") { try await order() == [session, character, counter] }
            }
        }
    }
}
