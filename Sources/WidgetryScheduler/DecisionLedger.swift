import Foundation

/// The last `limit` decisions about each instance slot, a ring per slot (`SlotRings`).
///
/// Recording a decision writes one 32-byte record in place: no allocation, no reference
/// counting (the instance id is implied; the outcome's fields are inline, except a failure's
/// error and batch, kept aside). With 100k instances, a ring of `Decision`s per instance (an
/// array each, ~90 bytes an entry) cost two cache misses per decision and three times the
/// memory.
struct DecisionLedger {
    private struct Record {
        enum Kind: UInt8 { case scheduled, deferred, coalesced, skippedInvisible, done, failed }

        var time: Date
        /// The outcome's date (scheduled, deferred until, coalesced into, retry at) or, for
        /// `done`, its batch number.
        var dateOrBatch: Double
        var budgetLeft: Int32
        var attempt: Int32
        var batchSize: Int32
        var reason: ReloadReason
        var counted: Bool
        var kind: Kind
        var cause: DeferralCause
    }

    private var records: SlotRings<Record, Void>
    /// The error and batch of the `failed` records, by position in the shared array.
    private var failures: [Int: (error: String, batch: Int)] = [:]

    var limit: Int { records.capacity }

    init(limit: Int) {
        let empty = Record(
            time: .distantPast, dateOrBatch: 0, budgetLeft: 0, attempt: 0, batchSize: 0, reason: .manual, counted: false,
            kind: .scheduled, cause: .minimumInterval)
        records = SlotRings(capacity: limit, filler: empty, summary: ())
    }

    /// Makes room for slots up to `slot`; a slot's ring starts empty.
    mutating func reserve(slot: Int) { records.reserve(slot: slot) }

    /// Forgets the slot's decisions (its instance was removed).
    mutating func clear(slot: Int) {
        for offset in 0..<records.count(slot) { forgetFailure(slot, offset) }
        records.removeAll(slot: slot)
    }

    private mutating func forgetFailure(_ slot: Int, _ offset: Int) {
        if records[slot, offset].kind == .failed { failures[records.position(slot, offset)] = nil }
    }

    mutating func append(
        slot: Int, time: Date, reason: ReloadReason, counted: Bool, budgetLeft: Int, attempt: Int, outcome: DecisionOutcome
    ) {
        guard limit > 0 else { return }
        var record = Record(
            time: time, dateOrBatch: 0, budgetLeft: Int32(clamping: budgetLeft), attempt: Int32(clamping: attempt), batchSize: 0,
            reason: reason, counted: counted, kind: .scheduled, cause: .minimumInterval)
        var failure: (error: String, batch: Int)?
        switch outcome {
        case .scheduled(let date): record.dateOrBatch = date.timeIntervalSinceReferenceDate
        case .deferred(let until, let cause):
            record.kind = .deferred
            record.dateOrBatch = until.timeIntervalSinceReferenceDate
            record.cause = cause
        case .coalesced(let into):
            record.kind = .coalesced
            record.dateOrBatch = into.timeIntervalSinceReferenceDate
        case .skippedInvisible: record.kind = .skippedInvisible
        case .done(let batch, let batchSize):
            record.kind = .done
            record.dateOrBatch = Double(batch)
            record.batchSize = Int32(clamping: batchSize)
        case .failed(let error, let batch, let retryAt):
            record.kind = .failed
            record.dateOrBatch = retryAt.timeIntervalSinceReferenceDate
            failure = (error, batch)
        }
        if records.count(slot) == limit { forgetFailure(slot, 0) }  // the oldest is about to be dropped
        records.append(record, slot: slot)
        if let failure { failures[records.position(slot, records.count(slot) - 1)] = failure }
    }

    /// The slot's decisions, oldest first, as `Decision`s about `instanceID`.
    func decisions(slot: Int, instanceID: String) -> [Decision] {
        (0..<records.count(slot)).map { offset in
            let record = records[slot, offset]
            let position = records.position(slot, offset)
            let date = Date(timeIntervalSinceReferenceDate: record.dateOrBatch)
            let outcome: DecisionOutcome =
                switch record.kind {
                case .scheduled: .scheduled(date)
                case .deferred: .deferred(until: date, cause: record.cause)
                case .coalesced: .coalesced(into: date)
                case .skippedInvisible: .skippedInvisible
                case .done: .done(batch: Int(record.dateOrBatch), batchSize: Int(record.batchSize))
                case .failed: .failed(error: failures[position]?.error ?? "", batch: failures[position]?.batch ?? 0, retryAt: date)
                }
            return Decision(
                time: record.time, instanceID: instanceID, reason: record.reason, counted: record.counted,
                budgetLeft: Int(record.budgetLeft), attempt: Int(record.attempt), outcome: outcome)
        }
    }
}
