import Foundation
import Logging

/// A log of a subsystem and category, as Apple's `OSLog` is: what `os_log(_:log:type:_:)`,
/// `Logger(_:)` and `OSSignposter(logHandle:)` write to.
public final class OSLog: NSObject, @unchecked Sendable {
    /// A category the system treats specially; here a name like any other.
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }

    public let subsystem: String
    public let category: String
    private let enabled: Bool
    /// Where this log's messages go (see `LogOutput`).
    let output: Logging.Logger

    private init(subsystem: String, category: String, enabled: Bool) {
        self.subsystem = subsystem
        self.category = category
        self.enabled = enabled
        output = Logging.Logger(label: subsystem.isEmpty ? "default" : subsystem) { _ in LogOutput.Handler(subsystem: subsystem, category: category) }
        super.init()
    }

    public convenience init(subsystem: String, category: String) {
        self.init(subsystem: subsystem, category: category, enabled: true)
    }

    public convenience init(subsystem: String, category: Category) {
        self.init(subsystem: subsystem, category: category.rawValue, enabled: true)
    }

    /// The log of messages with no subsystem.
    public static let `default` = OSLog(subsystem: "", category: "", enabled: true)
    /// A log that keeps nothing.
    public static let disabled = OSLog(subsystem: "", category: "", enabled: false)

    /// Whether messages of `type` are kept (all of them, unless the log is `disabled`).
    public func isEnabled(type: OSLogType) -> Bool { enabled }

    /// Signposts are not recorded (there is no Instruments).
    public var signpostsEnabled: Bool { false }

    func metadata(_ type: OSLogType, name: String? = nil) -> Logging.Logger.Metadata {
        [LogOutput.levelKey: .string(name ?? type.name)]
    }
}

// MARK: - os_log

/// Writes `message`, a `printf`-style format, with `args` to `log`. As in Apple's logging,
/// `%@` and `%s` values are private unless written `%{public}@`, and numbers are public unless
/// written `%{private}d`.
public func os_log(
    _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...
) {
    write(OSLogFormatString.format("\(message)", args), to: log, type: type)
}

/// The same, level first: `os_log(.error, log: network, "Failed: %{public}@", reason)`.
public func os_log(
    _ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default, _ message: StaticString, _ args: any CVarArg...
) {
    write(OSLogFormatString.format("\(message)", args), to: log, type: type)
}

/// A message with interpolations, at the default level of the default log. (A literal without
/// interpolations is the `StaticString` form's.)
@_disfavoredOverload
public func os_log(_ message: OSLogMessage) {
    write(message.text, to: .default, type: .default)
}

/// A message with interpolations, at `type`, to `log`.
@_disfavoredOverload
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, _ message: OSLogMessage) {
    write(message.text, to: log, type: type)
}

private func write(_ text: String, to log: OSLog, type: OSLogType) {
    guard log.isEnabled(type: type) else { return }
    log.output.log(level: type.swiftLogLevel, "\(text)", metadata: log.metadata(type))
}
