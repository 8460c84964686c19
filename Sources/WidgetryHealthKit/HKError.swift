import Foundation

/// HealthKit's error domain.
public let HKErrorDomain = "com.apple.healthkit"

/// HealthKit's errors, as Apple's `HKError`: a code in `HKErrorDomain`, so `error as NSError`
/// gives the domain and code apps compare.
public struct HKError: CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case errorHealthDataUnavailable = 1, errorHealthDataRestricted, errorInvalidArgument, errorAuthorizationDenied,
             errorAuthorizationNotDetermined, errorDatabaseInaccessible, errorUserCanceled, errorAnotherWorkoutSessionStarted,
             errorUserExitedWorkoutSession, errorRequiredAuthorizationDenied, errorNoData, errorWorkoutActivityNotAllowed,
             errorDataSizeExceeded, errorBackgroundWorkoutSessionNotAllowed, errorNotPermissibleForGuestUserMode
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { HKErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] {
        switch code {
        case .errorHealthDataUnavailable:
            [NSLocalizedDescriptionKey: "Health data is unavailable on this device"]
        default:
            [:]
        }
    }

    public static let errorHealthDataUnavailable = Code.errorHealthDataUnavailable
    public static let errorAuthorizationDenied = Code.errorAuthorizationDenied
    public static let errorAuthorizationNotDetermined = Code.errorAuthorizationNotDetermined
    public static let errorNoData = Code.errorNoData

}

/// `catch HKError.errorHealthDataUnavailable` matches a thrown `HKError` with that code.
public func ~= (code: HKError.Code, error: any Error) -> Bool { (error as? HKError)?.code == code }
