import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension UserDefaults {
    /// Reads again the `UserDefaults` suites of the user whose files changed since the last call.
    ///
    /// Foundation on Linux keeps what a process read of a suite and never looks at the file
    /// again, even through a new `UserDefaults(suiteName:)`; on Apple's systems a widget
    /// extension sees what its app wrote to the app group since. The extension runtime calls this
    /// before each request, so a provider reading the app group's suite sees the app's writes.
    /// Foundation writes a suite by replacing its file, which changes the directory: while the
    /// directory's modification time stays the same this costs one `stat`. Otherwise the suites
    /// whose files changed are read again (the first call only notes them: nothing was read yet).
    package static func synchronizeSuites() {
        let directory = FileManager.preferencesDirectory.path
        var status = stat()
        guard stat(directory, &status) == 0 else { return }
        let stamp = Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9
        guard directoryStamp.withLock({ known in
            defer { known = stamp }
            return known != stamp
        }) else { return }
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        var current: [String: Date] = [:]
        for file in files where file.hasSuffix(".plist") {
            let attributes = try? FileManager.default.attributesOfItem(atPath: directory + "/" + file)
            current[String(file.dropLast(".plist".count))] = attributes?[.modificationDate] as? Date ?? .distantPast
        }
        let changed = suiteFileDates.withLock { known -> [String] in
            defer { known = current }
            guard let previous = known else { return [] }
            return current.filter { previous[$0.key] != $0.value }.map(\.key)
        }
        for suite in changed { UserDefaults(suiteName: suite)?.synchronize() }
    }
}

/// The modification dates of the suite files at the last `synchronizeSuites()`; nil before it.
private let suiteFileDates = Mutex<[String: Date]?>(nil)
/// The preferences directory's modification time at the last `synchronizeSuites()`.
private let directoryStamp = Mutex<Double?>(nil)
