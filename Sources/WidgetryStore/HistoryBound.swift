import Foundation

/// How much of the history (the reload ledger and the recorded errors) a store keeps, for
/// ``WidgetStore/pruneHistory(_:)``. The host prunes on a schedule of its clock with the bound of
/// its options (`WidgetHost.HistoryRetention`).
public struct HistoryBound: Sendable, Hashable {
    /// Ledger records and recorded errors older than this go.
    public var before: Date
    /// Each widget keeps at most its newest this many ledger records…
    public var ledgerRecordsPerInstance: Int
    /// …besides its completed counted reloads (`counted`, an outcome starting with `done`) at or
    /// after this date, which the host needs to continue the reload budget after a restart (at
    /// most the budget's worth). `nil`: none are kept beyond the count.
    public var keepCountedReloadsSince: Date?

    public init(before: Date, ledgerRecordsPerInstance: Int, keepCountedReloadsSince: Date? = nil) {
        self.before = before
        self.ledgerRecordsPerInstance = ledgerRecordsPerInstance
        self.keepCountedReloadsSince = keepCountedReloadsSince
    }

    /// Whether `record` of a widget, the `rank`th newest of its records (0: the newest), is
    /// kept.
    public func keeps(_ record: LedgerRecord, rank: Int) -> Bool {
        guard record.time >= before else { return false }
        if rank < ledgerRecordsPerInstance { return true }
        guard let since = keepCountedReloadsSince else { return false }
        return record.counted && record.outcome.hasPrefix("done") && record.time >= since
    }
}

/// What ``WidgetStore/pruneHistory(_:)`` deleted.
public struct PrunedHistory: Sendable, Hashable {
    /// Ledger records deleted.
    public var ledgerRecords: Int
    /// Recorded errors deleted.
    public var errors: Int

    public init(ledgerRecords: Int, errors: Int) {
        self.ledgerRecords = ledgerRecords
        self.errors = errors
    }
}
