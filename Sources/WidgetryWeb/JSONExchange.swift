import Foundation
import Hummingbird

/// How the API reads JSON request bodies and writes JSON answers: dates as ISO 8601 strings,
/// keys sorted (stable answers), and every malformed body answered with a 400 that says what
/// is wrong and where.
enum JSONExchange {
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    /// A JSON answer, never cached.
    static func response(_ value: some Encodable, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:]) throws -> Response {
        let data = try encoder().encode(value)
        var fields = headers
        fields[.contentType] = "application/json; charset=utf-8"
        fields[.cacheControl] = "no-store"
        return Response(status: status, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// An empty answer (204 by default).
    static func empty(status: HTTPResponse.Status = .noContent) -> Response {
        Response(status: status, headers: [.cacheControl: "no-store"])
    }

    /// The request body decoded as `type`. The body limit is the middleware's
    /// (``RequestBodyLimitMiddleware``); a body that is not JSON of the right shape is a 400
    /// naming the member at fault, a declared non-JSON content type a 415.
    static func body<Body: Decodable>(_ type: Body.Type, of request: Request, allowEmpty: Bool = false) async throws -> Body {
        if let contentType = request.headers[.contentType], !isJSON(contentType) {
            throw APIError(
                status: .unsupportedMediaType, code: "unsupportedMediaType",
                message: "The request body must be JSON (Content-Type: application/json), not \(contentType.prefix(100)).")
        }
        let buffer = try await request.body.collect(upTo: .max)
        var bytes = Data(buffer.readableBytesView)
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            guard allowEmpty else { throw APIError.badRequest("The request needs a JSON body.") }
            bytes = Data("{}".utf8)
        }
        if let depth = nestingDepth(of: bytes, exceeding: maximumDepth) {
            throw APIError(
                status: .badRequest, code: "tooDeep",
                message: "The request body nests arrays and objects \(depth) deep or more; at most \(maximumDepth) levels are accepted.")
        }
        do {
            return try decoder().decode(Body.self, from: bytes)
        } catch let error as DecodingError {
            // Foundation's decoder calls a number that does not fit its member (too large, or a
            // fraction for a whole number) "not valid JSON"; the JSON is valid, the number is not.
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty,
                (try? JSONSerialization.jsonObject(with: bytes, options: .fragmentsAllowed)) != nil
            {
                throw APIError.badRequest(
                    "The request body is valid JSON, but a number in it does not fit its member: too large, or a fraction where a whole number is expected.")
            }
            throw APIError.badRequest(describe(error))
        }
    }

    /// The deepest nesting of arrays and objects a request body may have. The API's documents
    /// need a handful of levels; decoding cost grows with depth, so a body nested hundreds deep
    /// (a few KB) is refused before it is decoded.
    static var maximumDepth: Int { 32 }

    /// The nesting depth reached once it exceeds `limit`, or nil: one pass over the bytes,
    /// brackets inside strings (and escaped quotes) not counted.
    static func nestingDepth(of bytes: Data, exceeding limit: Int) -> Int? {
        var depth = 0
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limit { return depth }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return nil
    }

    static func isJSON(_ contentType: String) -> Bool {
        let mediaType = contentType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        return mediaType == "application/json" || (mediaType.hasPrefix("application/") && mediaType.hasSuffix("+json"))
    }

    /// A sentence about a decoding failure, naming the member by its path (`values.level`).
    static func describe(_ error: DecodingError) -> String {
        func path(_ codingPath: [any CodingKey], _ last: (any CodingKey)? = nil) -> String {
            let keys = codingPath + (last.map { [$0] } ?? [])
            return keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
                .replacingOccurrences(of: ".[", with: "[")
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "The request body lacks the member “\(path(context.codingPath, key))”."
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            let place = path(context.codingPath)
            return place.isEmpty
                ? "The request body must be a JSON \(jsonName(type))."
                : "The member “\(place)” must be \(article(jsonName(type)))."
        case .dataCorrupted(let context):
            let place = path(context.codingPath)
            return place.isEmpty ? "The request body is not valid JSON." : "The member “\(place)” is not valid: \(context.debugDescription)"
        @unknown default:
            return "The request body could not be read."
        }
    }

    private static func jsonName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "string"
        case is Bool.Type: return "boolean"
        case is Int.Type, is Int64.Type: return "integer"
        case is Double.Type: return "number"
        default: return String(describing: type).hasPrefix("Array") ? "array" : "object"
        }
    }

    private static func article(_ name: String) -> String {
        (name.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + name
    }
}

extension Request {
    /// The query item `name`, if present (the last one when repeated).
    func query(_ name: String) -> String? {
        uri.queryParameters.get(name)
    }
}
