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

/// A stored ledger record in people's words, for the inspector: what caused the reload, what
/// came of it, and the date it names (kept apart, so the page writes every date one way).
public struct LedgerWords: Sendable, Hashable, Codable {
    /// "The timeline's policy came due", "An app asked (WidgetCenter)", …
    public var reason: String
    /// "Reloaded", "Held back by the minimum interval until", "Failed: … Retrying at", …
    public var outcome: String
    /// The date the outcome names, if any (a planned reload, a retry).
    public var date: Date?
    /// Whether the record is a reload that used one of the budget's reloads.
    public var usedBudget: Bool

    /// The words for `record`; a reason or outcome this version does not know is shown as stored.
    public init(_ record: LedgerRecord) {
        reason = Self.reasons[record.reason] ?? record.reason
        usedBudget = record.isCountedReload
        (outcome, date) = Self.outcome(record.outcome)
    }

    static let reasons = [
        "firstLoad": "First load (just placed or restarted)",
        "policy": "The timeline's reload policy came due",
        "widgetCenter": "Its app asked (WidgetCenter, in the background)",
        "widgetCenter.foreground": "Its app asked (WidgetCenter, in the foreground)",
        "intent": "A button or toggle in the widget was tapped",
        "configurationChanged": "Its configuration was edited",
        "environmentChanged": "The appearance, locale or text size changed",
        "extensionUpdated": "Its extension was rebuilt",
        "manual": "Reload Now was pressed",
    ]

    static let causes = [
        "minimumInterval": "the minimum interval between counted reloads",
        "budgetExhausted": "the daily budget (all used)",
        "failureBackoff": "a wait after a failed reload",
    ]

    /// Reads ``DecisionOutcome/ledgerText`` back.
    static func outcome(_ text: String) -> (String, Date?) {
        func date(_ part: some StringProtocol) -> Date? {
            try? Date(String(part), strategy: .iso8601.year().month().day().time(includingFractionalSeconds: true).timeZone(separator: .omitted))
        }
        if let match = text.wholeMatch(of: /scheduled at (\S+)/) { return ("Planned", date(match.1)) }
        if let match = text.wholeMatch(of: /deferred until (\S+) \((\w+)\)/) {
            return ("Held back by \(causes[String(match.2)] ?? String(match.2)) until", date(match.1))
        }
        if let match = text.wholeMatch(of: /coalesced into the reload at (\S+)/) { return ("Joined the reload planned", date(match.1)) }
        if text == "waiting: not visible" { return ("Waiting until the widget can be seen", nil) }
        if let match = text.wholeMatch(of: /done \(batch \d+, (\d+) widgets?\)/) {
            let others = (Int(match.1) ?? 1) - 1
            return (others > 0 ? "Reloaded, with \(others) other widget\(others == 1 ? "" : "s") of its extension" : "Reloaded", nil)
        }
        if let match = text.wholeMatch(of: /failed in batch \d+: (.*); retry at (\S+)/) { return ("Failed: \(match.1). Retrying", date(match.2)) }
        return (text, nil)
    }
}
