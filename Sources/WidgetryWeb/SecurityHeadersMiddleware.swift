import Hummingbird

/// Puts the browser-hardening headers on every response, error responses included.
///
/// The policy allows only this server's own scripts, styles, images (and `data:` images), and
/// fetches; no inline script or style, no plugins, no `<base>`, no framing. The page is written
/// for it: all behaviour lives in `/assets/app.js`, all styling in `/assets/app.css`.
///
/// It is the outermost middleware: an error thrown further in becomes its response here (the one
/// Hummingbird would have built), so that response carries the headers too.
public struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The `Content-Security-Policy` sent with every response.
    public static var contentSecurityPolicy: String {
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
            + "object-src 'none'; base-uri 'none'; frame-ancestors 'none'"
    }

    /// The headers added to every response.
    public static var headers: HTTPFields {
        [
            .contentSecurityPolicy: contentSecurityPolicy,
            .xContentTypeOptions: "nosniff",
            .referrerPolicy: "same-origin",
        ]
    }

    /// The middleware.
    public init() {}

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        } catch {
            context.logger.error("Unhandled error", metadata: ["error": "\(String(reflecting: error))"])
            response = Response(status: .internalServerError)
        }
        for field in Self.headers {
            response.headers[field.name] = field.value
        }
        return response
    }
}

// `HTTPField` is HTTPTypes' name, which Hummingbird does not re-export; `HTTPFields.Element` is it.
extension HTTPFields.Element.Name {
    /// `Referrer-Policy`, which HTTPTypes does not name.
    static var referrerPolicy: Self { Self("Referrer-Policy")! }
    /// `X-Widgetry-Request`: the page's mark on its own state-changing requests.
    static var widgetryRequest: Self { Self("X-Widgetry-Request")! }
    /// `X-Forwarded-Proto`, set by a TLS-terminating proxy: the scheme the browser used.
    static var xForwardedProto: Self { Self("X-Forwarded-Proto")! }
}
