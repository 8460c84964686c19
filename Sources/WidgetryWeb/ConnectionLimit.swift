import Foundation
import Hummingbird
import NIOCore
import NIOHTTPTypes
import Synchronization

/// The server's bounds on open connections, so that no client — silent, dribbling a request
/// head a byte a second, or reopening connections as they close — can keep another from being
/// served.
///
/// Every connection's channel gets a ``ConnectionLimit/Handler``, which admits it or closes it
/// unanswered, and marks it busy from the moment a request head has arrived whole until
/// ``ConnectionMiddleware`` sees its answer written (an event stream is busy while it lasts).
/// A connection is *idle* otherwise: waiting for its first request head (or receiving it a byte
/// at a time), or between keep-alive requests.
///
/// - At most ``maximum`` connections are open. One more evicts the connection idle the longest
///   (that client reconnects when it has something to ask; one sending a head slowly loses it),
///   or is closed unanswered when every connection is busy.
/// - At most ``maximumPerClient`` are open from one address beyond loopback; one more evicts
///   that address's connection idle the longest, or is closed unanswered. Loopback clients all
///   share one address (the browser on this machine, apps, a TLS proxy forwarding everyone), so
///   there the per-client bound is not applied: a client is its connections, each bounded in
///   time (Hummingbird's idle timeout closes a head not sent whole in time) and evictable while
///   idle.
final class ConnectionLimit: Sendable {
    let maximum: Int
    let maximumPerClient: Int

    private struct Connection {
        let channel: any Channel
        /// The client's address beyond loopback; `nil` on loopback (or unknown).
        let client: String?
        var busy = false
        var idleSince: ContinuousClock.Instant
        var inputClosed = false
        var waiters: [UUID: CheckedContinuation<Void, Never>] = [:]
    }

    private let connections = Mutex<[ObjectIdentifier: Connection]>([:])

    init(maximum: Int, maximumPerClient: Int) {
        self.maximum = maximum
        self.maximumPerClient = maximumPerClient
    }

    /// Connections open now.
    var count: Int { connections.withLock { $0.count } }

    /// Registers `channel`, evicting an idle connection when a bound is reached; false when it
    /// is to be closed unanswered instead.
    func admit(_ channel: any Channel) -> Bool {
        let client = channel.remoteAddress?.ipAddress.flatMap { Self.isLoopback($0) ? nil : $0 }
        let (admitted, evicted) = connections.withLock { connections -> (Bool, Connection?) in
            var evicted: Connection?
            if let client, connections.values.count(where: { $0.client == client }) >= maximumPerClient {
                guard let oldest = Self.longestIdle(in: connections, client: client) else { return (false, nil) }
                evicted = connections.removeValue(forKey: oldest)
            } else if connections.count >= maximum {
                guard let oldest = Self.longestIdle(in: connections, client: nil) else { return (false, nil) }
                evicted = connections.removeValue(forKey: oldest)
            }
            connections[ObjectIdentifier(channel)] = Connection(channel: channel, client: client, idleSince: .now)
            return (true, evicted)
        }
        if let evicted {
            evicted.channel.close(promise: nil)
            for waiter in evicted.waiters.values { waiter.resume() }
        }
        return admitted
    }

    /// The idle connection (of `client`, or of anyone) idle the longest.
    private static func longestIdle(in connections: [ObjectIdentifier: Connection], client: String?) -> ObjectIdentifier? {
        connections.filter { !$0.value.busy && (client == nil || $0.value.client == client) }
            .min { $0.value.idleSince < $1.value.idleSince }?.key
    }

    /// The connection closed.
    func remove(_ id: ObjectIdentifier) {
        guard let removed = connections.withLock({ $0.removeValue(forKey: id) }) else { return }
        for waiter in removed.waiters.values { waiter.resume() }
    }

    /// A request of the connection arrived (its head is read whole): it is busy until its
    /// answer is written (``finished(_:)``), and not evicted.
    func started(_ id: ObjectIdentifier) {
        connections.withLock { $0[id]?.busy = true }
    }

