import Foundation
import Testing
import WidgetryWire

@testable import WidgetryStore

/// An acknowledged write survives `kill -9`: `widgetry-store-stress` (built by the package) writes
/// configurations, ledger batches and timelines in a loop and prints a line after each call has
/// returned; the test kills it with SIGKILL at a random moment, reopens the file and checks that
/// everything acknowledged is there and the file is sound. The three runs of a round share one
/// file, so each run also starts from the previous kill's recovery.
@Suite("Crash safety")
struct CrashTests {
    /// The configuration the stress executable writes for counter `n` (Tests/Support/StoreStress).
    static func stressConfiguration(_ n: Int) -> Configuration {
        var configuration: Configuration = [
            "n": .int(n),
            "text": .string("n=\(n) · 日本語 · émoji 🧪 · \u{202E}rtl"),
            "list": .array((0..<(n % 5)).map { .int(n &* 31 &+ $0) }),
            "nested": ["even": .bool(n % 2 == 0), "half": .double(Double(n) / 2 + 0.25)],
        ]
        if n % 10 == 0 { configuration["large"] = .string(String(repeating: "ω\(n)", count: 2_000)) }
        return configuration
    }

    /// What one run acknowledged.
    struct Acknowledged: Sendable {
        var lines = 0
        var sawReady = false
        var placed: [String] = []
        var configured: [String: Int] = [:]
        var ledgerTotal = 0
        var timelines: [String: Int] = [:]
        var exitedBySIGKILL = false
        var stderr = ""
    }

    /// Rounds 0–3 write with the default `synchronous=FULL`; rounds 4 and 5 with `NORMAL`, which
    /// the store's durability argument says is enough against a process kill (not power loss).
    @Test(arguments: [0, 1, 2, 3, 4, 5])
    func killedWriterLosesNoAcknowledgedWrite(round: Int) async throws {
        let synchronous = round >= 4 ? "normal" : "full"
        let executable = try Self.stressExecutable()
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("crash.sqlite")

        var placed = Set<String>()
        var configured: [String: Int] = [:]
        var ledgerTotal = 0
        var timelines: [String: Int] = [:]
        var acknowledgedLines = 0
        // Several kills on the same file: the first run of a round with `round == 0` is killed
        // within milliseconds (often before or during the migrations), the others after a
        // random number of acknowledgements.
        var generator = SystemRandomNumberGenerator()
        for run in 0..<3 {
            let kill: KillMoment =
                run == 0 && round == 0
                ? .afterDelay(Double.random(in: 0...0.05, using: &generator))
                : .afterAcks(Int.random(in: 1...250, using: &generator))
            let acks = try await Self.runAndKill(executable: executable, database: path, synchronous: synchronous, at: kill)
            #expect(acks.exitedBySIGKILL, "the writer ended on its own: \(acks.stderr)")
            acknowledgedLines += acks.lines
            placed.formUnion(acks.placed)
            configured.merge(acks.configured) { max($0, $1) }
            ledgerTotal += acks.ledgerTotal
            timelines.merge(acks.timelines) { max($0, $1) }

            // Reopen (WAL recovery) and check everything acknowledged so far.
            let store = try SQLiteWidgetStore(path: path)
            let diagnostics = try await store.diagnostics()
            #expect(diagnostics.integrity == ["ok"])
            #expect(diagnostics.journalMode == "wal")
            #expect(diagnostics.appliedMigrations == SQLiteWidgetStore.migrationIdentifiers)

            let stored = Dictionary(uniqueKeysWithValues: try await store.instances().map { ($0.id, $0) })
            for id in placed {
                #expect(stored[id] != nil, "acknowledged placement \(id) lost")
            }
            for (id, acknowledged) in configured {
                guard let widget = stored[id] else {
                    Issue.record("configured widget \(id) lost")
                    continue
                }
                guard case .int(let n) = widget.configuration["n"] else {
                    Issue.record("widget \(id) has no counter: \(widget.configuration)")
                    continue
                }
                // The write in flight when the process died may have committed too.
                #expect(n >= acknowledged, "acknowledged n=\(acknowledged) for \(id), found \(n)")
                #expect(widget.configuration == Self.stressConfiguration(n), "configuration of \(id) is not one whole write")
                #expect(widget.missingParameters == (n % 3 == 0 ? ["city"] : []))
            }
            #expect(try await store.ledger().count >= ledgerTotal)
            for (id, acknowledged) in timelines {
                let timeline = try await store.timeline(instanceID: id)
                #expect((timeline?.timeline.entries.first?.date ?? -1) >= Double(acknowledged), "timeline of \(id)")
            }
            let positions = stored.values.map(\.position).sorted()
            #expect(positions == Array(0..<stored.count))
            try store.close()
        }
        if round != 0 {
            #expect(acknowledgedLines > 0, "no write was acknowledged")
        }
    }

