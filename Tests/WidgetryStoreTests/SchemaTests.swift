import Foundation
import Testing
import WidgetryWire

@testable import WidgetryStore

@Suite("Schema, pragmas and reopening")
struct SchemaTests {
    @Test func migratesFromEmptyIntoANewDirectory() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("nested/deeper/widgetry.sqlite")
        #expect(!FileManager.default.fileExists(atPath: path))
        let store = try SQLiteWidgetStore(path: path)
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(store.path == path)

        let diagnostics = try await store.diagnostics()
        #expect(diagnostics.appliedMigrations == SQLiteWidgetStore.migrationIdentifiers)
        #expect(diagnostics.schemaVersion == SQLiteWidgetStore.migrationIdentifiers.last)
        #expect(diagnostics.journalMode == "wal")
        #expect(diagnostics.synchronous == 2)  // FULL
        #expect(diagnostics.foreignKeys)
        #expect(diagnostics.integrity == ["ok"])

        let tables = try await store.fetchStrings(
            sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        #expect(
            tables == [
                "activity", "configuration_value", "control_slot", "extension", "grdb_migrations", "instance", "instance_error", "ledger",
                "owner_password", "page", "placed_control", "push_token", "session", "timeline", "viewer_pass",
            ])
        let recorded = try await store.fetchStrings(sql: "SELECT identifier FROM grdb_migrations")
        #expect(recorded == SQLiteWidgetStore.migrationIdentifiers)
        #expect(FileManager.default.fileExists(atPath: path + "-wal"))
        let created = try FileManager.default.attributesOfItem(atPath: directory.path("nested/deeper"))
        #expect((created[.posixPermissions] as? NSNumber)?.intValue == 0o700)
    }

    @Test func anEmptyPathIsRefused() {
        #expect(throws: WidgetStoreError.cannotOpen(path: "", reason: "the path is empty")) {
            _ = try SQLiteWidgetStore(path: "")
        }
    }

    @Test func normalSynchronousIsAnOption() async throws {
        try await withStore(options: .init(synchronous: .normal)) { store, _ in
            let diagnostics = try await store.diagnostics(checkIntegrity: false)
            #expect(diagnostics.synchronous == 1)
            #expect(diagnostics.journalMode == "wal")
            #expect(diagnostics.integrity.isEmpty)
        }
    }

    @Test func reopeningMigratesNothingAndKeepsData() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("widgetry.sqlite")
        let placed: PlacedWidget
        do {
            let store = try SQLiteWidgetStore(path: path)
            try await store.registerExtension(id: "weather", path: "/opt/weather", name: "Weather")
            placed = try await store.place(
                extensionID: "weather", kind: "Forecast", family: "systemSmall", configuration: ["city": "Zürich"],
                missingParameters: ["units"])
            try await store.saveTimeline(instanceID: placed.id, sampleTimeline(entries: 3, nodes: 4), fetchedAt: Date(timeIntervalSince1970: 5))
            try await store.appendLedger([
                LedgerRecord(time: Date(timeIntervalSince1970: 7), instanceID: placed.id, reason: "first", counted: false, budgetLeft: 70, outcome: "reloaded")
            ])
            try store.close()
        }
        let reopened = try SQLiteWidgetStore(path: path)
        #expect(try await reopened.instances() == [placed])
        #expect(try await reopened.timeline(instanceID: placed.id)?.timeline == sampleTimeline(entries: 3, nodes: 4))
        #expect(try await reopened.ledger().map(\.reason) == ["first"])
        #expect(try await reopened.diagnostics().appliedMigrations == SQLiteWidgetStore.migrationIdentifiers)
    }

    @Test func anOldVersionFileIsMigratedWithItsData() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("old.sqlite")
        let first = SQLiteWidgetStore.migrationIdentifiers[0]
        let placed = "note-1"
        do {
            let old = try SQLiteWidgetStore(path: path, options: .init(), migratingUpTo: first)
            #expect(try await old.diagnostics().appliedMigrations == [first])
            try await old.registerExtension(id: "notes", path: "/opt/notes", name: "Notes")
            // Widgets as that version placed them (before pages).
            try await old.execute(
                sql: """
                    INSERT INTO instance (id, extensionId, kind, family, position, createdAt, updatedAt)
                        VALUES ('note-1', 'notes', 'Note', 'systemLarge', 0, 1, 1), ('note-2', 'notes', 'Note', 'accessoryInline', 1, 1, 1);
                    INSERT INTO configuration_value (instanceId, key, value) VALUES ('note-1', 'note', '"📝"');
                    """)
            // The old file has no ledger yet.
            await #expect(throws: WidgetStoreError.self) {
                try await old.appendLedger([
                    LedgerRecord(time: Date(), instanceID: placed, reason: "r", counted: true, budgetLeft: 1, outcome: "o")
                ])
            }
            try old.close()
        }
        let store = try SQLiteWidgetStore(path: path)
        #expect(try await store.diagnostics().appliedMigrations == SQLiteWidgetStore.migrationIdentifiers)
        let migrated = try await store.instance(id: placed)
        #expect(migrated.family == "systemLarge" && migrated.configuration == ["note": "📝"] && migrated.position == 0)
        // Pages came with v4: the home screen's widgets are on its first page, "Home"; the lock
        // screen's on none.
        #expect(try await store.pages() == [HomePage(id: "home", name: "Home", position: 0)])
        #expect(migrated.pageID == "home")
        #expect(try await store.instance(id: "note-2").pageID == nil)
        try await store.appendLedger([
            LedgerRecord(time: Date(), instanceID: placed, reason: "r", counted: true, budgetLeft: 1, outcome: "o")
        ])
        #expect(try await store.ledger(instanceID: placed).count == 1)
    }

    @Test func timelinesOfTheLZ4VersionAreDroppedAndLoadedAgain() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("lz4.sqlite")
        let second = SQLiteWidgetStore.migrationIdentifiers[1]
        let kept = "kept"
        let dropped = "dropped"
        do {
            let old = try SQLiteWidgetStore(path: path, options: .init(), migratingUpTo: second)
            try await old.registerExtension(id: "e", path: "/e", name: "E")
            try await old.execute(
                sql: """
                    INSERT INTO instance (id, extensionId, kind, family, position, createdAt, updatedAt)
                        VALUES ('kept', 'e', 'K', 'systemSmall', 0, 1, 1), ('dropped', 'e', 'K', 'systemSmall', 1, 1, 1)
                    """)
            try await old.saveTimeline(instanceID: kept, sampleTimeline(entries: 1, nodes: 1), fetchedAt: Date(timeIntervalSince1970: 5))
            try await old.saveTimeline(instanceID: dropped, sampleTimeline(entries: 9, nodes: 9), fetchedAt: Date(timeIntervalSince1970: 5))
            // As that version wrote a compressed timeline (these bytes are no longer read).
            try await old.execute(sql: "UPDATE timeline SET encoding = 'json+lz4', archive = x'00' WHERE instanceId = '\(dropped)'")
            try old.close()
        }
        let store = try SQLiteWidgetStore(path: path)
        #expect(try await store.timeline(instanceID: kept)?.timeline == sampleTimeline(entries: 1, nodes: 1))
        #expect(try await store.timeline(instanceID: dropped) == nil)
        #expect(try await store.instances().map(\.id) == [kept, dropped])
    }

    @Test func aFileFromANewerVersionIsRefused() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("newer.sqlite")
        do {
            let store = try SQLiteWidgetStore(path: path)
            try await store.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')")
            try store.close()
        }
        #expect(throws: WidgetStoreError.databaseTooNew(unknownMigrations: ["v99-from-the-future"])) {
            _ = try SQLiteWidgetStore(path: path)
        }
    }

    @Test func aFileThatIsNotADatabaseIsAClearError() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("garbage.sqlite")
        try Data(repeating: 0x42, count: 8_192).write(to: URL(fileURLWithPath: path))
        do {
            _ = try SQLiteWidgetStore(path: path)
            Issue.record("opened a file that is not a database")
        } catch let error as WidgetStoreError {
            guard case .cannotOpen(let failedPath, let reason) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(failedPath == path)
            #expect(!reason.isEmpty)
        }
    }

    @Test func aPathInsideAFileCannotBeOpened() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.path("plain-file")
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        #expect {
            _ = try SQLiteWidgetStore(path: file + "/widgetry.sqlite")
        } throws: { error in
            if case .cannotOpen = error as? WidgetStoreError { true } else { false }
        }
    }

    @Test func databasePathOptionOpensThatFile() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("chosen.sqlite")
        let store = try SQLiteWidgetStore(databasePath: path)
        #expect(store.path == path)
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test func twoStoresOnOneFileSeeEachOthersWrites() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("shared.sqlite")
        let daemon = try SQLiteWidgetStore(path: path)
        let cli = try SQLiteWidgetStore(path: path)
        try await daemon.registerExtension(id: "e", path: "/e", name: "E")
        let placed = try await cli.place(extensionID: "e", kind: "K", family: "systemSmall")
        #expect(try await daemon.instance(id: placed.id) == placed)
    }
}

