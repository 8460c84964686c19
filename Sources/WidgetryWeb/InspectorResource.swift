import Foundation
import Hummingbird
import WidgetryHost
import WidgetryWire

/// `GET /api/instances/{id}/inspector`: one widget's schedule, laid open. The budget is the
/// most common mystery of widgets; every number the scheduler decides by is here, with a
/// sentence saying why the next reload is when it is.
struct InspectorResource: ResponseCodable, Sendable {
    struct Entry: Codable, Sendable {
        var date: Date
        /// The entry shown now.
        var shown: Bool
        var relevance: Double?
        /// What the entry's views could not show, in words (a chart's values that are not
        /// numbers); absent when there is nothing to say.
        var notes: [String]?
    }

    struct Timeline: Codable, Sendable {
        /// `atEnd`, `after` or `never`.
        var policy: String
        /// For `after`: the date.
        var policyDate: Date?
        var fetchedAt: Date?
        var entries: [Entry]
        /// When the shown entry next changes.
        var nextEntryDate: Date?
    }

    struct NextReload: Codable, Sendable {
        var date: Date?
        /// The ledger's word for the reason (`policy`, `widgetCenter`, `intent`, …).
        var reason: String
        var counted: Bool
        var attempt: Int
        /// What holds it back: `minimumInterval`, `budgetExhausted`, `failureBackoff`,
        /// `invisible`, `reloadInProgress`.
        var wait: String?
        /// The plan as a sentence.
        var explanation: String
    }

    struct Budget: Codable, Sendable {
        /// Counted reloads allowed in the window.
        var limit: Int
        var used: Int
        var left: Int
        var windowSeconds: Double
        var minimumIntervalSeconds: Double
        /// The counted reloads in the window, oldest first.
        var countedReloads: [Date]
        /// When the oldest counted reload leaves the window (a use comes back), if any is in it.
        var nextRefill: Date?
    }

    struct HistoryItem: Codable, Sendable {
        var time: Date
        /// The stored words (`policy`, `done (batch 3, 1 widget)`): stable, for programs.
        var reason: String
        var counted: Bool
        var budgetLeft: Int
        var outcome: String
        /// The same in people's words, for the page.
        var words: LedgerWords
    }

    struct ErrorItem: Codable, Sendable {
        var time: Date
        var operation: String
        var message: String
    }

    var instanceID: String
    /// `current`, `placeholder` or `needsConfiguration`.
    var state: String?
    /// Whether the scheduler has the widget (not while it needs configuration).
    var scheduled: Bool
    var timeline: Timeline?
    var nextReload: NextReload?
    var isReloading: Bool
    var budget: Budget
    var consecutiveFailures: Int
    /// The reload decisions, newest first (the stored ledger: it survives restarts).
    var history: [HistoryItem]
    /// The provider's last errors, newest first.
    var errors: [ErrorItem]
    /// Its extension's failures since the host started (crashes, hangs it was stopped for,
    /// requests it failed), newest first; after a crash or a hang the host restarted it.
    var extensionFailures: [ErrorItem]

