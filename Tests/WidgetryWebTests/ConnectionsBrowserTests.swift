import Foundation
import TestProcesses
import Testing
import WebDriver
import WidgetryWire

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What the home screen promises beyond its widgets, in headless Chromium against the real
/// server: apps' tokens (Connections), installing the page as an app, an offline note that is
/// right both ways, and a home screen exported and imported as one file.
@Suite(.serialized, .enabled(if: BrowserTools.isAvailable, Comment(rawValue: BrowserTools.unavailableReason ?? "")))
struct ConnectionsBrowserTests {
    func open(_ url: URL, in browser: WebDriverSession) async throws {
        try await browser.navigate(to: url)
        try await browser.waitUntil("the page has loaded the widgets") {
            try await browser.execute("return document.documentElement.dataset.loaded ?? null").string == "true"
        }
    }

    @Test func anAppsTokenIsIssuedShownOnceAndRevoked() async throws {
        try await withHomeScreen { home in
            try await Browser.withSession { browser in
                try await open(home.url("/"), in: browser)
                try await browser.click(css: "#connections-button")
                let row = "#connections .connection[data-extension-id='test']"
                _ = try await browser.waitForElement(css: row)
                let statusText = {
                    try await browser.execute("return document.querySelector(arguments[0])?.textContent ?? ''", arguments: [.string("\(row) .connection-status-text")]).string ?? ""
                }
                try await browser.waitUntil("the row says there is no token yet") { try await statusText().contains("No token") }
                try await browser.click(css: "\(row) [data-connection-action='issue']")
                let field = try await browser.waitForElement(css: "\(row) .connection-token")
                let token = try #require(try await field.property("value").string)
                #expect(token.hasPrefix("wgt_"))
                try await browser.saveScreenshot(named: "connections-token")

                // The token works for the app's WidgetCenter calls…
                let reload = { try await home.call("POST", "/api/widgetcenter/reload", json: "{}", headers: ["Authorization": "Bearer \(token)"]).status }
                #expect(try await reload() == 202)
                // …is shown this once (reopening shows when it was issued, not the token)…
                try await browser.click(css: "#connections button[value='close']")
                try await browser.click(css: "#connections-button")
                try await browser.waitUntil("the row says a token was issued") { try await statusText().hasPrefix("Token issued") }
                #expect(try await browser.findElements(css: "\(row) .connection-token").isEmpty)
                // …and once revoked, is refused.
                try await browser.click(css: "\(row) [data-connection-action='revoke']")
                try await browser.waitUntil("the row says there is no token") { try await statusText().contains("No token") }
                #expect(try await reload() == 401)
            }
        }
    }

    @Test func thePageInstallsAsAnApp() async throws {
        try await withHomeScreen { home in
            try await Browser.withSession { browser in
                try await open(home.url("/"), in: browser)
                let manifest = try await browser.devTools("Page.getAppManifest")
                #expect(manifest["url"]?.string?.hasSuffix("/manifest.webmanifest") == true)
                #expect(manifest["errors"]?.array?.isEmpty != false, "\(manifest)")
                try await browser.waitUntil("Chromium finds nothing stopping an install", timeout: .seconds(20)) {
                    let result = try await browser.devTools("Page.getInstallabilityErrors")
                    return (result["installabilityErrors"]?.array ?? [.null]).isEmpty
                }
                let icons = try await browser.executeAsync(
                    """
                    const done = arguments[arguments.length - 1];
                    Promise.all(['/assets/icon-192.png', '/assets/icon-512.png'].map(src => new Promise(resolve => {
                      const image = new Image(); image.onload = () => resolve(image.naturalWidth); image.onerror = () => resolve(0); image.src = src;
                    }))).then(done);
                    """)
                #expect(icons == [.number(192), .number(512)])
            }
        }
    }

    /// The page says it is offline while the server is down, and stops saying so (the error
    /// banner included) once it is back, on the same port.
    @Test func theOfflineNoteIsRightBothWays() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("offline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let arguments = ["--database", folder.appendingPathComponent("widgetry.sqlite").path, "--extension", builtProduct("widgetry-test-extension").path]
        var serve = try ServeProcess(arguments: arguments)
        defer { serve.stop() }
        let port = serve.base.port ?? 0
        try await Browser.withSession { browser in
            try await open(serve.base, in: browser)
            let status = "return [document.documentElement.dataset.connection ?? null, document.getElementById('connection-status').hidden]"
            try await browser.waitUntil("the page is online") { try await browser.execute(status) == [.string("online"), .bool(true)] }

            serve.stop()
            try await browser.waitUntil("the page says it is offline", timeout: .seconds(20)) {
                try await browser.execute(status) == [.string("offline"), .bool(false)]
            }
            // Something asked of the server meanwhile fails with the usual banner.
            _ = try await browser.execute("document.getElementById('add-widget').click()")
            try await browser.waitUntil("the banner says the server cannot be reached") {
                try await browser.findElement(css: "#error-banner").isDisplayed()
            }
            _ = try await browser.execute("document.getElementById('gallery').close()")
            try await browser.saveScreenshot(named: "offline")

            serve = try ServeProcess(arguments: arguments, port: port)
            try await browser.waitUntil("the page is online again", timeout: .seconds(30)) {
                try await browser.execute(status) == [.string("online"), .bool(true)]
            }
            #expect(try await browser.findElement(css: "#error-banner").isDisplayed() == false)
        }
    }

