import Foundation
import Hummingbird
import WidgetryWire

/// The one shape every error of the HTTP API takes, so the page (and any client) reads failures
/// the same way everywhere:
///
/// ```json
/// {"error": {"code": "notFound", "message": "No API route matches GET /api/nope.",
///            "issues": [{"parameter": "count", "code": "outOfRange", "message": "…"}]}}
/// ```
///
/// `code` is a stable camelCase identifier for programs; `message` is a sentence for people;
/// `issues` (present only when there are some, typically with 422) lists per-parameter problems.
/// Routes throw it; Hummingbird turns it into the response (``response(from:context:)``).
public struct APIError: Error, HTTPResponseError, Sendable, Equatable {
    /// One problem with one parameter of a request (a configuration value, a query item).
    public struct Issue: Codable, Sendable, Equatable {
        /// The parameter's key, as the request spelled it.
        public var parameter: String
        /// A stable camelCase identifier of the problem, e.g. `required`, `outOfRange`.
        public var code: String
        /// A sentence for people, shown beside the field.
        public var message: String

        /// An issue with `parameter`.
        public init(parameter: String, code: String, message: String) {
            self.parameter = parameter
            self.code = code
            self.message = message
        }
    }

    /// The HTTP status of the response.
    public var status: HTTPResponse.Status
    /// A stable camelCase identifier of the error.
    public var code: String
    /// A sentence for people saying what went wrong.
    public var message: String
    /// Per-parameter problems; empty for most errors.
    public var issues: [Issue]
    /// Seconds after which the request may succeed, sent as `Retry-After` (with 503); `nil` for
    /// most errors.
    public var retryAfter: Int?

    /// An error answered with `status` and the JSON body built from `code`, `message`, `issues`
    /// (and a `Retry-After` header when `retryAfter` is given).
    public init(status: HTTPResponse.Status, code: String, message: String, issues: [Issue] = [], retryAfter: Int? = nil) {
        self.status = status
        self.code = code
        self.message = message
        self.issues = issues
        self.retryAfter = retryAfter
    }

    /// The response: the JSON body, never cached.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        let data = try JSONEncoder().encode(Body(error: self))
        var headers: HTTPFields = [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"]
        if status == .unauthorized {
            headers[.wwwAuthenticate] = "Bearer"
        }
        if let retryAfter {
            headers[.retryAfter] = String(max(retryAfter, 0))
        }
        if status == .contentTooLarge {
            // The rest of an oversized body is not wanted: ask the client not to reuse the connection.
            headers[.connection] = "close"
        }
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}

extension APIError {
    /// The JSON document of an error response, for encoding here and decoding in clients and tests.
    public struct Body: Codable, Sendable, Equatable {
        /// The member `error` of the document.
        public struct Content: Codable, Sendable, Equatable {
            /// See ``APIError/code``.
            public var code: String
            /// See ``APIError/message``.
            public var message: String
            /// See ``APIError/issues``; absent from the JSON when empty.
            public var issues: [Issue]?
        }

        /// The error.
        public var error: Content

        /// The body describing `error`.
        public init(error: APIError) {
            self.error = Content(code: error.code, message: error.message, issues: error.issues.isEmpty ? nil : error.issues)
        }
    }
}

extension APIError {
    /// 400: the request is malformed (unreadable JSON, a missing member, a bad query item).
    public static func badRequest(_ message: String) -> APIError {
        APIError(status: .badRequest, code: "badRequest", message: message)
    }

    /// 400 `malformedBody`: the request body could not be read (`reason`: what the HTTP decoder
    /// or the connection reported, such as malformed chunked framing).
    public static func malformedBody(_ reason: any Error) -> APIError {
        APIError(
            status: .badRequest, code: "malformedBody",
            message: "The request body could not be read: \(String(describing: reason).prefix(200)). "
                + "Send its length (Content-Length), or chunks as HTTP/1.1 frames them: a hexadecimal size, CRLF, the data, CRLF, and a last chunk of size 0.")
    }

    /// 404: the thing the request names does not exist (`code` says which kind, e.g. `instanceNotFound`).
    public static func notFound(code: String = "notFound", _ message: String) -> APIError {
        APIError(status: .notFound, code: code, message: message)
    }

    /// 413: the request body is larger than `limit` bytes.
    public static func payloadTooLarge(limit: Int) -> APIError {
        APIError(
            status: .contentTooLarge, code: "payloadTooLarge",
            message: "The request body is larger than the limit of \(limit) bytes.")
    }

    /// 422: the request is well formed but its values are not acceptable; `issues` says which and why.
    public static func invalidParameters(_ issues: [Issue], message: String = "Some values are not valid.") -> APIError {
        APIError(status: .unprocessableContent, code: "invalidParameters", message: message, issues: issues)
    }

    /// 503: the thing asked is unavailable for `seconds` (rounded up, at least 1), sent as
    /// `Retry-After`.
    public static func unavailable(code: String, _ message: String, retryAfter seconds: Double) -> APIError {
        APIError(status: .serviceUnavailable, code: code, message: message, retryAfter: max(1, Int(seconds.rounded(.up))))
    }

    /// 500: the server failed; the details go to the log, not to the client.
    public static let internalError = APIError(
        status: .internalServerError, code: "internalError", message: "The server failed to handle the request.")
}

extension APIError.Issue {
    /// The issue a configuration validation reported, as the API shows it.
    public init(_ issue: ConfigurationIssue) {
        self.init(parameter: issue.parameter, code: issue.code.rawValue, message: issue.message)
    }
}
