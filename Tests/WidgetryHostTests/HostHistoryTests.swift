import Foundation
import Testing
@testable import WidgetryHost
import WidgetryScheduler
import WidgetryStore
import WidgetryWire

@Suite("The host's history stays bounded", .serialized)
struct HostHistoryTests {
    /// Three simulated weeks on the virtual clock, a real SQLite file and the test extension as a
    /// process: a widget reloaded by hand every two hours (two decisions each) and one reloaded
    /// by its policy at midnight. The stored ledger keeps the bound by count and by age.
    @Test func theStoredLedgerStaysWithinItsBoundOverWeeks() async throws {
        let start = Date(timeIntervalSince1970: 1_893_456_000)  // 2030-01-01T00:00:00Z
        let clock = VirtualClock(now: start)
        var options = WidgetHost.Options.underTest
        options.history.ledgerRecordsPerInstance = 40
        let store = try SQLiteWidgetStore(path: temporaryDatabase())
        let host = WidgetHost(store: store, clock: clock, options: options)
        try await host.addExtension(id: "test", executable: testExtension)
        let busy = try await host.place(extensionID: "test", kind: "Counter", family: "systemSmall")
        let daily = try await host.place(extensionID: "test", kind: "Day", family: "systemSmall")
        await host.advance(1)

        let bound = options.history.ledgerRecordsPerInstance + host.scheduler.configuration.budget
        for step in 1...(21 * 12) {
            try await host.reload(instanceID: busy.id)
            await host.advance(2 * 3_600)
            if step % 12 == 0 {
                for id in [busy.id, daily.id] {
                    let kept = try await store.ledger(instanceID: id)
                    #expect(kept.count <= bound, "day \(step / 12): \(kept.count) records of \(id)")
                    let oldest = clock.now.addingTimeInterval(-options.history.maximumAge - options.history.interval)
                    #expect(kept.allSatisfy { $0.time >= oldest }, "day \(step / 12): a record older than the bound")
                }
            }
        }
        // The busy widget recorded far more than the bound, and the daily one's first week is gone.
        #expect(host.scheduler.statistics.decisions > 5 * bound)
        let keptBusy = try await store.ledger(instanceID: busy.id)
        #expect(keptBusy.count >= options.history.ledgerRecordsPerInstance)
        let keptDaily = try await store.ledger(instanceID: daily.id)
        #expect(!keptDaily.isEmpty)
        #expect(keptDaily.allSatisfy { $0.time > start.addingTimeInterval(7 * 86_400) })
        // The inspector still shows the newest decisions.
        #expect(try await host.inspect(instanceID: busy.id).ledger.count == options.history.ledgerRecordsPerInstance)
        await host.shutdown()
    }
}
