import Foundation
import WidgetryWire

/// Extensions that could not be started: one that exits at once, never answers, or writes what
/// is not the protocol does not keep the host (or the other extensions) from coming up. It is
/// reported, kept down with the supervisor's backoff, and tried again until it comes up.
extension WidgetHost {
    /// An extension registered with the host that could not be started yet.
    public struct UnavailableExtension: Sendable, Hashable {
        public var id: String
        public var name: String
        /// The executable.
        public var path: String
        /// Why the last attempt failed, in words.
        public var reason: String
        /// When it was first found unavailable.
        public var since: Date
    }

    /// Registers extension executables and asks each for its widgets, all at once (the host's
    /// order is this list's). One that cannot be started does not stop the others: it is logged,
    /// listed by ``unavailableExtensions``, kept down with the supervisor's backoff (doubling
    /// from ``ExtensionSupervisor/Configuration/initialBackoff`` up to its maximum, as after a
    /// crash), and tried again by the host's loop (``run()``) until it comes up; then its
    /// placed widgets are scheduled as after a restart and pages are told
    /// (`extensionChanged`). A rebuilt executable is tried at once.
    ///
    /// - Returns: the extensions that could not be started.
    @discardableResult
    public func addExtensions(executables: [(id: String, url: URL)]) async -> [UnavailableExtension] {
        registry.reserve(executables.map(\.id))
        await withDiscardingTaskGroup { group in
            for (id, url) in executables {
                group.addTask {
                    do throws(HostError) {
                        try await self.addExtension(id: id, executable: url)
                    } catch {
                        self.registry.markUnavailable(
                            ExtensionRegistry.Unavailable(
                                description: UnavailableExtension(
                                    id: id, name: url.lastPathComponent, path: url.path, reason: error.description, since: Date()),
                                launcher: .executable(url), built: ExtensionRegistry.modificationDate(url.path)))
                        self.logger.error(
                            "extension \(id) could not be started: \(error). The host runs without it and tries again with backoff.")
                    }
                }
            }
        }
        return unavailableExtensions
    }

    /// The registered extensions that could not be started, in registration order.
    public var unavailableExtensions: [UnavailableExtension] { registry.unavailable }

    /// Tries each unavailable extension again, each on its own (one that hangs until the time
    /// limit holds up no other), every second; an attempt during the supervisor's backoff fails
    /// at once without starting anything. Returns when the task is cancelled.
    func keepTryingUnavailableExtensions() async {
        await withDiscardingTaskGroup { group in
            while !Task.isCancelled {
                for entry in registry.unavailableToTry() {
                    group.addTask { await self.tryAgain(entry) }
                }
                try? await Task.sleep(for: .seconds(1))
            }
        }
    }

    private func tryAgain(_ entry: ExtensionRegistry.Unavailable) async {
        var entry = entry
        let id = entry.description.id
        let built = ExtensionRegistry.modificationDate(entry.description.path)
        if built != entry.built {
            // Rebuilt since the last attempt: the new build is started now, whatever the backoff.
            await supervisor.restart(id)
            entry.built = built
        }
        do {
            try await addExtension(id: id, name: entry.description.name, path: entry.description.path, launcher: entry.launcher)
        } catch .extensionBackingOff {
            registry.markUnavailable(entry)
            return
        } catch {
            entry.description.reason = error.description
            registry.markUnavailable(entry)
            return
        }
        // Up: its widgets are scheduled as after a restart (on a shared store, those this host holds).
        let placed = (try? await store.instances(extensionID: id)) ?? []
        await restore(placed.filter { owns($0.id) })
        logger.info("extension \(id) started after being unavailable since \(entry.description.since.formatted(.iso8601))")
        hub.publish(.extensionChanged(extensionID: id))
    }
}
