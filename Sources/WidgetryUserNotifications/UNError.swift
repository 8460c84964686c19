import Foundation

/// The domain of UserNotifications' errors, as Apple names it.
public let UNErrorDomain = "UNErrorDomain"

/// An error of UserNotifications, as Apple's `UNError`: a code in `UNErrorDomain`. `catch let error as UNError`
/// and `(error as NSError).code` both read it.
public struct UNError: _BridgedStoredNSError, Hashable {
    public static var errorDomain: String { UNErrorDomain }
    public static var _nsErrorDomain: String { UNErrorDomain }

    public let _nsError: NSError

    public init(_nsError error: NSError) {
        precondition(error.domain == UNErrorDomain)
        _nsError = error
    }

    /// UserNotifications' error codes, with Apple's values.
    public enum Code: Int, _ErrorCodeProtocol, Sendable {
        public typealias _ErrorType = UNError

        case notificationsNotAllowed = 1
        case attachmentInvalidURL = 100
        case attachmentUnrecognizedType = 101
        case attachmentInvalidFileSize = 102
        case attachmentNotInDataStore = 103
        case attachmentMoveIntoDataStoreFailed = 104
        case attachmentCorrupt = 105
        case notificationInvalidNoDate = 1400
        case notificationInvalidNoContent = 1401
        case contentProvidingObjectNotAllowed = 1500
        case contentProvidingInvalid = 1501
        case badgeInputInvalid = 1600
    }

    /// The error with `code` and Apple's description of it.
    static func make(_ code: Code) -> UNError {
        let description =
            switch code {
            case .notificationsNotAllowed: "Notifications are not allowed for this application"
            case .attachmentInvalidURL: "Invalid attachment file URL"
            case .attachmentUnrecognizedType: "Unrecognized attachment file type"
            case .attachmentInvalidFileSize: "Invalid attachment file size"
            case .badgeInputInvalid: "Invalid badge count"
            default: "The operation couldn’t be completed. (UNErrorDomain error \(code.rawValue).)"
            }
        return UNError(_nsError: NSError(domain: UNErrorDomain, code: code.rawValue, userInfo: [NSLocalizedDescriptionKey: description]))
    }

    public static var notificationsNotAllowed: Code { .notificationsNotAllowed }
    public static var attachmentInvalidURL: Code { .attachmentInvalidURL }
    public static var attachmentUnrecognizedType: Code { .attachmentUnrecognizedType }
    public static var attachmentInvalidFileSize: Code { .attachmentInvalidFileSize }
    public static var attachmentNotInDataStore: Code { .attachmentNotInDataStore }
    public static var attachmentMoveIntoDataStoreFailed: Code { .attachmentMoveIntoDataStoreFailed }
    public static var attachmentCorrupt: Code { .attachmentCorrupt }
    public static var notificationInvalidNoDate: Code { .notificationInvalidNoDate }
    public static var notificationInvalidNoContent: Code { .notificationInvalidNoContent }
    public static var contentProvidingObjectNotAllowed: Code { .contentProvidingObjectNotAllowed }
    public static var contentProvidingInvalid: Code { .contentProvidingInvalid }
    public static var badgeInputInvalid: Code { .badgeInputInvalid }
}
