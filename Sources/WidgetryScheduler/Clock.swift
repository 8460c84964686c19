import Foundation
import Synchronization

/// Where the host's time comes from: the system clock in production, a ``VirtualClock`` in
/// tests and in `widgetry timeline`, which simulates a day of schedule in milliseconds.
///
/// Every time the scheduler reads or waits for goes through this protocol; nothing in
/// `WidgetryScheduler` calls `Date()` directly.
public protocol HostClock: Sendable {
    /// The current time.
    var now: Date { get }
    /// Returns once `now >= deadline`, at once if it already is. Throws `CancellationError`
    /// when the calling task is cancelled while waiting.
    func sleep(until deadline: Date) async throws
}

/// The wall clock. `sleep(until:)` waits in steps of at most a minute and re-reads the wall
/// clock after each, so a clock adjustment (NTP, suspend) delays a wake-up by at most a minute.
public struct SystemClock: HostClock {
    public init() {}

    public var now: Date { Date() }

    public func sleep(until deadline: Date) async throws {
        while true {
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 { return }
            try await Task.sleep(for: .seconds(min(remaining, 60)))
        }
    }
}

/// A clock that moves only when told to. `advance(to:)` resumes every sleeper whose deadline
/// has been reached; the clock never goes backwards.
///
/// Drive a ``Scheduler`` on a virtual clock with ``Scheduler/run(until:)``, which advances the
/// clock from event to event itself; no real time passes.
public final class VirtualClock: HostClock {
    private struct Sleeper {
        var deadline: Double
        var continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now: Double
        var nextSleeperID: UInt64 = 0
        var sleepers: [UInt64: Sleeper] = [:]
    }

    private let state: Mutex<State>

    /// A clock reading `now`.
    public init(now: Date) {
        state = Mutex(State(now: now.timeIntervalSince1970))
    }

    public var now: Date { Date(timeIntervalSince1970: seconds) }

    /// `now` in seconds since 1970 (the unit of `EntryArchive.date`).
    public var seconds: Double { state.withLock { $0.now } }

    /// Moves the clock to `date` (a date before `now` is ignored) and wakes the sleepers whose
    /// deadline it reaches, earliest first.
    public func advance(to date: Date) {
        let target = date.timeIntervalSince1970
        let woken: [CheckedContinuation<Void, any Error>] = state.withLock { state in
            guard target > state.now else { return [] }
            state.now = target
            let due = state.sleepers.filter { $0.value.deadline <= target }
                .sorted { ($0.value.deadline, $0.key) < ($1.value.deadline, $1.key) }
            for (id, _) in due { state.sleepers[id] = nil }
            return due.map(\.value.continuation)
        }
        for continuation in woken { continuation.resume() }
    }

    /// Moves the clock forward by `seconds`.
    public func advance(by seconds: TimeInterval) {
        advance(to: Date(timeIntervalSince1970: self.seconds + seconds))
    }

    public func sleep(until deadline: Date) async throws {
        let target = deadline.timeIntervalSince1970
        let id = state.withLock { state in
            state.nextSleeperID += 1
            return state.nextSleeperID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let immediate: Result<Void, any Error>? = state.withLock { state in
                    if Task.isCancelled { return .failure(CancellationError()) }
                    if target <= state.now { return .success(()) }
                    state.sleepers[id] = Sleeper(deadline: target, continuation: continuation)
                    return nil
                }
                if let immediate { continuation.resume(with: immediate) }
            }
        } onCancel: {
            let continuation = state.withLock { $0.sleepers.removeValue(forKey: id)?.continuation }
            continuation?.resume(throwing: CancellationError())
        }
    }
}
