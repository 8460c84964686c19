import Foundation
import Logging
import WidgetryStore

/// `widgetry serve --database`: a SQLite file (the embedded default, at
/// ``DatabaseLocation/defaultPath(environment:)`` when the option is absent), or the URL of a
/// PostgreSQL database (`postgres://user[:password]@host[:port]/database`), which several hosts
/// may share (each schedules the widgets it holds the lease of: `WidgetHost+Cluster.swift`).
struct DatabaseOption {
    let value: String?

    /// Whether the option names a PostgreSQL database.
    var isPostgres: Bool {
        guard let value else { return false }
        return value.hasPrefix("postgres://") || value.hasPrefix("postgresql://")
    }

    /// The store, opened (created or migrated), with how to name it to people (a PostgreSQL URL
    /// without its password) and what closes it.
    func open(logger: Logger) async throws -> OpenedStore {
        if isPostgres, let value {
            let store = try await PostgresWidgetStore.connect(url: value, logger: logger)
            return OpenedStore(store: store, location: store.location) { await store.shutdown() }
        }
        let path = DatabaseLocation.resolve(value)
        return OpenedStore(store: try SQLiteWidgetStore(path: path), location: path) {}
    }
}

/// A store `serve` opened: the store, where it is, and what closes it once the host has stopped.
struct OpenedStore {
    let store: any WidgetStore
    let location: String
    let close: @Sendable () async -> Void
}
