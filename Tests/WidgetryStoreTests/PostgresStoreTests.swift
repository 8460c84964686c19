import Foundation
import Testing
import WidgetryWire

@testable import WidgetryStore

/// What only the PostgreSQL store has: migrations shared by several hosts, a database shared by
/// several stores, and what it keeps in its tables. The protocol's behaviour is tested on every
/// store by the suites with `StoreKind.allCases`.
@Suite("PostgreSQL store")
struct PostgresStoreTests {
    @Test func migrationsAreAppliedOnceAndRecorded() async throws {
        // SQLite's migrations, under the same identifiers, then those only a shared database has.
        #expect(PostgresWidgetStore.migrationIdentifiers.filter { !$0.hasPrefix("postgres-") } == SQLiteWidgetStore.migrationIdentifiers)
        let database = try await PostgresTestDatabase.create()
        let first = try await database.connect()
        #expect(try await first.appliedMigrations() == PostgresWidgetStore.migrationIdentifiers)
        try await first.registerExtension(id: "e", path: "/e", name: "E")
        await first.shutdown()

        // Opening again applies nothing and keeps the data.
        let second = try await database.connect()
        #expect(try await second.appliedMigrations() == PostgresWidgetStore.migrationIdentifiers)
        #expect(try await second.fetchStrings(sql: "SELECT COUNT(*)::text FROM widgetry_migrations") == [String(PostgresWidgetStore.migrationIdentifiers.count)])
        #expect(try await second.pages() == [HomePage(id: "home", name: "Home", position: 0)])
        #expect(try await second.extensions().map(\.id) == ["e"])
        await second.shutdown()
        await database.drop()
    }

    @Test func anOldDatabaseIsMigratedForward() async throws {
        let database = try await PostgresTestDatabase.create()
        let address = try PostgresAddress(url: try database.url)
        let old = try await PostgresWidgetStore.connect(address: address, migratingUpTo: "v2-timelines-ledger-errors")
        #expect(try await old.appliedMigrations() == Array(PostgresWidgetStore.migrationIdentifiers.prefix(2)))
        try await old.execute(sql: "INSERT INTO extension (id, path, name, created_at) VALUES ('e', '/e', 'E', 1)")
        try await old.execute(
            sql: """
                INSERT INTO instance (id, extension_id, kind, family, position, created_at, updated_at)
                VALUES ('home-widget', 'e', 'K', 'systemSmall', 0, 1, 1), ('lock-widget', 'e', 'K', 'accessoryInline', 1, 1, 1)
                """)
        await old.shutdown()

        let store = try await database.connect()
        #expect(try await store.appliedMigrations() == PostgresWidgetStore.migrationIdentifiers)
        // v4 put home-screen widgets on the first page and left lock-screen ones on none.
        #expect(try await store.instances().map(\.pageID) == ["home", nil])
        #expect(try await store.place(extensionID: "e", kind: "K", family: "systemSmall").position == 2)
        await store.shutdown()
        await database.drop()
    }

    @Test func storesOpenedAtOnceOnANewDatabaseAllWork() async throws {
        let database = try await PostgresTestDatabase.create()
        // Four hosts start at once: one migrates, the others wait for its lock and find it done.
        let stores = try await withThrowingTaskGroup(of: PostgresWidgetStore.self) { group in
            for _ in 0..<4 { group.addTask { try await database.connect() } }
            var stores: [PostgresWidgetStore] = []
            for try await store in group { stores.append(store) }
            return stores
        }
        #expect(try await stores[0].fetchStrings(sql: "SELECT COUNT(*)::text FROM widgetry_migrations") == [String(PostgresWidgetStore.migrationIdentifiers.count)])
        #expect(try await stores[0].pages().count == 1)
        for (index, store) in stores.enumerated() {
            #expect(try await store.appliedMigrations() == PostgresWidgetStore.migrationIdentifiers)
            try await store.registerExtension(id: "e\(index)", path: "/e", name: "E")
        }
        for store in stores {
            #expect(try await store.extensions().map(\.id) == ["e0", "e1", "e2", "e3"])
            await store.shutdown()
        }
        await database.drop()
    }

    @Test func aDatabaseWithAnUnknownMigrationIsRefused() async throws {
        let database = try await PostgresTestDatabase.create()
        let store = try await database.connect()
        try await store.execute(
            sql: "INSERT INTO widgetry_migrations (identifier, applied_at) VALUES ('v99-from-the-future', 0)")
        await store.shutdown()
        await expectStoreError(.databaseTooNew(unknownMigrations: ["v99-from-the-future"])) {
            let newer = try await database.connect()
            await newer.shutdown()
        }
        await database.drop()
    }

