import Foundation

/// When a notification is delivered. A request without a trigger is delivered at once.
open class UNNotificationTrigger: NSObject, NSCopying, @unchecked Sendable {
    /// Whether the notification is delivered again after each time.
    public let repeats: Bool

    init(repeats: Bool) {
        self.repeats = repeats
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A notification delivered after a number of seconds (and every so many seconds when it repeats).
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The seconds to wait.
    public let timeInterval: TimeInterval
    /// When the trigger was made, which its next date counts from.
    let created = Date()

    /// A trigger `timeInterval` seconds from now. Like Apple's, it stops the program for an interval that is
    /// not positive, or under 60 seconds when it repeats.
    public init(timeInterval: TimeInterval, repeats: Bool) {
        precondition(timeInterval > 0, "time interval must be greater than 0")
        precondition(!repeats || timeInterval >= 60, "time interval must be at least 60 if repeating")
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }

    /// The next time it fires: the interval from its making, then every interval when it repeats; nil when a
    /// one-off trigger's time has passed.
    open func nextTriggerDate() -> Date? {
        let first = created.addingTimeInterval(timeInterval)
        let now = Date()
        guard first <= now else { return first }
        guard repeats else { return nil }
        let elapsed = now.timeIntervalSince(first)
        return first.addingTimeInterval((elapsed / timeInterval).rounded(.down) * timeInterval + timeInterval)
    }
}

/// A notification delivered when the date matches the components (every match when it repeats).
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The components a date must match.
    public let dateComponents: DateComponents

    /// A trigger at the next date matching `dateComponents` (its calendar and time zone, else the current ones).
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }

    /// The next date after now matching the components, nil when none does.
    open func nextTriggerDate() -> Date? {
        var calendar = dateComponents.calendar ?? Calendar.current
        if let zone = dateComponents.timeZone { calendar.timeZone = zone }
        var matching = dateComponents
        matching.calendar = nil
        matching.timeZone = nil
        return calendar.nextDate(after: Date(), matching: matching, matchingPolicy: .nextTime)
    }
}

/// The trigger of a notification sent by push (Apple's servers); apps never make one.
open class UNPushNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {}
