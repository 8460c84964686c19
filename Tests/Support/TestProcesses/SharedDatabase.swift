import Foundation
import Testing
import WidgetryStore

/// A database of its own on the test server (``PostgresTestServer``), for one test of hosts
/// sharing a database; ``create()`` cancels the test (skipped, not failed) when there is no
/// server.
public struct SharedDatabase: Sendable {
    public let server: String
    public let name: String
    /// `postgres://…/name`, for `--database` or `PostgresWidgetStore.connect(url:)`.
    public let url: String

    public static func create() async throws -> SharedDatabase {
        let server: String
        switch await PostgresTestServer.url() {
        case .success(let url): server = url
        case .failure(let unavailable): try Test.cancel("PostgreSQL is not available: \(unavailable.reason)")
        }
        let name = "widgetry_shared_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        try await PostgresWidgetStore.createDatabase(named: name, serverURL: server)
        return SharedDatabase(server: server, name: name, url: try PostgresWidgetStore.url(server, database: name))
    }

    /// Drops the database, ending any connection left to it.
    public func drop() async {
        try? await PostgresWidgetStore.dropDatabase(named: name, serverURL: server)
    }
}
