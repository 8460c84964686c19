import Foundation
import WidgetryStore
import WidgetryWire

/// Live Activities as apps start, update and end them (ActivityKit through
/// `/api/widgetcenter/activities`): each checked against Apple's rules (`ActivityLimits`), drawn
/// by the extension before it is stored (what it cannot draw is refused), kept in the store,
/// and announced (`activityChanged`) to pages, apps and the other hosts.
extension WidgetHost {
    /// The Live Activity kinds extension `extensionID` declares.
    public func activityKinds(extensionID: String) throws(HostError) -> [LiveActivityDescription] {
        _ = try extensionInfo(extensionID)
        return activityBoard.kinds(extensionID: extensionID)
    }

    /// Asks the extension for its Live Activity kinds (when it is added or rebuilt). An extension
    /// that cannot say still runs its widgets: the failure is logged and it offers none.
    func describeActivities(extensionID: String) async {
        do {
            activityBoard.record(try await client.describeActivities(extensionID), extensionID: extensionID)
        } catch {
            activityBoard.record([], extensionID: extensionID)
            logger.error("extension \(extensionID) did not describe its Live Activities: \(error)")
        }
    }

    /// `Activity.request`: starts a Live Activity of the app of extension `extensionID`.
    public func startActivity(extensionID: String, _ start: ActivityAPI.Start) async throws(HostError) -> ActivityAPI.Activity {
        try await startActivity(extensionID: extensionID, start, from: "app")
    }

    /// Starts a Live Activity asked for by `source` (`app`, `push`).
    func startActivity(extensionID: String, _ start: ActivityAPI.Start, from source: String) async throws(HostError) -> ActivityAPI.Activity {
        let now = clock.now
        let known = try activityKinds(extensionID: extensionID).map(\.attributesType)
        guard known.contains(start.attributesType) else {
            throw .unknownActivityType(extensionID: extensionID, type: start.attributesType, known: known)
        }
        try Self.checkSize(start.attributes, what: "attributes")
        try Self.checkSize(start.content.state, what: "content state")
        let style = start.style ?? "standard"
        guard style == "standard" || style == "transient" else { throw .refused("the style must be standard or transient") }
        var pushToken: String?
        var channelID: String?
        switch start.pushType {
        case nil: break
        case "token": pushToken = Self.newPushToken()
        case let type? where type.hasPrefix("channel:") && type.count > 8: channelID = String(type.dropFirst(8).prefix(200))
        case let type?: throw .refused("the push type must be token or channel:<id>, not “\(type.prefix(40))”")
        }
        let activity = StoredActivity(
            id: UUID().uuidString, extensionID: extensionID, attributesType: start.attributesType, attributes: start.attributes,
            contentState: start.content.state, staleDate: start.content.staleDate.map(Date.init(timeIntervalSince1970:)),
            relevanceScore: start.content.relevanceScore, phase: .active, style: style, pushToken: pushToken, channelID: channelID,
            startedAt: now, updatedAt: now, timestamp: Date(timeIntervalSince1970: now.timeIntervalSince1970.rounded(.down)), endedAt: nil, dismissalDate: nil, revision: 0)
        try await drawBeforeStoring(activity, at: now)
        try await stored { try await store.startActivity(activity, activeLimit: ActivityLimits.concurrentActivities) }
        activityChanged(activity.id)
        noteActivity(activity.id, "started", from: source)
        logger.info("Live Activity \(activity.id) of \(extensionID) started (\(activity.attributesType))")
        return activity.apiActivity(at: now)
    }