    /// The connection's answer has been written: it is idle again.
    func finished(_ id: ObjectIdentifier) {
        connections.withLock { connections in
            connections[id]?.busy = false
            connections[id]?.idleSince = .now
        }
    }

    /// The client closed its side of the connection (it will send nothing more).
    func inputClosed(_ id: ObjectIdentifier) {
        let waiters = connections.withLock { connections -> [CheckedContinuation<Void, Never>] in
            guard var connection = connections[id] else { return [] }
            let waiting = Array(connection.waiters.values)
            connection.inputClosed = true
            connection.waiters = [:]
            connections[id] = connection
            return waiting
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Returns when the client has closed its side of the connection, or the connection is
    /// gone, or the task is cancelled: an event stream's client has left (a browser closes its
    /// side when it leaves the page; the server keeps half-closed connections open for clients
    /// that close their side after their request, so it must look).
    func clientLeft(_ id: ObjectIdentifier) async {
        let key = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let gone = connections.withLock { connections in
                    guard !Task.isCancelled, let connection = connections[id], !connection.inputClosed else { return true }
                    connections[id]?.waiters[key] = continuation
                    return false
                }
                if gone { continuation.resume() }
            }
        } onCancel: {
            connections.withLock { $0[id]?.waiters.removeValue(forKey: key) }?.resume()
        }
    }

    /// `127.0.0.0/8`, `::1`, and IPv4-mapped loopback (`::ffff:127.0.0.1`).
    static func isLoopback(_ address: String) -> Bool {
        let lowered = address.lowercased()
        if lowered.hasPrefix("::ffff:") { return WebServerConfiguration.isLoopback(String(lowered.dropFirst(7))) }
        return lowered != "localhost" && WebServerConfiguration.isLoopback(lowered)
    }

    /// Admits a connection when it is set up, forgets it when it closes, and notices its client
    /// closing its side; closes a connection whose request has not arrived whole within
    /// `requestTimeout` of its head (a body dribbled a byte at a time is never silent long enough
    /// for the idle timeout, and the server drains an unread body after answering).
    final class Handler: ChannelInboundHandler, RemovableChannelHandler {
        typealias InboundIn = HTTPRequestPart
        private let limit: ConnectionLimit
        private let requestTimeout: TimeAmount
        private var admitted: ObjectIdentifier?
        /// The close planned for the request being received, until its end arrives.
        private var deadline: Scheduled<Void>?

        init(_ limit: ConnectionLimit, requestTimeout: Duration) {
            self.limit = limit
            self.requestTimeout = TimeAmount(requestTimeout)
        }

        func handlerAdded(context: ChannelHandlerContext) {
            if limit.admit(context.channel) {
                admitted = ObjectIdentifier(context.channel)
            } else {
                context.close(promise: nil)
            }
        }

        func handlerRemoved(context: ChannelHandlerContext) {
            deadline?.cancel()
            guard let admitted else { return }
            self.admitted = nil
            limit.remove(admitted)
        }

        func channelInactive(context: ChannelHandlerContext) {
            deadline?.cancel()
            if let admitted {
                self.admitted = nil
                limit.remove(admitted)
            }
            context.fireChannelInactive()
        }

        /// A part of a request (decoded: its head first) arrived: the connection is busy. A head
        /// sent half way, or a byte at a time, never gets here, so such a connection stays idle.
        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            if let admitted { limit.started(admitted) }
            switch unwrapInboundIn(data) {
            case .head:
                let channel = context.channel
                deadline?.cancel()
                deadline = context.eventLoop.scheduleTask(in: requestTimeout) { channel.close(promise: nil) }
            case .end:
                deadline?.cancel()
                deadline = nil
            case .body:
                break
            }
            context.fireChannelRead(data)
        }

        func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
            if let admitted, case ChannelEvent.inputClosed = event { limit.inputClosed(admitted) }
            context.fireUserInboundEventTriggered(event)
        }
    }
}
