import Foundation

/// Whether the app may post notifications.
public enum UNAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case denied = 1
    case authorized = 2
    case provisional = 3
    case ephemeral = 4
}

/// The state of one notification setting.
public enum UNNotificationSetting: Int, Sendable {
    case notSupported = 0
    case disabled = 1
    case enabled = 2
}

/// How alerts are shown.
public enum UNAlertStyle: Int, Sendable {
    case none = 0
    case banner = 1
    case alert = 2
}

/// When notification previews are shown.
public enum UNShowPreviewsSetting: Int, Sendable {
    case always = 0
    case whenAuthenticated = 1
    case never = 2
}

/// The app's notification settings (`getNotificationSettings`, `notificationSettings()`). A host has no
/// notification centre: the app is `.denied` and every setting is `.disabled`, as on a device where the
/// person turned the app's notifications off.
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    open var authorizationStatus: UNAuthorizationStatus { .denied }
    open var soundSetting: UNNotificationSetting { .disabled }
    open var badgeSetting: UNNotificationSetting { .disabled }
    open var alertSetting: UNNotificationSetting { .disabled }
    open var notificationCenterSetting: UNNotificationSetting { .disabled }
    open var lockScreenSetting: UNNotificationSetting { .disabled }
    open var carPlaySetting: UNNotificationSetting { .notSupported }
    open var criticalAlertSetting: UNNotificationSetting { .disabled }
    open var announcementSetting: UNNotificationSetting { .disabled }
    open var timeSensitiveSetting: UNNotificationSetting { .disabled }
    open var scheduledDeliverySetting: UNNotificationSetting { .disabled }
    open var directMessagesSetting: UNNotificationSetting { .disabled }
    open var alertStyle: UNAlertStyle { .none }
    open var showPreviewsSetting: UNShowPreviewsSetting { .never }
    open var providesAppNotificationSettings: Bool { false }

    override init() { super.init() }
}
