import Foundation
import PostgresNIO

/// Leases of placed widgets among hosts (``SharedStore``): a row per leased widget
/// (`widget_lease`) and a heartbeat per host (`widget_host`), both expiring on the database's
/// clock (`clock_timestamp()`, seconds since 1970). A claim is one `INSERT … ON CONFLICT DO
/// UPDATE … WHERE expired`: two hosts claiming one widget at once serialize on its row, and the
/// second finds it taken.
extension PostgresWidgetStore: SharedStore {
    public func renewLeases(host: String, duration: Double) async throws -> LeaseRenewal {
        try StoreArguments.requireNonEmpty(host, "host")
        let seconds = try Self.leaseSeconds(duration)
        return try await write { sql in
            try await sql.execute(
                """
                INSERT INTO widget_host (host_id, expires_at) VALUES (\(host), \(unescaped: Self.now) + \(seconds))
                ON CONFLICT (host_id) DO UPDATE SET expires_at = excluded.expires_at
                """)
            var held = Set(
                try await sql.strings(
                    """
                    UPDATE widget_lease SET expires_at = \(unescaped: Self.now) + \(seconds) WHERE host_id = \(host)
                    RETURNING instance_id
                    """))
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
                    INSERT INTO widget_lease (instance_id, host_id, expires_at)
                    SELECT i.id, \(host), \(unescaped: Self.now) + \(seconds) FROM instance i
                    LEFT JOIN widget_lease l ON l.instance_id = i.id
                    WHERE l.instance_id IS NULL OR l.expires_at <= \(unescaped: Self.now)
                    ORDER BY i.position LIMIT \(wanted)
                    ON CONFLICT (instance_id) DO UPDATE SET host_id = excluded.host_id, expires_at = excluded.expires_at
                    WHERE widget_lease.expires_at <= \(unescaped: Self.now)
                    RETURNING instance_id
                    """)
                held.formUnion(claimed)
            }
            // Heartbeats long gone are forgotten (a host that crashed never deletes its own).
            try await sql.execute("DELETE FROM widget_host WHERE expires_at < \(unescaped: Self.now) - 86400")
            return LeaseRenewal(held: held, share: share, liveHosts: liveHosts)
        }
    }

    public func claimLease(instanceID: String, host: String, duration: Double) async throws -> Bool {
        try StoreArguments.requireNonEmpty(host, "host")
        let seconds = try Self.leaseSeconds(duration)
        return try await single { sql in
            let holder = try await sql.value(
                """
                INSERT INTO widget_lease (instance_id, host_id, expires_at)
                SELECT id, \(host), \(unescaped: Self.now) + \(seconds) FROM instance WHERE id = \(instanceID)
                ON CONFLICT (instance_id) DO UPDATE SET host_id = excluded.host_id, expires_at = excluded.expires_at
                WHERE widget_lease.expires_at <= \(unescaped: Self.now) OR widget_lease.host_id = excluded.host_id
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

    private static func leaseSeconds(_ duration: Double) throws -> Double {
        guard duration.isFinite, duration > 0, duration <= 86_400 else {
            throw WidgetStoreError.invalidArgument("a lease lasts more than 0 and at most 86400 seconds, not \(duration)")
        }
        return duration
    }
}
