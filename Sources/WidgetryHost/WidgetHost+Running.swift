import Foundation
import ServiceLifecycle
import WidgetryScheduler
import WidgetryStore
import WidgetryWire

/// The host at work: restoring the schedule after a start, its loop (reloads, the ledger
/// written, history pruned, rebuilt extensions picked up, unavailable ones tried again), virtual time, the scheduler's
/// reload batches, live events and shutdown.
extension WidgetHost {
    /// Schedules every stored widget of a registered extension (after a restart): its cached
    /// timeline is shown at once and its budget continues from the stored ledger.
    /// On a store several hosts share, it joins them: it restores only the widgets whose lease
    /// it holds (see `WidgetHost+Cluster.swift`).
    public func restore() async throws(HostError) {
        if let cluster {
            try await joinCluster(cluster)
        } else {
            await restore(try await instances())
        }
    }

    /// Schedules `placed` (those configured, of registered extensions, not yet scheduled).
    func restore(_ placed: [PlacedWidget]) async {
        let window = scheduler.configuration.budgetWindow
        let since = clock.now.addingTimeInterval(-window)
        for widget in placed where !widget.needsConfiguration && isScheduled(widget) == false {
            guard (try? self.widget(extensionID: widget.extensionID, kind: widget.kind)) != nil else { continue }
            do {
                let stored = try await store.timeline(instanceID: widget.id)
                let counted = try await store.ledger(instanceID: widget.id, since: since).filter(\.isCountedReload).map(\.time)
                try scheduler.add(
                    widget.schedulerInstance, timeline: stored?.timeline, fetchedAt: stored?.fetchedAt, countedReloads: counted)
            } catch SchedulerError.duplicateInstance {
                // Scheduled while its timeline and ledger were read: placed here, reloaded at
                // another host's request, or restored by an overlapping lease renewal. It is
                // scheduled, which is what was wanted.
                logger.debug("widget \(widget.id) was scheduled while it was being restored")
            } catch {
                logger.error("could not restore widget \(widget.id): \(error)")
            }
        }
    }

    /// Every change from now on, for live pages.
    public func events() -> AsyncStream<HostEvent> { hub.subscribe() }

    /// Writes the decisions recorded so far to the store's ledger, and prunes the history when
    /// its time has come (``HistoryRetention``).
    public func flushLedger() async {
        let records = pendingLedger.take()
        if !records.isEmpty {
            do { try await store.appendLedger(records) } catch { logger.error("could not store \(records.count) ledger records: \(error)") }
        }
        await pruneHistoryIfDue()
    }

    /// The host's loop on the system clock: reloads as scheduled, the ledger written as it
    /// grows. Returns when the task is cancelled or (in a `ServiceGroup`) on graceful shutdown,
    /// after ending every extension process and flushing the ledger.
    public func run() async {
        await cancelWhenGracefulShutdown { await self.runSchedule() }
        await shutdown()
    }

    private func runSchedule() async {
        await withDiscardingTaskGroup { group in
            group.addTask { await self.scheduler.run() }
            group.addTask {
                // Ends when the task is cancelled.
                for await _ in self.pendingLedger.signals { await self.flushLedger() }
            }
            group.addTask { await self.runHistoryPruning() }
            if let cluster { group.addTask { await self.keepLeases(cluster) } }
            // Extensions that could not be started are tried again, with backoff.
            group.addTask { await self.keepTryingUnavailableExtensions() }
            // Live Activities go stale, end and leave the Lock Screen on time.
            group.addTask { await self.runActivityLifecycle() }
            group.addTask {
                // Rebuilt extensions are picked up (the author's edit-build-look loop).
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(1))
                    await self.refreshRebuiltExtensions()
                }
            }
        }
        await flushLedger()
    }

    /// On a virtual clock: runs the schedule up to `date` (see ``Scheduler/run(until:)``) and
    /// writes the ledger.
    public func run(until date: Date) async {
        await scheduler.run(until: date)
        await flushLedger()
    }

    /// Ends every extension process and every event stream.
    public func shutdown() async {
        if let cluster { await leaveCluster(cluster) }
        await supervisor.shutdown()
        await flushLedger()
        hub.finish()
    }

    /// The scheduler's batch for one extension: each widget's timeline requested with its
    /// stored configuration (entities re-resolved by the extension), a bounded number at once.
    func reload(extensionID: String, requests: [ReloadRequest]) async -> [String: ReloadOutcome] {
        await withTaskGroup(of: (String, ReloadOutcome).self) { group in
            var pending = requests.makeIterator()
            for _ in 0..<max(1, options.reloadConcurrency) {
                guard let next = pending.next() else { break }
                group.addTask { (next.instanceID, await self.reloadOne(extensionID: extensionID, next)) }
            }
            var outcomes: [String: ReloadOutcome] = [:]
            while let (id, outcome) = await group.next() {
                outcomes[id] = outcome
                if let next = pending.next() {
                    group.addTask { (next.instanceID, await self.reloadOne(extensionID: extensionID, next)) }
                }
            }
            return outcomes
        }
    }

    private func reloadOne(extensionID: String, _ reload: ReloadRequest) async -> ReloadOutcome {
        let id = reload.instanceID
        let placed: PlacedWidget
        do { placed = try await store.instance(id: id) } catch { return .failure(HostError(error).description) }
        let render = renderParameters(family: placed.family)
        let answer: ExtensionClient.TimelineAnswer
        do {
            answer = try await client.timeline(extensionID, kind: placed.kind, configuration: placed.configuration, render: render)
        } catch {
            await recordError(id, operation: "timeline", error.description)
            return .failure(error.description)
        }
        switch answer {
        case .timeline(let received):
            let timeline = clock is VirtualClock ? received.onVirtualTime(now: clock.now.timeIntervalSince1970) : received
            do {
                try await store.saveTimeline(instanceID: id, timeline, fetchedAt: clock.now)
                if !placed.missingEntities.isEmpty { try await store.setMissingEntities(instanceID: id, [:]) }
            } catch WidgetStoreError.instanceNotFound {
                // Removed while it reloaded (here, or through another host): nothing to keep.
                logger.debug("widget \(id) was removed while it reloaded; its new timeline is dropped")
            } catch {
                logger.error("could not store the timeline of \(id): \(error)")
            }
            return .timeline(timeline)
        case .invalidConfiguration(let error):
            let missing = error.missingEntities
            if !missing.isEmpty, missing != placed.missingEntities {
                try? await store.setMissingEntities(instanceID: id, missing)
                hub.publish(.widgetChanged(instanceID: id))
            }
            await recordError(id, operation: "timeline", error.description)
            return .failure(error.description)
        }
    }
}
