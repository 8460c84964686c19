import Hummingbird

/// Refuses state-changing API requests that do not come from the home page itself.
///
/// A `POST`, `PUT`, `PATCH` or `DELETE` under `/api/` must carry `X-Widgetry-Request: 1` (a
/// header another site's form or image cannot send, and its script cannot send cross-origin
/// without a CORS preflight this server never grants) and, when the browser sends `Origin`, that
/// origin must be this server's own, `http://<Host>`. Anything else gets 403 before the route runs.
///
/// `/api/widgetcenter/` is exempt: apps call it from outside any browser and authenticate with a
/// per-extension token instead.
public struct SameOriginMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The middleware.
    public init() {}

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if Self.requiresSameOrigin(request) {
            try Self.checkSameOrigin(request)
        }
        return try await next(request, context)
    }

    static func requiresSameOrigin(_ request: Request) -> Bool {
        switch request.method {
        case .post, .put, .patch, .delete:
            let path = request.uri.path
            return path.hasPrefix("/api/") && !path.hasPrefix("/api/widgetcenter/")
        default:
            return false
        }
    }

    static func checkSameOrigin(_ request: Request) throws {
        guard request.headers[.widgetryRequest] == "1" else {
            throw APIError(
                status: .forbidden, code: "sameOriginRequired",
                message: "This request changes state and must come from the Widgetry page, "
                    + "which marks its requests with the header X-Widgetry-Request: 1.")
        }
        let origins = request.headers[values: .origin]
        guard !origins.isEmpty else { return }
        let own = request.head.authority.map { "http://\($0)" }
        guard origins.count == 1, let own, origins[0] == own else {
            throw APIError(
                status: .forbidden, code: "crossOriginRequest",
                message: "This request comes from \(origins.joined(separator: ", ")), "
                    + "not from this server's own page (\(own ?? "no Host header")).")
        }
    }
}
