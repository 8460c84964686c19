import Foundation
import Logging
import PostgresNIO

/// The PostgreSQL schema: the SQLite schema's migrations (``SQLiteSchema``) with the same
/// identifiers, in PostgreSQL's DDL, and after them those only a shared database needs
/// (identifiers `postgres-…`: the hosts' leases). Like those, a migration is never edited once it has shipped:
/// a change is a new migration appended here (and in ``SQLiteSchema``, under the same identifier).
/// The applied identifiers are recorded in `widgetry_migrations`; a database with identifiers
/// this build does not know was written by a newer Widgetry and is refused
/// (``WidgetStoreError/databaseTooNew(unknownMigrations:)``).
///
/// Several hosts may start at once on one database: migrating runs in one transaction that first
/// takes a transaction-scoped advisory lock (``migrationLock``), so one host migrates and the
/// others then find the work done. A failed migration rolls back as a whole.
///
/// The tables and columns are SQLite's, in snake_case (`extensionId` is `extension_id`). Times
/// are `double precision` seconds since 1970 (SQLite's `REAL`: full `Double` precision), JSON is
/// `text`, flags are `boolean`, archives `bytea`, integers `bigint` (SQLite's are 64-bit).
/// Sequence numbers (`ledger`, `instance_error`) are identity columns where SQLite has rowids,
/// and `viewer_pass` has one too (`sequence`) for the order passes were issued in, which SQLite
/// takes from its rowid.
enum PostgresSchema {
    /// The table recording applied migrations, oldest first.
    static let migrationsTable = "widgetry_migrations"

    /// The advisory lock migrating holds (transaction-scoped; advisory locks are per database).
    static let migrationLock = 0x5767_7472_0001  // "Wgtr", 1
    /// The advisory lock every method that changes the layout holds: positions of widgets and
    /// pages, pages, stacks. PostgreSQL has no single writer as SQLite has, so this keeps the
    /// positions contiguous when several hosts write at once.
    static let layoutLock = 0x5767_7472_0002

    /// One migration: its identifier and its statements (PostgreSQL runs one statement per
    /// query with parameters).
    struct Migration {
        var identifier: String
        var statements: [PostgresQuery]

        init(_ identifier: String, _ statements: [PostgresQuery]) {
            self.identifier = identifier
            self.statements = statements
        }
    }

