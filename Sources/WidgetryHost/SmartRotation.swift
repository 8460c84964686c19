import Foundation
import WidgetryWire

/// How a Smart Stack picks the widget on top, as Apple's does: the member whose current entry
/// says it is most relevant now (`TimelineEntryRelevance`: its score, while its duration lasts;
/// a duration of 0 lasts until the next entry). A tie keeps the widget shown; when no member
/// says anything, the stack keeps what it shows (the first member at first).
public enum SmartRotation {
    /// One member as the rotation sees it.
    public struct Member: Sendable, Hashable {
        public var id: String
        public var name: String
        /// Its current entry's relevance and date, if it has an entry.
        public var relevance: EntryRelevance?
        public var entryDate: Date?

        public init(id: String, name: String, relevance: EntryRelevance?, entryDate: Date?) {
            self.id = id
            self.name = name
            self.relevance = relevance
            self.entryDate = entryDate
        }

        /// The score that holds at `now`, if any.
        func score(at now: Date) -> Double? {
            guard let relevance, let entryDate else { return nil }
            if relevance.duration > 0, now >= entryDate.addingTimeInterval(relevance.duration) { return nil }
            return relevance.score
        }
    }

    /// The member on top at `now`, why, and the scores that held.
    public static func top(of members: [Member], at now: Date, shown: String?) -> (id: String, reason: String, scores: [String: Double]) {
        precondition(!members.isEmpty, "a stack has members")
        var scores: [String: Double] = [:]
        for member in members { if let score = member.score(at: now) { scores[member.id] = score } }
        let kept = members.first { $0.id == shown } ?? members[0]
        guard let best = scores.values.max(), best > 0 else {
            return (kept.id, "No widget in the stack says it is relevant now, so it keeps showing “\(kept.name)”.", scores)
        }
        let leaders = members.filter { scores[$0.id] == best }
        let top = leaders.first { $0.id == kept.id } ?? leaders[0]
        let others = members.filter { $0.id != top.id }.map { "“\($0.name)” \(format(scores[$0.id]))" }
        let reason = "“\(top.name)” is the most relevant now (\(format(best)))" + (others.isEmpty ? "." : "; " + others.joined(separator: ", ") + ".")
        return (top.id, reason, scores)
    }

    static func format(_ score: Double?) -> String {
        guard let score else { return "no relevance" }
        return score.formatted(.number.precision(.fractionLength(0...2)))
    }
}
