import Foundation

/// How urgently a notification interrupts.
public enum UNNotificationInterruptionLevel: UInt, Sendable {
    case passive = 0
    case active = 1
    case timeSensitive = 2
    case critical = 3
}

/// A notification's content, read-only (`UNMutableNotificationContent` is the one an app fills in).
open class UNNotificationContent: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    open internal(set) var title = ""
    open internal(set) var subtitle = ""
    open internal(set) var body = ""
    open internal(set) var badge: NSNumber?
    open internal(set) var sound: UNNotificationSound?
    open internal(set) var userInfo: [AnyHashable: Any] = [:]
    open internal(set) var categoryIdentifier = ""
    open internal(set) var threadIdentifier = ""
    open internal(set) var targetContentIdentifier: String?
    open internal(set) var launchImageName = ""
    open internal(set) var attachments: [UNNotificationAttachment] = []
    open internal(set) var interruptionLevel: UNNotificationInterruptionLevel = .active
    open internal(set) var relevanceScore: Double = 0
    open internal(set) var filterCriteria: String?
    @available(*, deprecated, message: "Summary arguments are no longer shown")
    open internal(set) var summaryArgument = ""
    @available(*, deprecated, message: "Summary arguments are no longer shown")
    open internal(set) var summaryArgumentCount = 0

    public override init() { super.init() }

    /// Copies every field of `other` into this content.
    func take(_ other: UNNotificationContent) {
        title = other.title
        subtitle = other.subtitle
        body = other.body
        badge = other.badge
        sound = other.sound
        userInfo = other.userInfo
        categoryIdentifier = other.categoryIdentifier
        threadIdentifier = other.threadIdentifier
        targetContentIdentifier = other.targetContentIdentifier
        launchImageName = other.launchImageName
        attachments = other.attachments
        interruptionLevel = other.interruptionLevel
        relevanceScore = other.relevanceScore
        filterCriteria = other.filterCriteria
    }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UNNotificationContent()
        copy.take(self)
        return copy
    }

    /// A mutable copy (`content.mutableCopy() as! UNMutableNotificationContent`).
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = UNMutableNotificationContent()
        copy.take(self)
        return copy
    }
}

/// A notification's content as an app writes it before scheduling it.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    open override var title: String { get { super.title } set { super.title = newValue } }
    open override var subtitle: String { get { super.subtitle } set { super.subtitle = newValue } }
    open override var body: String { get { super.body } set { super.body = newValue } }
    open override var badge: NSNumber? { get { super.badge } set { super.badge = newValue } }
    open override var sound: UNNotificationSound? { get { super.sound } set { super.sound = newValue } }
    open override var userInfo: [AnyHashable: Any] { get { super.userInfo } set { super.userInfo = newValue } }
    open override var categoryIdentifier: String { get { super.categoryIdentifier } set { super.categoryIdentifier = newValue } }
    open override var threadIdentifier: String { get { super.threadIdentifier } set { super.threadIdentifier = newValue } }
    open override var targetContentIdentifier: String? {
        get { super.targetContentIdentifier }
        set { super.targetContentIdentifier = newValue }
    }
    open override var launchImageName: String { get { super.launchImageName } set { super.launchImageName = newValue } }
    open override var attachments: [UNNotificationAttachment] { get { super.attachments } set { super.attachments = newValue } }
    open override var interruptionLevel: UNNotificationInterruptionLevel {
        get { super.interruptionLevel }
        set { super.interruptionLevel = newValue }
    }
    open override var relevanceScore: Double { get { super.relevanceScore } set { super.relevanceScore = newValue } }
    open override var filterCriteria: String? { get { super.filterCriteria } set { super.filterCriteria = newValue } }
}
