import Foundation
import Testing
import WidgetryWire

@testable import WidgetryStore

@Suite("Pruning the history")
struct HistoryTests {
    @Test(arguments: StoreKind.allCases) func pruningKeepsTheBoundByAgeAndCount(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            try await store.registerExtension(id: "e", path: "/e", name: "E")
            let busy = try await store.place(extensionID: "e", kind: "K", family: "systemSmall").id
            let quiet = try await store.place(extensionID: "e", kind: "K", family: "systemSmall").id
            let start = 1_750_000_000.0
            func at(_ minutes: Double) -> Date { Date(timeIntervalSince1970: start + minutes * 60) }
            var records: [LedgerRecord] = []
            // The busy widget: one record a minute for 10 days, every tenth a completed counted reload.
            for minute in 0..<(10 * 1_440) {
                let counted = minute % 10 == 0
                records.append(
                    LedgerRecord(
                        time: at(Double(minute)), instanceID: busy, reason: "manual", counted: counted, budgetLeft: 0,
                        outcome: counted ? "done (batch \(minute), 1 widget)" : "scheduled at …"))
            }
            // The quiet one: a record a day.
            for day in 0..<10 {
                records.append(
                    LedgerRecord(time: at(Double(day) * 1_440), instanceID: quiet, reason: "policy", counted: true, budgetLeft: 69, outcome: "done"))
            }
            try await store.appendLedger(records)
            try await store.recordError(InstanceError(instanceID: busy, time: at(0), operation: "timeline", message: "old"))
            try await store.recordError(InstanceError(instanceID: busy, time: at(9 * 1_440), operation: "timeline", message: "recent"))

            let now = at(10 * 1_440)
            let bound = HistoryBound(
                before: now.addingTimeInterval(-7 * 86_400), ledgerRecordsPerInstance: 100,
                keepCountedReloadsSince: now.addingTimeInterval(-6 * 3_600))
            let pruned = try await store.pruneHistory(bound)

            let keptBusy = try await store.ledger(instanceID: busy)
            let keptQuiet = try await store.ledger(instanceID: quiet)
            // The newest 100, and the counted reloads of the last six hours older than those.
            let newest = records.filter { $0.instanceID == busy }.suffix(100)
            let countedOfSixHours = records.filter {
                $0.instanceID == busy && $0.counted && $0.time >= bound.keepCountedReloadsSince! && $0.time < newest.first!.time
            }
            #expect(!countedOfSixHours.isEmpty)
            #expect(keptBusy.count == 100 + countedOfSixHours.count)
            #expect(keptBusy.last?.time == records.filter { $0.instanceID == busy }.last?.time)
            #expect(keptBusy.allSatisfy { $0.time >= bound.before })
            // Days 3 to 9: 7 records, well under the count.
            #expect(keptQuiet.map(\.time) == (3..<10).map { at(Double($0) * 1_440) })
            #expect(try await store.errors(instanceID: busy).map(\.message) == ["recent"])
            #expect(pruned == PrunedHistory(ledgerRecords: records.count - keptBusy.count - keptQuiet.count, errors: 1))

            // Pruning again with the same bound deletes nothing.
            #expect(try await store.pruneHistory(bound) == PrunedHistory(ledgerRecords: 0, errors: 0))
        }
    }
}