    /// The migrations, oldest first. `now` is the store's clock (the first page's `created_at`).
    static func migrations(now: Double) -> [Migration] {
        var all: [Migration] = []
        all.append(
            Migration(
                "v1-placed-widgets",
                [
                    """
                    CREATE TABLE extension (
                        id text PRIMARY KEY,
                        path text NOT NULL,
                        name text NOT NULL,
                        token_digest text UNIQUE,
                        token_issued_at double precision,
                        created_at double precision NOT NULL
                    )
                    """,
                    """
                    CREATE TABLE instance (
                        id text PRIMARY KEY,
                        extension_id text NOT NULL REFERENCES extension(id) ON DELETE CASCADE,
                        kind text NOT NULL,
                        family text NOT NULL,
                        position bigint NOT NULL,
                        missing_parameters text NOT NULL DEFAULT '[]',
                        missing_entities text NOT NULL DEFAULT '{}',
                        is_visible boolean NOT NULL DEFAULT true,
                        created_at double precision NOT NULL,
                        updated_at double precision NOT NULL
                    )
                    """,
                    "CREATE INDEX instance_position ON instance(position)",
                    "CREATE INDEX instance_extension ON instance(extension_id, position)",
                    """
                    CREATE TABLE configuration_value (
                        instance_id text NOT NULL REFERENCES instance(id) ON DELETE CASCADE,
                        key text NOT NULL,
                        value text NOT NULL,
                        PRIMARY KEY (instance_id, key)
                    )
                    """,
                ]))
        all.append(
            Migration(
                "v2-timelines-ledger-errors",
                [
                    """
                    CREATE TABLE timeline (
                        instance_id text PRIMARY KEY REFERENCES instance(id) ON DELETE CASCADE,
                        fetched_at double precision NOT NULL,
                        entry_count bigint NOT NULL,
                        first_entry_date double precision,
                        last_entry_date double precision,
                        policy text NOT NULL,
                        encoding text NOT NULL,
                        raw_size bigint NOT NULL,
                        archive bytea NOT NULL
                    )
                    """,
                    """
                    CREATE TABLE ledger (
                        sequence bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                        time double precision NOT NULL,
                        instance_id text NOT NULL,
                        reason text NOT NULL,
                        counted boolean NOT NULL,
                        budget_left bigint NOT NULL,
                        outcome text NOT NULL
                    )
                    """,
                    "CREATE INDEX ledger_instance_time ON ledger(instance_id, time)",
                    "CREATE INDEX ledger_time ON ledger(time)",
                    """
                    CREATE TABLE instance_error (
                        sequence bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                        instance_id text NOT NULL REFERENCES instance(id) ON DELETE CASCADE,
                        time double precision NOT NULL,
                        operation text NOT NULL,
                        message text NOT NULL
                    )
                    """,
                    "CREATE INDEX instance_error_instance ON instance_error(instance_id, sequence)",
                ]))
        // SQLite's v3 dropped timelines stored with LZ4; none were ever stored here.
        all.append(Migration("v3-timelines-deflate", ["DELETE FROM timeline WHERE encoding = 'json+lz4'"]))
        let home = HomePage.firstPageID
        all.append(
            Migration(
                "v4-pages",
                [
                    """
                    CREATE TABLE page (
                        id text PRIMARY KEY,
                        name text NOT NULL,
                        position bigint NOT NULL,
                        created_at double precision NOT NULL
                    )
                    """,
                    "INSERT INTO page (id, name, position, created_at) VALUES (\(home), 'Home', 0, \(now))",
                    "ALTER TABLE instance ADD COLUMN page_id text REFERENCES page(id) ON DELETE CASCADE",
                    "UPDATE instance SET page_id = \(home) WHERE family NOT LIKE 'accessory%'",
                    "CREATE INDEX instance_page ON instance(page_id, position)",
                ]))
        all.append(
            Migration(
                "v5-stacks",
                [
                    "ALTER TABLE instance ADD COLUMN stack_id text",
                    "CREATE INDEX instance_stack ON instance(stack_id)",
                ]))
        all.append(
            Migration(
                "v6-access",
                [
                    """
                    CREATE TABLE owner_password (
                        id integer PRIMARY KEY CHECK (id = 1),
                        hash text NOT NULL,
                        set_at double precision NOT NULL
                    )
                    """,
                    """
                    CREATE TABLE viewer_pass (
                        id text PRIMARY KEY,
                        sequence bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
                        name text NOT NULL,
                        token_digest text NOT NULL UNIQUE,
                        created_at double precision NOT NULL,
                        last_used_at double precision
                    )
                    """,
                    """
                    CREATE TABLE session (
                        token_digest text PRIMARY KEY,
                        role text NOT NULL CHECK (role IN ('owner', 'viewer')),
                        viewer_pass_id text REFERENCES viewer_pass(id) ON DELETE CASCADE,
                        created_at double precision NOT NULL,
                        expires_at double precision NOT NULL
                    )
                    """,
                    "CREATE INDEX session_expiry ON session(expires_at)",
                ]))
        // Only a database several hosts share has these (SQLite has one host): see
        // `PostgresWidgetStore+Leases.swift`.
        all.append(
            Migration(
                "postgres-1-host-leases",
                [
                    """
                    CREATE TABLE widget_host (
                        host_id text PRIMARY KEY,
                        expires_at double precision NOT NULL
                    )
                    """,
                    """
                    CREATE TABLE widget_lease (
                        instance_id text PRIMARY KEY REFERENCES instance(id) ON DELETE CASCADE,
                        host_id text NOT NULL
                    )
                    """,
                    "CREATE INDEX widget_lease_host ON widget_lease(host_id)",
                ]))
        // Controls placed in Control Center, kept like placed widgets (SQLite's v7).
        all.append(
            Migration(
                "v7-controls",
                [
                    """
                    CREATE TABLE placed_control (
                        id text PRIMARY KEY,
                        extension_id text NOT NULL REFERENCES extension(id) ON DELETE CASCADE,
                        kind text NOT NULL,
                        position bigint NOT NULL,
                        configuration text NOT NULL DEFAULT '{}',
                        missing_parameters text NOT NULL DEFAULT '[]',
                        created_at double precision NOT NULL,
                        updated_at double precision NOT NULL
                    )
                    """,
                    "CREATE INDEX placed_control_position ON placed_control(position)",
                    "CREATE INDEX placed_control_extension ON placed_control(extension_id, position)",
                ]))
        all.append(
            Migration(
                "v8-control-slots",
                [
                    """
                    CREATE TABLE control_slot (
                        slot text PRIMARY KEY,
                        control_id text NOT NULL UNIQUE REFERENCES placed_control(id) ON DELETE CASCADE
                    )
                    """
                ]))
        // Live Activities and the push tokens issued to extensions (SQLite's v9); `sequence` is
        // the order activities started in, which SQLite takes from its rowid.
        all.append(
            Migration(
                "v9-activities",
                [
                    """
                    CREATE TABLE activity (
                        id text PRIMARY KEY,
                        sequence bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
                        extension_id text NOT NULL REFERENCES extension(id) ON DELETE CASCADE,
                        attributes_type text NOT NULL,
                        attributes text NOT NULL,
                        content_state text NOT NULL,
                        stale_date double precision,
                        relevance_score double precision NOT NULL,
                        phase text NOT NULL CHECK (phase IN ('active', 'ended', 'dismissed')),
                        style text NOT NULL,
                        push_token text,
                        channel_id text,
                        started_at double precision NOT NULL,
                        updated_at double precision NOT NULL,
                        timestamp double precision NOT NULL,
                        ended_at double precision,
                        dismissal_date double precision,
                        revision bigint NOT NULL
                    )
                    """,
                    "CREATE INDEX activity_extension ON activity(extension_id, phase)",
                    "CREATE UNIQUE INDEX activity_push_token ON activity(push_token) WHERE push_token IS NOT NULL",
                    """
                    CREATE TABLE push_token (
                        token text PRIMARY KEY,
                        extension_id text NOT NULL REFERENCES extension(id) ON DELETE CASCADE,
                        purpose text NOT NULL,
                        created_at double precision NOT NULL,
                        UNIQUE (extension_id, purpose)
                    )
                    """,
                ]))
        return all
    }

