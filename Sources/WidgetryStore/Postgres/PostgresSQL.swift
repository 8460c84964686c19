import Foundation
import Logging
import PostgresNIO

/// One leased connection and the few ways the store talks over it: run a statement, read rows,
/// read one value, run a transaction. Every result is read to its end before the next statement
/// (a connection runs one query at a time).
struct PostgresSQL: Sendable {
    let connection: PostgresConnection
    let logger: Logger

    /// How a transaction starts. Writes run at READ COMMITTED and take the locks they need;
    /// reads of several statements see one snapshot.
    enum Begin {
        case write
        case read

        var statement: PostgresQuery {
            switch self {
            case .write: "BEGIN"
            case .read: "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"
            }
        }
    }

    /// Runs `body` in a transaction: committed when it returns, rolled back when it throws (the
    /// error is rethrown as it was).
    func transaction<T>(_ begin: Begin = .write, _ body: () async throws -> T) async throws -> T {
        try await execute(begin.statement)
        do {
            let value = try await body()
            try await execute("COMMIT")
            return value
        } catch {
            // A failed COMMIT has ended the transaction already; ROLLBACK then only warns.
            try? await execute("ROLLBACK")
            throw error
        }
    }

    /// Every row of the query.
    @discardableResult
    func rows(_ query: PostgresQuery) async throws -> [PostgresRow] {
        try await connection.query(query, logger: logger).collect()
    }

    func execute(_ query: PostgresQuery) async throws {
        _ = try await rows(query)
    }

    /// The first column of the first row, or `nil` when there is no row.
    func value<T: PostgresDecodable>(_ query: PostgresQuery, as type: T.Type) async throws -> T? {
        guard let row = try await rows(query).first else { return nil }
        return try row.decode(T.self)
    }

    /// The first column of every row, as text.
    func strings(_ query: PostgresQuery) async throws -> [String] {
        try await rows(query).map { try $0.decode(String.self) }
    }

    /// Whether the query finds a row.
    func exists(_ query: PostgresQuery) async throws -> Bool {
        try await !rows(query).isEmpty
    }

    /// Takes the advisory lock `key` until the transaction ends.
    func lock(_ key: Int) async throws {
        try await execute("SELECT pg_advisory_xact_lock(\(key))")
    }
}
