import Foundation

extension FileManager {
    /// The shared directory of the app group `groupIdentifier`, which the widget extension and
    /// its app both reach, as on Apple's systems (`Library/Caches`, databases, images the app
    /// prepared for its widgets).
    ///
    /// It sits where Foundation on Linux keeps the group's `UserDefaults(suiteName:)` suite (the
    /// file `<group>.plist`, in `$XDG_CONFIG_HOME`, else `~/.config`): the directory `<group>`
    /// beside it. Every process of the user (the host's extensions and the app) finds the same
    /// one. It is created on first use, private to its owner (mode 0700). Nil for an identifier
    /// that cannot name a directory (empty, `.`, `..`, or containing `/`).
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        guard !groupIdentifier.isEmpty, groupIdentifier != ".", groupIdentifier != "..", !groupIdentifier.contains("/"),
            !groupIdentifier.contains("\0")
        else { return nil }
        let preferences = Self.preferencesDirectory
        let container = preferences.appendingPathComponent(groupIdentifier, isDirectory: true)
        do {
            for directory in [preferences, container] where !fileExists(atPath: directory.path) {
                try createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            }
        } catch {
            return nil
        }
        return container
    }

    /// Where Foundation on Linux keeps `UserDefaults` suites: `$XDG_CONFIG_HOME` when it is an
    /// absolute path (the XDG specification ignores a relative one), else `~/.config`.
    package static var preferencesDirectory: URL {
        if let configured = ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"], configured.hasPrefix("/") {
            return URL(fileURLWithPath: configured, isDirectory: true)
        }
        return URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true).appendingPathComponent(".config", isDirectory: true)
    }
}
