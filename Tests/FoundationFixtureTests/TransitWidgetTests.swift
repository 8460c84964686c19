import Combine
import Foundation
import TestProcesses
import Testing
import WidgetKit
import WidgetKitTesting
import WidgetryHost
import WidgetryScheduler
import WidgetryStore
import WidgetryWire

@testable import FoundationFixtures

/// The app's side of the app group: what the transit app stores for its widget, removed again
/// after the test.
enum TransitApp {
    static var defaults: UserDefaults { UserDefaults(suiteName: SharedSettings.appGroup)! }

    static func configure(server: URL, stop: String, account: String?) {
        defaults.setValue(server.absoluteString, forKey: "serverURL")
        defaults.setValue(stop, forKey: "selectedStop")
        defaults.setValue(account, forKey: "accountEmail")
    }

    static func reset() {
        defaults.removePersistentDomain(forName: SharedSettings.appGroup)
        defaults.synchronize()
        if let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: SharedSettings.appGroup) {
            try? FileManager.default.removeItem(at: container)
        }
    }

    /// What the widget wrote to the group's container at its last refresh.
    static func lastRefresh() throws -> [String: Int]? {
        guard let file = SharedSettings.lastRefreshFile, FileManager.default.fileExists(atPath: file.path) else { return nil }
        return try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Int]
    }
}

/// The text of every `Text` in an entry's first variant, in order.
func texts(_ entry: EntryArchive) -> [String] {
    entry.variants.first?.allNodes.compactMap { $0.text?.runs.map(\.string).joined() } ?? []
}

@Suite("A transit widget on Foundation, OSLog and its app group", .serialized)
struct TransitWidgetTests {
    init() { TransitApp.reset() }

    /// The widget's network code is in a file that imports only Foundation; it fetches from a
    /// real server on a loopback port, through the widget's timeline provider.
    @Test func aWidgetFetchesThroughURLSessionFromAFileThatImportsOnlyFoundation() async throws {
        try await TransitServer.run { server in
            TransitApp.configure(server: server.apiURL, stop: "Central", account: nil)
            defer { TransitApp.reset() }
            let home = try await WidgetTestHost(FoundationFixtureWidgets())
            let widget = try await home.place("Departures", family: .systemMedium)
            let shown = try await widget.texts()
            #expect(Array(shown.prefix(7)) == ["Central", "4", "Harbour", "3m", "12", "Airport", "1h 35m"])
            // `Text("Updated \(entry.date, formatter: Self.updateFormatter)")`.
            let updated = try #require(shown.last)
            #expect(updated.range(of: #"^Updated \d\d:\d\d$"#, options: .regularExpression) != nil, "\(updated)")
            // What the widget left for its app: a value by key-value coding, a file in the container.
            #expect(TransitApp.defaults.value(forKey: "lastDepartureCount") as? Int == 2)
            #expect(try TransitApp.lastRefresh()?["departures"] == 2)
            await home.shutdown()
        }
    }

    /// A stop the server does not know: the provider's error path shows the failure.
    @Test func aServerErrorIsShown() async throws {
        try await TransitServer.run { server in
            TransitApp.configure(server: server.apiURL, stop: "Nowhere", account: nil)
            defer { TransitApp.reset() }
            let home = try await WidgetTestHost(FoundationFixtureWidgets())
            let widget = try await home.place("Departures")
            #expect(try await widget.texts().prefix(2) == ["Nowhere", "The server answered 404"])
            await home.shutdown()
        }
    }

    /// The async form, and a URLProtocol answering a session's requests without a network.
    @Test func asyncFetchAndAURLProtocol() async throws {
        try await TransitServer.run { server in
            TransitApp.configure(server: server.apiURL, stop: "Harbour", account: nil)
            defer { TransitApp.reset() }
            let harbour = try await TransitAPI.departures(stop: "Harbour")
            #expect(harbour == [Departure(line: "4", destination: "Central", minutes: 7)])
            await #expect(throws: TransitError.badStatus(404)) { try await TransitAPI.departures(stop: "Nowhere") }
        }
        let url = URL(string: "https://transit.example.com/api/stops/Central/departures")!
        let (data, response) = try await SampleDeparturesProtocol.session.data(from: url)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(try JSONDecoder().decode([Departure].self, from: data) == SampleDeparturesProtocol.sample)
    }

