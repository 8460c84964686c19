import Foundation

/// Watches the host's connectivity, as Apple's Network's `NWPathMonitor`: after `start(queue:)`
/// its `pathUpdateHandler` receives the current path on that queue at once, then each time it
/// changes, until `cancel()`.
///
/// The path is made from the host's interfaces as the kernel reports them (`getifaddrs`,
/// `/sys/class/net`, `/proc/net/route`): satisfied while an interface (not loopback, unless that is
/// the type required) is up with an address beyond link-local ones. The monitor looks again
/// every two seconds and reports only changes; a cancelled monitor stops looking and cannot be
/// started again, as on Apple's systems.
public final class NWPathMonitor: @unchecked Sendable {
    /// How often the host's interfaces are read again while a monitor runs.
    static let pollInterval: DispatchTimeInterval = .seconds(2)

    private let requiredInterfaceType: NWInterface.InterfaceType?
    private let prohibitedInterfaceTypes: [NWInterface.InterfaceType]
    private let lock = NSLock()
    private var handler: (@Sendable (NWPath) -> Void)?
    private var deliveryQueue: DispatchQueue?
    private var timer: DispatchSourceTimer?
    private var lastPath: NWPath?
    private var isCancelled = false

    /// A monitor of every interface type but loopback.
    public init() {
        requiredInterfaceType = nil
        prohibitedInterfaceTypes = []
    }

    /// A monitor of interfaces of one type only (`NWPathMonitor(requiredInterfaceType: .wifi)`).
    public init(requiredInterfaceType: NWInterface.InterfaceType) {
        self.requiredInterfaceType = requiredInterfaceType
        prohibitedInterfaceTypes = []
    }

    /// A monitor of every interface type but these (and loopback).
    public init(prohibitedInterfaceTypes: [NWInterface.InterfaceType]) {
        requiredInterfaceType = nil
        self.prohibitedInterfaceTypes = prohibitedInterfaceTypes
    }

    deinit { timer?.cancel() }

    /// Called on the monitor's queue with the path when the monitor starts and each time it
    /// changes.
    @preconcurrency public var pathUpdateHandler: (@Sendable (_ newPath: NWPath) -> Void)? {
        get { lock.withLock { handler } }
        set { lock.withLock { handler = newValue } }
    }

    /// The path as last seen (read from the host now when the monitor has not started).
    public var currentPath: NWPath {
        lock.withLock { lastPath } ?? evaluate()
    }

    /// The queue handlers are called on, once started.
    public var queue: DispatchQueue? { lock.withLock { deliveryQueue } }

    /// Starts watching, calling `pathUpdateHandler` on `queue`. A second start, or a start after
    /// `cancel()`, does nothing.
    public func start(queue: DispatchQueue) {
        // A dispatch source released before it is resumed crashes: make it only once started.
        let timer = lock.withLock { () -> DispatchSourceTimer? in
            guard deliveryQueue == nil, !isCancelled else { return nil }
            deliveryQueue = queue
            let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "NWPathMonitor"))
            self.timer = timer
            return timer
        }
        guard let timer else { return }
        timer.setEventHandler { [weak self] in self?.look() }
        timer.schedule(deadline: .now(), repeating: Self.pollInterval, leeway: .milliseconds(250))
        timer.resume()
    }

    /// Stops watching: the handler is not called again.
    public func cancel() {
        let timer = lock.withLock { () -> DispatchSourceTimer? in
            isCancelled = true
            defer { self.timer = nil }
            return self.timer
        }
        timer?.cancel()
    }

    /// Reads the host's path and reports it if it changed.
    private func look() {
        let path = evaluate()
        let delivery = lock.withLock { () -> (DispatchQueue, (@Sendable (NWPath) -> Void)?)? in
            guard !isCancelled, path != lastPath, let deliveryQueue else { return nil }
            lastPath = path
            return (deliveryQueue, handler)
        }
        guard let (queue, _) = delivery else { return }
        queue.async { [weak self] in
            guard let self else { return }
            let handler = self.lock.withLock { self.isCancelled ? nil : self.handler }
            handler?(path)
        }
    }

    private func evaluate() -> NWPath {
        HostNetwork.snapshot().path(required: requiredInterfaceType, prohibited: prohibitedInterfaceTypes)
    }
}

extension NWPathMonitor: AsyncSequence {
    public typealias Element = NWPath

    /// Paths as they change, the current one first (`for await path in NWPathMonitor()`); each
    /// iteration watches with a monitor of its own, cancelled when the iteration ends.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var paths: AsyncStream<NWPath>.Iterator

        public mutating func next() async -> NWPath? { await paths.next() }
    }

    public func makeAsyncIterator() -> AsyncIterator {
        let watcher =
            requiredInterfaceType.map { NWPathMonitor(requiredInterfaceType: $0) }
            ?? NWPathMonitor(prohibitedInterfaceTypes: prohibitedInterfaceTypes)
        let paths = AsyncStream<NWPath> { continuation in
            watcher.pathUpdateHandler = { continuation.yield($0) }
            continuation.onTermination = { _ in watcher.cancel() }
            watcher.start(queue: DispatchQueue(label: "NWPathMonitor.paths"))
        }
        return AsyncIterator(paths: paths.makeAsyncIterator())
    }
}
