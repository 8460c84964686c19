// The PostgreSQL store's helpers: leasing a connection for a transaction, mapping rows to
// records, the statements several methods share, and turning PostgresNIO's errors into the
// store's.
import Foundation
import PostgresNIO
import WidgetryWire

extension PostgresWidgetStore {
    /// Runs `body` in a write transaction (after taking the layout lock when `lockingLayout`),
    /// with errors as ``WidgetStoreError``.
    func write<T: Sendable>(lockingLayout: Bool = false, _ body: (PostgresSQL) async throws -> T) async throws -> T {
        try await single { sql in
            try await sql.transaction(.write) {
                if lockingLayout { try await sql.lock(PostgresSchema.layoutLock) }
                return try await body(sql)
            }
        }
    }

    /// Runs `body` in a read-only transaction that sees one snapshot.
    func read<T: Sendable>(_ body: (PostgresSQL) async throws -> T) async throws -> T {
        try await single { sql in try await sql.transaction(.read) { try await body(sql) } }
    }

    /// Runs `body` on a connection of the pool outside a transaction: for one statement, which
    /// is atomic by itself.
    func single<T: Sendable>(_ body: (PostgresSQL) async throws -> T) async throws -> T {
        do {
            return try await client.withConnection { connection in
                try await body(PostgresSQL(connection: connection, logger: logger))
            }
        } catch {
            throw Self.storeError(error)
        }
    }

    static func storeError(_ error: any Error) -> any Error {
        switch error {
        case is WidgetStoreError, is CancellationError: error
        case let error as PostgresDecodingError:
            WidgetStoreError.corruptData("column \(error.columnName) (\(error.postgresType)) as \(error.targetType): \(error.code)")
        case let error as DecodingError: WidgetStoreError.corruptData(String(describing: error))
        case let error as EncodingError: WidgetStoreError.invalidArgument(String(describing: error))
        default: WidgetStoreError.database(message(error))
        }
    }

    /// The server's message with its SQLSTATE (and detail), or what failed on the way there.
    /// PostgresNIO's own description of its error hides everything on purpose; this names the
    /// failure but never a query's parameters.
    static func message(_ error: any Error) -> String {
        guard let error = error as? PSQLError else { return String(describing: error) }
        if let info = error.serverInfo, let message = info[.message] {
            var text = "\(message) (SQLSTATE \(info[.sqlState] ?? "?"))"
            if let detail = info[.detail] { text += ": \(detail)" }
            return text
        }
        var text = "\(error.code)"
        if let underlying = error.underlying { text += ": \(underlying)" }
        return text
    }

    // MARK: Rows

    static let extensionColumns = "id, path, name, token_digest, token_issued_at, created_at"

    static func extensionRecord(_ row: PostgresRow) throws -> ExtensionRecord {
        let (id, path, name, digest, issued, created) = try row.decode((String, String, String, String?, Double?, Double).self)
        return ExtensionRecord(
            id: id, path: path, name: name, hasToken: digest != nil, tokenIssuedAt: issued.map(Date.init(timeIntervalSince1970:)),
            createdAt: Date(timeIntervalSince1970: created))
    }

    static func fetchExtension(_ sql: PostgresSQL, id: String) async throws -> ExtensionRecord {
        guard let row = try await sql.rows("SELECT \(unescaped: extensionColumns) FROM extension WHERE id = \(id)").first else {
            throw WidgetStoreError.extensionNotFound(id)
        }
        return try extensionRecord(row)
    }

    static let instanceColumns = """
        id, extension_id, kind, family, position, missing_parameters, missing_entities, is_visible, created_at, updated_at,
        page_id, stack_id
        """

    static func placedWidget(_ row: PostgresRow, configuration: WidgetryWire.Configuration) throws -> PlacedWidget {
        let (id, extensionID, kind, family, position, missing, entities, isVisible, created, updated, page, stack) =
            try row.decode((String, String, String, String, Int, String, String, Bool, Double, Double, String?, String?).self)
        return PlacedWidget(
            id: id, extensionID: extensionID, kind: kind, family: family, position: position, configuration: configuration,
            missingParameters: try StoreArguments.decodeJSON([String].self, missing),
            missingEntities: try StoreArguments.decodeJSON([String: [String]].self, entities), isVisible: isVisible,
            createdAt: Date(timeIntervalSince1970: created), updatedAt: Date(timeIntervalSince1970: updated), pageID: page,
            stackID: stack)
    }