    /// The app's departure board (Combine) fetches with `URLSession.dataTaskPublisher(for:)`.
    @Test func aURLSessionPublisherFetchesFromTheServer() async throws {
        try await TransitServer.run { server in
            TransitApp.configure(server: server.apiURL, stop: "Central", account: nil)
            defer { TransitApp.reset() }
            let board = DepartureBoard()
            let departures = try await board.departuresOfSelectedStop().values.first { _ in true }
            #expect(departures?.map(\.line) == ["4", "12"])
            // `refresh()` catches the failure of an unknown stop and keeps its message.
            board.selectedStop.send("Nowhere")
            let failure = try await firstValue(of: board.$lastError.compactMap { $0 }) { board.refresh() }
            #expect(failure == "The server answered 404")
        }
    }

    /// The widget as its own process, as `widgetry serve` runs it: its Logger's messages reach the
    /// host's log on lines of their own, private values redacted, while its standard output
    /// carries only the protocol; it reads what the app stored in the group (a value the app wrote
    /// after the extension started is seen) and writes where the app reads.
    @Test func theExtensionProcessLogsToTheHostLogAndSharesTheAppGroup() async throws {
        try await TransitServer.run { server in
            defer { TransitApp.reset() }
            let log = HostLog()
            let host = WidgetHost(store: try SQLiteWidgetStore.inMemory(), clock: VirtualClock(now: Date()), logger: log.logger)
            try await host.addExtension(id: "transit", executable: builtProduct("widgetry-foundation-fixtures"))
            // The app is set up only now, after the extension process started.
            TransitApp.configure(server: server.apiURL, stop: "Harbour", account: "rider@example.com")
            let placed = try await host.place(extensionID: "transit", kind: "Departures", family: "systemSmall")
            await host.run(until: host.clock.now.addingTimeInterval(1))
            let display = try await host.display(instanceID: placed.id)
            #expect(display.state == .current)
            #expect(Array(texts(display.entry).prefix(4)) == ["Harbour", "4", "Central", "7m"])

            let fetching = await log.first { $0.message.contains("Fetching departures") }
            #expect(fetching?.message == "info [org.widgetry.fixtures.transit:timeline] Fetching departures for stop Harbour for <private>")
            #expect(fetching?.source == "widgetry-foundation-fixtures")
            let fetched = await log.first { $0.message.contains("Fetched 1 departures") }
            #expect(fetched?.message.range(of: #"^notice \[org\.widgetry\.fixtures\.transit:timeline\] Fetched 1 departures in \d+\.\d\ds$"#, options: .regularExpression) != nil)
            let hashed = await log.first { $0.message.contains("First line:") }
            #expect(hashed?.message.range(of: #"^debug \[org\.widgetry\.fixtures\.transit:timeline\] First line: <mask\.hash: '[A-Za-z0-9+/=]+'>$"#, options: .regularExpression) != nil)
            // os_log with a format: `%{public}@` shown, a plain `%@` redacted, `%d` public.
            let decoding = await log.first { $0.message.contains("Decoding") }
            #expect(decoding?.message.hasPrefix("debug [org.widgetry.fixtures.transit:decoding] Decoding ") == true)
            #expect(decoding?.message.hasSuffix(" bytes of departures for Harbour at <private>") == true)
            #expect(!log.all.contains { $0.message.contains("rider@example.com") })

            // The container the extension wrote to is the one the app finds.
            #expect(try TransitApp.lastRefresh()?["departures"] == 1)
            #expect(TransitApp.defaults.value(forKey: "lastDepartureCount") as? Int == 1)
            await host.shutdown()
        }
    }
}
