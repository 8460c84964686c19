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

    /// A sequence of the values `send` gives from now on.
    var sequence: ActivityUpdateSequence<Element> {
        ActivityUpdateSequence { [self] in
            let (stream, continuation) = AsyncStream<Element>.makeStream()
            let id = lock.withLock {
                nextID += 1
                listeners[nextID] = continuation
                return nextID
            }
            continuation.onTermination = { [weak self] _ in
                guard let self else { return }
                _ = lock.withLock { listeners.removeValue(forKey: id) }
            }
            return stream
        }
    }

    func send(_ value: Element) {
        for continuation in lock.withLock({ Array(listeners.values) }) {
            // Each listener gets the same value; the sender keeps no other reference to it.
            nonisolated(unsafe) let shared = value
            continuation.yield(shared)
        }
    }
}
