import Foundation

/// The status of the last SystemConfiguration call on this thread that failed, as Apple's
/// `SCError()`: `kSCStatusOK` when none did.
public func SCError() -> Int32 {
    (Thread.current.threadDictionary[SCStatus.threadKey] as? NSNumber)?.int32Value ?? kSCStatusOK
}

/// The text of a SystemConfiguration status, as Apple's `SCErrorString(_:)`.
public func SCErrorString(_ status: Int32) -> UnsafePointer<CChar> {
    SCStatus.text(of: status)
}

/// Success.
public let kSCStatusOK: Int32 = 0
/// A failure with no more specific status.
public let kSCStatusFailed: Int32 = 1001
/// An argument is not valid (an address of an unknown family, an empty name).
public let kSCStatusInvalidArgument: Int32 = 1002
/// The reachability of a target cannot be determined.
public let kSCStatusReachabilityUnknown: Int32 = 4002

enum SCStatus {
    static let threadKey = "WidgetrySystemConfiguration.SCError"

    /// Records `status` as this thread's last error.
    static func record(_ status: Int32) {
        Thread.current.threadDictionary[threadKey] = NSNumber(value: status)
    }

    nonisolated(unsafe) private static let texts: [Int32: UnsafePointer<CChar>] = [
        kSCStatusOK: persistent("Success!"),
        kSCStatusFailed: persistent("Failed!"),
        kSCStatusInvalidArgument: persistent("Invalid argument"),
        kSCStatusReachabilityUnknown: persistent("Network reachability cannot be determined"),
    ]
    nonisolated(unsafe) private static let unknown = persistent("Unknown error")

    static func text(of status: Int32) -> UnsafePointer<CChar> { texts[status] ?? unknown }

    /// A C string that lives as long as the process, as Apple's static status texts do (never
    /// written, so shared freely).
    private static func persistent(_ text: String) -> UnsafePointer<CChar> {
        UnsafePointer(strdup(text)!)
    }
}
