import Foundation
import Hummingbird
import Synchronization
import Testing
@testable import WidgetryWeb

#if canImport(Glibc)
import Glibc
#endif

/// A client holding its limit — connections that send nothing, heads dribbled a byte at a time,
/// requests kept waiting, event streams — does not keep another client from being served.
@Suite(.serialized) struct ClientLimitTests {
    static let health = "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"

    /// On loopback (every client one address): a client keeping more connections than the server
    /// takes, reopening each as it is closed, half of them silent and half dribbling a head a
    /// byte at a time, while another client asks for `/api/health` twenty times: every answer
    /// comes, each new connection taking the place of one idle the longest.
    @Test func connectionsThatSendNothingGiveWayToAnotherClient() async throws {
        var configuration = WebServerConfiguration(port: 0)
        configuration.maximumConnections = 8
        configuration.idleTimeout = .seconds(2)
        try await withLoggedServer(configuration: configuration) { port, log in
            let flood = ConnectionFlood(port: port, connections: 12)
            defer { flood.stop() }
            try await waitFor("the flood to fill the server") { flood.opened >= 12 }
            for attempt in 1...20 {
                let opened = flood.opened
                let answer = try await rawExchange(port: port, Self.health)
                #expect(answer.status == 200, "health check \(attempt): \(answer.status) \(answer.text.prefix(200))")
                // The flood notices the connection it lost and fills the server again.
                try await waitFor("the flood to reopen a connection") { flood.opened > opened }
            }
            #expect(log.errors.isEmpty, "\(log.errors)")
        }
    }

    /// A head sent a byte at a time never completes in time: the connection is closed after the
    /// idle timeout however long the client keeps dribbling (slowloris).
    @Test func aHeadDribbledAByteAtATimeIsClosedAfterTheIdleTimeout() async throws {
        var configuration = WebServerConfiguration(port: 0)
        configuration.idleTimeout = .seconds(1)
        try await withRunningServer(configuration: configuration) { server in
            let connection = try RawConnection(port: server.port)
            let head = Array("GET /openapi.yaml HTTP/1.1\r\nHost: 127.0.0.1\r\n".utf8) + Array(repeating: UInt8(ascii: "a"), count: 1_000)
            var sent = 0
            let start = ContinuousClock.now
            while connection.send(head[sent..<sent + 1]), ContinuousClock.now - start < .seconds(30) {
                sent += 1
                try await Task.sleep(for: .milliseconds(100))
            }
            #expect(ContinuousClock.now - start < .seconds(30), "the dribbling connection was never closed")
            #expect(connection.readAll(within: 5).isEmpty, "closed unanswered")
        }
    }

