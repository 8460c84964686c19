import Foundation
import Testing
import TestWidgets
@testable import WidgetryHost
import WidgetryWire

/// Widget pushes on a virtual clock: each is a counted reload of the push-enabled widgets,
/// held to the budget's minimum interval, never dropped; on a shared database a push one host
/// takes reloads the widgets another holds.
@Suite("Widget pushes and the budget", .serialized)
struct WidgetPushTests {
    @Test(arguments: ControlStoreKind.allCases) func aPushIsACountedReloadHeldToTheMinimumInterval(kind: ControlStoreKind) async throws {
        try await withPushHost(kind) { host, _ in
            let clock = try #require(host.clock as? VirtualClock)
            let headlines = try await host.place(extensionID: "push", kind: "Headlines", family: "systemSmall")
            let quiet = try await host.place(extensionID: "push", kind: "QuietHeadlines", family: "systemSmall")
            await host.run(until: clock.now.addingTimeInterval(1))
            #expect(try host.status(instanceID: headlines.id).timeline != nil)
            let start = clock.now

            #expect(await host.pushWidgets(extensionID: "push") == .delivered)
            await host.run(until: start.addingTimeInterval(2))
            let first = try host.status(instanceID: headlines.id)
            #expect(first.countedReloads.count == 1)
            #expect(first.budgetLeft == host.schedulingRules.budget - 1)
            #expect(try host.status(instanceID: quiet.id).countedReloads.isEmpty)

            // Two more within the minimum interval: one reload, deferred until it has passed.
            #expect(await host.pushWidgets(extensionID: "push") == .delivered)
            #expect(await host.pushWidgets(extensionID: "push") == .delivered)
            await host.run(until: start.addingTimeInterval(host.schedulingRules.minimumInterval - 10))
            #expect(try host.status(instanceID: headlines.id).countedReloads.count == 1)
            await host.run(until: start.addingTimeInterval(host.schedulingRules.minimumInterval + 10))
            let second = try host.status(instanceID: headlines.id)
            #expect(second.countedReloads.count == 2)
            #expect(second.countedReloads[1].timeIntervalSince(second.countedReloads[0]) >= host.schedulingRules.minimumInterval)
            let ledger = try await host.ledger(instanceID: headlines.id)
            #expect(ledger.contains { $0.outcome.hasPrefix("deferred") && $0.reason == "widgetCenter" })
            #expect(ledger.filter { $0.outcome.hasPrefix("done") && $0.counted }.count == 2)
        }
    }

    @Test func aPushOneHostTakesReloadsTheWidgetsAnotherHolds() async throws {
        try await withPushHost(.postgres) { a, reopen in
            let b = try await reopen()
            try await a.restore()
            try await b.restore()
            let headlines = try await a.place(extensionID: "push", kind: "Headlines", family: "systemSmall")
            let clockA = try #require(a.clock as? VirtualClock)
            await a.run(until: clockA.now.addingTimeInterval(1))
            #expect(try a.status(instanceID: headlines.id).countedReloads.isEmpty)

            #expect(await b.pushWidgets(extensionID: "push") == .delivered)
            // The request reaches A over the database's notifications; A reloads, counted.
            for _ in 0..<200 where (try? a.status(instanceID: headlines.id).nextReload) == nil {
                try await Task.sleep(for: .milliseconds(25))
            }
            await a.run(until: clockA.now.addingTimeInterval(2))
            #expect(try a.status(instanceID: headlines.id).countedReloads.count == 1)
        }
    }
}
