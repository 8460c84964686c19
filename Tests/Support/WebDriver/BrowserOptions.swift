/// How the browser of a session is started.
public struct BrowserOptions: Sendable {
    /// The window's size in CSS pixels (the viewport, and so the screenshots, is that less the browser's own bars).
    public var windowWidth: Int
    /// See ``windowWidth``.
    public var windowHeight: Int
    /// Run without a display (the default; tests and CI have none).
    public var headless: Bool
    /// More Chromium switches.
    public var extraArguments: [String]

    /// Options; the defaults suit tests.
    public init(windowWidth: Int = 1280, windowHeight: Int = 900, headless: Bool = true, extraArguments: [String] = []) {
        self.windowWidth = windowWidth
        self.windowHeight = windowHeight
        self.headless = headless
        self.extraArguments = extraArguments
    }

    var chromiumArguments: [String] {
        (headless ? ["--headless=new"] : [])
            + [
                "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--no-default-browser-check",
                "--window-size=\(windowWidth),\(windowHeight)",
            ] + extraArguments
    }
}
