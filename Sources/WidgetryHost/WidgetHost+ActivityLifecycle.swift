import Foundation
import WidgetryStore
import WidgetryWire

/// Live Activities on the home screen: what the Lock Screen and the Dynamic Island show, a
/// person removing one, and the loop that carries each activity through its life on the host's
/// clock (stale at its stale date, ended 8 hours after it started, gone from the Lock Screen at
/// its dismissal date), telling pages and apps as it happens.
extension WidgetHost {
    /// A Live Activity as the page shows it.
    public struct LiveActivityDisplay: Sendable, Hashable {
        public var activity: StoredActivity
        /// `ActivityState`'s name now: `active`, `stale`, `ended`.
        public var state: String
        /// Every presentation drawn; nil when the extension could not draw it (`error`).
        public var archive: LiveActivityArchive?
        public var error: String?
        /// The last alerting update's alert, and when it came.
        public var alert: ActivityAPI.Alert?
        public var alertedAt: Date?
    }

    /// Something that happened to a Live Activity, for the inspector: what (`started`,
    /// `updated`, `ended`, `dismissed`, `stale`, `ignored`), from where (`app`, `push`,
    /// `system`, `person`), and a detail (why a push was dropped, the alert).
    public struct ActivityEvent: Sendable, Hashable, Codable {
        public var time: Date
        public var source: String
        public var event: String
        public var detail: String?
    }

    /// What happened to activity `id` on this host, oldest first (the last 50; kept in memory).
    public func activityHistory(_ id: String) -> [ActivityEvent] {
        activityBoard.history(id)
    }

    /// Notes what happened to activity `id`.
    func noteActivity(_ id: String, _ event: String, from source: String, _ detail: String? = nil) {
        activityBoard.note(ActivityEvent(time: clock.now, source: source, event: event, detail: detail), for: id)
    }

    /// The activities the Lock Screen shows now (not dismissed), the most relevant first (its
    /// `relevanceScore`, then the newest): the Dynamic Island shows the first two.
    public func liveActivities() async throws(HostError) -> [LiveActivityDisplay] {
        let now = clock.now
        let shown = try await stored { try await store.activities(extensionID: nil) }
            .map { $0.settled(at: now) }
            .filter { $0.phase != .dismissed && registry.info($0.extensionID) != nil }
            .sorted { ($0.relevanceScore, $0.startedAt) > ($1.relevanceScore, $1.startedAt) }
        var displays: [LiveActivityDisplay] = []
        for activity in shown { displays.append(await display(activity, at: now)) }
        return displays
    }

    /// Activity `id` as the page shows it.
    public func liveActivity(_ id: String) async throws(HostError) -> LiveActivityDisplay {
        let now = clock.now
        return await display(try await stored { try await store.activity(id: id) }.settled(at: now), at: now)
    }

    /// A person removed activity `id` from the Lock Screen: it ends (if it runs) and is
    /// dismissed at once, as when someone swipes a Live Activity away on iOS.
    public func dismissActivity(_ id: String) async throws(HostError) {
        let (_, changed) = try await changeActivity(extensionID: nil, id: id) { activity, now throws(HostError) in
            guard activity.phase != .dismissed else { return false }
            try activity.end(at: now, policy: "immediate", dismissalDate: nil)
            return true
        }
        if changed { noteActivity(id, "dismissed", from: "person") }
    }

    /// A person tapped activity `id`: `url` (its `widgetURL`, the island's, or a link it shows)
    /// goes to the app as a widget's link does (the page opens web links itself).
    public func open(url: String, activityID id: String) async throws(HostError) -> OpenedURL {
        let shown = try await liveActivity(id)
        guard let archive = shown.archive else { throw .unknownAction(instanceID: id, action: url) }
        let links = [archive.islandURL].compactMap { $0 }
            + archive.presentations.flatMap { [$0.widgetURL].compactMap { $0 } + $0.allNodes.compactMap { $0.action?.url } }
        guard links.contains(url) else { throw .unknownAction(instanceID: id, action: url) }
        return postAppLink(
            url, extensionID: shown.activity.extensionID, id: id, kind: shown.activity.attributesType, family: "activity", configuration: [:],
            intentTypeName: nil)
    }

