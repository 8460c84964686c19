/// The alert that draws attention to an update of a Live Activity (a banner with a sound on
/// devices without a Dynamic Island, the expanded island on those with one).
public struct AlertConfiguration: Hashable, Sendable {
    /// The alert's sound.
    public struct AlertSound: Hashable, Sendable {
        let name: String?

        /// The system's alert sound.
        public static let `default` = AlertSound(name: nil)

        /// A sound file of the app's bundle.
        public static func named(_ name: String) -> AlertSound { AlertSound(name: name) }
    }

    /// Shown on Apple Watch, where the activity's views are not.
    public let title: LocalizedStringResource
    /// Shown on Apple Watch, where the activity's views are not.
    public let body: LocalizedStringResource
    public let sound: AlertSound

    public init(title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertSound) {
        self.title = title
        self.body = body
        self.sound = sound
    }
}
