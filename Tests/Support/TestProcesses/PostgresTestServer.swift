// The PostgreSQL server the tests of several targets share (the store's, `widgetry serve`'s).
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The PostgreSQL server the tests use: the one `WIDGETRY_TEST_POSTGRES` names (`scripts/test`
/// starts one), or else a throwaway cluster this test process starts once with
/// `scripts/postgres` and stops when it exits. Where neither can be had (no PostgreSQL server
/// installed), ``url()`` says why, and the tests skip their PostgreSQL cases with the reason.
public actor PostgresTestServer {
    static let shared = PostgresTestServer()

    /// Why there is no server.
    public struct Unavailable: Error {
        public var reason: String
    }

    private var server: Task<Result<String, Unavailable>, Never>?

    /// The URL of the server's `postgres` database, or why there is none.
    public static func url() async -> Result<String, Unavailable> {
        await shared.start()
    }

    private func start() async -> Result<String, Unavailable> {
        if let server { return await server.value }
        // Starting a cluster blocks on a child process for a few seconds: off the actor.
        let task = Task.detached { Self.findOrStartServer() }
        server = task
        return await task.value
    }

    /// The command that stops the cluster this process started (run at exit).
    private static let stopCommand = Mutex<String?>(nil)

    private static func findOrStartServer() -> Result<String, Unavailable> {
        if let url = ProcessInfo.processInfo.environment["WIDGETRY_TEST_POSTGRES"], !url.isEmpty { return .success(url) }
        // Tests/Support/TestProcesses/PostgresTestServer.swift → the repository.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let script = root.appendingPathComponent("scripts/postgres")
        guard FileManager.default.isExecutableFile(atPath: script.path) else {
            return .failure(Unavailable(reason: "WIDGETRY_TEST_POSTGRES is not set and there is no \(script.path)"))
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-postgres-start-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            return .failure(Unavailable(reason: "cannot make \(directory.path): \(error)"))
        }
        let output = directory.appendingPathComponent("stdout")
        let errors = directory.appendingPathComponent("stderr")
        // `system`, not Foundation's `Process`: waiting for a `Process` from a task of the
        // cooperative pool can hang for good (the crash tests run theirs on threads of their
        // own). Files, not pipes: the server the script starts must not hold a pipe open.
        let status = system("'\(script.path)' >'\(output.path)' 2>'\(errors.path)' </dev/null")
        let printed = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        let complaint = ((try? String(contentsOf: errors, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        // The exit status is in the wait status's second byte.
        guard status == 0 else {
            return .failure(Unavailable(reason: "scripts/postgres failed (status \((status >> 8) & 0xff)): \(complaint)"))
        }
        let lines = printed.split(separator: "\n").map(String.init)
        guard lines.count >= 2 else { return .failure(Unavailable(reason: "scripts/postgres printed \(printed)")) }
        stopCommand.withLock { $0 = lines[1] }
        atexit { PostgresTestServer.stopAtExit() }
        return .success(lines[0])
    }

    private static func stopAtExit() {
        guard let command = stopCommand.withLock({ $0 }) else { return }
        _ = system(command)
    }
}
