import Foundation
import Logging
import Synchronization
import Testing
import WidgetryHost
import WidgetryWire

/// Keeps every message logged through it.
final class LogLines: Sendable {
    private let lines = Mutex<[String]>([])
    var all: [String] { lines.withLock { $0 } }
    func append(_ line: String) { lines.withLock { $0.append(line) } }

    var logger: Logger {
        Logger(label: "widgetry.tests.captured") { _ in Handler(lines: self) }
    }

    struct Handler: LogHandler {
        let lines: LogLines
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(event: LogEvent) { lines.append("\(event.message)") }
    }
}

@Suite("What a provider that drops its completion handler logs", .serialized)
struct ProviderLogTests {
    /// The hanging test provider returns without keeping its completion handler: the extension
    /// says so in words (and is stopped at the time limit), not with the runtime's "continuation
    /// misuse" report about the runtime's own function.
    @Test func aDroppedCompletionHandlerIsReportedInWords() async throws {
        let lines = LogLines()
        var configuration = ExtensionSupervisor.Configuration()
        configuration.requestTimeout = .seconds(3)
        configuration.initialBackoff = .zero
        let supervisor = ExtensionSupervisor(configuration: configuration, logger: lines.logger) { _, _ in .done }
        await supervisor.register("test", launcher: .executable(testExtension))
        try await supervisor.warmUp("test")
        await #expect(throws: ExtensionSupervisor.SupervisorError.timedOut(extension: "test", seconds: 3)) {
            try await supervisor.request("test", .timeline(kind: "Sleeper", configuration: [:], render: small))
        }
        await supervisor.shutdown()
        // The extension's standard error reaches the log through a reading thread: wait for the
        // line, with a bound.
        let deadline = ContinuousClock.now + .seconds(10)
        while !lines.all.contains(where: { $0.contains("completion handler was released") }), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(lines.all.contains { $0.contains("completion handler was released without being called") })
        #expect(!lines.all.contains { $0.contains("CONTINUATION MISUSE") })
    }
}
