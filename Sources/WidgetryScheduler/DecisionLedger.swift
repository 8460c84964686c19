import Foundation

/// The last `limit` decisions about each instance slot, in rings laid side by side in one
/// array: slot `i` owns records `i × limit ..< (i + 1) × limit`.
///
/// Recording a decision writes one record in place: no allocation, no string copied (the
/// instance id is implied, the outcome's fields are inline), and no separate array header to
/// load. With 100k instances, a ring per instance in its own array cost two cache misses per
/// decision, and `Decision` values twice the memory.
struct DecisionLedger {
    private struct Record {
        enum Kind: UInt8 { case scheduled, deferred, coalesced, skippedInvisible, done, failed }

        var time: Date
        /// The outcome's date: scheduled, deferred until, coalesced into or retry at.
        var date: Date
        var batch: Int
        var error: String?
        var budgetLeft: Int
        var attempt: Int32
        var batchSize: Int32
        var reason: ReloadReason
        var counted: Bool
        var kind: Kind
        var cause: DeferralCause
    }

    /// Where a slot's ring starts and how many records it holds.
    private struct Ring {
        var start: Int32 = 0
        var count: Int32 = 0
    }

    let limit: Int
    private var records: [Record] = []
    private var rings: [Ring] = []

    init(limit: Int) { self.limit = max(0, limit) }

    /// Makes room for slots up to `slot`; a slot's ring starts empty.
    mutating func reserve(slot: Int) {
        guard slot >= rings.count else { return }
        let added = slot + 1 - rings.count
        rings.append(contentsOf: repeatElement(Ring(), count: added))
        let empty = Record(
            time: .distantPast, date: .distantPast, batch: 0, error: nil, budgetLeft: 0, attempt: 0, batchSize: 0, reason: .manual,
            counted: false, kind: .scheduled, cause: .minimumInterval)
        records.append(contentsOf: repeatElement(empty, count: added * limit))
    }

    /// Forgets the slot's decisions (its instance was removed).
    mutating func clear(slot: Int) {
        rings[slot] = Ring()
        for position in slot * limit..<(slot + 1) * limit { records[position].error = nil }
    }

    mutating func append(
        slot: Int, time: Date, reason: ReloadReason, counted: Bool, budgetLeft: Int, attempt: Int, outcome: DecisionOutcome
    ) {
        guard limit > 0 else { return }
        var record = Record(
            time: time, date: time, batch: 0, error: nil, budgetLeft: budgetLeft, attempt: Int32(clamping: attempt), batchSize: 0,
            reason: reason, counted: counted, kind: .scheduled, cause: .minimumInterval)
        switch outcome {
        case .scheduled(let date): record.date = date
        case .deferred(let until, let cause):
            record.kind = .deferred
            record.date = until
            record.cause = cause
        case .coalesced(let into):
            record.kind = .coalesced
            record.date = into
        case .skippedInvisible: record.kind = .skippedInvisible
        case .done(let batch, let batchSize):
            record.kind = .done
            record.batch = batch
            record.batchSize = Int32(clamping: batchSize)
        case .failed(let error, let batch, let retryAt):
            record.kind = .failed
            record.error = error
            record.batch = batch
            record.date = retryAt
        }
        let ring = rings[slot]
        let count = Int(ring.count)
        if count < limit {
            records[slot * limit + (Int(ring.start) + count) % limit] = record
            rings[slot].count += 1
        } else {
            records[slot * limit + Int(ring.start)] = record
            rings[slot].start = Int32((Int(ring.start) + 1) % limit)
        }
    }

    /// The slot's decisions, oldest first, as `Decision`s about `instanceID`.
    func decisions(slot: Int, instanceID: String) -> [Decision] {
        let ring = rings[slot]
        return (0..<Int(ring.count)).map { offset in
            let record = records[slot * limit + (Int(ring.start) + offset) % limit]
            let date = record.date
            let outcome: DecisionOutcome =
                switch record.kind {
                case .scheduled: .scheduled(date)
                case .deferred: .deferred(until: date, cause: record.cause)
                case .coalesced: .coalesced(into: date)
                case .skippedInvisible: .skippedInvisible
                case .done: .done(batch: record.batch, batchSize: Int(record.batchSize))
                case .failed: .failed(error: record.error ?? "", batch: record.batch, retryAt: date)
                }
            return Decision(
                time: record.time, instanceID: instanceID, reason: record.reason, counted: record.counted,
                budgetLeft: record.budgetLeft, attempt: Int(record.attempt), outcome: outcome)
        }
    }
}
