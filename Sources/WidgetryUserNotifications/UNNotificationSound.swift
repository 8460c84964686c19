import Foundation

/// The name of a sound file in the app's bundle or `Library/Sounds`.
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The sound a notification plays. Kept with the content; a host plays no sound.
open class UNNotificationSound: NSObject, NSCopying, @unchecked Sendable {
    /// The sound file's name, nil for the system's default sound.
    let name: UNNotificationSoundName?
    /// Whether it is a critical alert's sound, which plays even when the device is muted.
    let isCritical: Bool
    /// A critical alert's volume, 0 to 1.
    let volume: Float?

    init(name: UNNotificationSoundName?, critical: Bool = false, volume: Float? = nil) {
        self.name = name
        self.isCritical = critical
        self.volume = volume
    }

    /// The system's default notification sound.
    open class var `default`: UNNotificationSound { UNNotificationSound(name: nil) }
    /// The default sound for critical alerts.
    open class var defaultCritical: UNNotificationSound { UNNotificationSound(name: nil, critical: true) }

    /// A sound file of the app's.
    public convenience init(named name: UNNotificationSoundName) { self.init(name: name) }

    /// A critical alert with the app's sound file.
    open class func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
        UNNotificationSound(name: name, critical: true)
    }

    /// A critical alert with the app's sound file, at `volume` (0 to 1).
    open class func criticalSoundNamed(_ name: UNNotificationSoundName, withAudioVolume volume: Float) -> UNNotificationSound {
        UNNotificationSound(name: name, critical: true, volume: volume)
    }

    /// The default critical sound at `volume` (0 to 1).
    open class func defaultCriticalSound(withAudioVolume volume: Float) -> UNNotificationSound {
        UNNotificationSound(name: nil, critical: true, volume: volume)
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UNNotificationSound else { return false }
        return name == other.name && isCritical == other.isCritical && volume == other.volume
    }

    open override var hash: Int { name?.hashValue ?? 0 }
}
