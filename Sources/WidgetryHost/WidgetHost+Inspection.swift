import Foundation
import WidgetryScheduler
import WidgetryStore
import WidgetryWire

/// What the host can tell about a widget's schedule: its status, the scheduler's decisions, the
/// stored ledger and errors, and the budget rules in force (the inspector, `widgetry timeline`
/// and `WidgetKitTesting` read these rather than the scheduler or the store).
extension WidgetHost {
    /// The widget's schedule, decisions and errors.
    public func inspect(instanceID: String, ledgerLimit: Int = 100) async throws(HostError) -> Inspection {
        let placed = try await instance(instanceID)
        let status = try? scheduler.status(instanceID: instanceID)
        let decisions = (try? scheduler.ledger(instanceID: instanceID)) ?? []
        let failures = await supervisor.failures(of: placed.extensionID)
        await flushLedger()
        return try await stored {
            let ledger = try await store.ledger(instanceID: instanceID, since: nil, limit: ledgerLimit, newestFirst: true)
            let errors = try await store.errors(instanceID: instanceID, limit: 20)
            return Inspection(
                widget: placed, status: status, decisions: decisions, ledger: ledger, errors: errors,
                extensionFailures: failures.reversed(), rules: scheduler.configuration)
        }
    }

    /// The budget, interval, coalescing and retry rules in force.
    public var schedulingRules: SchedulerConfiguration { scheduler.configuration }

    /// When the scheduler next has something to do (a reload or an entry's date), if ever.
    public var nextEventDate: Date? { scheduler.nextEventDate }

    /// The scheduled widget's timeline, current entry, budget and next reload; `unknownInstance`
    /// while it is not scheduled.
    public func status(instanceID: String) throws(HostError) -> InstanceStatus {
        do { return try scheduler.status(instanceID: instanceID) } catch { throw .unknownInstance(instanceID) }
    }

    /// The scheduler's decisions about the widget since the host started, oldest first;
    /// `unknownInstance` while it is not scheduled.
    public func decisions(instanceID: String) throws(HostError) -> [Decision] {
        do { return try scheduler.ledger(instanceID: instanceID) } catch { throw .unknownInstance(instanceID) }
    }

    /// The stored ledger of the widget, oldest first (as written by ``flushLedger()``).
    public func ledger(instanceID: String) async throws(HostError) -> [LedgerRecord] {
        try await stored { try await store.ledger(instanceID: instanceID) }
    }

    /// The provider's recorded errors, newest first.
    public func errors(instanceID: String) async throws(HostError) -> [InstanceError] {
        try await stored { try await store.errors(instanceID: instanceID) }
    }
}
