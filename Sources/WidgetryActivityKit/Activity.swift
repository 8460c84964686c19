import WidgetryAppTransport
import WidgetryWire

/// A Live Activity: the app starts, updates and ends it, and observes its state, content and
/// push token.
///
/// An app connected to a Widgetry host (`WIDGETRY_HOST`, `WIDGETRY_TOKEN`, as for
/// `WidgetCenter`) starts its activities on the host, which shows them on the Lock Screen and in
/// the Dynamic Island of the home screen, and takes pushes for them. Changes the app did not
/// make (pushes, staleness, the 8-hour end, dismissal) reach its `Activity` objects through one
/// long poll of the host per process once the app observes any update sequence, and each time
/// it reads `activities` before that. Without a host, `request` throws
/// `ActivityAuthorizationError.denied` and `activities` is empty, as on a device where Live
/// Activities are turned off.
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
    /// The host the activity lives on, and the center that keeps it current; nil for one made
    /// in process (tests).
    let connection: HostConnection?
    private let center: ActivityCenter?

    // (A lock, not a `Mutex`: the content state is the author's type, which need not be `Sendable`.)
    private let lock = NSLock()
    private var state: ActivityState
    private var currentContent: ActivityContent<ContentState>
    private var token: Data?
    /// When this process last applied the host's answer to its own update or end: a long poll
    /// sent before then may carry older content, and is not applied to this activity.
    private var lastAnswer: ContinuousClock.Instant?
    private let stateBroadcast = UpdateBroadcast<ActivityState>()
    private let contentBroadcast = UpdateBroadcast<ActivityContent<ContentState>>()
    private let contentStateBroadcast = UpdateBroadcast<ContentState>()
    private let pushTokenBroadcast = UpdateBroadcast<Data>(replaysLatest: true)

    /// An activity made in process, not on a host: its changes stay in the object.
    package init(id: String, attributes: Attributes, content: ActivityContent<ContentState>, state: ActivityState = .active) {
        self.id = id
        self.attributes = attributes
        self.state = state
        self.currentContent = content
        self.connection = nil
        self.center = nil
    }

    /// The activity the host describes, with `attributes` decoded from its JSON unless given.
    init?(wire: ActivityAPI.Activity, attributes given: Attributes? = nil, center: ActivityCenter, connection: HostConnection) {
        guard let attributes = given ?? (try? decodeJSONText(Attributes.self, wire.attributes)),
            let content = ActivityContent<ContentState>(wire: wire.content)
        else { return nil }
        self.id = wire.id
        self.attributes = attributes
        self.state = ActivityState(wireName: wire.state)
        self.currentContent = content
        self.token = wire.pushToken.flatMap(Data.init(hexToken:))
        self.connection = connection
        self.center = center
        if let token { pushTokenBroadcast.remember(token) }
    }

    /// Where the activity is in its life.
    public var activityState: ActivityState { lock.withLock { state } }

    /// The activity's current content.
    public var content: ActivityContent<ContentState> { lock.withLock { currentContent } }

    /// The current content state.
    @available(*, deprecated, message: "Use content.state")
    public var contentState: ContentState { content.state }

    /// The token pushes to this activity are addressed to (`pushType: .token`); nil until the
    /// host issues one.
    public var pushToken: Data? { lock.withLock { token } }

    /// The activity's push token as the host issues it (the current one first, if issued).
    public var pushTokenUpdates: PushTokenUpdates {
        watchHost()
        return pushTokenBroadcast.sequence
    }

    /// The activity's states as they change.
    public var activityStateUpdates: ActivityStateUpdates {
        watchHost()
        return stateBroadcast.sequence
    }

    /// The activity's content as updates and pushes replace it.
    public var contentUpdates: ContentUpdates {
        watchHost()
        return contentBroadcast.sequence
    }

    @available(*, deprecated, message: "Use contentUpdates")
    public var contentStateUpdates: ContentStateUpdates {
        watchHost()
        return contentStateBroadcast.sequence
    }

    private func watchHost() {
        center?.startWatching()
    }

    // MARK: Every activity of the type

    /// The app's activities of this type that are not yet dismissed (running, or ended and still
    /// on the Lock Screen); empty without a host.
    public static var activities: [Activity<Attributes>] { ActivityCenter.current.activities(of: Attributes.self) }

    /// Activities of this type as they start: by `request`, or by a push to the type's
    /// push-to-start token.
    public static var activityUpdates: ActivityUpdates {
        let center = ActivityCenter.current
        guard center.connection != nil else { return .never }
        let broadcast = center.register(Attributes.self)
        center.startWatching()
        return broadcast.sequence
    }

    /// The token a server starts activities of this type with, once the host has issued it
    /// (iterate `pushToStartTokenUpdates` to have it issued).
    public static var pushToStartToken: Data? { ActivityCenter.current.pushToStartToken(for: attributesTypeName(Attributes.self)) }

    /// The type's push-to-start token: iterating asks the host for it (issued once, then the
    /// same) and yields it, then any new one.
    public static var pushToStartTokenUpdates: PushToStartTokenUpdates {
        let center = ActivityCenter.current
        guard center.connection != nil else { return .never }
        center.startWatching()
        let name = attributesTypeName(Attributes.self)
        let broadcast = center.pushToStartBroadcast(for: name)
        return ActivityUpdateSequence {
            let stream = broadcast.stream()
            if center.pushToStartToken(for: name) == nil { Task { await center.requestPushToStartToken(for: name) } }
            return stream
        }
    }

    // MARK: Starting

    /// Starts a Live Activity on the host. Throws `ActivityAuthorizationError`: `denied`
    /// without a host, `targetMaximumExceeded` when the app runs as many as it may,
    /// `attributesTooLarge` past 4 KB, `unsupportedTarget` when the app's widget extension has
    /// no `ActivityConfiguration` for `Attributes`, `persistenceFailure` when the host did not
    /// answer.
    public static func request(
        attributes: Attributes, content: ActivityContent<ContentState>, pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        try request(attributes: attributes, content: content, pushType: pushType, style: .standard)
    }

    /// Starts a Live Activity in `style`; see `request(attributes:content:pushType:)`.
    public static func request(
        attributes: Attributes, content: ActivityContent<ContentState>, pushType: PushType? = nil, style: ActivityStyle
    ) throws -> Activity<Attributes> {
        let center = ActivityCenter.current
        guard let connection = center.connection else { throw ActivityAuthorizationError.denied }
        let start: ActivityAPI.Start
        do {
            start = ActivityAPI.Start(
                attributesType: attributesTypeName(Attributes.self), attributes: try jsonText(attributes), content: try content.wireContent(),
                pushType: pushType?.wireName, style: style.wireName)
        } catch {
            throw ActivityAuthorizationError.persistenceFailure  // not encodable as JSON
        }
        guard start.attributes.utf8.count <= ActivityLimits.contentStateBytes else { throw ActivityAuthorizationError.attributesTooLarge }
        let wire: ActivityAPI.Activity
        do {
            let answer = try connection.sendBlocking("POST", "api/widgetcenter/activities", body: start)
            wire = try JSONDecoder().decode(ActivityAPI.Activity.self, from: answer)
        } catch {
            throw ActivityAuthorizationError(requestFailure: error)
        }
        guard let activity = center.adopt(wire, attributes: attributes, connection: connection) else {
            throw ActivityAuthorizationError.persistenceFailure
        }
        return activity
    }

    /// iOS 26's scheduled start: on a Widgetry host the activity starts now (`start` and the
    /// alert are not kept); see `request(attributes:content:pushType:)`.
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

    /// Replaces the activity's content and alerts the person (the host shows the alert with the
    /// expanded Dynamic Island).
    public func update(_ content: ActivityContent<ContentState>, alertConfiguration: AlertConfiguration?) async {
        await send(update: content, alert: alertConfiguration, timestamp: nil)
    }

    /// Replaces the content if `timestamp` is newer than the last update's (as pushes are ordered).
    public func update(_ content: ActivityContent<ContentState>, alertConfiguration: AlertConfiguration? = nil, timestamp: Date) async {
        await send(update: content, alert: alertConfiguration, timestamp: timestamp)
    }

    @available(*, deprecated, message: "Use update(_:)")
    public func update(using contentState: ContentState, alertConfiguration: AlertConfiguration? = nil) async {
        await update(ActivityContent(state: contentState, staleDate: nil), alertConfiguration: alertConfiguration)
    }

    /// Ends the activity with its final content (nil: the current one); `dismissalPolicy` says
    /// when it leaves the Lock Screen.
    public func end(_ content: ActivityContent<ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        await send(end: content, dismissalPolicy: dismissalPolicy, timestamp: nil)
    }

    /// Ends the activity, ordering it among pushes by `timestamp`.
    public func end(_ content: ActivityContent<ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default, timestamp: Date) async {
        await send(end: content, dismissalPolicy: dismissalPolicy, timestamp: timestamp)
    }

    @available(*, deprecated, message: "Use end(_:dismissalPolicy:)")
    public func end(using contentState: ContentState? = nil, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        await end(contentState.map { ActivityContent(state: $0, staleDate: nil) }, dismissalPolicy: dismissalPolicy)
    }
}

