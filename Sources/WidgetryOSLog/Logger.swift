import Foundation
import Logging

/// Apple's `Logger`: messages of a subsystem and category, at a level, with interpolated values
/// redacted as their privacy says.
///
/// ```swift
/// let logger = Logger(subsystem: "com.example.weather", category: "timeline")
/// logger.notice("Fetched \(stations.count) stations for \(account, privacy: .private)")
/// ```
///
/// Messages go through swift-log to standard error, one line each
/// (`notice [com.example.weather:timeline] Fetched 3 stations for <private>`): never to standard
/// output, which in a widget extension carries the host's protocol. The host writes each line
/// an extension prints to standard error to its own log, named after the extension.
public struct Logger: Sendable {
    let log: OSLog
    private let output: Logging.Logger

    /// A logger of `subsystem` (a reverse-DNS name: "com.example.weather") and `category`.
    public init(subsystem: String, category: String) {
        self.init(OSLog(subsystem: subsystem, category: category))
    }

    /// A logger of the default subsystem.
    public init() {
        self.init(OSLog.default)
    }

    /// A logger writing to `log`.
    public init(_ log: OSLog) {
        self.log = log
        output = log.output
    }

    /// At the default level (`notice`).
    public func log(_ message: OSLogMessage) {
        log(level: .default, message)
    }

    public func log(level: OSLogType, _ message: OSLogMessage) {
        guard log.isEnabled(type: level) else { return }
        output.log(level: level.swiftLogLevel, "\(message.text)", metadata: log.metadata(level))
    }

    /// As `debug`.
    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
    public func info(_ message: OSLogMessage) { log(level: .info, message) }
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }
    /// As `error`, written as a warning.
    public func warning(_ message: OSLogMessage) {
        guard log.isEnabled(type: .error) else { return }
        output.warning("\(message.text)", metadata: log.metadata(.error, name: "warning"))
    }
    public func error(_ message: OSLogMessage) { log(level: .error, message) }
    /// As `fault`, written as critical.
    public func critical(_ message: OSLogMessage) {
        guard log.isEnabled(type: .fault) else { return }
        output.critical("\(message.text)", metadata: log.metadata(.fault, name: "critical"))
    }
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}

/// The level of a message: `default` (notice), `info`, `debug`, `error`, `fault`.
public struct OSLogType: RawRepresentable, Equatable, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }

    public static let `default` = OSLogType(rawValue: 0x00)
    public static let info = OSLogType(rawValue: 0x01)
    public static let debug = OSLogType(rawValue: 0x02)
    public static let error = OSLogType(rawValue: 0x10)
    public static let fault = OSLogType(rawValue: 0x11)

    /// The level's name in the log.
    var name: String {
        switch self {
        case .info: "info"
        case .debug: "debug"
        case .error: "error"
        case .fault: "fault"
        default: "notice"
        }
    }

    var swiftLogLevel: Logging.Logger.Level {
        switch self {
        case .info: .info
        case .debug: .debug
        case .error: .error
        case .fault: .critical
        default: .notice
        }
    }
}
