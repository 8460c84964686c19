import Foundation
import WidgetryWire

/// A placed widget, as the scheduler sees it.
public struct WidgetInstance: Codable, Hashable, Sendable {
    /// The host's identifier of the placed widget (unique among the scheduler's instances).
    public var id: String
    /// The extension that provides the widget.
    public var extensionID: String
    /// The widget's `kind` string.
    public var kind: String
    /// The `WidgetFamily` raw name (`systemSmall`, `accessoryCircular`, …).
    public var family: String
    /// Whether the person can currently see the widget. Invisible widgets are not reloaded.
    public var isVisible: Bool

    public init(id: String, extensionID: String, kind: String, family: String, isVisible: Bool = true) {
        self.id = id
        self.extensionID = extensionID
        self.kind = kind
        self.family = family
        self.isVisible = isVisible
    }
}

/// Why a reload was asked for. Whether it counts against the instance's budget follows from
/// the reason alone (``isCounted``).
public enum ReloadReason: Codable, Hashable, Sendable {
    /// The instance has no timeline yet (just placed). Not counted.
    case firstLoad
    /// The timeline's ``ReloadPolicy`` came due (`.atEnd`, `.after(date)`). Counted.
    case policy
    /// `WidgetCenter.reloadTimelines(ofKind:)` / `reloadAllTimelines()`. Counted unless the
    /// calling app is in the foreground.
    case widgetCenter(appInForeground: Bool)
    /// An app intent performed from the widget (`Button(intent:)`, `Toggle`). Not counted.
    case intentPerformed
    /// The person edited the widget's configuration. Not counted.
    case configurationChanged
    /// The locale, appearance (colour scheme) or text size changed. Not counted.
    case environmentChanged
    /// The extension was rebuilt (a new version of its widgets). Not counted.
    case extensionUpdated
    /// A person asked for it in the host (the inspector's reload button, a retry after an
    /// error). Not counted.
    case manual

    /// Whether a successful reload for this reason uses one of the instance's budgeted reloads
    /// and is subject to the minimum interval between counted reloads.
    public var isCounted: Bool {
        switch self {
        case .policy: true
        case .widgetCenter(let appInForeground): !appInForeground
        case .firstLoad, .intentPerformed, .configurationChanged, .environmentChanged, .extensionUpdated, .manual: false
        }
    }
}

/// One instance's part of a batch reload call.
public struct ReloadRequest: Codable, Hashable, Sendable {
    public var instanceID: String
    public var kind: String
    public var family: String
    /// The reason that decided when (and whether counted) this reload happens. Several requests
    /// collapsed into one reload carry the reason of the one that prevailed.
    public var reason: ReloadReason
    /// 1 + the instance's consecutive failed reloads so far: 1 normally, n + 1 for the n-th
    /// retry (automatic or requested) after failures.
    public var attempt: Int

    public init(instanceID: String, kind: String, family: String, reason: ReloadReason, attempt: Int = 1) {
        self.instanceID = instanceID
        self.kind = kind
        self.family = family
        self.reason = reason
        self.attempt = attempt
    }
}

/// What one instance's reload produced.
public enum ReloadOutcome: Codable, Hashable, Sendable {
    /// The provider's new timeline; it replaces the instance's timeline.
    case timeline(TimelineArchive)
    /// The reload failed (provider error, crash, time limit): the instance keeps its last good
    /// timeline and the error is recorded.
    case failure(String)
}

/// Performs reloads for the scheduler: the host implements it by asking the extension process
/// for each instance's timeline.
public protocol TimelineReloader: Sendable {
    /// Reloads every instance of `requests` (all of extension `extensionID`) in one call.
    /// An instance missing from the answer counts as failed ("no outcome").
    func reload(extensionID: String, requests: [ReloadRequest]) async -> [String: ReloadOutcome]
}

/// A ``TimelineReloader`` made of a closure.
public struct ClosureReloader: TimelineReloader {
    private let body: @Sendable (String, [ReloadRequest]) async -> [String: ReloadOutcome]

    public init(_ body: @escaping @Sendable (_ extensionID: String, _ requests: [ReloadRequest]) async -> [String: ReloadOutcome]) {
        self.body = body
    }

