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
