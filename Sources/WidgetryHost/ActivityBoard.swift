import Foundation
import Synchronization
import WidgetryWire

/// What the host keeps in memory about Live Activities: the kinds each extension declares, the
/// last drawing of each activity, and a sequence number that every change bumps, which apps
/// long-poll (`GET /api/widgetcenter/activities?after=`) and the lifecycle loop waits on.
final class ActivityBoard: Sendable {
    private struct State {
        var kinds: [String: [LiveActivityDescription]] = [:]
        /// activity id → the revision and staleness it was drawn for, and the drawing.
        var drawn: [String: (revision: Int, isStale: Bool, archive: LiveActivityArchive)] = [:]
        /// activity id → what happened to it, oldest first (the last ``historyLimit``).
        var history: [String: [WidgetHost.ActivityEvent]] = [:]
        /// activity id → the alert of its last alerting update, and when.
        var alerts: [String: (alert: ActivityAPI.Alert, time: Date)] = [:]
        var sequence = 0
        var waiters: [UInt64: Waiter] = [:]
        var nextWaiter: UInt64 = 0
    }
    /// A long poll: not yet waiting, waiting, or finished (woken, or its time is up).
    private enum Waiter {
        case pending, waiting(CheckedContinuation<Void, Never>), finished
    }
    private let state = Mutex(State())
    static let historyLimit = 50

    func record(_ kinds: [LiveActivityDescription], extensionID: String) {
        state.withLock { $0.kinds[extensionID] = kinds }
    }

    func kinds(extensionID: String) -> [LiveActivityDescription] {
        state.withLock { $0.kinds[extensionID] ?? [] }
    }

    /// The drawing of `id` at `revision` and staleness, if it is the last one made.
    func drawing(_ id: String, revision: Int, isStale: Bool) -> LiveActivityArchive? {
        state.withLock { state in
            guard let drawn = state.drawn[id], drawn.revision == revision, drawn.isStale == isStale else { return nil }
            return drawn.archive
        }
    }

    func keep(_ archive: LiveActivityArchive, for id: String, revision: Int, isStale: Bool) {
        state.withLock { $0.drawn[id] = (revision, isStale, archive) }
    }

    /// Records the alert of an update of `id` (the page shows it as iOS does: the island expands).
    func alert(_ alert: ActivityAPI.Alert, for id: String, at time: Date) {
        state.withLock { $0.alerts[id] = (alert, time) }
    }

    /// The alert of `id`'s last alerting update, and when it came.
    func lastAlert(_ id: String) -> (alert: ActivityAPI.Alert, time: Date)? {
        state.withLock { $0.alerts[id] }
    }

    /// Notes what happened to activity `id` (the inspector's history).
    func note(_ event: WidgetHost.ActivityEvent, for id: String) {
        state.withLock { state in
            state.history[id, default: []].append(event)
            if let count = state.history[id]?.count, count > Self.historyLimit { state.history[id]?.removeFirst(count - Self.historyLimit) }
        }
    }

    func history(_ id: String) -> [WidgetHost.ActivityEvent] {
        state.withLock { $0.history[id] ?? [] }
    }

    /// Forgets what is kept of activities no longer stored.
    func forget(keeping ids: Set<String>) {
        state.withLock { state in
            state.drawn = state.drawn.filter { ids.contains($0.key) }
            state.alerts = state.alerts.filter { ids.contains($0.key) }
            state.history = state.history.filter { ids.contains($0.key) }
        }
    }

    /// Activity `id` changed (here or on another host): its drawing is dropped, the sequence
    /// bumped, and every waiter woken.
    func changed(_ id: String?) {
        let woken = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            if let id { state.drawn[id] = nil }
            state.sequence += 1
            var woken: [CheckedContinuation<Void, Never>] = []
            for (key, waiter) in state.waiters {
                guard case .waiting(let continuation) = waiter else { continue }
                woken.append(continuation)
                state.waiters[key] = .finished
            }
            return woken
        }
        for continuation in woken { continuation.resume() }
    }

    var sequence: Int { state.withLock { $0.sequence } }

    /// Returns once the sequence passes `after`, or after `wait`, whichever is first.
    func wait(after: Int, for wait: Duration) async {
        guard wait > .zero else { return }
        let id = state.withLock { state -> UInt64? in
            guard state.sequence <= after else { return nil }
            state.nextWaiter += 1
            state.waiters[state.nextWaiter] = .pending
            return state.nextWaiter
        }
        guard let id else { return }
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                await withCheckedContinuation { continuation in
                    let resumeNow = self.state.withLock { state -> Bool in
                        guard case .pending = state.waiters[id], state.sequence <= after else { return true }
                        state.waiters[id] = .waiting(continuation)
                        return false
                    }
                    if resumeNow { continuation.resume() }
                }
            }
            group.addTask { try? await Task.sleep(for: wait) }
            await group.next()
            // Whichever came first, the other must end: a waiter still waiting is woken here, one
            // not yet waiting finds itself finished.
            let waiting = state.withLock { state -> CheckedContinuation<Void, Never>? in
                defer { state.waiters[id] = .finished }
                if case .waiting(let continuation) = state.waiters[id] { return continuation }
                return nil
            }
            waiting?.resume()
            group.cancelAll()
        }
        state.withLock { _ = $0.waiters.removeValue(forKey: id) }
    }
}
