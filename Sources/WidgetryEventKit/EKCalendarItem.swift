import Foundation

/// Where calendars come from (an account), as EventKit's `EKSource`.
open class EKSource: NSObject, @unchecked Sendable {
    public let sourceIdentifier: String
    public let title: String
    public let sourceType: EKSourceType
    init(sourceIdentifier: String, title: String, sourceType: EKSourceType) {
        self.sourceIdentifier = sourceIdentifier
        self.title = title
        self.sourceType = sourceType
    }
    public func calendars(for entityType: EKEntityType) -> Set<EKCalendar> { [] }
}

public enum EKSourceType: Int, Sendable {
    case local = 0, exchange, calDAV, mobileMe, subscribed, birthdays
}

public enum EKCalendarType: Int, Sendable {
    case local = 0, calDAV, exchange, subscription, birthday
}

/// A calendar or reminders list, as EventKit's `EKCalendar`.
open class EKCalendar: NSObject, @unchecked Sendable {
    public let calendarIdentifier: String
    public var title: String
    public let type: EKCalendarType
    public var source: EKSource!
    public let allowedEntityTypes: EKEntityMask
    public var allowsContentModifications: Bool { true }
    public var isSubscribed: Bool { type == .subscription }
    public var isImmutable: Bool { false }

    init(title: String, entityType: EKEntityType) {
        calendarIdentifier = UUID().uuidString
        self.title = title
        type = .local
        allowedEntityTypes = entityType == .event ? .event : .reminder
    }

    /// A new calendar for the store (saved with `EKEventStore.saveCalendar(_:commit:)`).
    public convenience init(for entityType: EKEntityType, eventStore: EKEventStore) {
        self.init(title: "", entityType: entityType)
    }
}

/// How an item repeats (its frequency and interval), as EventKit's `EKRecurrenceRule`.
open class EKRecurrenceRule: NSObject, @unchecked Sendable {
    public let frequency: EKRecurrenceFrequency
    public let interval: Int
    public let recurrenceEnd: EKRecurrenceEnd?
    public init(recurrenceWith type: EKRecurrenceFrequency, interval: Int, end: EKRecurrenceEnd?) {
        frequency = type
        self.interval = interval
        recurrenceEnd = end
    }
}

public enum EKRecurrenceFrequency: Int, Sendable {
    case daily = 0, weekly, monthly, yearly
}

/// When a recurrence stops.
open class EKRecurrenceEnd: NSObject, @unchecked Sendable {
    public let endDate: Date?
    public let occurrenceCount: Int
    public init(end: Date) { endDate = end; occurrenceCount = 0 }
    public init(occurrenceCount: Int) { endDate = nil; self.occurrenceCount = occurrenceCount }
}

/// An alarm on an item.
open class EKAlarm: NSObject, @unchecked Sendable {
    public var relativeOffset: TimeInterval
    public var absoluteDate: Date?
    public init(relativeOffset: TimeInterval) { self.relativeOffset = relativeOffset }
    public init(absoluteDate: Date) { relativeOffset = 0; self.absoluteDate = absoluteDate }
}

/// What events and reminders share, as EventKit's `EKCalendarItem`. Properties Apple imports as
/// implicitly unwrapped stay so (`item.title ?? ""` compiles as it does there).
open class EKCalendarItem: NSObject, @unchecked Sendable {
    public let calendarItemIdentifier = UUID().uuidString
    public var calendarItemExternalIdentifier: String! { calendarItemIdentifier }
    public var calendar: EKCalendar!
    public var title: String!
    public var location: String?
    public var notes: String?
    public var url: URL?
    public var timeZone: TimeZone?
    public var creationDate: Date?
    public var lastModifiedDate: Date?
    public var alarms: [EKAlarm]?
    public var recurrenceRules: [EKRecurrenceRule]?
    public var hasAlarms: Bool { !(alarms ?? []).isEmpty }
    public var hasNotes: Bool { !(notes ?? "").isEmpty }
    public var hasRecurrenceRules: Bool { !(recurrenceRules ?? []).isEmpty }
    public func addRecurrenceRule(_ rule: EKRecurrenceRule) { recurrenceRules = (recurrenceRules ?? []) + [rule] }
    public func addAlarm(_ alarm: EKAlarm) { alarms = (alarms ?? []) + [alarm] }
}

/// A calendar event, as EventKit's `EKEvent`.
open class EKEvent: EKCalendarItem, @unchecked Sendable {
    public var eventIdentifier: String! { calendarItemIdentifier }
    public var startDate: Date!
    public var endDate: Date!
    public var isAllDay = false
    public var occurrenceDate: Date! { startDate }
    public var availability: EKEventAvailability = .notSupported
    public var status: EKEventStatus { .none }
    public var isDetached: Bool { false }

    /// A new event for the store.
    public init(eventStore: EKEventStore) {}

    public func compareStartDate(with other: EKEvent) -> ComparisonResult {
        (startDate ?? .distantPast).compare(other.startDate ?? .distantPast)
    }
}

public enum EKEventAvailability: Int, Sendable {
    case notSupported = -1, busy = 0, free, tentative, unavailable
}

public enum EKEventStatus: Int, Sendable {
    case none = 0, confirmed, tentative, canceled
}

/// A reminder, as EventKit's `EKReminder`.
open class EKReminder: EKCalendarItem, @unchecked Sendable {
    public var startDateComponents: DateComponents?
    public var dueDateComponents: DateComponents?
    public var isCompleted = false {
        didSet { completionDate = isCompleted ? (completionDate ?? Date()) : nil }
    }
    public var completionDate: Date?
    /// 0 (none), 1 (high) to 9 (low).
    public var priority = 0

    /// A new reminder for the store.
    public init(eventStore: EKEventStore) {}
}

public enum EKReminderPriority: UInt, Sendable {
    case none = 0, high = 1, medium = 5, low = 9
}
