import Foundation
import Logging
import Synchronization
import Testing
import WidgetryProtocol
@testable import WidgetryHost

/// Every message logged through it, with its level.
final class CapturedLog: Sendable {
    private let entries = Mutex<[(level: Logger.Level, message: String)]>([])
    var all: [(level: Logger.Level, message: String)] { entries.withLock { $0 } }

    var logger: Logger {
        Logger(label: "widgetry.tests.stderr") { _ in Handler(log: self) }
    }

    struct Handler: LogHandler {
        let log: CapturedLog
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(event: LogEvent) { log.entries.withLock { $0.append((event.level, "\(event.message)")) } }
    }
}

/// A clock moved by hand.
final class HandClock: Sendable {
    private let instant = Mutex(ContinuousClock.now)
    var now: ContinuousClock.Instant { instant.withLock { $0 } }
    func advance(by duration: Duration) { instant.withLock { $0 += duration } }
}

@Suite("An extension's standard error in the log")
struct StandardErrorLogTests {
    /// Within a window, lines up to the limit are logged; the rest are dropped, with a warning
    /// when dropping starts and their count (lines and bytes) when the window ends.
    @Test func linesBeyondTheLimitAreDroppedAndCounted() {
        let log = CapturedLog()
        let clock = HandClock()
        var limits = StandardErrorLog.Limits()
        limits.lines = 3
        limits.bytes = 1_000
        limits.lineLength = 10
        let errors = StandardErrorLog(name: "chatty", logger: log.logger, limits: limits) { clock.now }
        errors.append(Array("one\ntwo\nthree is long\nfour\nfi".utf8))
        errors.append(Array("ve\n".utf8))
        #expect(log.all.map(\.message).prefix(3) == ["one", "two", "three is l … (3 more bytes of this line left out)"])
        #expect(log.all.count == 4 && log.all[3].level == .warning && log.all[3].message.contains("more to standard error than the log keeps"))
        // The next window: the count of what was dropped, then lines again.
        clock.advance(by: .seconds(11))
        errors.append(Array("six\n".utf8))
        #expect(log.all.dropFirst(4).map(\.message) == ["extension chatty: 2 line(s) of standard error (10 bytes) were dropped", "six"])
        // A byte bound too, and what is dropped at the end is said when standard error closes.
        clock.advance(by: .seconds(11))
        errors.append(Array(String(repeating: "0123456789\n", count: 3).utf8) + Array("no end".utf8))
        errors.finish()
        #expect(log.all.dropFirst(6).map(\.message).last == "extension chatty: 1 line(s) of standard error (6 bytes) were dropped")
    }

    /// 50 MB written to standard error by a real extension process reach the log as at most the
    /// window's lines and bytes (once more if reading it took longer than a window), and the rest
    /// is counted, to the byte.
    @Test func fiftyMegabytesOfStandardErrorAreBounded() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stderr-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = folder.appendingPathComponent("chatty")
        // 524,288 lines of 99 bytes and a newline (`yes` says "Broken pipe" when `head` is done:
        // the host ignores SIGPIPE, and so do its children).
        try "#!/bin/sh\nyes \"$(printf '%099d' 0 | tr 0 x)\" 2>/dev/null | head -n 524288 >&2\n".write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let log = CapturedLog()
        let process = try ExtensionProcess(executable: script, logger: log.logger) { _ in .done }
        func accounted() -> (logged: [String], droppedBytes: Int) {
            let entries = log.all
            let logged = entries.filter { $0.level == .info }.map(\.message)
            let dropped = entries.compactMap { entry -> Int? in
                entry.message.firstMatch(of: /\((\d+) bytes\) were dropped/).flatMap { Int($0.1) }
            }
            return (logged, dropped.reduce(0, +))
        }
        // Standard error closes when the script ends; then the last count is logged.
        let deadline = ContinuousClock.now + .seconds(120)
        while accounted().droppedBytes + accounted().logged.count * 100 < 52_428_800, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
        }
        let (logged, droppedBytes) = accounted()
        #expect(droppedBytes + logged.count * 100 == 52_428_800, "\(logged.filter { $0.count != 99 }) \(log.all.filter { $0.level != .info })")
        let windows = log.all.filter { $0.message.contains("than the log keeps") }.count
        #expect(windows >= 1)
        #expect(logged.count <= windows * StandardErrorLog.Limits().lines)
        #expect(logged.map(\.utf8.count).reduce(0, +) <= windows * StandardErrorLog.Limits().bytes)
        await process.waitUntilExit()
    }
}