    @Test func aHomeScreenExportedAndImportedThroughThePageComesBackWhole() async throws {
        try await withHomeScreen { home in
            let work = try await home.call("POST", "/api/pages", json: #"{"name":"Work"}"#)
            let workID = try #require(try JSONSerialization.jsonObject(with: work.body) as? [String: Any])["id"] as? String
            _ = try await home.place("Counter")
            _ = try await home.call(
                "POST", "/api/instances",
                json: #"{"extensionID":"test","kind":"Character","family":"systemMedium","pageID":"\#(workID ?? "")","configuration":{"character":"egg"}}"#)
            let exported = try await home.call("GET", "/api/export")
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("home-\(UUID().uuidString).json")
            try exported.body.write(to: file)
            let before = try await home.get("/api/instances", as: InstancesJSON.self).instances

            // Change everything, then import the file through the page's menu.
            for widget in before { _ = try await home.call("DELETE", "/api/instances/\(widget.id)") }
            _ = try await home.place("Session")
            try await Browser.withSession { browser in
                try await open(home.url("/"), in: browser)
                // The export is a download link (a GET the page needs no script for).
                try await browser.click(css: "#page-options")
                #expect(try await browser.findElements(css: "#page-menu [data-page-action='export']").count == 1)
                try await browser.findElement(css: "#import-file").sendKeys(file.path)
                #expect(try await browser.waitForElement(css: "#confirm-message").text().contains("2 pages, 2 widgets and 0 controls. They replace every page, widget and control here."))
                try await browser.click(css: "#confirm-accept")
                try await browser.waitUntil("two pages are shown") { try await browser.findElements(css: "#page-tabs .page-tab").count == 2 }
                try await browser.saveScreenshot(named: "imported-home-screen")
            }
            let after = try await home.get("/api/instances", as: InstancesJSON.self).instances
            #expect(after.map(\.kind) == before.map(\.kind))
            #expect(after.map(\.configuration) == before.map(\.configuration))
        }
    }
    /// A refused import says why in words (no stack's internal id, no problem that follows
    /// only from another), and the next import, accepted, takes its banner down.
    @Test func aRefusedImportSaysWhyAndALaterImportTakesItsBannerDown() async throws {
        try await withHomeScreen { home in
            let morning = try await home.place("Morning")
            let evening = try await home.place("Evening")
            #expect(try await home.call("POST", "/api/instances/\(evening)/stack", json: #"{"onto":"\#(morning)"}"#).status == 200)
            let exported = try await home.call("GET", "/api/export")
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let good = folder.appendingPathComponent("home.json"), bad = folder.appendingPathComponent("broken.json")
            try exported.body.write(to: good)
            // The stack's second member is of a kind the extension does not have.
            try Data(exported.text.replacingOccurrences(of: #""kind":"Evening""#, with: #""kind":"Nope""#).utf8).write(to: bad)

            try await Browser.withSession { browser in
                try await open(home.url("/"), in: browser)
                try await browser.findElement(css: "#import-file").sendKeys(bad.path)
                try await browser.click(css: "#confirm-accept")
                let banner = try await browser.waitForElement(css: "#error-banner:not([hidden])")
                let message = try await banner.text()
                #expect(message.contains("Widget 2 (Nope)"), "\(message)")
                #expect(!message.contains(morning) && !message.contains("alone") && !message.contains("stack"), "\(message)")
                try await browser.saveScreenshot(named: "import-refused")

                try await browser.findElement(css: "#import-file").sendKeys(good.path)
                try await browser.click(css: "#confirm-accept")
                try await browser.waitUntil("the import's notice shows") {
                    try await browser.findElement(css: "#notice-message").text().hasPrefix("Imported 1 page and 2 widgets")
                }
                #expect(try await browser.findElement(css: "#error-banner").isDisplayed() == false)
                try await browser.saveScreenshot(named: "import-after-refusal")
            }
        }
    }
}
