import Foundation
import WidgetryWire

/// A reload waiting to happen. One per instance: every further request collapses into it.
struct PendingReload {
    /// When it is due (on the coalescing grid).
    var due: Double
    var reason: ReloadReason
    var counted: Bool
    /// The rule that pushed `due` back, if one did.
    var deferral: DeferralCause?
    /// It came due (or was asked for) while the instance was invisible: no event is queued; it
    /// is re-armed when the instance becomes visible.
    var waitingForVisibility = false
}

/// The reload of an instance that is in a batch call now.
struct InFlightReload {
    /// The time recorded in the budget window when the reload counted (refunded on failure).
    var countedAt: Double?
    var reason: ReloadReason
    var attempt: Int32
}

/// What the scheduler keeps about one instance. Every reload reads or writes most of it, so
/// it is kept small (192 bytes) and its fields are ordered to leave little padding: at 100k
/// instances a slot is a few cache misses per reload, and 64 bytes more cost ~10 % of the
/// time per decision. What only a failure needs is kept aside (`SchedulerCore.lastFailures`).
struct InstanceSlot {
    var instance: WidgetInstance
    var alive = true
    var timeline: TimelineArchive?
    /// Distinguishes successive instances that reuse the slot (outcomes of a removed
    /// instance's batch are ignored).
    var serial: UInt64
    var failures = 0
    var fetchedAt: Double?
    var shownIndex: Int32?
    var pending: PendingReload?
    var inFlight: InFlightReload?
    var retryAt: Double?
    var reloadGeneration: UInt32 = 0
    var entryGeneration: UInt32 = 0
}

/// One extension call: the instances of `extensionID` reloaded together.
struct Batch: Sendable {
    var number: Int
    var extensionID: String
    var requests: [ReloadRequest]
    var slots: [Int]
    var serials: [UInt64]
}

/// The scheduler's state and rules, without locking or time of its own: every operation takes
/// the current time. `Scheduler` keeps one of these behind a mutex.
struct SchedulerCore {
    let configuration: SchedulerConfiguration
    var slots: [InstanceSlot] = []
    var freeSlots: [Int] = []
    var slotByID: [String: Int] = [:]
    var slotsByExtension: [String: [Int]] = [:]
    var queue = EventQueue()
    /// The last failed reload of each slot that had one.
    var lastFailures: [Int: ReloadFailure] = [:]
    var ledger: DecisionLedger
    var budgets: BudgetWindows
    var nextSerial: UInt64 = 0
    var nextBatch = 0

    /// Events for observers, collected only while someone observes.
    var observing = false
    var outbox: [SchedulerEvent] = []
    var streams: [UInt64: AsyncStream<SchedulerEvent>.Continuation] = [:]

    var decisionCount = 0
    var reloadCount = 0
    var failureCount = 0

    init(configuration: SchedulerConfiguration) {
        precondition(configuration.budget >= 1, "the budget must allow at least one counted reload")
        precondition(configuration.budgetWindow > 0 && configuration.minimumInterval >= 0)
        precondition(configuration.coalescingWindow >= 0 && configuration.retryInitial > 0)
        self.configuration = configuration
        ledger = DecisionLedger(limit: configuration.ledgerLimit)
        budgets = BudgetWindows(configuration: configuration)
    }

    // MARK: Time

    /// `time` rounded up to the coalescing grid.
    @inline(__always)
    func aligned(_ time: Double) -> Double {
        let window = configuration.coalescingWindow
        return window > 0 ? (time / window).rounded(.up) * window : time
    }

    // MARK: Instances

    mutating func add(_ instance: WidgetInstance, timeline: TimelineArchive?, fetchedAt: Double?, countedReloads: [Double], now: Double)
        throws(SchedulerError)
    {
        guard slotByID[instance.id] == nil else { throw .duplicateInstance(instance.id) }
        nextSerial += 1
        var slot = InstanceSlot(instance: instance, serial: nextSerial)
        let index: Int
        if let free = freeSlots.popLast() {
            slot.reloadGeneration = slots[free].reloadGeneration &+ 1
            slot.entryGeneration = slots[free].entryGeneration &+ 1
            slots[free] = slot
            index = free
        } else {
            slots.append(slot)
            index = slots.count - 1
            ledger.reserve(slot: index)
            budgets.reserve(slot: index)
        }
        budgets.reset(slot: index, to: countedReloads.filter { $0 > now - configuration.budgetWindow && $0 <= now })
        slotByID[instance.id] = index
        slotsByExtension[instance.extensionID, default: []].append(index)
        if let timeline {
            install(timeline, in: index, fetchedAt: fetchedAt ?? now, now: now)
        } else {
            request(index, reason: .firstLoad, now: now)
        }
        compactIfNeeded()
    }

