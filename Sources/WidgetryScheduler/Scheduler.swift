import Foundation
import Synchronization
import WidgetryWire

/// Timelines and reloads of placed widgets ("instances"): which entry each shows, when each
/// reloads, and the reload budget. Every decision goes into a ledger.
///
/// The rules (defaults in ``SchedulerConfiguration``):
///
/// - **Shown entry.** The latest entry whose date has passed (at or before now); the first
///   entry if none has. ``SchedulerEvent/entryShown(instanceID:index:date:)`` is emitted when it
///   changes.
/// - **Policy.** `.atEnd`: a reload at the last entry's date (at once for an empty timeline);
///   `.after(d)`: at `d`; `.never`: none until requested. Policy reloads are counted.
/// - **Requests.** ``requestReload(instanceID:reason:)`` and
///   ``reloadTimelines(extensionID:ofKind:appInForeground:)`` (WidgetCenter). Each
///   ``ReloadReason`` is counted or not (``ReloadReason/isCounted``): counted are `.policy` and
///   `.widgetCenter(appInForeground: false)`; not counted are `.firstLoad`,
///   `.widgetCenter(appInForeground: true)`, `.intentPerformed`, `.configurationChanged`,
///   `.environmentChanged` and `.manual`. Uncounted reloads are immediate and ignore the budget.
/// - **Budget.** Per instance, at most `budget` (70) counted reloads in any rolling
///   `budgetWindow` (24 h), and at least `minimumInterval` (5 min) between two counted reloads.
///   A counted reload that would break either is *deferred* to the earliest time it would not,
///   never dropped. Only successful reloads count: a failed one is refunded.
/// - **Collapsing.** An instance has at most one pending reload; a further request joins it
///   (`coalesced`) or moves it earlier; an uncounted request makes it uncounted and immediate.
///   A request arriving while the instance reloads is kept and looked at when the reload ends;
///   a pending request supersedes the policy of the timeline that reload brings.
/// - **Coalescing.** Counted reload times are rounded up to the `coalescingWindow` grid (1 s),
///   so such a reload is never early and at most that much late; uncounted ones (a person or a
///   foreground app waiting) are due the moment they are asked. The reloads of one extension
///   due at the same instant go to the ``TimelineReloader`` in one batch call; other extensions
///   get their own calls.
/// - **Visibility.** A reload that comes due (or is requested) while its instance is invisible
///   is recorded as `skippedInvisible` and waits; when the instance becomes visible it is
///   due at once, subject to the budget.
/// - **Failures.** The instance keeps its last good timeline; the failure is recorded
///   (``InstanceStatus/lastFailure``, a `failed` decision) and refunded from the budget. The
///   reload is retried automatically after `retryInitial` (60 s), doubling per consecutive
///   failure up to `retryMaximum` (1 h), with the failed reload's reason; counted requests also
///   wait for the backoff, uncounted ones (a person acting) do not. A success resets it.
///
/// Thread-safe (a mutex around the state); usable from any task. On a ``VirtualClock``,
/// ``run(until:)`` processes events in time order and awaits each batch before the next, so a
/// run is deterministic. On the system clock, ``run()`` is the host's loop.
public final class Scheduler: Sendable {
    /// The clock all time comes from.
    public let clock: any HostClock
    private let reloader: any TimelineReloader
    private let observer: (@Sendable (SchedulerEvent) -> Void)?
    private let core: Mutex<SchedulerCore>
    private let loop = Mutex(LoopState())

    private struct LoopState {
        var sleeper: Task<Void, Never>?
        var woken = false
        var nextStreamID: UInt64 = 0
    }

    /// A scheduler with no instances.
    ///
    /// - Parameter observer: called with every event (decisions, shown entries) after the
    ///   call that produced it released the scheduler's lock, in the order decided; it may call
    ///   the scheduler. Events of calls made concurrently from several tasks may interleave.
    public init(
        clock: any HostClock, reloader: any TimelineReloader, configuration: SchedulerConfiguration = .init(),
        observer: (@Sendable (SchedulerEvent) -> Void)? = nil
    ) {
        self.clock = clock
        self.reloader = reloader
        self.observer = observer
        var core = SchedulerCore(configuration: configuration)
        core.observing = observer != nil
        self.core = Mutex(core)
    }

    /// The rules in force.
    public var configuration: SchedulerConfiguration { core.withLock { $0.configuration } }

    private var nowSeconds: Double { clock.now.timeIntervalSince1970 }

