import Foundation
import Testing
import WidgetryScheduler
import WidgetryWire

/// Policies, the budget, exemptions and deferral, on the virtual clock.
@Suite struct ReloadRuleTests {
    @Test func atEndReloadsExactlyAtTheLastEntrysDate() async throws {
        let harness = Harness { _, now in .timeline(hourly(now)) }
        try harness.add("a")
        await harness.run(to: 4 * hour - 1)
        #expect(harness.reloadTimes("a") == [0])
        await harness.run(to: day)
        // Five hourly entries: the last is 4 h after each reload.
        #expect(harness.reloadTimes("a") == [0, 4, 8, 12, 16, 20, 24].map { $0 * hour })
        #expect(harness.reloadReasons("a") == [.firstLoad] + Array(repeating: .policy, count: 6))
    }

    @Test func atEndWithAnEmptyTimelineReloadsWithinTheBudget() async throws {
        let harness = Harness { _, _ in .timeline(TimelineArchive(entries: [], policy: .atEnd)) }
        try harness.add("a")
        await harness.run(to: hour)
        // "The end" has passed at once: every 5 minutes, the minimum interval.
        #expect(harness.reloadTimes("a") == [0] + (0...12).map { Double($0) * 5 * minute })
    }

    @Test func afterIsHonoured() async throws {
        // `.after` before the end of the entries wins over them.
        let harness = Harness { _, now in .timeline(hourly(now, policy: .after(now + 90 * minute))) }
        try harness.add("a")
        await harness.run(to: 6 * hour)
        #expect(harness.reloadTimes("a") == [0, 1.5, 3, 4.5, 6].map { $0 * hour })

        // A date past the end: nothing before it.
        let late = Harness { _, now in .timeline(hourly(now, count: 2, policy: .after(now + 7_217))) }
        try late.add("a")
        await late.run(to: day)
        #expect(late.reloadTimes("a") == (0...11).map { Double($0) * 7_217 })
    }

    @Test func afterIsExactWithoutACoalescingGrid() async throws {
        let harness = Harness(configuration: .init(coalescingWindow: 0)) { _, now in
            .timeline(TimelineArchive(entries: [entry(now)], policy: .after(now + 1_000.25)))
        }
        try harness.add("a")
        await harness.run(to: 3_000)
        #expect(harness.reloadTimes("a") == [0, 1_000.25, 2_000.5])
    }

    @Test func coalescingGridRoundsUpNeverEarly() async throws {
        let harness = Harness { _, now in .timeline(TimelineArchive(entries: [entry(now)], policy: .after(now + 1_000.25))) }
        try harness.add("a")
        await harness.run(to: 3_000)
        #expect(harness.reloadTimes("a") == [0, 1_001, 2_002])
    }

    @Test func aPersonsReloadIsOffTheGridAndABackgroundAppsIsOnIt() async throws {
        let harness = Harness { _, now in .timeline(TimelineArchive(entries: [entry(now)], policy: .never)) }
        try harness.add("a")
        try harness.add("b", kind: "other")
        await harness.run(to: 3_600.25)
        // A tap at 3,600.25 s reloads at once; a background app's request waits for the grid.
        try harness.scheduler.requestReload(instanceID: "a", reason: .intentPerformed)
        harness.scheduler.reloadTimelines(extensionID: "ext", ofKind: "other", appInForeground: false)
        await harness.run(to: 3_602)
        #expect(harness.reloadTimes("a") == [0, 3_600.25])
        #expect(harness.reloadTimes("b") == [0, 3_601])
        // A foreground app's request and a saved configuration are immediate too.
        await harness.run(to: 3_700.5)
        harness.scheduler.reloadTimelines(extensionID: "ext", ofKind: nil, appInForeground: true)
        await harness.run(to: 3_700.75)
        try harness.scheduler.requestReload(instanceID: "a", reason: .configurationChanged)
        await harness.run(to: 3_702)
        #expect(harness.reloadTimes("a") == [0, 3_600.25, 3_700.5, 3_700.75])
        #expect(harness.reloadTimes("b") == [0, 3_601, 3_700.5])
    }

