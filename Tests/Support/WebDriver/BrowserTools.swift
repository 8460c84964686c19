import Foundation

/// The programs browser tests run: Chromium and the chromedriver of the same version.
///
/// Found through `$CHROMIUM` and `$CHROMEDRIVER` when set, else as `chromium` and `chromedriver`
/// on `PATH` (`scripts/setup` installs Debian's packages `chromium` and `chromium-driver`, which
/// put them in `/usr/bin`).
public struct BrowserTools: Sendable {
    /// The browser executable.
    public let chromium: String
    /// The WebDriver server executable.
    public let chromedriver: String

    /// The tools, or ``WebDriverError/unavailable(_:)`` saying which is missing. A variable that
    /// is set must name an executable: it is not silently replaced by another program.
    public static func locate() throws -> BrowserTools {
        let environment = ProcessInfo.processInfo.environment
        func find(_ variable: String, _ defaults: [String]) throws -> String? {
            if let path = environment[variable], !path.isEmpty {
                guard let found = executable(path) else {
                    throw WebDriverError.unavailable("$\(variable) is \(path), which is not an executable")
                }
                return found
            }
            return search(defaults)
        }
        let chromium = try find("CHROMIUM", ["chromium", "chromium-browser"])
        let chromedriver = try find("CHROMEDRIVER", ["chromedriver"])
        switch (chromium, chromedriver) {
        case (let chromium?, let chromedriver?): return BrowserTools(chromium: chromium, chromedriver: chromedriver)
        case (nil, nil): throw WebDriverError.unavailable("neither chromium nor chromedriver is installed; run scripts/setup")
        case (nil, _): throw WebDriverError.unavailable("chromium is not installed; run scripts/setup")
        case (_, nil): throw WebDriverError.unavailable("chromedriver is not installed; run scripts/setup")
        }
    }

    /// Whether both tools are installed: for `@Test(.enabled(if:))`.
    public static var isAvailable: Bool { (try? locate()) != nil }

    /// Why the tools cannot be used, or nil when they can.
    public static var unavailableReason: String? {
        do {
            _ = try locate()
            return nil
        } catch {
            return "\(error)"
        }
    }

    private static func executable(_ path: String) -> String? {
        FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    private static func search(_ names: [String]) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for name in names {
            for directory in path.split(separator: ":") {
                if let found = executable("\(directory)/\(name)") { return found }
            }
        }
        return nil
    }
}
