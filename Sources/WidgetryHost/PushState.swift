import Foundation
import Synchronization
import WidgetryWire

/// What the host keeps of pushes while it runs: the last pushes its gateway took (the
/// inspector's list, bounded), and what it last told each extension of its push tokens (so that
/// a start and a registration told at once do not tell it twice).
final class PushState: Sendable {
    /// Pushes kept, newest last.
    static let deliveryLimit = 100

    private struct State {
        var deliveries: [WidgetHost.PushDelivery] = []
        /// Extension → the process start and the request it was last told.
        var announced: [String: (start: Int, request: ExtensionRequest)] = [:]
    }
    private let state = Mutex(State())

    func record(_ delivery: WidgetHost.PushDelivery) {
        state.withLock { state in
            state.deliveries.append(delivery)
            if state.deliveries.count > Self.deliveryLimit { state.deliveries.removeFirst(state.deliveries.count - Self.deliveryLimit) }
        }
    }

    var deliveries: [WidgetHost.PushDelivery] { state.withLock { $0.deliveries } }

    /// Claims telling extension `extensionID` (in its process start `start`) `request`: false
    /// when that process was already told exactly this.
    func claimAnnouncement(_ request: ExtensionRequest, extensionID: String, start: Int) -> Bool {
        state.withLock { state in
            if let last = state.announced[extensionID], last.start == start, last.request == request { return false }
            state.announced[extensionID] = (start, request)
            return true
        }
    }

    /// The announcement did not arrive: the next one is sent whatever it says.
    func forgetAnnouncement(extensionID: String) {
        _ = state.withLock { $0.announced.removeValue(forKey: extensionID) }
    }
}
