import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The database holds people's data (notes, configurations, tokens' digests): the store makes
/// it readable by its owner only. Directories it creates are `0700`; a database file it creates
/// is `0600` before SQLite first opens it, and SQLite gives the `-wal` and `-shm` files it creates
/// beside a database the database file's permissions. An existing file or directory keeps the
/// permissions it has (its owner chose them).
enum PrivateFile {
    /// Creates the missing directories of `directory`, each `0700`.
    static func createDirectories(_ directory: URL) throws {
        var missing: [String] = []
        var current = directory.standardizedFileURL
        while !FileManager.default.fileExists(atPath: current.path), current.path != "/" {
            missing.append(current.path)
            current.deleteLastPathComponent()
        }
        for path in missing.reversed() {
            guard mkdir(path, 0o700) == 0 || errno == EEXIST else { throw posixError(errno, path) }
            // The umask can only take permissions away; set exactly the owner's.
            guard chmod(path, 0o700) == 0 else { throw posixError(errno, path) }
        }
    }

    /// Creates `path` as an empty file readable and writable by its owner only, unless it exists.
    static func createFile(_ path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor < 0 {
            if errno == EEXIST { return }
            throw posixError(errno, path)
        }
        defer { close(descriptor) }
        guard fchmod(descriptor, 0o600) == 0 else { throw posixError(errno, path) }
    }

    private static func posixError(_ code: Int32, _ path: String) -> NSError {
        NSError(domain: NSPOSIXErrorDomain, code: Int(code), userInfo: [NSFilePathErrorKey: path, NSLocalizedDescriptionKey: String(cString: strerror(code))])
    }
}
