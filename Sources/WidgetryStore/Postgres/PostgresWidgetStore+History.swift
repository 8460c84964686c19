import Foundation
import PostgresNIO
import WidgetryWire

/// What the store keeps about each widget's past: its cached timeline, the reload ledger and
/// the provider's recorded errors.
extension PostgresWidgetStore {
    // MARK: Timelines

    public func saveTimeline(instanceID: String, _ timeline: TimelineArchive, fetchedAt: Date) async throws {
        let fetched = try StoreArguments.time(fetchedAt)
        // Encode and compress before leasing a connection.
        let encoded = try TimelineCoding.encode(timeline, compress: options.compressesTimelines)
        let policy = try StoreArguments.encodeJSON(timeline.policy)
        let dates = timeline.entries.map(\.date).filter(\.isFinite)
        let (first, last) = (dates.min(), dates.max())
        try await write { sql in
            try await Self.lockInstance(sql, id: instanceID, share: true)
            try await sql.execute(
                """
                INSERT INTO timeline (instance_id, fetched_at, entry_count, first_entry_date, last_entry_date, policy,
                    encoding, raw_size, archive)
                VALUES (\(instanceID), \(fetched), \(timeline.entries.count), \(first), \(last), \(policy),
                    \(encoded.encoding), \(encoded.rawSize), \(encoded.bytes))
                ON CONFLICT (instance_id) DO UPDATE SET fetched_at = excluded.fetched_at,
                    entry_count = excluded.entry_count, first_entry_date = excluded.first_entry_date,
                    last_entry_date = excluded.last_entry_date, policy = excluded.policy, encoding = excluded.encoding,
                    raw_size = excluded.raw_size, archive = excluded.archive
                """)
        }
    }

    public func timeline(instanceID: String) async throws -> StoredTimeline? {
        let stored = try await read { sql -> TimelineCoding.Stored? in
            guard try await Self.instanceExists(sql, id: instanceID) else { throw WidgetStoreError.instanceNotFound(instanceID) }
            guard
                let row = try await sql.rows(
                    "SELECT fetched_at, encoding, raw_size, archive FROM timeline WHERE instance_id = \(instanceID)"
                ).first
            else { return nil }
            let (fetchedAt, encoding, rawSize, bytes) = try row.decode((Double, String, Int, Data).self)
            return TimelineCoding.Stored(fetchedAt: fetchedAt, encoding: encoding, rawSize: rawSize, bytes: bytes)
        }
        guard let stored else { return nil }
        // Decompress and decode after the connection is back in the pool.
        return try stored.timeline(instanceID: instanceID)
    }

    // MARK: Ledger

    public func appendLedger(_ records: [LedgerRecord]) async throws {
        guard !records.isEmpty else { return }
        var times: [Double] = []
        for record in records {
            try StoreArguments.requireNonEmpty(record.instanceID, "ledger instance id")
            times.append(try StoreArguments.time(record.time))
        }
        let instanceIDs = records.map(\.instanceID)
        let reasons = records.map(\.reason)
        let counted = records.map(\.counted)
        let budgets = records.map(\.budgetLeft)
        let outcomes = records.map(\.outcome)
        // One statement for the batch; sequence numbers follow the records' order.
        try await single { sql in
            try await sql.execute(
                """
                INSERT INTO ledger (time, instance_id, reason, counted, budget_left, outcome)
                SELECT r.time, r.instance_id, r.reason, r.counted, r.budget_left, r.outcome
                FROM unnest(\(times)::double precision[], \(instanceIDs)::text[], \(reasons)::text[], \(counted)::boolean[],
                    \(budgets)::bigint[], \(outcomes)::text[])
                    WITH ORDINALITY AS r(time, instance_id, reason, counted, budget_left, outcome, n)
                ORDER BY r.n
                """)
        }
    }

    public func ledger(instanceID: String?, since: Date?, limit: Int?, newestFirst: Bool) async throws -> [LedgerRecord] {
        if let limit, limit < 0 { throw WidgetStoreError.invalidArgument("limit \(limit) is negative") }
        var conditions: [String] = []
        var binds = PostgresBindings()
        if let instanceID {
            binds.append(instanceID)
            conditions.append("instance_id = $\(binds.count)")
        }
        if let since {
            binds.append(try StoreArguments.time(since))
            conditions.append("time >= $\(binds.count)")
        }
        var text = "SELECT sequence, time, instance_id, reason, counted, budget_left, outcome FROM ledger"
        if !conditions.isEmpty { text += " WHERE " + conditions.joined(separator: " AND ") }
        text += newestFirst ? " ORDER BY time DESC, sequence DESC" : " ORDER BY time, sequence"
        if let limit {
            binds.append(limit)
            text += " LIMIT $\(binds.count)"
        }
        let query = PostgresQuery(unsafeSQL: text, binds: binds)
        return try await single { sql in
            try await sql.rows(query).map { row in
                let (sequence, time, instanceID, reason, counted, budgetLeft, outcome) =
                    try row.decode((Int64, Double, String, String, Bool, Int, String).self)
                return LedgerRecord(
                    sequence: sequence, time: Date(timeIntervalSince1970: time), instanceID: instanceID, reason: reason,
                    counted: counted, budgetLeft: budgetLeft, outcome: outcome)
            }
        }
    }

