import Foundation
import Testing
import TestWidgets
import WidgetKit
import WidgetryWire

/// An app's `WidgetCenter` over WidgetKit's HTTP transport against the real server: what an
/// app on the machine does with the token the page shows it.
@Suite("WidgetCenter for apps, over HTTP", .serialized)
struct WidgetCenterTransportTests {
    /// The token issued for `extensionID` through the API.
    func token(_ home: RunningHomeScreen, extensionID: String) async throws -> String {
        let issued = try await home.call("POST", "/api/extensions/\(extensionID)/token")
        try #require(issued.status == 201)
        return try #require(try JSONDecoder.api.decode([String: String].self, from: issued.body)["token"])
    }

    @Test func anAppReadsReloadsAndInvalidatesOnlyItsOwnWidgets() async throws {
        try await withHomeScreen(extraExtensions: ["other"]) { home in
            let character = try await home.place("Character", configuration: #"{"character":"spouty","showLevel":true,"level":7}"#)
            let counter = try await home.place("Counter", family: "systemMedium")
            let foreign = try await home.call("POST", "/api/instances", json: #"{"extensionID":"other","kind":"Counter","family":"systemSmall"}"#)
            try #require(foreign.status == 201)
            try await home.waitUntilLoaded(counter)

            let center = WidgetCenter()
            center.connect(HTTPWidgetCenterTransport(base: home.url(""), token: try await token(home, extensionID: "test")))

            let widgets = try await center.currentConfigurations()
            #expect(widgets.map(\.kind).sorted() == ["Character", "Counter"])
            #expect(widgets.first { $0.kind == "Counter" }?.family == .systemMedium)
            let info = try #require(widgets.first { $0.kind == "Character" })
            let intent = try #require(await decodeOffTheCooperativePool(info, as: CharacterIntent.self))
            #expect(intent.character.id == "spouty" && intent.showLevel && intent.level == 7)
            // A static widget has no configuration intent, as on Apple's systems.
            let counterInfo = try #require(widgets.first { $0.kind == "Counter" })
            #expect(await decodeOffTheCooperativePool(counterInfo, as: CharacterIntent.self) == nil)

            // A reload from an app in the foreground: not counted, recorded with its reason.
            center.reloadTimelines(ofKind: "Counter")
            await center.flush()
            try await waitFor("the WidgetCenter reload in the counter's history") {
                try await home.call("GET", "/api/instances/\(counter)/inspector").text.contains(#""reason":"widgetCenter.foreground""#)
            }
            #expect(!(try await home.call("GET", "/api/instances/\(character)/inspector").text.contains("widgetCenter")))

            // Invalidating recommendations is announced to pages.
            let stream = try EventStreamClient(port: home.server.port)
            defer { stream.stop() }
            try await waitFor("the stream to open") { stream.received.contains(": connected") }
            center.invalidateConfigurationRecommendations()
            await center.flush()
            try await waitFor("recommendationsChanged") {
                stream.received.contains("event: recommendationsChanged\ndata: {\"extensionID\":\"test\"}")
            }
        }
    }

    @Test func aTappedAppLinkReachesTheAppWithItsWidget() async throws {
        try await withHomeScreen { home in
            let counter = try await home.place("Counter")
            try await home.waitUntilLoaded(counter)
            let center = WidgetCenter()
            center.connect(HTTPWidgetCenterTransport(base: home.url(""), token: try await token(home, extensionID: "test")))
            let openings = center.widgetURLs()

            // Only a URL the widget shows can be sent.
            let foreign = try await home.call("POST", "/api/instances/\(counter)/open", json: #"{"url":"testwidgets://elsewhere"}"#)
            #expect(foreign.status == 404)
            let sent = try await home.call("POST", "/api/instances/\(counter)/open", json: #"{"url":"testwidgets://counter"}"#)
            #expect(sent.status == 202)

            var iterator = openings.makeAsyncIterator()
            let opening = try #require(try await iterator.next())
            #expect(opening.url.absoluteString == "testwidgets://counter")
            #expect(opening.widget.kind == "Counter")
            #expect(opening.widget.family == .systemSmall)
            #expect(opening.sequence == 1)
        }
    }

    /// An app that stops listening for tapped links while a long poll waits stops at once,
    /// with the Swift task's `CancellationError`, and its request is not cancelled under
    /// FoundationNetworking (which can crash the app when a request is cancelled as it
    /// completes); the long poll ends by itself and the stream's next user is unaffected.
    @Test func stoppingAWaitingPollLeavesItsRequestAlone() async throws {
        try await withHomeScreen { home in
            let counter = try await home.place("Counter")
            try await home.waitUntilLoaded(counter)
            let transport = HTTPWidgetCenterTransport(base: home.url(""), token: try await token(home, extensionID: "test"))
            let poll = Task { try await transport.openedURLs(after: 0, wait: 25) }
            try await Task.sleep(for: .milliseconds(300))
            poll.cancel()
            await #expect(throws: CancellationError.self) { try await poll.value }

            // A stream stopped by its consumer ends quietly; a new one still gets the next link.
            let center = WidgetCenter()
            center.connect(transport)
            let first = Task {
                for try await _ in center.widgetURLs() {}
            }
            try await Task.sleep(for: .milliseconds(300))
            first.cancel()
            _ = await first.result
            let openings = center.widgetURLs()
            let sent = try await home.call("POST", "/api/instances/\(counter)/open", json: #"{"url":"testwidgets://counter"}"#)
            #expect(sent.status == 202)
            var iterator = openings.makeAsyncIterator()
            #expect(try await iterator.next()?.url.absoluteString == "testwidgets://counter")
        }
    }

    @Test func aBadTokenIsAnError() async throws {
        try await withHomeScreen { home in
            _ = try await home.place("Counter")
            let transport = HTTPWidgetCenterTransport(base: home.url(""), token: "not-a-token")
            await #expect(throws: (any Error).self) { try await transport.currentConfigurations() }
            await #expect(throws: (any Error).self) { try await transport.reloadTimelines(ofKind: "Counter") }
            await #expect(throws: (any Error).self) { try await transport.invalidateConfigurationRecommendations() }
            let center = WidgetCenter()
            center.connect(transport)
            await #expect(throws: (any Error).self) { try await center.currentConfigurations() }
        }
    }
}

/// `widgetConfigurationIntent(of:)` waits on a semaphore for async entity queries, as Apple's
/// synchronous API must: call it from a thread of its own, not from Swift concurrency's pool.
func decodeOffTheCooperativePool<Intent: WidgetConfigurationIntent>(_ info: WidgetInfo, as type: Intent.Type) async -> Intent? {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: info.widgetConfigurationIntent(of: type)) }.start()
    }
}
