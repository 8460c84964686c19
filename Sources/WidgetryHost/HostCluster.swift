import Foundation
import Logging
import Synchronization
import WidgetryScheduler
import WidgetryStore

/// This host among the others on one ``SharedStore``: its id, the widgets it holds the lease
/// of (only those are in its scheduler), and the messages it sends the others, batched into
/// notifications in the order sent.
final class HostCluster: Sendable {
    /// A new UUID each time the host starts: a restarted host is a new member.
    let hostID = UUID().uuidString.lowercased()
    let store: any SharedStore
    /// The longest a widget waits for another host when its host dies, in seconds: the
    /// heartbeat lasts three quarters of it and is renewed every quarter, so a dead host's
    /// heartbeat expires at most ¾ after its last renewal and the others claim its widgets
    /// within the next quarter.
    let leaseDuration: Double
    var heartbeat: Double { leaseDuration * 3 / 4 }
    var renewalInterval: Double { leaseDuration / 4 }
    /// How often the watchdog looks whether the heartbeat is about to lapse unrenewed.
    var watchInterval: Double { leaseDuration / 8 }
    let logger: Logger
    private let state = Mutex(State())
    private let outbox = Mutex(Outbox())

    private struct State {
        var held: Set<String> = []
        /// When the leases were last renewed (a monotonic clock: the host's own may be virtual).
        var renewedAt: ContinuousClock.Instant?
        var listening: Task<Void, Never>?
    }

    private struct Outbox {
        var messages: [ClusterMessage] = []
        var sending = false
    }

    init(store: any SharedStore, leaseDuration: Double, logger: Logger) {
        self.store = store
        self.leaseDuration = leaseDuration
        self.logger = logger
    }

    func holds(_ instanceID: String) -> Bool { state.withLock { $0.held.contains(instanceID) } }

    var held: Set<String> { state.withLock { $0.held } }

    /// Records what a renewal found; returns what was held before.
    func replaceHeld(_ held: Set<String>, renewedAt: ContinuousClock.Instant) -> Set<String> {
        state.withLock {
            let before = $0.held
            $0.held = held
            $0.renewedAt = renewedAt
            return before
        }
    }

    func hold(_ instanceID: String) { _ = state.withLock { $0.held.insert(instanceID) } }
    func forget(_ instanceID: String) { _ = state.withLock { $0.held.remove(instanceID) } }

    /// Whether the heartbeat may expire before the watchdog looks again: the last renewal
    /// began more than a heartbeat less a watch interval ago. Then the widgets may be another
    /// host's by the time it looks.
    func leasesLapsing(now: ContinuousClock.Instant) -> Bool {
        state.withLock { state in state.renewedAt.map { now - $0 >= .seconds(heartbeat - watchInterval) } ?? false }
    }

    // MARK: Messages

    /// Sends `message` to the other hosts (after the ones sent before it).
    func send(_ message: ClusterMessage) {
        let starts = outbox.withLock { outbox in
            outbox.messages.append(message)
            guard !outbox.sending else { return false }
            outbox.sending = true
            return true
        }
        if starts { Task { await self.sendPending() } }
    }

    private func sendPending() async {
        while true {
            let messages = outbox.withLock { outbox in
                let taken = outbox.messages
                outbox.messages.removeAll()
                if taken.isEmpty { outbox.sending = false }
                return taken
            }
            if messages.isEmpty { return }
            do {
                try await store.notify(ClusterEnvelope.payloads(from: hostID, messages))
            } catch {
                logger.error("could not tell the other hosts about \(messages.count) change(s): \(error)")
            }
        }
    }

    /// Listens for the other hosts' messages, handing each to `receive`; returns once listening.
    func startListening(_ receive: @escaping @Sendable (ClusterMessage) async -> Void, gap: @escaping @Sendable () async -> Void) async {
        let notifications = store.notifications()
        let (started, ready) = AsyncStream.makeStream(of: Void.self)
        let hostID = self.hostID
        let logger = self.logger
        let task = Task {
            var connections = 0
            for await notification in notifications {
                switch notification {
                case .listening:
                    connections += 1
                    if connections == 1 { ready.yield(); ready.finish() } else { await gap() }
                case .payload(let payload):
                    guard let envelope = ClusterEnvelope(payload: payload) else {
                        logger.warning("ignored a notification that is not a host's message")
                        continue
                    }
                    guard envelope.host != hostID else { continue }
                    for message in envelope.messages { await receive(message) }
                }
            }
            ready.finish()
        }
        state.withLock { $0.listening = task }
        for await _ in started { break }
    }

    func stopListening() {
        state.withLock { $0.listening?.cancel() }
    }
}

/// What one host tells the others: a change pages should see, or a scheduling request for the
/// widget's lease holder.
enum ClusterMessage: Codable, Hashable, Sendable {
    /// Published on every host's event stream.
    case event(HostEvent)
    /// The holder reloads the widget for `reason` (a configuration changed, a tap performed).
    case reload(instanceID: String, reason: ReloadReason)
    /// The widget was removed: nobody schedules it.
    case unschedule(instanceID: String)
    /// The widget changed family: its holder schedules it anew (keeping its counted reloads).
    case reschedule(instanceID: String)
    case visibility(instanceID: String, isVisible: Bool)
    /// `WidgetCenter.reloadTimelines`: every host asks its own widgets of the extension.
    case widgetCenter(extensionID: String, kind: String?, appInForeground: Bool)
    /// An intent ran from one of the extension's widgets: every host reloads its own widgets of
    /// the extension for `reason`.
    case reloadExtension(extensionID: String, reason: ReloadReason)
    /// The whole home screen was replaced (an import): every host gives its widgets up.
    case homeScreenReplaced
}

/// Messages of one host as notification payloads: JSON, as few payloads as fit the limit.
struct ClusterEnvelope: Codable {
    var host: String
    var messages: [ClusterMessage]

    init(host: String, messages: [ClusterMessage]) {
        self.host = host
        self.messages = messages
    }

    init?(payload: String) {
        guard let envelope = try? JSONDecoder().decode(ClusterEnvelope.self, from: Data(payload.utf8)) else { return nil }
        self = envelope
    }

    static func payloads(from host: String, _ messages: [ClusterMessage]) -> [String] {
        var payloads: [String] = []
        var batch: [ClusterMessage] = []
        func encoded(_ batch: [ClusterMessage]) -> String {
            String(decoding: (try? JSONEncoder().encode(ClusterEnvelope(host: host, messages: batch))) ?? Data(), as: UTF8.self)
        }
        for message in messages {
            if !batch.isEmpty, encoded(batch + [message]).utf8.count > notificationLimit {
                payloads.append(encoded(batch))
                batch.removeAll()
            }
            batch.append(message)
        }
        if !batch.isEmpty { payloads.append(encoded(batch)) }
        // A single message never comes near the limit: ids, kinds and reasons only.
        return payloads.filter { $0.utf8.count <= notificationLimit }
    }
}
