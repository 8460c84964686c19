import Foundation
import Logging
import PostgresNIO
import WidgetryWire

/// ``WidgetStore`` on a PostgreSQL database through PostgresNIO: for several hosts sharing one
/// home screen. It keeps the rules of ``SQLiteWidgetStore`` (the reference) method for method:
/// the same errors for the same input, the same order, the same cascades, times from
/// ``Options/clock``, timelines encoded by `TimelineCoding`, tokens kept as `TokenDigest`s.
///
/// **Opening.** ``connect(url:options:logger:)`` migrates the database on a connection of its
/// own (``PostgresSchema``; several hosts may start at once) and then serves every call from a
/// `PostgresClient` pool, whose `run()` a task of the store's keeps going until ``shutdown()``.
///
/// **Transactions.** Every method that writes more than one statement runs in one transaction
/// and returns after `COMMIT`; reads of several statements see one snapshot (REPEATABLE READ).
/// SQLite has one writer at a time, PostgreSQL does not: every method that changes positions,
/// pages or stacks first takes ``PostgresSchema/layoutLock`` (a transaction-scoped advisory
/// lock), so positions stay contiguous with writers on other connections and other hosts; the
/// methods that change one widget lock its row (`FOR UPDATE`, or `FOR KEY SHARE` where they only
/// need it to stay).
///
/// **Errors.** Refusals are the ``WidgetStoreError`` cases SQLite's are; any other PostgreSQL
/// failure is ``WidgetStoreError/database(_:)`` with the server's message and SQLSTATE; a server
/// that cannot be reached or refuses the login at ``connect(url:options:logger:)`` is
/// ``WidgetStoreError/cannotOpen(path:reason:)`` (the URL without its password).
public final class PostgresWidgetStore: WidgetStore {
    public struct Options: Sendable {
        /// Compress cached timelines (deflate) when that makes them smaller.
        public var compressesTimelines: Bool
        /// The pool's largest number of connections.
        public var maximumConnections: Int
        /// Seconds to wait for a connection to the server.
        public var connectTimeout: Double
        /// The time written to `createdAt`/`updatedAt`/`tokenIssuedAt`.
        public var clock: @Sendable () -> Date

        public init(
            compressesTimelines: Bool = true, maximumConnections: Int = 10, connectTimeout: Double = 10,
            clock: @escaping @Sendable () -> Date = { Date() }
        ) {
            self.compressesTimelines = compressesTimelines
            self.maximumConnections = maximumConnections
            self.connectTimeout = connectTimeout
            self.clock = clock
        }
    }

    /// The migrations this build knows, oldest first (SQLite's identifiers).
    public static var migrationIdentifiers: [String] { PostgresSchema.migrationIdentifiers }

    /// The database, as `postgres://user@host:port/database` (never with the password).
    public let location: String
    public let options: Options
    let address: PostgresAddress
    let client: PostgresClient
    let logger: Logger
    /// Runs the pool (`PostgresClient.run()`) until the store shuts down.
    private let running: Task<Void, Never>

    /// Connects to the database at `url` (`postgres://user[:password]@host[:port]/database`,
    /// see `PostgresAddress`), applies the migrations it lacks and returns the store. Call
    /// ``shutdown()`` when done with it.
    public static func connect(
        url: String, options: Options = Options(), logger: Logger = Logger(label: "widgetry.store.postgres")
    ) async throws -> PostgresWidgetStore {
        try await connect(address: PostgresAddress(url: url), options: options, logger: logger)
    }

    /// Connects with the migrations applied up to `lastMigration` only (all when `nil`): tests
    /// make old-version databases with it.
    static func connect(
        address: PostgresAddress, options: Options = Options(), logger: Logger = Logger(label: "widgetry.store.postgres"),
        migratingUpTo lastMigration: String? = nil
    ) async throws -> PostgresWidgetStore {
        let now = try StoreArguments.time(options.clock())
        // The pool starts running now, so it is running by the time the first call leases from it.
        let store = PostgresWidgetStore(address: address, options: options, logger: logger)
        do {
            try await withConnection(to: address, connectTimeout: options.connectTimeout, logger: logger) { connection in
                do {
                    try await PostgresSchema.migrate(connection, upTo: lastMigration, now: now, logger: logger)
                } catch {
                    throw Self.storeError(error)
                }
            }
        } catch {
            await store.shutdown()
            throw error
        }
        return store
    }

