import Foundation
import Testing
import WidgetryHost
import WidgetryScheduler

/// The ledger's stored words read back in people's words, for the inspector.
@Suite struct LedgerWordsTests {
    func words(_ reason: ReloadReason, _ outcome: DecisionOutcome, counted: Bool = false) -> LedgerWords {
        LedgerWords(LedgerRecord(time: Date(), instanceID: "w", reason: reason.ledgerName, counted: counted, budgetLeft: 3, outcome: outcome.ledgerText))
    }

    @Test func everyOutcomeReadsAsASentenceWithItsDateApart() {
        let date = Date(timeIntervalSince1970: 1_900_000_000.5)
        let planned = words(.policy, .scheduled(date), counted: true)
        #expect(planned.reason == "The timeline's reload policy came due")
        #expect(planned.outcome == "Planned")
        #expect(planned.date == date)
        #expect(!planned.usedBudget)

        let done = words(.firstLoad, .done(batch: 16, batchSize: 3))
        #expect(done.reason == "First load (just placed or restarted)")
        #expect(done.outcome == "Reloaded, with 2 other widgets of its extension")
        #expect(done.date == nil)
        #expect(words(.policy, .done(batch: 2, batchSize: 1), counted: true).usedBudget)
        #expect(words(.policy, .done(batch: 2, batchSize: 1), counted: true).outcome == "Reloaded")

        let held = words(.widgetCenter(appInForeground: false), .deferred(until: date, cause: .minimumInterval), counted: true)
        #expect(held.reason == "Its app asked (WidgetCenter, in the background)")
        #expect(held.outcome == "Held back by the minimum interval between counted reloads until")
        #expect(held.date == date)

        let failed = words(.manual, .failed(error: "the extension crashed", batch: 4, retryAt: date))
        #expect(failed.outcome == "Failed: the extension crashed. Retrying")
        #expect(failed.date == date)
        #expect(words(.intentPerformed, .skippedInvisible).outcome == "Waiting until the widget can be seen")
        #expect(words(.configurationChanged, .coalesced(into: date)).outcome == "Joined the reload planned")

        // Words this version does not know are shown as stored.
        let unknown = LedgerWords(LedgerRecord(time: Date(), instanceID: "w", reason: "future", counted: false, budgetLeft: 1, outcome: "teleported"))
        #expect(unknown.reason == "future" && unknown.outcome == "teleported")
    }
}
