import Foundation
import WidgetryScheduler
import WidgetryStore
import WidgetryWire

/// Several hosts on one ``SharedStore`` (PostgreSQL): each schedules only the widgets it holds
/// the lease of, renews its heartbeat every quarter of the lease time (taking over widgets whose
/// host died, giving back its excess when a host joins), stops scheduling before its heartbeat
/// can expire unrenewed, and tells the other hosts what it changed (their pages see it;
/// a widget's holder reloads it). On any other store the host holds every widget.
extension WidgetHost {
    /// Whether this host schedules the widget: always on a store of its own; on a shared one,
    /// while it holds the widget's lease.
    func owns(_ instanceID: String) -> Bool {
        cluster?.holds(instanceID) ?? true
    }

    /// This host's id among the hosts sharing its store (`nil` on a store of its own).
    public var clusterHostID: String? { cluster?.hostID }

    /// The widgets this host schedules, sorted (on a shared store, those it holds the lease of).
    public var scheduledInstanceIDs: [String] { scheduler.instanceIDs }

    /// On a shared store: starts listening for the other hosts' changes, then renews (and
    /// claims) leases and schedules what it holds. Called by ``restore()``.
    func joinCluster(_ cluster: HostCluster) async throws(HostError) {
        await cluster.startListening(
            { [weak self] message in await self?.receive(message) },
            gap: { [weak self] in
                // What was missed is unknown: everything may have changed.
                self?.hub.invalidateAll()
                self?.controlState.forgetAll()
                self?.hub.publish(.layoutChanged, forwarding: false)
            })
        try await renewLeases()
    }

    /// Renews this host's leases and schedules what that changed: widgets taken over are
    /// restored (their cached timeline and the budget from the stored ledger), widgets lost
    /// are dropped, and the excess over the fair share is given back (idle ones, after their
    /// decisions are stored). Nothing to do on a store of its own.
    public func renewLeases() async throws(HostError) {
        guard let cluster else { return }
        let renewed = ContinuousClock.now
        let renewal = try await stored { try await cluster.store.renewLeases(host: cluster.hostID, duration: cluster.heartbeat) }
        var held = renewal.held
        if held.count > renewal.share {
            let idle = held.filter { (try? scheduler.status(instanceID: $0).isReloading) != true }.sorted()
            let excess = Array(idle.suffix(held.count - renewal.share))
            for id in excess { try? scheduler.remove(instanceID: id) }
            await flushLedger()
            do {
                try await cluster.store.releaseLeases(host: cluster.hostID, instanceIDs: excess)
                held.subtract(excess)
            } catch {
                logger.error("could not give back \(excess.count) lease(s): \(error)")
            }
        }
        let before = cluster.replaceHeld(held, renewedAt: renewed)
        for id in before.subtracting(held) { try? scheduler.remove(instanceID: id) }
        let scheduled = Set(scheduler.instanceIDs)
        let gained = held.subtracting(scheduled)
        if !gained.isEmpty { await restore(try await instances().filter { gained.contains($0.id) }) }
    }

