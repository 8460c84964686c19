import Foundation
import Hummingbird
import WidgetryHost

/// Lets no request past without a session when the server is reachable beyond its machine
/// (``WebServerConfiguration/loginRequired``): every route — the page, its files, the API, the
/// event stream, and paths that match nothing — answers 401 (`signInRequired`), and the pages
/// themselves send the browser to `/login`. Open are only what signing in needs: the login
/// page and its files, the icons and manifest a browser fetches without cookies,
/// `/api/session` and its setup route, `/api/health` (for load balancers), and WidgetCenter's
/// routes and the push gateway (`/3/device/{token}`), which take an app's token.
///
/// A viewer (a wall display) may only look: any method but `GET` and `HEAD` (save reporting
/// which widgets it shows), and the owner's own reads (the wall-display passes, the export),
/// answer 403 (`readOnly`); what it is shown is rendered as on a locked device
/// (``WidgetRendering/forWallDisplay``).
///
/// Decided on the route the router matched (`context.endpointPath`), not on the path's
/// spelling, as ``SameOriginMiddleware`` is.
struct AccessMiddleware: RouterMiddleware {
    typealias Context = WebRequestContext
    let access: AccessControl

    /// Routes that answer without a session.
    static let publicRoutes: Set<String> = [
        "login", "assets/login.js", "assets/login.css", "assets/app.css", "assets/icon.svg",
        "manifest.webmanifest", "assets/icon-192.png", "assets/icon-512.png", "assets/icon-maskable-512.png",
        "api/session", "api/session/setup", "api/health",
    ]
    /// The pages a browser opens: without a session they send it to the login page.
    static let pages: Set<String> = ["", "previews"]
    /// Reads only the owner may make.
    static let ownerReads: Set<String> = ["api/viewers", "api/export"]
    /// What a viewer may send: which widgets it shows (so that hidden ones are not reloaded).
    static let viewerReports: Set<String> = ["api/instances/{id}/visibility"]

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let route = Self.route(context.endpointPath)
        if let route, Self.publicRoutes.contains(route) || route.hasPrefix("api/widgetcenter/") || route == PushGatewayRoutes.route {
            return try await next(request, context)
        }
        guard let token = SessionCookie.token(in: request), let session = try await access.session(token: token) else {
            if let route, Self.pages.contains(route), request.method == .get || request.method == .head {
                return Self.redirectToLogin(from: request)
            }
            throw APIError(
                status: .unauthorized, code: "signInRequired",
                message: "Sign in first: this home screen is reachable beyond its machine, so it asks for the owner's password or a wall-display link.")
        }
        if session.role == .viewer {
            let reads = request.method == .get || request.method == .head
            guard reads ? !Self.ownerReads.contains(route ?? "") : Self.viewerReports.contains(route ?? "") else {
                throw APIError(
                    status: .forbidden, code: "readOnly",
                    message: "This is a wall display's session: it shows the home screen but cannot change it. Sign in with the owner's password to make changes.")
            }
        }
        var context = context
        context.sessionEnded = { [endings = access.endings] in await endings.waitForEnd(of: session) }
        // Limits per session count a wall display's pass once, however many sessions it made.
        context.sessionKey = session.viewerPassID.map { "pass:" + $0 } ?? "session:" + session.digest
        guard session.role == .viewer else { return try await next(request, context) }
        // A wall display sees widgets as on a locked device: privacy-sensitive content redacted.
        return try await WidgetRendering.$forWallDisplay.withValue(true) { try await next(request, context) }
    }

    /// The matched route without its leading slashes; `nil` when nothing matched.
    static func route(_ endpointPath: String?) -> String? {
        guard let endpointPath, endpointPath != "NotFound" else { return nil }
        return String(endpointPath.drop { $0 == "/" })
    }

    /// 303 to `/login?next=<the page asked for>`.
    static func redirectToLogin(from request: Request) -> Response {
        let next = request.uri.description
        let query = next.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(.init(charactersIn: "-._~/"))) ?? "/"
        return Response(status: .seeOther, headers: [.location: "/login?next=\(query)", .cacheControl: "no-store"])
    }
}
