import Foundation
import Logging
import PostgresNIO

/// One host per database, for now: every host schedules every widget it restores, so two hosts
/// on one database would reload each widget twice and count its budget twice. Until hosts share
/// the scheduling (leases), `widgetry serve` claims the database: a session-level advisory lock
/// held on a connection of its own for as long as it runs, which a second host cannot take.
extension PostgresWidgetStore {
    /// The advisory lock a serving host holds ("Wgtr", 3).
    static let soleHostLock = 0x5767_7472_0003

    /// Claims the database for this host. Throws ``WidgetStoreError/cannotOpen(path:reason:)``
    /// when another host holds it; the claim lasts until ``SoleHostClaim/release()`` (or until
    /// this process's connection ends, when PostgreSQL releases it).
    public func claimSoleHost() async throws -> SoleHostClaim {
        let connection: PostgresConnection
        do {
            connection = try await PostgresConnection.connect(
                configuration: try address.connectionConfiguration(connectTimeout: options.connectTimeout), id: 1, logger: logger)
        } catch {
            throw WidgetStoreError.cannotOpen(path: location, reason: Self.message(error))
        }
        let taken: Bool
        do {
            let rows = try await connection.query("SELECT pg_try_advisory_lock(\(Self.soleHostLock))", logger: logger).collect()
            taken = try rows.first?.decode(Bool.self) ?? false
        } catch {
            try? await connection.close()
            throw WidgetStoreError.database(Self.message(error))
        }
        guard taken else {
            try? await connection.close()
            throw WidgetStoreError.cannotOpen(
                path: location,
                reason: "another widgetry serve is using this database; one host per database until hosts share the scheduling")
        }
        return SoleHostClaim(connection: connection, logger: logger)
    }
}

/// A host's claim on a PostgreSQL database (``PostgresWidgetStore/claimSoleHost()``).
public final class SoleHostClaim: Sendable {
    let connection: PostgresConnection
    let logger: Logger

    init(connection: PostgresConnection, logger: Logger) {
        self.connection = connection
        self.logger = logger
    }

    /// Gives the database up: unlocks (at once, so another host may claim it the next moment;
    /// closing alone releases the lock only when the server has ended the session), then closes.
    public func release() async {
        _ = try? await connection.query("SELECT pg_advisory_unlock(\(PostgresWidgetStore.soleHostLock))", logger: logger).collect()
        try? await connection.close()
    }
}
