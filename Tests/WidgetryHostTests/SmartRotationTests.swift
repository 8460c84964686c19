import Foundation
import Testing
import WidgetryHost
import WidgetryWire

/// Which member a Smart Stack shows: the most relevant current entry, while its duration lasts.
@Suite struct SmartRotationTests {
    let start = Date(timeIntervalSince1970: 2_000_000_000)

    func member(_ id: String, _ score: Double?, duration: Double = 0, since: Double = 0) -> SmartRotation.Member {
        SmartRotation.Member(
            id: id, name: id.capitalized, relevance: score.map { EntryRelevance(score: $0, duration: duration) },
            entryDate: start.addingTimeInterval(since))
    }

    @Test func theMostRelevantCurrentEntryIsOnTop() {
        let top = SmartRotation.top(of: [member("clock", 0.2), member("game", 0.9)], at: start, shown: "clock")
        #expect(top.id == "game")
        #expect(top.reason == "“Game” is the most relevant now (0.9); “Clock” 0.2.")
        #expect(top.scores == ["clock": 0.2, "game": 0.9])
    }

    @Test func aScoreHoldsForItsDurationOnly() {
        let members = [member("clock", 0.2), member("game", 0.9, duration: 600)]
        #expect(SmartRotation.top(of: members, at: start.addingTimeInterval(599), shown: nil).id == "game")
        #expect(SmartRotation.top(of: members, at: start.addingTimeInterval(600), shown: "game").id == "clock")
    }

    @Test func aTieOrSilenceKeepsTheWidgetShown() {
        #expect(SmartRotation.top(of: [member("a", 0.5), member("b", 0.5)], at: start, shown: "b").id == "b")
        let silent = SmartRotation.top(of: [member("a", nil), member("b", nil)], at: start, shown: "b")
        #expect(silent.id == "b")
        #expect(silent.reason.hasPrefix("No widget in the stack says it is relevant now"))
        #expect(SmartRotation.top(of: [member("a", 0), member("b", nil)], at: start, shown: nil).id == "a")
    }
}
