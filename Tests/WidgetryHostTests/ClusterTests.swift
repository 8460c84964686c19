import Foundation
import TestProcesses
import Testing
@testable import WidgetryHost
import WidgetryScheduler
@testable import WidgetryStore
import WidgetryWire

/// Several hosts on one PostgreSQL database (the test server `scripts/postgres` starts), each
/// with its own virtual clock moved in step, the test extension as processes of each.
@Suite("Hosts sharing one database", .serialized)
struct ClusterTests {
    static let start = Date(timeIntervalSince1970: 1_893_456_000)  // 2030-01-01T00:00:00Z
    static let widgets = 300
    /// The Character widget's timeline: five entries an hour apart, reloaded at its end.
    static let period: TimeInterval = 4 * 3_600

    /// Three hosts share 300 widgets a third each; over a simulated day every widget reloads
    /// exactly when its timeline says, once, on one host. One host then stops renewing (as if
    /// killed): its widgets are taken over once its heartbeat expires, and over the next day
    /// every reload still happens exactly once. A configuration changed through one host is
    /// reloaded by the widget's holder and reaches the other hosts' event streams.
    @Test func everyReloadHappensExactlyOnceAndADeadHostsWidgetsAreTakenOver() async throws {
        let database = try await SharedDatabase.create()
        var hosts: [WidgetHost] = []
        var stores: [PostgresWidgetStore] = []
        for _ in 0..<3 {
            let store = try await PostgresWidgetStore.connect(url: database.url)
            var options = WidgetHost.Options.underTest
            options.leaseDuration = 30
            let host = WidgetHost(store: store, clock: VirtualClock(now: Self.start), options: options)
            try await host.addExtension(id: "test", executable: testExtension)
            try await host.restore()
            hosts.append(host)
            stores.append(store)
        }
        let (a, b, c) = (hosts[0], hosts[1], hosts[2])
        var placed: [String] = []
        for _ in 0..<Self.widgets {
            placed.append(try await a.place(extensionID: "test", kind: "Character", family: "systemSmall").id)
        }
        // The placing host holds them all, until the others' renewals share them out.
        #expect(a.scheduledInstanceIDs.count == Self.widgets)
        try await renewUntil(hosts, "the widgets are shared a third each") { held in held.allSatisfy { $0.count == Self.widgets / 3 } }
        #expect(Set(hosts.flatMap(\.scheduledInstanceIDs)) == Set(placed))

        // A day on every host: a first load at the start, then a reload every four hours.
        try await runInStep(hosts, until: Self.start.addingTimeInterval(86_400))
        try await expectReloads(stores[0], placed, until: Self.start.addingTimeInterval(86_400))

        // A configuration changed through A, of a widget B holds: B reloads it, C's page hears.
        let edited = try #require(b.scheduledInstanceIDs.first)
        let heard = c.events()
        let asked = b.events()
        try await a.configure(instanceID: edited, values: ["character": "spouty"])
        #expect(await next(heard) { $0 == .widgetChanged(instanceID: edited) })
        #expect(await next(asked) { $0 == .decision(instanceID: edited) })
        try await runInStep(hosts, until: Self.start.addingTimeInterval(86_400))
        let all = try await stores[0].ledger(instanceID: edited)
        let reloads = all.filter { $0.reason == "configurationChanged" && $0.outcome.hasPrefix("done") }
        #expect(reloads.count == 1)
        #expect(try await c.display(instanceID: edited).entry.date == Self.start.addingTimeInterval(86_400).timeIntervalSince1970)

        // C stops (its leases are no longer renewed): A and B take its widgets over.
        let orphans = Set(c.scheduledInstanceIDs)
        try await renewUntil([a, b], "C's widgets are taken over") { held in held.reduce(0) { $0 + $1.count } == Self.widgets }
        #expect(orphans.isSubset(of: Set(a.scheduledInstanceIDs + b.scheduledInstanceIDs)))

        // The next day on A and B: every widget still reloads every four hours, once.
        try await runInStep([a, b], until: Self.start.addingTimeInterval(2 * 86_400))
        try await expectReloads(stores[0], placed.filter { $0 != edited }, until: Self.start.addingTimeInterval(2 * 86_400))

        for host in hosts { await host.shutdown() }
        for store in stores { await store.shutdown() }
        await database.drop()
    }

    /// Renews every host's leases until `done` holds for what each schedules (real time: leases
    /// expire on the database's clock).
    private func renewUntil(_ hosts: [WidgetHost], _ what: String, _ done: ([Set<String>]) -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(60)
        while true {
            for host in hosts { try await host.renewLeases() }
            let held = hosts.map { Set($0.scheduledInstanceIDs) }
            if done(held) { return }
            guard ContinuousClock.now < deadline else {
                Issue.record("not within 60 s: \(what) (\(held.map(\.count)))")
                return
            }
            try await Task.sleep(for: .milliseconds(100))
        }
    }

    /// Moves every host's virtual clock to `date`, hour by hour, in step; each hour the hosts
    /// renew their leases first, as `serve` does every quarter of the lease time. The lease (30 s)
    /// outlasts any step even under load: a host whose heartbeat lapses is fenced by the
    /// watchdog of `serve`, which this test does not run.
    private func runInStep(_ hosts: [WidgetHost], until date: Date) async throws {
        var now = hosts[0].clock.now
        repeat {
            now = min(date, now.addingTimeInterval(3_600))
            for host in hosts { try await host.renewLeases() }
            for host in hosts { await host.run(until: now) }
        } while now < date
    }

    /// Every widget of `ids` was reloaded successfully once per `period` from `start` to `end`
    /// (the stored ledger of all hosts): a first load at the start, then each reload a period
    /// after the last (a second or so late: the extension's timeline is dated by its clock,
    /// which runs on from the host's), none twice, none missed.
    private func expectReloads(_ store: PostgresWidgetStore, _ ids: [String], until end: Date) async throws {
        let ledger = try await store.ledger(instanceID: nil, since: nil, limit: nil, newestFirst: false)
        let done = Dictionary(grouping: ledger.filter { $0.outcome.hasPrefix("done") }, by: \.instanceID)
        var wrong = 0
        for id in ids {
            let reloads = (done[id] ?? []).map(\.time).sorted()
            let gaps = zip(reloads, reloads.dropFirst()).map { $1.timeIntervalSince($0) }
            let right =
                reloads.first == Self.start && gaps.allSatisfy { (Self.period...(Self.period + 10)).contains($0) }
                && reloads.last.map { $0.addingTimeInterval(Self.period + 10) > end } == true
            if !right {
                wrong += 1
                if wrong <= 3 { Issue.record("\(id) reloaded at \(reloads)") }
            }
        }
        #expect(wrong == 0, "\(wrong) of \(ids.count) widgets did not reload exactly once a period")
    }

    private func next(_ events: AsyncStream<HostEvent>, _ wanted: @escaping @Sendable (HostEvent) -> Bool) async -> Bool {
        for await event in events where wanted(event) { return true }
        return false
    }
}
