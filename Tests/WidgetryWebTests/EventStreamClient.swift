import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Reads `GET /api/events` as it arrives, on a thread of its own (FoundationNetworking's
/// URLSession on Linux hands over a body only when it is complete, and an event stream never
/// is). Everything received, head included, accumulates in ``received``.
final class EventStreamClient: Sendable {
    private let socket: Int32
    private let state = State()

    private final class State: Sendable {
        let text = Mutex("")
        let closed = Mutex(false)
    }

    /// Connects to `127.0.0.1:port` and asks for `path`, with `headers` (a session's cookie).
    init(port: Int, path: String = "/api/events", headers: [String: String] = [:]) throws {
        let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(message: "socket failed") }
        socket = descriptor
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(descriptor)
            throw Failure(message: "connect failed")
        }
        let fields = headers.map { "\($0.key): \($0.value)\r\n" }.joined()
        let request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\(fields)\r\n"
        _ = request.withCString { Glibc.send(descriptor, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
        let state = state
        let thread = Thread {
            var buffer = [UInt8](repeating: 0, count: 16 * 1024)
            while true {
                let count = recv(descriptor, &buffer, buffer.count, 0)
                guard count > 0 else { break }
                state.text.withLock { $0 += String(decoding: buffer[..<count], as: UTF8.self) }
            }
            // Under the lock, so `stop()` never shuts down a descriptor reused after this close.
            state.closed.withLock {
                $0 = true
                close(descriptor)
            }
        }
        thread.name = "event stream"
        thread.start()
    }

    /// Everything received so far.
    var received: String { state.text.withLock { $0 } }

    /// Whether the server ended the connection.
    var isClosed: Bool { state.closed.withLock { $0 } }

    /// Whether the server ended the stream: closed the connection, or sent the chunked body's
    /// last chunk (keeping the connection for another request).
    var hasEnded: Bool { isClosed || received.hasSuffix("\r\n0\r\n\r\n") }

    /// Closes the sending side only, as a client that leaves while the server may still write:
    /// the server should then end the stream (``isClosed`` becomes true).
    func finishSending() {
        state.closed.withLock { isClosed in
            if !isClosed { shutdown(socket, Int32(SHUT_WR)) }
        }
    }

    /// Ends the connection (the reading thread then ends).
    func stop() {
        state.closed.withLock { isClosed in
            if !isClosed { shutdown(socket, Int32(SHUT_RDWR)) }
        }
    }

    deinit {
        stop()
    }

    struct Failure: Error {
        let message: String
    }
}
