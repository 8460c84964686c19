import Foundation
import Synchronization
import Testing
import WidgetryScheduler
import WidgetryWire

/// 2026-01-01T00:00:00Z: every test starts here, on whole seconds.
let start = 1_767_225_600.0

func at(_ offset: Double) -> Date { Date(timeIntervalSince1970: start + offset) }

let hour = 3_600.0
let minute = 60.0
let day = 86_400.0

/// An entry with no rendered content: the scheduler only reads dates.
func entry(_ date: Double) -> EntryArchive { EntryArchive(date: date, variants: []) }

/// `count` entries an hour apart starting at `now`.
func hourly(_ now: Double, count: Int = 5, policy: ReloadPolicy = .atEnd) -> TimelineArchive {
    TimelineArchive(entries: (0..<count).map { entry(now + Double($0) * hour) }, policy: policy)
}

/// One call the reloader received.
struct Call: Sendable, Equatable {
    var time: Double
    var extensionID: String
    var requests: [ReloadRequest]
    var ids: [String] { requests.map(\.instanceID) }
}

/// A mutex-protected value shared by reference.
final class Locked<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>
    init(_ value: Value) { mutex = Mutex(value) }
    var value: Value { mutex.withLock { $0 } }
    func mutate<R: Sendable>(_ body: (inout Value) -> R) -> R { mutex.withLock { body(&$0) } }
}

/// A scheduler on a virtual clock whose reloader answers through `respond` and records calls.
final class Harness: Sendable {
    let clock: VirtualClock
    let scheduler: Scheduler
    private let recordedCalls = Locked<[Call]>([])
    private let observedEvents = Locked<[SchedulerEvent]>([])

    init(
        configuration: SchedulerConfiguration = .init(),
        respond: @escaping @Sendable (_ request: ReloadRequest, _ now: Double) -> ReloadOutcome
    ) {
        let clock = VirtualClock(now: Date(timeIntervalSince1970: start))
        self.clock = clock
        let recorded = recordedCalls
        let observed = observedEvents
        scheduler = Scheduler(
            clock: clock,
            reloader: ClosureReloader { extensionID, requests in
                let now = clock.seconds
                recorded.mutate { $0.append(Call(time: now, extensionID: extensionID, requests: requests)) }
                var outcomes: [String: ReloadOutcome] = [:]
                for request in requests { outcomes[request.instanceID] = respond(request, now) }
                return outcomes
            },
            configuration: configuration,
            observer: { event in observed.mutate { $0.append(event) } })
    }

    var calls: [Call] { recordedCalls.value }
    var events: [SchedulerEvent] { observedEvents.value }

    /// Times (offsets from `start`) at which `id` was reloaded.
    func reloadTimes(_ id: String) -> [Double] {
        calls.filter { $0.ids.contains(id) }.map { $0.time - start }
    }

    /// Reasons `id` was reloaded for, in order.
    func reloadReasons(_ id: String) -> [ReloadReason] {
        calls.flatMap { $0.requests.filter { $0.instanceID == id }.map(\.reason) }
    }

    func add(_ id: String, extensionID: String = "ext", kind: String = "kind", visible: Bool = true) throws {
        try scheduler.add(WidgetInstance(id: id, extensionID: extensionID, kind: kind, family: "systemSmall", isVisible: visible))
    }

    func run(to offset: Double) async {
        await scheduler.run(until: at(offset))
    }

    func ledger(_ id: String) throws -> [Decision] { try scheduler.ledger(instanceID: id) }
}

/// The most counted reloads in any rolling window of `length` seconds (half-open).
func maxInWindow(_ times: [Double], length: Double) -> Int {
    var best = 0
    var low = 0
    for high in times.indices {
        while times[high] - times[low] >= length { low += 1 }
        best = max(best, high - low + 1)
    }
    return best
}

extension Decision {
    var isDone: Bool {
        if case .done = outcome { return true }
        return false
    }
}