    enum KillMoment: Sendable {
        case afterDelay(Double)
        case afterAcks(Int)
    }

    /// Runs the stress executable on `database`, kills it with SIGKILL at `moment` and returns
    /// every acknowledgement it printed (including lines still in the pipe after its death).
    static func runAndKill(
        executable: URL, database: String, synchronous: String, at moment: KillMoment
    ) async throws -> Acknowledged {
        try await withCheckedThrowingContinuation { continuation in
            // Blocking reads on a thread of its own, not on the test's executor.
            let thread = Thread {
                do {
                    let acks = try runAndKillBlocking(
                        executable: executable, database: database, synchronous: synchronous, at: moment)
                    continuation.resume(returning: acks)
                } catch {
                    continuation.resume(throwing: error)
                }
            }
            thread.start()
        }
    }

    static func runAndKillBlocking(
        executable: URL, database: String, synchronous: String, at moment: KillMoment
    ) throws -> Acknowledged {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--database", database, "--instances", "5", "--synchronous", synchronous]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let reader = LineReader(fileDescriptor: output.fileHandleForReading.fileDescriptor)
        var acks = Acknowledged()

        func take(_ line: String) {
            let fields = line.split(separator: " ").map(String.init)
            switch fields.first {
            case "ready": acks.sawReady = true
            case "placed" where fields.count == 2:
                acks.placed.append(fields[1])
                acks.lines += 1
            case "configured" where fields.count == 3:
                acks.configured[fields[1]] = max(acks.configured[fields[1]] ?? 0, Int(fields[2]) ?? 0)
                acks.lines += 1
            case "ledger" where fields.count == 2:
                acks.ledgerTotal = max(acks.ledgerTotal, Int(fields[1]) ?? 0)
                acks.lines += 1
            case "timeline" where fields.count == 3:
                acks.timelines[fields[1]] = max(acks.timelines[fields[1]] ?? 0, Int(fields[2]) ?? 0)
                acks.lines += 1
            default: break
            }
        }

        switch moment {
        case .afterDelay(let seconds):
            Thread.sleep(forTimeInterval: seconds)
        case .afterAcks(let count):
            while acks.lines < count, let line = reader.nextLine(timeout: 60) { take(line) }
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        // Lines written before the kill are still in the pipe: they were acknowledged too.
        while let line = reader.nextLine(timeout: 0.3) { take(line) }
        acks.exitedBySIGKILL = process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL
        if !acks.exitedBySIGKILL {
            acks.stderr = String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self)
        }
        return acks
    }

    /// `widgetry-store-stress` in the build products: next to the test binary for `swift test`
    /// (with or without `--skip-build`), or where `WIDGETRY_STORE_STRESS` says.
    static func stressExecutable() throws -> URL {
        let name = "widgetry-store-stress"
        var candidates: [URL] = []
        if let override = ProcessInfo.processInfo.environment["WIDGETRY_STORE_STRESS"], !override.isEmpty {
            candidates.append(URL(fileURLWithPath: override))
        }
        var directories: [URL] = []
        if let first = CommandLine.arguments.first {
            directories.append(URL(fileURLWithPath: first).resolvingSymlinksInPath().deletingLastPathComponent())
        }
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            directories.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
        }
        directories.append(Bundle.main.bundleURL)
        directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
        for directory in directories {
            // macOS runs tests from `X.xctest/Contents/MacOS/X`: the products are three levels up.
            var current = directory.standardizedFileURL
            for _ in 0..<4 {
                candidates.append(current.appendingPathComponent(name))
                current = current.deletingLastPathComponent()
            }
        }
        for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate.path) {
            return candidate
        }
        throw StressExecutableMissing(searched: candidates.map(\.path))
    }

    struct StressExecutableMissing: Error, CustomStringConvertible {
        var searched: [String]
        var description: String {
            "widgetry-store-stress is not built (swift build --build-tests builds it); looked in: "
                + searched.joined(separator: ", ")
        }
    }
}

/// Lines from a pipe, with a time limit on each wait (so a hung child cannot hang the test).
final class LineReader {
    let fileDescriptor: Int32
    private var pending: [UInt8] = []
    private var ended = false

    init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    /// The next whole line, or `nil` at end of file or when none arrived within `timeout` seconds.
    func nextLine(timeout: Double) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                return line
            }
            if ended { return nil }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return nil }
            var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(max(1, remaining * 1_000)))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { return nil }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = read(fileDescriptor, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                ended = true
                continue
            }
            pending += chunk[..<count]
        }
    }
}
