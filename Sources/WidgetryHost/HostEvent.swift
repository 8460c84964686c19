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
}

/// Fans host events out to every subscriber, in the order they happen.
final class HostEventHub: Sendable {
    private let subscribers = Mutex<[UInt64: AsyncStream<HostEvent>.Continuation]>([:])
    private let nextID = Atomic<UInt64>(0)

    func publish(_ event: HostEvent) {
        for continuation in subscribers.withLock({ Array($0.values) }) { continuation.yield(event) }
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
