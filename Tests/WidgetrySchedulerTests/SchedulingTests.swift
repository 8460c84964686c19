import Foundation
import Testing
import WidgetryScheduler
import WidgetryWire

/// Coalescing, visibility, failures, shown entries, the ledger and the live loop.
@Suite struct SchedulingTests {
    @Test func reloadsDueTogetherAreOneBatchPerExtension() async throws {
        let harness = Harness { _, now in .timeline(hourly(now)) }
        try harness.add("a1", extensionID: "A")
        try harness.add("a2", extensionID: "A")
        try harness.add("b1", extensionID: "B")
        await harness.run(to: 8 * hour)
        let calls = harness.calls
        #expect(calls.map(\.time) == [0, 0, 4 * hour, 4 * hour, 8 * hour, 8 * hour].map { start + $0 })
        #expect(calls.map(\.extensionID) == ["A", "B", "A", "B", "A", "B"])
        #expect(calls.map(\.ids) == [["a1", "a2"], ["b1"], ["a1", "a2"], ["b1"], ["a1", "a2"], ["b1"]])
        let done = try harness.ledger("a2").filter(\.isDone).map(\.outcome)
        #expect(done == [.done(batch: 1, batchSize: 2), .done(batch: 3, batchSize: 2), .done(batch: 5, batchSize: 2)])
    }

    @Test func reloadsWithinTheCoalescingWindowShareABatch() async throws {
        let respond: @Sendable (ReloadRequest, Double) -> ReloadOutcome = { request, now in
            let delay = request.instanceID == "x" ? 100.4 : 100.9
            return .timeline(TimelineArchive(entries: [entry(now)], policy: .after(now + delay)))
        }
        let grid = Harness(respond: respond)
        try grid.add("x")
        try grid.add("y")
        await grid.run(to: 150)
        #expect(grid.calls.map(\.time) == [start, start + 101])
        #expect(grid.calls.map(\.ids) == [["x", "y"], ["x", "y"]])

        let exact = Harness(configuration: .init(coalescingWindow: 0), respond: respond)
        try exact.add("x")
        try exact.add("y")
        await exact.run(to: 150)
        #expect(exact.calls.map(\.time) == [start, start + 100.4, start + 100.9])
        #expect(exact.calls.map(\.ids) == [["x", "y"], ["x"], ["y"]])
    }

    @Test func environmentChangesReloadEveryInstanceUncounted() async throws {
        let harness = Harness { _, now in .timeline(TimelineArchive(entries: [entry(now)], policy: .never)) }
        try harness.add("a1", extensionID: "A")
        try harness.add("a2", extensionID: "A")
        try harness.add("b1", extensionID: "B")
        await harness.run(to: 100)
        #expect(harness.scheduler.requestReloadOfAll(reason: .environmentChanged) == 3)
        await harness.run(to: 100)
        #expect(harness.calls.map(\.ids) == [["a1", "a2"], ["b1"], ["a1", "a2"], ["b1"]])
        #expect(try harness.scheduler.status(instanceID: "a1").budgetLeft == 70)
    }

