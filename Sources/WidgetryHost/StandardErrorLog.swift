import Foundation
import Logging
import Synchronization

/// An extension's standard error (the author's prints, `Logger` lines, crash reports) as lines of
/// the host's log, bounded: at most ``Limits/lines`` lines and ``Limits/bytes`` bytes in any
/// window of ``Limits/window``, each line cut at ``Limits/lineLength`` bytes. What goes over is
/// dropped, and said: a warning when dropping starts, and the count of lines and bytes dropped
/// once the window ends (or the extension closes its standard error). An extension writing
/// 50 MB to standard error used to put 11 MB into the log in 3 s.
final class StandardErrorLog: Sendable {
    struct Limits: Sendable {
        /// Lines logged per window.
        var lines = 200
        /// Bytes logged per window.
        var bytes = 64 << 10
        /// The longest line logged; longer ones are cut, saying how much was left out.
        var lineLength = 2_000
        var window: Duration = .seconds(10)
    }

    private struct State {
        /// The line being read, up to the limit of a line.
        var partial: [UInt8] = []
        /// Bytes of the current line beyond the limit of a line.
        var cut = 0
        var windowStart: ContinuousClock.Instant?
        var linesLogged = 0
        var bytesLogged = 0
        var linesDropped = 0
        var bytesDropped = 0
    }

    private let name: String
    private let logger: Logger
    private let limits: Limits
    private let now: @Sendable () -> ContinuousClock.Instant
    private let state = Mutex(State())

    /// The log of extension `name` (its executable's name, the `extension` metadata of each line).
    /// `now` is the clock the windows are measured on.
    init(
        name: String, logger: Logger, limits: Limits = Limits(),
        now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }
    ) {
        self.name = name
        self.logger = logger
        self.limits = limits
        self.now = now
    }

    /// Takes bytes as they were read; complete lines are logged (or counted as dropped).
    func append(_ bytes: [UInt8]) {
        let time = now()
        var output: [Output] = []
        state.withLock { state in
            var rest = bytes[...]
            while !rest.isEmpty {
                let end = rest.firstIndex(of: UInt8(ascii: "\n"))
                let piece = rest[..<(end ?? rest.endIndex)]
                let kept = min(piece.count, max(0, limits.lineLength - state.partial.count))
                state.partial += piece.prefix(kept)
                state.cut += piece.count - kept
                guard let end else { break }
                finishLine(&state, at: time, newline: true, into: &output)
                rest = rest[(end + 1)...]
            }
        }
        emit(output)
    }

    /// The extension closed its standard error (it ended): the last line, and what was dropped.
    func finish() {
        let time = now()
        var output: [Output] = []
        state.withLock { state in
            if !state.partial.isEmpty || state.cut > 0 { finishLine(&state, at: time, newline: false, into: &output) }
            reportDropped(&state, into: &output)
        }
        emit(output)
    }

    private enum Output {
        case line(String)
        case startedDropping
        case dropped(lines: Int, bytes: Int)
    }

    /// Logs (or drops) the line read; `newline`: it ended with one, which a dropped line's bytes count.
    private func finishLine(_ state: inout State, at time: ContinuousClock.Instant, newline: Bool, into output: inout [Output]) {
        defer {
            state.partial.removeAll(keepingCapacity: true)
            state.cut = 0
        }
        let size = state.partial.count + state.cut
        if let start = state.windowStart, time - start < limits.window {
            // The window goes on.
        } else {
            reportDropped(&state, into: &output)
            state.windowStart = time
            state.linesLogged = 0
            state.bytesLogged = 0
        }
        guard state.linesLogged < limits.lines, state.bytesLogged + size <= limits.bytes else {
            if state.linesDropped == 0 { output.append(.startedDropping) }
            state.linesDropped += 1
            state.bytesDropped += size + (newline ? 1 : 0)
            return
        }
        state.linesLogged += 1
        state.bytesLogged += size
        guard !state.partial.isEmpty || state.cut > 0 else { return }
        var text = String(decoding: state.partial, as: UTF8.self)
        if state.cut > 0 { text += " … (\(state.cut) more bytes of this line left out)" }
        output.append(.line(text))
    }

    private func reportDropped(_ state: inout State, into output: inout [Output]) {
        guard state.linesDropped > 0 else { return }
        output.append(.dropped(lines: state.linesDropped, bytes: state.bytesDropped))
        state.linesDropped = 0
        state.bytesDropped = 0
    }

    private func emit(_ output: [Output]) {
        let metadata: Logger.Metadata = ["extension": "\(name)"]
        for each in output {
            switch each {
            case .line(let text):
                logger.info("\(text)", metadata: metadata)
            case .startedDropping:
                logger.warning(
                    "extension \(name) writes more to standard error than the log keeps (\(limits.lines) lines, \(limits.bytes / 1024) KB per \(limits.window)): the rest is dropped and counted",
                    metadata: metadata)
            case .dropped(let lines, let bytes):
                logger.warning(
                    "extension \(name): \(lines) line(s) of standard error (\(bytes) bytes) were dropped",
                    metadata: metadata)
            }
        }
    }
}