    /// The renewal loop of ``run()``: every quarter of the lease time. Beside it a watchdog
    /// (every eighth) takes every widget out of the scheduler before the heartbeat can expire
    /// unrenewed, however long a renewal hangs, until a renewal succeeds.
    func keepLeases(_ cluster: HostCluster) async {
        await withDiscardingTaskGroup { group in
            group.addTask {
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(cluster.renewalInterval))
                    if Task.isCancelled { break }
                    do { try await self.renewLeases() } catch { self.logger.error("could not renew the leases: \(error)") }
                }
            }
            group.addTask {
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(cluster.watchInterval))
                    if cluster.leasesLapsing(now: .now) { self.fence(cluster) }
                }
            }
        }
    }

    /// Stops scheduling everything: the leases may be another host's by now.
    private func fence(_ cluster: HostCluster) {
        let held = cluster.replaceHeld([], renewedAt: .now)
        guard !held.isEmpty else { return }
        logger.warning("the leases could not be renewed in time: \(held.count) widget(s) left to the other hosts")
        for id in held { try? scheduler.remove(instanceID: id) }
    }

    /// Leaves the other hosts: gives every lease back at once so they take the widgets over at
    /// their next renewal, after this host's decisions are stored.
    func leaveCluster(_ cluster: HostCluster) async {
        cluster.stopListening()
        for id in cluster.replaceHeld([], renewedAt: .now) { try? scheduler.remove(instanceID: id) }
        await flushLedger()
        do { try await cluster.store.releaseLeases(host: cluster.hostID, instanceIDs: nil) } catch {
            logger.error("could not give the leases back: \(error)")
        }
    }

    // MARK: Scheduling on whichever host holds the widget

    /// Claims a widget this host just placed; schedules it when it holds it and it is
    /// configured.
    func schedulePlaced(_ widget: PlacedWidget) async {
        if let cluster {
            do {
                guard try await cluster.store.claimLease(instanceID: widget.id, host: cluster.hostID) else { return }
                cluster.hold(widget.id)
            } catch {
                logger.error("could not claim the lease of \(widget.id); a renewal will: \(error)")
                return
            }
        }
        if !widget.needsConfiguration { try? scheduler.add(widget.schedulerInstance) }
    }

    /// Asks the widget's holder (this host or another) to reload it.
    func requestReload(_ instanceID: String, reason: ReloadReason) {
        if owns(instanceID) {
            try? scheduler.requestReload(instanceID: instanceID, reason: reason)
        } else {
            cluster?.send(.reload(instanceID: instanceID, reason: reason))
        }
    }

    /// Every widget of extension `extensionID` reloads for `reason`, on whichever host holds it.
    func requestReload(extensionID: String, reason: ReloadReason) {
        scheduler.requestReload(extensionID: extensionID, reason: reason)
        cluster?.send(.reloadExtension(extensionID: extensionID, reason: reason))
    }

    /// The widget was removed: no host schedules it, and what was rendered of it is stale.
    func unschedule(_ instanceID: String) {
        forgetRemoved(instanceID)
        cluster?.send(.unschedule(instanceID: instanceID))
    }

    /// A widget gone from the store leaves this host: its scheduling, its lease, its renders.
    func forgetRemoved(_ instanceID: String) {
        try? scheduler.remove(instanceID: instanceID)
        cluster?.forget(instanceID)
        hub.invalidate(instanceID)
    }

    /// The widget changed family: scheduled anew by its holder, keeping its counted reloads.
    func reschedule(_ widget: PlacedWidget) {
        guard owns(widget.id) else {
            cluster?.send(.reschedule(instanceID: widget.id))
            return
        }
        let counted = (try? scheduler.status(instanceID: widget.id).countedReloads) ?? []
        try? scheduler.remove(instanceID: widget.id)
        if !widget.needsConfiguration { try? scheduler.add(widget.schedulerInstance, countedReloads: counted) }
    }

    /// What another host asked of this one.
    func receive(_ message: ClusterMessage) async {
        switch message {
        case .event(let event):
            // Another host changed the control (a tap, a configuration, a ControlCenter reload,
            // placing, removing): its value here is stale, and is asked for again when read.
            if case .controlChanged(let id) = event { controlState.forget(controlID: id) }
            // Another host changed a Live Activity: what was drawn of it here is stale, and the
            // apps waiting on this host hear of it.
            if case .activityChanged(let id) = event { activityBoard.changed(id) }
            hub.publish(event, forwarding: false)
        case .reload(let id, let reason):
            guard owns(id), let widget = try? await store.instance(id: id) else { return }
            scheduleOrReload(widget, reason: reason)
        case .unschedule(let id):
            forgetRemoved(id)
        case .reschedule(let id):
            guard owns(id), let widget = try? await store.instance(id: id) else { return }
            reschedule(widget)
        case .visibility(let id, let isVisible):
            if owns(id) { try? scheduler.setVisible(isVisible, instanceID: id) }
        case .widgetCenter(let extensionID, let kind, let appInForeground):
            scheduler.reloadTimelines(extensionID: extensionID, ofKind: kind, appInForeground: appInForeground)
        case .reloadExtension(let extensionID, let reason):
            scheduler.requestReload(extensionID: extensionID, reason: reason)
        case .homeScreenReplaced:
            controlState.forgetAll()
            guard let cluster else { return }
            for id in cluster.replaceHeld([], renewedAt: .now) {
                try? scheduler.remove(instanceID: id)
                hub.invalidate(id)
            }
            try? await renewLeases()
        }
    }

    /// The entry a widget this host does not schedule shows now, from its cached timeline
    /// (the rule the scheduler keeps: the latest entry whose date has passed).
    func currentEntry(of widget: PlacedWidget) async -> EntryArchive? {
        guard !widget.needsConfiguration else { return nil }
        if let status = try? scheduler.status(instanceID: widget.id) { return status.currentEntry }
        guard cluster != nil, let stored = try? await store.timeline(instanceID: widget.id),
            let index = stored.timeline.shownEntryIndex(at: clock.now.timeIntervalSince1970)
        else { return nil }
        return stored.timeline.entries[index]
    }
}
