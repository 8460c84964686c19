import Foundation
import TestProcesses
import Testing

@testable import WidgetryStore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("widgetry serve", .serialized)
struct ServeTests {
    @Test func serveRunsTheHostAndTheHomeScreenUntilSIGTERM() async throws {
        let database = temporaryDatabase()
        let log = URL(fileURLWithPath: database + ".log")
        let serve = try ServeProcess(arguments: ["--database", database, "--extension", testExtension.path], log: log)
        #expect(serve.banner.contains(database))

        let (widgets, response) = try await URLSession.shared.data(from: serve.url("/api/widgets"))
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: widgets, as: UTF8.self).contains("\"Counter\""))
        _ = try await placeCounter(through: serve)
        let (page, _) = try await URLSession.shared.data(from: serve.base)
        #expect(String(decoding: page, as: UTF8.self).contains("<html"))

        let children = serve.children
        #expect(!children.isEmpty, "the extension runs as a child process")
        serve.stop()
        #expect(serve.process.terminationReason == .exit, "serve's log: \((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
        #expect(serve.process.terminationStatus == 0)
        for child in children { #expect(!isAlive(child)) }
    }

    /// `serve` beside extensions that exit at once, never answer, or write garbage or a 60 MB
    /// frame: it starts, serves the good one and the home screen, and says which could not be
    /// started (it used to exit with status 64).
    @Test func serveComesUpBesideExtensionsThatCannotBeStarted() async throws {
        let broken = try BrokenExtensions()
        let database = temporaryDatabase()
        let log = URL(fileURLWithPath: database + ".log")
        let serve = try ServeProcess(
            arguments: ["--database", database, "--timeout", "2"] + broken.all.flatMap { ["--extension", $0.path] }
                + ["--extension", testExtension.path],
            log: log)
        defer { serve.stop() }
        #expect(serve.process.isRunning)
        let (widgets, response) = try await URLSession.shared.data(from: serve.url("/api/widgets"))
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: widgets, as: UTF8.self).contains("\"Counter\""))
        _ = try await placeCounter(through: serve)
        let (page, _) = try await URLSession.shared.data(from: serve.base)
        #expect(String(decoding: page, as: UTF8.self).contains("<html"))
        let logged = try String(contentsOf: log, encoding: .utf8)
        for name in ["exits", "hangs", "garbage", "huge-frame"] {
            #expect(logged.contains("extension \(name) could not be started"), "\(logged)")
        }
        serve.stop()
        #expect(serve.process.terminationStatus == 0)
    }
}

/// `widgetry serve --database postgres://…`: the home screen kept in PostgreSQL, shared by
/// several hosts, back after a restart.
@Suite("widgetry serve on PostgreSQL", .serialized)
struct ServePostgresTests {
    /// Two hosts on one database: what is placed through one is there through the other, and
    /// after `kill -9` of the first, the second holds every widget's lease within the lease time
    /// with nothing acknowledged lost; a host restarted finds it all.
    @Test func twoHostsShareADatabaseAndOneTakesOverWhenTheOtherIsKilled() async throws {
        let database = try await SharedDatabase.create()
        defer { Task { await database.drop() } }
        let arguments = ["--database", database.url, "--extension", testExtension.path, "--lease", "2"]
        let first = try ServeProcess(arguments: arguments)
        #expect(first.banner.contains("(database postgres://widgetry@127.0.0.1:"))
        var second = try ServeProcess(arguments: arguments)
        var placed: [String] = []
        for _ in 0..<10 { placed.append(try await placeCounter(through: first)) }
        let (listed, _) = try await URLSession.shared.data(from: second.url("/api/instances"))
        for id in placed { #expect(String(decoding: listed, as: UTF8.self).contains(id)) }

        let store = try await PostgresWidgetStore.connect(url: database.url)
        kill(first.process.processIdentifier, SIGKILL)
        first.process.waitUntilExit()
        let killed = ContinuousClock.now
        // Every widget's lease is the one live host's: the second.
        let live = "SELECT count(*)::text FROM widget_lease l JOIN widget_host h USING (host_id) WHERE h.expires_at > extract(epoch FROM clock_timestamp())"
        while true {
            let leased = try await store.fetchStrings(sql: live)
            let holders = try await store.fetchStrings(sql: "SELECT count(DISTINCT host_id)::text FROM widget_lease")
            if leased == ["10"] && holders == ["1"] { break }
            guard ContinuousClock.now - killed < .seconds(60) else {
                Issue.record("the widgets were not taken over within 60 s")
                break
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        print("takeover after kill -9 with a lease of 2 s: \(ContinuousClock.now - killed)")
        #expect(Set(try await store.instances().map(\.id)) == Set(placed))
        await store.shutdown()

        second.stop()
        #expect(second.process.terminationStatus == 0)
        second = try ServeProcess(arguments: arguments)
        defer { second.stop() }
        let (instances, _) = try await URLSession.shared.data(from: second.url("/api/instances"))
        #expect(String(decoding: instances, as: UTF8.self).contains(#""kind":"Counter""#))
    }
}

/// Places a Counter through `serve`'s API (201 expected); returns its id.
func placeCounter(through serve: ServeProcess) async throws -> String {
    var place = URLRequest(url: serve.url("/api/instances"))
    place.httpMethod = "POST"
    place.setValue("1", forHTTPHeaderField: "X-Widgetry-Request")
    place.setValue("application/json", forHTTPHeaderField: "Content-Type")
    place.httpBody = Data(#"{"extensionID": "widgetry-test-extension", "kind": "Counter", "family": "systemSmall"}"#.utf8)
    let (body, response) = try await URLSession.shared.data(for: place)
    #expect((response as? HTTPURLResponse)?.statusCode == 201)
    return try #require((try JSONSerialization.jsonObject(with: body) as? [String: Any])?["id"] as? String)
}
