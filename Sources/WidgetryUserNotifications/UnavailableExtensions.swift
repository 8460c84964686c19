import Foundation

// Notification extensions and region triggers, declared unavailable with the reason.

@available(*, unavailable, message: "there are no push notifications to modify on a Linux host: a widget updates from its timeline")
open class UNNotificationServiceExtension { public init() {} }

@available(*, unavailable, message: "there are no notification views to show on a Linux host")
public protocol UNNotificationContentExtension {}

@available(*, unavailable, message: "a Linux host has no region monitoring: use UNTimeIntervalNotificationTrigger or UNCalendarNotificationTrigger")
open class UNLocationNotificationTrigger { public init() {} }
