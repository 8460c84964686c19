import Foundation
import WidgetryStore
import WidgetryWire

/// Apple's rules for a Live Activity's life, as pure functions of the stored activity and the
/// time: the 8-hour end, the Lock Screen's 4 more hours, staleness, and dismissal policies.
extension StoredActivity {
    /// The activity as it stands at `now`: one still running 8 hours after it started has ended
    /// then (and leaves the Lock Screen 4 hours later); an ended one past its dismissal date is
    /// dismissed. Unchanged (same revision) when nothing happened; otherwise the next revision.
    func settled(at now: Date) -> StoredActivity {
        var activity = self
        let hardEnd = startedAt.addingTimeInterval(ActivityLimits.maximumActiveDuration)
        if activity.phase == .active, now >= hardEnd {
            activity.phase = .ended
            activity.endedAt = hardEnd
            activity.dismissalDate = Self.defaultDismissal(endedAt: hardEnd, startedAt: startedAt)
            activity.updatedAt = hardEnd
        }
        if activity.phase == .ended, let dismissal = activity.dismissalDate, now >= dismissal {
            activity.phase = .dismissed
            activity.updatedAt = dismissal
        }
        if activity.phase != phase { activity.revision += 1 }
        return activity
    }

    /// `ActivityState`'s name at `now` (the activity already settled): an active activity past
    /// its stale date is `stale`.
    func state(at now: Date) -> String {
        switch phase {
        case .active: isStale(at: now) ? "stale" : "active"
        case .ended: "ended"
        case .dismissed: "dismissed"
        }
    }

    func isStale(at now: Date) -> Bool {
        phase == .active && staleDate.map { now >= $0 } == true
    }

    /// The next moment this activity changes by itself after `now`: it goes stale, hits the
    /// 8-hour end, or leaves the Lock Screen.
    func nextChange(after now: Date) -> Date? {
        switch phase {
        case .active:
            let hardEnd = startedAt.addingTimeInterval(ActivityLimits.maximumActiveDuration)
            if let staleDate, staleDate > now, staleDate < hardEnd { return staleDate }
            return hardEnd
        case .ended: return dismissalDate
        case .dismissed: return nil
        }
    }

    /// Ends the activity at `now` with `policy` (`default`, `immediate`, `after`): it stays on
    /// the Lock Screen until its dismissal date — 4 hours by default, at most 4 hours from now
    /// and 12 from its start whatever is asked — or leaves it at once.
    mutating func end(at now: Date, policy: String, dismissalDate asked: Date?) throws(HostError) {
        let latest = min(now.addingTimeInterval(ActivityLimits.maximumLockScreenDuration), Self.lockScreenLimit(startedAt: startedAt))
        let dismissal: Date
        switch policy {
        case "default": dismissal = latest
        case "immediate": dismissal = now
        case "after":
            guard let asked else { throw .refused("the dismissal policy after needs a dismissal date") }
            dismissal = min(max(asked, now), latest)
        default: throw .refused("the dismissal policy must be default, immediate or after, not “\(policy.prefix(40))”")
        }
        phase = dismissal <= now ? .dismissed : .ended
        endedAt = endedAt ?? now
        dismissalDate = dismissal
        updatedAt = now
    }

    /// The activity as the app sees it, at `now`.
    func apiActivity(at now: Date) -> ActivityAPI.Activity {
        ActivityAPI.Activity(
            id: id, attributesType: attributesType, attributes: attributes,
            content: ActivityAPI.Content(state: contentState, staleDate: staleDate?.timeIntervalSince1970, relevanceScore: relevanceScore),
            state: state(at: now), pushToken: pushToken, style: style, startedAt: startedAt.timeIntervalSince1970,
            endedAt: endedAt?.timeIntervalSince1970, dismissalDate: dismissalDate?.timeIntervalSince1970)
    }

    static func defaultDismissal(endedAt: Date, startedAt: Date) -> Date {
        min(endedAt.addingTimeInterval(ActivityLimits.maximumLockScreenDuration), lockScreenLimit(startedAt: startedAt))
    }

    /// 12 hours after the start, an activity is gone from the Lock Screen whatever happened.
    static func lockScreenLimit(startedAt: Date) -> Date {
        startedAt.addingTimeInterval(ActivityLimits.maximumActiveDuration + ActivityLimits.maximumLockScreenDuration)
    }
}
