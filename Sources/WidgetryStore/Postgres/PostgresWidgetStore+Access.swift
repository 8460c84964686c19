import Foundation
import PostgresNIO

/// Access beyond this machine: the owner's password hash, wall displays' passes, sessions.
extension PostgresWidgetStore {
    public func ownerPasswordHash() async throws -> String? {
        try await single { sql in try await sql.value("SELECT hash FROM owner_password WHERE id = 1", as: String.self) }
    }

    public func setOwnerPasswordHash(_ hash: String) async throws {
        try StoreArguments.requireNonEmpty(hash, "password hash")
        let now = try StoreArguments.time(options.clock())
        try await write { sql in
            try await sql.execute(
                """
                INSERT INTO owner_password (id, hash, set_at) VALUES (1, \(hash), \(now))
                ON CONFLICT (id) DO UPDATE SET hash = excluded.hash, set_at = excluded.set_at
                """)
            try await sql.execute("DELETE FROM session WHERE role = 'owner'")
        }
    }

    public func createSession(role: AccessRole, viewerPassID: String?, lifetime: TimeInterval) async throws -> String {
        guard lifetime > 0, lifetime.isFinite else { throw WidgetStoreError.invalidArgument("a session's lifetime must be positive") }
        guard (role == .viewer) == (viewerPassID != nil) else {
            throw WidgetStoreError.invalidArgument("a viewer session, and only one, names its pass")
        }
        let token = StoreArguments.makeToken(prefix: "wgs_")
        let digest = TokenDigest.hex(token)
        let now = try StoreArguments.time(options.clock())
        try await write { sql in
            try await sql.execute("DELETE FROM session WHERE expires_at <= \(now)")
            // The pass stays until the session is in (revoking it waits, then ends the session too).
            if let viewerPassID, try await !sql.exists("SELECT 1 FROM viewer_pass WHERE id = \(viewerPassID) FOR KEY SHARE") {
                throw WidgetStoreError.invalidArgument("no wall-display pass \(viewerPassID)")
            }
            try await sql.execute(
                """
                INSERT INTO session (token_digest, role, viewer_pass_id, created_at, expires_at)
                VALUES (\(digest), \(role.rawValue), \(viewerPassID), \(now), \(now + lifetime))
                """)
        }
        return token
    }

    public func session(forToken token: String) async throws -> SessionRecord? {
        guard !token.isEmpty else { return nil }
        let digest = TokenDigest.hex(token)
        let now = try StoreArguments.time(options.clock())
        return try await single { sql in
            guard
                let row = try await sql.rows(
                    """
                    SELECT role, viewer_pass_id, created_at, expires_at FROM session
                    WHERE token_digest = \(digest) AND expires_at > \(now)
                    """
                ).first
            else { return nil }
            let (role, pass, created, expires) = try row.decode((String, String?, Double, Double).self)
            guard let role = AccessRole(rawValue: role) else { return nil }
            return SessionRecord(
                digest: digest, role: role, viewerPassID: pass, createdAt: Date(timeIntervalSince1970: created),
                expiresAt: Date(timeIntervalSince1970: expires))
        }
    }

    public func endSession(token: String) async throws {
        let digest = TokenDigest.hex(token)
        try await single { sql in try await sql.execute("DELETE FROM session WHERE token_digest = \(digest)") }
    }

    public func issueViewerPass(name: String) async throws -> (pass: ViewerPassRecord, token: String) {
        try StoreArguments.requireNonEmpty(name, "name")
        let token = StoreArguments.makeToken(prefix: "wgv_")
        let pass = ViewerPassRecord(id: StoreArguments.newID(), name: name, createdAt: options.clock(), lastUsedAt: nil)
        let created = try StoreArguments.time(pass.createdAt)
        let digest = TokenDigest.hex(token)
        try await single { sql in
            try await sql.execute(
                "INSERT INTO viewer_pass (id, name, token_digest, created_at) VALUES (\(pass.id), \(pass.name), \(digest), \(created))")
        }
        return (pass, token)
    }

    public func viewerPasses() async throws -> [ViewerPassRecord] {
        try await single { sql in
            try await sql.rows("SELECT \(unescaped: Self.viewerPassColumns) FROM viewer_pass ORDER BY created_at, sequence")
                .map(Self.viewerPass)
        }
    }

    public func useViewerPass(token: String) async throws -> ViewerPassRecord? {
        guard !token.isEmpty else { return nil }
        let digest = TokenDigest.hex(token)
        let now = try StoreArguments.time(options.clock())
        return try await single { sql in
            try await sql.rows(
                """
                UPDATE viewer_pass SET last_used_at = \(now) WHERE token_digest = \(digest)
                RETURNING \(unescaped: Self.viewerPassColumns)
                """
            ).first.map(Self.viewerPass)
        }
    }

    public func revokeViewerPass(id: String) async throws -> Bool {
        // The foreign key's cascade ends the pass's sessions.
        try await single { sql in try await sql.exists("DELETE FROM viewer_pass WHERE id = \(id) RETURNING id") }
    }

    static let viewerPassColumns = "id, name, created_at, last_used_at"

    static func viewerPass(_ row: PostgresRow) throws -> ViewerPassRecord {
        let (id, name, created, used) = try row.decode((String, String, Double, Double?).self)
        return ViewerPassRecord(
            id: id, name: name, createdAt: Date(timeIntervalSince1970: created), lastUsedAt: used.map(Date.init(timeIntervalSince1970:)))
    }
}
