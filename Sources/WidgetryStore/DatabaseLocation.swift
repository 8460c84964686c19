import Foundation

/// Where the host's database lives.
///
/// The default follows the XDG base-directory specification: `$XDG_DATA_HOME/widgetry/widgetry.sqlite`
/// when `XDG_DATA_HOME` is set to an absolute path (the specification says to ignore a relative
/// one), else `$HOME/.local/share/widgetry/widgetry.sqlite`. `--database PATH` replaces it; a
/// relative path is taken from the current directory. ``SQLiteWidgetStore`` creates the missing
/// directories when it opens the file.
///
/// For the CLI:
/// ```swift
/// @Option var database: String?
/// let store = try SQLiteWidgetStore(databasePath: database)   // nil → the default location
/// ```
public enum DatabaseLocation {
    public static let directoryName = "widgetry"
    public static let fileName = "widgetry.sqlite"

    /// The default database file for this user.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        dataDirectory(environment: environment)
            .appendingPathComponent(directoryName, isDirectory: true)
            .appendingPathComponent(fileName, isDirectory: false)
            .path
    }

    /// The file to open for a `--database` option: the option as an absolute path, or the
    /// default when it is `nil` or empty. A leading `~/` means the home directory.
    public static func resolve(
        _ databaseOption: String?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        guard var path = databaseOption, !path.isEmpty else { return defaultPath(environment: environment) }
        if path == "~" || path.hasPrefix("~/") {
            path = homeDirectory(environment: environment).path + path.dropFirst()
        }
        return URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// `$XDG_DATA_HOME`, else `~/.local/share`.
    public static func dataDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true)
        }
        return homeDirectory(environment: environment)
            .appendingPathComponent(".local", isDirectory: true)
            .appendingPathComponent("share", isDirectory: true)
    }

    static func homeDirectory(environment: [String: String]) -> URL {
        if let home = environment["HOME"], home.hasPrefix("/") {
            return URL(fileURLWithPath: home, isDirectory: true)
        }
        return FileManager.default.homeDirectoryForCurrentUser
    }
}
