import Foundation
import Testing
import WidgetryWire

@testable import WidgetryStore

/// The database holds private notes: what the store creates is its owner's only.
@Suite("File permissions")
struct PermissionTests {
    /// The permission bits of `path`.
    func mode(_ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return try #require(attributes[.posixPermissions] as? Int) & 0o777
    }

    @Test func theDatabaseItsJournalFilesAndItsNewDirectoriesAreTheOwnersOnly() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let created = directory.url.appendingPathComponent("data", isDirectory: true)
        let nested = created.appendingPathComponent("widgetry", isDirectory: true)
        let path = nested.appendingPathComponent("widgetry.sqlite").path
        // Under the usual umask (022) a plain create would give 0755 and 0644.
        let previous = umask(0o022)
        defer { umask(previous) }

        let store = try SQLiteWidgetStore(path: path)
        try await store.registerExtension(id: "notes", path: "/bin/notes", name: "Notes")
        try await store.place(extensionID: "notes", kind: "Note", family: "systemSmall", configuration: ["text": "private"])

        #expect(try mode(created.path) == 0o700)
        #expect(try mode(nested.path) == 0o700)
        #expect(try mode(path) == 0o600)
        // The WAL and its index exist while the store is open and hold the same data.
        #expect(FileManager.default.fileExists(atPath: path + "-wal"))
        #expect(FileManager.default.fileExists(atPath: path + "-shm"))
        #expect(try mode(path + "-wal") == 0o600)
        #expect(try mode(path + "-shm") == 0o600)
        try store.close()
    }

    @Test func anExistingDirectoryKeepsItsPermissions() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.url.path)
        let store = try SQLiteWidgetStore(path: directory.path("widgetry.sqlite"))
        try await store.registerExtension(id: "notes", path: "/bin/notes", name: "Notes")
        #expect(try mode(directory.url.path) == 0o755)
        #expect(try mode(directory.path("widgetry.sqlite")) == 0o600)
        try store.close()
    }
}
