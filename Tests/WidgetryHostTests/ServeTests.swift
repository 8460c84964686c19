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
        var place = URLRequest(url: serve.url("/api/instances"))
        place.httpMethod = "POST"
        place.setValue("1", forHTTPHeaderField: "X-Widgetry-Request")
        place.setValue("application/json", forHTTPHeaderField: "Content-Type")
        place.httpBody = Data(#"{"extension": "widgetry-test-extension", "kind": "Counter", "family": "systemSmall"}"#.utf8)
        let (_, placed) = try await URLSession.shared.data(for: place)
        #expect((placed as? HTTPURLResponse)?.statusCode == 201)
        let (page, _) = try await URLSession.shared.data(from: serve.base)
        #expect(String(decoding: page, as: UTF8.self).contains("<html"))

        let children = serve.children
        #expect(!children.isEmpty, "the extension runs as a child process")
        serve.stop()
        #expect(serve.process.terminationReason == .exit, "serve's log: \((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
        #expect(serve.process.terminationStatus == 0)
        for child in children { #expect(!isAlive(child)) }
    }
}

/// `widgetry serve --database postgres://…`: the home screen kept in PostgreSQL, back after a
/// restart; a second host on the same database is refused while the first runs.
@Suite("widgetry serve on PostgreSQL", .serialized)
struct ServePostgresTests {
    @Test func aHomeScreenInPostgreSQLSurvivesARestartAndASecondHostIsRefused() async throws {
        let server: String
        switch await PostgresTestServer.url() {
        case .success(let url): server = url
        case .failure(let unavailable): try Test.cancel("PostgreSQL is not available: \(unavailable.reason)")
        }
        let name = "widgetry_serve_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        try await PostgresWidgetStore.createDatabase(named: name, serverURL: server)
        defer { Task { try? await PostgresWidgetStore.dropDatabase(named: name, serverURL: server) } }
        let url = try PostgresWidgetStore.url(server, database: name)
        let arguments = ["--database", url, "--extension", testExtension.path]

        var serve = try ServeProcess(arguments: arguments)
        #expect(serve.banner.contains("(database postgres://widgetry@127.0.0.1:"))
        var place = URLRequest(url: serve.url("/api/instances"))
        place.httpMethod = "POST"
        place.setValue("1", forHTTPHeaderField: "X-Widgetry-Request")
        place.setValue("application/json", forHTTPHeaderField: "Content-Type")
        place.httpBody = Data(#"{"extensionID": "widgetry-test-extension", "kind": "Counter", "family": "systemSmall"}"#.utf8)
        let (_, placed) = try await URLSession.shared.data(for: place)
        #expect((placed as? HTTPURLResponse)?.statusCode == 201)

        // A second host on the database stops at once and says why.
        let second = Process()
        second.executableURL = builtProduct("widgetry")
        second.arguments = ["serve", "--port", "0"] + arguments
        let errors = Pipe()
        second.standardError = errors
        second.standardOutput = FileHandle.nullDevice
        try second.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        second.waitUntilExit()
        #expect(second.terminationStatus != 0)
        #expect(said.contains("another widgetry serve is using this database"), "\(said)")

        serve.stop()
        #expect(serve.process.terminationStatus == 0)
        serve = try ServeProcess(arguments: arguments)
        defer { serve.stop() }
        let (instances, _) = try await URLSession.shared.data(from: serve.url("/api/instances"))
        #expect(String(decoding: instances, as: UTF8.self).contains(#""kind":"Counter""#))
    }
}
