/// The bodies of the host's Live Activity API for apps (`/api/widgetcenter/activities…`),
/// written once: ActivityKit's transport sends and reads these types, the host's routes read and
/// send them. Authenticated like `WidgetCenterAPI` (the extension's token); an app sees only its
/// own activities.
///
/// Content states and attributes travel as the JSON text their `Codable` conformances write
/// (`JSONEncoder`'s defaults, as ActivityKit's and Apple's push payloads use); the host never
/// decodes them, the extension does. Dates are seconds since 1970.
public enum ActivityAPI {
    /// An activity's content: `ActivityContent`.
    public struct Content: Codable, Hashable, Sendable {
        /// The content state's JSON text; at most ``ActivityLimits/contentStateBytes`` bytes.
        public var state: String
        public var staleDate: Double?
        public var relevanceScore: Double

        public init(state: String, staleDate: Double? = nil, relevanceScore: Double = 0) {
            self.state = state
            self.staleDate = staleDate
            self.relevanceScore = relevanceScore
        }
    }

    /// `POST /api/widgetcenter/activities`: `Activity.request(attributes:content:pushType:style:)`.
    public struct Start: Codable, Hashable, Sendable {
        public var attributesType: String
        /// The attributes' JSON text.
        public var attributes: String
        public var content: Content
        /// `token` (the host issues the activity a push token), `channel:<id>` (broadcast), nil: no pushes.
        public var pushType: String?
        /// `standard` or `transient`.
        public var style: String?

        public init(attributesType: String, attributes: String, content: Content, pushType: String? = nil, style: String? = nil) {
            self.attributesType = attributesType
            self.attributes = attributes
            self.content = content
            self.pushType = pushType
            self.style = style
        }
    }

    /// `POST /api/widgetcenter/activities/{id}/update`: `update(_:alertConfiguration:timestamp:)`.
    public struct Update: Codable, Hashable, Sendable {
        public var content: Content
        public var alert: Alert?
        /// Orders updates: one older than the last applied is ignored. Absent: now.
        public var timestamp: Double?

        public init(content: Content, alert: Alert? = nil, timestamp: Double? = nil) {
            self.content = content
            self.alert = alert
            self.timestamp = timestamp
        }
    }

    /// `POST /api/widgetcenter/activities/{id}/end`: `end(_:dismissalPolicy:timestamp:)`.
    public struct End: Codable, Hashable, Sendable {
        /// The final content; absent: the current one.
        public var content: Content?
        /// `default`, `immediate` or `after` (with `dismissalDate`).
        public var dismissalPolicy: String
        public var dismissalDate: Double?
        public var timestamp: Double?

        public init(content: Content? = nil, dismissalPolicy: String = "default", dismissalDate: Double? = nil, timestamp: Double? = nil) {
            self.content = content
            self.dismissalPolicy = dismissalPolicy
            self.dismissalDate = dismissalDate
            self.timestamp = timestamp
        }
    }

    /// `AlertConfiguration`: what an update shows and sounds.
    public struct Alert: Codable, Hashable, Sendable {
        public var title: String
        public var body: String
        public var sound: String?

        public init(title: String, body: String, sound: String? = nil) {
            self.title = title
            self.body = body
            self.sound = sound
        }
    }

    /// An activity as the app sees it.
    public struct Activity: Codable, Hashable, Sendable {
        public var id: String
        public var attributesType: String
        public var attributes: String
        public var content: Content
        /// `ActivityState`'s name: `active`, `stale`, `ended`, `dismissed`, `pending`.
        public var state: String
        /// Hex; nil unless started with `pushType: .token` (until the host issues it).
        public var pushToken: String?
        public var style: String
        public var startedAt: Double
        public var endedAt: Double?
        /// When an ended activity leaves the Lock Screen.
        public var dismissalDate: Double?

        public init(
            id: String, attributesType: String, attributes: String, content: Content, state: String, pushToken: String?, style: String,
            startedAt: Double, endedAt: Double?, dismissalDate: Double?
        ) {
            self.id = id
            self.attributesType = attributesType
            self.attributes = attributes
            self.content = content
            self.state = state
            self.pushToken = pushToken
            self.style = style
            self.startedAt = startedAt
            self.endedAt = endedAt
            self.dismissalDate = dismissalDate
        }
    }

    /// `GET /api/widgetcenter/activities?after=N&wait=S`: the app's activities (those dismissed
    /// within the last hour too) once the host's activity sequence passes `after`, waiting up to
    /// `wait` seconds (at most 30) for a change. The app's ActivityKit long-polls this to learn
    /// of changes it did not make: pushes, staleness, the 8-hour end, dismissal.
    public struct Activities: Codable, Hashable, Sendable {
        /// Increases with every change of any of the app's activities or tokens.
        public var sequence: Int
        public var activities: [Activity]
        /// `ActivityAuthorizationInfo`: Live Activities are on for the app.
        public var areActivitiesEnabled: Bool
        public var frequentPushesEnabled: Bool
        /// Push-to-start tokens issued to the app: attributes type → hex token.
        public var pushToStartTokens: [String: String]

        public init(
            sequence: Int, activities: [Activity], areActivitiesEnabled: Bool, frequentPushesEnabled: Bool, pushToStartTokens: [String: String]
        ) {
            self.sequence = sequence
            self.activities = activities
            self.areActivitiesEnabled = areActivitiesEnabled
            self.frequentPushesEnabled = frequentPushesEnabled
            self.pushToStartTokens = pushToStartTokens
        }
    }

    /// `POST /api/widgetcenter/activities/push-to-start` with `{"attributesType": …}`: the
    /// token a server starts activities of that type with (issued once, then the same).
    public struct PushToStartRequest: Codable, Hashable, Sendable {
        public var attributesType: String
        public init(attributesType: String) { self.attributesType = attributesType }
    }

    public struct PushToStartToken: Codable, Hashable, Sendable {
        public var token: String
        public init(token: String) { self.token = token }
    }
}

/// Apple's Live Activity limits, enforced by the host (ActivityKit's documentation and Human
/// Interface Guidelines).
public enum ActivityLimits {
    /// "The updated dynamic data for both ActivityKit updates and ActivityKit push notifications
    /// can't exceed 4 KB in size."
    public static let contentStateBytes = 4096
    /// An activity still running after 8 hours is ended by the system.
    public static let maximumActiveDuration: Double = 8 * 3600
    /// An ended activity stays on the Lock Screen up to 4 hours (the `default` dismissal policy),
    /// 12 hours after it started at most.
    public static let maximumLockScreenDuration: Double = 4 * 3600
    /// Activities an app may run at once (Apple does not publish the figure; iOS refuses the
    /// sixth with `targetMaximumExceeded` in practice).
    public static let concurrentActivities = 5
    /// A push payload's largest size (APNs answers `PayloadTooLarge` past it).
    public static let pushPayloadBytes = 4096
}
