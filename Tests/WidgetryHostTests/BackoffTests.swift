import Foundation
import Testing
import WidgetryHost
import WidgetryWire

extension ExtensionSupervisor {
    /// `request`, after waiting out a backoff the extension is in (the error says how long).
    /// (A request that ran out of time is asked again, a few times: on a loaded machine a
    /// restarted extension can take longer than a short limit to answer its first request.)
    func requestAfterBackoff(_ id: String, _ request: ExtensionRequest) async throws -> ExtensionResponse {
        for _ in 0..<5 {
            do {
                return try await self.request(id, request)
            } catch .backingOff(_, let retryAfter) {
                try await Task.sleep(for: retryAfter)
            } catch .timedOut {
                continue
            }
        }
        return try await self.request(id, request)
    }
}

extension ExtensionSupervisor {
    /// Starts extension `id` (a `describe`); again, a few times, when starting ran out of time
    /// (the time limit counts the start, and a loaded machine can take long to start a process).
    func warmUp(_ id: String) async throws {
        for _ in 0..<10 {
            do {
                _ = try await request(id, .describe)
                return
            } catch let error as SupervisorError {
                switch error {
                case .timedOut: continue
                case .backingOff(_, let retryAfter): try await Task.sleep(for: retryAfter)
                default: throw error
                }
            }
        }
        _ = try await request(id, .describe)
    }
}

/// An executable that starts and never answers: a shell script that sleeps.
func silentExecutable() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("silent-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let script = folder.appendingPathComponent("silent")
    try Data("#!/bin/sh\nexec sleep 600\n".utf8).write(to: script)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    return script
}

@Suite("Backoff and the time limit", .serialized)
struct BackoffTests {
    func supervisor(timeout: Duration = .seconds(15), backoff: Duration) async -> ExtensionSupervisor {
        var configuration = ExtensionSupervisor.Configuration()
        configuration.requestTimeout = timeout
        configuration.initialBackoff = backoff
        let supervisor = ExtensionSupervisor(configuration: configuration) { _, _ in .done }
        await supervisor.register("test", launcher: .executable(testExtension))
        return supervisor
    }

    @Test func requestsDuringTheBackoffFailAtOnceWithTheTimeLeft() async throws {
        let supervisor = await supervisor(backoff: .seconds(60))
        await #expect(throws: ExtensionSupervisor.SupervisorError.self) {
            try await supervisor.request("test", .timeline(kind: "Crasher", configuration: [:], render: small))
        }
        #expect(await supervisor.starts(of: "test") == 1)
        do {
            _ = try await supervisor.request("test", .timeline(kind: "Counter", configuration: [:], render: small))
            Issue.record("a request during the backoff was answered")
        } catch {
            guard case .backingOff(let id, let retryAfter) = error else {
                Issue.record("expected backingOff, got \(error)")
                return
            }
            #expect(id == "test")
            #expect(retryAfter > .zero && retryAfter <= .seconds(60))
            #expect(error.description.contains("try again"))
        }
        // Nothing was started or sent: the extension is not blamed again.
        #expect(await supervisor.starts(of: "test") == 1)
        await supervisor.shutdown()
    }

    @Test func theFirstRequestAfterTheBackoffStartsTheExtension() async throws {
        let supervisor = await supervisor(backoff: .milliseconds(300))
        await #expect(throws: ExtensionSupervisor.SupervisorError.self) {
            try await supervisor.request("test", .timeline(kind: "Crasher", configuration: [:], render: small))
        }
        let response = try await supervisor.requestAfterBackoff("test", .timeline(kind: "Counter", configuration: [:], render: small))
        guard case .timeline = response else {
            Issue.record("expected a timeline after the backoff, got \(response)")
            return
        }
        #expect(await supervisor.starts(of: "test") == 2)
        await supervisor.shutdown()
    }

    /// An extension that never answers its handshake: the time limit ends the request (and the
    /// process), as it ends one that hangs in a provider.
    @Test func theTimeLimitBoundsStartingAndTheHandshake() async throws {
        var configuration = ExtensionSupervisor.Configuration()
        configuration.requestTimeout = .milliseconds(500)
        let supervisor = ExtensionSupervisor(configuration: configuration) { _, _ in .done }
        await supervisor.register("silent", launcher: .executable(try silentExecutable()))
        // Should the limit not hold, this ends the wait (cancelling the start), so the test fails
        // instead of hanging.
        let watchdog = Task {
            try await Task.sleep(for: .seconds(60))
            await supervisor.shutdown()
        }
        defer { watchdog.cancel() }
        await #expect(throws: ExtensionSupervisor.SupervisorError.timedOut(extension: "silent", seconds: 0.5)) {
            try await supervisor.request("silent", .describe)
        }
        #expect(await supervisor.failures(of: "silent").contains { $0.message.contains("handshake") })
        await supervisor.shutdown()
    }
}