    mutating func remove(_ id: String) throws(SchedulerError) {
        guard let index = slotByID.removeValue(forKey: id) else { throw .unknownInstance(id) }
        let extensionID = slots[index].instance.extensionID
        if var peers = slotsByExtension[extensionID], let position = peers.firstIndex(of: index) {
            peers.swapAt(position, peers.count - 1)
            peers.removeLast()
            slotsByExtension[extensionID] = peers.isEmpty ? nil : peers
        }
        slots[index].alive = false
        slots[index].reloadGeneration &+= 1
        slots[index].entryGeneration &+= 1
        slots[index].timeline = nil
        ledger.clear(slot: index)
        lastFailures[index] = nil
        freeSlots.append(index)
    }

    func slot(_ id: String) throws(SchedulerError) -> Int {
        guard let index = slotByID[id] else { throw .unknownInstance(id) }
        return index
    }

    mutating func setVisible(_ visible: Bool, _ index: Int, now: Double) {
        slots[index].instance.isVisible = visible
        guard visible, var pending = slots[index].pending, pending.waitingForVisibility else { return }
        pending.waitingForVisibility = false
        pending.due = max(pending.due, pending.counted ? aligned(now) : now)
        slots[index].pending = pending
        armReload(index)
    }

    // MARK: Budget

    /// Forgets the instance's counted reloads that left the rolling window at `now`.
    @inline(__always)
    private mutating func advanceBudget(_ index: Int, now: Double) {
        budgets.advance(slot: index, to: now - configuration.budgetWindow)
    }

    func budgetLeft(_ index: Int, now: Double) -> Int {
        max(0, configuration.budget - budgets.count(slot: index, after: now - configuration.budgetWindow))
    }

    /// The earliest time after `now` a counted reload of the instance is allowed, and the rule
    /// that sets it; `nil` when one is allowed now.
    func constraint(_ index: Int, now: Double) -> (time: Double, cause: DeferralCause)? {
        // Fields are read in place: copying the slot would retain every reference it holds.
        var result: (time: Double, cause: DeferralCause)?
        func consider(_ time: Double, _ cause: DeferralCause) {
            if time > now, time > (result?.time ?? -.infinity) { result = (time, cause) }
        }
        consider(budgets.newest(slot: index) + configuration.minimumInterval, .minimumInterval)
        if budgets.count(slot: index, after: now - configuration.budgetWindow) >= configuration.budget {
            // The reload that must leave the window before another fits.
            consider(budgets.time(slot: index, fromEnd: configuration.budget) + configuration.budgetWindow, .budgetExhausted)
        }
        if slots[index].failures > 0, let retryAt = slots[index].retryAt { consider(retryAt, .failureBackoff) }
        return result
    }

    // MARK: Requests

    /// A reload asked for `reason` at `now`: merged into the instance's pending reload, if any.
    mutating func request(_ index: Int, reason: ReloadReason, now: Double) {
        let counted = reason.isCounted
        advanceBudget(index, now: now)
        // A person's or a foreground app's reload (uncounted) runs now, off the grid: the grid
        // batches the reloads nobody is waiting for.
        var incoming = PendingReload(due: counted ? aligned(now) : now, reason: reason, counted: counted)
        if counted, let (time, cause) = constraint(index, now: now) {
            incoming.due = aligned(time)
            incoming.deferral = cause
        }
        let visible = slots[index].instance.isVisible
        let (merged, joined) = merge(slots[index].pending, incoming)
        slots[index].pending = merged
        if !visible { slots[index].pending!.waitingForVisibility = true }
        let outcome: DecisionOutcome
        if !visible {
            outcome = .skippedInvisible
        } else if let joined {
            outcome = .coalesced(into: Date(timeIntervalSince1970: joined))
        } else if let cause = incoming.deferral {
            outcome = .deferred(until: Date(timeIntervalSince1970: incoming.due), cause: cause)
        } else {
            outcome = .scheduled(Date(timeIntervalSince1970: incoming.due))
        }
        record(index, now: now, reason: reason, counted: counted, outcome: outcome)
        armReload(index)
    }

