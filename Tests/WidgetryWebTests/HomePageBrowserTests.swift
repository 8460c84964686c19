import Foundation
import Testing
import WebDriver
import WidgetryWeb

/// The home page in a real browser (headless Chromium through chromedriver) against a real server.
/// Skipped when Chromium or chromedriver is missing; `scripts/setup` installs both.
@Suite(.enabled(if: BrowserTools.isAvailable, Comment(rawValue: BrowserTools.unavailableReason ?? "")))
struct HomePageBrowserTests {
    @Test func theShellLoadsAndItsScriptRunsUnderThePolicy() async throws {
        try await withHomeScreen { home in
            let server = home.server
            try await Browser.withSession { browser in
                try await browser.navigate(to: server.url("/"))
                try await browser.waitUntil("the page script has run") {
                    try await browser.execute("return document.documentElement.dataset.widgetry").string == "ready"
                }
                #expect(try await browser.title() == "Widgetry")
                #expect(try await browser.findElement(css: "h1.brand").text() == "Widgetry")
                #expect(try await browser.findElements(css: "#home-grid").count == 1)
                #expect(try await browser.findElements(css: "#lock-screen-strip").count == 1)
                #expect(try await browser.findElement(css: "#home-empty").isDisplayed())
                // The style sheet applied (no inline styles exist, so this is app.css).
                let display = try await browser.execute("return getComputedStyle(document.querySelector('.top-bar')).display")
                #expect(display.string == "flex")
                try await browser.saveScreenshot(named: "home-screen")

                // The script wired the gallery button.
                let gallery = try await browser.findElement(css: "#gallery")
                #expect(try await gallery.property("open").bool == false)
                try await browser.click(css: "#add-widget")
                try await browser.waitUntil("the gallery is open") { try await gallery.property("open").bool == true }
                try await browser.saveScreenshot(named: "home-screen-gallery")

                // Nothing went wrong while loading: no policy violation, no failed request, no error.
                let log = try await browser.browserLog()
                #expect(log.filter { $0.level == "SEVERE" || $0.message.contains("Content Security Policy") }.isEmpty, "\(log)")
            }
        }
    }

    /// The policy is really in force (so the absence of reports above means something): an inline
    /// script injected into the page does not run, and the browser reports the violation.
    @Test func anInjectedInlineScriptIsBlockedAndReported() async throws {
        try await withRunningServer { server in
            try await Browser.withSession { browser in
                try await browser.navigate(to: server.url("/"))
                try await browser.waitUntil("the page script has run") {
                    try await browser.execute("return document.documentElement.dataset.widgetry").string == "ready"
                }
                try await browser.execute(
                    """
                    const script = document.createElement("script");
                    script.textContent = "document.documentElement.dataset.injected = 'ran'";
                    document.body.append(script);
                    """)
                #expect(try await browser.execute("return document.documentElement.dataset.injected ?? null") == .null)
                var reports: [WebDriverSession.LogEntry] = []
                try await browser.waitUntil("the browser reports the violation") {
                    reports += try await browser.browserLog()
                    return reports.contains { $0.message.contains("Content Security Policy") }
                }
            }
        }
    }

    /// The page's `api()` helper marks its requests, so the same-origin check lets them through,
    /// and turns an error answer into an APIError with the server's code and message.
    @Test func thePageHelperSpeaksTheAPIsConventions() async throws {
        try await withRunningServer(registerAPIRoutes: { api in
            api.post("test/echo") { request, _ in
                request.headers[.init("X-Widgetry-Request")!] ?? "unmarked"
            }
        }) { server in
            try await Browser.withSession { browser in
                try await browser.navigate(to: server.url("/"))
                try await browser.waitUntil("the page script has run") {
                    try await browser.execute("return document.documentElement.dataset.widgetry").string == "ready"
                }
                let script = """
                    const done = arguments[arguments.length - 1];
                    import("/assets/app.js").then(async ({ api, APIError }) => {
                      const echo = await api("/api/test/echo", { method: "POST", body: { hello: "world" } });
                      try {
                        await api("/api/missing");
                        done({ echo, error: null });
                      } catch (error) {
                        done({ echo, error: { isAPIError: error instanceof APIError, status: error.status, code: error.code } });
                      }
                    }, (error) => done({ failed: String(error) }));
                    """
                let result = try await browser.executeAsync(script)
                #expect(result["failed"] == nil, "\(result)")
                #expect(result["echo"] == "1")
                #expect(result["error"] == ["isAPIError": true, "status": 404, "code": "notFound"])
            }
        }
    }
}
