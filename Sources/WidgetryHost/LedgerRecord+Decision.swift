import Foundation
import WidgetryScheduler
import WidgetryStore

extension LedgerRecord {
    /// The stored form of a scheduler decision: the reason and outcome as short, stable words
    /// (`done` outcomes of counted reloads restore the budget after a restart).
    init(_ decision: Decision) {
        self.init(
            time: decision.time, instanceID: decision.instanceID, reason: decision.reason.ledgerName,
            counted: decision.counted, budgetLeft: decision.budgetLeft, outcome: decision.outcome.ledgerText)
    }

    /// A counted reload that completed: one of the budget's uses.
    var isCountedReload: Bool { counted && outcome.hasPrefix("done") }
}

extension ReloadReason {
    /// `policy`, `widgetCenter`, `widgetCenter.foreground`, `intent`, …
    public var ledgerName: String {
        switch self {
        case .firstLoad: "firstLoad"
        case .policy: "policy"
        case .widgetCenter(let appInForeground): appInForeground ? "widgetCenter.foreground" : "widgetCenter"
        case .intentPerformed: "intent"
        case .configurationChanged: "configurationChanged"
        case .environmentChanged: "environmentChanged"
        case .extensionUpdated: "extensionUpdated"
        case .manual: "manual"
        }
    }
}

extension DecisionOutcome {
    /// `scheduled at …`, `deferred until … (budgetExhausted)`, `done (batch 3 of 2)`, `failed: …`.
    public var ledgerText: String {
        switch self {
        case .scheduled(let date): "scheduled at \(date.ledgerText)"
        case .deferred(let until, let cause): "deferred until \(until.ledgerText) (\(cause.rawValue))"
        case .coalesced(let date): "coalesced into the reload at \(date.ledgerText)"
        case .skippedInvisible: "waiting: not visible"
        case .done(let batch, let size): "done (batch \(batch), \(size) widget\(size == 1 ? "" : "s"))"
        case .failed(let error, let batch, let retryAt): "failed in batch \(batch): \(error); retry at \(retryAt.ledgerText)"
        }
    }
}

extension Date {
    /// ISO 8601 with milliseconds, UTC.
    var ledgerText: String {
        formatted(.iso8601.year().month().day().time(includingFractionalSeconds: true).timeZone(separator: .omitted))
    }
}
