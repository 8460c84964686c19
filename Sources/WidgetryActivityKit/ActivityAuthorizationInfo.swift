/// Whether the app may start Live Activities, and how often it may push to them.
///
/// On a Widgetry host nothing shows Live Activities yet (issue 30): `areActivitiesEnabled` is
/// false, as on a device where they are turned off.
public final class ActivityAuthorizationInfo: Sendable {
    public typealias ActivityEnablementUpdates = ActivityUpdateSequence<Bool>
    public typealias FrequentPushEnablementUpdates = ActivityUpdateSequence<Bool>

    public init() {}

    /// Whether the app may start Live Activities: false here.
    public var areActivitiesEnabled: Bool { false }

    /// Changes of `areActivitiesEnabled`: none happen here.
    public var activityEnablementUpdates: ActivityEnablementUpdates { .never }

    /// Whether the person allowed frequent pushes to the app's activities: false here.
    public var frequentPushesEnabled: Bool { false }

    /// Changes of `frequentPushesEnabled`: none happen here.
    public var frequentPushEnablementUpdates: FrequentPushEnablementUpdates { .never }
}
