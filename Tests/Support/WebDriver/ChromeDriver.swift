import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// A chromedriver process listening on a loopback port the system chose.
///
/// Started by ``start(tools:timeout:)``; ``stop()`` ends it together with any browser it started
/// (they share a process group). If a test forgets, the last reference going away kills the group.
/// chromedriver accepts local connections only.
public final class ChromeDriver: Sendable {
    /// Where chromedriver listens, `http://127.0.0.1:<port>`.
    public let endpoint: URL
    /// The tools it was started with; sessions launch ``BrowserTools/chromium``.
    public let tools: BrowserTools

    private let child: Mutex<ChildProcess?>
    private let logFile: URL

    private init(endpoint: URL, tools: BrowserTools, child: ChildProcess, logFile: URL) {
        self.endpoint = endpoint
        self.tools = tools
        self.child = Mutex(child)
        self.logFile = logFile
    }

    deinit {
        if let child = child.withLock({ $0.take() }) {
            child.signalGroup(SIGKILL)
            _ = waitpid(child.pid, nil, 0)
        }
        try? FileManager.default.removeItem(at: logFile)
    }

    /// Starts chromedriver on port 0 and waits (up to `timeout`) for the line that names the port
    /// it bound. With port 0, chromedriver binds IPv6 to a port the system chose and then IPv4 to
    /// the same number, which another process may hold ("IPv4 port not available. Exiting..."):
    /// then it is started again, up to five times.
    public static func start(tools: BrowserTools, timeout: Duration = .seconds(30)) async throws -> ChromeDriver {
        var attempt = 1
        while true {
            do {
                return try await startOnce(tools: tools, timeout: timeout)
            } catch WebDriverError.driverDidNotStart(_, let log) where attempt < 5 && log.contains("port not available") {
                attempt += 1
            }
        }
    }

    private static func startOnce(tools: BrowserTools, timeout: Duration) async throws -> ChromeDriver {
        let logFile = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-chromedriver-\(UUID().uuidString).log")
        let child = try ChildProcess.spawn(tools.chromedriver, arguments: ["--port=0"], outputPath: logFile.path)
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while true {
            let log = (try? String(contentsOf: logFile, encoding: .utf8)) ?? ""
            if let port = port(inStartupLog: log) {
                return ChromeDriver(endpoint: URL(string: "http://127.0.0.1:\(port)")!, tools: tools, child: child, logFile: logFile)
            }
            if let status = child.exitStatus() {
                try? FileManager.default.removeItem(at: logFile)
                throw WebDriverError.driverDidNotStart("it exited (wait status \(status))", log: log)
            }
            if clock.now >= deadline {
                child.signalGroup(SIGKILL)
                _ = waitpid(child.pid, nil, 0)
                try? FileManager.default.removeItem(at: logFile)
                throw WebDriverError.driverDidNotStart("it did not report its port within \(timeout)", log: log)
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// The port in chromedriver's "ChromeDriver was started successfully on port N." line.
    static func port(inStartupLog log: String) -> Int? {
        let marker = "started successfully on port "
        guard let range = log.range(of: marker) else { return nil }
        return Int(log[range.upperBound...].prefix { $0.isNumber })
    }

    /// Ends chromedriver: SIGTERM, then SIGKILL for whatever of its group is left after a grace
    /// period (a browser whose session was never closed). Does nothing the second time.
    public func stop() async {
        guard let child = child.withLock({ $0.take() }) else { return }
        child.signalGroup(SIGTERM)
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(5))
        while child.exitStatus() == nil, clock.now < deadline {
            try? await Task.sleep(for: .milliseconds(50))
        }
        child.signalGroup(SIGKILL)
        if child.exitStatus() == nil { _ = waitpid(child.pid, nil, 0) }
        try? FileManager.default.removeItem(at: logFile)
    }
}
