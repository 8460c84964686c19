/// One route of the server: a method and a path template in OpenAPI's spelling
/// (`GET /api/instances/{id}`), as the router holds it.
public struct WebRoute: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The HTTP method, upper case.
    public let method: String
    /// The path, with parameters in braces.
    public let path: String

    /// A route.
    public init(method: String, path: String) {
        self.method = method.uppercased()
        self.path = path
    }

    public var description: String { "\(method) \(path)" }

    public static func < (lhs: WebRoute, rhs: WebRoute) -> Bool {
        (lhs.path, lhs.method) < (rhs.path, rhs.method)
    }
}
