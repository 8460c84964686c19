import Dispatch

/// A serial dispatch queue, as Apple's `DispatchSerialQueue` (macOS 14, iOS 17) is: made with
/// `DispatchSerialQueue(label:qos:autoreleaseFrequency:target:)`, used wherever a
/// `DispatchQueue` is, and an actor's executor:
///
/// ```swift
/// actor ImageCache {
///     private let queue = DispatchSerialQueue(label: "cache")
///     nonisolated var unownedExecutor: UnownedSerialExecutor { queue.asUnownedSerialExecutor() }
/// }
/// ```
///
/// Linux's Dispatch has no such type, and its `DispatchQueue` cannot be subclassed outside
/// Dispatch: here it is the `DispatchQueue` a label makes (serial unless `.concurrent` is asked
/// for), and `DispatchQueue` is a `SerialExecutor`.
public typealias DispatchSerialQueue = DispatchQueue

/// The serial queue's class by its Objective-C name, as code written before `DispatchSerialQueue`
/// names it (`OS_dispatch_queue_serial(label:)`).
public typealias OS_dispatch_queue_serial = DispatchSerialQueue

extension DispatchQueue: @retroactive SerialExecutor {
    /// Runs `job` on the queue, after the work queued before it.
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedSerialExecutor()
        async { job.runSynchronously(on: executor) }
    }

    public func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }
}
