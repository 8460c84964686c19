import Foundation

/// Live Activities the apps started and the push tokens the host issued, kept across restarts and
/// shared by every host of a PostgreSQL database.
///
/// The store keeps facts; ``WidgetHost`` keeps the rules (limits, staleness, the 8-hour end,
/// dismissal). Semantics every implementation keeps:
/// - ``startActivity(_:activeLimit:)`` inserts atomically with its count: two hosts cannot both
///   start the app's sixth activity.
/// - ``saveActivity(_:)`` writes only over the revision it read (optimistic concurrency): it
///   answers `false`, writing nothing, when another host changed the activity first.
/// - Deleting an extension deletes its activities and tokens.
/// - An unknown id is ``WidgetStoreError/activityNotFound(_:)``.
public protocol ActivityStore: Sendable {
    /// Inserts a new activity (its `revision` 0) unless the extension already has `activeLimit`
    /// activities that are not ended (``WidgetStoreError/tooManyActivities(_:)``).
    func startActivity(_ activity: StoredActivity, activeLimit: Int) async throws

    /// Activities by start (oldest first); only one extension's when `extensionID` is given.
    func activities(extensionID: String?) async throws -> [StoredActivity]

    /// Throws ``WidgetStoreError/activityNotFound(_:)`` for an unknown id.
    func activity(id: String) async throws -> StoredActivity

    /// The activity whose push token is `token`, if any.
    func activity(pushToken token: String) async throws -> StoredActivity?

    /// Writes `activity` in place of revision `activity.revision - 1`; `false` (nothing written)
    /// when the stored revision is another (or the activity is gone).
    func saveActivity(_ activity: StoredActivity) async throws -> Bool

    /// Deletes activities dismissed before `date` (phase `dismissed`, their dismissal date, else
    /// their last change, before it); answers how many.
    @discardableResult
    func deleteActivities(dismissedBefore date: Date) async throws -> Int

    /// The extension's push token for `purpose`: the stored one, or `newToken` stored now.
    func pushToken(extensionID: String, purpose: PushTokenPurpose, newToken: String) async throws -> String

    /// The extension's push tokens, by purpose.
    func pushTokens(extensionID: String) async throws -> [PushTokenPurpose: String]

    /// Who a push token belongs to; nil for an unknown token.
    func pushTokenOwner(_ token: String) async throws -> (extensionID: String, purpose: PushTokenPurpose)?
}

/// Where an activity is in its life, as stored. `stale` is not stored: an active activity past
/// its stale date is stale.
public enum ActivityPhase: String, Sendable, Hashable, Codable {
    case active, ended, dismissed
}

/// A Live Activity as stored.
public struct StoredActivity: Sendable, Hashable, Codable, Identifiable {
    /// A UUID string.
    public var id: String
    public var extensionID: String
    /// The `ActivityAttributes` type's name.
    public var attributesType: String
    /// The attributes' JSON text (fixed for the activity's life).
    public var attributes: String
    /// The content state's JSON text.
    public var contentState: String
    public var staleDate: Date?
    public var relevanceScore: Double
    public var phase: ActivityPhase
    /// `standard` or `transient`.
    public var style: String
    /// Hex; pushes addressed to it update the activity.
    public var pushToken: String?
    /// The broadcast channel it listens on (`PushType.channel`).
    public var channelID: String?
    public var startedAt: Date
    /// The last change of content or phase.
    public var updatedAt: Date
    /// The newest update's or push's `timestamp`: an older one is ignored.
    public var timestamp: Date
    public var endedAt: Date?
    /// When an ended activity leaves the Lock Screen.
    public var dismissalDate: Date?
    /// Bumped by each ``ActivityStore/saveActivity(_:)``.
    public var revision: Int

    public init(
        id: String, extensionID: String, attributesType: String, attributes: String, contentState: String, staleDate: Date?,
        relevanceScore: Double, phase: ActivityPhase, style: String, pushToken: String?, channelID: String?, startedAt: Date,
        updatedAt: Date, timestamp: Date, endedAt: Date?, dismissalDate: Date?, revision: Int
    ) {
        self.id = id
        self.extensionID = extensionID
        self.attributesType = attributesType
        self.attributes = attributes
        self.contentState = contentState
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
        self.phase = phase
        self.style = style
        self.pushToken = pushToken
        self.channelID = channelID
        self.startedAt = startedAt
        self.updatedAt = updatedAt
        self.timestamp = timestamp
        self.endedAt = endedAt
        self.dismissalDate = dismissalDate
        self.revision = revision
    }
}

/// What a push token issued to an extension is for (an activity's own token is on its row).
public enum PushTokenPurpose: Sendable, Hashable, Codable, CustomStringConvertible {
    /// `WidgetPushHandler`: pushes reload the extension's push-enabled widgets.
    case widgets
    /// A placed control's token (`ControlPushHandler`), by the control's id.
    case control(String)
    /// Push-to-start for activities of an attributes type.
    case pushToStart(String)

    /// The stored spelling: `widgets`, `control:<id>`, `start:<type>`.
    public var description: String {
        switch self {
        case .widgets: "widgets"
        case .control(let id): "control:\(id)"
        case .pushToStart(let type): "start:\(type)"
        }
    }

    /// Reads the stored spelling.
    public init?(_ stored: String) {
        if stored == "widgets" {
            self = .widgets
        } else if stored.hasPrefix("control:") {
            self = .control(String(stored.dropFirst("control:".count)))
        } else if stored.hasPrefix("start:") {
            self = .pushToStart(String(stored.dropFirst("start:".count)))
        } else {
            return nil
        }
    }
}
