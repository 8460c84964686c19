import CompressNIO
import Hummingbird

/// gzip for answers worth it: a text or JSON body of at least ``minimumSize`` bytes, whose size
/// is known (not a stream such as the event stream), not already encoded, to a client whose
/// `Accept-Encoding` takes gzip. Every such answer says `Vary: Accept-Encoding`. The page's
/// files come compressed already (``StaticAsset``) and pass through untouched.
struct CompressionMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Smaller bodies go as they are: gzip's header and a round of zlib cost more than they save.
    static var minimumSize: Int { 1_024 }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        guard response.headers[.contentEncoding] == nil, let length = response.body.contentLength, length >= Self.minimumSize,
            let type = response.headers[.contentType], Self.isCompressible(type)
        else { return response }
        response.headers[.vary] = "Accept-Encoding"
        guard Self.acceptsGzip(request) else { return response }
        let collector = BodyCollector()
        try await response.body.write(collector)
        guard let compressed = Self.gzip(collector.buffer) else {
            response.body = ResponseBody(byteBuffer: collector.buffer)
            return response
        }
        response.headers[.contentEncoding] = "gzip"
        response.body = ResponseBody(byteBuffer: compressed)
        return response
    }

    /// Text, JSON, JavaScript, YAML and SVG; images and the like are compressed already.
    static func isCompressible(_ contentType: String) -> Bool {
        let type = contentType.lowercased()
        return type.hasPrefix("text/") || type.contains("json") || type.contains("javascript") || type.contains("yaml")
            || type.hasPrefix("image/svg")
    }

    /// Whether `Accept-Encoding` lists gzip (or `*`) with a quality above 0.
    static func acceptsGzip(_ request: Request) -> Bool {
        request.headers[values: .acceptEncoding].lazy.flatMap { $0.split(separator: ",") }.contains { item in
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard let coding = parts.first, coding == "gzip" || coding == "*" else { return false }
            let quality = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            return quality > 0
        }
    }

    /// `buffer` gzipped, or nil when that would not make it smaller.
    static func gzip(_ buffer: ByteBuffer) -> ByteBuffer? {
        var input = buffer
        guard let compressed = try? input.compress(with: .gzip), compressed.readableBytes < buffer.readableBytes else { return nil }
        return compressed
    }
}

/// Gathers a response body's bytes.
private final class BodyCollector: ResponseBodyWriter {
    var buffer = ByteBuffer()

    func write(_ part: ByteBuffer) async throws {
        var part = part
        buffer.writeBuffer(&part)
    }

    func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
