import Foundation

/// The domain of WatchConnectivity's errors, as Apple names it.
public let WCErrorDomain = "WCErrorDomain"

/// An error of WatchConnectivity, as Apple's `WCError`: a code in `WCErrorDomain`. `catch let error as WCError`
/// and `(error as NSError).code` both read it.
public struct WCError: _BridgedStoredNSError, Hashable {
    public static var errorDomain: String { WCErrorDomain }
    public static var _nsErrorDomain: String { WCErrorDomain }

    public let _nsError: NSError

    public init(_nsError error: NSError) {
        precondition(error.domain == WCErrorDomain)
        _nsError = error
    }

    /// WatchConnectivity's error codes, with Apple's values.
    public enum Code: Int, _ErrorCodeProtocol, Sendable {
        public typealias _ErrorType = WCError

        case genericError = 7001
        case sessionNotSupported = 7002
        case sessionMissingDelegate = 7003
        case sessionNotActivated = 7004
        case deviceNotPaired = 7005
        case watchAppNotInstalled = 7006
        case notReachable = 7007
        case invalidParameter = 7008
        case payloadTooLarge = 7009
        case payloadUnsupportedTypes = 7010
        case messageReplyFailed = 7011
        case messageReplyTimedOut = 7012
        case fileAccessDenied = 7013
        case deliveryFailed = 7014
        case insufficientSpace = 7015
        case sessionInactive = 7016
        case transferTimedOut = 7017
        case companionAppNotInstalled = 7018
        case watchOnlyApp = 7019
    }

    /// The error with `code` and a description of it.
    static func make(_ code: Code) -> WCError {
        let description =
            switch code {
            case .sessionNotSupported: "WatchConnectivity session is not supported on this device."
            case .notReachable: "WatchConnectivity session on paired device is not reachable."
            case .deviceNotPaired: "The counterpart device is not paired."
            case .watchAppNotInstalled: "The Watch app is not installed."
            default: "The operation couldn’t be completed. (WCErrorDomain error \(code.rawValue).)"
            }
        return WCError(_nsError: NSError(domain: WCErrorDomain, code: code.rawValue, userInfo: [NSLocalizedDescriptionKey: description]))
    }

    public static var genericError: Code { .genericError }
    public static var sessionNotSupported: Code { .sessionNotSupported }
    public static var sessionMissingDelegate: Code { .sessionMissingDelegate }
    public static var sessionNotActivated: Code { .sessionNotActivated }
    public static var deviceNotPaired: Code { .deviceNotPaired }
    public static var watchAppNotInstalled: Code { .watchAppNotInstalled }
    public static var notReachable: Code { .notReachable }
    public static var invalidParameter: Code { .invalidParameter }
    public static var payloadTooLarge: Code { .payloadTooLarge }
    public static var payloadUnsupportedTypes: Code { .payloadUnsupportedTypes }
    public static var messageReplyFailed: Code { .messageReplyFailed }
    public static var messageReplyTimedOut: Code { .messageReplyTimedOut }
    public static var fileAccessDenied: Code { .fileAccessDenied }
    public static var deliveryFailed: Code { .deliveryFailed }
    public static var insufficientSpace: Code { .insufficientSpace }
    public static var sessionInactive: Code { .sessionInactive }
    public static var transferTimedOut: Code { .transferTimedOut }
    public static var companionAppNotInstalled: Code { .companionAppNotInstalled }
    public static var watchOnlyApp: Code { .watchOnlyApp }
}
