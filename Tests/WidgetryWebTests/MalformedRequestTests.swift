import Foundation
import Logging
import ServiceLifecycle
import Synchronization
import Testing
import WidgetryHost
@testable import WidgetryWeb

#if canImport(Glibc)
import Glibc
#endif

/// Requests whose HTTP is broken — chunked framing, header lines — are the client's fault: a 4xx
/// that says so, never a 5xx, never a line in the error log, and the server goes on serving.
@Suite struct MalformedRequestTests {
    static let head = "POST /api/instances HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Widgetry-Request: 1\r\nContent-Type: application/json\r\n"

    /// Chunked bodies whose framing breaks after the head was read (the route is reading the
    /// body when it does).
    static let brokenChunks = [
        "zz\r\n{}\r\n0\r\n\r\n",  // the issue's: a chunk size that is not hexadecimal
        "2\r\n{}\r\nzz\r\n",  // the second chunk's
        "ffffffffffffffffffff\r\n{}\r\n",  // a chunk size past 64 bits
        "2\r\n{}xx\r\n0\r\n\r\n",  // more data than the chunk said
        "2\n{}\n0\n\n",  // bare LF line ends
        "-2\r\n{}\r\n0\r\n\r\n",
        " 2\r\n{}\r\n0\r\n\r\n",
        "2;\u{0}\r\n{}\r\n0\r\n\r\n",  // a NUL in a chunk extension
    ]

    @Test func aMalformedChunkedBodyIsABadRequest() async throws {
        try await withLoggedServer { port, log in
            for chunks in Self.brokenChunks {
                let answer = try await rawExchange(
                    port: port, Self.head + "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n" + chunks)
                #expect(answer.status == 400, "\(chunks.debugDescription): \(answer.text)")
                #expect(!answer.text.contains("internalError"), "\(chunks.debugDescription)")
            }
            // The issue's case names what was wrong.
            let answer = try await rawExchange(
                port: port, Self.head + "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n{}\r\n0\r\n\r\n")
            #expect(answer.text.contains(#""code":"malformedBody""#) && answer.text.contains("chunk size"), "\(answer.text)")
            // A body cut short by the client closing its side.
            let cut = try await rawExchange(
                port: port, Self.head + "Transfer-Encoding: chunked\r\n\r\n10\r\n{\"kind\"", closingAfterSending: true)
            #expect(cut.status == 0 || (400..<500).contains(cut.status), "\(cut.text)")
            #expect(try await rawExchange(port: port, "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n").status == 200)
            #expect(log.errors.isEmpty, "logged as errors: \(log.errors)")
        }
    }

    /// Request heads NIO's decoder refuses, or that say two things about the body.
    static let brokenHeads = [
        "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header: x\r\n\r\n",
        "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Folded: a\r\n b\r\n\r\n",
        "GET /api/health HTTP/1.1\r\nHost : 127.0.0.1\r\n\r\n",
        "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Nul: a\u{0}b\r\n\r\n",
        "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Long: \(String(repeating: "a", count: 100_000))\r\n\r\n",
        "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Control: a\u{7}b\r\n\r\n",
        "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\(String(repeating: "X-Many: 1\r\n", count: 2000))\r\n",
        "GET /api/health HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n",
        "GET  /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
        "GET /api/he alth HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
        "G\u{1}T /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
        "\u{16}\u{3}\u{1}\u{0}\u{a5}\u{1}\u{0}\u{0}\u{a1}\u{3}\u{3}",  // a TLS ClientHello's start
        "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n",
        head + "Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}",
        head + "Content-Length: abc\r\n\r\n{}",
        head + "Content-Length: -1\r\n\r\n{}",
        head + "Content-Length: 99999999999999999999999\r\n\r\n{}",
        head + "Content-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n",
        head + "Transfer-Encoding: gzip\r\n\r\n{}",
        head + "Transfer-Encoding: chunked, identity\r\n\r\n2\r\n{}\r\n0\r\n\r\n",
    ]

    @Test func aMalformedHeadIsAClientError() async throws {
        try await withLoggedServer { port, log in
            for head in Self.brokenHeads {
                let answer = try await rawExchange(port: port, head, closingAfterSending: true)
                // Refused (4xx), or closed unanswered; a head the decoder let through is answered
                // by the route, and never with a server error.
                #expect(answer.status < 500, "\(head.prefix(120).debugDescription): \(answer.text.prefix(300))")
            }
            #expect(try await rawExchange(port: port, "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n").status == 200)
            #expect(log.errors.isEmpty, "logged as errors: \(log.errors)")
        }
    }
}

/// What a server logged at error level and above.
final class ErrorLog: Sendable {
    private let lines = Mutex<[String]>([])
    var errors: [String] { lines.withLock { $0 } }

    var logger: Logger {
        var logger = Logger(label: "widgetry.web.tests.errors") { _ in Handler(log: self) }
        logger.logLevel = .error
        return logger
    }

    struct Handler: LogHandler {
        let log: ErrorLog
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .error
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(event: LogEvent) {
            log.lines.withLock { $0.append("\(event.level): \(event.message) \(event.metadata ?? [:])") }
        }
    }
}

/// The production server on an in-memory host with no extensions, its log kept: `body` gets its
/// port and what it logged at error level.
func withLoggedServer<Result: Sendable>(
    configuration: WebServerConfiguration = WebServerConfiguration(port: 0), _ body: (Int, ErrorLog) async throws -> Result
) async throws -> Result {
    let log = ErrorLog()
    let host = try WidgetHost.inMemory(logger: log.logger)
    let application = try HomeScreenAPI.makeApplication(host: host, configuration: configuration, logger: log.logger)
    let group = ServiceGroup(services: [host, application], logger: log.logger)
    return try await withThrowingTaskGroup(of: Void.self) { tasks in
        tasks.addTask { try await group.run() }
        let outcome: Swift.Result<Result, any Error>
        do {
            outcome = .success(try await body(try await application.listeningPort(), log))
        } catch {
            outcome = .failure(error)
        }
        await group.triggerGracefulShutdown()
        try await tasks.waitForAll()
        return try outcome.get()
    }
}

/// Writes `bytes` exactly as given to a new connection (optionally closing the sending side
/// after them) and reads until the server closes it or `timeout` seconds of silence: the first
/// answer's status (0 for none) and everything read. On a thread of its own.
func rawExchange(port: Int, _ bytes: String, closingAfterSending: Bool = false, timeout: Int = 10) async throws -> (status: Int, text: String) {
    try await withCheckedThrowingContinuation { continuation in
        Thread {
            continuation.resume(
                with: Result {
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
                    _ = Array(bytes.utf8).withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                    if closingAfterSending { shutdown(fd, Int32(SHUT_WR)) }
                    var received: [UInt8] = []
                    var buffer = [UInt8](repeating: 0, count: 65_536)
                    while true {
                        let count = recv(fd, &buffer, buffer.count, 0)
                        if count <= 0 { break }
                        received += buffer[..<count]
                    }
                    let text = String(decoding: received, as: UTF8.self)
                    let status = text.hasPrefix("HTTP/") ? text.split(separator: " ", maxSplits: 2).dropFirst().first.flatMap { Int($0) } ?? 0 : 0
                    return (status, text)
                })
        }.start()
    }
}
