/// An element of the page a ``WebDriverSession`` shows.
public struct WebElement: Sendable {
    /// The W3C key under which an element reference travels in JSON.
    public static let referenceKey = "element-6066-11e4-a52e-4f735466cecf"

    /// chromedriver's identifier of the element.
    public let id: String
    /// The session it belongs to.
    public let session: WebDriverSession

    /// The element as a script argument (``WebDriverSession/execute(_:arguments:)``).
    public var reference: JSONValue { [Self.referenceKey: .string(id)] }

    /// Clicks its centre, scrolling it into view first.
    public func click() async throws {
        try await session.command("POST", "element/\(id)/click")
    }

    /// Types `text` into it.
    public func sendKeys(_ text: String) async throws {
        try await session.command("POST", "element/\(id)/value", ["text": .string(text)])
    }

    /// Empties an editable element.
    public func clear() async throws {
        try await session.command("POST", "element/\(id)/clear")
    }

    /// Its rendered text (what a person sees, not `textContent`).
    public func text() async throws -> String {
        try await session.command("GET", "element/\(id)/text").string ?? ""
    }

    /// The value of its attribute `name`, or nil when it has none.
    public func attribute(_ name: String) async throws -> String? {
        try await session.command("GET", "element/\(id)/attribute/\(name)").string
    }

    /// The value of its DOM property `name`.
    public func property(_ name: String) async throws -> JSONValue {
        try await session.command("GET", "element/\(id)/property/\(name)")
    }

    /// Its accessible name, as the browser computes it for assistive technologies.
    public func computedLabel() async throws -> String {
        try await session.command("GET", "element/\(id)/computedlabel").string ?? ""
    }

    /// Its ARIA role, as the browser computes it.
    public func computedRole() async throws -> String {
        try await session.command("GET", "element/\(id)/computedrole").string ?? ""
    }

    /// Whether it is displayed.
    public func isDisplayed() async throws -> Bool {
        try await session.command("GET", "element/\(id)/displayed").bool ?? false
    }

    /// The first element inside it matching the CSS selector.
    public func findElement(css selector: String) async throws -> WebElement {
        try session.element(from: try await session.command("POST", "element/\(id)/element", ["using": "css selector", "value": .string(selector)]))
    }
}
