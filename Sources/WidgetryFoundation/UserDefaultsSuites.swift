import Foundation

extension UserDefaults {
    /// Reads every `UserDefaults` suite of the user (and the standard defaults) from disk again.
    ///
    /// Foundation on Linux keeps what a process read of a suite and never looks at the file
    /// again, even through a new `UserDefaults(suiteName:)`; on Apple's systems a widget
    /// extension sees what its app wrote to the app group since. The extension runtime calls this
    /// before each request, so a provider reading the app group's suite sees the app's writes.
    package static func synchronizeSuites() {
        standard.synchronize()
        let directory = FileManager.preferencesDirectory
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for file in files where file.hasSuffix(".plist") {
            UserDefaults(suiteName: String(file.dropLast(".plist".count)))?.synchronize()
        }
    }
}
