import Foundation

/// The calendar and reminders database, as EventKit's `EKEventStore`. A Linux host has no
/// calendars to share: access is `.notDetermined` until the app asks, and every request is
/// declined (as when the user taps "Don't Allow"), after which the status is `.denied`. With no
/// access, lists and queries are empty and saving throws `EKError.eventStoreNotAuthorized`.
open class EKEventStore: NSObject, @unchecked Sendable {
    /// Whether the app has asked, per entity type (a process-wide answer, as the user's is).
    private static let asked = AskedTypes()

    override public init() {}
    public init(sources: [EKSource]) {}

    public class func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus {
        asked.contains(entityType) ? .denied : .notDetermined
    }

    private func decline(_ entityType: EKEntityType) -> Bool {
        Self.asked.insert(entityType)
        return false
    }

    public func requestAccess(to entityType: EKEntityType, completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        let granted = decline(entityType)
        DispatchQueue.global().async { completion(granted, nil) }
    }

    public func requestAccess(to entityType: EKEntityType) async throws -> Bool { decline(entityType) }

    /// iOS 17: full access to events (declined here).
    public func requestFullAccessToEvents() async throws -> Bool { decline(.event) }
    public func requestFullAccessToEvents(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        requestAccess(to: .event, completion: completion)
    }
    public func requestWriteOnlyAccessToEvents() async throws -> Bool { decline(.event) }
    public func requestWriteOnlyAccessToEvents(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        requestAccess(to: .event, completion: completion)
    }
    public func requestFullAccessToReminders() async throws -> Bool { decline(.reminder) }
    public func requestFullAccessToReminders(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        requestAccess(to: .reminder, completion: completion)
    }

    public var eventStoreIdentifier: String { "" }
    public var sources: [EKSource] { [] }
    public var defaultCalendarForNewEvents: EKCalendar? { nil }
    public func defaultCalendarForNewReminders() -> EKCalendar? { nil }

    /// No calendars: the app has no access.
    public func calendars(for entityType: EKEntityType) -> [EKCalendar] { [] }
    public func calendar(withIdentifier identifier: String) -> EKCalendar? { nil }
    public func calendarItem(withIdentifier identifier: String) -> EKCalendarItem? { nil }
    public func calendarItems(withExternalIdentifier identifier: String) -> [EKCalendarItem] { [] }
    public func event(withIdentifier identifier: String) -> EKEvent? { nil }

    /// Events between two dates in the calendars (all when nil).
    public func predicateForEvents(withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?) -> NSPredicate {
        NSPredicate { object, _ in
            guard let event = object as? EKEvent, let start = event.startDate, let end = event.endDate else { return false }
            let inCalendars = calendars.map { list in list.contains { $0 === event.calendar } } ?? true
            return inCalendars && start < endDate && end > startDate
        }
    }

    /// Events matching a predicate from `predicateForEvents`: none without access.
    public func events(matching predicate: NSPredicate) -> [EKEvent] { [] }
    public func enumerateEvents(matching predicate: NSPredicate, using block: (EKEvent, UnsafeMutablePointer<ObjCBool>) -> Void) {}

    public func predicateForReminders(in calendars: [EKCalendar]?) -> NSPredicate {
        NSPredicate { object, _ in object is EKReminder }
    }
    public func predicateForIncompleteReminders(withDueDateStarting startDate: Date?, ending endDate: Date?, calendars: [EKCalendar]?) -> NSPredicate {
        NSPredicate { object, _ in (object as? EKReminder).map { !$0.isCompleted } ?? false }
    }
    public func predicateForCompletedReminders(withCompletionDateStarting startDate: Date?, ending endDate: Date?, calendars: [EKCalendar]?)
        -> NSPredicate {
        NSPredicate { object, _ in (object as? EKReminder)?.isCompleted ?? false }
    }

    /// Calls `completion` with nil, as EventKit does when the app may not read reminders.
    @discardableResult
    public func fetchReminders(matching predicate: NSPredicate, completion: @escaping @Sendable ([EKReminder]?) -> Void) -> Any {
        DispatchQueue.global().async { completion(nil) }
        return predicate
    }
    public func cancelFetchRequest(_ fetchIdentifier: Any) {}

    public func save(_ event: EKEvent, span: EKSpan, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
    public func save(_ event: EKEvent, span: EKSpan) throws { throw EKError(.eventStoreNotAuthorized) }
    public func remove(_ event: EKEvent, span: EKSpan, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
    public func remove(_ event: EKEvent, span: EKSpan) throws { throw EKError(.eventStoreNotAuthorized) }
    public func save(_ reminder: EKReminder, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
    public func remove(_ reminder: EKReminder, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
    public func saveCalendar(_ calendar: EKCalendar, commit: Bool) throws { throw EKError(.eventStoreNotAuthorized) }
    public func commit() throws {}
    public func reset() {}
    public func refreshSourcesIfNecessary() {}
}

extension Notification.Name {
    /// Posted when the database changes (never here).
    public static let EKEventStoreChanged = Notification.Name("EKEventStoreChangedNotification")
}

/// The entity types the app has asked for.
private final class AskedTypes: @unchecked Sendable {
    private let lock = NSLock()
    private var types: Set<EKEntityType> = []
    func insert(_ type: EKEntityType) { lock.lock(); types.insert(type); lock.unlock() }
    func contains(_ type: EKEntityType) -> Bool { lock.lock(); defer { lock.unlock() }; return types.contains(type) }
}
