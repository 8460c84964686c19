import Foundation
import PostgresNIO

/// Live Activities and push tokens (tables `activity` and `push_token`, migration v9).
///
/// Hosts on other connections start activities at once: ``startActivity(_:activeLimit:)`` first
/// locks the extension's row (`FOR NO KEY UPDATE`: one start per extension at a time, while
/// placing widgets and controls, which only hold `FOR KEY SHARE`, goes on), so its count sees
/// every start committed before and no two hosts both insert the one past the limit.
/// ``saveActivity(_:)`` is one `UPDATE … WHERE revision = …`, which PostgreSQL evaluates again
/// on the row another transaction committed meanwhile. ``pushToken(extensionID:purpose:newToken:)``
/// inserts with `ON CONFLICT DO NOTHING` (waiting for a concurrent insert of the same purpose to
/// commit) and then reads the stored token in a new snapshot.
extension PostgresWidgetStore {
    public func startActivity(_ activity: StoredActivity, activeLimit: Int) async throws {
        let columns = try ActivityColumns(activity)
        try await write { sql in
            guard try await sql.exists("SELECT 1 FROM extension WHERE id = \(activity.extensionID) FOR NO KEY UPDATE") else {
                throw WidgetStoreError.extensionNotFound(activity.extensionID)
            }
            guard try await !sql.exists("SELECT 1 FROM activity WHERE id = \(activity.id)") else {
                throw WidgetStoreError.invalidArgument("a Live Activity with id \(activity.id) already exists")
            }
            let active =
                try await sql.value(
                    "SELECT COUNT(*) FROM activity WHERE extension_id = \(activity.extensionID) AND phase = 'active'", as: Int.self) ?? 0
            guard active < activeLimit else { throw WidgetStoreError.tooManyActivities(activeLimit) }
            try await sql.execute(
                """
                INSERT INTO activity (id, extension_id, attributes_type, attributes, content_state, stale_date, relevance_score, phase,
                    style, push_token, channel_id, started_at, updated_at, timestamp, ended_at, dismissal_date, revision)
                VALUES (\(activity.id), \(activity.extensionID), \(activity.attributesType), \(activity.attributes),
                    \(activity.contentState), \(columns.staleDate), \(activity.relevanceScore), \(activity.phase.rawValue),
                    \(activity.style), \(activity.pushToken), \(activity.channelID), \(columns.startedAt), \(columns.updatedAt),
                    \(columns.timestamp), \(columns.endedAt), \(columns.dismissalDate), 0)
                """)
        }
    }

    public func activities(extensionID: String?) async throws -> [StoredActivity] {
        try await single { sql in
            let rows =
                if let extensionID {
                    try await sql.rows("SELECT * FROM activity WHERE extension_id = \(extensionID) ORDER BY started_at, sequence")
                } else {
                    try await sql.rows("SELECT * FROM activity ORDER BY started_at, sequence")
                }
            return try rows.map(Self.storedActivity)
        }
    }

    public func activity(id: String) async throws -> StoredActivity {
        try await single { sql in
            guard let row = try await sql.rows("SELECT * FROM activity WHERE id = \(id)").first else {
                throw WidgetStoreError.activityNotFound(id)
            }
            return try Self.storedActivity(row)
        }
    }

    public func activity(pushToken token: String) async throws -> StoredActivity? {
        try await single { sql in
            try await sql.rows("SELECT * FROM activity WHERE push_token = \(token)").first.map(Self.storedActivity)
        }
    }

