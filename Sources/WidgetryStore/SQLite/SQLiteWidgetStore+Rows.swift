// The SQLite store's helpers: running reads and writes, mapping rows to records, and turning
// GRDB's errors into the store's (arguments are checked and encoded by `StoreArguments`).
import Foundation
import GRDB
import WidgetryWire

extension SQLiteWidgetStore {
    /// Runs `body` in a write transaction, with errors as ``WidgetStoreError``.
    func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        do { return try await database.write(body) } catch { throw Self.storeError(error) }
    }

    func writeWithoutTransaction<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        do { return try await database.writeWithoutTransaction(body) } catch { throw Self.storeError(error) }
    }

    func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        do { return try await database.read(body) } catch { throw Self.storeError(error) }
    }

    static func storeError(_ error: any Error) -> any Error {
        switch error {
        case is WidgetStoreError, is CancellationError: error
        case let error as DatabaseError: WidgetStoreError.database(message(error))
        case let error as DecodingError: WidgetStoreError.corruptData(String(describing: error))
        case let error as EncodingError: WidgetStoreError.invalidArgument(String(describing: error))
        default: WidgetStoreError.database(String(describing: error))
        }
    }

    static func message(_ error: any Error) -> String {
        if let error = error as? DatabaseError {
            return "\(error.message ?? "\(error.resultCode)") (\(error.extendedResultCode))"
        }
        return String(describing: error)
    }

    /// Applied migrations this build does not know (a newer Widgetry wrote the file).
    static func unknownMigrations(_ db: Database) throws -> [String] {
        guard try db.tableExists("grdb_migrations") else { return [] }
        let known = Set(SQLiteSchema.migrationIdentifiers)
        return try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations").filter { !known.contains($0) }.sorted()
    }

    static func insertConfiguration(_ db: Database, instanceID: String, values: [(key: String, json: String)]) throws {
        guard !values.isEmpty else { return }
        let statement = try db.cachedStatement(
            sql: "INSERT INTO configuration_value (instanceId, key, value) VALUES (?, ?, ?)")
        for (key, json) in values {
            try statement.execute(arguments: [instanceID, key, json])
        }
    }

    static func instanceExists(_ db: Database, id: String) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM instance WHERE id = ?)", arguments: [id]) ?? false
    }

    static func fetchExtension(_ db: Database, id: String) throws -> ExtensionRecord {
        guard let row = try Row.fetchOne(db, sql: "SELECT * FROM extension WHERE id = ?", arguments: [id]) else {
            throw WidgetStoreError.extensionNotFound(id)
        }
        return extensionRecord(row)
    }

    static func extensionRecord(_ row: Row) -> ExtensionRecord {
        let digest: String? = row["tokenDigest"]
        let issued: Double? = row["tokenIssuedAt"]
        return ExtensionRecord(
            id: row["id"], path: row["path"], name: row["name"], hasToken: digest != nil,
            tokenIssuedAt: issued.map(Date.init(timeIntervalSince1970:)), createdAt: Date(timeIntervalSince1970: row["createdAt"]))
    }

    static func fetchInstance(_ db: Database, id: String) throws -> PlacedWidget {
        guard let row = try Row.fetchOne(db, sql: "SELECT * FROM instance WHERE id = ?", arguments: [id]) else {
            throw WidgetStoreError.instanceNotFound(id)
        }
        let decoder = JSONDecoder()
        var configuration: WidgetryWire.Configuration = [:]
        for value in try Row.fetchAll(
            db, sql: "SELECT key, value FROM configuration_value WHERE instanceId = ?", arguments: [id])
        {
            configuration[value["key"]] = try StoreArguments.decodeValue(value["value"], decoder)
        }
        return try placedWidget(row, configuration: configuration)
    }

    static func placedWidget(_ row: Row, configuration: WidgetryWire.Configuration) throws -> PlacedWidget {
        PlacedWidget(
            id: row["id"], extensionID: row["extensionId"], kind: row["kind"], family: row["family"],
            position: row["position"], configuration: configuration,
            missingParameters: try StoreArguments.decodeJSON([String].self, row["missingParameters"]),
            missingEntities: try StoreArguments.decodeJSON([String: [String]].self, row["missingEntities"]),
            isVisible: row["isVisible"], createdAt: Date(timeIntervalSince1970: row["createdAt"]),
            updatedAt: Date(timeIntervalSince1970: row["updatedAt"]), pageID: row["pageId"], stackID: row["stackId"])
    }

    /// Renumbers positions 0..<n in their current order (after deleting several widgets).
    static func compactPositions(_ db: Database) throws {
        let rows = try Row.fetchAll(db, sql: "SELECT id, position FROM instance ORDER BY position, createdAt, id")
        let statement = try db.cachedStatement(sql: "UPDATE instance SET position = ? WHERE id = ?")
        for (index, row) in rows.enumerated() where (row["position"] as Int) != index {
            try statement.execute(arguments: [index, row["id"] as String])
        }
    }

    /// Moves the widget from position `from` to `target`; the widgets in between shift by one.
    /// The one place positions move (a move, a move to the end, a move into a stack).
    static func move(_ db: Database, instanceID: String, from: Int, to target: Int) throws {
        if target < from {
            try db.execute(
                sql: "UPDATE instance SET position = position + 1 WHERE position >= ? AND position < ?", arguments: [target, from])
        } else if target > from {
            try db.execute(
                sql: "UPDATE instance SET position = position - 1 WHERE position > ? AND position <= ?", arguments: [from, target])
        }
        try db.execute(sql: "UPDATE instance SET position = ? WHERE id = ?", arguments: [target, instanceID])
    }
}
