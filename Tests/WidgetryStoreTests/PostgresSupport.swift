import Foundation
import Synchronization
import TestProcesses
import Testing

@testable import WidgetryStore

#if canImport(Glibc)
import Glibc
#endif

/// The test server's URL (``PostgresTestServer``); cancels the current test (case) when there
/// is no server: skipped, not failed.
func postgresServerURL() async throws -> String {
    switch await PostgresTestServer.url() {
    case .success(let url): return url
    case .failure(let unavailable):
        try Test.cancel("PostgreSQL is not available, so this PostgreSQL case is skipped: \(unavailable.reason)")
    }
}

/// A database of its own for one test, on the test server; dropped by ``drop()``.
struct PostgresTestDatabase: Sendable {
    let serverURL: String
    let name: String

    /// Creates a new database (cancels the test when there is no server).
    static func create() async throws -> PostgresTestDatabase {
        let serverURL = try await postgresServerURL()
        let name = "widgetry_test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        try await PostgresWidgetStore.createDatabase(named: name, serverURL: serverURL)
        return PostgresTestDatabase(serverURL: serverURL, name: name)
    }

    var url: String {
        get throws { try PostgresWidgetStore.url(serverURL, database: name) }
    }

    func connect(options: PostgresWidgetStore.Options = .init()) async throws -> PostgresWidgetStore {
        try await PostgresWidgetStore.connect(url: try url, options: options)
    }

    /// Drops the database, ending any connection left to it.
    func drop() async {
        do {
            try await PostgresWidgetStore.dropDatabase(named: name, serverURL: serverURL)
        } catch {
            Issue.record("cannot drop the test database \(name): \(error)")
        }
    }
}

/// Runs `body` with a store on a new database of the test server, then shuts it down and drops
/// the database (also when `body` throws).
func withPostgresStore<T>(
    options: PostgresWidgetStore.Options = .init(), _ body: (PostgresWidgetStore, PostgresTestDatabase) async throws -> T
) async throws -> T {
    let database = try await PostgresTestDatabase.create()
    do {
        let store = try await database.connect(options: options)
        do {
            let result = try await body(store, database)
            await store.shutdown()
            await database.drop()
            return result
        } catch {
            await store.shutdown()
            throw error
        }
    } catch {
        await database.drop()
        throw error
    }
}
