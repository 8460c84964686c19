import Foundation
import Testing
@testable import WidgetryWeb

#if canImport(Glibc)
import Glibc
#endif

/// One request written byte for byte (no client normalizes its path or chooses its `Host`): the
/// answer's status and text. `Connection: close`; gives up on silence after `timeout` seconds.
/// The blocking socket calls run on a thread of their own, never on the threads the in-process
/// server needs.
func rawHTTP(port: Int, _ head: String, body: String = "", timeout: Int = 10) async throws -> (status: Int, text: String) {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try blockingHTTP(port: port, head, body: body, timeout: timeout) }) }.start()
    }
}

private func blockingHTTP(port: Int, _ head: String, body: String, timeout: Int) throws -> (status: Int, text: String) {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw POSIXError(.EIO) }
    defer { close(fd) }
    var limit = timeval(tv_sec: timeout, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
    let request = Array((head + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n" + body).utf8)
    _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = recv(fd, &buffer, buffer.count, 0)
        if count <= 0 { break }
        received += buffer[..<count]
    }
    let text = String(decoding: received, as: UTF8.self)
    let status = text.split(separator: " ", maxSplits: 2).dropFirst().first.flatMap { Int($0) } ?? 0
    return (status, text)
}

/// Requests a browser page on another site could make, spelled to slip past the checks.
@Suite struct HostileRequestTests {
    static let evil = "Origin: http://evil.example\r\nContent-Type: application/json\r\n"

    @Test func theSameOriginRuleHoldsHoweverThePathIsSpelled() async throws {
        try await withHomeScreen { home in
            let body = #"{"extensionID":"test","kind":"Counter","family":"systemSmall"}"#
            for path in ["/api/instances", "//api/instances", "/api//instances", "/api/instances/", "/./api/instances", "/api/./instances", "/%61pi/instances"] {
                let answer = try await rawHTTP(
                    port: home.server.port, "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(home.server.port)\r\n" + Self.evil, body: body)
                #expect(answer.status == 403 || answer.status == 404, "POST \(path) answered \(answer.status)")
            }
            let placed = try await home.call("GET", "/api/instances")
            #expect(!placed.text.contains("\"kind\":\"Counter\""), "nothing was placed")
            // The page itself still can.
            _ = try await home.place("Counter")
        }
    }

    @Test func aForeignHostIsRefusedBeforeAnyRoute() async throws {
        try await withHomeScreen { home in
            let port = home.server.port
            for path in ["/", "/api/instances", "/assets/app.js"] {
                let rebound = try await rawHTTP(port: port, "GET \(path) HTTP/1.1\r\nHost: evil.example:\(port)\r\n")
                #expect(rebound.status == 421, "GET \(path) with a foreign Host answered \(rebound.status)")
                #expect(rebound.text.contains("hostNotAllowed") || path == "/" || path.hasPrefix("/assets"))
            }
            let change = try await rawHTTP(
                port: port, "POST /api/instances HTTP/1.1\r\nHost: evil.example\r\nOrigin: http://evil.example\r\nX-Widgetry-Request: 1\r\n",
                body: #"{"extensionID":"test","kind":"Counter","family":"systemSmall"}"#)
            #expect(change.status == 421)
            #expect(try await rawHTTP(port: port, "GET /api/instances HTTP/1.1\r\n").status == 421, "no Host at all")
            for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST", "app.localhost:\(port)", "[::1]:\(port)"] {
                #expect(try await rawHTTP(port: port, "GET /api/instances HTTP/1.1\r\nHost: \(host)\r\n").status == 200, "Host \(host)")
            }
        }
    }

    @Test func aNamedHostIsAllowedWhenConfigured() async throws {
        let (named, other) = try await withRunningServer(configuration: WebServerConfiguration(port: 0, allowedHosts: ["wall.example"])) { server in
            let named = try await rawHTTP(port: server.port, "GET / HTTP/1.1\r\nHost: wall.example:\(server.port)\r\n").status
            let other = try await rawHTTP(port: server.port, "GET / HTTP/1.1\r\nHost: other.example\r\n").status
            return (named, other)
        }
        #expect(named == 200 && other == 421)
    }
}

/// Bodies that are valid JSON but costly or out of range.
@Suite struct JSONBodyLimitTests {
    @Test func aDeeplyNestedBodyIsRefusedBeforeItIsDecoded() async throws {
        try await withHomeScreen { home in
            let id = try await home.place("Counter")
            let deep = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
            for body in [deep, #"{"values":{"name":\#(deep)}}"#, String(repeating: #"{"a":"#, count: 40) + "1" + String(repeating: "}", count: 40)] {
                let answer = try await home.call("PUT", "/api/instances/\(id)/configuration", json: body)
                #expect(answer.status == 400)
                #expect(try answer.apiError().error.code == "tooDeep")
            }
            // Brackets inside strings are text, not nesting.
            #expect(JSONExchange.nestingDepth(of: Data(#"{"a":"[[[[[[\"]]]]"}"#.utf8), exceeding: 2) == nil)
            #expect(JSONExchange.nestingDepth(of: Data("[[[".utf8), exceeding: 2) == 3)
        }
    }

    @Test func aNumberThatDoesNotFitIsNotCalledInvalidJSON() async throws {
        try await withHomeScreen { home in
            let answer = try await home.call(
                "POST", "/api/instances/nope/move", json: #"{"position": 99999999999999999999}"#)
            #expect(answer.status == 400)
            let message = try answer.apiError().error.message
            #expect(message.contains("does not fit") && !message.contains("not valid JSON"), "\(message)")
            let broken = try await home.call("POST", "/api/instances/nope/move", json: #"{"position": 1"#)
            #expect(try broken.apiError().error.message.contains("not valid JSON"))
        }
    }
}

/// Clients that hold connections without finishing a request.
@Suite struct ConnectionLimitTests {
    /// A connection to `port` that has sent `bytes`; its descriptor.
    static func connection(port: Int, sending bytes: String = "") throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard fd >= 0, connected == 0 else { throw POSIXError(.ECONNREFUSED) }
        if !bytes.isEmpty { _ = Array(bytes.utf8).withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } }
        return fd
    }

    /// Reads `fd` until the server closes it (end of file or a reset) or `seconds` pass, on a
    /// thread of its own: whether it was closed, and how many bytes came before.
    static func read(_ fd: Int32, within seconds: Int, untilAnswered: Bool = false) async -> (closed: Bool, bytes: Int) {
        await withCheckedContinuation { continuation in
            Thread {
                var limit = timeval(tv_sec: seconds, tv_usec: 0)
                setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
                var buffer = [UInt8](repeating: 0, count: 4096)
                var total = 0
                while true {
                    let count = recv(fd, &buffer, buffer.count, 0)
                    if count > 0 {
                        total += count
                        if untilAnswered {
                            continuation.resume(returning: (false, total))
                            return
                        }
                        continue
                    }
                    continuation.resume(returning: (count == 0 || errno == ECONNRESET, total))
                    return
                }
            }.start()
        }
    }

    /// A body dribbled a byte at a time is never silent for the idle timeout: the request must
    /// arrive whole within the body timeout of its head, or its connection is closed — here on a
    /// route the test server lacks, answered 404 at once and its body drained, as any unread
    /// body is.
    @Test func aDribbledBodyIsClosedAfterTheBodyTimeout() async throws {
        var configuration = WebServerConfiguration(port: 0)
        configuration.idleTimeout = .seconds(5)
        configuration.bodyTimeout = .seconds(1)
        try await withRunningServer(configuration: configuration) { server in
            let fd = try Self.connection(
                port: server.port,
                sending: "POST /api/pages HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Widgetry-Request: 1\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{")
            defer { close(fd) }
            let answer = Task { await Self.read(fd, within: 30) }
            // One byte every 200 ms for up to 20 s: the stimulus, a client that never goes silent.
            var sent = 0
            while sent < 100 {
                try await Task.sleep(for: .milliseconds(200))
                if Array(" ".utf8).withUnsafeBytes({ send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) < 0 { break }
                sent += 1
            }
            let outcome = await answer.value
            // Closed while the client was still dribbling: not read to its end.
            #expect(outcome.closed, "\(outcome)")
            #expect(sent < 100, "the server read the whole dribbled body")
        }
    }

    @Test func aHalfSentRequestHeadIsClosedAfterTheIdleTimeout() async throws {
        var configuration = WebServerConfiguration(port: 0)
        configuration.idleTimeout = .seconds(1)
        try await withRunningServer(configuration: configuration) { server in
            let fd = try Self.connection(port: server.port, sending: "GET /api/instances HTTP/1.1\r\nHost: 127.0.0")
            defer { close(fd) }
            let outcome = await Self.read(fd, within: 20)
            #expect(outcome.closed && outcome.bytes == 0)
        }
    }
}