    @Test func neverReloadsOnlyOnWidgetCenter() async throws {
        let harness = Harness { _, now in .timeline(TimelineArchive(entries: [entry(now)], policy: .never)) }
        try harness.add("a", kind: "scores")
        try harness.add("b", kind: "standings")
        try harness.add("c", extensionID: "other", kind: "scores")
        await harness.run(to: 3 * day)
        #expect(harness.reloadTimes("a") == [0])
        #expect(try harness.scheduler.status(instanceID: "a").nextReload == nil)

        #expect(harness.scheduler.reloadTimelines(extensionID: "ext", ofKind: "scores", appInForeground: false) == 1)
        await harness.run(to: 3 * day)
        #expect(harness.reloadTimes("a") == [0, 3 * day])
        #expect(harness.reloadReasons("a").last == .widgetCenter(appInForeground: false))
        #expect(harness.reloadTimes("b") == [0])
        #expect(harness.reloadTimes("c") == [0])

        // reloadAllTimelines: every kind of the extension, no other extension.
        #expect(harness.scheduler.reloadTimelines(extensionID: "ext", ofKind: nil, appInForeground: true) == 2)
        await harness.run(to: 4 * day)
        #expect(harness.reloadTimes("a") == [0, 3 * day, 3 * day])
        #expect(harness.reloadTimes("b") == [0, 3 * day])
        #expect(harness.reloadTimes("c") == [0])
    }

    @Test func aProviderAskingEveryMinuteGetsTheMinimumIntervalAndTheDailyBudget() async throws {
        let harness = Harness(configuration: .init(ledgerLimit: 10_000)) { _, now in
            .timeline(TimelineArchive(entries: [entry(now)], policy: .after(now + minute)))
        }
        try harness.add("a")
        await harness.run(to: 4 * day)
        let times = harness.reloadTimes("a")
        #expect(times.first == 0)
        let counted = Array(times.dropFirst())
        #expect(harness.reloadReasons("a").dropFirst().allSatisfy { $0 == .policy })
        // 70 a day, 5 minutes apart, each day's first as soon as the previous day's first leaves
        // the rolling window.
        var expected: [Double] = []
        for dayIndex in 0..<4 {
            for slot in 0..<70 { expected.append(60 + Double(dayIndex) * day + Double(slot) * 300) }
        }
        #expect(counted == expected)
        #expect(zip(counted, counted.dropFirst()).allSatisfy { $1 - $0 >= 5 * minute })
        #expect(maxInWindow(counted, length: day) == 70)

        // Every deferral was followed by the reload: none dropped.
        let ledger = try harness.ledger("a")
        let deferred = ledger.filter {
            if case .deferred = $0.outcome { return true }
            return false
        }
        // Every policy reload but the very first (at 60 s) was deferred once, and so was the one
        // the last timeline asks for, which waits past the end of the run.
        #expect(deferred.count == 280)
        #expect(deferred.contains { $0.outcome == .deferred(until: at(60 + day), cause: .budgetExhausted) })
        #expect(deferred.contains { $0.outcome == .deferred(until: at(360), cause: .minimumInterval) })
        #expect(ledger.filter(\.isDone).count == 281)
        #expect(try harness.scheduler.status(instanceID: "a").countedReloads.count == 70)
    }

    @Test func exemptReloadsAreImmediateAndDoNotCount() async throws {
        let harness = Harness(configuration: .init(budget: 3)) { _, now in
            .timeline(TimelineArchive(entries: [entry(now)], policy: .never))
        }
        try harness.add("a")
        await harness.run(to: 0)
        for offset in [0.0, 300, 600] {
            await harness.run(to: offset)
            harness.scheduler.reloadTimelines(extensionID: "ext", ofKind: nil, appInForeground: false)
            await harness.run(to: offset)
        }
        #expect(try harness.scheduler.status(instanceID: "a").budgetLeft == 0)
        let exempt: [ReloadReason] = [
            .intentPerformed, .configurationChanged, .environmentChanged, .widgetCenter(appInForeground: true), .manual,
        ]
        for (offset, reason) in zip([601.0, 602, 603, 604, 605], exempt) {
            await harness.run(to: offset)
            try harness.scheduler.requestReload(instanceID: "a", reason: reason)
            await harness.run(to: offset)
        }
        #expect(harness.reloadTimes("a") == [0, 0, 300, 600, 601, 602, 603, 604, 605])
        let status = try harness.scheduler.status(instanceID: "a")
        #expect(status.budgetLeft == 0)
        #expect(status.countedReloads == [at(0), at(300), at(600)])
        let done = try harness.ledger("a").filter(\.isDone)
        #expect(done.map(\.counted) == [false, true, true, true, false, false, false, false, false])
        #expect(done.map(\.budgetLeft) == [3, 2, 1, 0, 0, 0, 0, 0, 0])

        // Over budget: deferred until the first counted reload leaves the window.
        await harness.run(to: 700)
        harness.scheduler.reloadTimelines(extensionID: "ext", ofKind: nil, appInForeground: false)
        #expect(try harness.ledger("a").last?.outcome == .deferred(until: at(day), cause: .budgetExhausted))
        #expect(try harness.scheduler.status(instanceID: "a").nextReload?.date == at(day))
        await harness.run(to: 2 * day)
        #expect(harness.reloadTimes("a").last == day)
    }

