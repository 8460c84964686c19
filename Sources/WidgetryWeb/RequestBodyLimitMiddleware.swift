import Hummingbird

/// Answers 413 to a request whose body is larger than the configured limit.
///
/// A declared `Content-Length` over the limit is refused before the route runs. A body without
/// one (chunked) is counted while the route reads it: the read that crosses the limit throws
/// ``APIError/payloadTooLarge(limit:)``, so no route ever holds more than `limit` bytes of it.
public struct RequestBodyLimitMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The largest body accepted, in bytes.
    public let limit: Int

    /// The middleware for bodies of at most `limit` bytes.
    public init(limit: Int) {
        self.limit = limit
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if let declared = request.headers[.contentLength].flatMap(Int.init), declared > limit {
            throw APIError.payloadTooLarge(limit: limit)
        }
        var request = request
        request.body = RequestBody(asyncSequence: LimitedRequestBody(base: request.body, limit: limit))
        return try await next(request, context)
    }
}

/// A request body that throws ``APIError/payloadTooLarge(limit:)`` once more than `limit` bytes
/// have been read from it.
struct LimitedRequestBody: AsyncSequence, Sendable {
    typealias Element = ByteBuffer

    let base: RequestBody
    let limit: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        var base: RequestBody.AsyncIterator
        let limit: Int
        var received = 0

        mutating func next() async throws -> ByteBuffer? {
            guard let buffer = try await base.next() else { return nil }
            received += buffer.readableBytes
            guard received <= limit else { throw APIError.payloadTooLarge(limit: limit) }
            return buffer
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: base.makeAsyncIterator(), limit: limit)
    }
}
