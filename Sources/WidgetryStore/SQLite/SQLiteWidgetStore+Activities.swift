import Foundation
import GRDB

/// Live Activities and push tokens (tables `activity` and `push_token`, migration v9). SQLite
/// has one writer: counting an extension's active activities and inserting one more happen in
/// one write transaction, so no other start comes between them.
extension SQLiteWidgetStore {
    public func startActivity(_ activity: StoredActivity, activeLimit: Int) async throws {
        let columns = try ActivityColumns(activity)
        try await write { db in
            _ = try Self.fetchExtension(db, id: activity.extensionID)
            guard try Int.fetchOne(db, sql: "SELECT 1 FROM activity WHERE id = ?", arguments: [activity.id]) == nil else {
                throw WidgetStoreError.invalidArgument("a Live Activity with id \(activity.id) already exists")
            }
            let active =
                try Int.fetchOne(
                    db, sql: "SELECT COUNT(*) FROM activity WHERE extensionId = ? AND phase = 'active'", arguments: [activity.extensionID])
                ?? 0
            guard active < activeLimit else { throw WidgetStoreError.tooManyActivities(activeLimit) }
            try db.execute(
                sql: """
                    INSERT INTO activity (id, extensionId, attributesType, attributes, contentState, staleDate, relevanceScore, phase,
                        style, pushToken, channelId, startedAt, updatedAt, timestamp, endedAt, dismissalDate, revision)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)
                    """,
                arguments: [
                    activity.id, activity.extensionID, activity.attributesType, activity.attributes, activity.contentState,
                    columns.staleDate, activity.relevanceScore, activity.phase.rawValue, activity.style, activity.pushToken,
                    activity.channelID, columns.startedAt, columns.updatedAt, columns.timestamp, columns.endedAt, columns.dismissalDate,
                ])
        }
    }

    public func activities(extensionID: String?) async throws -> [StoredActivity] {
        try await read { db in
            let rows =
                if let extensionID {
                    try Row.fetchAll(db, sql: "SELECT * FROM activity WHERE extensionId = ? ORDER BY startedAt, rowid", arguments: [extensionID])
                } else {
                    try Row.fetchAll(db, sql: "SELECT * FROM activity ORDER BY startedAt, rowid")
                }
            return try rows.map(Self.storedActivity)
        }
    }

    public func activity(id: String) async throws -> StoredActivity {
        try await read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM activity WHERE id = ?", arguments: [id]) else {
                throw WidgetStoreError.activityNotFound(id)
            }
            return try Self.storedActivity(row)
        }
    }

    public func activity(pushToken token: String) async throws -> StoredActivity? {
        try await read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM activity WHERE pushToken = ?", arguments: [token]).map(Self.storedActivity)
        }
    }

    public func saveActivity(_ activity: StoredActivity) async throws -> Bool {
        let columns = try ActivityColumns(activity)
        guard activity.revision > 0 else {
            throw WidgetStoreError.invalidArgument("revision \(activity.revision): a saved activity's revision is at least 1")
        }
        return try await write { db in
            try db.execute(
                sql: """
                    UPDATE activity SET attributesType = ?, attributes = ?, contentState = ?, staleDate = ?, relevanceScore = ?,
                        phase = ?, style = ?, pushToken = ?, channelId = ?, startedAt = ?, updatedAt = ?, timestamp = ?, endedAt = ?,
                        dismissalDate = ?, revision = ?
                    WHERE id = ? AND revision = ?
                    """,
                arguments: [
                    activity.attributesType, activity.attributes, activity.contentState, columns.staleDate, activity.relevanceScore,
                    activity.phase.rawValue, activity.style, activity.pushToken, activity.channelID, columns.startedAt,
                    columns.updatedAt, columns.timestamp, columns.endedAt, columns.dismissalDate, activity.revision, activity.id,
                    activity.revision - 1,
                ])
            return db.changesCount > 0
        }
    }

    @discardableResult
    public func deleteActivities(dismissedBefore date: Date) async throws -> Int {
        let cutoff = try StoreArguments.time(date)
        return try await write { db in
            try db.execute(
                sql: "DELETE FROM activity WHERE phase = 'dismissed' AND COALESCE(dismissalDate, updatedAt) < ?", arguments: [cutoff])
            return db.changesCount
        }
    }

    public func pushToken(extensionID: String, purpose: PushTokenPurpose, newToken: String) async throws -> String {
        let stored = try ActivityColumns.pushToken(newToken, purpose: purpose)
        let now = try StoreArguments.time(options.clock())
        return try await write { db in
            _ = try Self.fetchExtension(db, id: extensionID)
            try db.execute(
                sql: """
                    INSERT INTO push_token (token, extensionId, purpose, createdAt) VALUES (?, ?, ?, ?)
                    ON CONFLICT (extensionId, purpose) DO NOTHING
                    """, arguments: [newToken, extensionID, stored, now])
            guard
                let token = try String.fetchOne(
                    db, sql: "SELECT token FROM push_token WHERE extensionId = ? AND purpose = ?", arguments: [extensionID, stored])
            else { throw WidgetStoreError.database("the push token for \(stored) of \(extensionID) was not stored") }
            return token
        }
    }

    public func pushTokens(extensionID: String) async throws -> [PushTokenPurpose: String] {
        try await read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT purpose, token FROM push_token WHERE extensionId = ?", arguments: [extensionID])
            return ActivityColumns.tokensByPurpose(rows.map { (purpose: $0["purpose"], token: $0["token"]) })
        }
    }

    public func pushTokenOwner(_ token: String) async throws -> (extensionID: String, purpose: PushTokenPurpose)? {
        let row = try await read { db in
            try Row.fetchOne(db, sql: "SELECT extensionId, purpose FROM push_token WHERE token = ?", arguments: [token])
                .map { (extensionID: $0["extensionId"] as String, purpose: $0["purpose"] as String) }
        }
        guard let row else { return nil }
        guard let purpose = PushTokenPurpose(row.purpose) else { return nil }
        return (row.extensionID, purpose)
    }

    static func storedActivity(_ row: Row) throws -> StoredActivity {
        StoredActivity(
            id: row["id"], extensionID: row["extensionId"], attributesType: row["attributesType"], attributes: row["attributes"],
            contentState: row["contentState"], staleDate: ActivityColumns.date(row["staleDate"]), relevanceScore: row["relevanceScore"],
            phase: try ActivityColumns.phase(row["phase"]), style: row["style"], pushToken: row["pushToken"], channelID: row["channelId"],
            startedAt: Date(timeIntervalSince1970: row["startedAt"]), updatedAt: Date(timeIntervalSince1970: row["updatedAt"]),
            timestamp: Date(timeIntervalSince1970: row["timestamp"]), endedAt: ActivityColumns.date(row["endedAt"]),
            dismissalDate: ActivityColumns.date(row["dismissalDate"]), revision: row["revision"])
    }
}