// MARK: The host's view of the activity

extension Activity: HostedActivity {
    /// Sends an update to the host and takes its answer; without a host, changes the object.
    fileprivate func send(update content: ActivityContent<ContentState>, alert: AlertConfiguration?, timestamp: Date?) async {
        guard activityState == .active || activityState == .stale else { return }  // an ended activity keeps its final content
        guard let connection else {
            changeLocally(content: content, state: nil)
            return
        }
        do {
            let body = ActivityAPI.Update(content: try content.wireContent(), alert: alert?.wireAlert, timestamp: timestamp?.timeIntervalSince1970)
            try await answer(connection, "update", body: body)
        } catch {
            ActivityLog.failed("updating Live Activity \(id)", error)
        }
    }

    /// Sends the end to the host and takes its answer; without a host, ends the object.
    fileprivate func send(end content: ActivityContent<ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy, timestamp: Date?) async {
        guard activityState != .ended, activityState != .dismissed else { return }
        guard let connection else {
            changeLocally(content: content, state: dismissalPolicy == .immediate ? .dismissed : .ended)
            return
        }
        do {
            let (policy, date) = dismissalPolicy.wireForm
            let body = ActivityAPI.End(
                content: try content?.wireContent(), dismissalPolicy: policy, dismissalDate: date, timestamp: timestamp?.timeIntervalSince1970)
            try await answer(connection, "end", body: body)
        } catch {
            ActivityLog.failed("ending Live Activity \(id)", error)
        }
    }

