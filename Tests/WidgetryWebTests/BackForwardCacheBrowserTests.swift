import Foundation
import Testing
import WebDriver
import WidgetryWeb

/// The home screen and the browser's back/forward cache, in headless Chromium against the real
/// server: a page left for another is kept whole, and must not keep its event stream open there.
@Suite(.serialized, .enabled(if: BrowserTools.isAvailable, Comment(rawValue: BrowserTools.unavailableReason ?? "")))
struct BackForwardCacheBrowserTests {
    /// A server that holds one event stream at most: while the page left for another held its
    /// stream, another client's was refused (503). The page closes it as it is hidden, and opens
    /// it again when it comes back from the cache.
    @Test func aPageInTheBackForwardCacheHoldsNoEventStream() async throws {
        try await withHomeScreen(configure: { $0.maximumEventStreams = 1 }) { home in
            let counter = try await home.place("Counter")
            try await home.waitUntilLoaded(counter)
            try await Browser.withSession { browser in
                try await browser.navigate(to: home.url("/"))
                try await browser.waitUntil("the page's event stream is open") {
                    try await browser.execute("return document.documentElement.dataset.events ?? null").string == "open"
                }
                // Marks this document, to tell a page restored from the cache from one loaded again.
                try await browser.execute("window.restoredMarker = 'kept'")

                // Away to another document of the server, one without an event stream (the login
                // page would come back here on loopback; the previews page has a stream of its own).
                try await browser.navigate(to: home.url("/assets/icon.svg"))
                // The one stream the server holds comes free for another client (once the server
                // sees the page's connection closed: until then another client's is refused).
                var other: EventStreamClient?
                try await waitFor("another client's stream to open") {
                    let client = try EventStreamClient(port: home.server.port)
                    try await waitFor("an answer") { client.received.contains(": connected") || client.received.contains("503") }
                    if client.received.contains(": connected") {
                        other = client
                        return true
                    }
                    client.finishSending()
                    return false
                }
                other?.finishSending()
                try await waitFor("the other client's stream to end") { other?.isClosed ?? true }

                // Back: the page comes from the cache (the same document) and listens again.
                try await browser.execute("history.back()")
                try await browser.waitUntil("the restored page's event stream is open again") {
                    try await browser.execute("return document.documentElement.dataset.events ?? null").string == "open"
                }
                #expect(try await browser.execute("return window.restoredMarker ?? null").string == "kept")
                // It is live: a change made elsewhere (a tap through the API) reaches it.
                let count = "return document.querySelector(`.tile[data-instance-id='${arguments[0]}'] .wr`)?.textContent ?? ''"
                let shown = try await browser.execute(count, arguments: [.string(counter)]).string ?? ""
                let html = try await home.call("GET", "/api/instances/\(counter)/render").text
                let action = try #require(html.firstMatch(of: /data-wr-action="([^"]+)"/)?.1)
                #expect(try await home.call("POST", "/api/instances/\(counter)/actions/\(action)").status == 200)
                try await browser.waitUntil("the restored page shows the new count", timeout: .seconds(20)) {
                    try await browser.execute(count, arguments: [.string(counter)]).string != shown
                }
                try await browser.saveScreenshot(named: "back-forward-cache-restored")
            }
        }
    }

    /// The previews page has an event stream of its own: the same holds for it.
    @Test func thePreviewsPageInTheBackForwardCacheHoldsNoEventStream() async throws {
        try await withHomeScreen(configure: { $0.maximumEventStreams = 1 }) { home in
            try await Browser.withSession { browser in
                try await browser.navigate(to: home.url("/previews"))
                try await browser.waitUntil("the previews page's event stream is open") {
                    try await browser.execute("return document.documentElement.dataset.events ?? null").string == "open"
                }
                try await browser.execute("window.restoredMarker = 'kept'")
                try await browser.navigate(to: home.url("/assets/icon.svg"))
                try await waitFor("another client's stream to open") {
                    let client = try EventStreamClient(port: home.server.port)
                    defer { client.finishSending() }
                    try await waitFor("an answer") { client.received.contains(": connected") || client.received.contains("503") }
                    return client.received.contains(": connected")
                }
                try await browser.execute("history.back()")
                try await browser.waitUntil("the restored previews page's event stream is open again") {
                    try await browser.execute("return document.documentElement.dataset.events ?? null").string == "open"
                }
                #expect(try await browser.execute("return window.restoredMarker ?? null").string == "kept")
            }
        }
    }
}