    static func fetchInstance(_ sql: PostgresSQL, id: String) async throws -> PlacedWidget {
        guard let row = try await sql.rows("SELECT \(unescaped: instanceColumns) FROM instance WHERE id = \(id)").first else {
            throw WidgetStoreError.instanceNotFound(id)
        }
        let decoder = JSONDecoder()
        var configuration: WidgetryWire.Configuration = [:]
        for value in try await sql.rows("SELECT key, value FROM configuration_value WHERE instance_id = \(id)") {
            let (key, json) = try value.decode((String, String).self)
            configuration[key] = try StoreArguments.decodeValue(json, decoder)
        }
        return try placedWidget(row, configuration: configuration)
    }

    static func instanceExists(_ sql: PostgresSQL, id: String) async throws -> Bool {
        try await sql.exists("SELECT 1 FROM instance WHERE id = \(id)")
    }

    /// Throws ``WidgetStoreError/instanceNotFound(_:)`` unless the widget exists, and locks its
    /// row until the transaction ends: `FOR UPDATE` (no other transaction changes or deletes it:
    /// one writer per widget) or, when `share`, `FOR KEY SHARE` (it stays; others may write
    /// beside).
    static func lockInstance(_ sql: PostgresSQL, id: String, share: Bool = false) async throws {
        let found =
            share
            ? try await sql.exists("SELECT 1 FROM instance WHERE id = \(id) FOR KEY SHARE")
            : try await sql.exists("SELECT 1 FROM instance WHERE id = \(id) FOR UPDATE")
        guard found else { throw WidgetStoreError.instanceNotFound(id) }
    }

    /// Inserts the widget's parameter values in one statement.
    static func insertConfiguration(_ sql: PostgresSQL, instanceID: String, values: [(key: String, json: String)]) async throws {
        guard !values.isEmpty else { return }
        try await sql.execute(
            """
            INSERT INTO configuration_value (instance_id, key, value)
            SELECT \(instanceID), v.key, v.value FROM unnest(\(values.map(\.key))::text[], \(values.map(\.json))::text[]) AS v(key, value)
            """)
    }

    // MARK: Positions (callers hold the layout lock)

    static func position(_ sql: PostgresSQL, of instanceID: String) async throws -> Int? {
        try await sql.value("SELECT position FROM instance WHERE id = \(instanceID)", as: Int.self)
    }

    /// Renumbers positions 0..<n in their current order (after deleting several widgets).
    static func compactPositions(_ sql: PostgresSQL) async throws {
        try await sql.execute(
            """
            UPDATE instance SET position = ranked.rank
            FROM (SELECT id, ROW_NUMBER() OVER (ORDER BY position, created_at, id COLLATE "C") - 1 AS rank FROM instance) ranked
            WHERE instance.id = ranked.id AND instance.position <> ranked.rank
            """)
    }

    /// Gives the rows of `table` (`instance` or `page`) named in `ids` the positions 0..<n in
    /// that order, in one statement.
    static func setPositions(_ sql: PostgresSQL, table: String, ids: [String]) async throws {
        try await sql.execute(
            """
            UPDATE \(unescaped: table) SET position = v.n - 1
            FROM unnest(\(ids)::text[]) WITH ORDINALITY AS v(id, n)
            WHERE \(unescaped: table).id = v.id
            """)
    }

    /// Moves the widget from position `from` to `target`; the widgets in between shift by one.
    /// The one place positions move (a move, a move to the end, a move into a stack).
    static func move(_ sql: PostgresSQL, instanceID: String, from: Int, to target: Int) async throws {
        if target < from {
            try await sql.execute("UPDATE instance SET position = position + 1 WHERE position >= \(target) AND position < \(from)")
        } else if target > from {
            try await sql.execute("UPDATE instance SET position = position - 1 WHERE position > \(from) AND position <= \(target)")
        }
        try await sql.execute("UPDATE instance SET position = \(target) WHERE id = \(instanceID)")
    }
}
