import Foundation
import GRDB
import WidgetryWire

/// ``WidgetStore`` on one SQLite file through GRDB: a `DatabasePool` (one writer connection,
/// concurrent readers) in WAL mode, foreign keys on, versioned migrations (``SQLiteSchema``).
///
/// **Durability.** Every method runs in one `BEGIN IMMEDIATE` transaction and returns after
/// `COMMIT`. In WAL mode a commit appends the transaction's pages and a commit frame to the
/// `-wal` file with `write(2)` before `COMMIT` returns, so once a method has returned the data is
/// in the kernel's page cache for that file: killing the process (`kill -9`, a crash) cannot lose
/// it, and the next opener replays the WAL. That holds for `synchronous=NORMAL` already; the
/// default here is `synchronous=FULL`, which also `fsync`s the WAL at every commit, so an
/// acknowledged write survives power loss and an OS crash as well. ``Options/Synchronous/normal``
/// trades that last guarantee for fewer `fsync`s (GRDB's own WAL default). GRDB sets NORMAL on
/// the writer when it enables WAL, after the connection's preparation runs, so the store sets the
/// level on the writer connection once the database is open and ``diagnostics(checkIntegrity:)``
/// reports what is in force.
///
/// **Privacy.** The file, its `-wal` and `-shm`, and the directories the store creates for it are
/// readable by their owner only (`0600`, `0700`); a file or directory that exists keeps its permissions.
///
/// **Several processes.** A second process (the CLI while the daemon runs) may open the same
/// file: writers wait up to ``Options/busyTimeout`` for the write lock instead of failing.
///
/// **Storage choices.** Configurations are one row per parameter key (`configuration_value`:
/// JSON text), so "which widgets use entity X" is a plain query and a PostgreSQL port maps it to
/// the same table. Timelines are their `TimelineArchive` JSON, deflate-compressed when that is
/// smaller (`encoding` says which). Companion-app tokens are stored as SHA-256 digests only.
public final class SQLiteWidgetStore: WidgetStore {
    public struct Options: Sendable {
        /// `PRAGMA synchronous` for the writer connection.
        public enum Synchronous: String, Sendable {
            /// `fsync` of the WAL at every commit: survives process kill, OS crash and power loss.
            case full = "FULL"
            /// No `fsync` at commit (checkpoints still sync): survives process kill, not power loss.
            case normal = "NORMAL"
        }

        public var synchronous: Synchronous
        /// Seconds a write waits for another process's write lock.
        public var busyTimeout: Double
        /// Compress cached timelines (deflate) when that makes them smaller.
        public var compressesTimelines: Bool
        public var maximumReaderCount: Int
        /// The time written to `createdAt`/`updatedAt`/`tokenIssuedAt`.
        public var clock: @Sendable () -> Date

        public init(
            synchronous: Synchronous = .full, busyTimeout: Double = 10, compressesTimelines: Bool = true,
            maximumReaderCount: Int = 4, clock: @escaping @Sendable () -> Date = { Date() }
        ) {
            self.synchronous = synchronous
            self.busyTimeout = busyTimeout
            self.compressesTimelines = compressesTimelines
            self.maximumReaderCount = maximumReaderCount
            self.clock = clock
        }
    }

    /// What the open database reports about itself.
    public struct Diagnostics: Sendable, Hashable {
        /// `PRAGMA journal_mode`: `wal`.
        public var journalMode: String
        /// `PRAGMA synchronous` of the writer: 2 is FULL, 1 NORMAL.
        public var synchronous: Int
        /// `PRAGMA foreign_keys`.
        public var foreignKeys: Bool
        /// Applied migrations, oldest first; the last is the schema version.
        public var appliedMigrations: [String]
        /// `PRAGMA integrity_check` (`["ok"]` for a sound file); empty when not checked.
        public var integrity: [String]

        public var schemaVersion: String? { appliedMigrations.last }
    }

    /// The migrations this build knows, oldest first; the last is the current schema version.
    public static var migrationIdentifiers: [String] { SQLiteSchema.migrationIdentifiers }

    /// The database file (`:memory:` for ``inMemory(options:)``).
    public let path: String
    public let options: Options
    /// A pool of connections on a file (WAL: readers never wait for the writer), or one
    /// connection to an in-memory database.
    let database: any DatabaseWriter

