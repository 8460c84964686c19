import Foundation
import Logging

/// What a host logged, kept for a test to wait on: the host writes each line an extension
/// prints to standard error to its logger, with the extension's name as metadata.
final class HostLog: @unchecked Sendable {
    struct Line: Sendable {
        let level: Logger.Level
        let message: String
        let source: String?
    }

    private let lock = NSLock()
    private var lines: [Line] = []
    private var waiters: [(id: UUID, matches: @Sendable (Line) -> Bool, continuation: CheckedContinuation<Line?, Never>)] = []

    /// A logger whose messages this log keeps.
    var logger: Logger {
        Logger(label: "widgetry.host.tests") { _ in Handler(log: self) }
    }

    var all: [Line] { lock.withLock { lines } }

    func append(_ line: Line) {
        let ready = lock.withLock {
            lines.append(line)
            let ready = waiters.filter { $0.matches(line) }
            waiters.removeAll { waiter in ready.contains { $0.id == waiter.id } }
            return ready
        }
        for waiter in ready { waiter.continuation.resume(returning: line) }
    }

    /// The first line that `matches`, waiting for it to be logged (nil if the waiting task is
    /// cancelled first).
    private func waitForFirst(where matches: @escaping @Sendable (Line) -> Bool) async -> Line? {
        let id = UUID()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let existing: Line? = lock.withLock {
                    if let line = lines.first(where: matches) { return line }
                    waiters.append((id, matches, continuation))
                    return nil
                }
                if let existing { continuation.resume(returning: existing) }
            }
        } onCancel: {
            let waiter = lock.withLock { () -> CheckedContinuation<Line?, Never>? in
                guard let index = waiters.firstIndex(where: { $0.id == id }) else { return nil }
                return waiters.remove(at: index).continuation
            }
            waiter?.resume(returning: nil)
        }
    }

    /// The first line that `matches`, waiting for it to be logged; nil after `seconds` (a bound
    /// on a failing test, not a wait for the line: a line logged sooner ends the wait at once).
    func first(within seconds: Double = 30, where matches: @escaping @Sendable (Line) -> Bool) async -> Line? {
        await withTaskGroup(of: Line?.self) { group in
            group.addTask { await self.waitForFirst(where: matches) }
            group.addTask {
                try? await Task.sleep(for: .seconds(seconds))
                return nil
            }
            let line = await group.next() ?? nil
            group.cancelAll()
            return line
        }
    }

    private struct Handler: LogHandler {
        let log: HostLog
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let source: String? = if case .string(let name) = event.metadata?["extension"] { name } else { nil }
            log.append(Line(level: event.level, message: event.message.description, source: source))
        }
    }
}
