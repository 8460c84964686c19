import Foundation
import Logging
import Synchronization

/// Where log messages go: standard error, one line per line of a message, each line headed by
/// the level and the log's subsystem and category:
///
///     notice [com.example.weather:timeline] Fetched 3 stations for <private>
///
/// Never standard output: in a widget extension that carries the host's protocol. The host
/// writes each line an extension prints to standard error to its own log, named after the
/// extension, so a message reads there as it does in Console on Apple's systems.
package enum LogOutput {
    /// The metadata key carrying the level's name as Apple's logging spells it.
    static let levelKey = "os_log_type"

    @TaskLocal private static var destination: (@Sendable (String) -> Void)?

    /// Sends the lines that `body` writes (in its task) to `capture` instead of standard error,
    /// for tests: the lines standard error would get, without their line feeds.
    package static func capturing<T>(_ capture: @escaping @Sendable (String) -> Void, _ body: () throws -> T) rethrows -> T {
        try $destination.withValue(capture, operation: body)
    }

    /// Writes `lines` at once (one `write` of all of them: lines of concurrent messages do not
    /// interleave).
    static func write(_ lines: [String]) {
        if let capture = destination {
            for line in lines { capture(line) }
            return
        }
        var bytes = Array(lines.joined(separator: "\n").utf8)
        bytes.append(UInt8(ascii: "\n"))
        standardError.withLock { _ in
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes { Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }

    private static let standardError = Mutex(())

    /// swift-log's handler of a log's messages.
    struct Handler: LogHandler {
        let subsystem: String
        let category: String
        var metadata: Logging.Logger.Metadata = [:]
        var logLevel: Logging.Logger.Level = .trace

        subscript(metadataKey key: String) -> Logging.Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let name: String
            if case .string(let given) = event.metadata?[LogOutput.levelKey] { name = given } else { name = event.level.rawValue }
            var header = name
            switch (subsystem.isEmpty, category.isEmpty) {
            case (true, true): break
            case (false, true): header += " [\(subsystem)]"
            default: header += " [\(subsystem):\(category)]"
            }
            let lines = event.message.description.split(separator: "\n", omittingEmptySubsequences: false).map { "\(header) \($0)" }
            LogOutput.write(lines)
        }
    }
}
