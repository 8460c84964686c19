import Synchronization
import WidgetryWire

/// What the host knows of controls while it runs: each extension's control descriptions (asked
/// when it is registered or rebuilt) and each placed control's last value or failure (asked
/// after placing, configuring, every tap and every `ControlCenter` reload).
final class ControlState: Sendable {
    /// A placed control's last answer.
    enum Value: Sendable, Hashable {
        case shown(ControlArchive?)
        case failed(String)
    }

    private struct State {
        var descriptions: [String: [ControlDescription]] = [:]
        var values: [String: Value] = [:]
    }
    private let state = Mutex(State())

    func record(_ descriptions: [ControlDescription], extensionID: String) {
        state.withLock { $0.descriptions[extensionID] = descriptions }
    }

    func descriptions(extensionID: String) -> [ControlDescription]? {
        state.withLock { $0.descriptions[extensionID] }
    }

    func keep(_ value: Value, controlID: String) {
        state.withLock { $0.values[controlID] = value }
    }

    func value(controlID: String) -> Value? {
        state.withLock { $0.values[controlID] }
    }

    func forget(controlID: String) {
        _ = state.withLock { $0.values.removeValue(forKey: controlID) }
    }
}