    public func reload(extensionID: String, requests: [ReloadRequest]) async -> [String: ReloadOutcome] {
        await body(extensionID, requests)
    }
}

/// Which rule held a counted reload back.
public enum DeferralCause: String, Codable, Hashable, Sendable {
    /// Less than ``SchedulerConfiguration/minimumInterval`` since the last counted reload.
    case minimumInterval
    /// ``SchedulerConfiguration/budget`` counted reloads in the last
    /// ``SchedulerConfiguration/budgetWindow``.
    case budgetExhausted
    /// The instance's last reload failed; the next automatic or counted attempt waits for the
    /// retry backoff.
    case failureBackoff
}

/// What the scheduler decided about one instance.
public enum DecisionOutcome: Codable, Hashable, Sendable {
    /// The reload will happen at this time (the decision's own time when immediate).
    case scheduled(Date)
    /// The reload is held back until this time by a budget rule; it is not dropped.
    case deferred(until: Date, cause: DeferralCause)
    /// The request joined a reload already pending for the instance, due at this time.
    case coalesced(into: Date)
    /// The reload came due while the instance was invisible; it happens when the instance
    /// becomes visible again (subject to the budget).
    case skippedInvisible
    /// The reload completed and its timeline replaced the instance's. `batch` numbers the
    /// extension call it was part of, `batchSize` is how many instances that call reloaded.
    case done(batch: Int, batchSize: Int)
    /// The reload failed: the last good timeline is kept. `retryAt` is the automatic retry.
    case failed(error: String, batch: Int, retryAt: Date)
}

/// One entry of the decision ledger.
public struct Decision: Codable, Hashable, Sendable {
    public var time: Date
    public var instanceID: String
    public var reason: ReloadReason
    /// Whether the reload counts (for `done`: counted; for `failed`: always `false`, failures
    /// are refunded; otherwise: will count if it succeeds).
    public var counted: Bool
    /// Counted reloads the instance has left in the rolling window after this decision.
    public var budgetLeft: Int
    /// 1 + the instance's consecutive failed reloads at the time (see ``ReloadRequest/attempt``).
    public var attempt: Int
    public var outcome: DecisionOutcome

    public init(
        time: Date, instanceID: String, reason: ReloadReason, counted: Bool, budgetLeft: Int, attempt: Int,
        outcome: DecisionOutcome
    ) {
        self.time = time
        self.instanceID = instanceID
        self.reason = reason
        self.counted = counted
        self.budgetLeft = budgetLeft
        self.attempt = attempt
        self.outcome = outcome
    }
}

/// What observers of a ``Scheduler`` receive.
public enum SchedulerEvent: Codable, Hashable, Sendable {
    /// A ledger entry, as it is recorded.
    case decision(Decision)
    /// The entry shown by an instance changed: an entry date passed, or a reload replaced the
    /// timeline. `index` is into the instance's current timeline.
    case entryShown(instanceID: String, index: Int, date: Date)
}

/// Why the next reload waits, when it does.
public enum ReloadWait: Codable, Hashable, Sendable {
    /// A budget rule (see ``DeferralCause``).
    case deferred(DeferralCause)
    /// The instance is invisible; it reloads when it becomes visible.
    case invisible
    /// A reload of the instance is in progress; this one is looked at when it completes.
    case reloadInProgress
}

/// The next reload of an instance, as planned now.
public struct PlannedReload: Codable, Hashable, Sendable {
    /// When it will happen if nothing else changes; `nil` while it waits for visibility or for
    /// a reload in progress.
    public var date: Date?
    public var reason: ReloadReason
    public var counted: Bool
    public var attempt: Int
    /// What holds it back, if anything beyond its own date (a policy date, a request's time).
    public var wait: ReloadWait?

    public init(date: Date?, reason: ReloadReason, counted: Bool, attempt: Int, wait: ReloadWait?) {
        self.date = date
        self.reason = reason
        self.counted = counted
        self.attempt = attempt
        self.wait = wait
    }
}

/// The last failed reload of an instance.
public struct ReloadFailure: Codable, Hashable, Sendable {
    public var time: Date
    public var error: String

