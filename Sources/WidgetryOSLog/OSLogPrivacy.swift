import Foundation

/// How much of an interpolated value a log message shows, as Apple's unified logging decides it:
/// `logger.info("Fetched \(city, privacy: .public) for \(account, privacy: .private)")`.
///
/// A private value reads `<private>` in the log (Apple shows it only to an attached debugger or
/// with a configuration profile; here never); with `mask: .hash` it reads
/// `<mask.hash: '…'>`, a hash that is the same for equal values while the machine runs, so that
/// log lines can be matched without showing the value. `.auto`, the default, is private for
/// strings and objects and public for numbers, booleans and types.
public struct OSLogPrivacy: Equatable, Sendable {
    enum Level: Equatable, Sendable {
        case auto, `public`, `private`, sensitive
    }

    /// What a redacted value shows instead.
    public struct Mask: Equatable, Sendable {
        let hashes: Bool
        /// A hash of the value, the same for equal values.
        public static let hash = Mask(hashes: true)
        /// `<private>`.
        public static let none = Mask(hashes: false)
    }

    let level: Level
    let mask: Mask

    /// Private for strings and objects, public for scalars.
    public static let auto = OSLogPrivacy(level: .auto, mask: .none)
    /// Shown as it is.
    public static let `public` = OSLogPrivacy(level: .public, mask: .none)
    /// Redacted.
    public static let `private` = OSLogPrivacy(level: .private, mask: .none)
    /// Redacted always, even where private values would be shown.
    public static let sensitive = OSLogPrivacy(level: .sensitive, mask: .none)

    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .auto, mask: mask) }
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .private, mask: mask) }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .sensitive, mask: mask) }

    /// Whether a value of a kind that `.auto` shows (`isScalar`) is redacted.
    func redacts(scalar isScalar: Bool) -> Bool {
        switch level {
        case .public: false
        case .private, .sensitive: true
        case .auto: !isScalar
        }
    }

    /// `text` as the log shows it: itself, `<private>` or its masked hash.
    func apply(to text: String, scalar isScalar: Bool) -> String {
        guard redacts(scalar: isScalar) else { return text }
        return mask.hashes ? "<mask.hash: '\(LogHash.hash(text))'>" : "<private>"
    }
}

/// The hash of masked values: FNV-1a over the machine's boot identifier and the value, so that
/// equal values match across the processes of one boot, as Apple's per-boot salted hash does.
enum LogHash {
    private static let salt: [UInt8] = {
        let bootID = try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8)
        return Array((bootID ?? "").utf8)
    }()

    static func hash(_ text: String) -> String {
        var state: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in salt + Array(text.utf8) {
            state ^= UInt64(byte)
            state = state &* 0x0000_0100_0000_01b3
        }
        return withUnsafeBytes(of: state.bigEndian) { Data($0) }.base64EncodedString()
    }
}

/// The width of the column an interpolated value is written in.
public struct OSLogStringAlignment: Sendable {
    enum Side: Sendable { case none, left, right }
    let side: Side
    let columns: Int

    /// As it is.
    public static let none = OSLogStringAlignment(side: .none, columns: 0)

    /// Padded with spaces on the left to `columns` characters.
    public static func right(columns: @autoclosure () -> Int = 0) -> OSLogStringAlignment {
        OSLogStringAlignment(side: .right, columns: columns())
    }

    /// Padded with spaces on the right to `columns` characters.
    public static func left(columns: @autoclosure () -> Int = 0) -> OSLogStringAlignment {
        OSLogStringAlignment(side: .left, columns: columns())
    }

    func apply(to text: String) -> String {
        let padding = String(repeating: " ", count: max(0, columns - text.count))
        switch side {
        case .none: return text
        case .left: return text + padding
        case .right: return padding + text
        }
    }
}
