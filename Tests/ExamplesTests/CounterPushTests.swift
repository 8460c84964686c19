// The counter reloaded by push, end to end: `widgetry serve` with the counter's extension
// process, a server's push to the host's gateway as it would send it to APNs.
import Foundation
import TestProcesses
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("Counter: reloaded by a server's push")
struct CounterPushTests {
    @Test func aPushReloadsThePlacedCounterCountedAgainstItsBudget() async throws {
        _ = exampleData
        let log = exampleData.appendingPathComponent("serve-\(UUID().uuidString).log")
        let database = exampleData.appendingPathComponent("serve-\(UUID().uuidString).sqlite").path
        let serve = try ServeProcess(arguments: ["--database", database, "--extension", builtProduct("counter").path], log: log)
        defer { serve.stop() }

        func call(_ method: String, _ path: String, headers: [String: String] = [:], body: String? = nil) async throws -> (status: Int, body: String) {
            var request = URLRequest(url: serve.url(path))
            request.httpMethod = method
            for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
            request.httpBody = body.map { Data($0.utf8) }
            let (data, response) = try await URLSession.shared.data(for: request)
            return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
        }
        func json(_ text: String) throws -> [String: Any] { try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]) }

        let page = ["X-Widgetry-Request": "1", "Content-Type": "application/json"]
        let placed = try await call(
            "POST", "/api/instances", headers: page,
            body: #"{"extensionID":"counter","kind":"Counter","family":"systemSmall","configuration":{"name":"Pushes \#(UUID().uuidString.prefix(6))"}}"#)
        #expect(placed.status == 201, "\(placed.body)")
        let id = try #require(try json(placed.body)["id"] as? String)
        let issued = try await call("POST", "/api/extensions/counter/token", headers: page)
        let app = try #require(try json(issued.body)["token"] as? String)
        // The app's WidgetCenter.currentPushInfo; the extension's push handler heard the same.
        let info = try await call("GET", "/api/widgetcenter/push-info", headers: ["Authorization": "Bearer \(app)"])
        let token = try #require(try json(info.body)["token"] as? String)
        func history() async throws -> String { try await call("GET", "/api/instances/\(id)/inspector").body }
        var heard = false
        for _ in 0..<200 where !heard {
            heard = (try? String(contentsOf: log, encoding: .utf8))?.contains("Counter widgets' push token: \(token) (1 placed)") ?? false
            if !heard { try await Task.sleep(for: .milliseconds(50)) }
        }
        #expect(heard, "the counter's push handler wrote its token to the host's log")

        let pushed = try await call(
            "POST", "/3/device/\(token)",
            headers: ["authorization": "bearer \(app)", "apns-push-type": "widgets", "apns-topic": "com.example.counter.push-type.widgets"],
            body: #"{"aps":{"content-changed":true}}"#)
        #expect(pushed.status == 200, "\(pushed.body)")
        var reloaded = false
        for _ in 0..<200 where !reloaded {
            reloaded = try await history().contains(#""reason":"widgetCenter""#)
            if !reloaded { try await Task.sleep(for: .milliseconds(50)) }
        }
        #expect(reloaded, "the push's reload in the counter's history")
        // Counted: the ledger's record of it (keys sorted) says so.
        #expect(try await history().contains(#/"counted":true[^{}]*"reason":"widgetCenter"/#))
    }
}