    private init(address: PostgresAddress, options: Options, logger: Logger) {
        self.address = address
        self.location = address.description
        self.options = options
        self.logger = logger
        let client = PostgresClient(
            configuration: address.clientConfiguration(
                maximumConnections: options.maximumConnections, connectTimeout: options.connectTimeout),
            backgroundLogger: logger)
        self.client = client
        running = Task { await client.run() }
    }

    deinit {
        running.cancel()
    }

    /// Closes the pool's connections. Later calls fail.
    public func shutdown() async {
        running.cancel()
        await running.value
    }

    /// Runs `body` on one new connection outside any pool, closed afterwards: connecting fails
    /// at once with the server's reason (``WidgetStoreError/cannotOpen(path:reason:)``), where a
    /// pool would keep retrying.
    static func withConnection<T: Sendable>(
        to address: PostgresAddress, connectTimeout: Double, logger: Logger,
        _ body: (PostgresConnection) async throws -> T
    ) async throws -> T {
        let connection: PostgresConnection
        do {
            connection = try await PostgresConnection.connect(
                configuration: try address.connectionConfiguration(connectTimeout: connectTimeout), id: 0, logger: logger)
        } catch {
            throw WidgetStoreError.cannotOpen(path: address.description, reason: Self.message(error))
        }
        do {
            let value = try await body(connection)
            try? await connection.close()
            return value
        } catch {
            try? await connection.close()
            throw error
        }
    }

    /// Applied migrations, oldest first; the last is the schema version.
    public func appliedMigrations() async throws -> [String] {
        try await single { sql in try await PostgresSchema.appliedMigrations(sql) }
    }

    /// Runs one statement outside a transaction (tests: age or damage a database on purpose).
    func execute(sql text: String) async throws {
        try await single { sql in try await sql.execute(PostgresQuery(unsafeSQL: text)) }
    }

    /// The first column of each row of a query, which must be text (tests: look at what is
    /// stored).
    func fetchStrings(sql text: String) async throws -> [String] {
        try await single { sql in try await sql.strings(PostgresQuery(unsafeSQL: text)) }
    }

    // MARK: Extensions

    @discardableResult
    public func registerExtension(id: String, path: String, name: String) async throws -> ExtensionRecord {
        try StoreArguments.requireNonEmpty(id, "extension id")
        let now = try StoreArguments.time(options.clock())
        return try await single { sql in
            let rows = try await sql.rows(
                """
                INSERT INTO extension (id, path, name, created_at) VALUES (\(id), \(path), \(name), \(now))
                ON CONFLICT (id) DO UPDATE SET path = excluded.path, name = excluded.name
                RETURNING \(unescaped: Self.extensionColumns)
                """)
            guard let row = rows.first else { throw WidgetStoreError.database("registering \(id) returned no row") }
            return try Self.extensionRecord(row)
        }
    }

    public func extensions() async throws -> [ExtensionRecord] {
        try await single { sql in
            try await sql.rows("SELECT \(unescaped: Self.extensionColumns) FROM extension ORDER BY id COLLATE \"C\"")
                .map(Self.extensionRecord)
        }
    }

    public func extensionRecord(id: String) async throws -> ExtensionRecord {
        try await single { sql in try await Self.fetchExtension(sql, id: id) }
    }

    public func deleteExtension(id: String) async throws {
        try await write(lockingLayout: true) { sql in
            _ = try await Self.fetchExtension(sql, id: id)
            try await sql.execute("DELETE FROM ledger WHERE instance_id IN (SELECT id FROM instance WHERE extension_id = \(id))")
            try await sql.execute("DELETE FROM extension WHERE id = \(id)")
            try await Self.compactPositions(sql)
            try await Self.compactControlPositions(sql)
        }
    }

