import Foundation
import Synchronization
import WidgetryScheduler
import WidgetryStore

extension WidgetHost {
    /// How much history the host keeps: the stored reload ledger, the recorded errors and the
    /// app-link mailbox are pruned to a bound by age and by count, on a schedule of the host's
    /// clock (so a virtual clock prunes too). Everything else the host keeps is bounded by count
    /// already: the scheduler's in-memory decisions (``SchedulerConfiguration/ledgerLimit``), the
    /// supervisor's failures (``ExtensionSupervisor/Configuration/errorHistory``), each widget's
    /// recorded errors (``WidgetStoreLimits/errorsKeptPerInstance``), an extension's app links
    /// (100) and each live page's event buffer.
    public struct HistoryRetention: Sendable, Hashable {
        /// Ledger records, recorded errors and tapped app links older than this many seconds are
        /// deleted. Default 7 days.
        public var maximumAge: TimeInterval = 7 * 86_400
        /// Stored ledger records kept per placed widget, its newest; the completed counted
        /// reloads of the budget window (at most the budget's worth) are kept besides, as the
        /// budget continues from them after a restart. Default 200 (the in-memory ledger's).
        public var ledgerRecordsPerInstance = 200
        /// Seconds of host clock between two prunings; the first is at the first ledger write
        /// (or when the host runs). Default 1 hour.
        public var interval: TimeInterval = 3_600

        public init() {}
    }

    /// Prunes the history when the host's clock has reached the next pruning time; at most one
    /// pruning runs at a time.
    func pruneHistoryIfDue() async {
        let now = clock.now
        guard historyPruning.claim(now: now, interval: options.history.interval) else { return }
        await pruneHistory(now: now)
    }

    /// Prunes the stored ledger and errors and the app-link mailbox to ``Options/history`` as
    /// of `now`.
    public func pruneHistory(now: Date) async {
        let retention = options.history
        let cutoff = now.addingTimeInterval(-retention.maximumAge)
        let bound = HistoryBound(
            before: cutoff, ledgerRecordsPerInstance: retention.ledgerRecordsPerInstance,
            keepCountedReloadsSince: now.addingTimeInterval(-scheduler.configuration.budgetWindow))
        do {
            let pruned = try await store.pruneHistory(bound)
            if pruned.ledgerRecords + pruned.errors > 0 {
                logger.debug("pruned \(pruned.ledgerRecords) ledger record(s) and \(pruned.errors) error(s)")
            }
        } catch {
            logger.error("could not prune the history: \(error)")
        }
        appLinks.forget(before: cutoff)
    }

    /// Sleeps on the host's clock until each pruning is due, then prunes; until cancelled.
    func runHistoryPruning() async {
        while !Task.isCancelled {
            await pruneHistoryIfDue()
            do { try await clock.sleep(until: historyPruning.nextDue) } catch { return }
        }
    }
}

/// When the history is next pruned, on the host's clock.
final class HistoryPruning: Sendable {
    private let state = Mutex<Date?>(nil)

    /// The next pruning time (the distant past before the first).
    var nextDue: Date { state.withLock { $0 ?? .distantPast } }

    /// True, and the next time set `interval` on, when a pruning is due at `now`.
    func claim(now: Date, interval: TimeInterval) -> Bool {
        state.withLock { next in
            if let due = next, now < due { return false }
            next = now.addingTimeInterval(max(interval, 1))
            return true
        }
    }
}
