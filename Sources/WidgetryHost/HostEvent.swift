import Synchronization

/// What changed in the host, for pages that show it live (server-sent events).
public enum HostEvent: Codable, Hashable, Sendable {
    /// A placed widget shows something new: an entry date passed, a reload landed, its
    /// configuration changed, or it needs configuration.
    case widgetChanged(instanceID: String)
    /// Widgets were placed, removed or reordered.
    case layoutChanged
    /// A reload decision about the widget was recorded (the inspector's history).
    case decision(instanceID: String)
    /// An app called `invalidateConfigurationRecommendations()`.
    case recommendationsChanged(extensionID: String)
    /// The extension was rebuilt: its widgets, previews and placeholders may have changed.
    case extensionChanged(extensionID: String)
    /// A person tapped a link of one of the extension's widgets that only its app can open.
    case urlOpened(extensionID: String)
    /// A placed control was placed, configured, removed, or shows a new value.
    case controlChanged(controlID: String)
    /// A Live Activity started, changed, went stale, ended or was dismissed.
    case activityChanged(activityID: String)
}

/// Fans host events out to every subscriber, in the order they happen, and numbers what each
/// placed widget shows (its display version) as the events say it changed.
final class HostEventHub: Sendable {
    private let subscribers = Mutex<[UInt64: AsyncStream<HostEvent>.Continuation]>([:])
    private let nextID = Atomic<UInt64>(0)
    private let versions = Mutex(DisplayVersions())
    /// Sends what happens here to the other hosts on a shared store.
    private let forwarding = Mutex<(@Sendable (HostEvent) -> Void)?>(nil)

    /// The version of what each widget shows: bumped whenever it may show something else.
    private struct DisplayVersions {
        var byInstance: [String: UInt64] = [:]
        /// Every widget's version is at least this: an extension changed, which may change any.
        var floor: UInt64 = 0
        var last: UInt64 = 0

        mutating func bump(_ instanceID: String?) {
            last += 1
            if let instanceID { byInstance[instanceID] = last } else { floor = last; byInstance = [:] }
        }
    }

    /// Sends every event published here from now on (not those from elsewhere) to `send` too.
    func forward(_ send: @escaping @Sendable (HostEvent) -> Void) {
        forwarding.withLock { $0 = send }
    }

    /// Publishes `event`; `forwarding` it to the other hosts unless it came from one.
    func publish(_ event: HostEvent, forwarding forwards: Bool = true) {
        if forwards, let send = forwarding.withLock({ $0 }) { send(event) }
        switch event {
        case .widgetChanged(let id): versions.withLock { $0.bump(id) }
        case .extensionChanged: versions.withLock { $0.bump(nil) }
        default: break
        }
        for continuation in subscribers.withLock({ Array($0.values) }) { continuation.yield(event) }
    }

    /// Anything may have changed (notifications from other hosts were missed): nothing rendered
    /// before is served again.
    func invalidateAll() {
        versions.withLock { $0.bump(nil) }
    }

    /// A widget was removed: what was rendered of it must not be served again.
    func invalidate(_ instanceID: String) {
        versions.withLock { $0.bump(instanceID) }
    }

    func displayVersion(_ instanceID: String) -> UInt64 {
        versions.withLock { max($0.byInstance[instanceID] ?? 0, $0.floor) }
    }

    func subscribe() -> AsyncStream<HostEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: HostEvent.self, bufferingPolicy: .bufferingNewest(1_000))
        let id = nextID.add(1, ordering: .relaxed).newValue
        continuation.onTermination = { [weak self] _ in _ = self?.subscribers.withLock { $0.removeValue(forKey: id) } }
        subscribers.withLock { $0[id] = continuation }
        return stream
    }

    func finish() {
        for continuation in subscribers.withLock({ Array($0.values) }) { continuation.finish() }
    }
}