    @Test func invisibleInstancesWaitAndReloadWhenVisible() async throws {
        let harness = Harness { _, now in .timeline(hourly(now)) }
        try harness.add("a")
        await harness.run(to: hour)
        try harness.scheduler.setVisible(false, instanceID: "a")
        await harness.run(to: 5 * hour)
        #expect(harness.reloadTimes("a") == [0])
        #expect(try harness.ledger("a").last == Decision(
            time: at(4 * hour), instanceID: "a", reason: .policy, counted: true, budgetLeft: 70, attempt: 1,
            outcome: .skippedInvisible))
        #expect(try harness.scheduler.status(instanceID: "a").nextReload?.wait == .invisible)

        // A request while invisible waits too, and collapses with the policy reload.
        harness.scheduler.reloadTimelines(extensionID: "ext", ofKind: nil, appInForeground: true)
        #expect(try harness.ledger("a").last?.outcome == .skippedInvisible)
        await harness.run(to: 10 * hour)
        #expect(harness.reloadTimes("a") == [0])

        try harness.scheduler.setVisible(true, instanceID: "a")
        await harness.run(to: 10 * hour)
        #expect(harness.reloadTimes("a") == [0, 10 * hour])
        #expect(harness.reloadReasons("a").last == .widgetCenter(appInForeground: true))
        // Visible again: the new timeline's policy holds.
        await harness.run(to: 14 * hour)
        #expect(harness.reloadTimes("a") == [0, 10 * hour, 14 * hour])
    }

    @Test func anInstancePlacedInvisibleLoadsWhenShown() async throws {
        let harness = Harness { _, now in .timeline(hourly(now)) }
        try harness.add("a", visible: false)
        await harness.run(to: hour)
        #expect(harness.calls.isEmpty)
        try harness.scheduler.setVisible(true, instanceID: "a")
        await harness.run(to: hour)
        #expect(harness.reloadTimes("a") == [hour])
        #expect(harness.reloadReasons("a") == [.firstLoad])
    }

    @Test func becomingVisibleIsStillSubjectToTheBudget() async throws {
        let harness = Harness { _, now in .timeline(TimelineArchive(entries: [entry(now)], policy: .never)) }
        try harness.add("a")
        await harness.run(to: 0)
        harness.scheduler.reloadTimelines(extensionID: "ext", ofKind: nil, appInForeground: false)
        await harness.run(to: 10)
        try harness.scheduler.setVisible(false, instanceID: "a")
        await harness.run(to: 20)
        harness.scheduler.reloadTimelines(extensionID: "ext", ofKind: nil, appInForeground: false)
        await harness.run(to: 30)
        try harness.scheduler.setVisible(true, instanceID: "a")
        await harness.run(to: hour)
        #expect(harness.reloadTimes("a") == [0, 0, 300])
    }

    @Test func failuresKeepTheLastGoodTimelineAndRetryWithBackoff() async throws {
        let attempts = Locked(0)
        let harness = Harness { _, now in
            let call = attempts.mutate { value -> Int in
                value += 1
                return value
            }
            return call == 2 || call == 3 ? .failure("boom \(call)") : .timeline(hourly(now))
        }
        try harness.add("a")
        await harness.run(to: 4 * hour)
        var status = try harness.scheduler.status(instanceID: "a")
        #expect(status.timeline == hourly(start))
        #expect(status.currentEntryIndex == 4)
        #expect(status.lastFailure == ReloadFailure(time: at(4 * hour), error: "boom 2"))
        #expect(status.consecutiveFailures == 1)
        #expect(status.countedReloads.isEmpty)  // refunded
        #expect(status.budgetLeft == 70)
        #expect(status.nextReload == PlannedReload(
            date: at(4 * hour + 60), reason: .policy, counted: true, attempt: 2, wait: .deferred(.failureBackoff)))
        #expect(try harness.ledger("a").last == Decision(
            time: at(4 * hour), instanceID: "a", reason: .policy, counted: false, budgetLeft: 70, attempt: 1,
            outcome: .failed(error: "boom 2", batch: 2, retryAt: at(4 * hour + 60))))

        await harness.run(to: 5 * hour)
        #expect(harness.reloadTimes("a") == [0, 4 * hour, 4 * hour + 60, 4 * hour + 180])
        #expect(harness.calls.flatMap(\.requests).map(\.attempt) == [1, 1, 2, 3])
        status = try harness.scheduler.status(instanceID: "a")
        #expect(status.timeline == hourly(start + 4 * hour + 180))
        #expect(status.consecutiveFailures == 0)
        #expect(status.lastFailure?.error == "boom 3")
        #expect(status.countedReloads == [at(4 * hour + 180)])
    }

    @Test func aProviderThatAlwaysFailsIsRetriedBoundedlyWithoutSpendingTheBudget() async throws {
        let harness = Harness { request, now in
            request.reason == .firstLoad ? .timeline(hourly(now)) : .failure("provider crashed")
        }
        try harness.add("a")
        await harness.run(to: day)
        let times = harness.reloadTimes("a")
        let gaps = zip(times.dropFirst(), times.dropFirst(2)).map { $1 - $0 }
        #expect(gaps.prefix(7) == [60, 120, 240, 480, 960, 1_920, 3_600])
        #expect(gaps.dropFirst(6).allSatisfy { $0 == 3_600 })
        #expect(times.count < 30)
        let status = try harness.scheduler.status(instanceID: "a")
        #expect(status.timeline == hourly(start))
        #expect(status.budgetLeft == 70)
        #expect(status.consecutiveFailures == times.count - 1)
    }

    @Test func aMissingOutcomeIsAFailure() async throws {
        // An extension that answers for nobody.
        let clock = VirtualClock(now: at(0))
        let scheduler = Scheduler(clock: clock, reloader: ClosureReloader { _, _ in [:] })
        try scheduler.add(WidgetInstance(id: "a", extensionID: "ext", kind: "kind", family: "systemSmall"))
        await scheduler.run(until: at(0))
        let status = try scheduler.status(instanceID: "a")
        #expect(status.timeline == nil)
        #expect(status.lastFailure?.error == "no outcome for the instance in the extension's answer")
        #expect(status.nextReload?.reason == .firstLoad)
        #expect(status.nextReload?.date == at(60))
    }

    @Test func theShownEntryAdvancesAtEntryDates() async throws {
        let harness = Harness { _, now in .timeline(hourly(now, policy: .never)) }
        try harness.add("a")
        for (offset, index) in [(0.0, 0), (30 * minute, 0), (hour - 1, 0), (hour, 1), (3 * hour + 59 * minute, 3), (4 * hour, 4), (day, 4)] {
            await harness.run(to: offset)
            let status = try harness.scheduler.status(instanceID: "a")
            #expect(status.currentEntryIndex == index, "at \(offset)")
            #expect(status.currentEntry?.date == start + Double(index) * hour)
            #expect(status.nextEntryDate == (index < 4 ? at(Double(index + 1) * hour) : nil))
        }
        let shown = harness.events.compactMap { event -> Double? in
            if case .entryShown("a", let index, let date) = event {
                #expect(date == at(Double(index) * hour))
                return date.timeIntervalSince1970 - start
            }
            return nil
        }
        #expect(shown == [0, 1, 2, 3, 4].map { $0 * hour })

        // Before the first entry's date the first entry shows.
        let future = TimelineArchive(entries: [entry(start + 600), entry(start + 4_200)], policy: .never)
        #expect(future.shownEntryIndex(at: start) == 0)
        #expect(future.nextEntryDate(after: start) == start + 4_200)
        #expect(TimelineArchive(entries: [], policy: .never).shownEntryIndex(at: start) == nil)
    }

    @Test func theLedgerRecordsEveryDecision() async throws {
        let harness = Harness { _, now in .timeline(hourly(now, count: 2)) }
        let stream = harness.scheduler.events()
        try harness.add("a")
        await harness.run(to: hour)
        let expected = [
            Decision(time: at(0), instanceID: "a", reason: .firstLoad, counted: false, budgetLeft: 70, attempt: 1, outcome: .scheduled(at(0))),
            Decision(
                time: at(0), instanceID: "a", reason: .firstLoad, counted: false, budgetLeft: 70, attempt: 1,
                outcome: .done(batch: 1, batchSize: 1)),
            Decision(time: at(0), instanceID: "a", reason: .policy, counted: true, budgetLeft: 70, attempt: 1, outcome: .scheduled(at(hour))),
            Decision(
                time: at(hour), instanceID: "a", reason: .policy, counted: true, budgetLeft: 69, attempt: 1,
                outcome: .done(batch: 2, batchSize: 1)),
            Decision(
                time: at(hour), instanceID: "a", reason: .policy, counted: true, budgetLeft: 69, attempt: 1,
                outcome: .scheduled(at(2 * hour))),
        ]
        #expect(try harness.ledger("a") == expected)
        let observed = harness.events.compactMap { event -> Decision? in
            if case .decision(let decision) = event { return decision }
            return nil
        }
        #expect(observed == expected)
        var streamed: [SchedulerEvent] = []
        for await event in stream {
            streamed.append(event)
            if streamed.count == harness.events.count { break }
        }
        #expect(streamed == harness.events)
        #expect(harness.scheduler.statistics == SchedulerStatistics(instances: 1, decisions: 5, batches: 2, reloads: 2, failures: 0))
    }

    @Test func theLedgerIsBoundedPerInstance() async throws {
        let harness = Harness(configuration: .init(ledgerLimit: 3)) { _, now in .timeline(hourly(now, count: 2)) }
        try harness.add("a")
        await harness.run(to: 3 * hour)
        let ledger = try harness.ledger("a")
        #expect(ledger.map(\.time) == [at(2 * hour), at(3 * hour), at(3 * hour)])
        #expect(ledger.map(\.outcome) == [.scheduled(at(3 * hour)), .done(batch: 4, batchSize: 1), .scheduled(at(4 * hour))])
        #expect(harness.scheduler.statistics.decisions == 9)
    }

    @Test func runsAreDeterministic() async throws {
        func simulate() async throws -> [SchedulerEvent] {
            let harness = Harness { request, now in
                switch request.kind {
                case "hourly": .timeline(hourly(now))
                case "often": .timeline(TimelineArchive(entries: [entry(now)], policy: .after(now + 15 * minute)))
                default: .timeline(TimelineArchive(entries: [entry(now)], policy: .never))
                }
            }
            for index in 0..<30 {
                try harness.add("i\(index)", extensionID: "e\(index % 3)", kind: ["hourly", "often", "never"][index % 3])
            }
            for step in 1...12 {
                await harness.run(to: Double(step) * 2 * hour)
                harness.scheduler.reloadTimelines(extensionID: "e\(step % 3)", ofKind: nil, appInForeground: step % 2 == 0)
            }
            return harness.events
        }
        let first = try await simulate()
        #expect(first.count > 500)
        #expect(try await simulate() == first)
    }

    @Test func instancesAreAddedAndRemovedByID() async throws {
        let harness = Harness { _, now in .timeline(hourly(now)) }
        try harness.add("a")
        #expect(throws: SchedulerError.duplicateInstance("a")) { try harness.add("a") }
        #expect(throws: SchedulerError.unknownInstance("b")) { try harness.scheduler.status(instanceID: "b") }
        try harness.scheduler.remove(instanceID: "a")
        await harness.run(to: day)
        #expect(harness.calls.isEmpty)
        #expect(harness.scheduler.instanceIDs.isEmpty)
        try harness.add("a")
        await harness.run(to: day + 4 * hour)
        #expect(harness.reloadTimes("a") == [day, day + 4 * hour])
    }

    @Test func theLiveLoopReloadsAsTheClockMoves() async throws {
        let harness = Harness { _, now in .timeline(hourly(now)) }
        let loop = Task { await harness.scheduler.run() }
        try harness.add("a")
        #expect(await eventually { harness.reloadTimes("a") == [0] })
        harness.clock.advance(to: at(4 * hour))
        #expect(await eventually { harness.reloadTimes("a") == [0, 4 * hour] })
        harness.scheduler.reloadTimelines(extensionID: "ext", ofKind: nil, appInForeground: true)
        #expect(await eventually { harness.reloadTimes("a") == [0, 4 * hour, 4 * hour] })
        loop.cancel()
        await loop.value
    }

    @Test func theLiveLoopRunsOnTheSystemClock() async throws {
        let calls = Locked(0)
        let scheduler = Scheduler(
            clock: SystemClock(),
            reloader: ClosureReloader { _, requests in
                calls.mutate { $0 += 1 }
                let now = Date().timeIntervalSince1970
                return [requests[0].instanceID: .timeline(TimelineArchive(entries: [entry(now)], policy: .after(now + 0.2)))]
            },
            configuration: .init(minimumInterval: 0, coalescingWindow: 0))
        let loop = Task { await scheduler.run() }
        try scheduler.add(WidgetInstance(id: "a", extensionID: "ext", kind: "kind", family: "systemSmall"))
        #expect(await eventually { calls.value >= 3 })
        loop.cancel()
        await loop.value
    }
}

/// Polls `condition` for up to 5 s of real time.
func eventually(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<500 {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return condition()
}
