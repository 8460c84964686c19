import Foundation
import PostgresNIO

/// Leases of placed widgets among hosts (``SharedStore``): which host holds each widget
/// (`widget_lease`), and each host's heartbeat (`widget_host`), which expires on the database's
/// clock (`clock_timestamp()`, seconds since 1970). A lease is live while its host's heartbeat
/// is, so a renewal writes one row whatever the number of widgets, and every lease of a host
/// that stopped renewing expires with its heartbeat. A claim is one `INSERT … ON CONFLICT DO
/// UPDATE … WHERE` the holder's heartbeat has expired: two hosts claiming one widget at once
/// serialize on its row, and the second finds it taken.
extension PostgresWidgetStore: SharedStore {
    public func renewLeases(host: String, duration: Double) async throws -> LeaseRenewal {
        try StoreArguments.requireNonEmpty(host, "host")
        guard duration.isFinite, duration > 0, duration <= 86_400 else {
            throw WidgetStoreError.invalidArgument("a lease lasts more than 0 and at most 86400 seconds, not \(duration)")
        }
        return try await write { sql in
            try await sql.execute(
                """
                INSERT INTO widget_host (host_id, expires_at) VALUES (\(host), \(unescaped: Self.now) + \(duration))
                ON CONFLICT (host_id) DO UPDATE SET expires_at = excluded.expires_at
                """)
            var held = Set(try await sql.strings("SELECT instance_id FROM widget_lease WHERE host_id = \(host)"))
            let counts = try await sql.rows(
                """
                SELECT (SELECT count(*) FROM instance), (SELECT count(*) FROM widget_host WHERE expires_at > \(unescaped: Self.now))
                """)
            guard let row = counts.first else { throw WidgetStoreError.database("counting hosts returned no row") }
            let (placed, live) = try row.decode((Int64, Int64).self)
            let liveHosts = max(1, Int(live))
            let share = (Int(placed) + liveHosts - 1) / liveHosts
            let wanted = share - held.count
            if wanted > 0 {
                let claimed = try await sql.strings(
                    """
                    INSERT INTO widget_lease (instance_id, host_id)
                    SELECT i.id, \(host) FROM instance i
                    WHERE NOT EXISTS (
                        SELECT 1 FROM widget_lease l JOIN widget_host h ON h.host_id = l.host_id
                        WHERE l.instance_id = i.id AND h.expires_at > \(unescaped: Self.now))
                    ORDER BY i.position LIMIT \(wanted)
                    ON CONFLICT (instance_id) DO UPDATE SET host_id = excluded.host_id
                    WHERE \(unescaped: Self.holderIsGone)
                    RETURNING instance_id
                    """)
                held.formUnion(claimed)
            }
            // Heartbeats long gone are forgotten (a host that crashed never deletes its own);
            // their leases are anybody's, as when they had just expired.
            try await sql.execute("DELETE FROM widget_host WHERE expires_at < \(unescaped: Self.now) - 86400")
            return LeaseRenewal(held: held, share: share, liveHosts: liveHosts)
        }
    }

    public func claimLease(instanceID: String, host: String) async throws -> Bool {
        try StoreArguments.requireNonEmpty(host, "host")
        return try await single { sql in
            let holder = try await sql.value(
                """
                INSERT INTO widget_lease (instance_id, host_id)
                SELECT id, \(host) FROM instance WHERE id = \(instanceID)
                ON CONFLICT (instance_id) DO UPDATE SET host_id = excluded.host_id
                WHERE widget_lease.host_id = excluded.host_id OR \(unescaped: Self.holderIsGone)
                RETURNING host_id
                """, as: String.self)
            return holder == host
        }
    }

    public func releaseLeases(host: String, instanceIDs: [String]?) async throws {
        try await write { sql in
            if let instanceIDs {
                try await sql.execute("DELETE FROM widget_lease WHERE host_id = \(host) AND instance_id = ANY(\(instanceIDs))")
            } else {
                try await sql.execute("DELETE FROM widget_lease WHERE host_id = \(host)")
                try await sql.execute("DELETE FROM widget_host WHERE host_id = \(host)")
            }
        }
    }

    /// The database's clock now, in seconds since 1970 (the unit of every stored time).
    private static let now = "extract(epoch FROM clock_timestamp())"

    /// In an `ON CONFLICT` clause: the lease's holder has no live heartbeat.
    private static let holderIsGone =
        "NOT EXISTS (SELECT 1 FROM widget_host h WHERE h.host_id = widget_lease.host_id AND h.expires_at > \(now))"
}
