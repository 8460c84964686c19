import Foundation

/// Events or reminders.
public enum EKEntityType: UInt, Sendable {
    case event = 0, reminder
}

/// A set of entity types.
public struct EKEntityMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let event = EKEntityMask(rawValue: 1 << 0)
    public static let reminder = EKEntityMask(rawValue: 1 << 1)
}

/// The app's access to events or reminders, with Apple's raw values. `authorized` is iOS 16's
/// name for `fullAccess`, as Apple keeps it.
public enum EKAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, restricted, denied, fullAccess, writeOnly

    @available(*, deprecated, renamed: "fullAccess")
    public static var authorized: EKAuthorizationStatus { .fullAccess }
}

/// Which occurrences of a recurring event a change applies to.
public enum EKSpan: Int, Sendable {
    case thisEvent = 0, futureEvents
}

/// EventKit's error domain.
public let EKErrorDomain = "EKErrorDomain"

/// EventKit's errors, as Apple's `EKError`.
public struct EKError: CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case eventNotMutable = 0, noCalendar, noStartDate, noEndDate, datesInverted, internalFailure, calendarReadOnly,
             durationGreaterThanRecurrence, alarmGreaterThanRecurrence, startDateTooFarInFuture, startDateCollidesWithOtherOccurrence,
             objectBelongsToDifferentStore, invitesCannotBeMoved, invalidSpan, calendarHasNoSource, calendarSourceCannotBeModified,
             calendarIsImmutable, sourceDoesNotAllowCalendarAddDelete, recurringReminderRequiresDueDate, structuredLocationsNotSupported,
             reminderLocationsNotSupported, alarmProximityNotSupported, calendarDoesNotAllowEvents, calendarDoesNotAllowReminders,
             sourceDoesNotAllowReminders, sourceDoesNotAllowEvents, priorityIsInvalid, invalidEntityType, procedureAlarmsNotMutable,
             eventStoreNotAuthorized, osNotSupported, invalidInviteReplyCalendar, notificationsCollectionFlagNotSet,
             sourceMismatch, notificationCollectionMismatch, notificationSavedWithoutCollection, reminderAlarmContainsEmailOrUrl
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var errorDomain: String { EKErrorDomain }
    public var errorCode: Int { code.rawValue }
}
