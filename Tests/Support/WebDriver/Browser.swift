import Foundation

/// Starting and ending browsers around a test.
public enum Browser {
    /// Starts chromedriver and a browser, runs `body` with the session, then closes the browser
    /// and ends chromedriver, whether `body` returns or throws. When `body` throws, a screenshot
    /// of the moment is saved first (`failure-<time>.png` in ``TestArtifacts``).
    ///
    /// Throws ``WebDriverError/unavailable(_:)`` when the tools are not installed: check
    /// ``BrowserTools/isAvailable`` first to skip instead.
    public static func withSession<Result>(
        options: BrowserOptions = BrowserOptions(), _ body: (WebDriverSession) async throws -> Result
    ) async throws -> Result {
        // At most a few browsers at once in the test process: each is several busy processes,
        // and suites run in parallel (a machine of 2 cores under a dozen browsers starves the
        // servers and extensions the tests are timing).
        await slots.acquire()
        defer { Task { await slots.release() } }
        let driver = try await ChromeDriver.start(tools: try BrowserTools.locate())
        let session: WebDriverSession
        do {
            session = try await WebDriverSession.create(driver: driver, options: options)
        } catch {
            await driver.stop()
            throw error
        }
        let result: Result
        do {
            result = try await body(session)
        } catch {
            _ = try? await session.saveScreenshot(named: "failure-\(Int(Date().timeIntervalSince1970 * 1000))")
            try? await session.quit()
            await driver.stop()
            throw error
        }
        let quitError: (any Error)?
        do {
            try await session.quit()
            quitError = nil
        } catch {
            quitError = error
        }
        await driver.stop()
        if let quitError { throw quitError }
        return result
    }
}

/// A counting semaphore for browser sessions: ``Browser/withSession(options:_:)`` waits for a
/// slot before it starts a browser.
actor BrowserSlots {
    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(_ count: Int) { free = count }

    func acquire() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty {
            free += 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}

extension Browser {
    /// Two browsers at a time (`WIDGETRY_TEST_BROWSERS` sets another number).
    static let slots = BrowserSlots(max(1, Int(ProcessInfo.processInfo.environment["WIDGETRY_TEST_BROWSERS"] ?? "") ?? 2))
}
