import Hummingbird
import WidgetryHost

/// The cookie a signed-in browser presents: the session's token, `HttpOnly` (no script reads
/// it), `SameSite=Strict` (no other site's page sends it), `Path=/`, and `Secure` whenever the
/// page was reached over HTTPS (a TLS proxy in front says so with `X-Forwarded-Proto: https`,
/// the browser with an `https://` `Origin`). Over plain HTTP a browser would drop a `Secure`
/// cookie, so there it is left off: reach the server through TLS beyond a trusted network.
enum SessionCookie {
    static let name = "widgetry_session"

    /// The token the request presents, if any.
    static func token(in request: Request) -> String? {
        guard let value = request.cookies[name]?.value, !value.isEmpty else { return nil }
        return String(value)
    }

    /// The cookie that starts a session of `lifetime` seconds.
    static func starting(_ token: String, lifetime: Double, for request: Request) -> Cookie {
        Cookie(
            name: name, value: token, maxAge: Int(lifetime), path: "/", secure: isSecure(request), httpOnly: true,
            sameSite: .strict)
    }

    /// The cookie that makes the browser forget its session.
    static func ending(for request: Request) -> Cookie {
        Cookie(name: name, value: "", maxAge: 0, path: "/", secure: isSecure(request), httpOnly: true, sameSite: .strict)
    }

    /// Whether the browser reached the page over HTTPS.
    static func isSecure(_ request: Request) -> Bool {
        request.headers[.xForwardedProto]?.lowercased() == "https" || request.headers[.origin]?.lowercased().hasPrefix("https://") == true
    }
}
