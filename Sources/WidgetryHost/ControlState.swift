import Synchronization
import WidgetryWire

/// What the host knows of controls while it runs: each extension's control descriptions (asked
/// when it is registered or rebuilt) and each placed control's last value or failure (asked
/// after placing, configuring, every tap and every `ControlCenter` reload, or when read after it
/// was forgotten: another host sharing the store changed the control).
final class ControlState: Sendable {
    /// A placed control's last answer.
    enum Value: Sendable, Hashable {
        case shown(ControlArchive?)
        case failed(String)
    }

    /// When a control's value was last forgotten: an answer asked for before then may be stale
    /// and is not kept (``keep(_:controlID:askedAt:)``).
    struct Stamp: Sendable, Hashable {
        fileprivate var value: UInt64
    }

    private struct State {
        var descriptions: [String: [ControlDescription]] = [:]
        var values: [String: Value] = [:]
        /// The last forgetting of each control (a number counting them all), and of every one.
        var forgotten: [String: UInt64] = [:]
        var allForgotten: UInt64 = 0
        var forgettings: UInt64 = 0

        func stamp(_ controlID: String) -> Stamp { Stamp(value: max(forgotten[controlID] ?? 0, allForgotten)) }
    }
    private let state = Mutex(State())

    func record(_ descriptions: [ControlDescription], extensionID: String) {
        state.withLock { $0.descriptions[extensionID] = descriptions }
    }

    func descriptions(extensionID: String) -> [ControlDescription]? {
        state.withLock { $0.descriptions[extensionID] }
    }

    /// Taken before asking for a control's value, and given to ``keep(_:controlID:askedAt:)``.
    func stamp(controlID: String) -> Stamp {
        state.withLock { $0.stamp(controlID) }
    }

    /// Keeps the answer asked for at `stamp`, unless the control was forgotten since.
    func keep(_ value: Value, controlID: String, askedAt stamp: Stamp) {
        state.withLock { state in
            guard state.stamp(controlID) == stamp else { return }
            state.values[controlID] = value
        }
    }

    func value(controlID: String) -> Value? {
        state.withLock { $0.values[controlID] }
    }

    /// Drops the control's value: it is asked for again when read.
    func forget(controlID: String) {
        state.withLock { state in
            state.forgettings += 1
            state.forgotten[controlID] = state.forgettings
            state.values.removeValue(forKey: controlID)
        }
    }

    /// Drops every control's value (another host's changes may have been missed).
    func forgetAll() {
        state.withLock { state in
            state.forgettings += 1
            state.allForgotten = state.forgettings
            state.forgotten = [:]
            state.values = [:]
        }
    }
}