    /// `activity.update(_:alertConfiguration:timestamp:)`. An update with a `timestamp` older
    /// than the last one applied changes nothing, as on iOS.
    public func updateActivity(extensionID: String, id: String, _ update: ActivityAPI.Update) async throws(HostError) -> ActivityAPI.Activity {
        let (activity, changed) = try await changeActivity(extensionID: extensionID, id: id) { activity, now throws(HostError) in
            guard activity.phase == .active else { throw .activityEnded(activity.id) }
            guard Self.order(&activity, update.timestamp, now: now) else { return false }
            try Self.apply(update.content, to: &activity)
            activity.updatedAt = now
            return true
        }
        if let alert = update.alert { activityBoard.alert(alert, for: id, at: clock.now) }
        noteActivity(id, changed ? "updated" : "ignored", from: "app", changed ? update.alert.map { "alert: \($0.title)" } : "older than the last update")
        return activity.apiActivity(at: clock.now)
    }

    /// `activity.end(_:dismissalPolicy:timestamp:)`.
    public func endActivity(extensionID: String, id: String, _ end: ActivityAPI.End) async throws(HostError) -> ActivityAPI.Activity {
        let (activity, changed) = try await changeActivity(extensionID: extensionID, id: id) { activity, now throws(HostError) in
            guard activity.phase != .dismissed else { throw .activityEnded(activity.id) }
            guard Self.order(&activity, end.timestamp, now: now) else { return false }
            if let content = end.content { try Self.apply(content, to: &activity) }
            try activity.end(at: now, policy: end.dismissalPolicy, dismissalDate: end.dismissalDate.map(Date.init(timeIntervalSince1970:)))
            return true
        }
        noteActivity(id, changed ? "ended" : "ignored", from: "app", changed ? "dismissal: \(end.dismissalPolicy)" : "older than the last update")
        return activity.apiActivity(at: clock.now)
    }

    /// The app's activities (those dismissed within the last hour too) once the activity
    /// sequence passes `after`, waiting up to `wait` for a change: ActivityKit's long poll.
    public func appActivities(extensionID: String, after: Int, wait: Duration) async throws(HostError) -> ActivityAPI.Activities {
        _ = try extensionInfo(extensionID)
        await activityBoard.wait(after: after, for: wait)
        let sequence = activityBoard.sequence
        let now = clock.now
        let activities = try await stored { try await store.activities(extensionID: extensionID) }
            .map { $0.settled(at: now) }
            .filter { $0.phase != .dismissed || ($0.dismissalDate ?? now) > now.addingTimeInterval(-3600) }
        let tokens = try await stored { try await store.pushTokens(extensionID: extensionID) }
        var pushToStart: [String: String] = [:]
        for (purpose, token) in tokens { if case .pushToStart(let type) = purpose { pushToStart[type] = token } }
        return ActivityAPI.Activities(
            sequence: sequence, activities: activities.map { $0.apiActivity(at: now) }, areActivitiesEnabled: true,
            frequentPushesEnabled: true, pushToStartTokens: pushToStart)
    }

    /// Returns once any activity changes after sequence `after`, or after `wait`, or when the
    /// calling task is cancelled.
    public func waitForActivityChange(after: Int, for wait: Duration) async {
        await activityBoard.wait(after: after, for: wait)
    }

    /// The token a server starts the app's activities of `attributesType` with (push-to-start),
    /// issued once.
    public func pushToStartToken(extensionID: String, attributesType: String) async throws(HostError) -> String {
        let known = try activityKinds(extensionID: extensionID).map(\.attributesType)
        guard known.contains(attributesType) else { throw .unknownActivityType(extensionID: extensionID, type: attributesType, known: known) }
        let token = try await stored {
            try await store.pushToken(extensionID: extensionID, purpose: .pushToStart(attributesType), newToken: Self.newPushToken())
        }
        activityChanged(nil)
        return token
    }

    // MARK: Shared by the app's requests, pushes and the lifecycle

