import Foundation
import Synchronization

/// The app links tapped in each extension's widgets, waiting for its app: numbered in one
/// sequence per host, the last 100 per extension kept.
final class AppLinkMailbox: Sendable {
    private struct State {
        /// extension id → the app links tapped, oldest first, with when they were tapped.
        var opened: [String: [(time: Date, link: WidgetHost.OpenedURL)]] = [:]
        var next = 1
    }
    private let state = Mutex(State())
    private static let limit = 100

    /// Posts the link `make` builds with the next sequence number for extension `extensionID`'s
    /// app, tapped at `time`.
    func post(extensionID: String, at time: Date, _ make: (_ sequence: Int) -> WidgetHost.OpenedURL) -> WidgetHost.OpenedURL {
        state.withLock { state in
            let opened = make(state.next)
            state.next += 1
            state.opened[extensionID, default: []].append((time, opened))
            if let count = state.opened[extensionID]?.count, count > Self.limit {
                state.opened[extensionID]?.removeFirst(count - Self.limit)
            }
            return opened
        }
    }

    /// The links for extension `extensionID`'s app after `sequence`, oldest first.
    func links(extensionID: String, after sequence: Int) -> [WidgetHost.OpenedURL] {
        state.withLock { $0.opened[extensionID, default: []].map(\.link).filter { $0.sequence > sequence } }
    }

    /// Forgets the links tapped before `cutoff`.
    func forget(before cutoff: Date) {
        state.withLock { state in
            for (id, opened) in state.opened { state.opened[id] = opened.filter { $0.time >= cutoff } }
        }
    }
}
