import Foundation
import WidgetryWire

/// A push as the host's APNs-shaped gateway (`POST /3/device/{token}`) read it, and what became
/// of it. The gateway parses Apple's headers and JSON into these; the host applies them.

/// A Live Activity push's `aps` (`apns-push-type: liveactivity`).
public struct ActivityPushEvent: Sendable, Hashable {
    /// `aps.event`.
    public enum Event: String, Sendable, Hashable, Codable {
        case start, update, end
    }

    public var event: Event
    /// `aps.timestamp` (seconds since 1970): a push older than the activity's last update is ignored.
    public var timestamp: Date
    /// `aps.content-state` as JSON text (required for `start` and `update`).
    public var contentState: String?
    public var staleDate: Date?
    public var dismissalDate: Date?
    public var relevanceScore: Double?
    public var alert: ActivityAPI.Alert?
    /// `start` only: `aps.attributes-type` and `aps.attributes` (JSON text).
    public var attributesType: String?
    public var attributes: String?

    public init(
        event: Event, timestamp: Date, contentState: String? = nil, staleDate: Date? = nil, dismissalDate: Date? = nil,
        relevanceScore: Double? = nil, alert: ActivityAPI.Alert? = nil, attributesType: String? = nil, attributes: String? = nil
    ) {
        self.event = event
        self.timestamp = timestamp
        self.contentState = contentState
        self.staleDate = staleDate
        self.dismissalDate = dismissalDate
        self.relevanceScore = relevanceScore
        self.alert = alert
        self.attributesType = attributesType
        self.attributes = attributes
    }
}

/// What the host did with a push. The gateway answers Apple's way: 200 with an `apns-id` when
/// delivered or ignored (APNs does not tell a server that a device dropped an old push), Apple's
/// status and `{"reason": …}` when refused.
public enum PushOutcome: Sendable, Hashable {
    /// Applied: an activity changed, widgets or controls reloaded.
    case delivered
    /// Accepted and dropped, as iOS drops it: `why` says (an older `timestamp`, an ended activity).
    case ignored(why: String)
    /// Refused with one of APNs' reasons (`BadDeviceToken`, `PayloadTooLarge`, `TopicDisallowed`,
    /// `Unregistered`, …) and its HTTP status; nothing changed.
    case refused(status: Int, reason: String, detail: String)
}