    /// Runs `body` on the state, then delivers the events it produced and wakes ``run()``.
    private func mutate<Result: Sendable, Failure: Error>(
        wakingTheLoop: Bool = true, _ body: (inout SchedulerCore) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let (result, events): (Result, [SchedulerEvent]) = try core.withLock { (core) throws(Failure) in
            let result = try body(&core)
            let events = core.outbox
            if !events.isEmpty { core.outbox.removeAll(keepingCapacity: true) }
            return (result, events)
        }
        if let observer {
            for event in events { observer(event) }
        }
        if wakingTheLoop { wake() }
        return result
    }

    private func update<Result: Sendable>(wakingTheLoop: Bool = true, _ body: (inout SchedulerCore) -> Result) -> Result {
        mutate(wakingTheLoop: wakingTheLoop) { (core) throws(Never) in body(&core) }
    }

    // MARK: Instances

    /// Starts scheduling `instance`. Without a `timeline` it is loaded at once (`firstLoad`,
    /// not counted); with one (a cached timeline restored by the host) its policy is planned
    /// and `countedReloads` (times of counted reloads the host recorded) restore the budget.
    public func add(
        _ instance: WidgetInstance, timeline: TimelineArchive? = nil, fetchedAt: Date? = nil, countedReloads: [Date] = []
    ) throws(SchedulerError) {
        let now = nowSeconds
        try mutate { (core) throws(SchedulerError) in
            try core.add(
                instance, timeline: timeline, fetchedAt: fetchedAt?.timeIntervalSince1970,
                countedReloads: countedReloads.map(\.timeIntervalSince1970), now: now)
        }
    }

    /// Stops scheduling the instance; the outcome of a reload in progress is ignored.
    public func remove(instanceID: String) throws(SchedulerError) {
        try mutate { (core) throws(SchedulerError) in try core.remove(instanceID) }
    }

    /// Reports whether the person can see the instance. A reload that waited for visibility
    /// becomes due at once (subject to the budget).
    public func setVisible(_ visible: Bool, instanceID: String) throws(SchedulerError) {
        let now = nowSeconds
        try mutate { (core) throws(SchedulerError) in core.setVisible(visible, try core.slot(instanceID), now: now) }
    }

    /// The ids of the scheduled instances, sorted.
    public var instanceIDs: [String] { core.withLock { $0.slotByID.keys.sorted() } }

    // MARK: Requests

    /// Asks for a reload of one instance for `reason` (counted or not by the reason).
    public func requestReload(instanceID: String, reason: ReloadReason) throws(SchedulerError) {
        let now = nowSeconds
        try mutate { (core) throws(SchedulerError) in core.request(try core.slot(instanceID), reason: reason, now: now) }
    }

    /// `WidgetCenter.reloadTimelines(ofKind:)` (or `reloadAllTimelines()` with `kind == nil`)
    /// from the app of `extensionID`: counted unless `appInForeground`. Returns the number of
    /// instances asked.
    @discardableResult
    public func reloadTimelines(extensionID: String, ofKind kind: String?, appInForeground: Bool) -> Int {
        let now = nowSeconds
        return update { $0.requestExtension(extensionID, kind: kind, reason: .widgetCenter(appInForeground: appInForeground), now: now) }
    }

    /// Asks for a reload of every instance of `extensionID` for `reason`: what WidgetKit does
    /// after an intent ran from one of the extension's widgets (`.intentPerformed`), since the
    /// intent may have changed what any of them shows. Returns the number of instances asked.
    @discardableResult
    public func requestReload(extensionID: String, reason: ReloadReason) -> Int {
        let now = nowSeconds
        return update { $0.requestExtension(extensionID, kind: nil, reason: reason, now: now) }
    }

    /// Asks for a reload of every instance (e.g. `.environmentChanged` after a locale or
    /// appearance change). Returns the number of instances asked.
    @discardableResult
    public func requestReloadOfAll(reason: ReloadReason) -> Int {
        let now = nowSeconds
        return update { $0.requestAll(reason: reason, now: now) }
    }

    // MARK: Inspection

    /// The instance's schedule now: timeline, shown entry, next entry date, next reload and why,
    /// budget, failures.
    public func status(instanceID: String) throws(SchedulerError) -> InstanceStatus {
        let now = nowSeconds
        return try core.withLock { (core) throws(SchedulerError) in core.status(try core.slot(instanceID), now: now) }
    }

    /// The instance's last decisions (at most `ledgerLimit`), oldest first.
    public func ledger(instanceID: String) throws(SchedulerError) -> [Decision] {
        try core.withLock { (core) throws(SchedulerError) in core.ledger(try core.slot(instanceID)) }
    }

    /// When the next queued event (a reload or an entry date) is due.
    public var nextEventDate: Date? {
        core.withLock { $0.nextEventTime() }.map(Date.init(timeIntervalSince1970:))
    }

    /// Counters since the scheduler was created.
    public var statistics: SchedulerStatistics {
        core.withLock {
            SchedulerStatistics(
                instances: $0.slotByID.count, decisions: $0.decisionCount, batches: $0.nextBatch, reloads: $0.reloadCount,
                failures: $0.failureCount)
        }
    }