    public func issueToken(extensionID: String) async throws -> String {
        let token = StoreArguments.makeToken()
        let digest = TokenDigest.hex(token)
        let now = try StoreArguments.time(options.clock())
        let updated = try await single { sql in
            try await sql.exists(
                "UPDATE extension SET token_digest = \(digest), token_issued_at = \(now) WHERE id = \(extensionID) RETURNING id")
        }
        guard updated else { throw WidgetStoreError.extensionNotFound(extensionID) }
        return token
    }

    public func revokeToken(extensionID: String) async throws {
        let updated = try await single { sql in
            try await sql.exists(
                "UPDATE extension SET token_digest = NULL, token_issued_at = NULL WHERE id = \(extensionID) RETURNING id")
        }
        guard updated else { throw WidgetStoreError.extensionNotFound(extensionID) }
    }

    public func extensionRecord(forToken token: String) async throws -> ExtensionRecord? {
        guard !token.isEmpty else { return nil }
        let digest = TokenDigest.hex(token)
        return try await single { sql in
            try await sql.rows("SELECT \(unescaped: Self.extensionColumns) FROM extension WHERE token_digest = \(digest)")
                .first.map(Self.extensionRecord)
        }
    }

    // MARK: Placed widgets

    @discardableResult
    public func place(
        id: String?, extensionID: String, kind: String, family: String, configuration: WidgetryWire.Configuration,
        missingParameters: [String]
    ) async throws -> PlacedWidget {
        let (id, values, missing) = try StoreArguments.placement(
            id: id, kind: kind, family: family, configuration: configuration, missingParameters: missingParameters)
        let now = try StoreArguments.time(options.clock())
        return try await write(lockingLayout: true) { sql in
            _ = try await Self.fetchExtension(sql, id: extensionID)
            if try await Self.instanceExists(sql, id: id) { throw WidgetStoreError.duplicateInstance(id) }
            try HomeScreenLimits.requireRoom(
                try await sql.value("SELECT COUNT(*) FROM instance", as: Int.self) ?? 0, below: HomeScreenLimits.widgets,
                for: "widgets")
            let position = try await sql.value("SELECT COALESCE(MAX(position) + 1, 0) FROM instance", as: Int.self) ?? 0
            let page = try await Self.pageFor(family: family, sql)
            try await sql.execute(
                """
                INSERT INTO instance (id, extension_id, kind, family, position, missing_parameters, missing_entities,
                    is_visible, created_at, updated_at, page_id)
                VALUES (\(id), \(extensionID), \(kind), \(family), \(position), \(missing), '{}', true, \(now), \(now), \(page))
                """)
            try await Self.insertConfiguration(sql, instanceID: id, values: values)
            return try await Self.fetchInstance(sql, id: id)
        }
    }

    public func instances(extensionID: String?) async throws -> [PlacedWidget] {
        try await read { sql in
            let rows: [PostgresRow]
            let values: [PostgresRow]
            if let extensionID {
                rows = try await sql.rows(
                    "SELECT \(unescaped: Self.instanceColumns) FROM instance WHERE extension_id = \(extensionID) ORDER BY position")
                values = try await sql.rows(
                    """
                    SELECT c.instance_id, c.key, c.value FROM configuration_value c
                    JOIN instance i ON i.id = c.instance_id WHERE i.extension_id = \(extensionID)
                    """)
            } else {
                rows = try await sql.rows("SELECT \(unescaped: Self.instanceColumns) FROM instance ORDER BY position")
                values = try await sql.rows("SELECT instance_id, key, value FROM configuration_value")
            }
            var configurations: [String: WidgetryWire.Configuration] = [:]
            let decoder = JSONDecoder()
            for row in values {
                let (instanceID, key, value) = try row.decode((String, String, String).self)
                configurations[instanceID, default: [:]][key] = try StoreArguments.decodeValue(value, decoder)
            }
            return try rows.map { row in
                let id = try row.decode(String.self)
                return try Self.placedWidget(row, configuration: configurations[id] ?? [:])
            }
        }
    }

