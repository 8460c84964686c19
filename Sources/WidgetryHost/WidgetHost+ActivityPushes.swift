import Foundation
import WidgetryStore
import WidgetryWire

/// Live Activity pushes (`apns-push-type: liveactivity`) as iOS applies them: `update` and `end`
/// addressed to an activity's token, `start` to the app's push-to-start token for the type. A
/// push older than the activity's last update is dropped, as is one the extension cannot draw;
/// a token that is not the app's, or that no longer names an activity, is refused.
extension WidgetHost {
    /// Applies `event` pushed by the app of extension `extensionID` (its token authorised the
    /// push) to push token `token`.
    public func applyActivityPush(extensionID: String, token: String, _ event: ActivityPushEvent) async -> PushOutcome {
        do {
            if let activity = try await store.activity(pushToken: token) {
                guard activity.extensionID == extensionID else { return Self.notForTopic }
                let outcome = try await applyPush(event, to: activity)
                noteActivity(activity.id, event.event.rawValue, outcome)
                return outcome
            }
            if let owner = try await store.pushTokenOwner(token), case .pushToStart(let type) = owner.purpose {
                guard owner.extensionID == extensionID else { return Self.notForTopic }
                return try await startFromPush(event, extensionID: extensionID, attributesType: type)
            }
            return .refused(status: 400, reason: "BadDeviceToken", detail: "no Live Activity or push-to-start token is \(token.prefix(16))…")
        } catch let error as HostError {
            return outcome(error)
        } catch {
            return outcome(HostError(error))
        }
    }

    /// Notes a push to activity `id` with what became of it.
    private func noteActivity(_ id: String, _ event: String, _ outcome: PushOutcome) {
        switch outcome {
        case .delivered: noteActivity(id, event == "end" ? "ended" : "updated", from: "push")
        case .ignored(let why): noteActivity(id, "ignored", from: "push", "\(event): \(why)")
        case .refused(_, let reason, let detail): noteActivity(id, "refused", from: "push", "\(reason): \(detail)")
        }
    }

    private static let notForTopic = PushOutcome.refused(
        status: 400, reason: "DeviceTokenNotForTopic", detail: "the token belongs to another app than the one authorised")

    private func applyPush(_ event: ActivityPushEvent, to activity: StoredActivity) async throws(HostError) -> PushOutcome {
        let now = clock.now
        if activity.settled(at: now).phase == .dismissed {
            return .refused(status: 410, reason: "Unregistered", detail: "Live Activity \(activity.id) was dismissed")
        }
        switch event.event {
        case .start:
            return .refused(status: 400, reason: "BadMessage", detail: "a start event goes to the app's push-to-start token, not an activity's")
        case .update:
            guard let state = event.contentState else {
                return .refused(status: 400, reason: "BadMessage", detail: "an update needs aps.content-state")
            }
            let (stored, changed) = try await changeActivity(extensionID: nil, id: activity.id) { activity, now throws(HostError) in
                guard activity.phase == .active, event.timestamp >= activity.timestamp else { return false }
                try Self.apply(
                    ActivityAPI.Content(
                        state: state, staleDate: event.staleDate?.timeIntervalSince1970,
                        relevanceScore: event.relevanceScore ?? activity.relevanceScore), to: &activity)
                activity.timestamp = event.timestamp
                activity.updatedAt = now
                return true
            }
            guard changed else { return .ignored(why: stored.phase == .active ? "older than the last update" : "the activity has ended") }
            if let alert = event.alert { activityBoard.alert(alert, for: stored.id, at: now) }
            return .delivered
        case .end:
            let (_, changed) = try await changeActivity(extensionID: nil, id: activity.id) { activity, now throws(HostError) in
                guard event.timestamp >= activity.timestamp else { return false }
                if let state = event.contentState {
                    try Self.apply(
                        ActivityAPI.Content(
                            state: state, staleDate: event.staleDate?.timeIntervalSince1970,
                            relevanceScore: event.relevanceScore ?? activity.relevanceScore), to: &activity)
                }
                try activity.end(at: now, policy: event.dismissalDate == nil ? "default" : "after", dismissalDate: event.dismissalDate)
                activity.timestamp = event.timestamp
                return true
            }
            return changed ? .delivered : .ignored(why: "older than the last update")
        }
    }

    private func startFromPush(_ event: ActivityPushEvent, extensionID: String, attributesType: String) async throws(HostError) -> PushOutcome {
        guard event.event == .start else {
            return .refused(status: 400, reason: "BadMessage", detail: "a push-to-start token takes start events only")
        }
        guard event.attributesType == nil || event.attributesType == attributesType else {
            return .refused(status: 400, reason: "BadMessage", detail: "this token starts \(attributesType) activities, not \(event.attributesType ?? "")")
        }
        guard let attributes = event.attributes, let state = event.contentState else {
            return .refused(status: 400, reason: "BadMessage", detail: "a start event needs aps.attributes and aps.content-state")
        }
        do {
            _ = try await startActivity(
                extensionID: extensionID,
                ActivityAPI.Start(
                    attributesType: attributesType, attributes: attributes,
                    content: ActivityAPI.Content(
                        state: state, staleDate: event.staleDate?.timeIntervalSince1970, relevanceScore: event.relevanceScore ?? 0),
                    pushType: "token"), from: "push")
            return .delivered
        } catch .tooManyActivities(let limit) {
            return .ignored(why: "the app already runs \(limit) Live Activities")
        }
    }

    /// A host error as APNs would answer it (what iOS drops silently, APNs accepts).
    private func outcome(_ error: HostError) -> PushOutcome {
        switch error {
        case .activityDataTooLarge: .refused(status: 413, reason: "PayloadTooLarge", detail: error.description)
        case .invalidActivity, .activityEnded: .ignored(why: error.description)
        case .unknownActivity: .refused(status: 410, reason: "Unregistered", detail: error.description)
        case .refused: .refused(status: 400, reason: "BadMessage", detail: error.description)
        default: .refused(status: 500, reason: "InternalServerError", detail: error.description)
        }
    }
}
