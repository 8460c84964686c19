/// The asynchronous sequences ActivityKit's types offer (`activityUpdates`, `pushTokenUpdates`,
/// `contentUpdates`, …): each iteration sees the values sent after it started, and ends when its
/// task is cancelled, as Apple's do.
public struct ActivityUpdateSequence<Element>: AsyncSequence {
    /// Makes each iteration's stream; nil: nothing is ever sent.
    let makeStream: (@Sendable () -> AsyncStream<Element>)?

    init(_ makeStream: @escaping @Sendable () -> AsyncStream<Element>) { self.makeStream = makeStream }

    /// A sequence that never yields (its iterations end when their task is cancelled).
    static var never: Self { Self(makeStream: nil) }

    private init(makeStream: (@Sendable () -> AsyncStream<Element>)?) { self.makeStream = makeStream }

    public struct AsyncIterator: AsyncIteratorProtocol {
        var iterator: AsyncStream<Element>.Iterator

        public mutating func next() async -> Element? { await iterator.next() }
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(iterator: (makeStream?() ?? AsyncStream { _ in }).makeAsyncIterator())
    }
}

extension ActivityUpdateSequence: Sendable {}

/// The listeners of one kind of update: each `sequence` iteration is a listener until it ends.
/// (A lock, not a `Mutex`: the elements are the author's types, which need not be `Sendable`.)
final class UpdateBroadcast<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var listeners: [Int: AsyncStream<Element>.Continuation] = [:]
    private var nextID = 0
    /// Whether an iteration starts with the last value (a push token: an iteration that starts
    /// after the token was issued still gets it).
    private let replaysLatest: Bool
    private var latest: Element?

    init(replaysLatest: Bool = false) { self.replaysLatest = replaysLatest }

    /// A sequence of the values `send` gives from now on (after the latest, if it replays it).
    var sequence: ActivityUpdateSequence<Element> {
        ActivityUpdateSequence { [self] in stream() }
    }

    /// One iteration's stream.
    func stream() -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream<Element>.makeStream()
        let (id, first) = lock.withLock {
            nextID += 1
            listeners[nextID] = continuation
            return (nextID, replaysLatest ? latest : nil)
        }
        continuation.onTermination = { [weak self] _ in
            guard let self else { return }
            _ = lock.withLock { listeners.removeValue(forKey: id) }
        }
        if let first {
            nonisolated(unsafe) let first = first
            continuation.yield(first)
        }
        return stream
    }

    /// The value a replaying broadcast starts its iterations with, without sending it.
    func remember(_ value: Element) {
        lock.withLock { latest = value }
    }

    func send(_ value: Element) {
        let continuations = lock.withLock {
            if replaysLatest { latest = value }
            return Array(listeners.values)
        }
        for continuation in continuations {
            // Each listener gets the same value; the sender keeps no other reference to it.
            nonisolated(unsafe) let shared = value
            continuation.yield(shared)
        }
    }
}
