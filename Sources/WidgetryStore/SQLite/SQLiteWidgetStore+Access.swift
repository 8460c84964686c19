import Foundation
import GRDB

/// Access beyond this machine: the owner's password hash, wall displays' passes, sessions.
extension SQLiteWidgetStore {
    public func ownerPasswordHash() async throws -> String? {
        try await read { db in try String.fetchOne(db, sql: "SELECT hash FROM owner_password WHERE id = 1") }
    }

    public func setOwnerPasswordHash(_ hash: String) async throws {
        try StoreArguments.requireNonEmpty(hash, "password hash")
        let now = try StoreArguments.time(options.clock())
        try await write { db in
            try db.execute(
                sql: "INSERT INTO owner_password (id, hash, setAt) VALUES (1, ?, ?) ON CONFLICT(id) DO UPDATE SET hash = excluded.hash, setAt = excluded.setAt",
                arguments: [hash, now])
            try db.execute(sql: "DELETE FROM session WHERE role = 'owner'")
        }
    }

    public func createSession(role: AccessRole, viewerPassID: String?, lifetime: TimeInterval) async throws -> String {
        guard lifetime > 0, lifetime.isFinite else { throw WidgetStoreError.invalidArgument("a session's lifetime must be positive") }
        guard (role == .viewer) == (viewerPassID != nil) else {
            throw WidgetStoreError.invalidArgument("a viewer session, and only one, names its pass")
        }
        let token = StoreArguments.makeToken(prefix: "wgs_")
        let now = try StoreArguments.time(options.clock())
        try await write { db in
            try db.execute(sql: "DELETE FROM session WHERE expiresAt <= ?", arguments: [now])
            if let viewerPassID, try Int.fetchOne(db, sql: "SELECT 1 FROM viewer_pass WHERE id = ?", arguments: [viewerPassID]) == nil {
                throw WidgetStoreError.invalidArgument("no wall-display pass \(viewerPassID)")
            }
            try db.execute(
                sql: "INSERT INTO session (tokenDigest, role, viewerPassId, createdAt, expiresAt) VALUES (?, ?, ?, ?, ?)",
                arguments: [TokenDigest.hex(token), role.rawValue, viewerPassID, now, now + lifetime])
        }
        return token
    }

    public func session(forToken token: String) async throws -> SessionRecord? {
        guard !token.isEmpty else { return nil }
        let digest = TokenDigest.hex(token)
        let now = try StoreArguments.time(options.clock())
        return try await read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM session WHERE tokenDigest = ? AND expiresAt > ?", arguments: [digest, now]),
                let role = AccessRole(rawValue: row["role"])
            else { return nil }
            return SessionRecord(
                digest: digest, role: role, viewerPassID: row["viewerPassId"],
                createdAt: Date(timeIntervalSince1970: row["createdAt"]), expiresAt: Date(timeIntervalSince1970: row["expiresAt"]))
        }
    }

    public func endSession(token: String) async throws {
        let digest = TokenDigest.hex(token)
        try await write { db in try db.execute(sql: "DELETE FROM session WHERE tokenDigest = ?", arguments: [digest]) }
    }

    public func issueViewerPass(name: String) async throws -> (pass: ViewerPassRecord, token: String) {
        try StoreArguments.requireNonEmpty(name, "name")
        let token = StoreArguments.makeToken(prefix: "wgv_")
        let pass = ViewerPassRecord(id: StoreArguments.newID(), name: name, createdAt: options.clock(), lastUsedAt: nil)
        let created = try StoreArguments.time(pass.createdAt)
        try await write { db in
            try db.execute(
                sql: "INSERT INTO viewer_pass (id, name, tokenDigest, createdAt) VALUES (?, ?, ?, ?)",
                arguments: [pass.id, pass.name, TokenDigest.hex(token), created])
        }
        return (pass, token)
    }

    public func viewerPasses() async throws -> [ViewerPassRecord] {
        try await read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM viewer_pass ORDER BY createdAt, rowid").map(Self.viewerPass)
        }
    }

    public func useViewerPass(token: String) async throws -> ViewerPassRecord? {
        guard !token.isEmpty else { return nil }
        let digest = TokenDigest.hex(token)
        let now = try StoreArguments.time(options.clock())
        return try await write { db in
            try db.execute(sql: "UPDATE viewer_pass SET lastUsedAt = ? WHERE tokenDigest = ?", arguments: [now, digest])
            return try Row.fetchOne(db, sql: "SELECT * FROM viewer_pass WHERE tokenDigest = ?", arguments: [digest]).map(Self.viewerPass)
        }
    }

    public func revokeViewerPass(id: String) async throws -> Bool {
        try await write { db in
            // The foreign key's cascade ends the pass's sessions.
            try db.execute(sql: "DELETE FROM viewer_pass WHERE id = ?", arguments: [id])
            return db.changesCount > 0
        }
    }

    static func viewerPass(_ row: Row) -> ViewerPassRecord {
        let used: Double? = row["lastUsedAt"]
        return ViewerPassRecord(
            id: row["id"], name: row["name"], createdAt: Date(timeIntervalSince1970: row["createdAt"]),
            lastUsedAt: used.map(Date.init(timeIntervalSince1970:)))
    }
}
