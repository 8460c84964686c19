import Synchronization
import WidgetryAppTransport
import WidgetryWire

/// An activity object the center keeps up to date, whatever its attributes type.
protocol HostedActivity: AnyObject, Sendable {
    var id: String { get }
    /// Takes the host's view of the activity. `polledAt`: when the long poll that brought it was
    /// sent (nil: the answer to this process's own update or end).
    func reflect(_ wire: ActivityAPI.Activity, polledAt: ContinuousClock.Instant?)
    /// The host no longer lists the activity (dismissed over an hour ago, or gone with its host).
    func markDismissed()
}

/// The process's link to the host's Live Activities: the app's activities as the host last
/// answered, one live `Activity` object per id, and ONE long poll (`GET
/// /api/widgetcenter/activities?after=N&wait=S`) that keeps them current — started when the app
/// first observes (any of ActivityKit's update sequences), reconnecting with backoff after
/// failures, cancelled by `stop()`. Until then each read of the app's activities asks the host
/// afresh (`wait=0`), so a short-lived process (a command-line tool) leaves no poll waiting at
/// the host when it exits.
///
/// Without a host (no `WIDGETRY_HOST`/`WIDGETRY_TOKEN`) it holds nothing and ActivityKit
/// answers as a device with Live Activities turned off.
package final class ActivityCenter: @unchecked Sendable {
    /// The process's center, connected by the environment on first use.
    static let shared = ActivityCenter()

    /// A center that replaces the process's within a task (tests: each its own host).
    @TaskLocal package static var scoped: ActivityCenter?

    /// The center ActivityKit's calls use here.
    static var current: ActivityCenter { scoped ?? shared }

    /// How long the long poll asks the host to wait for a change (the host allows 30 s).
    static let pollWait = 25

    private struct State {
        var connection: HostConnection?
        var environmentChecked = false
        /// The host's last full answer, with this process's own changes applied since.
        var snapshot: ActivityAPI.Activities?
        var objects: [String: any HostedActivity] = [:]
        var kinds: [String: any RegisteredKind] = [:]
        var pushToStartBroadcasts: [String: UpdateBroadcast<Data>] = [:]
        var watcher: Task<Void, Never>?
        /// Bumped by `stop()`: a watcher or a first answer of an earlier generation is dropped.
        var generation = 0
    }

    private let state = Mutex(State())
    /// Held while the first answer is fetched, so that every first use waits for the same one.
    private let starting = NSLock()
    let enablementBroadcast = UpdateBroadcast<Bool>()
    let frequentPushBroadcast = UpdateBroadcast<Bool>()

    /// The host this process reaches, from the environment on first use.
    var connection: HostConnection? {
        state.withLock { state in
            if state.connection == nil, !state.environmentChecked {
                state.environmentChecked = true
                state.connection = HostConnection.fromEnvironment()
            }
            return state.connection
        }
    }

    /// The center of the environment's host (`HostConnection.fromEnvironment`), found on first use.
    private init() {}

    /// A center of `connection`'s host (nil: none, as without `WIDGETRY_HOST`).
    package init(connection: HostConnection?) {
        state.withLock { state in
            state.connection = connection
            state.environmentChecked = true
        }
    }

    /// Stops the watcher and forgets the activities (a test's end; an app's watcher runs as
    /// long as the app).
    package func stop() {
        let watcher = state.withLock { state -> Task<Void, Never>? in
            defer {
                let connection = state.connection
                let generation = state.generation &+ 1
                state = State()
                state.connection = connection
                state.environmentChecked = true
                state.generation = generation
            }
            return state.watcher
        }
        watcher?.cancel()
    }

    // MARK: The app's activities

    /// The host's answer: the one the watcher keeps current, or, without a watcher, asked for now.
    var snapshot: ActivityAPI.Activities? {
        if state.withLock({ $0.watcher == nil }) { refresh() }
        return state.withLock { $0.snapshot }
    }

    /// Makes `Attributes`' activities known to the center: those the host listed, and those it
    /// will list, become `Activity<Attributes>` objects.
    func register<Attributes: ActivityAttributes>(_ type: Attributes.Type) -> UpdateBroadcast<Activity<Attributes>> {
        let name = attributesTypeName(type)
        return state.withLock { state in
            if let kind = state.kinds[name] as? ActivityKind<Attributes> { return kind.started }
            let kind = ActivityKind<Attributes>()
            state.kinds[name] = kind
            return kind.started
        }
    }

    /// The app's activities of `Attributes` that are not dismissed, in the host's order.
    func activities<Attributes: ActivityAttributes>(of type: Attributes.Type) -> [Activity<Attributes>] {
        _ = register(type)
        guard let snapshot else { return [] }
        let name = attributesTypeName(type)
        return state.withLock { state -> [Activity<Attributes>] in
            guard let connection = state.connection else { return [] }
            return snapshot.activities.filter { $0.attributesType == name && $0.state != "dismissed" }.compactMap { wire in
                if let known = state.objects[wire.id] { return known as? Activity<Attributes> }
                guard let made = Activity<Attributes>(wire: wire, center: self, connection: connection) else { return nil }
                state.objects[wire.id] = made
                return made
            }
        }
    }

    /// The object for the activity the host just started for this process (the same object if
    /// the watcher saw it first), announced to `activityUpdates`.
    func adopt<Attributes: ActivityAttributes>(
        _ wire: ActivityAPI.Activity, attributes: Attributes, connection: HostConnection
    ) -> Activity<Attributes>? {
        let broadcast = register(Attributes.self)
        let (activity, isNew) = state.withLock { state -> (Activity<Attributes>?, Bool) in
            state.snapshot?.activities.removeAll { $0.id == wire.id }
            state.snapshot?.activities.append(wire)
            if let known = state.objects[wire.id] { return (known as? Activity<Attributes>, false) }
            guard let made = Activity<Attributes>(wire: wire, attributes: attributes, center: self, connection: connection) else {
                return (nil, false)
            }
            state.objects[wire.id] = made
            return (made, true)
        }
        if let activity, isNew { broadcast.send(activity) }
        return activity
    }

    /// Records this process's own change of an activity (the host's answer to an update or end).
    func recordAnswer(_ wire: ActivityAPI.Activity) {
        state.withLock { state in
            guard let index = state.snapshot?.activities.firstIndex(where: { $0.id == wire.id }) else { return }
            state.snapshot?.activities[index] = wire
        }
    }

    /// The push-to-start token of `Attributes`' activities, if the host has issued one.
    func pushToStartToken(for name: String) -> Data? {
        snapshot?.pushToStartTokens[name].flatMap(Data.init(hexToken:))
    }

    func pushToStartBroadcast(for name: String) -> UpdateBroadcast<Data> {
        state.withLock { state in
            if let broadcast = state.pushToStartBroadcasts[name] { return broadcast }
            let broadcast = UpdateBroadcast<Data>(replaysLatest: true)
            if let token = state.snapshot?.pushToStartTokens[name].flatMap(Data.init(hexToken:)) { broadcast.remember(token) }
            state.pushToStartBroadcasts[name] = broadcast
            return broadcast
        }
    }

    /// Asks the host for `name`'s push-to-start token (issued once, then the same) and tells
    /// the type's listeners when it is new to this process.
    func requestPushToStartToken(for name: String) async {
        guard let connection else { return }
        let generation = state.withLock { $0.generation }
        do {
            let data = try await connection.send(
                "POST", "api/widgetcenter/activities/push-to-start", body: ActivityAPI.PushToStartRequest(attributesType: name), timeout: 15)
            let token = try JSONDecoder().decode(ActivityAPI.PushToStartToken.self, from: data).token
            let isNew = state.withLock { state -> Bool in
                guard state.generation == generation, state.snapshot?.pushToStartTokens[name] != token else { return false }
                state.snapshot?.pushToStartTokens[name] = token
                return true
            }
            if isNew, let bytes = Data(hexToken: token) { pushToStartBroadcast(for: name).send(bytes) }
        } catch {
            ActivityLog.failed("asking for the push-to-start token of \(name)", error)
        }
    }

    // MARK: Watching

    /// Asks the host for the app's activities now (blocking, bounded) and reconciles them.
    func refresh() {
        guard let connection else { return }
        let generation = state.withLock { $0.generation }
        let sentAt = ContinuousClock.now
        do {
            let data = try connection.sendBlocking("GET", "api/widgetcenter/activities?after=0&wait=0", body: nil as ActivityAPI.PushToStartRequest?)
            reconcile(try JSONDecoder().decode(ActivityAPI.Activities.self, from: data), polledAt: sentAt, generation: generation)
        } catch {
            ActivityLog.failed("reading the app's Live Activities", error)
        }
    }

    /// Starts the long poll, once per connection, from the host's current answer (asked for
    /// first when there is none).
    func startWatching() {
        guard let connection else { return }
        starting.lock()
        defer { starting.unlock() }
        let (generation, known) = state.withLock { state in (state.watcher == nil ? state.generation : nil, state.snapshot != nil) }
        guard let generation else { return }
        if !known { refresh() }
        state.withLock { state in
            guard state.generation == generation, state.watcher == nil else { return }
            let after = state.snapshot?.sequence ?? 0
            state.watcher = Task.detached { [self] in await watch(connection, after: after, generation: generation) }
        }
    }

    private func watch(_ connection: HostConnection, after first: Int, generation: Int) async {
        var after = first
        var backoff = ReconnectBackoff()
        while !Task.isCancelled {
            let sentAt = ContinuousClock.now
            do {
                let data = try await connection.send(
                    "GET", "api/widgetcenter/activities?after=\(after)&wait=\(Self.pollWait)", body: nil as ActivityAPI.PushToStartRequest?,
                    timeout: TimeInterval(Self.pollWait + 15))
                let answer = try JSONDecoder().decode(ActivityAPI.Activities.self, from: data)
                backoff.reset()
                // A host that restarted counts from a lower sequence: follow it.
                after = answer.sequence
                reconcile(answer, polledAt: sentAt, generation: generation)
            } catch is CancellationError {
                return
            } catch {
                if Task.isCancelled { return }
                ActivityLog.failed("watching the app's Live Activities", error)
                do { try await Task.sleep(for: backoff.nextDelay()) } catch { return }
            }
        }
    }

    /// Brings the live objects to the host's full list: changed ones take the host's content,
    /// state and token; new ones of a registered type are made and announced; those the host no
    /// longer lists are dismissed.
    func reconcile(_ answer: ActivityAPI.Activities, polledAt: ContinuousClock.Instant?, generation: Int? = nil) {
        var reflected: [(any HostedActivity, ActivityAPI.Activity)] = []
        var announced: [(any RegisteredKind, any HostedActivity)] = []
        var gone: [any HostedActivity] = []
        var newTokens: [(String, Data)] = []
        let (applied, before) = state.withLock { state -> (Bool, ActivityAPI.Activities?) in
            if let generation, generation != state.generation { return (false, nil) }
            guard let connection = state.connection else { return (false, nil) }
            let before = state.snapshot
            state.snapshot = answer
            let listed = Set(answer.activities.map(\.id))
            for wire in answer.activities {
                if let known = state.objects[wire.id] {
                    reflected.append((known, wire))
                } else if let kind = state.kinds[wire.attributesType], let made = kind.make(wire, center: self, connection: connection) {
                    state.objects[wire.id] = made
                    announced.append((kind, made))
                }
            }
            for (id, object) in state.objects where !listed.contains(id) {
                state.objects[id] = nil
                gone.append(object)
            }
            for (name, token) in answer.pushToStartTokens where before?.pushToStartTokens[name] != token {
                if let bytes = Data(hexToken: token) { newTokens.append((name, bytes)) }
            }
            return (true, before)
        }
        guard applied else { return }
        for (object, wire) in reflected { object.reflect(wire, polledAt: polledAt) }
        for (kind, object) in announced { kind.announce(object) }
        for object in gone { object.markDismissed() }
        for (name, token) in newTokens { pushToStartBroadcast(for: name).send(token) }
        if before?.areActivitiesEnabled != answer.areActivitiesEnabled, before != nil { enablementBroadcast.send(answer.areActivitiesEnabled) }
        if before?.frequentPushesEnabled != answer.frequentPushesEnabled, before != nil {
            frequentPushBroadcast.send(answer.frequentPushesEnabled)
        }
    }
}

/// ActivityKit's calls that do not throw (`update`, `end`, the watcher) say on standard error
/// why the host did not take them.
enum ActivityLog {
    static func failed(_ what: String, _ error: any Error) {
        FileHandle.standardError.write(Data("ActivityKit: \(what) failed: \(error)\n".utf8))
    }
}

/// An attributes type the app uses: how its activities are made from the host's descriptions,
/// and who hears of new ones (`Activity<T>.activityUpdates`).
protocol RegisteredKind: AnyObject, Sendable {
    func make(_ wire: ActivityAPI.Activity, center: ActivityCenter, connection: HostConnection) -> (any HostedActivity)?
    func announce(_ activity: any HostedActivity)
}

final class ActivityKind<Attributes: ActivityAttributes>: RegisteredKind, @unchecked Sendable {
    let started = UpdateBroadcast<Activity<Attributes>>()

    func make(_ wire: ActivityAPI.Activity, center: ActivityCenter, connection: HostConnection) -> (any HostedActivity)? {
        Activity<Attributes>(wire: wire, center: center, connection: connection)
    }

    func announce(_ activity: any HostedActivity) {
        if let activity = activity as? Activity<Attributes> { started.send(activity) }
    }
}