@Suite("Default location")
struct LocationTests {
    @Test func xdgDataHomeWins() {
        #expect(
            DatabaseLocation.defaultPath(environment: ["XDG_DATA_HOME": "/data/me", "HOME": "/home/me"])
                == "/data/me/widgetry/widgetry.sqlite")
    }

    @Test func aRelativeXDGDataHomeIsIgnored() {
        #expect(
            DatabaseLocation.defaultPath(environment: ["XDG_DATA_HOME": "relative/dir", "HOME": "/home/me"])
                == "/home/me/.local/share/widgetry/widgetry.sqlite")
        #expect(
            DatabaseLocation.defaultPath(environment: ["XDG_DATA_HOME": "", "HOME": "/home/me"])
                == "/home/me/.local/share/widgetry/widgetry.sqlite")
    }

    @Test func homeLocalShareOtherwise() {
        #expect(DatabaseLocation.defaultPath(environment: ["HOME": "/home/me"]) == "/home/me/.local/share/widgetry/widgetry.sqlite")
        let fallback = DatabaseLocation.defaultPath(environment: [:])
        #expect(fallback.hasSuffix("/.local/share/widgetry/widgetry.sqlite"))
        #expect(fallback.hasPrefix("/"))
    }

    @Test func databaseOptionResolution() {
        let environment = ["HOME": "/home/me"]
        #expect(DatabaseLocation.resolve(nil, environment: environment) == "/home/me/.local/share/widgetry/widgetry.sqlite")
        #expect(DatabaseLocation.resolve("", environment: environment) == "/home/me/.local/share/widgetry/widgetry.sqlite")
        #expect(DatabaseLocation.resolve("/tmp/x.sqlite", environment: environment) == "/tmp/x.sqlite")
        #expect(DatabaseLocation.resolve("~/w.sqlite", environment: environment) == "/home/me/w.sqlite")
        let relative = DatabaseLocation.resolve("dir/w.sqlite", environment: environment)
        #expect(relative == URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("dir/w.sqlite").standardizedFileURL.path)
    }
}
