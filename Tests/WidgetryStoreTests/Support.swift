import Foundation
import Synchronization
import Testing
import WidgetryWire

@testable import WidgetryStore

/// A fresh directory under the system's temporary directory, removed by `remove()`.
struct TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("widgetry-store-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// A clock tests move by hand.
final class TestClock: Sendable {
    private let state = Mutex(Date(timeIntervalSince1970: 1_750_000_000.125))
    var now: Date { state.withLock { $0 } }
    func advance(_ seconds: Double) { state.withLock { $0 = $0.addingTimeInterval(seconds) } }
    var function: @Sendable () -> Date { { self.now } }
}

/// Runs `body` with a store on a new file in a temporary directory, then deletes it.
func withStore<T>(
    options: SQLiteWidgetStore.Options = .init(), _ body: (SQLiteWidgetStore, TemporaryDirectory) async throws -> T
) async throws -> T {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try SQLiteWidgetStore(path: directory.path("widgetry.sqlite"), options: options)
    return try await body(store, directory)
}

/// The stores the protocol-level tests run against: SQLite on a file, SQLite in memory, and
/// PostgreSQL (a database of its own per test on the server of `PostgresTestServer`).
enum StoreKind: String, CaseIterable, Sendable {
    case sqlite, memory, postgres
}

/// Runs `body` with a new store of `kind` (SQLite: on a file in a temporary directory;
/// PostgreSQL: in a new database; either deleted afterwards), its clock `clock` when given.
func withStore<T>(
    _ kind: StoreKind, clock: TestClock? = nil, _ body: (any WidgetStore) async throws -> T
) async throws -> T {
    let now: @Sendable () -> Date
    if let clock { now = clock.function } else { now = { Date() } }
    switch kind {
    case .sqlite:
        return try await withStore(options: .init(clock: now)) { store, _ in try await body(store) }
    case .memory:
        return try await body(try SQLiteWidgetStore.inMemory(options: .init(clock: now)))
    case .postgres:
        return try await withPostgresStore(options: .init(clock: now)) { store, _ in try await body(store) }
    }
}

/// Expects `body` to throw exactly `expected`.
func expectStoreError(
    _ expected: WidgetStoreError, sourceLocation: SourceLocation = #_sourceLocation, _ body: () async throws -> Void
) async {
    do {
        try await body()
        Issue.record("expected \(expected), nothing was thrown", sourceLocation: sourceLocation)
    } catch let error as WidgetStoreError {
        #expect(error == expected, sourceLocation: sourceLocation)
    } catch {
        Issue.record("expected \(expected), got \(error)", sourceLocation: sourceLocation)
    }
}

/// A timeline whose archives hold `entries` entries of `nodes` view nodes each, with unicode ids.
func sampleTimeline(entries: Int, nodes: Int, policy: ReloadPolicy = .atEnd) -> TimelineArchive {
    TimelineArchive(
        entries: (0..<entries).map { index in
            let date = 1_750_000_000 + Double(index) * 3_600
            let children = (0..<nodes).map { node in
                ViewNode(
                    id: "r.c.\(node)#東京-🌤-\(index)",
                    content: node % 2 == 0 ? .spacer(SpacerArchive()) : .divider(.color(RGBAColor(red: 0.5, green: 0.5, blue: 0.5))))
            }
            let variants = ["light", "dark"].map { scheme in
                WidgetArchive(
                    family: "systemMedium", size: ArchiveSize(width: 329, height: 155), entryDate: date,
                    environment: ArchiveEnvironment(colorScheme: scheme, locale: "ja_JP", timeZone: "Asia/Tokyo"),
                    root: ViewNode(id: "r", content: .vstack(StackArchive()), children: children),
                    widgetURL: "widgetry://city/東京?emoji=🌤&n=\(index)")
            }
            return EntryArchive(
                date: date, relevance: index == 0 ? EntryRelevance(score: 0.5, duration: 60) : nil, variants: variants)
        },
        policy: policy)
}