    /// Every event from now on (decisions and shown entries), in the order decided, until the
    /// stream's consumer stops. For the host to persist the ledger and push updates.
    public func events() -> AsyncStream<SchedulerEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: SchedulerEvent.self)
        let id = loop.withLock {
            $0.nextStreamID += 1
            return $0.nextStreamID
        }
        continuation.onTermination = { [weak self] _ in
            self?.core.withLock {
                $0.streams[id] = nil
                $0.observing = self?.observer != nil || !$0.streams.isEmpty
            }
        }
        core.withLock {
            $0.streams[id] = continuation
            $0.observing = true
        }
        return stream
    }

    // MARK: Running

    /// Performs every reload due now and advances shown entries: the batches are awaited one
    /// after the other. Returns the number of batch calls made.
    @discardableResult
    public func runDue() async -> Int {
        let now = nowSeconds
        let batches = update { $0.collectDue(now: now) }
        for batch in batches { await perform(batch) }
        return batches.count
    }

    /// On a ``VirtualClock``: handles every event due up to and including `date` in time
    /// order, moving the clock to each event's time (and finally to `date`), and awaiting each
    /// batch before going on. Reloads that complete at an instant and are due again at once are
    /// handled at the same instant. No real time passes other than the reloader's.
    public func run(until date: Date) async {
        guard let clock = clock as? VirtualClock else {
            preconditionFailure("Scheduler.run(until:) needs a VirtualClock; use run() on a real clock")
        }
        let limit = date.timeIntervalSince1970
        while true {
            guard let next = core.withLock({ $0.nextEventTime() }), next <= limit else { break }
            clock.advance(to: Date(timeIntervalSince1970: next))
            await runDue()
        }
        clock.advance(to: date)
    }

    /// On a ``VirtualClock``: ``run(until:)`` `seconds` from now.
    public func run(for seconds: TimeInterval) async {
        await run(until: clock.now.addingTimeInterval(seconds))
    }

    /// The host's loop: sleeps on the clock until the next event, performs due reloads (the
    /// batches of different instants and extensions concurrently, each awaited in a child
    /// task), and is woken early by every call that changes the plan. Returns when the calling
    /// task is cancelled, after the batches in progress end.
    public func run() async {
        await withTaskCancellationHandler {
            await withDiscardingTaskGroup { group in
                while !Task.isCancelled {
                    // Changes from here on wake the sleep below; earlier ones are seen now.
                    loop.withLock { $0.woken = false }
                    let now = nowSeconds
                    let batches = update(wakingTheLoop: false) { $0.collectDue(now: now) }
                    for batch in batches {
                        group.addTask { await self.perform(batch) }
                    }
                    let next = core.withLock { $0.nextEventTime() }
                    await sleep(until: next)
                }
            }
        } onCancel: {
            self.wake()
        }
    }

    private func perform(_ batch: Batch) async {
        let outcomes = await reloader.reload(extensionID: batch.extensionID, requests: batch.requests)
        let now = nowSeconds
        update { $0.complete(batch, outcomes: outcomes, now: now) }
    }

    /// Sleeps until `time` (or a day, with nothing queued) unless woken first.
    private func sleep(until time: Double?) async {
        let clock = self.clock
        let sleeper: Task<Void, Never>? = loop.withLock { state in
            if state.woken || Task.isCancelled {
                state.woken = false
                return nil
            }
            let task = Task { () -> Void in
                if let time {
                    try? await clock.sleep(until: Date(timeIntervalSince1970: time))
                } else {
                    try? await Task.sleep(for: .seconds(86_400))
                }
            }
            state.sleeper = task
            return task
        }
        guard let sleeper else { return }
        await sleeper.value
        loop.withLock { $0.sleeper = nil }
    }

    /// Ends the loop's current sleep, or makes its next one return at once.
    private func wake() {
        loop.withLock { state in
            if let sleeper = state.sleeper {
                sleeper.cancel()
            } else {
                state.woken = true
            }
        }
    }
}

/// Counters of a ``Scheduler``.
public struct SchedulerStatistics: Codable, Hashable, Sendable {
    public var instances: Int
    /// Ledger entries recorded (all instances, including those no longer kept in memory).
    public var decisions: Int
    /// Batch calls made to the reloader.
    public var batches: Int
    /// Successful instance reloads.
    public var reloads: Int
    /// Failed instance reloads.
    public var failures: Int

    public init(instances: Int, decisions: Int, batches: Int, reloads: Int, failures: Int) {
        self.instances = instances
        self.decisions = decisions
        self.batches = batches
        self.reloads = reloads
        self.failures = failures
    }
}
