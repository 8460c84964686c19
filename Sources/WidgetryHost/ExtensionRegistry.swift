import Foundation
import Synchronization

/// The registered extensions in registration order, with the modification date of each one's
/// executable when it was last described (how the host notices a rebuild), and those that could
/// not be started, which the host tries again until they come up.
final class ExtensionRegistry: Sendable {
    /// An extension that could not be started, as the host keeps it until it is up.
    struct Unavailable: Sendable {
        var description: WidgetHost.UnavailableExtension
        var launcher: ExtensionLauncher
        /// Its executable's modification date at the last attempt (a rebuild is tried at once).
        var built: Date?
        /// Whether an attempt to start it is under way.
        var trying = false
    }

    private struct State {
        var extensions: [String: WidgetHost.ExtensionInfo] = [:]
        var order: [String] = []
        var built: [String: Date] = [:]
        var unavailable: [String: Unavailable] = [:]
    }
    private let state = Mutex(State())

    /// Adds `info` (or replaces the extension of its id), described from an executable built at
    /// `built`; it is no longer unavailable.
    func record(_ info: WidgetHost.ExtensionInfo, built: Date?) {
        state.withLock {
            if !$0.order.contains(info.id) { $0.order.append(info.id) }
            $0.extensions[info.id] = info
            $0.built[info.id] = built
            $0.unavailable[info.id] = nil
        }
    }

    /// Keeps the places of `ids` in the order, in this order, for extensions described at once
    /// (whichever answers first).
    func reserve(_ ids: [String]) {
        state.withLock { state in
            for id in ids where !state.order.contains(id) { state.order.append(id) }
        }
    }

    /// Records that extension `unavailable` could not be started (or, tried again, still cannot).
    func markUnavailable(_ unavailable: Unavailable) {
        state.withLock { state in
            let id = unavailable.description.id
            guard state.extensions[id] == nil else { return }
            if !state.order.contains(id) { state.order.append(id) }
            var entry = unavailable
            entry.description.since = state.unavailable[id]?.description.since ?? unavailable.description.since
            entry.trying = false
            state.unavailable[id] = entry
        }
    }

    /// The unavailable extensions no attempt is under way for, each marked as being tried.
    func unavailableToTry() -> [Unavailable] {
        state.withLock { state in
            state.order.compactMap { id -> Unavailable? in
                guard let entry = state.unavailable[id], !entry.trying else { return nil }
                state.unavailable[id]?.trying = true
                return entry
            }
        }
    }

    /// The extensions that could not be started, in registration order.
    var unavailable: [WidgetHost.UnavailableExtension] {
        state.withLock { state in state.order.compactMap { state.unavailable[$0]?.description } }
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
