import Foundation
import Synchronization
import WidgetryHost

/// Ends what a session keeps open (its event streams) the moment the session ends: signed out,
/// its pass revoked, or the owner password changed.
final class SessionEndings: Sendable {
    private struct Waiter {
        var session: SessionRecord
        var continuation: CheckedContinuation<Void, Never>
    }

    private let waiters = Mutex<[UUID: Waiter]>([:])

    /// Returns when `session` ends, or when the task is cancelled.
    func waitForEnd(of session: SessionRecord) async {
        let id = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let cancelled = waiters.withLock { waiters in
                    if Task.isCancelled { return true }
                    waiters[id] = Waiter(session: session, continuation: continuation)
                    return false
                }
                if cancelled { continuation.resume() }
            }
        } onCancel: {
            waiters.withLock { $0.removeValue(forKey: id) }?.continuation.resume()
        }
    }

    func end(digest: String) { end { $0.digest == digest } }

    func endAll(role: AccessRole) { end { $0.role == role } }

    func endAll(viewerPassID: String) { end { $0.viewerPassID == viewerPassID } }

    private func end(where matches: (SessionRecord) -> Bool) {
        let ended = waiters.withLock { waiters in
            let ids = waiters.filter { matches($0.value.session) }.map(\.key)
            return ids.compactMap { waiters.removeValue(forKey: $0) }
        }
        for waiter in ended { waiter.continuation.resume() }
    }
}
