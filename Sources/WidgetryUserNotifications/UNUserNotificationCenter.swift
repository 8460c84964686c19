import Foundation

/// The app's notification centre, as Apple's. A home-screen host has no notification centre to show a
/// notification in, so it answers as a device where the person turned the app's notifications off:
/// authorisation is not granted (`.denied`), `add` fails with `UNError.notificationsNotAllowed`, nothing is
/// pending or delivered, and the badge is not shown. Categories and the delegate are kept. Completion
/// handlers are called on a background queue, as Apple's are.
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private static let shared = UNUserNotificationCenter()
    private let lock = NSLock()
    private weak var storedDelegate: (any UNUserNotificationCenterDelegate)?
    private var categories: Set<UNNotificationCategory> = []

    private override init() { super.init() }

    /// The app's notification centre.
    open class func current() -> UNUserNotificationCenter { shared }

    /// The object told about notifications and responses (held weakly).
    open var delegate: (any UNUserNotificationCenterDelegate)? {
        get { lock.withLock { storedDelegate } }
        set { lock.withLock { storedDelegate = newValue } }
    }

    /// Whether notification content extensions can be used: false on a host.
    open var supportsContentExtensions: Bool { false }

    private func later(_ work: @escaping @Sendable () -> Void) { DispatchQueue.global().async(execute: work) }

    // MARK: Authorisation and settings

    /// Asks to post notifications; the handler gets `false` and no error (not granted), as when the person declines.
    open func requestAuthorization(
        options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        later { completionHandler(false, nil) }
    }

    /// Asks to post notifications: `false` (not granted).
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { false }

    /// The app's settings: `.denied`, every setting `.disabled`.
    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        later { completionHandler(UNNotificationSettings()) }
    }

    /// The app's settings: `.denied`, every setting `.disabled`.
    open func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings() }

    // MARK: Categories

    /// Registers the app's categories, replacing those registered before.
    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        lock.withLock { self.categories = categories }
    }

    /// The registered categories.
    open func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
        let categories = lock.withLock { self.categories }
        later { completionHandler(categories) }
    }

    /// The registered categories.
    open func notificationCategories() async -> Set<UNNotificationCategory> { lock.withLock { categories } }

    // MARK: Requests

    /// Schedules a request: fails with `UNError.notificationsNotAllowed`, as for an app not allowed to notify.
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        guard let completionHandler else { return }
        later { completionHandler(UNError.make(.notificationsNotAllowed)) }
    }

    /// Schedules a request: throws `UNError.notificationsNotAllowed`.
    open func add(_ request: UNNotificationRequest) async throws {
        throw UNError.make(.notificationsNotAllowed)
    }

    /// The requests waiting for their triggers: none.
    open func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        later { completionHandler([]) }
    }

    /// The requests waiting for their triggers: none.
    open func pendingNotificationRequests() async -> [UNNotificationRequest] { [] }

    /// Removes pending requests by identifier (there are none).
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {}

    /// Removes every pending request (there are none).
    open func removeAllPendingNotificationRequests() {}

    /// The notifications in Notification Centre: none.
    open func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
        later { completionHandler([]) }
    }

    /// The notifications in Notification Centre: none.
    open func deliveredNotifications() async -> [UNNotification] { [] }

    /// Removes delivered notifications by identifier (there are none).
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}

    /// Removes every delivered notification (there are none).
    open func removeAllDeliveredNotifications() {}

    // MARK: Badge

    /// Sets the app icon's badge: a negative count fails with `UNError.badgeInputInvalid`; otherwise it
    /// succeeds and shows nowhere (a host has no app icon).
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        let error: (any Error)? = newBadgeCount < 0 ? UNError.make(.badgeInputInvalid) : nil
        guard let completionHandler else { return }
        later { completionHandler(error) }
    }

    /// Sets the app icon's badge (see the completion-handler form).
    open func setBadgeCount(_ newBadgeCount: Int) async throws {
        if newBadgeCount < 0 { throw UNError.make(.badgeInputInvalid) }
    }
}