    @Test func exemptReloadsDoNotWaitForTheMinimumInterval() async throws {
        let harness = Harness { _, now in .timeline(TimelineArchive(entries: [entry(now)], policy: .never)) }
        try harness.add("a")
        await harness.run(to: 10)
        harness.scheduler.reloadTimelines(extensionID: "ext", ofKind: nil, appInForeground: false)
        await harness.run(to: 20)
        try harness.scheduler.requestReload(instanceID: "a", reason: .intentPerformed)
        await harness.run(to: 30)
        #expect(harness.reloadTimes("a") == [0, 10, 20])
    }

    @Test func deferredRequestsCollapseAndAreNeverDropped() async throws {
        let harness = Harness { _, now in .timeline(TimelineArchive(entries: [entry(now)], policy: .never)) }
        try harness.add("a")
        for offset in [10.0, 20, 30, 40] {
            await harness.run(to: offset)
            harness.scheduler.reloadTimelines(extensionID: "ext", ofKind: nil, appInForeground: false)
        }
        await harness.run(to: hour)
        #expect(harness.reloadTimes("a") == [0, 10, 310])
        let requests = try harness.ledger("a").filter { $0.reason == .widgetCenter(appInForeground: false) }
        #expect(
            requests.map(\.outcome) == [
                .scheduled(at(10)), .done(batch: 2, batchSize: 1),
                .deferred(until: at(310), cause: .minimumInterval),
                .coalesced(into: at(310)), .coalesced(into: at(310)),
                .done(batch: 3, batchSize: 1),
            ])
    }

    @Test func anExemptRequestSatisfiesADeferredOne() async throws {
        let harness = Harness { _, now in .timeline(TimelineArchive(entries: [entry(now)], policy: .never)) }
        try harness.add("a")
        await harness.run(to: 10)
        harness.scheduler.reloadTimelines(extensionID: "ext", ofKind: nil, appInForeground: false)
        await harness.run(to: 20)
        harness.scheduler.reloadTimelines(extensionID: "ext", ofKind: nil, appInForeground: false)  // deferred to 310
        await harness.run(to: 30)
        try harness.scheduler.requestReload(instanceID: "a", reason: .intentPerformed)
        await harness.run(to: hour)
        #expect(harness.reloadTimes("a") == [0, 10, 30])
        #expect(harness.reloadReasons("a").last == .intentPerformed)
    }

    @Test func restoredInstancesKeepTheirBudget() async throws {
        let harness = Harness { _, now in .timeline(TimelineArchive(entries: [entry(now)], policy: .after(now + hour))) }
        let cached = TimelineArchive(entries: [entry(start - hour)], policy: .after(start + 10))
        // 70 counted reloads in the last 24 h, the oldest 23 h ago.
        let history = (0..<70).map { at(-23 * hour + Double($0) * 5 * minute) }
        try harness.scheduler.add(
            WidgetInstance(id: "a", extensionID: "ext", kind: "kind", family: "systemSmall"), timeline: cached,
            fetchedAt: at(-hour), countedReloads: history)
        #expect(try harness.scheduler.status(instanceID: "a").budgetLeft == 0)
        await harness.run(to: 2 * hour)
        // No first load; the policy reload waits for the oldest counted reload to leave the window.
        #expect(harness.reloadTimes("a") == [hour, 2 * hour])
        #expect(try harness.ledger("a").contains { $0.outcome == .deferred(until: at(hour), cause: .budgetExhausted) })
    }
}
