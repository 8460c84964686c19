import Foundation
import Synchronization

/// The registered extensions in registration order, with the modification date of each one's
/// executable when it was last described (how the host notices a rebuild).
final class ExtensionRegistry: Sendable {
    private struct State {
        var extensions: [String: WidgetHost.ExtensionInfo] = [:]
        var order: [String] = []
        var built: [String: Date] = [:]
    }
    private let state = Mutex(State())

    /// Adds `info` (or replaces the extension of its id), described from an executable built at `built`.
    func record(_ info: WidgetHost.ExtensionInfo, built: Date?) {
        state.withLock {
            if $0.extensions[info.id] == nil { $0.order.append(info.id) }
            $0.extensions[info.id] = info
            $0.built[info.id] = built
        }
    }

    /// Remembers `date` as the build of extension `id` last seen (a failed start is not retried
    /// until the next build).
    func markBuilt(_ id: String, at date: Date) {
        state.withLock { $0.built[id] = date }
    }

    func info(_ id: String) -> WidgetHost.ExtensionInfo? {
        state.withLock { $0.extensions[id] }
    }

    /// The extensions in registration order.
    var all: [WidgetHost.ExtensionInfo] {
        state.withLock { state in state.order.compactMap { state.extensions[$0] } }
    }

    /// Each extension's executable and the build last described, in registration order.
    var builds: [(id: String, path: String, built: Date?)] {
        state.withLock { state in state.order.compactMap { id in state.extensions[id].map { (id, $0.path, state.built[id]) } } }
    }

    /// The file's modification date, `nil` when it cannot be read.
    static func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}
