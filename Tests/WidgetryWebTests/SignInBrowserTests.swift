import Foundation
import TestProcesses
import Testing
import WebDriver

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Access beyond loopback as a person meets it: `widgetry serve --host 0.0.0.0` prints a setup
/// code; the browser is sent to the login page, sets the owner password with it, signs out and
/// in again; a wall display's link signs another browser in to a home screen it cannot change.
@Suite(.serialized, .enabled(if: BrowserTools.isAvailable, Comment(rawValue: BrowserTools.unavailableReason ?? "")))
struct SignInBrowserTests {
    func waitForHomeScreen(_ browser: WebDriverSession) async throws {
        try await browser.waitUntil("the home screen has loaded its widgets", timeout: .seconds(20)) {
            try await browser.execute("return document.documentElement.dataset.loaded ?? null").string == "true"
        }
    }

    func path(_ browser: WebDriverSession) async throws -> String {
        let url = try #require(URL(string: try await browser.currentURL()))
        return url.path + (url.query.map { "?\($0)" } ?? "")
    }

    @Test func offLoopbackThePageAsksForSignInAndAWallDisplayOnlyLooks() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sign-in-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let serve = try ServeProcess(arguments: [
            "--host", "0.0.0.0", "--database", folder.appendingPathComponent("widgetry.sqlite").path,
            "--extension", builtProduct("widgetry-test-extension").path,
        ])
        defer { serve.stop() }
        let code = try #require(serve.banner.firstMatch(of: /setup code ([A-Z2-9]{5}-[A-Z2-9]{5})/)?.1, "\(serve.banner)")
        // Nothing answers without a session, the event stream included.
        #expect(try await send("GET", serve.url("/api/events")).status == 401)
        #expect(try await send("GET", serve.url("/api/widgets")).status == 401)

        var link = ""
        try await Browser.withSession { browser in
            // The page sends the browser to the login page, which asks for the setup code.
            try await browser.navigate(to: serve.url("/previews?extension=widgetry-test-extension"))
            _ = try await browser.waitForElement(css: "#setup-form:not([hidden])")
            #expect(try await browser.findElement(css: "#sign-in-form").isDisplayed() == false)
            let loginPath = try await path(browser)
            #expect(loginPath == "/login?next=/previews%3Fextension%3Dwidgetry-test-extension")
            try await browser.saveScreenshot(named: "sign-in-setup")
            try await browser.findElement(css: "#setup-code").sendKeys(String(code))
            try await browser.findElement(css: "#new-password").sendKeys("correct horse battery")
            try await browser.findElement(css: "#confirm-password").sendKeys("correct horse battery")
            try await browser.click(css: "#setup-form button[type=submit]")
            // Signed in, it comes back to the page it was sent from.
            try await browser.waitUntil("the previews page is back") {
                try await path(browser) == "/previews?extension=widgetry-test-extension"
            }
            try await browser.navigate(to: serve.url("/"))
            try await waitForHomeScreen(browser)
            // Signed in, the page's own requests go through: it places two widgets.
            let placed = try await browser.executeAsync(
                """
                const done = arguments[arguments.length - 1];
                const place = (body) => fetch('/api/instances', {method: 'POST', headers: {'X-Widgetry-Request': '1', 'Content-Type': 'application/json'}, body: JSON.stringify(body)}).then(r => r.status);
                Promise.all([
                  place({extensionID: 'widgetry-test-extension', kind: 'Character', family: 'systemMedium', configuration: {character: 'egg'}}),
                  place({extensionID: 'widgetry-test-extension', kind: 'Counter', family: 'systemSmall'}),
                ]).then(done);
                """)
            #expect(placed == [.number(201), .number(201)])

            // Connections makes a wall display's link, shown once.
            try await browser.click(css: "#connections-button")
            try await browser.waitForElement(css: "#connections section[aria-label='Wall displays'] input").sendKeys("Kitchen")
            try await browser.click(css: "#connections section[aria-label='Wall displays'] button[type=submit]")
            let field = try await browser.waitForElement(css: "#connections .connection-reveal .connection-token")
            link = try #require(try await field.property("value").string)
            #expect(link.contains("/login?next=%2F%3Fkiosk#pass=wgv_"))
            try await browser.saveScreenshot(named: "sign-in-wall-display-link")

            // Signing out goes to the login page; the password signs in again.
            try await browser.click(css: "#connections [data-session-action='sign-out']")
            _ = try await browser.waitForElement(css: "#sign-in-form:not([hidden])")
            #expect(try await browser.findElement(css: "#setup-form").isDisplayed() == false)
            try await browser.findElement(css: "#password").sendKeys("wrong password")
            try await browser.click(css: "#sign-in-form button[type=submit]")
            let error = try await browser.waitForElement(css: "#login-error:not([hidden])")
            #expect(try await error.text() == "That password is not right.")
            try await browser.saveScreenshot(named: "sign-in-wrong-password")
            try await browser.findElement(css: "#password").clear()
            try await browser.findElement(css: "#password").sendKeys("correct horse battery")
            try await browser.click(css: "#sign-in-form button[type=submit]")
            try await waitForHomeScreen(browser)
            #expect(try await browser.findElement(css: "#add-widget").isDisplayed())
        }

        // Another browser opens the display's link: signed in as a viewer, it lands in kiosk
        // mode; the home screen shows, and nothing on it changes anything.
        try await Browser.withSession { display in
            try await display.navigate(to: try #require(URL(string: link)))
            try await waitForHomeScreen(display)
            let displayPath = try await path(display)
            #expect(displayPath == "/?kiosk=")
            #expect(try await display.execute("return document.documentElement.dataset.role ?? null").string == "viewer")
            try await display.navigate(to: serve.url("/"))
            try await waitForHomeScreen(display)
            try await display.waitUntil("the page knows it is a wall display") {
                try await display.execute("return document.documentElement.dataset.role ?? null").string == "viewer"
            }
            try await display.waitUntil("both widgets are drawn") {
                try await display.execute("return document.querySelectorAll('#home-grid .tile .wr').length").number == 2
            }
            for control in [
                "#add-widget", "#connections-button", "#page-add", "#page-options", ".tile [data-tile-menu]", "#control-add", "#control-edit",
                "#lock-slots .lock-slot-add",
            ] {
                #expect(try await display.findElement(css: control).isDisplayed() == false, "\(control)")
            }
            try await display.saveScreenshot(named: "sign-in-wall-display")
            let refused = try await display.executeAsync(
                """
                const done = arguments[arguments.length - 1];
                fetch('/api/pages', {method: 'POST', headers: {'X-Widgetry-Request': '1', 'Content-Type': 'application/json'}, body: '{"name":"Mine"}'})
                  .then(r => r.json().then(b => done([r.status, b.error.code])));
                """)
            #expect(refused == [.number(403), .string("readOnly")])
        }
    }
}
