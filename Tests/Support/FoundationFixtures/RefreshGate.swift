// Keeps a widget from hitting the server more often than it should: an actor on a serial
// dispatch queue of its own (iOS 17's DispatchSerialQueue as its executor) and Dispatch's
// nanosecond constants. Foundation only.
import Foundation

actor RefreshGate {
    static let shared = RefreshGate()

    private let queue = DispatchSerialQueue(label: "org.widgetry.fixtures.transit.refresh", qos: .utility)
    nonisolated var unownedExecutor: UnownedSerialExecutor { queue.asUnownedSerialExecutor() }

    /// At least 30 seconds between fetches.
    static let minimumInterval: UInt64 = 30 * NSEC_PER_SEC

    private var lastFetch: Date?

    /// Whether a fetch may start at `now`; if so it is recorded.
    func allowsFetch(at now: Date) -> Bool {
        if let lastFetch = lastFetch, UInt64(max(0, now.timeIntervalSince(lastFetch)) * Double(NSEC_PER_SEC)) < Self.minimumInterval {
            return false
        }
        lastFetch = now
        return true
    }

    /// Whether this code runs on the gate's queue.
    func isOnItsQueue() -> Bool {
        dispatchPrecondition(condition: .onQueue(queue))
        return true
    }

    /// The pause before retry `attempt`: 250 ms, doubled each time, in nanoseconds.
    nonisolated static func backoff(attempt: Int) -> UInt64 {
        250 * NSEC_PER_MSEC << UInt64(attempt)
    }

    /// The same in whole milliseconds and microseconds, for the two clocks the code reads.
    nonisolated static func backoffMilliseconds(attempt: Int) -> UInt64 {
        backoff(attempt: attempt) / NSEC_PER_MSEC
    }

    nonisolated static func backoffMicroseconds(attempt: Int) -> UInt64 {
        backoff(attempt: attempt) / NSEC_PER_USEC
    }

    nonisolated static func seconds(milliseconds: UInt64) -> Double {
        Double(milliseconds) / Double(MSEC_PER_SEC)
    }

    nonisolated static func seconds(microseconds: UInt64) -> Double {
        Double(microseconds) / Double(USEC_PER_SEC)
    }
}