    /// Reads activity `id` of extension `extensionID` settled at now, lets `change` change it
    /// (answering whether it did), draws the new content and stores it over the revision read —
    /// read again and retried when another host changed it meanwhile. Answers the activity as
    /// stored and whether `change` changed it.
    func changeActivity(
        extensionID: String?, id: String, _ change: (inout StoredActivity, Date) throws(HostError) -> Bool
    ) async throws(HostError) -> (StoredActivity, changed: Bool) {
        for _ in 0..<5 {
            let now = clock.now
            let read = try await stored { try await store.activity(id: id) }
            guard extensionID == nil || read.extensionID == extensionID else { throw .unknownActivity(id) }
            var activity = read.settled(at: now)
            let settledRevision = activity.revision
            let changed = try change(&activity, now)
            if changed { activity.revision = settledRevision + 1 }
            if changed, activity.contentState != read.contentState || activity.isStale(at: now) != read.isStale(at: now) {
                try await drawBeforeStoring(activity, at: now)
            }
            guard activity.revision != read.revision else { return (activity, false) }
            // Several revisions at once (settled and changed): stored as one step over `read`.
            var write = activity
            write.revision = read.revision + 1
            if try await stored({ try await store.saveActivity(write) }) {
                activityChanged(id)
                return (write, changed)
            }
        }
        throw .store("Live Activity \(id) kept changing on other hosts; try again")
    }

    /// Announces a change of activity `id` (nil: the app's tokens) to pages, apps and other hosts.
    func activityChanged(_ id: String?) {
        activityBoard.changed(id)
        if let id { hub.publish(.activityChanged(activityID: id)) }
    }

    /// Draws `activity` (kept for the page); refuses what the extension cannot draw. An
    /// extension restarting after a failure does not hold the activity back: it is drawn later.
    func drawBeforeStoring(_ activity: StoredActivity, at now: Date) async throws(HostError) {
        do {
            _ = try await draw(activity, at: now)
        } catch .extensionFailed(_, let message) {
            throw .invalidActivity(message)
        } catch .extensionBackingOff {
            return
        }
    }

    /// The activity drawn in every presentation, kept until it changes.
    func draw(_ activity: StoredActivity, at now: Date) async throws(HostError) -> LiveActivityArchive {
        let isStale = activity.isStale(at: now)
        if let drawn = activityBoard.drawing(activity.id, revision: activity.revision, isStale: isStale) { return drawn }
        let request = LiveActivityRenderRequest(
            attributesType: activity.attributesType, attributes: activity.attributes, contentState: activity.contentState,
            isStale: isStale, activityID: activity.id, render: renderParameters(family: LiveActivityPresentation.lockScreen.rawValue))
        let archive = try await client.renderActivity(activity.extensionID, request)
        activityBoard.keep(archive, for: activity.id, revision: activity.revision, isStale: isStale)
        return archive
    }

    /// Orders an app's update or end among the others and the pushes: one with a `timestamp`
    /// older than the last applied is dropped (false); one without is the app's latest word and
    /// always applies. Either way the activity's timestamp moves on — an app's to the whole
    /// second now, as pushes' `aps.timestamp` counts whole seconds, so a push sent in the same
    /// second still applies after it.
    static func order(_ activity: inout StoredActivity, _ timestamp: Double?, now: Date) -> Bool {
        let time = timestamp.map(Date.init(timeIntervalSince1970:)) ?? Date(timeIntervalSince1970: now.timeIntervalSince1970.rounded(.down))
        guard timestamp == nil || time >= activity.timestamp else { return false }
        activity.timestamp = max(activity.timestamp, time)
        return true
    }

    static func apply(_ content: ActivityAPI.Content, to activity: inout StoredActivity) throws(HostError) {
        try checkSize(content.state, what: "content state")
        activity.contentState = content.state
        activity.staleDate = content.staleDate.map(Date.init(timeIntervalSince1970:))
        activity.relevanceScore = content.relevanceScore
    }

    static func checkSize(_ json: String, what: String) throws(HostError) {
        let bytes = json.utf8.count
        guard bytes <= ActivityLimits.contentStateBytes else {
            throw .activityDataTooLarge(what: what, bytes: bytes, limit: ActivityLimits.contentStateBytes)
        }
        guard bytes > 0 else { throw .refused("the \(what) is empty; send the JSON its Codable conformance writes") }
    }

    /// A push token as APNs issues them: 32 random bytes, hex.
    static func newPushToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }
}