    private func answer(_ connection: HostConnection, _ action: String, body: some Encodable) async throws {
        let path = id.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? id
        let data = try await connection.send("POST", "api/widgetcenter/activities/\(path)/\(action)", body: body, timeout: 15)
        let wire = try JSONDecoder().decode(ActivityAPI.Activity.self, from: data)
        reflect(wire, polledAt: nil)
        center?.recordAnswer(wire)
    }

    private func changeLocally(content: ActivityContent<ContentState>?, state newState: ActivityState?) {
        lock.withLock {
            if let content { currentContent = content }
            if let newState { state = newState }
        }
        if let content { announce(content) }
        if let newState { stateBroadcast.send(newState) }
    }

    private func announce(_ content: ActivityContent<ContentState>) {
        contentBroadcast.send(content)
        contentStateBroadcast.send(content.state)
    }

    func reflect(_ wire: ActivityAPI.Activity, polledAt: ContinuousClock.Instant?) {
        let newContent = ActivityContent<ContentState>(wire: wire.content)
        let newState = ActivityState(wireName: wire.state)
        let newToken = wire.pushToken.flatMap(Data.init(hexToken:))
        let changes = lock.withLock { () -> (ActivityContent<ContentState>?, ActivityState?, Data?)? in
            if let polledAt, let lastAnswer, polledAt < lastAnswer { return nil }
            if polledAt == nil { lastAnswer = .now }
            var changes: (ActivityContent<ContentState>?, ActivityState?, Data?) = (nil, nil, nil)
            if let newContent, newContent != currentContent {
                currentContent = newContent
                changes.0 = newContent
            }
            if newState != state {
                state = newState
                changes.1 = newState
            }
            if let newToken, newToken != token {
                token = newToken
                changes.2 = newToken
            }
            return changes
        }
        guard let (content, state, token) = changes else { return }
        if let content { announce(content) }
        if let state { stateBroadcast.send(state) }
        if let token { pushTokenBroadcast.send(token) }
    }

    func markDismissed() {
        let changed = lock.withLock { () -> Bool in
            guard state != .dismissed else { return false }
            state = .dismissed
            return true
        }
        if changed { stateBroadcast.send(.dismissed) }
    }
}
