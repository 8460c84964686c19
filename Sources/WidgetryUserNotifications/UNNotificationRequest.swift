import Foundation

/// A notification to schedule: its identifier, content and trigger.
open class UNNotificationRequest: NSObject, NSCopying, @unchecked Sendable {
    /// The request's identifier; a request with the same identifier replaces it.
    public let identifier: String
    /// The content, copied when the request is made.
    public let content: UNNotificationContent
    /// When it is delivered; nil for at once.
    public let trigger: UNNotificationTrigger?

    /// A request for `content` (copied, so later changes to a mutable content do not reach it).
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content.copy() as! UNNotificationContent
        self.trigger = trigger
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A delivered notification: its request and when it was delivered.
open class UNNotification: NSObject, NSCopying, @unchecked Sendable {
    public let date: Date
    public let request: UNNotificationRequest

    init(date: Date, request: UNNotificationRequest) {
        self.date = date
        self.request = request
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The identifier of the response when the person opens the notification.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The identifier of the response when the person dismisses it (categories with `.customDismissAction`).
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// The person's response to a notification, as the delegate receives it.
open class UNNotificationResponse: NSObject, NSCopying, @unchecked Sendable {
    public let notification: UNNotification
    public let actionIdentifier: String

    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The response to a text input action, with the text typed.
open class UNTextInputNotificationResponse: UNNotificationResponse, @unchecked Sendable {
    public let userText: String

    init(notification: UNNotification, actionIdentifier: String, userText: String) {
        self.userText = userText
        super.init(notification: notification, actionIdentifier: actionIdentifier)
    }
}
