import Hummingbird
import WidgetryHost

/// Makes every error under `/api` an ``APIError``, so API clients always get its JSON body:
/// a ``HostError`` becomes its ``APIError/init(_:)`` (a store failure logged, not sent), an
/// unknown route becomes 404 `notFound`, Hummingbird's own `HTTPError`s (e.g. a body that
/// does not decode) keep their status and message, and any other error becomes 500
/// `internalError`, its details logged rather than sent.
public struct APIErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The middleware.
    public init() {}

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard Self.isAPI(request.uri.path) else { return try await next(request, context) }
        do {
            return try await next(request, context)
        } catch let error as APIError {
            throw error
        } catch let error as HostError {
            if case .store(let message) = error {
                context.logger.error("store failure", metadata: ["error": "\(message)"])
            }
            throw APIError(error)
        } catch let error as HTTPError {
            throw Self.apiError(from: error, request: request, context: context)
        } catch let error as any HTTPResponseError {
            throw APIError(status: error.status, code: Self.code(for: error.status), message: Self.sentence(for: error.status))
        } catch {
            context.logger.error(
                "API request failed", metadata: ["path": "\(request.uri.path)", "error": "\(String(reflecting: error))"])
            throw APIError.internalError
        }
    }

    static func isAPI(_ path: String) -> Bool {
        path == "/api" || path.hasPrefix("/api/")
    }

    static func apiError(from error: HTTPError, request: Request, context: Context) -> APIError {
        // The router's own 404 has no message and no matched endpoint.
        if error.status == .notFound, error.body == nil, context.endpointPath == nil || context.endpointPath == "NotFound" {
            return .notFound("No API route matches \(request.method) \(request.uri.path).")
        }
        return APIError(status: error.status, code: code(for: error.status), message: error.body ?? sentence(for: error.status))
    }

    /// The camelCase code of a status the API answers with.
    static func code(for status: HTTPResponse.Status) -> String {
        switch status.code {
        case 400: "badRequest"
        case 401: "unauthorized"
        case 403: "forbidden"
        case 404: "notFound"
        case 405: "methodNotAllowed"
        case 409: "conflict"
        case 413: "payloadTooLarge"
        case 415: "unsupportedMediaType"
        case 422: "invalidParameters"
        case 429: "tooManyRequests"
        case 500...: "internalError"
        default: "httpError\(status.code)"
        }
    }

    static func sentence(for status: HTTPResponse.Status) -> String {
        status.code >= 500 ? APIError.internalError.message : "The request failed: \(status.reasonPhrase)."
    }
}
