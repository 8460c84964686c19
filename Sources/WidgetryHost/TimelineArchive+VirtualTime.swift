import Foundation
import WidgetryWire

extension TimelineArchive {
    /// The timeline placed on a virtual clock at `now`, so that no entry the provider dated by
    /// reading its clock lands after the request's virtual time:
    /// - an extension process read the virtual time (``virtualNow``): the dates it read while
    ///   answering (up to ``answeredAt``) become the request's time; dates it computed (a
    ///   midnight) stay exact;
    /// - an extension in the host's process read the real time: every date moves by the
    ///   difference between `now` and its clock's reading when the provider answered.
    func onVirtualTime(now: Double) -> TimelineArchive {
        if let requested = virtualNow {
            let answered = max(answeredAt ?? requested, requested)
            return moved { $0 > requested && $0 <= answered ? requested : $0 }
        }
        let offset = now - (answeredAt ?? Date().timeIntervalSince1970)
        return moved { $0 + offset }
    }

    /// The timeline with every entry date and the `.after` date moved by `move`.
    private func moved(_ move: (Double) -> Double) -> TimelineArchive {
        var moved = self
        for index in moved.entries.indices {
            moved.entries[index].date = move(moved.entries[index].date)
            for variant in moved.entries[index].variants.indices {
                moved.entries[index].variants[variant].entryDate = move(moved.entries[index].variants[variant].entryDate)
            }
        }
        if case .after(let date) = policy { moved.policy = .after(move(date)) }
        return moved
    }
}
