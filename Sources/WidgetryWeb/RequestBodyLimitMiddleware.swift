import Hummingbird

/// The request body as routes read it: at most the configured limit, and whole.
///
/// A declared `Content-Length` over the limit is refused (413) before the route runs. A body without
/// one (chunked) is counted while the route reads it: the read that crosses the limit throws
/// ``APIError/payloadTooLarge(limit:)``, so no route ever holds more than `limit` bytes of it.
/// A body that cannot be read — malformed chunked framing (a chunk size `zz`), or a connection
/// that ends inside it — is the client's fault: 400 `malformedBody` saying what was wrong,
/// rather than an error of the route's (500, and a line in the error log).
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
/// have been read from it, and ``APIError/malformedBody(_:)`` for one that cannot be read.
struct LimitedRequestBody: AsyncSequence, Sendable {
    typealias Element = ByteBuffer

    let base: RequestBody
    let limit: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        var base: RequestBody.AsyncIterator
        let limit: Int
        var received = 0

        mutating func next() async throws -> ByteBuffer? {
            let read: ByteBuffer?
            do {
                read = try await base.next()
            } catch let error as APIError {
                throw error
            } catch {
                // What NIO's HTTP decoder reports (`HTTPParserError`: "invalid character in chunk
                // size header") or the channel's end; either way the body never came whole.
                throw APIError.malformedBody(error)
            }
            guard let buffer = read else { return nil }
            received += buffer.readableBytes
            guard received <= limit else { throw APIError.payloadTooLarge(limit: limit) }
            return buffer
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: base.makeAsyncIterator(), limit: limit)
    }
}