    /// Collapses `incoming` into `existing`: the earlier of the two prevails; an uncounted
    /// request makes the merged reload uncounted. Returns the due time the request joined when
    /// it did not move the reload.
    private func merge(_ existing: PendingReload?, _ incoming: PendingReload) -> (PendingReload, joined: Double?) {
        guard let existing else { return (incoming, nil) }
        if existing.due <= incoming.due {
            var merged = existing
            if !incoming.counted, merged.counted {
                merged.counted = false
                merged.reason = incoming.reason
                merged.deferral = nil
            }
            return (merged, existing.due)
        }
        var merged = incoming
        merged.waitingForVisibility = existing.waitingForVisibility
        return (merged, nil)
    }

    /// Requests a reload of every instance of `extensionID` (of `kind`, if given).
    mutating func requestExtension(_ extensionID: String, kind: String?, reason: ReloadReason, now: Double) -> Int {
        let indices = (slotsByExtension[extensionID] ?? []).filter { kind == nil || slots[$0].instance.kind == kind }
        for index in indices.sorted() { request(index, reason: reason, now: now) }
        return indices.count
    }

    mutating func requestAll(reason: ReloadReason, now: Double) -> Int {
        let indices = slotByID.values.sorted()
        for index in indices { request(index, reason: reason, now: now) }
        return indices.count
    }

    // MARK: Queue

    /// Queues the instance's pending reload (superseding any queued one), unless it waits for
    /// visibility or a reload in progress.
    private mutating func armReload(_ index: Int) {
        slots[index].reloadGeneration &+= 1
        guard let pending = slots[index].pending, !pending.waitingForVisibility, slots[index].inFlight == nil else { return }
        queue.push(time: pending.due, slot: index, generation: slots[index].reloadGeneration, isEntry: false)
    }

    /// Queues the instance's next entry date.
    private mutating func armEntry(_ index: Int, now: Double) {
        slots[index].entryGeneration &+= 1
        guard let next = slots[index].timeline?.nextEntryDate(after: now) else { return }
        queue.push(time: next, slot: index, generation: slots[index].entryGeneration, isEntry: true)
    }

    private func isCurrent(_ event: ScheduledEvent) -> Bool {
        let index = Int(event.slot)
        guard slots[index].alive else { return false }
        return event.generation == (event.isEntry ? slots[index].entryGeneration : slots[index].reloadGeneration)
    }

    /// The time of the next current event, dropping superseded ones from the top.
    mutating func nextEventTime() -> Double? {
        while let first = queue.first {
            if isCurrent(first) { return first.time }
            queue.popFirst()
        }
        return nil
    }

    /// Drops superseded events once they outnumber current ones (they are otherwise dropped
    /// when they surface; far-future ones would pile up).
    private mutating func compactIfNeeded() {
        guard queue.count > 4 * slotByID.count + 1024 else { return }
        let current = slots.map { (alive: $0.alive, reload: $0.reloadGeneration, entry: $0.entryGeneration) }
        queue.removeAll { event in
            let slot = current[Int(event.slot)]
            return !(slot.alive && event.generation == (event.isEntry ? slot.entry : slot.reload))
        }
    }

