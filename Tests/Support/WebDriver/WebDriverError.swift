/// Why a browser test could not do what it asked.
public enum WebDriverError: Error, CustomStringConvertible {
    /// Chromium or chromedriver is not installed (`scripts/setup` installs both).
    case unavailable(String)
    /// chromedriver did not start; `log` is what it printed.
    case driverDidNotStart(String, log: String)
    /// chromedriver answered a command with a W3C error (`error` is e.g. `no such element`).
    case command(String, error: String, message: String)
    /// chromedriver's answer was not what the protocol says.
    case malformedResponse(String)
    /// A wait ran out before its condition held.
    case timeout(String)

    public var description: String {
        switch self {
        case .unavailable(let reason): "Browser tests need Chromium and chromedriver: \(reason)"
        case .driverDidNotStart(let reason, let log): "chromedriver did not start: \(reason)\n\(log)"
        case .command(let command, let error, let message): "WebDriver \(command) failed: \(error): \(message)"
        case .malformedResponse(let detail): "Unexpected WebDriver response: \(detail)"
        case .timeout(let what): "Timed out waiting until \(what)"
        }
    }
}
