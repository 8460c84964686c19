import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One keychain: the items of one access group, in a file only their owner can read.
///
/// An access group's items are kept in its app group's container (the directory that
/// `FileManager.containerURL(forSecurityApplicationGroupIdentifier:)` gives the app and its
/// extensions alike), at `Library/Keychains/keychain.json`; items without an access group in the
/// process's own container, `$XDG_DATA_HOME` (else `~/.local/share`) `/<bundle identifier or
/// process name>/Library/Keychains`. Directories are made with mode 0700, the file with 0600.
///
/// Every operation holds an advisory lock on `keychain.lock` beside it (shared to read,
/// exclusive to change), so an app and its extensions, each its own process, never lose each
/// other's changes; a change is written to a new file that replaces the old at once.
struct KeychainFile {
    /// The access group the keychain is for (the process's own name when none was given).
    let accessGroup: String
    let directory: URL

    /// The keychain of `accessGroup`, or the process's own; nil when the group cannot name a
    /// directory.
    init?(accessGroup: String?) {
        if let accessGroup {
            guard let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: accessGroup) else {
                return nil
            }
            self.accessGroup = accessGroup
            self.directory = container.appendingPathComponent("Library/Keychains", isDirectory: true)
        } else {
            let owner = Self.defaultAccessGroup
            self.accessGroup = owner
            self.directory = Self.dataHome.appendingPathComponent(owner, isDirectory: true)
                .appendingPathComponent("Library/Keychains", isDirectory: true)
        }
    }

    /// The access group of items added without one: the bundle's identifier, else the
    /// executable's name.
    static var defaultAccessGroup: String {
        let name = Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
        return name.isEmpty || name.contains("/") ? "keychain" : name
    }

    private static var dataHome: URL {
        if let configured = ProcessInfo.processInfo.environment["XDG_DATA_HOME"], configured.hasPrefix("/") {
            return URL(fileURLWithPath: configured, isDirectory: true)
        }
        return URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true).appendingPathComponent(".local/share", isDirectory: true)
    }

    var fileURL: URL { directory.appendingPathComponent("keychain.json") }

    /// Why the file could not be read or written.
    enum Failure: Error {
        case io
        case damaged

        var status: OSStatus { self == .damaged ? errSecDecode : errSecIO }
    }

    /// Reads the items under a shared lock.
    func read() throws -> [KeychainItem] {
        try locked(exclusive: false) { try load() }
    }

    /// Reads the items under an exclusive lock, lets `change` alter them, and writes them back
    /// if it returns true; nothing is written when it throws (a `KeychainError`) or returns false.
    func update<Result>(_ change: (inout [KeychainItem]) throws -> (Result, Bool)) throws -> Result {
        try locked(exclusive: true) {
            var items = try load()
            let (result, changed) = try change(&items)
            if changed { try save(items) }
            return result
        }
    }

    private func locked<T>(exclusive: Bool, _ body: () throws -> T) throws -> T {
        try makeDirectories()
        let descriptor = open(directory.appendingPathComponent("keychain.lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw Failure.io }
        defer { close(descriptor) }
        while flock(descriptor, exclusive ? LOCK_EX : LOCK_SH) != 0 {
            guard errno == EINTR else { throw Failure.io }
        }
        return try body()
    }

    private func makeDirectories() throws {
        var missing: [URL] = []
        var current = directory
        while !FileManager.default.fileExists(atPath: current.path), current.path != "/" {
            missing.insert(current, at: 0)
            current = current.deletingLastPathComponent()
        }
        for directory in missing {
            guard mkdir(directory.path, 0o700) == 0 || errno == EEXIST else { throw Failure.io }
        }
    }

    private func load() throws -> [KeychainItem] {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return [] }
        guard let data = FileManager.default.contents(atPath: fileURL.path) else { throw Failure.io }
        do {
            return try JSONDecoder().decode(Contents.self, from: data).items
        } catch {
            throw Failure.damaged
        }
    }

    private func save(_ items: [KeychainItem]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(Contents(items: items)) else { throw Failure.io }
        let temporary = directory.appendingPathComponent("keychain.json.\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw Failure.io }
        let written = data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard written, synced, rename(temporary.path, fileURL.path) == 0 else {
            unlink(temporary.path)
            throw Failure.io
        }
    }

    private struct Contents: Codable {
        var version = 1
        var items: [KeychainItem]
    }
}

/// A keychain operation's failure, as the status it returns.
struct KeychainError: Error {
    let status: OSStatus
}
