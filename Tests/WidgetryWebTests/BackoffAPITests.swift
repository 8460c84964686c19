import Foundation
import TestProcesses
import Testing
@testable import WidgetryHost
import WidgetryWeb

@Suite("An extension backing off, through the API", .serialized)
struct BackoffAPITests {
    /// The test extension as a process crashes in a provider and backs off for two minutes:
    /// what needs it meanwhile is 503 with `Retry-After`, at once, instead of waiting.
    @Test func requestsThatNeedABackingOffExtensionAre503WithRetryAfter() async throws {
        var options = WidgetHost.Options()
        options.supervisor.initialBackoff = .seconds(120)
        options.supervisor.maximumBackoff = .seconds(120)
        try await withHomeScreen(executableExtensions: ["proc": builtProduct("widgetry-test-extension")], options: options) { home in
            let placed = try await home.call("POST", "/api/instances", json: #"{"extensionID":"proc","kind":"Crasher","family":"systemSmall"}"#)
            try #require(placed.status == 201, "\(placed.status) \(placed.text)")
            // Its first load crashes the extension.
            try await waitFor("the crash to be recorded") { await !home.host.supervisor.failures(of: "proc").isEmpty }

            let preview = try await home.call("GET", "/api/widgets/proc/Counter/preview?family=systemSmall")
            #expect(preview.status == 503)
            let seconds = try #require(preview.header("Retry-After").flatMap { Int($0) }, "Retry-After: \(preview.headers)")
            #expect((1...120).contains(seconds))
            #expect(try preview.apiError().error.code == "extensionRestarting")
            #expect(try preview.apiError().error.message.contains("try again"))

            // A state-changing call that needs the extension (placing a configurable widget asks it
            // for the defaults) is refused the same way.
            let character = try await home.call(
                "POST", "/api/instances", json: #"{"extensionID":"proc","kind":"Character","family":"systemSmall"}"#)
            #expect(character.status == 503)
            #expect(character.header("Retry-After").flatMap { Int($0) }.map { (1...120).contains($0) } == true)
        }
    }
}
