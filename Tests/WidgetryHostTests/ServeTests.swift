import Foundation
import TestProcesses
import Testing

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
