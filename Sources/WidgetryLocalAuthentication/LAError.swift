import Foundation

/// The domain of LocalAuthentication's errors, as Apple names it.
public let LAErrorDomain = "com.apple.LocalAuthentication"

/// An error of LocalAuthentication, as Apple's `LAError`: a code in `LAErrorDomain`. `catch let
/// error as LAError` and `(error as NSError).code` both read it; an `NSError` that
/// `canEvaluatePolicy(_:error:)` fills in carries the same domain and code (on Linux it does not
/// cast back to `LAError` with `as?`: compare its `code` with `LAError.Code`'s raw values).
public struct LAError: _BridgedStoredNSError, Hashable {
    public static var errorDomain: String { LAErrorDomain }
    public static var _nsErrorDomain: String { LAErrorDomain }

    public let _nsError: NSError

    public init(_nsError error: NSError) {
        precondition(error.domain == LAErrorDomain)
        _nsError = error
    }

    /// LocalAuthentication's error codes, with Apple's values.
    public enum Code: Int, _ErrorCodeProtocol, Sendable {
        public typealias _ErrorType = LAError

        case authenticationFailed = -1
        case userCancel = -2
        case userFallback = -3
        case systemCancel = -4
        case passcodeNotSet = -5
        case biometryNotAvailable = -6
        case biometryNotEnrolled = -7
        case biometryLockout = -8
        case appCancel = -9
        case invalidContext = -10
        case companionNotAvailable = -11
        case biometryNotPaired = -12
        case biometryDisconnected = -13
        case invalidDimensions = -14
        case notInteractive = -1004

        @available(*, deprecated, renamed: "biometryNotAvailable")
        public static var touchIDNotAvailable: Code { .biometryNotAvailable }
        @available(*, deprecated, renamed: "biometryNotEnrolled")
        public static var touchIDNotEnrolled: Code { .biometryNotEnrolled }
        @available(*, deprecated, renamed: "biometryLockout")
        public static var touchIDLockout: Code { .biometryLockout }
        @available(*, deprecated, renamed: "companionNotAvailable")
        public static var watchNotAvailable: Code { .companionNotAvailable }
    }

    /// The error with `code` and Apple's description of it.
    static func make(_ code: Code) -> LAError {
        LAError(_nsError: NSError(domain: LAErrorDomain, code: code.rawValue, userInfo: [NSLocalizedDescriptionKey: description(of: code)]))
    }

    private static func description(of code: Code) -> String {
        switch code {
        case .biometryNotAvailable: "Biometry is not available on this device."
        case .passcodeNotSet: "Passcode not set."
        case .companionNotAvailable: "No paired companion device nearby."
        case .notInteractive: "Not interactive."
        case .invalidContext: "Invalid context."
        case .appCancel: "Canceled by another authentication."
        case .userCancel: "Canceled by user."
        case .systemCancel: "Canceled by system."
        case .biometryNotEnrolled: "No identities are enrolled."
        case .biometryLockout: "Biometry is locked out."
        default: "Authentication failed."
        }
    }

    public static var authenticationFailed: Code { .authenticationFailed }
    public static var userCancel: Code { .userCancel }
    public static var userFallback: Code { .userFallback }
    public static var systemCancel: Code { .systemCancel }
    public static var passcodeNotSet: Code { .passcodeNotSet }
    public static var biometryNotAvailable: Code { .biometryNotAvailable }
    public static var biometryNotEnrolled: Code { .biometryNotEnrolled }
    public static var biometryLockout: Code { .biometryLockout }
    public static var appCancel: Code { .appCancel }
    public static var invalidContext: Code { .invalidContext }
    public static var companionNotAvailable: Code { .companionNotAvailable }
    public static var biometryNotPaired: Code { .biometryNotPaired }
    public static var biometryDisconnected: Code { .biometryDisconnected }
    public static var invalidDimensions: Code { .invalidDimensions }
    public static var notInteractive: Code { .notInteractive }
    @available(*, deprecated, renamed: "biometryNotAvailable")
    public static var touchIDNotAvailable: Code { .biometryNotAvailable }
    @available(*, deprecated, renamed: "biometryNotEnrolled")
    public static var touchIDNotEnrolled: Code { .biometryNotEnrolled }
    @available(*, deprecated, renamed: "biometryLockout")
    public static var touchIDLockout: Code { .biometryLockout }
}