    init(_ inspection: WidgetHost.Inspection, display: WidgetHost.Display.State?, now: Date) {
        let rules = inspection.rules
        let status = inspection.status
        instanceID = inspection.widget.id
        state = display?.rawValue
        scheduled = status != nil
        isReloading = status?.isReloading ?? false
        consecutiveFailures = status?.consecutiveFailures ?? 0
        if let status, let timeline = status.timeline {
            let policy: (String, Date?) =
                switch timeline.policy {
                case .atEnd: ("atEnd", nil)
                case .after(let date): ("after", Date(timeIntervalSince1970: date))
                case .never: ("never", nil)
                }
            self.timeline = Timeline(
                policy: policy.0, policyDate: policy.1, fetchedAt: status.fetchedAt,
                entries: timeline.entries.enumerated().map { index, entry in
                    Entry(
                        date: Date(timeIntervalSince1970: entry.date), shown: index == status.currentEntryIndex, relevance: entry.relevance?.score,
                        notes: Self.notes(of: entry))
                },
                nextEntryDate: status.nextEntryDate)
        }
        if let planned = status?.nextReload {
            nextReload = NextReload(
                date: planned.date, reason: planned.reason.ledgerName, counted: planned.counted, attempt: planned.attempt,
                wait: planned.wait.map(Self.word), explanation: Self.explain(planned, now: now))
        }
        let counted = status?.countedReloads ?? []
        budget = Budget(
            limit: rules.budget, used: counted.count, left: status?.budgetLeft ?? rules.budget, windowSeconds: rules.budgetWindow,
            minimumIntervalSeconds: rules.minimumInterval, countedReloads: counted,
            nextRefill: counted.first.map { $0.addingTimeInterval(rules.budgetWindow) })
        history = inspection.ledger.map {
            HistoryItem(time: $0.time, reason: $0.reason, counted: $0.counted, budgetLeft: $0.budgetLeft, outcome: $0.outcome, words: LedgerWords($0))
        }
        errors = inspection.errors.map { ErrorItem(time: $0.time, operation: $0.operation, message: $0.message) }
        extensionFailures = inspection.extensionFailures.map { ErrorItem(time: $0.time, operation: "extension", message: $0.message) }
    }

    static func word(_ wait: ReloadWait) -> String {
        switch wait {
        case .deferred(let cause): cause.rawValue
        case .invisible: "invisible"
        case .reloadInProgress: "reloadInProgress"
        }
    }

    /// “A counted reload (the timeline's policy) at 14:05:00, held back by the 5-minute minimum
    /// interval.”
    static func explain(_ plan: PlannedReload, now: Date) -> String {
        let why: String =
            switch plan.reason {
            case .firstLoad: "the first load"
            case .policy: "the timeline's reload policy"
            case .widgetCenter(let foreground): foreground ? "the app in the foreground asked (WidgetCenter)" : "the app asked (WidgetCenter)"
            case .intentPerformed: "an intent performed from the widget"
            case .configurationChanged: "the configuration changed"
            case .environmentChanged: "the environment changed"
            case .extensionUpdated: "the extension was rebuilt"
            case .manual: "a reload asked for by hand"
            }
        var sentence = (plan.counted ? "A counted reload for " : "An uncounted reload for ") + why
        if let date = plan.date {
            let seconds = date.timeIntervalSince(now)
            sentence += seconds <= 1 ? ", now" : ", in \(duration(seconds))"
        }
        switch plan.wait {
        case .deferred(.minimumInterval)?: sentence += ", held back by the minimum interval between counted reloads"
        case .deferred(.budgetExhausted)?: sentence += ", held back until a use of the budget comes back"
        case .deferred(.failureBackoff)?: sentence += ", waiting after a failed reload"
        case .invisible?: sentence += ", when the widget is visible again"
        case .reloadInProgress?: sentence += ", after the reload in progress"
        case nil: break
        }
        if plan.attempt > 1 { sentence += " (attempt \(plan.attempt))" }
        return sentence + "."
    }

    /// `3 h 5 min`, `4 min 10 s`, `12 s`.
    static func duration(_ seconds: Double) -> String {
        let total = Int(seconds.rounded())
        let hours = total / 3600, minutes = (total % 3600) / 60, rest = total % 60
        if hours > 0 { return minutes > 0 ? "\(hours) h \(minutes) min" : "\(hours) h" }
        if minutes > 0 { return rest > 0 ? "\(minutes) min \(rest) s" : "\(minutes) min" }
        return "\(rest) s"
    }
}

extension InspectorResource {
    /// What an entry's charts left out (its first variant's: every variant draws the same data).
    static func notes(of entry: EntryArchive) -> [String]? {
        guard let variant = entry.variants.first else { return nil }
        let omitted = variant.allNodes.compactMap { $0.chart?.omittedValues }.reduce(0, +)
        guard omitted > 0 else { return nil }
        return ["\(omitted) chart value\(omitted == 1 ? " was" : "s were") not drawn: not a number or infinite"]
    }
}
