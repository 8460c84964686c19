import Foundation

/// One browser, driven through chromedriver with the W3C WebDriver protocol over HTTP.
///
/// Use ``Browser/withSession(options:_:)``, which starts chromedriver and the browser and ends both
/// however the test ends.
public final class WebDriverSession: Sendable {
    /// The session's identifier.
    public let id: String
    /// The chromedriver serving it.
    public let driver: ChromeDriver

    private init(id: String, driver: ChromeDriver) {
        self.id = id
        self.driver = driver
    }

    /// Starts a browser: Chromium from ``BrowserTools/chromium``, its console collected.
    public static func create(driver: ChromeDriver, options: BrowserOptions = BrowserOptions()) async throws -> WebDriverSession {
        let capabilities: JSONValue = [
            "capabilities": [
                "alwaysMatch": [
                    "browserName": "chrome",
                    "goog:chromeOptions": [
                        "binary": .string(driver.tools.chromium),
                        "args": .array(options.chromiumArguments.map(JSONValue.string)),
                    ],
                    "goog:loggingPrefs": ["browser": "ALL"],
                ]
            ]
        ]
        let value = try await send(driver, "POST", "/session", capabilities, command: "new session")
        guard let id = value["sessionId"]?.string else {
            throw WebDriverError.malformedResponse("new session answered without a sessionId: \(value)")
        }
        return WebDriverSession(id: id, driver: driver)
    }

    // MARK: Navigation and documents

    /// Loads `url` and waits for the document to load.
    public func navigate(to url: URL) async throws {
        try await command("POST", "url", ["url": .string(url.absoluteString)])
    }

    /// The current page's URL.
    public func currentURL() async throws -> String {
        try await command("GET", "url").string ?? ""
    }

    /// The current document's title.
    public func title() async throws -> String {
        try await command("GET", "title").string ?? ""
    }

    // MARK: Elements

    /// The first element matching the CSS selector; throws `no such element` if none does.
    public func findElement(css selector: String) async throws -> WebElement {
        try element(from: try await command("POST", "element", ["using": "css selector", "value": .string(selector)]))
    }

    /// Every element matching the CSS selector, in document order.
    public func findElements(css selector: String) async throws -> [WebElement] {
        let value = try await command("POST", "elements", ["using": "css selector", "value": .string(selector)])
        return try (value.array ?? []).map(element(from:))
    }

    func element(from value: JSONValue) throws -> WebElement {
        guard let id = value[WebElement.referenceKey]?.string else {
            throw WebDriverError.malformedResponse("not an element reference: \(value)")
        }
        return WebElement(id: id, session: self)
    }

    // MARK: Scripts

    /// Runs `script` as the body of a function in the page (its `arguments` are `arguments`) and
    /// returns what it returns. Elements are passed as ``WebElement/reference``.
    @discardableResult
    public func execute(_ script: String, arguments: [JSONValue] = []) async throws -> JSONValue {
        try await command("POST", "execute/sync", ["script": .string(script), "args": .array(arguments)])
    }

    /// Runs `script` like ``execute(_:arguments:)`` but waits until it calls its last argument,
    /// a callback, and returns the value passed to it (for promises: `.then(done)`).
    @discardableResult
    public func executeAsync(_ script: String, arguments: [JSONValue] = []) async throws -> JSONValue {
        try await command("POST", "execute/async", ["script": .string(script), "args": .array(arguments)])
    }

    /// Runs a Chrome DevTools Protocol command (`Page.getInstallabilityErrors`, …) through
    /// chromedriver and returns its result.
    @discardableResult
    public func devTools(_ method: String, _ parameters: [String: JSONValue] = [:]) async throws -> JSONValue {
        try await command("POST", "goog/cdp/execute", ["cmd": .string(method), "params": .object(parameters)])
    }

    // MARK: Waiting

    /// Checks `condition` every `interval` until it holds; throws ``WebDriverError/timeout(_:)``
    /// naming `description` when `timeout` passes first.
    public func waitUntil(
        _ description: String, timeout: Duration = .seconds(10), interval: Duration = .milliseconds(100),
        _ condition: () async throws -> Bool
    ) async throws {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while true {
            if try await condition() { return }
            if clock.now >= deadline { throw WebDriverError.timeout(description) }
            try await Task.sleep(for: interval)
        }
    }

