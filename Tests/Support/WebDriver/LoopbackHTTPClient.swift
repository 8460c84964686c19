import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The HTTP/1.1 client WebDriver commands go through: one request per connection to a server on
/// 127.0.0.1, on a thread of its own.
///
/// Not URLSession: Foundation's on Linux refuses chromedriver's answers, whose header lines have
/// no space after the colon (`Content-Length:915`), with "Failed writing header". The blocking
/// socket calls run on a dedicated thread, never on Swift concurrency's few shared threads.
enum LoopbackHTTPClient {
    struct Response: Sendable {
        let status: Int
        let body: Data
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Sends `method path` with `body` (as JSON) to `127.0.0.1:port` and returns the answer;
    /// a connection that stays silent for `timeout` fails.
    static func send(method: String, port: Int, path: String, body: Data?, timeout: Duration) async throws -> Response {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\nAccept: application/json\r\n"
        if let body {
            head += "Content-Type: application/json; charset=utf-8\r\nContent-Length: \(body.count)\r\n"
        }
        let request = Data((head + "\r\n").utf8) + (body ?? Data())
        let seconds = Int(timeout.components.seconds)
        return try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(with: Result { try exchange(request, port: port, timeoutSeconds: seconds) })
            }
            thread.name = "WebDriver HTTP"
            thread.start()
        }
    }

    private static func exchange(_ request: Data, port: Int, timeoutSeconds: Int) throws -> Response {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "socket: \(String(cString: strerror(errno)))") }
        defer { close(socket) }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))

        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw Failure(description: "connect to port \(port): \(String(cString: strerror(errno)))") }

        try request.withUnsafeBytes { bytes in
            var sent = 0
            while sent < bytes.count {
                let count = Glibc.send(socket, bytes.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
                guard count > 0 else { throw Failure(description: "send: \(String(cString: strerror(errno)))") }
                sent += count
            }
        }

        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            if let response = try parse(received) { return response }
            let count = recv(socket, &buffer, buffer.count, 0)
            if count == 0 {
                guard let response = try parse(received, complete: true) else {
                    throw Failure(description: "the connection closed before a whole response arrived")
                }
                return response
            }
            guard count > 0 else { throw Failure(description: "recv: \(String(cString: strerror(errno)))") }
            received.append(contentsOf: buffer[..<count])
        }
    }

    /// The response in `data` once it is whole: its head, and `Content-Length` bytes of body (or,
    /// without that header, everything up to the connection's end, when `complete`).
    static func parse(_ data: Data, complete: Bool = false) throws -> Response? {
        guard let headEnd = data.firstRange(of: Data("\r\n\r\n".utf8)) else { return nil }
        let lines = String(decoding: data[..<headEnd.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ", maxSplits: 2)
        guard statusParts.count >= 2, statusParts[0].hasPrefix("HTTP/1."), let status = Int(statusParts[1]) else {
            throw Failure(description: "not an HTTP response: \(lines[0])")
        }
        var contentLength: Int?
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            if line[..<colon].trimmingCharacters(in: .whitespaces).lowercased() == "content-length" {
                contentLength = Int(line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
            }
        }
        let body = data[headEnd.upperBound...]
        if let contentLength {
            return body.count >= contentLength ? Response(status: status, body: Data(body.prefix(contentLength))) : nil
        }
        return complete ? Response(status: status, body: Data(body)) : nil
    }
}