    /// Handles every event due at or before `now`, in time order: shown entries advance, due
    /// reloads are checked against visibility and the budget and either deferred or put into
    /// one batch per extension. The batches are to be performed by the caller.
    mutating func collectDue(now: Double) -> [Batch] {
        var batches: [Batch] = []
        var batchByExtension: [String: Int] = [:]
        while let first = queue.first, first.time <= now {
            queue.popFirst()
            guard isCurrent(first) else { continue }
            let index = Int(first.slot)
            if first.isEntry {
                showEntry(index, now: now)
                armEntry(index, now: now)
                continue
            }
            guard var pending = slots[index].pending, slots[index].inFlight == nil else { continue }
            if !slots[index].instance.isVisible {
                pending.waitingForVisibility = true
                slots[index].pending = pending
                slots[index].reloadGeneration &+= 1
                record(index, now: now, reason: pending.reason, counted: pending.counted, outcome: .skippedInvisible)
                continue
            }
            advanceBudget(index, now: now)
            if pending.counted, let (time, cause) = constraint(index, now: now) {
                pending.due = aligned(time)
                pending.deferral = cause
                slots[index].pending = pending
                armReload(index)
                record(
                    index, now: now, reason: pending.reason, counted: true,
                    outcome: .deferred(until: Date(timeIntervalSince1970: pending.due), cause: cause))
                continue
            }
            // Dispatch.
            slots[index].pending = nil
            slots[index].reloadGeneration &+= 1
            var countedAt: Double?
            if pending.counted {
                budgets.append(slot: index, now)
                countedAt = now
            }
            let attempt = slots[index].failures + 1
            slots[index].inFlight = InFlightReload(countedAt: countedAt, reason: pending.reason, attempt: Int32(clamping: attempt))
            let instance = slots[index].instance
            let request = ReloadRequest(
                instanceID: instance.id, kind: instance.kind, family: instance.family, reason: pending.reason, attempt: attempt)
            if let position = batchByExtension[instance.extensionID] {
                batches[position].requests.append(request)
                batches[position].slots.append(index)
                batches[position].serials.append(slots[index].serial)
            } else {
                batchByExtension[instance.extensionID] = batches.count
                batches.append(
                    Batch(
                        number: 0, extensionID: instance.extensionID, requests: [request], slots: [index],
                        serials: [slots[index].serial]))
            }
        }
        for position in batches.indices {
            nextBatch += 1
            batches[position].number = nextBatch
        }
        return batches
    }

    // MARK: Outcomes

    /// Applies the outcomes of `batch` at `now`.
    mutating func complete(_ batch: Batch, outcomes: [String: ReloadOutcome], now: Double) {
        for (position, index) in batch.slots.enumerated() {
            guard slots[index].alive, slots[index].serial == batch.serials[position],
                let inFlight = slots[index].inFlight
            else { continue }
            slots[index].inFlight = nil
            let id = batch.requests[position].instanceID
            switch outcomes[id] ?? .failure("no outcome for the instance in the extension's answer") {
            case .timeline(let timeline):
                reloadCount += 1
                slots[index].failures = 0
                slots[index].retryAt = nil
                record(
                    index, now: now, reason: inFlight.reason, counted: inFlight.countedAt != nil, attempt: Int(inFlight.attempt),
                    outcome: .done(batch: batch.number, batchSize: batch.slots.count))
                install(timeline, in: index, fetchedAt: now, now: now)
            case .failure(let error):
                failureCount += 1
                fail(index, inFlight, error: error, batch: batch.number, now: now)
            }
        }
        compactIfNeeded()
    }

    /// Makes `timeline` the instance's timeline and plans the reload its policy asks for.
    private mutating func install(_ timeline: TimelineArchive, in index: Int, fetchedAt: Double, now: Double) {
        var timeline = timeline
        if !timeline.entries.indices.dropFirst().allSatisfy({ timeline.entries[$0 - 1].date <= timeline.entries[$0].date }) {
            timeline.entries.sort { $0.date < $1.date }
        }
        slots[index].timeline = timeline
        slots[index].fetchedAt = fetchedAt
        slots[index].shownIndex = nil
        showEntry(index, now: now)
        armEntry(index, now: now)
        let policyDue: Double?
        switch timeline.policy {
        case .atEnd: policyDue = timeline.entries.last?.date ?? now
        case .after(let date): policyDue = date
        case .never: policyDue = nil
        }
        // A request that arrived during the reload still stands; it supersedes the policy
        // (its reload brings a new timeline and policy).
        if slots[index].pending == nil, let policyDue {
            let due = aligned(policyDue)
            slots[index].pending = PendingReload(due: due, reason: .policy, counted: true)
            record(index, now: now, reason: .policy, counted: true, outcome: .scheduled(Date(timeIntervalSince1970: due)))
        }
        armReload(index)
    }