    @Test func placesFromTwoStoresOnOneDatabaseKeepPositionsContiguous() async throws {
        try await withPostgresStore { first, database in
            let second = try await database.connect()
            try await first.registerExtension(id: "e", path: "/e", name: "E")
            try await withThrowingTaskGroup(of: Void.self) { group in
                for (index, store) in [first, second].enumerated() {
                    group.addTask {
                        for round in 0..<40 {
                            let widget = try await store.place(
                                extensionID: "e", kind: "K\(index)", family: "systemSmall", configuration: ["i": .int(round)])
                            try await store.moveInstance(id: widget.id, to: 0)
                            if round % 10 == 9 { try await store.deleteInstance(id: widget.id) }
                        }
                    }
                    // A third writer on each store's pool: two connections per store write at once.
                    group.addTask {
                        for _ in 0..<20 {
                            try await store.place(extensionID: "e", kind: "P\(index)", family: "systemMedium")
                        }
                    }
                }
                try await group.waitForAll()
            }
            let stored = try await first.instances()
            let expected: Int = 2 * 36 + 2 * 20  // 4 of each store's 40 deleted, and the 20 more each
            #expect(stored.count == expected)
            #expect(stored.map(\.position) == Array(0..<stored.count))
            #expect(try await second.instances() == stored)
            await second.shutdown()
        }
    }

    @Test func whatIsStoredIsDigestsCompressedArchivesAndNoOrphans() async throws {
        try await withPostgresStore { store, _ in
            try await store.registerExtension(id: "e", path: "/e", name: "E")
            let token = try await store.issueToken(extensionID: "e")
            #expect(try await store.fetchStrings(sql: "SELECT token_digest FROM extension") == [TokenDigest.hex(token)])
            let (_, pass) = try await store.issueViewerPass(name: "Hall")
            #expect(try await store.fetchStrings(sql: "SELECT token_digest FROM viewer_pass") == [TokenDigest.hex(pass)])

            let kept = try await store.place(extensionID: "e", kind: "K", family: "systemSmall", configuration: ["k": "v"])
            let gone = try await store.place(extensionID: "e", kind: "K", family: "systemSmall", configuration: ["k": "w", "x": 1])
            let timeline = sampleTimeline(entries: 48, nodes: 40)
            for id in [kept.id, gone.id] {
                try await store.saveTimeline(instanceID: id, timeline, fetchedAt: Date())
                try await store.recordError(InstanceError(instanceID: id, time: Date(), operation: "timeline", message: "boom"))
            }
            let sizes = try await store.fetchStrings(
                sql: "SELECT encoding || ' ' || raw_size || ' ' || octet_length(archive) || ' ' || entry_count FROM timeline LIMIT 1")
            let fields = sizes[0].split(separator: " ")
            #expect(fields[0] == "json+deflate")
            let raw = try #require(Int(fields[1]))
            let compressed = try #require(Int(fields[2]))
            #expect(compressed * 5 < raw, "compressed \(compressed) of \(raw) bytes")
            #expect(fields[3] == "48")

            try await store.deleteInstance(id: gone.id)
            for table in ["configuration_value", "timeline", "instance_error"] {
                let left = try await store.fetchStrings(sql: "SELECT COUNT(*)::text FROM \(table) WHERE instance_id = '\(gone.id)'")
                #expect(left == ["0"], "\(table)")
            }
            #expect(try await store.timeline(instanceID: kept.id)?.timeline == timeline)
        }
    }

    @Test func anUnreachableServerOrABadURLCannotOpen() async throws {
        await #expect {
            _ = try await PostgresWidgetStore.connect(url: "postgres://widgetry@127.0.0.1:1/postgres", options: .init(connectTimeout: 5))
        } throws: { error in
            if case .cannotOpen(let path, _) = error as? WidgetStoreError { path == "postgres://widgetry@127.0.0.1:1/postgres" } else { false }
        }
        for url in ["mysql://u@h/d", "postgres:///d", "postgres://h/d", "postgres://u:secret@h/d?sslmode=sometimes"] {
            await #expect {
                _ = try await PostgresWidgetStore.connect(url: url)
            } throws: { error in
                if case .cannotOpen(let path, _) = error as? WidgetStoreError { !path.contains("secret") } else { false }
            }
        }
    }

    @Test func urlsAreReadLikeLibpq() throws {
        let full = try PostgresAddress(url: "postgresql://w%40x:p%2Fw@db.example:6543/home%5Fscreen?sslmode=require")
        #expect(full.username == "w@x")
        #expect(full.password == "p/w")
        #expect(full.host == "db.example")
        #expect(full.port == 6543)
        #expect(full.database == "home_screen")
        #expect(full.tls == .require)
        #expect(full.description == "postgres://w@x@db.example:6543/home_screen")
        let short = try PostgresAddress(url: "postgres://widgetry@127.0.0.1")
        #expect(short.port == 5432)
        #expect(short.database == "widgetry")
        #expect(short.password == nil)
        #expect(short.tls == .prefer)
        #expect(try PostgresAddress(url: "postgres://u@h/d?sslmode=disable").tls == .disable)
        #expect(try PostgresWidgetStore.url("postgres://u:p@h:1/postgres?sslmode=disable", database: "t") == "postgres://u:p@h:1/t?sslmode=disable")
    }
}