    /// A person tapped button `action` of activity `id` (a `Button(intent:)`, such as a
    /// `LiveActivityIntent`): its intent runs in the extension, as a widget button's does; the
    /// activity is drawn again and the extension's widgets reload at once, uncounted. A button
    /// whose intent is an `OpenURLIntent` is a link (`openURL`).
    public func performActivityAction(_ id: String, action: String) async throws(HostError) -> ActionResult {
        let shown = try await liveActivity(id)
        guard shown.activity.phase != .dismissed, let archive = shown.archive else { throw .unknownAction(instanceID: id, action: action) }
        let intent: IntentArchive
        switch archive.presentations.lazy.compactMap({ $0.node(id: action)?.action }).first.flatMap(Tap.init) {
        case .open(let url): return .openURL(url)
        case .perform(let performed): intent = performed
        case nil: throw .unknownAction(instanceID: id, action: action)
        }
        let activity = shown.activity
        for attempt in 1...2 {
            do throws(HostError) {
                try await client.perform(
                    activity.extensionID, intent: intent, kind: activity.attributesType, family: LiveActivityPresentation.lockScreen.rawValue,
                    configuration: [:])
                break
            } catch .extensionFailed where attempt == 1 {
                // A restarted extension knows an intent type once a view showing it was
                // evaluated: draw the activity there again, then ask once more.
                activityBoard.changed(id)
                _ = try await draw(activity, at: clock.now)
            }
        }
        noteActivity(id, "performed", from: "person", intent.typeName)
        activityChanged(id)
        requestReload(extensionID: activity.extensionID, reason: .intentPerformed)
        return .performed
    }

    private func display(_ activity: StoredActivity, at now: Date) async -> LiveActivityDisplay {
        var display = LiveActivityDisplay(activity: activity, state: activity.state(at: now))
        do {
            display.archive = try await draw(activity, at: now)
        } catch {
            display.error = error.description
        }
        if let alert = activityBoard.lastAlert(activity.id) {
            display.alert = alert.alert
            display.alertedAt = alert.time
        }
        return display
    }

    /// Carries every activity through its life until the task is cancelled: sleeps on the
    /// host's clock until the next activity goes stale, ends or leaves the Lock Screen — or
    /// until an activity changes — then stores and announces what happened.
    func runActivityLifecycle() async {
        var last = clock.now
        while !Task.isCancelled {
            let sequence = activityBoard.sequence
            let now = clock.now
            let next = await settleActivities(since: last, now: now)
            last = now
            await withTaskGroup(of: Void.self) { group in
                if let next { group.addTask { try? await self.clock.sleep(until: next) } }
                group.addTask { await self.activityBoard.wait(after: sequence, for: .seconds(3600)) }
                await group.next()
                group.cancelAll()
            }
        }
    }

    /// Stores what time did to the activities since `last` (ended, dismissed), announces those
    /// that went stale, prunes those dismissed an hour ago; answers the next moment one changes.
    func settleActivities(since last: Date, now: Date) async -> Date? {
        let all: [StoredActivity]
        do { all = try await store.activities(extensionID: nil) } catch {
            if !Task.isCancelled { logger.error("could not read the Live Activities: \(error)") }
            return now.addingTimeInterval(60)
        }
        var next: Date?
        for activity in all {
            let settled = activity.settled(at: now)
            if settled.revision != activity.revision {
                noteActivity(activity.id, settled.phase.rawValue, from: "system", settled.phase == .ended ? "8 hours after it started" : nil)
                do { _ = try await changeActivity(extensionID: nil, id: activity.id) { _, _ in false } } catch {
                    logger.error("could not store the end of Live Activity \(activity.id): \(error)")
                }
            } else if activity.phase == .active, let stale = activity.staleDate, stale > last, stale <= now {
                // Every host sees the stale date pass itself: told here only.
                noteActivity(activity.id, "stale", from: "system")
                activityBoard.changed(activity.id)
                hub.publish(.activityChanged(activityID: activity.id), forwarding: false)
            }
            if let change = settled.nextChange(after: now) { next = min(next ?? change, change) }
        }
        do {
            try await store.deleteActivities(dismissedBefore: now.addingTimeInterval(-3600))
        } catch where !Task.isCancelled {
            logger.error("could not prune dismissed Live Activities: \(error)")
        } catch {}
        activityBoard.forget(keeping: Set(all.map(\.id)))
        return next
    }
}