    public func saveActivity(_ activity: StoredActivity) async throws -> Bool {
        let columns = try ActivityColumns(activity)
        guard activity.revision > 0 else {
            throw WidgetStoreError.invalidArgument("revision \(activity.revision): a saved activity's revision is at least 1")
        }
        return try await single { sql in
            try await sql.exists(
                """
                UPDATE activity SET attributes_type = \(activity.attributesType), attributes = \(activity.attributes),
                    content_state = \(activity.contentState), stale_date = \(columns.staleDate),
                    relevance_score = \(activity.relevanceScore), phase = \(activity.phase.rawValue), style = \(activity.style),
                    push_token = \(activity.pushToken), channel_id = \(activity.channelID), started_at = \(columns.startedAt),
                    updated_at = \(columns.updatedAt), timestamp = \(columns.timestamp), ended_at = \(columns.endedAt),
                    dismissal_date = \(columns.dismissalDate), revision = \(activity.revision)
                WHERE id = \(activity.id) AND revision = \(activity.revision - 1)
                RETURNING 1
                """)
        }
    }

    @discardableResult
    public func deleteActivities(dismissedBefore date: Date) async throws -> Int {
        let cutoff = try StoreArguments.time(date)
        return try await single { sql in
            try await sql.rows(
                "DELETE FROM activity WHERE phase = 'dismissed' AND COALESCE(dismissal_date, updated_at) < \(cutoff) RETURNING 1"
            ).count
        }
    }

    public func pushToken(extensionID: String, purpose: PushTokenPurpose, newToken: String) async throws -> String {
        let stored = try ActivityColumns.pushToken(newToken, purpose: purpose)
        let now = try StoreArguments.time(options.clock())
        // Not one transaction: the read after the insert needs a snapshot of its own to see a
        // token another connection stored while the insert waited.
        return try await single { sql in
            guard try await sql.exists("SELECT 1 FROM extension WHERE id = \(extensionID)") else {
                throw WidgetStoreError.extensionNotFound(extensionID)
            }
            try await sql.execute(
                """
                INSERT INTO push_token (token, extension_id, purpose, created_at)
                SELECT \(newToken), id, \(stored), \(now) FROM extension WHERE id = \(extensionID)
                ON CONFLICT (extension_id, purpose) DO NOTHING
                """)
            guard
                let token = try await sql.value(
                    "SELECT token FROM push_token WHERE extension_id = \(extensionID) AND purpose = \(stored)", as: String.self)
            else { throw WidgetStoreError.extensionNotFound(extensionID) }
            return token
        }
    }

    public func pushTokens(extensionID: String) async throws -> [PushTokenPurpose: String] {
        try await single { sql in
            let rows = try await sql.rows("SELECT purpose, token FROM push_token WHERE extension_id = \(extensionID)")
            return ActivityColumns.tokensByPurpose(try rows.map { row in try row.decode((String, String).self) })
        }
    }

    public func pushTokenOwner(_ token: String) async throws -> (extensionID: String, purpose: PushTokenPurpose)? {
        let row = try await single { sql in
            try await sql.rows("SELECT extension_id, purpose FROM push_token WHERE token = \(token)").first?.decode((String, String).self)
        }
        guard let (extensionID, stored) = row, let purpose = PushTokenPurpose(stored) else { return nil }
        return (extensionID, purpose)
    }

    static func storedActivity(_ row: PostgresRow) throws -> StoredActivity {
        let cells = row.makeRandomAccess()
        func column<T: PostgresDecodable>(_ name: String, _ type: T.Type = T.self) throws -> T { try cells[name].decode(T.self) }
        return StoredActivity(
            id: try column("id"), extensionID: try column("extension_id"), attributesType: try column("attributes_type"),
            attributes: try column("attributes"), contentState: try column("content_state"),
            staleDate: ActivityColumns.date(try column("stale_date")), relevanceScore: try column("relevance_score"),
            phase: try ActivityColumns.phase(try column("phase")), style: try column("style"), pushToken: try column("push_token"),
            channelID: try column("channel_id"), startedAt: Date(timeIntervalSince1970: try column("started_at")),
            updatedAt: Date(timeIntervalSince1970: try column("updated_at")),
            timestamp: Date(timeIntervalSince1970: try column("timestamp")), endedAt: ActivityColumns.date(try column("ended_at")),
            dismissalDate: ActivityColumns.date(try column("dismissal_date")), revision: try column("revision"))
    }
}
