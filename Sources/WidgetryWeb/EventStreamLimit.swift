import Foundation
import Synchronization

/// The bounds on open event streams (`GET /api/events`), which are answers that never end and
/// so hold their connections: at most ``maximum`` at once (by default half the connections, so
/// streams never take every connection), and, where there are sessions (sign-in required), at
/// most ``perSession`` per session — per pass for wall displays, whose every sign-in with one
/// link makes a new session. A session that opens one more ends its oldest stream (a page
/// reloaded before its old stream was noticed gone, a display reconnecting); a stream beyond
/// the server's bound is refused with 503 `tooManyEventStreams`.
final class EventStreamLimit: Sendable {
    let maximum: Int
    let perSession: Int

    /// One open stream: ``ended`` finishes when the stream is to end (its session opened one too
    /// many); ``close()`` gives its place back.
    final class Ticket: Sendable {
        let ended: AsyncStream<Void>
        fileprivate let end: AsyncStream<Void>.Continuation
        fileprivate let id: UInt64
        private let limit: EventStreamLimit

        fileprivate init(id: UInt64, limit: EventStreamLimit) {
            (ended, end) = AsyncStream.makeStream(of: Void.self)
            self.id = id
            self.limit = limit
        }

        func close() {
            end.finish()
            limit.close(id)
        }
    }

    private struct Open {
        var session: String?
        var ticket: Ticket
    }

    private struct State {
        var next: UInt64 = 0
        /// By id; ids grow, so the smallest of a session is its oldest.
        var open: [UInt64: Open] = [:]
    }

    private let state = Mutex(State())

    init(maximum: Int, perSession: Int) {
        self.maximum = maximum
        self.perSession = perSession
    }

    /// Streams open now.
    var count: Int { state.withLock { $0.open.count } }

    /// Opens a stream for `session` (`nil`: no sign-in, so no session): its session's oldest
    /// is ended when it already has ``perSession``.
    /// - Throws: 503 `tooManyEventStreams` when ``maximum`` are open.
    func open(session: String?) throws(APIError) -> Ticket {
        let (ticket, superseded) = state.withLock { state -> (Ticket?, Ticket?) in
            var superseded: Ticket?
            if let session {
                let mine = state.open.filter { $0.value.session == session }
                if mine.count >= perSession, let oldest = mine.keys.min() {
                    superseded = state.open.removeValue(forKey: oldest)?.ticket
                }
            }
            guard state.open.count < maximum else { return (nil, superseded) }
            state.next += 1
            let ticket = Ticket(id: state.next, limit: self)
            state.open[state.next] = Open(session: session, ticket: ticket)
            return (ticket, superseded)
        }
        superseded?.end.finish()
        guard let ticket else {
            throw APIError.unavailable(
                code: "tooManyEventStreams",
                "The server has \(maximum) event streams open, its limit; try again shortly.", retryAfter: 5)
        }
        return ticket
    }

    private func close(_ id: UInt64) {
        _ = state.withLock { $0.open.removeValue(forKey: id) }
    }
}
