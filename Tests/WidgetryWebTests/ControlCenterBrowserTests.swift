import Foundation
import TestProcesses
import Testing
import WebDriver

/// The Control Center as a person uses it, with the Counter example served as the README does:
/// open it from the header, add the "Count in Tens" toggle and the "Add One" button from the
/// controls gallery, tap them, and watch the Counter widget that shares their state follow;
/// configure and remove (with Undo); the C key; a phone's full-screen sheet.
@Suite(.enabled(if: BrowserTools.isAvailable, Comment(rawValue: BrowserTools.unavailableReason ?? "")), .serialized)
struct ControlCenterBrowserTests {
    /// The module of the control of `kind`: [aria-pressed, the value text, the tile text of the widget].
    static let moduleState = """
        const module = document.querySelector(`#control-pages .control[data-kind="${arguments[0]}"] .control-module`);
        const widget = document.querySelector('.tile[data-kind="Counter"] .tile-widget');
        return module ? [module.getAttribute('aria-pressed') ?? 'none', module.closest('.control').getAttribute('aria-busy') ?? 'idle',
          module.querySelector('.control-value').textContent, widget?.textContent ?? ''] : null;
        """

    @Test func aToggleAndAButtonAddedFromTheGalleryActAndTheWidgetSharingTheirStateFollows() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("control-center-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let serve = try ServeProcess(
            arguments: ["--database", folder.appendingPathComponent("widgetry.sqlite").path, "--extension", builtProduct("counter").path],
            environment: ["WIDGETRY_EXAMPLE_DATA": folder.appendingPathComponent("examples").path])
        defer { serve.stop() }
        let json = ["X-Widgetry-Request": "1", "Content-Type": "application/json"]
        let counter = try await send(
            "POST", serve.url("/api/instances"), headers: json, body: Data(#"{"extensionID":"counter","kind":"Counter","family":"systemMedium"}"#.utf8))
        try #require(counter.status == 201, "\(counter.text)")

        try await Browser.withSession { browser in
            try await browser.navigate(to: serve.base)
            try await browser.waitUntil("the counter is drawn", timeout: .seconds(30)) {
                try await browser.execute("return document.querySelector('.tile[data-kind=\"Counter\"] .wr') !== null").bool == true
            }

            // Opened from the header: no control yet, and it says how to add one.
            try await browser.click(css: "#controls-button")
            try await browser.waitUntil("the Control Center is open and empty") {
                try await browser.execute(
                    "const d = document.getElementById('control-center'); return d.open && d.dataset.loaded === 'true' && !document.getElementById('control-empty').hidden"
                ).bool == true
            }

            // The controls gallery, grouped by app, each at its preview value.
            try await browser.click(css: "#control-add")
            try await browser.waitUntil("the gallery lists the counter's controls") {
                try await browser.execute(
                    "return [...document.querySelectorAll('.control-gallery-item')].map(i => i.dataset.kind).join(' ')"
                ).string == "CounterAddOne CounterCountInTens"
            }
            #expect(try await browser.execute("return document.querySelector('.control-gallery-group h4').textContent").string == "counter")
            try await browser.saveScreenshot(named: "control-center-gallery")
            try await browser.click(css: #".control-gallery-item[data-kind="CounterCountInTens"] button[aria-label="Add Count in Tens"]"#)
            try await browser.waitUntil("the toggle is placed, off") {
                try await browser.execute(Self.moduleState, arguments: ["CounterCountInTens"]).array?.prefix(3).map(\.string) == ["false", "idle", "Off"]
            }
            try await browser.click(css: "#control-add")
            try await browser.click(css: #".control-gallery-item[data-kind="CounterAddOne"] button[aria-label="Add Add One"]"#)
            try await browser.waitUntil("the button is placed") {
                try await browser.execute(Self.moduleState, arguments: ["CounterAddOne"]) != .null
            }

            // A tap on the toggle flips it; the widget's Add button then counts in tens.
            try await browser.click(css: #"#control-pages .control[data-kind="CounterCountInTens"] .control-module"#)
            try await browser.waitUntil("the toggle is on and the widget counts in tens", timeout: .seconds(20)) {
                let state = try await browser.execute(Self.moduleState, arguments: ["CounterCountInTens"]).array?.map { $0.string ?? "" } ?? []
                return state.prefix(3) == ["true", "idle", "On"] && state[3].contains("Add 10")
            }
            // Control Center says what changed, as iOS does when a control's state changes.
            #expect(try await browser.execute("const s = document.getElementById('control-status'); return s.hidden ? null : s.textContent").string == "Count in tens: On")
            // The button adds one to the counter the widget shows.
            try await browser.click(css: #"#control-pages .control[data-kind="CounterAddOne"] .control-module"#)
            try await browser.waitUntil("the widget shows a count of one", timeout: .seconds(20)) {
                try await browser.execute(
                    "return document.querySelector('.tile[data-kind=\"Counter\"] .tile-widget').textContent"
                ).string?.contains("1 of 8") == true
            }
            try await browser.saveScreenshot(named: "control-center-toggle-on")

            // The widget's own toggle (behind the open Control Center: clicked by script) turns
            // counting in tens off; the control follows while shown (the widget's intent asks
            // ControlCenter to reload, and the page hears of it on its event stream).
            try await browser.execute(#"document.querySelector('.tile[data-kind="Counter"] [data-wr-action][role="switch"]').click()"#)
            try await browser.waitUntil("the control shows off again", timeout: .seconds(20)) {
                try await browser.execute(Self.moduleState, arguments: ["CounterCountInTens"]).array?.prefix(3).map(\.string) == ["false", "idle", "Off"]
            }

            // Edit: configure names the counter; remove offers Undo.
            try await browser.click(css: "#control-edit")
            try await browser.click(css: #"#control-pages .control[data-kind="CounterAddOne"] .control-configure"#)
            try await browser.waitUntil("the editor shows the control's configuration") {
                try await browser.execute("return document.getElementById('editor').open && document.querySelectorAll('#editor-fields .field').length === 1").bool == true
            }
            try await browser.click(css: "#editor-cancel")
            try await browser.click(css: #"#control-pages .control[data-kind="CounterAddOne"] .control-remove"#)
            try await browser.click(css: "#confirm-accept")
            try await browser.waitUntil("the button is gone, with Undo offered") {
                try await browser.execute(
                    "return document.querySelector('#control-pages .control[data-kind=\"CounterAddOne\"]') === null && !document.getElementById('notice-undo').hidden"
                ).bool == true
            }
            try await browser.click(css: "#notice-undo")
            try await browser.waitUntil("Undo puts it back") {
                try await browser.execute(Self.moduleState, arguments: ["CounterAddOne"]) != .null
            }
            let placed = try JSONSerialization.jsonObject(with: try await send("GET", serve.url("/api/controls")).body) as? [String: Any]
            #expect((placed?["controls"] as? [[String: Any]])?.compactMap { $0["kind"] as? String } == ["CounterCountInTens", "CounterAddOne"])

            // Still editing: → on a module moves it after the next; Undo puts it back.
            func kinds() async throws -> [String] {
                let listed = try JSONSerialization.jsonObject(with: try await send("GET", serve.url("/api/controls")).body) as? [String: Any]
                return (listed?["controls"] as? [[String: Any]])?.compactMap { $0["kind"] as? String } ?? []
            }
            try await browser.execute(
                #"document.querySelector('#control-pages .control[data-kind="CounterCountInTens"] .control-module').dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight', bubbles: true}))"#)
            try await browser.waitUntil("the toggle moved after the button") {
                let drawn = try await browser.execute("return [...document.querySelectorAll('#control-pages .control')].map(c => c.dataset.kind).join(' ')")
                return try await kinds() == ["CounterAddOne", "CounterCountInTens"] && drawn.string == "CounterAddOne CounterCountInTens"
            }
            try await browser.click(css: "#notice-undo")
            try await browser.waitUntil("Undo puts the toggle first again") { try await kinds() == ["CounterCountInTens", "CounterAddOne"] }

            // Closed with Done; the C key opens it again.
            try await browser.click(css: "#control-center-close")
            try await browser.execute("document.activeElement?.blur()")
            try await browser.execute("document.body.dispatchEvent(new KeyboardEvent('keydown', {key: 'c', bubbles: true}))")
            try await browser.waitUntil("the C key opens the Control Center") {
                try await browser.execute("return document.getElementById('control-center').open").bool == true
            }
            let log = try await browser.browserLog().filter { $0.level == "SEVERE" }
            #expect(log.isEmpty, "\(log)")
        }

        // A phone: a finger's swipe down from the top edge opens the Control Center, which fills the screen.
        try await Browser.withSession(options: BrowserOptions(windowWidth: 390, windowHeight: 844)) { browser in
            try await browser.navigate(to: serve.base)
            try await browser.waitUntil("the page is ready") {
                try await browser.execute("return document.documentElement.dataset.loaded ?? null").string == "true"
            }
            try await browser.devTools("Emulation.setTouchEmulationEnabled", ["enabled": true, "maxTouchPoints": 1])
            for (type, y) in [("touchStart", 8), ("touchMove", 60), ("touchMove", 140), ("touchEnd", 140)] {
                let points: JSONValue = type == "touchEnd" ? [] : [["x": 200, "y": .number(Double(y))]]
                try await browser.devTools("Input.dispatchTouchEvent", ["type": .string(type), "touchPoints": points])
            }
            try await browser.waitUntil("the Control Center shows both controls") {
                try await browser.execute("return document.querySelectorAll('#control-pages .control').length").number == 2
            }
            let box = try await browser.execute(
                "const r = document.getElementById('control-center').getBoundingClientRect(); return [r.width, window.innerWidth]")
            #expect(box.array?[0] == box.array?[1], "\(box)")
            try await browser.saveScreenshot(named: "control-center-phone")
        }
    }
}

extension ControlCenterBrowserTests {
    /// The lock screen's two slots: "+" adds a control there from the controls gallery, a tap
    /// acts as in Control Center, and the control is not in Control Center; removing it empties
    /// the slot, and Undo puts it back there.
    @Test func aControlAddedToALockScreenSlotActsThereAndNotInControlCenter() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("control-slots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let serve = try ServeProcess(
            arguments: ["--database", folder.appendingPathComponent("widgetry.sqlite").path, "--extension", builtProduct("counter").path],
            environment: ["WIDGETRY_EXAMPLE_DATA": folder.appendingPathComponent("examples").path])
        defer { serve.stop() }
        let slot = #"#lock-slots [data-slot="lockScreenLeading"]"#

        try await Browser.withSession { browser in
            try await browser.navigate(to: serve.base)
            try await browser.click(css: "\(slot) .lock-slot-add")
            try await browser.waitUntil("the gallery offers the counter's controls for the slot") {
                try await browser.execute(
                    "return document.getElementById('control-gallery-title').textContent + ' ' + document.querySelectorAll('.control-gallery-item').length"
                ).string == "Add to the Lock Screen (left) 2"
            }
            try await browser.click(css: #".control-gallery-item[data-kind="CounterCountInTens"] button[aria-label="Add Count in Tens"]"#)
            try await browser.waitUntil("the toggle is in the slot, and the Control Center closed") {
                try await browser.execute(
                    "return [!document.getElementById('control-center').open, document.querySelector(arguments[0] + ' .control-module')?.getAttribute('aria-pressed') ?? null]",
                    arguments: [.string(slot)]) == [true, "false"]
            }
            #expect(try await browser.execute("return document.querySelectorAll('#control-pages .control').length").number == 0)

            try await browser.click(css: "\(slot) .control-module")
            try await browser.waitUntil("a tap in the slot turns it on") {
                try await browser.execute(
                    "const c = document.querySelector(arguments[0] + ' .control'); return c && !c.hasAttribute('aria-busy') && c.querySelector('.control-module').getAttribute('aria-pressed') === 'true'",
                    arguments: [.string(slot)]).bool == true
            }
            try await browser.saveScreenshot(named: "control-lock-screen-slot")

            try await browser.execute("document.querySelector(arguments[0] + ' .control-remove').focus()", arguments: [.string(slot)])
            try await browser.click(css: "\(slot) .control-remove")
            try await browser.click(css: "#confirm-accept")
            try await browser.waitUntil("the slot is empty again") {
                try await browser.execute("return document.querySelector(arguments[0] + ' .lock-slot-add') !== null", arguments: [.string(slot)]).bool == true
            }
            try await browser.click(css: "#notice-undo")
            try await browser.waitUntil("Undo puts it back in the slot") {
                try await browser.execute("return document.querySelector(arguments[0] + ' .control-module') !== null", arguments: [.string(slot)]).bool == true
            }
            let placed = try JSONSerialization.jsonObject(with: try await send("GET", serve.url("/api/controls")).body) as? [String: Any]
            #expect((placed?["controls"] as? [[String: Any]])?.compactMap { $0["slot"] as? String } == ["lockScreenLeading"])
        }
    }
}

/// The symbols the page draws itself, served as SVG files.
@Suite struct SymbolFileTests {
    @Test func symbolsAreServedAsSVGFilesAndNumbersInShapesAreDrawn() async throws {
        try await withHomeScreen { home in
            let plus = try await home.call("GET", "/assets/symbols/plus.circle.svg")
            #expect(plus.status == 200 && plus.header("Content-Type") == "image/svg+xml")
            #expect(plus.text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 16 16\""))
            // SF Symbols' numbered shapes: outlined, or filled with the number cut out.
            let ten = try await home.call("GET", "/assets/symbols/10.circle.fill.svg")
            #expect(ten.status == 200 && ten.text.contains(">10</text>") && ten.text.contains("mask=\"url(#wr-symbol-10-circle-fill)\""))
            #expect(try await home.call("GET", "/assets/symbols/7.square.svg").text.contains("<rect "))
            for missing in ["51.circle", "01.circle", "no.such.symbol", "plus"] {
                let file = missing == "plus" ? "/assets/symbols/plus" : "/assets/symbols/\(missing).svg"
                #expect(try await home.call("GET", file).status == 404, "\(file)")
            }
        }
    }
}
