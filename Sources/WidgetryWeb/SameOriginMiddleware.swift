import Hummingbird

/// Refuses state-changing API requests that do not come from the home page itself.
///
/// A request with any method but `GET`, `HEAD` or `OPTIONS` to a route must carry `X-Widgetry-Request: 1` (a
/// header another site's form or image cannot send, and its script cannot send cross-origin
/// without a CORS preflight this server never grants) and, when the browser sends `Origin`, that
/// origin must be this server's own, `http://<Host>` (or `https://<Host>` behind a TLS proxy). Anything else gets 403 before the route runs.
///
/// `/api/widgetcenter/` and the push gateway (`/3/device/{token}`) are exempt: apps and their
/// servers call them from outside any browser and authenticate with a per-extension token instead.
public struct SameOriginMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The middleware.
    public init() {}

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if Self.requiresSameOrigin(request.method, route: context.endpointPath) {
            try Self.checkSameOrigin(request)
        }
        return try await next(request, context)
    }

    /// Decided on the route the router matched (`context.endpointPath`, e.g.
    /// `/api/instances/{id}`), not on the request's spelling of the path: `//api/instances`,
    /// `/api/instances/` and their like reach the same route and get the same check. Every
    /// matched state-changing route but WidgetCenter's and the push gateway's requires it; an unmatched one is a 404
    /// that changes nothing.
    static func requiresSameOrigin(_ method: HTTPRequest.Method, route: String?) -> Bool {
        switch method {
        case .get, .head, .options: return false
        default:
            guard let route, route != "NotFound" else { return false }
            let trimmed = route.drop { $0 == "/" }
            return !trimmed.hasPrefix("api/widgetcenter/") && trimmed != PushGatewayRoutes.route
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
        // Behind a TLS proxy the page's origin is https:// with the same authority.
        let own = request.head.authority.map { ["http://\($0)", "https://\($0)"] } ?? []
        guard origins.count == 1, own.contains(origins[0]) else {
            throw APIError(
                status: .forbidden, code: "crossOriginRequest",
                message: "This request comes from \(origins.joined(separator: ", ")), "
                    + "not from this server's own page (\(own.first ?? "no Host header")).")
        }
    }
}
