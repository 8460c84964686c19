/// Whether the app may start Live Activities, and how often it may push to them.
///
/// An app connected to a Widgetry host (`WIDGETRY_HOST`, `WIDGETRY_TOKEN`) may, unless the host
/// turned them off for it; without a host, `areActivitiesEnabled` is false, as on a device where
/// Live Activities are turned off.
public final class ActivityAuthorizationInfo: Sendable {
    public typealias ActivityEnablementUpdates = ActivityUpdateSequence<Bool>
    public typealias FrequentPushEnablementUpdates = ActivityUpdateSequence<Bool>

    public init() {}

    /// Whether the app may start Live Activities: the host's answer (true when the host could
    /// not be reached yet; `request` then says why it failed); false without a host.
    public var areActivitiesEnabled: Bool {
        let center = ActivityCenter.current
        guard center.connection != nil else { return false }
        return center.snapshot?.areActivitiesEnabled ?? true
    }

    /// Changes of `areActivitiesEnabled`, as the host reports them.
    public var activityEnablementUpdates: ActivityEnablementUpdates {
        let center = ActivityCenter.current
        guard center.connection != nil else { return .never }
        center.startWatching()
        return center.enablementBroadcast.sequence
    }

    /// Whether the person allowed frequent pushes to the app's activities (the host's answer).
    public var frequentPushesEnabled: Bool {
        let center = ActivityCenter.current
        guard center.connection != nil else { return false }
        return center.snapshot?.frequentPushesEnabled ?? false
    }

    /// Changes of `frequentPushesEnabled`.
    public var frequentPushEnablementUpdates: FrequentPushEnablementUpdates {
        let center = ActivityCenter.current
        guard center.connection != nil else { return .never }
        center.startWatching()
        return center.frequentPushBroadcast.sequence
    }
}
