import Foundation
import Testing
import WebDriver

/// After sign-in the login page goes to its `?next=` page, and only to a page of this server:
/// however `next` is spelt, the browser never leaves for another site. A browser drops tabs and
/// line breaks from a URL and reads `\` as `/`, so `/%09/evil.example/x` is, to it,
/// `//evil.example/x` (issue 32: a signed-in browser was sent there without a click).
@Suite(.enabled(if: BrowserTools.isAvailable, Comment(rawValue: BrowserTools.unavailableReason ?? "")))
struct LoginRedirectBrowserTests {
    /// `next` values (as written in the query) that name another site once a browser reads them.
    static let foreign = [
        "/%09/evil.example/x", "/%0A/evil.example/x", "/%0D/evil.example/x", "/%0D%0A/evil.example/x",
        "/%09%5Cevil.example/x", "/%5C/evil.example/x", "%2F%2Fevil.example/x", "/%5C%09evil.example/x",
        "http://evil.example/x", "https:evil.example/x", "javascript:alert(1)", "%09//evil.example/x",
    ]

    /// On loopback nobody needs to sign in, so the login page goes on to `next` at once: the
    /// same step a signed-in browser takes.
    @Test func theLoginPageGoesOnlyToPagesOfThisServer() async throws {
        try await withHomeScreen { home in
            // Without the back/forward cache: each home page it lands on would stay there with its
            // event stream open, and after six Chromium waits for a connection to the server.
            let options = BrowserOptions(extraArguments: ["--disable-features=BackForwardCache"])
            try await Browser.withSession(options: options) { browser in
                for next in Self.foreign {
                    try await browser.navigate(to: home.url("/login?next=\(next)"))
                    let landed = try await leftTheLoginPage(browser)
                    #expect(landed.host == "127.0.0.1" && landed.port == home.server.port && landed.path == "/",
                            "next=\(next) went to \(landed)")
                }
                // A page of this server is still where the browser goes.
                try await browser.navigate(to: home.url("/login?next=/previews%3Fextension%3Dtest"))
                let landed = try await leftTheLoginPage(browser)
                #expect(landed.host == "127.0.0.1" && landed.path == "/previews" && landed.query == "extension=test")
            }
        }
    }

    /// Waits until the browser is no longer on the login page, and returns where it is.
    func leftTheLoginPage(_ browser: WebDriverSession) async throws -> URL {
        var current = URL(string: "about:blank")!
        try await browser.waitUntil("the login page went on", timeout: .seconds(20)) {
            current = try #require(URL(string: try await browser.currentURL()))
            return current.path != "/login"
        }
        return current
    }
}