    /// Beyond loopback, one address may hold `maximumConnectionsPerClient`: its next is closed
    /// unanswered while every one of its connections is busy, and another client is served.
    @Test func aClientAtItsLimitLeavesRoomForAnother() async throws {
        let address = try #require(localAddressBeyondLoopback(), "this machine has no address beyond loopback")
        var configuration = WebServerConfiguration(host: "0.0.0.0", port: 0)
        configuration.loginRequired = false
        configuration.maximumConnections = 4
        configuration.maximumConnectionsPerClient = 3
        let hold = Hold()
        try await withRunningServer(configuration: configuration, registerAPIRoutes: { api in
            api.get("hold") { _, _ in
                await hold.wait()
                return "released"
            }
        }) { server in
            let request = "GET /api/hold HTTP/1.1\r\nHost: \(address)\r\nConnection: close\r\n\r\n"
            var held: [RawConnection] = []
            for _ in 0..<3 {
                let connection = try RawConnection(port: server.port, host: address, from: address)
                #expect(connection.send(request.utf8[...]))
                held.append(connection)
            }
            try await waitFor("three requests waiting") { hold.waiting == 3 }
            let fourth = try RawConnection(port: server.port, host: address, from: address)
            _ = fourth.send(request.utf8[...])
            #expect(fourth.readAll(within: 10).isEmpty, "the client's fourth connection is closed unanswered")
            // Another client (this machine's loopback) is served: the last place was kept for it.
            let other = try await rawExchange(port: server.port, "GET /openapi.yaml HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            #expect(other.status == 200)
            hold.release()
            for connection in held { #expect(String(decoding: connection.readAll(within: 10), as: UTF8.self).hasPrefix("HTTP/1.1 200")) }
        }
    }

    /// Every connection answering (none idle to give way): one more is closed unanswered, and
    /// served again once one is free.
    @Test func whenEveryConnectionIsBusyTheNextIsClosedUnanswered() async throws {
        var configuration = WebServerConfiguration(port: 0)
        configuration.maximumConnections = 2
        let hold = Hold()
        try await withRunningServer(configuration: configuration, registerAPIRoutes: { api in
            api.get("hold") { _, _ in
                await hold.wait()
                return "released"
            }
        }) { server in
            let request = "GET /api/hold HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
            let held = try (0..<2).map { _ in try RawConnection(port: server.port) }
            for connection in held { _ = connection.send(request.utf8[...]) }
            try await waitFor("two requests waiting") { hold.waiting == 2 }
            let refused = try await rawExchange(port: server.port, "GET /openapi.yaml HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            #expect(refused.status == 0 && refused.text.isEmpty)
            hold.release()
            for connection in held { #expect(!connection.readAll(within: 10).isEmpty) }
            try await waitFor("a place to be free again") {
                try await rawExchange(port: server.port, "GET /openapi.yaml HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n").status == 200
            }
        }
    }

    /// At most `maximumEventStreams` streams at once: one more is refused (503), while other
    /// requests are answered; a stream whose client leaves (closes its side) ends, and its
    /// place is taken again.
    @Test func eventStreamsAreBoundedAndAStreamEndsWhenItsClientLeaves() async throws {
        var configuration = WebServerConfiguration(port: 0)
        configuration.maximumEventStreams = 2
        try await withLoggedServer(configuration: configuration) { port, log in
            let streams = try (0..<2).map { _ in try EventStreamClient(port: port) }
            try await waitFor("two streams open") { streams.allSatisfy { $0.received.contains(": connected") } }
            let refused = try await rawExchange(port: port, "GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            #expect(refused.status == 503 && refused.text.contains("tooManyEventStreams"), "\(refused.text.prefix(300))")
            #expect(try await rawExchange(port: port, Self.health).status == 200)
            // The first client leaves: the server ends its stream and closes the connection.
            streams[0].finishSending()
            try await waitFor("the left stream to be closed") { streams[0].isClosed }
            let next = try EventStreamClient(port: port)
            try await waitFor("a new stream to open") { next.received.contains(": connected") }
            #expect(log.errors.isEmpty, "\(log.errors)")
        }
    }

    /// Where there is sign-in: a session holds at most `maximumEventStreamsPerSession` streams
    /// (8), and a wall display's pass as many across its sessions; one more ends the oldest.
    @Test func aSessionOrAPassHoldsABoundedNumberOfStreams() async throws {
        try await withHomeScreen(beyondLoopback: true) { home in
            let owner = try await AccessAPITests.setUpOwner(home)
            // Opened one after another, so that the first is the oldest.
            func open(_ cookie: String) async throws -> EventStreamClient {
                let stream = try EventStreamClient(port: home.server.port, headers: ["Cookie": cookie])
                try await waitFor("a stream to open") { stream.received.contains(": connected") }
                return stream
            }
            var streams: [EventStreamClient] = []
            for _ in 0..<9 { streams.append(try await open(owner)) }
            try await waitFor("the oldest ended") { streams[0].hasEnded }
            #expect(streams[1...].allSatisfy { !$0.hasEnded })

            // A pass signed in twice (two sessions) counts once.
            let issued = try await home.call("POST", "/api/viewers", json: #"{"name":"Hall"}"#, headers: ["Cookie": owner])
            let link = try #require(try JSONSerialization.jsonObject(with: issued.body) as? [String: Any])["link"] as? String
            let pass = String(try #require(link?.split(separator: "#pass=").last))
            var displays: [EventStreamClient] = []
            for _ in 0..<2 {
                let signedIn = try await home.call("POST", "/api/session", json: #"{"pass":"\#(pass)"}"#)
                let display = try AccessAPITests.cookie(signedIn)
                for _ in 0..<5 { displays.append(try await open(display)) }
            }
            try await waitFor("the pass's two oldest ended") { displays[0].hasEnded && displays[1].hasEnded }
            #expect(displays[2...].allSatisfy { !$0.hasEnded })
            // The owner's streams were not touched by the display's.
            #expect(streams[1...].allSatisfy { !$0.hasEnded })
        }
    }
}

/// A route that waits until released, to keep connections busy.
final class Hold: Sendable {
    private let state = Mutex<(released: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

    var waiting: Int { state.withLock { $0.waiters.count } }

    func wait() async {
        await withCheckedContinuation { continuation in
            let released = state.withLock { state in
                if !state.released { state.waiters.append(continuation) }
                return state.released
            }
            if released { continuation.resume() }
        }
    }

    func release() {
        let waiters = state.withLock { state in
            state.released = true
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }
}

/// A blocking TCP connection to the server, optionally from a chosen local address.
final class RawConnection: Sendable {
    let descriptor: Int32

    init(port: Int, host: String = "127.0.0.1", from source: String? = nil) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        if let source {
            var local = sockaddr_in()
            local.sin_family = sa_family_t(AF_INET)
            local.sin_addr.s_addr = inet_addr(source)
            let bound = withUnsafePointer(to: &local) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard bound == 0 else { throw POSIXError(.EADDRNOTAVAIL) }
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr(host)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(descriptor)
            throw POSIXError(.ECONNREFUSED)
        }
    }

    deinit { close(descriptor) }

    /// Sends the bytes; false once the server has closed the connection.
    @discardableResult
    func send(_ bytes: some Collection<UInt8>) -> Bool {
        let array = Array(bytes)
        return array.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } == array.count
    }

    /// Everything the server sends until it closes the connection or is silent for `seconds`.
    func readAll(within seconds: Int) -> [UInt8] {
        var limit = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 { return received }
            received += buffer[..<count]
        }
    }
}

/// Keeps `connections` connections to the server open from one client, reopening each as soon
/// as it is closed; half send nothing, half dribble a request head a byte every 100 ms.
final class ConnectionFlood: Sendable {
    private let state = Mutex<(stopped: Bool, opened: Int)>((false, 0))

    /// Connections opened so far.
    var opened: Int { state.withLock { $0.opened } }

    init(port: Int, connections: Int) {
        Thread { [self] in
            var open: [(RawConnection, dribbles: Bool, sent: Int)] = []
            let head = Array("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ".utf8)
            while !self.state.withLock({ $0.stopped }) {
                while open.count < connections, let connection = try? RawConnection(port: port) {
                    open.append((connection, open.count % 2 == 0, 0))
                    self.state.withLock { $0.opened += 1 }
                }
                open = open.compactMap { connection, dribbles, sent in
                    if ConnectionFlood.isClosed(connection.descriptor) { return nil }
                    guard dribbles else { return (connection, dribbles, sent) }
                    let byte = sent < head.count ? head[sent] : UInt8(ascii: "a")
                    return connection.send(CollectionOfOne(byte)) ? (connection, dribbles, sent + 1) : nil
                }
                Thread.sleep(forTimeInterval: 0.1)
            }
        }.start()
    }

    func stop() { state.withLock { $0.stopped = true } }

    /// Whether the server closed the connection (end of file or a reset), without waiting.
    static func isClosed(_ descriptor: Int32) -> Bool {
        var byte: UInt8 = 0
        let count = recv(descriptor, &byte, 1, Int32(MSG_DONTWAIT | MSG_PEEK))
        return count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
    }
}

/// An IPv4 address of this machine beyond loopback (to be a client the server does not take
/// for this machine), if it has one.
func localAddressBeyondLoopback() -> String? {
    var list: UnsafeMutablePointer<ifaddrs>?
    guard getifaddrs(&list) == 0 else { return nil }
    defer { freeifaddrs(list) }
    var entry = list
    while let current = entry {
        defer { entry = current.pointee.ifa_next }
        guard let address = current.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET) else { continue }
        let ipv4 = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
        let text = String(cString: inet_ntoa(ipv4))
        if !text.hasPrefix("127.") { return text }
    }
    return nil
}