    private mutating func fail(_ index: Int, _ inFlight: InFlightReload, error: String, batch: Int, now: Double) {
        if let countedAt = inFlight.countedAt { budgets.refund(slot: index, countedAt) }
        slots[index].failures += 1
        let exponent = Double(min(slots[index].failures - 1, 60))
        let backoff = min(configuration.retryInitial * pow(2, exponent), max(configuration.retryMaximum, configuration.retryInitial))
        let retryAt = aligned(now + backoff)
        slots[index].retryAt = retryAt
        lastFailures[index] = ReloadFailure(time: Date(timeIntervalSince1970: now), error: error)
        record(
            index, now: now, reason: inFlight.reason, counted: false, attempt: Int(inFlight.attempt),
            outcome: .failed(error: error, batch: batch, retryAt: Date(timeIntervalSince1970: retryAt)))
        let retry = PendingReload(due: retryAt, reason: inFlight.reason, counted: inFlight.reason.isCounted, deferral: .failureBackoff)
        var arrived = slots[index].pending
        if var request = arrived, request.counted, request.due < retryAt {
            // A counted request that arrived during the reload waits for the backoff too.
            request.due = retryAt
            request.deferral = .failureBackoff
            arrived = request
        }
        slots[index].pending = merge(arrived, retry).0
        armReload(index)
    }

    // MARK: Entries

    private mutating func showEntry(_ index: Int, now: Double) {
        guard let timeline = slots[index].timeline, let shown = timeline.shownEntryIndex(at: now) else { return }
        guard shown != slots[index].shownIndex.map(Int.init) else { return }
        slots[index].shownIndex = Int32(shown)
        if observing {
            emit(
                .entryShown(
                    instanceID: slots[index].instance.id, index: shown,
                    date: Date(timeIntervalSince1970: timeline.entries[shown].date)))
        }
    }

    // MARK: Ledger

    private mutating func record(
        _ index: Int, now: Double, reason: ReloadReason, counted: Bool, attempt: Int? = nil, outcome: DecisionOutcome
    ) {
        decisionCount += 1
        advanceBudget(index, now: now)
        let time = Date(timeIntervalSince1970: now)
        let budgetLeft = budgetLeft(index, now: now)
        let attempt = attempt ?? (slots[index].failures + 1)
        ledger.append(
            slot: index, time: time, reason: reason, counted: counted, budgetLeft: budgetLeft, attempt: attempt, outcome: outcome)
        if observing {
            emit(
                .decision(
                    Decision(
                        time: time, instanceID: slots[index].instance.id, reason: reason, counted: counted, budgetLeft: budgetLeft,
                        attempt: attempt, outcome: outcome)))
        }
    }

    private mutating func emit(_ event: SchedulerEvent) {
        outbox.append(event)
        for continuation in streams.values { continuation.yield(event) }
    }

    // MARK: Status

    func status(_ index: Int, now: Double) -> InstanceStatus {
        let slot = slots[index]
        var next: PlannedReload?
        if let pending = slot.pending {
            var plan = PlannedReload(
                date: Date(timeIntervalSince1970: pending.due), reason: pending.reason, counted: pending.counted,
                attempt: slot.failures + 1, wait: pending.deferral.map(ReloadWait.deferred))
            if slot.inFlight != nil {
                plan.date = nil
                plan.wait = .reloadInProgress
            } else if pending.waitingForVisibility || !slot.instance.isVisible {
                plan.date = nil
                plan.wait = .invisible
            } else if pending.counted, let (time, cause) = constraint(index, now: max(now, pending.due)),
                aligned(time) > pending.due
            {
                plan.date = Date(timeIntervalSince1970: aligned(time))
                plan.wait = .deferred(cause)
            }
            next = plan
        }
        return InstanceStatus(
            instance: slot.instance, timeline: slot.timeline, fetchedAt: slot.fetchedAt.map(Date.init(timeIntervalSince1970:)),
            currentEntryIndex: slot.timeline?.shownEntryIndex(at: now),
            nextEntryDate: slot.timeline?.nextEntryDate(after: now).map(Date.init(timeIntervalSince1970:)),
            nextReload: next, isReloading: slot.inFlight != nil, budgetLeft: budgetLeft(index, now: now),
            countedReloads: budgets.times(slot: index, after: now - configuration.budgetWindow).map(Date.init(timeIntervalSince1970:)),
            consecutiveFailures: slot.failures, lastFailure: lastFailures[index])
    }

    func ledger(_ index: Int) -> [Decision] { ledger.decisions(slot: index, instanceID: slots[index].instance.id) }
}

/// Errors of the scheduler's API.
public enum SchedulerError: Error, Hashable, Sendable, CustomStringConvertible {
    case duplicateInstance(String)
    case unknownInstance(String)

    public var description: String {
        switch self {
        case .duplicateInstance(let id): "an instance with id \(id) is already scheduled"
        case .unknownInstance(let id): "no scheduled instance has id \(id)"
        }
    }
}