    public init(time: Date, error: String) {
        self.time = time
        self.error = error
    }
}

/// A snapshot of one instance's schedule, for the host and its inspector.
public struct InstanceStatus: Codable, Hashable, Sendable {
    public var instance: WidgetInstance
    /// The last good timeline (entries in date order), `nil` before the first successful load.
    public var timeline: TimelineArchive?
    /// When ``timeline`` was received.
    public var fetchedAt: Date?
    /// The index of the entry shown now: the latest whose date has passed, the first if none has.
    public var currentEntryIndex: Int?
    /// When the shown entry next changes (the first entry date after now), if it does.
    public var nextEntryDate: Date?
    /// The next reload, if one is planned (`nil` for `.never` with nothing requested).
    public var nextReload: PlannedReload?
    /// Whether a reload of the instance is in a batch call now.
    public var isReloading: Bool
    /// Counted reloads still allowed in the rolling window.
    public var budgetLeft: Int
    /// Times of the counted reloads in the rolling window, oldest first.
    public var countedReloads: [Date]
    /// Failed reloads since the last success.
    public var consecutiveFailures: Int
    public var lastFailure: ReloadFailure?

    /// The entry shown now.
    public var currentEntry: EntryArchive? {
        guard let timeline, let currentEntryIndex else { return nil }
        return timeline.entries[currentEntryIndex]
    }
}

/// The scheduler's rules, with the defaults the seeds describe.
public struct SchedulerConfiguration: Codable, Hashable, Sendable {
    /// Counted reloads allowed per instance in any rolling ``budgetWindow``. Default 70.
    public var budget: Int = 70
    /// Seconds of the rolling budget window. Default 24 h.
    public var budgetWindow: TimeInterval = 86_400
    /// Minimum seconds between two counted reloads of one instance. Default 5 min.
    public var minimumInterval: TimeInterval = 300
    /// Reload times are rounded up to a multiple of this many seconds (since 1970), so reloads
    /// due within the same window fall on the same instant and one extension's are coalesced
    /// into one batch call. Reloads are never early, at most this much late. `0`: only reloads
    /// due at exactly the same instant are coalesced. Default 1 s.
    public var coalescingWindow: TimeInterval = 1
    /// The first automatic retry after a failure waits this long; each further consecutive
    /// failure doubles the wait up to ``retryMaximum``. Default 60 s.
    public var retryInitial: TimeInterval = 60
    /// The longest wait between automatic retries. Default 1 h.
    public var retryMaximum: TimeInterval = 3_600
    /// Ledger entries kept in memory per instance (the oldest are dropped; observers get all).
    /// Default 200. Each takes 32 bytes per placed instance, reserved when it is placed.
    public var ledgerLimit: Int = 200

    public init(
        budget: Int = 70, budgetWindow: TimeInterval = 86_400, minimumInterval: TimeInterval = 300,
        coalescingWindow: TimeInterval = 1, retryInitial: TimeInterval = 60, retryMaximum: TimeInterval = 3_600,
        ledgerLimit: Int = 200
    ) {
        self.budget = budget
        self.budgetWindow = budgetWindow
        self.minimumInterval = minimumInterval
        self.coalescingWindow = coalescingWindow
        self.retryInitial = retryInitial
        self.retryMaximum = retryMaximum
        self.ledgerLimit = ledgerLimit
    }
}

extension TimelineArchive {
    /// The index of the entry shown at `time` (seconds since 1970): the latest whose date is
    /// at or before `time`, the first if none is, `nil` for an empty timeline. Entries are in
    /// date order.
    public func shownEntryIndex(at time: Double) -> Int? {
        guard !entries.isEmpty else { return nil }
        // The first index whose date is after `time`.
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].date <= time { low = middle + 1 } else { high = middle }
        }
        return max(low - 1, 0)
    }

    /// The first entry date after `time`, when the shown entry next changes.
    public func nextEntryDate(after time: Double) -> Double? {
        // The shown entry is the latest at or before `time` (or the first), so the next one to
        // show is the one after it, whose date is after `time`.
        guard let index = shownEntryIndex(at: time), index + 1 < entries.count else { return nil }
        return entries[index + 1].date
    }
}