    @discardableResult
    public func pruneLedger(before cutoff: Date) async throws -> Int {
        let cutoff = try StoreArguments.time(cutoff)
        return try await single { sql in
            try await sql.value(
                "WITH gone AS (DELETE FROM ledger WHERE time < \(cutoff) RETURNING 1) SELECT COUNT(*) FROM gone", as: Int.self) ?? 0
        }
    }

    @discardableResult
    public func pruneHistory(_ bound: HistoryBound) async throws -> PrunedHistory {
        let (cutoff, countedSince, keep) = try StoreArguments.limits(bound)
        return try await write { sql in
            var ledger =
                try await sql.value(
                    "WITH gone AS (DELETE FROM ledger WHERE time < \(cutoff) RETURNING 1) SELECT COUNT(*) FROM gone", as: Int.self
                ) ?? 0
            // Only the widgets over the count are ranked (index ledger_instance_time).
            ledger +=
                try await sql.value(
                    """
                    WITH gone AS (
                        DELETE FROM ledger WHERE sequence IN (
                            SELECT sequence FROM (
                                SELECT sequence, time, counted, outcome,
                                    ROW_NUMBER() OVER (PARTITION BY instance_id ORDER BY time DESC, sequence DESC) AS rank
                                FROM ledger
                                WHERE instance_id IN (SELECT instance_id FROM ledger GROUP BY instance_id HAVING COUNT(*) > \(keep))
                            ) ranked
                            WHERE rank > \(keep) AND NOT (counted AND outcome LIKE 'done%' AND time >= \(countedSince)))
                        RETURNING 1)
                    SELECT COUNT(*) FROM gone
                    """, as: Int.self) ?? 0
            let errors =
                try await sql.value(
                    "WITH gone AS (DELETE FROM instance_error WHERE time < \(cutoff) RETURNING 1) SELECT COUNT(*) FROM gone",
                    as: Int.self) ?? 0
            return PrunedHistory(ledgerRecords: ledger, errors: errors)
        }
    }

    // MARK: Errors

    public func recordError(_ error: InstanceError) async throws {
        let when = try StoreArguments.time(error.time)
        let kept = WidgetStoreLimits.errorsKeptPerInstance
        try await write { sql in
            // One writer per widget's errors, so the newest `kept` stay exactly.
            try await Self.lockInstance(sql, id: error.instanceID)
            try await sql.execute(
                """
                INSERT INTO instance_error (instance_id, time, operation, message)
                VALUES (\(error.instanceID), \(when), \(error.operation), \(error.message))
                """)
            try await sql.execute(
                """
                DELETE FROM instance_error WHERE instance_id = \(error.instanceID) AND sequence NOT IN (
                    SELECT sequence FROM instance_error WHERE instance_id = \(error.instanceID) ORDER BY sequence DESC LIMIT \(kept))
                """)
        }
    }

    public func errors(instanceID: String?, limit: Int?) async throws -> [InstanceError] {
        if let limit, limit < 0 { throw WidgetStoreError.invalidArgument("limit \(limit) is negative") }
        var binds = PostgresBindings()
        var text = "SELECT sequence, instance_id, time, operation, message FROM instance_error"
        if let instanceID {
            binds.append(instanceID)
            text += " WHERE instance_id = $\(binds.count)"
        }
        text += " ORDER BY sequence DESC"
        if let limit {
            binds.append(limit)
            text += " LIMIT $\(binds.count)"
        }
        let query = PostgresQuery(unsafeSQL: text, binds: binds)
        return try await read { sql in
            if let instanceID, try await !Self.instanceExists(sql, id: instanceID) {
                throw WidgetStoreError.instanceNotFound(instanceID)
            }
            return try await sql.rows(query).map { row in
                let (sequence, instanceID, time, operation, message) = try row.decode((Int64, String, Double, String, String).self)
                return InstanceError(
                    sequence: sequence, instanceID: instanceID, time: Date(timeIntervalSince1970: time), operation: operation,
                    message: message)
            }
        }
    }

    public func clearErrors(instanceID: String) async throws {
        try await write { sql in
            try await Self.lockInstance(sql, id: instanceID, share: true)
            try await sql.execute("DELETE FROM instance_error WHERE instance_id = \(instanceID)")
        }
    }
}