    /// The identifiers this build knows, oldest first; the last is the current schema version.
    static let migrationIdentifiers = migrations(now: 0).map(\.identifier)

    /// Applies the migrations the database lacks (up to `lastMigration`, all when `nil`) in one
    /// transaction under ``migrationLock``. Throws ``WidgetStoreError/databaseTooNew(unknownMigrations:)``
    /// for a database a newer Widgetry wrote, changing nothing. Returns the identifiers applied now.
    @discardableResult
    static func migrate(
        _ connection: PostgresConnection, upTo lastMigration: String? = nil, now: Double, logger: Logger
    ) async throws -> [String] {
        let sql = PostgresSQL(connection: connection, logger: logger)
        return try await sql.transaction {
            try await sql.lock(migrationLock)
            try await sql.execute(
                """
                CREATE TABLE IF NOT EXISTS widgetry_migrations (
                    sequence bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                    identifier text NOT NULL UNIQUE,
                    applied_at double precision NOT NULL
                )
                """)
            let applied = Set(try await sql.strings("SELECT identifier FROM widgetry_migrations"))
            let known = Set(migrationIdentifiers)
            let unknown = applied.subtracting(known).sorted()
            if !unknown.isEmpty { throw WidgetStoreError.databaseTooNew(unknownMigrations: unknown) }
            var done: [String] = []
            for migration in migrations(now: now) {
                if !applied.contains(migration.identifier) {
                    for statement in migration.statements { try await sql.execute(statement) }
                    try await sql.execute(
                        "INSERT INTO widgetry_migrations (identifier, applied_at) VALUES (\(migration.identifier), \(now))")
                    done.append(migration.identifier)
                }
                if migration.identifier == lastMigration { break }
            }
            return done
        }
    }

    /// The applied migrations, oldest first.
    static func appliedMigrations(_ sql: PostgresSQL) async throws -> [String] {
        try await sql.strings("SELECT identifier FROM widgetry_migrations ORDER BY sequence")
    }
}