    public func instance(id: String) async throws -> PlacedWidget {
        try await read { sql in try await Self.fetchInstance(sql, id: id) }
    }

    public func deleteInstance(id: String) async throws {
        try await write(lockingLayout: true) { sql in
            guard let row = try await sql.rows("SELECT position, stack_id FROM instance WHERE id = \(id) FOR UPDATE").first
            else { throw WidgetStoreError.instanceNotFound(id) }
            let (position, stack) = try row.decode((Int, String?).self)
            if let stack { try await Self.leaveStack(sql, instanceID: id, stackID: stack) }
            try await sql.execute("DELETE FROM ledger WHERE instance_id = \(id)")
            try await sql.execute("DELETE FROM instance WHERE id = \(id)")
            try await sql.execute("UPDATE instance SET position = position - 1 WHERE position > \(position)")
        }
    }

    public func moveInstance(id: String, to target: Int) async throws {
        try await write(lockingLayout: true) { sql in
            guard let from = try await Self.position(sql, of: id) else { throw WidgetStoreError.instanceNotFound(id) }
            let count = try await sql.value("SELECT COUNT(*) FROM instance", as: Int.self) ?? 0
            guard (0..<count).contains(target) else { throw WidgetStoreError.invalidPosition(target, count: count) }
            try await Self.move(sql, instanceID: id, from: from, to: target)
        }
    }

    public func reorderInstances(_ ids: [String]) async throws {
        try await write(lockingLayout: true) { sql in
            try StoreArguments.requireOrder(
                ids, of: Set(try await sql.strings("SELECT id FROM instance")), what: "placed widget",
                notFound: WidgetStoreError.instanceNotFound)
            try await Self.setPositions(sql, table: "instance", ids: ids)
        }
    }

    @discardableResult
    public func updateConfiguration(
        instanceID: String, configuration: WidgetryWire.Configuration, missingParameters: [String],
        missingEntities: [String: [String]]
    ) async throws -> PlacedWidget {
        let (values, missing) = try StoreArguments.encoded(configuration: configuration, missingParameters: missingParameters)
        let entities = try StoreArguments.encodeJSON(missingEntities.filter { !$0.value.isEmpty })
        let now = try StoreArguments.time(options.clock())
        return try await write { sql in
            try await Self.lockInstance(sql, id: instanceID)
            try await sql.execute("DELETE FROM configuration_value WHERE instance_id = \(instanceID)")
            try await Self.insertConfiguration(sql, instanceID: instanceID, values: values)
            try await sql.execute(
                """
                UPDATE instance SET missing_parameters = \(missing), missing_entities = \(entities), updated_at = \(now)
                WHERE id = \(instanceID)
                """)
            return try await Self.fetchInstance(sql, id: instanceID)
        }
    }

    public func setMissingEntities(instanceID: String, _ missingEntities: [String: [String]]) async throws {
        let entities = try StoreArguments.encodeJSON(missingEntities.filter { !$0.value.isEmpty })
        let now = try StoreArguments.time(options.clock())
        let updated = try await single { sql in
            try await sql.exists(
                "UPDATE instance SET missing_entities = \(entities), updated_at = \(now) WHERE id = \(instanceID) RETURNING id")
        }
        guard updated else { throw WidgetStoreError.instanceNotFound(instanceID) }
    }

    public func setVisible(instanceID: String, _ isVisible: Bool) async throws {
        let now = try StoreArguments.time(options.clock())
        let updated = try await single { sql in
            try await sql.exists(
                "UPDATE instance SET is_visible = \(isVisible), updated_at = \(now) WHERE id = \(instanceID) RETURNING id")
        }
        guard updated else { throw WidgetStoreError.instanceNotFound(instanceID) }
    }
}