    /// Opens (creating it and its directory if needed) and migrates the database at `path`.
    public convenience init(path: String, options: Options = Options()) throws {
        try self.init(path: path, options: options, migratingUpTo: nil)
    }

    /// Opens the file with migrations applied up to `lastMigration` only (all when `nil`): tests
    /// make old-version files with it.
    convenience init(path: String, options: Options, migratingUpTo lastMigration: String?) throws {
        guard !path.isEmpty else { throw WidgetStoreError.cannotOpen(path: path, reason: "the path is empty") }
        let path = DatabaseLocation.resolve(path)
        do {
            // Private to the user, as the XDG specification asks of directories it creates.
            try PrivateFile.createDirectories(URL(fileURLWithPath: path).deletingLastPathComponent())
        } catch {
            throw WidgetStoreError.cannotOpen(path: path, reason: "cannot create its directory: \(error)")
        }
        do {
            // The owner's only; SQLite creates `-wal` and `-shm` with the database's permissions.
            try PrivateFile.createFile(path)
        } catch {
            throw WidgetStoreError.cannotOpen(path: path, reason: "cannot create the file: \(error)")
        }
        var configuration = Self.configuration(options)
        configuration.journalMode = .wal
        configuration.maximumReaderCount = max(1, options.maximumReaderCount)
        let pool: DatabasePool
        do {
            pool = try DatabasePool(path: path, configuration: configuration)
        } catch {
            throw WidgetStoreError.cannotOpen(path: path, reason: Self.message(error))
        }
        try self.init(path: path, options: options, database: pool, migratingUpTo: lastMigration)
    }

