import Foundation
import Logging
import PostgresNIO

/// Making and dropping whole databases on a server: the tests and the cluster benchmark give each
/// run a database of its own (and a setup step could make the store's). The statements run on a connection of their
/// own to the database `serverURL` names (`postgres`, usually), outside any transaction, as
/// `CREATE DATABASE` and `DROP DATABASE` must.
extension PostgresWidgetStore {
    /// Creates the database `name` (lowercase letters, digits and `_`, starting with a letter).
    public static func createDatabase(
        named name: String, serverURL: String, logger: Logger = Logger(label: "widgetry.store.postgres")
    ) async throws {
        let quoted = try quotedDatabaseName(name)
        try await administer(serverURL: serverURL, logger: logger, "CREATE DATABASE \(quoted)")
    }

    /// Drops the database `name` if it exists, ending any session still connected to it.
    public static func dropDatabase(
        named name: String, serverURL: String, logger: Logger = Logger(label: "widgetry.store.postgres")
    ) async throws {
        let quoted = try quotedDatabaseName(name)
        try await administer(serverURL: serverURL, logger: logger, "DROP DATABASE IF EXISTS \(quoted) WITH (FORCE)")
    }

    /// `serverURL` with its database replaced by `name` (user, password and options kept).
    public static func url(_ serverURL: String, database name: String) throws -> String {
        guard var components = URLComponents(string: serverURL) else {
            throw WidgetStoreError.cannotOpen(path: PostgresAddress.redacted(serverURL), reason: "not a URL")
        }
        components.path = "/" + name
        guard let url = components.string else {
            throw WidgetStoreError.cannotOpen(path: PostgresAddress.redacted(serverURL), reason: "not a URL")
        }
        return url
    }

    private static func quotedDatabaseName(_ name: String) throws -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789_")
        guard let first = name.first, first.isLetter, name.count <= 63, name.allSatisfy(allowed.contains) else {
            throw WidgetStoreError.invalidArgument("database name \(name) is not lowercase letters, digits and _")
        }
        return "\"\(name)\""
    }

    private static func administer(serverURL: String, logger: Logger, _ statement: String) async throws {
        let address = try PostgresAddress(url: serverURL)
        try await withConnection(to: address, connectTimeout: 10, logger: logger) { connection in
            do {
                try await PostgresSQL(connection: connection, logger: logger).execute(PostgresQuery(unsafeSQL: statement))
            } catch {
                throw Self.storeError(error)
            }
        }
    }
}
