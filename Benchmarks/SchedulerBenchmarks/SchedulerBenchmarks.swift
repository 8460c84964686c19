// The scheduler over a simulated day: n placed widgets with mixed reload policies on a virtual
// clock, reloaded by a trivial in-process reloader, at n = 1k, 10k and 100k. Reports the
// decisions recorded (the ledger entries) and the cost per decision; the cost should grow no
// faster than log n (due times are in a heap). See docs/benchmarks.md.
//
// Instances come in groups of 10 that share an extension, a kind and a phase, so they reload
// together as one batch call of 10 at every size (the per-call cost per decision does not
// change with n). Per 10 groups:
// - 4 `.atEnd` with five hourly entries (a reload every 4 h),
// - 4 `.after(now + 15 min)` (96 asked a day: the 70-a-day budget defers the rest),
// - 2 `.never`, reloaded only by WidgetCenter: every simulated hour one of the 50 extensions'
//   app calls `reloadAllTimelines()` (in the foreground every third hour).
// Instances start from cached timelines (as after a host restart) whose due times are spread
// over the first hour (the quarter-hourly ones over the first 15 minutes).
import Benchmark
import Foundation
import WidgetryScheduler
import WidgetryWire

/// 2026-01-01T00:00:00Z.
let start = 1_767_225_600.0
let extensionCount = 50
let groupSize = 10

/// The trivial provider: a timeline by kind, no content, dated by `clock`.
func makeReloader(clock: VirtualClock) -> ClosureReloader {
    ClosureReloader { _, requests in
        let now = clock.seconds
        var outcomes: [String: ReloadOutcome] = [:]
        outcomes.reserveCapacity(requests.count)
        for request in requests {
            outcomes[request.instanceID] = .timeline(timeline(kind: request.kind, now: now))
        }
        return outcomes
    }
}

func timeline(kind: String, now: Double) -> TimelineArchive {
    switch kind {
    case "hourly":
        TimelineArchive(entries: (0..<5).map { EntryArchive(date: now + Double($0) * 3_600, variants: []) }, policy: .atEnd)
    case "quarter":
        TimelineArchive(entries: [EntryArchive(date: now, variants: [])], policy: .after(now + 900))
    default:
        TimelineArchive(entries: [EntryArchive(date: now, variants: [])], policy: .never)
    }
}

let kinds = ["hourly", "hourly", "hourly", "hourly", "quarter", "quarter", "quarter", "quarter", "never", "never"]

/// A scheduler with `count` instances restored from cached timelines, at `start`.
func makeScheduler(count: Int) throws -> (Scheduler, VirtualClock) {
    let clock = VirtualClock(now: Date(timeIntervalSince1970: start))
    // A short in-memory ledger: 100k instances × 200 entries of 32 bytes would be 640 MB.
    let scheduler = Scheduler(clock: clock, reloader: makeReloader(clock: clock), configuration: .init(ledgerLimit: 16))
    let groups = max(1, count / groupSize)
    for index in 0..<count {
        let group = index / groupSize
        let kind = kinds[group % kinds.count]
        // Whole seconds, spread evenly: consecutive groups (different extensions) may share one.
        let phase = Double(group * 3_600 / groups)
        let cached: TimelineArchive
        switch kind {
        case "hourly": cached = timeline(kind: kind, now: start + phase - 4 * 3_600)
        case "quarter": cached = timeline(kind: kind, now: start + (phase / 4).rounded(.down) - 900)
        default: cached = timeline(kind: kind, now: start - phase)
        }
        try scheduler.add(
            WidgetInstance(id: "w\(index)", extensionID: "e\(group % extensionCount)", kind: kind, family: "systemSmall"),
            timeline: cached, fetchedAt: Date(timeIntervalSince1970: start - 900))
    }
    return (scheduler, clock)
}

/// 24 simulated hours, with one extension's WidgetCenter call per hour.
func simulateDay(_ scheduler: Scheduler) async {
    for hour in 0..<24 {
        scheduler.reloadTimelines(extensionID: "e\(hour % extensionCount)", ofKind: nil, appInForeground: hour % 3 == 0)
        await scheduler.run(until: Date(timeIntervalSince1970: start + Double(hour + 1) * 3_600))
    }
}

let decisionsMetric = BenchmarkMetric.custom("decisions", polarity: .prefersLarger, useScalingFactor: false)
let perSecondMetric = BenchmarkMetric.custom("decisions per second", polarity: .prefersLarger, useScalingFactor: false)
let nanosecondsMetric = BenchmarkMetric.custom("ns per decision", polarity: .prefersSmaller, useScalingFactor: false)
let reloadsMetric = BenchmarkMetric.custom("reloads", polarity: .prefersLarger, useScalingFactor: false)
let batchesMetric = BenchmarkMetric.custom("batch calls", polarity: .prefersLarger, useScalingFactor: false)

let benchmarks: @Sendable () -> Void = {
    let metrics: [BenchmarkMetric] = [.wallClock, decisionsMetric, perSecondMetric, nanosecondsMetric, reloadsMetric, batchesMetric]
    let units: [BenchmarkMetric: BenchmarkUnits] = [
        decisionsMetric: .count, perSecondMetric: .count, nanosecondsMetric: .count, reloadsMetric: .count,
        batchesMetric: .count,
    ]
    for (label, count, iterations) in [("1k", 1_000, 20), ("10k", 10_000, 12), ("100k", 100_000, 4)] {
        Benchmark(
            "scheduler: 24 h, \(label) instances",
            configuration: .init(
                metrics: metrics, timeUnits: .milliseconds, units: units, warmupIterations: 1,
                maxDuration: .seconds(10), maxIterations: iterations)
        ) { benchmark in
            let scheduler: Scheduler
            do {
                (scheduler, _) = try makeScheduler(count: count)
            } catch {
                fatalError("setting up: \(error)")
            }
            let before = scheduler.statistics
            let clock = ContinuousClock()
            benchmark.startMeasurement()
            let began = clock.now
            await simulateDay(scheduler)
            let elapsed = began.duration(to: clock.now)
            benchmark.stopMeasurement()
            let after = scheduler.statistics
            let decisions = after.decisions - before.decisions
            let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
            benchmark.measurement(decisionsMetric, decisions)
            benchmark.measurement(perSecondMetric, Int(Double(decisions) / (nanoseconds / 1e9)))
            benchmark.measurement(nanosecondsMetric, Int((nanoseconds / Double(decisions)).rounded()))
            benchmark.measurement(reloadsMetric, after.reloads - before.reloads)
            benchmark.measurement(batchesMetric, after.batches - before.batches)
        }
    }
}