    /// Clicks the first element matching the selector once there is one, finding it again when
    /// the page replaced it in between (a live page re-renders on server events).
    public func click(css selector: String, timeout: Duration = .seconds(10)) async throws {
        try await waitUntil("\(selector) can be clicked", timeout: timeout) {
            guard let element = try await findElements(css: selector).first else { return false }
            do {
                try await element.click()
                return true
            } catch WebDriverError.command(_, let error, _) where error == "stale element reference" {
                return false
            }
        }
    }

    /// Waits until an element matches the selector, and returns the first that does.
    public func waitForElement(css selector: String, timeout: Duration = .seconds(10)) async throws -> WebElement {
        var found: WebElement?
        try await waitUntil("an element matches \(selector)", timeout: timeout) {
            found = try await findElements(css: selector).first
            return found != nil
        }
        return found!
    }

    // MARK: Logs and screenshots

    /// One message of the browser's console (and of its own reports, such as CSP violations).
    public struct LogEntry: Sendable, CustomStringConvertible {
        /// `SEVERE`, `WARNING`, `INFO`, `DEBUG`.
        public let level: String
        /// The text.
        public let message: String
        /// Where it came from, e.g. `console-api`, `security`, `network`, `javascript`.
        public let source: String?

        public var description: String { "[\(level)\(source.map { " \($0)" } ?? "")] \(message)" }
    }

    /// The browser console's messages since the previous call (chromedriver hands each out once).
    public func browserLog() async throws -> [LogEntry] {
        let value = try await command("POST", "se/log", ["type": "browser"])
        return (value.array ?? []).map {
            LogEntry(level: $0["level"]?.string ?? "", message: $0["message"]?.string ?? "", source: $0["source"]?.string)
        }
    }

    /// A PNG of the viewport.
    public func screenshot() async throws -> Data {
        guard let base64 = try await command("GET", "screenshot").string, let png = Data(base64Encoded: base64) else {
            throw WebDriverError.malformedResponse("screenshot is not base64")
        }
        return png
    }

    /// Saves a PNG of the viewport as `<name>.png` in ``TestArtifacts``, and returns where.
    @discardableResult
    public func saveScreenshot(named name: String) async throws -> URL {
        let url = try TestArtifacts.url(named: name.hasSuffix(".png") ? name : "\(name).png")
        try await screenshot().write(to: url)
        return url
    }

    // MARK: Ending

    /// Closes the browser and ends the session.
    public func quit() async throws {
        _ = try await Self.send(driver, "DELETE", "/session/\(id)", nil, command: "delete session")
    }

    // MARK: Transport

    /// Sends a command to this session (`path` relative to `/session/{id}/`); returns its `value`.
    @discardableResult
    func command(_ method: String, _ path: String, _ body: JSONValue? = nil) async throws -> JSONValue {
        // W3C: POST commands always carry a JSON body, `{}` when they have no parameters.
        let body: JSONValue? = body ?? (method == "POST" ? [:] : nil)
        return try await Self.send(driver, method, "/session/\(id)/\(path)", body, command: "\(method) \(path)")
    }

    private static func send(_ driver: ChromeDriver, _ method: String, _ path: String, _ body: JSONValue?, command: String) async throws -> JSONValue {
        let response = try await LoopbackHTTPClient.send(
            method: method, port: driver.endpoint.port ?? 0, path: path, body: try body.map { try JSONEncoder().encode($0) },
            timeout: .seconds(120))
        guard let document = try? JSONDecoder().decode(JSONValue.self, from: response.body) else {
            throw WebDriverError.malformedResponse("\(command): HTTP \(response.status), \(String(decoding: response.body, as: UTF8.self))")
        }
        let value = document["value"] ?? .null
        guard (200..<300).contains(response.status) else {
            throw WebDriverError.command(
                command, error: value["error"]?.string ?? "HTTP \(response.status)", message: value["message"]?.string ?? "\(value)")
        }
        return value
    }
}
