/// A Live Activity: the app starts, updates and ends it, and observes its state, content and
/// push token.
///
/// On a Widgetry host there is no place to show a Live Activity yet (issue 30 adds the Lock
/// Screen and the Dynamic Island), so `ActivityAuthorizationInfo().areActivitiesEnabled` is false
/// and `request` throws `ActivityAuthorizationError.denied`, as on a device where Live
/// Activities are turned off; `activities` is empty. An app written for iOS handles that already.
public final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable {
    public typealias ContentState = Attributes.ContentState
    /// Every activity of this attributes type the app has started and not yet seen dismissed.
    public typealias ActivityUpdates = ActivityUpdateSequence<Activity<Attributes>>
    public typealias PushTokenUpdates = ActivityUpdateSequence<Data>
    public typealias PushToStartTokenUpdates = ActivityUpdateSequence<Data>
    public typealias ActivityStateUpdates = ActivityUpdateSequence<ActivityState>
    public typealias ContentUpdates = ActivityUpdateSequence<ActivityContent<ContentState>>
    public typealias ContentStateUpdates = ActivityUpdateSequence<ContentState>

    /// The activity's identifier, unique on the device.
    public let id: String
    /// The fixed attributes it was started with.
    public let attributes: Attributes

    // (A lock, not a `Mutex`: the content state is the author's type, which need not be `Sendable`.)
    private let lock = NSLock()
    private var state: ActivityState
    private var currentContent: ActivityContent<ContentState>
    private var token: Data?
    private let stateBroadcast = UpdateBroadcast<ActivityState>()
    private let contentBroadcast = UpdateBroadcast<ActivityContent<ContentState>>()
    private let contentStateBroadcast = UpdateBroadcast<ContentState>()
    private let pushTokenBroadcast = UpdateBroadcast<Data>()

    /// An activity as the system knows it (issue 30's host makes them; `request` cannot yet).
    package init(id: String, attributes: Attributes, content: ActivityContent<ContentState>, state: ActivityState = .active) {
        self.id = id
        self.attributes = attributes
        self.state = state
        self.currentContent = content
    }

    /// Where the activity is in its life.
    public var activityState: ActivityState { lock.withLock { state } }

    /// The activity's current content.
    public var content: ActivityContent<ContentState> { lock.withLock { currentContent } }

    /// The current content state.
    @available(*, deprecated, message: "Use content.state")
    public var contentState: ContentState { content.state }

    /// The token pushes to this activity are addressed to (`pushType: .token`); nil until the
    /// system issues one.
    public var pushToken: Data? { lock.withLock { token } }

    /// The activity's push tokens as the system issues them.
    public var pushTokenUpdates: PushTokenUpdates { pushTokenBroadcast.sequence }

    /// The activity's states as they change.
    public var activityStateUpdates: ActivityStateUpdates { stateBroadcast.sequence }

    /// The activity's content as updates replace it.
    public var contentUpdates: ContentUpdates { contentBroadcast.sequence }

    @available(*, deprecated, message: "Use contentUpdates")
    public var contentStateUpdates: ContentStateUpdates { contentStateBroadcast.sequence }

    // MARK: Every activity of the type

    /// The app's running activities of this type: none on a Widgetry host until issue 30.
    public static var activities: [Activity<Attributes>] { [] }

    /// Activities of this type as they start (also those started by a push).
    public static var activityUpdates: ActivityUpdates { .never }

    /// The token a server starts activities of this type with: none is issued here.
    public static var pushToStartToken: Data? { nil }

    /// Push-to-start tokens as the system issues them: none is issued here.
    public static var pushToStartTokenUpdates: PushToStartTokenUpdates { .never }

    // MARK: Starting

    /// Starts a Live Activity. Throws `ActivityAuthorizationError.denied` on a Widgetry host:
    /// nothing shows Live Activities yet (issue 30).
    public static func request(
        attributes: Attributes, content: ActivityContent<ContentState>, pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        try request(attributes: attributes, content: content, pushType: pushType, style: .standard)
    }

    /// Starts a Live Activity in `style`; see `request(attributes:content:pushType:)`.
    public static func request(
        attributes: Attributes, content: ActivityContent<ContentState>, pushType: PushType? = nil, style: ActivityStyle
    ) throws -> Activity<Attributes> {
        guard ActivityAuthorizationInfo().areActivitiesEnabled else { throw ActivityAuthorizationError.denied }
        throw ActivityAuthorizationError.unsupported
    }

    /// Schedules a Live Activity to start at `start`; see `request(attributes:content:pushType:)`.
    public static func request(
        attributes: Attributes, content: ActivityContent<ContentState>, pushType: PushType? = nil, style: ActivityStyle,
        alertConfiguration: AlertConfiguration, start: Date
    ) throws -> Activity<Attributes> {
        try request(attributes: attributes, content: content, pushType: pushType, style: style)
    }

    /// iOS 16.1's form, without a stale date or relevance.
    @available(*, deprecated, message: "Use request(attributes:content:pushType:)")
    public static func request(
        attributes: Attributes, contentState: ContentState, pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        try request(attributes: attributes, content: ActivityContent(state: contentState, staleDate: nil), pushType: pushType)
    }

    // MARK: Updating and ending

    /// Replaces the activity's content; an ended activity keeps its final content.
    public func update(_ content: ActivityContent<ContentState>) async {
        await update(content, alertConfiguration: nil)
    }

    /// Replaces the activity's content and alerts the person (the alert needs a place to show:
    /// issue 30).
    public func update(_ content: ActivityContent<ContentState>, alertConfiguration: AlertConfiguration?) async {
        let changed = lock.withLock { () -> Bool in
            guard state == .active || state == .stale else { return false }
            currentContent = content
            return true
        }
        if changed { sendContent(content) }
    }

    /// Replaces the content if `timestamp` is newer than the last update's (as pushes are ordered).
    public func update(_ content: ActivityContent<ContentState>, alertConfiguration: AlertConfiguration? = nil, timestamp: Date) async {
        await update(content, alertConfiguration: alertConfiguration)
    }

    @available(*, deprecated, message: "Use update(_:)")
    public func update(using contentState: ContentState, alertConfiguration: AlertConfiguration? = nil) async {
        await update(ActivityContent(state: contentState, staleDate: nil), alertConfiguration: alertConfiguration)
    }

    /// Ends the activity with its final content (nil: the current one); `dismissalPolicy` says
    /// when it leaves the Lock Screen.
    public func end(_ content: ActivityContent<ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        let ended = lock.withLock { () -> ActivityState? in
            guard state != .ended, state != .dismissed else { return nil }
            if let content { currentContent = content }
            state = dismissalPolicy == .immediate ? .dismissed : .ended
            return state
        }
        guard let ended else { return }
        if let content { sendContent(content) }
        stateBroadcast.send(ended)
    }

    private func sendContent(_ content: ActivityContent<ContentState>) {
        contentBroadcast.send(content)
        contentStateBroadcast.send(content.state)
    }

    /// Ends the activity, ordering it among pushes by `timestamp`.
    public func end(_ content: ActivityContent<ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default, timestamp: Date) async {
        await end(content, dismissalPolicy: dismissalPolicy)
    }

    @available(*, deprecated, message: "Use end(_:dismissalPolicy:)")
    public func end(using contentState: ContentState? = nil, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        await end(contentState.map { ActivityContent(state: $0, staleDate: nil) }, dismissalPolicy: dismissalPolicy)
    }
}
