import Foundation

/// A Live Activity's values as both stores write them: checked (ids, finite times and score, a
/// revision) and the times as seconds since 1970. One definition, so SQLite and PostgreSQL
/// refuse the same activity with the same ``WidgetStoreError`` and store the same values.
struct ActivityColumns: Sendable {
    let activity: StoredActivity
    let staleDate: Double?
    let startedAt: Double
    let updatedAt: Double
    let timestamp: Double
    let endedAt: Double?
    let dismissalDate: Double?

    init(_ activity: StoredActivity) throws {
        try StoreArguments.requireNonEmpty(activity.id, "activity id")
        try StoreArguments.requireNonEmpty(activity.extensionID, "extension id")
        try StoreArguments.requireNonEmpty(activity.attributesType, "attributes type")
        guard activity.relevanceScore.isFinite else {
            throw WidgetStoreError.invalidArgument("relevance score \(activity.relevanceScore) is not finite")
        }
        if activity.pushToken?.isEmpty == true { throw WidgetStoreError.invalidArgument("push token is empty") }
        self.activity = activity
        staleDate = try activity.staleDate.map(StoreArguments.time)
        startedAt = try StoreArguments.time(activity.startedAt)
        updatedAt = try StoreArguments.time(activity.updatedAt)
        timestamp = try StoreArguments.time(activity.timestamp)
        endedAt = try activity.endedAt.map(StoreArguments.time)
        dismissalDate = try activity.dismissalDate.map(StoreArguments.time)
    }

    /// The phase of a stored row.
    static func phase(_ stored: String) throws -> ActivityPhase {
        guard let phase = ActivityPhase(rawValue: stored) else {
            throw WidgetStoreError.corruptData("unknown Live Activity phase \(stored)")
        }
        return phase
    }

    /// A stored time (seconds since 1970) as a date.
    static func date(_ seconds: Double?) -> Date? {
        seconds.map(Date.init(timeIntervalSince1970:))
    }

    /// A push token's purpose and the token, checked.
    static func pushToken(_ token: String, purpose: PushTokenPurpose) throws -> String {
        try StoreArguments.requireNonEmpty(token, "push token")
        if case .control(let id) = purpose { try StoreArguments.requireNonEmpty(id, "control id") }
        if case .pushToStart(let type) = purpose { try StoreArguments.requireNonEmpty(type, "attributes type") }
        return purpose.description
    }

    /// Stored tokens by purpose; a purpose this build cannot read (a newer host's) is left out.
    static func tokensByPurpose(_ rows: [(purpose: String, token: String)]) -> [PushTokenPurpose: String] {
        var tokens: [PushTokenPurpose: String] = [:]
        for row in rows {
            if let purpose = PushTokenPurpose(row.purpose) { tokens[purpose] = row.token }
        }
        return tokens
    }
}