    /// A store in memory, with the same schema, rules and errors as a file (it is the same code
    /// on SQLite's in-memory database): for virtual-clock simulations (`widgetry timeline`,
    /// `WidgetKitTesting`) and tests that need no file and no `fsync`. Nothing survives the
    /// store.
    public static func inMemory(options: Options = Options()) throws -> SQLiteWidgetStore {
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(configuration: configuration(options))
        } catch {
            throw WidgetStoreError.cannotOpen(path: ":memory:", reason: message(error))
        }
        return try SQLiteWidgetStore(path: ":memory:", options: options, database: queue, migratingUpTo: nil)
    }

    private init(path: String, options: Options, database: any DatabaseWriter, migratingUpTo lastMigration: String?) throws {
        self.path = path
        self.options = options
        self.database = database
        do {
            let synchronous = options.synchronous.rawValue
            try database.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA synchronous = \(synchronous)")
                let unknown = try Self.unknownMigrations(db)
                if !unknown.isEmpty { throw WidgetStoreError.databaseTooNew(unknownMigrations: unknown) }
            }
            if let lastMigration {
                try SQLiteSchema.migrator.migrate(database, upTo: lastMigration)
            } else {
                try SQLiteSchema.migrator.migrate(database)
            }
        } catch let error as WidgetStoreError {
            throw error
        } catch {
            throw WidgetStoreError.cannotOpen(path: path, reason: Self.message(error))
        }
    }

    /// The connection settings every store has.
    private static func configuration(_ options: Options) -> GRDB.Configuration {
        var configuration = GRDB.Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(options.busyTimeout)
        configuration.label = "widgetry-store"
        return configuration
    }

    /// Opens the database for a `--database` option: `nil` (or empty) opens the default location
    /// (``DatabaseLocation/defaultPath(environment:)``).
    public convenience init(databasePath: String?, options: Options = Options()) throws {
        try self.init(path: DatabaseLocation.resolve(databasePath), options: options)
    }

    /// Closes the connections (also done when the store is released). Later calls fail.
    public func close() throws {
        try database.close()
    }

    /// Runs SQL on the writer connection (tests: damage or age a file on purpose).
    func execute(sql: String) async throws {
        try await writeWithoutTransaction { db in try db.execute(sql: sql) }
    }

    /// The first column of each row of a query (tests: look at what is stored).
    func fetchStrings(sql: String) async throws -> [String] {
        try await read { db in try String.fetchAll(db, sql: sql) }
    }

    /// The pragmas in force, the applied migrations and (unless `checkIntegrity` is false, which
    /// skips reading the whole file) `PRAGMA integrity_check`.
    public func diagnostics(checkIntegrity: Bool = true) async throws -> Diagnostics {
        try await writeWithoutTransaction { db in
            Diagnostics(
                journalMode: try String.fetchOne(db, sql: "PRAGMA journal_mode") ?? "",
                synchronous: try Int.fetchOne(db, sql: "PRAGMA synchronous") ?? -1,
                foreignKeys: try Bool.fetchOne(db, sql: "PRAGMA foreign_keys") ?? false,
                appliedMigrations: try SQLiteSchema.migrator.appliedMigrations(db),
                integrity: checkIntegrity ? try String.fetchAll(db, sql: "PRAGMA integrity_check") : [])
        }
    }

    // MARK: Extensions

    @discardableResult
    public func registerExtension(id: String, path: String, name: String) async throws -> ExtensionRecord {
        try StoreArguments.requireNonEmpty(id, "extension id")
        let now = try StoreArguments.time(options.clock())
        return try await write { db in
            try db.execute(
                sql: """
                    INSERT INTO extension (id, path, name, createdAt) VALUES (?, ?, ?, ?)
                    ON CONFLICT(id) DO UPDATE SET path = excluded.path, name = excluded.name
                    """, arguments: [id, path, name, now])
            return try Self.fetchExtension(db, id: id)
        }
    }

    public func extensions() async throws -> [ExtensionRecord] {
        try await read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM extension ORDER BY id").map(Self.extensionRecord)
        }
    }

    public func extensionRecord(id: String) async throws -> ExtensionRecord {
        try await read { db in try Self.fetchExtension(db, id: id) }
    }

    public func deleteExtension(id: String) async throws {
        try await write { db in
            _ = try Self.fetchExtension(db, id: id)
            try db.execute(
                sql: "DELETE FROM ledger WHERE instanceId IN (SELECT id FROM instance WHERE extensionId = ?)",
                arguments: [id])
            try db.execute(sql: "DELETE FROM extension WHERE id = ?", arguments: [id])
            try Self.compactPositions(db)
            try Self.compactControlPositions(db)
        }
    }

    public func issueToken(extensionID: String) async throws -> String {
        let token = StoreArguments.makeToken()
        let digest = TokenDigest.hex(token)
        let now = try StoreArguments.time(options.clock())
        try await write { db in
            _ = try Self.fetchExtension(db, id: extensionID)
            try db.execute(
                sql: "UPDATE extension SET tokenDigest = ?, tokenIssuedAt = ? WHERE id = ?",
                arguments: [digest, now, extensionID])
        }
        return token
    }

    public func revokeToken(extensionID: String) async throws {
        try await write { db in
            _ = try Self.fetchExtension(db, id: extensionID)
            try db.execute(sql: "UPDATE extension SET tokenDigest = NULL, tokenIssuedAt = NULL WHERE id = ?", arguments: [extensionID])
        }
    }

    public func extensionRecord(forToken token: String) async throws -> ExtensionRecord? {
        guard !token.isEmpty else { return nil }
        let digest = TokenDigest.hex(token)
        return try await read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM extension WHERE tokenDigest = ?", arguments: [digest])
                .map(Self.extensionRecord)
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
        return try await write { db in
            _ = try Self.fetchExtension(db, id: extensionID)
            if try Self.instanceExists(db, id: id) { throw WidgetStoreError.duplicateInstance(id) }
            try HomeScreenLimits.requireRoom(
                Int.fetchOne(db, sql: "SELECT COUNT(*) FROM instance") ?? 0, below: HomeScreenLimits.widgets, for: "widgets")
            let position = try Int.fetchOne(db, sql: "SELECT COALESCE(MAX(position) + 1, 0) FROM instance") ?? 0
            let page = try Self.pageFor(family: family, db)
            try db.execute(
                sql: """
                    INSERT INTO instance (id, extensionId, kind, family, position, missingParameters, missingEntities,
                        isVisible, createdAt, updatedAt, pageId)
                    VALUES (?, ?, ?, ?, ?, ?, '{}', 1, ?, ?, ?)
                    """, arguments: [id, extensionID, kind, family, position, missing, now, now, page])
            try Self.insertConfiguration(db, instanceID: id, values: values)
            return try Self.fetchInstance(db, id: id)
        }
    }

    public func instances(extensionID: String?) async throws -> [PlacedWidget] {
        try await read { db in
            let rows: [Row]
            let values: [Row]
            if let extensionID {
                rows = try Row.fetchAll(
                    db, sql: "SELECT * FROM instance WHERE extensionId = ? ORDER BY position", arguments: [extensionID])
                values = try Row.fetchAll(
                    db,
                    sql: """
                        SELECT c.instanceId, c.key, c.value FROM configuration_value c
                        JOIN instance i ON i.id = c.instanceId WHERE i.extensionId = ?
                        """, arguments: [extensionID])
            } else {
                rows = try Row.fetchAll(db, sql: "SELECT * FROM instance ORDER BY position")
                values = try Row.fetchAll(db, sql: "SELECT instanceId, key, value FROM configuration_value")
            }
            var configurations: [String: WidgetryWire.Configuration] = [:]
            let decoder = JSONDecoder()
            for row in values {
                let instanceID: String = row["instanceId"]
                configurations[instanceID, default: [:]][row["key"]] = try StoreArguments.decodeValue(row["value"], decoder)
            }
            return try rows.map { try Self.placedWidget($0, configuration: configurations[$0["id"]] ?? [:]) }
        }
    }

    public func instance(id: String) async throws -> PlacedWidget {
        try await read { db in try Self.fetchInstance(db, id: id) }
    }

    public func deleteInstance(id: String) async throws {
        try await write { db in
            guard let position = try Int.fetchOne(db, sql: "SELECT position FROM instance WHERE id = ?", arguments: [id])
            else { throw WidgetStoreError.instanceNotFound(id) }
            if let stack = try String.fetchOne(db, sql: "SELECT stackId FROM instance WHERE id = ?", arguments: [id]) {
                try Self.leaveStack(db, instanceID: id, stackID: stack)
            }
            try db.execute(sql: "DELETE FROM ledger WHERE instanceId = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM instance WHERE id = ?", arguments: [id])
            try db.execute(sql: "UPDATE instance SET position = position - 1 WHERE position > ?", arguments: [position])
        }
    }

    public func moveInstance(id: String, to target: Int) async throws {
        try await write { db in
            guard let from = try Int.fetchOne(db, sql: "SELECT position FROM instance WHERE id = ?", arguments: [id])
            else { throw WidgetStoreError.instanceNotFound(id) }
            let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM instance") ?? 0
            guard (0..<count).contains(target) else { throw WidgetStoreError.invalidPosition(target, count: count) }
try Self.move(db, instanceID: id, from: from, to: target)
        }
    }

    public func reorderInstances(_ ids: [String]) async throws {
        try await write { db in
            try StoreArguments.requireOrder(
                ids, of: Set(try String.fetchAll(db, sql: "SELECT id FROM instance")), what: "placed widget",
                notFound: WidgetStoreError.instanceNotFound)
            try Self.setPositions(db, table: "instance", ids: ids)
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
        return try await write { db in
            guard try Self.instanceExists(db, id: instanceID) else { throw WidgetStoreError.instanceNotFound(instanceID) }
            try db.execute(sql: "DELETE FROM configuration_value WHERE instanceId = ?", arguments: [instanceID])
            try Self.insertConfiguration(db, instanceID: instanceID, values: values)
            try db.execute(
                sql: "UPDATE instance SET missingParameters = ?, missingEntities = ?, updatedAt = ? WHERE id = ?",
                arguments: [missing, entities, now, instanceID])
            return try Self.fetchInstance(db, id: instanceID)
        }
    }

    public func setMissingEntities(instanceID: String, _ missingEntities: [String: [String]]) async throws {
        let entities = try StoreArguments.encodeJSON(missingEntities.filter { !$0.value.isEmpty })
        let now = try StoreArguments.time(options.clock())
        try await write { db in
            try db.execute(
                sql: "UPDATE instance SET missingEntities = ?, updatedAt = ? WHERE id = ?",
                arguments: [entities, now, instanceID])
            if db.changesCount == 0 { throw WidgetStoreError.instanceNotFound(instanceID) }
        }
    }

    public func setVisible(instanceID: String, _ isVisible: Bool) async throws {
        let now = try StoreArguments.time(options.clock())
        try await write { db in
            try db.execute(
                sql: "UPDATE instance SET isVisible = ?, updatedAt = ? WHERE id = ?",
                arguments: [isVisible, now, instanceID])
            if db.changesCount == 0 { throw WidgetStoreError.instanceNotFound(instanceID) }
        }
    }

    // MARK: Timelines

    public func saveTimeline(instanceID: String, _ timeline: TimelineArchive, fetchedAt: Date) async throws {
        let fetched = try StoreArguments.time(fetchedAt)
        // Encode and compress before taking the write lock.
        let encoded = try TimelineCoding.encode(timeline, compress: options.compressesTimelines)
        let policy = try StoreArguments.encodeJSON(timeline.policy)
        let dates = timeline.entries.map(\.date).filter(\.isFinite)
        try await write { db in
            guard try Self.instanceExists(db, id: instanceID) else { throw WidgetStoreError.instanceNotFound(instanceID) }
            try db.execute(
                sql: """
                    INSERT INTO timeline (instanceId, fetchedAt, entryCount, firstEntryDate, lastEntryDate, policy,
                        encoding, rawSize, archive)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT(instanceId) DO UPDATE SET fetchedAt = excluded.fetchedAt,
                        entryCount = excluded.entryCount, firstEntryDate = excluded.firstEntryDate,
                        lastEntryDate = excluded.lastEntryDate, policy = excluded.policy, encoding = excluded.encoding,
                        rawSize = excluded.rawSize, archive = excluded.archive
                    """,
                arguments: [
                    instanceID, fetched, timeline.entries.count, dates.min(), dates.max(), policy, encoded.encoding,
                    encoded.rawSize, encoded.bytes,
                ])
        }
    }

    public func timeline(instanceID: String) async throws -> StoredTimeline? {
        let stored: TimelineCoding.Stored? = try await read { db in
            guard try Self.instanceExists(db, id: instanceID) else { throw WidgetStoreError.instanceNotFound(instanceID) }
            return try Row.fetchOne(
                db, sql: "SELECT fetchedAt, encoding, rawSize, archive FROM timeline WHERE instanceId = ?",
                arguments: [instanceID]
            ).map { row in
                TimelineCoding.Stored(fetchedAt: row["fetchedAt"], encoding: row["encoding"], rawSize: row["rawSize"], bytes: row["archive"])
            }
        }
        guard let stored else { return nil }
        // Decompress and decode off the database queue.
        return try stored.timeline(instanceID: instanceID)
    }

    // MARK: Ledger

    public func appendLedger(_ records: [LedgerRecord]) async throws {
        guard !records.isEmpty else { return }
        let rows = try records.map { record in
            try StoreArguments.requireNonEmpty(record.instanceID, "ledger instance id")
            return (try StoreArguments.time(record.time), record)
        }
        try await write { db in
            let statement = try db.cachedStatement(
                sql: """
                    INSERT INTO ledger (time, instanceId, reason, counted, budgetLeft, outcome) VALUES (?, ?, ?, ?, ?, ?)
                    """)
            for (time, record) in rows {
                try statement.execute(arguments: [
                    time, record.instanceID, record.reason, record.counted, record.budgetLeft, record.outcome,
                ])
            }
        }
    }

    public func ledger(instanceID: String?, since: Date?, limit: Int?, newestFirst: Bool) async throws -> [LedgerRecord] {
        if let limit, limit < 0 { throw WidgetStoreError.invalidArgument("limit \(limit) is negative") }
        var conditions: [String] = []
        var arguments = StatementArguments()
        if let instanceID {
            conditions.append("instanceId = ?")
            arguments += [instanceID]
        }
        if let since {
            conditions.append("time >= ?")
            arguments += [try StoreArguments.time(since)]
        }
        var sql = "SELECT * FROM ledger"
        if !conditions.isEmpty { sql += " WHERE " + conditions.joined(separator: " AND ") }
        sql += newestFirst ? " ORDER BY time DESC, sequence DESC" : " ORDER BY time, sequence"
        if let limit {
            sql += " LIMIT ?"
            arguments += [limit]
        }
        return try await read { [sql, arguments] db in
            try Row.fetchAll(db, sql: sql, arguments: arguments).map { row in
                LedgerRecord(
                    sequence: row["sequence"], time: Date(timeIntervalSince1970: row["time"]), instanceID: row["instanceId"],
                    reason: row["reason"], counted: row["counted"], budgetLeft: row["budgetLeft"], outcome: row["outcome"])
            }
        }
    }

    @discardableResult
    public func pruneLedger(before cutoff: Date) async throws -> Int {
        let cutoff = try StoreArguments.time(cutoff)
        return try await write { db in
            try db.execute(sql: "DELETE FROM ledger WHERE time < ?", arguments: [cutoff])
            return db.changesCount
        }
    }

    @discardableResult
    public func pruneHistory(_ bound: HistoryBound) async throws -> PrunedHistory {
        let (cutoff, countedSince, keep) = try StoreArguments.limits(bound)
        return try await write { db in
            try db.execute(sql: "DELETE FROM ledger WHERE time < ?", arguments: [cutoff])
            var ledger = db.changesCount
            // Only the widgets over the count are ranked (index ledger_instance_time).
            try db.execute(
                sql: """
                    DELETE FROM ledger WHERE sequence IN (
                        SELECT sequence FROM (
                            SELECT sequence, time, counted, outcome,
                                ROW_NUMBER() OVER (PARTITION BY instanceId ORDER BY time DESC, sequence DESC) AS rank
                            FROM ledger
                            WHERE instanceId IN (SELECT instanceId FROM ledger GROUP BY instanceId HAVING COUNT(*) > ?1))
                        WHERE rank > ?1 AND NOT (counted = 1 AND outcome LIKE 'done%' AND time >= ?2))
                    """, arguments: [keep, countedSince])
            ledger += db.changesCount
            try db.execute(sql: "DELETE FROM instance_error WHERE time < ?", arguments: [cutoff])
            return PrunedHistory(ledgerRecords: ledger, errors: db.changesCount)
        }
    }

    // MARK: Errors

    public func recordError(_ error: InstanceError) async throws {
        let when = try StoreArguments.time(error.time)
        let kept = WidgetStoreLimits.errorsKeptPerInstance
        try await write { db in
            guard try Self.instanceExists(db, id: error.instanceID) else {
                throw WidgetStoreError.instanceNotFound(error.instanceID)
            }
            try db.execute(
                sql: "INSERT INTO instance_error (instanceId, time, operation, message) VALUES (?, ?, ?, ?)",
                arguments: [error.instanceID, when, error.operation, error.message])
            try db.execute(
                sql: """
                    DELETE FROM instance_error WHERE instanceId = ?1 AND sequence NOT IN (
                        SELECT sequence FROM instance_error WHERE instanceId = ?1 ORDER BY sequence DESC LIMIT ?2)
                    """, arguments: [error.instanceID, kept])
        }
    }

    public func errors(instanceID: String?, limit: Int?) async throws -> [InstanceError] {
        if let limit, limit < 0 { throw WidgetStoreError.invalidArgument("limit \(limit) is negative") }
        return try await read { db in
            var sql = "SELECT * FROM instance_error"
            var arguments = StatementArguments()
            if let instanceID {
                guard try Self.instanceExists(db, id: instanceID) else { throw WidgetStoreError.instanceNotFound(instanceID) }
                sql += " WHERE instanceId = ?"
                arguments += [instanceID]
            }
            sql += " ORDER BY sequence DESC"
            if let limit {
                sql += " LIMIT ?"
                arguments += [limit]
            }
            return try Row.fetchAll(db, sql: sql, arguments: arguments).map { row in
                InstanceError(
                    sequence: row["sequence"], instanceID: row["instanceId"], time: Date(timeIntervalSince1970: row["time"]),
                    operation: row["operation"], message: row["message"])
            }
        }
    }

    public func clearErrors(instanceID: String) async throws {
        try await write { db in
            guard try Self.instanceExists(db, id: instanceID) else { throw WidgetStoreError.instanceNotFound(instanceID) }
            try db.execute(sql: "DELETE FROM instance_error WHERE instanceId = ?", arguments: [instanceID])
        }
    }
}
