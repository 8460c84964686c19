import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A lock with the state it protects, as Apple's `os` `OSAllocatedUnfairLock`: `withLock` runs a
/// closure with exclusive access to the state. Copies share one lock and state (it is a
/// reference, as Apple's heap-allocated one is). Here the lock is a `pthread_mutex`; like an
/// unfair lock it is not recursive, and it must be unlocked by the thread that locked it.
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    private let storage: Storage<State>

    /// Whether the calling thread owns the lock, for `precondition(_:)`.
    public enum Ownership: Hashable, Sendable {
        case owner
        case notOwner
    }

    /// A lock protecting `initialState`.
    public init(initialState: State) where State: Sendable {
        storage = Storage(initialState)
    }

    /// A lock protecting a non-`Sendable` state, which the caller vouches for.
    public init(uncheckedState initialState: State) {
        storage = Storage(initialState)
    }

    /// Runs `body` with exclusive access to the state.
    public func withLock<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R {
        try withLockUnchecked(body)
    }

    /// Runs `body` with exclusive access to the state, without checking sendability.
    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
        storage.lock()
        defer { storage.unlock() }
        return try body(&storage.state)
    }

    /// Runs `body` with the state if the lock is free now; nil when another thread holds it.
    public func withLockIfAvailable<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R? {
        try withLockIfAvailableUnchecked(body)
    }

    /// `withLockIfAvailable` without checking sendability.
    public func withLockIfAvailableUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R? {
        guard storage.tryLock() else { return nil }
        defer { storage.unlock() }
        return try body(&storage.state)
    }

    /// Stops unless the calling thread's ownership of the lock is as stated.
    public func precondition(_ condition: Ownership) {
        Swift.precondition(storage.isOwnedByCurrentThread == (condition == .owner), "OSAllocatedUnfairLock ownership is not \(condition)")
    }
}

extension OSAllocatedUnfairLock where State == () {
    /// A lock without state.
    public init() {
        storage = Storage(())
    }

    /// Takes the lock; the same thread must `unlock()` it.
    public func lock() { storage.lock() }

    /// Releases the lock.
    public func unlock() { storage.unlock() }

    /// Takes the lock if it is free now.
    public func lockIfAvailable() -> Bool { storage.tryLock() }

    /// Runs `body` holding the lock.
    public func withLock<R: Sendable>(_ body: @Sendable () throws -> R) rethrows -> R {
        try withLockUnchecked(body)
    }

    /// Runs `body` holding the lock, without checking sendability.
    public func withLockUnchecked<R>(_ body: () throws -> R) rethrows -> R {
        storage.lock()
        defer { storage.unlock() }
        return try body()
    }
}

/// The lock's memory: a mutex at a stable address, the state and the owning thread.
private final class Storage<State>: @unchecked Sendable {
    var state: State
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var owner: pthread_t?

    init(_ state: State) {
        self.state = state
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func lock() {
        pthread_mutex_lock(mutex)
        owner = pthread_self()
    }

    func tryLock() -> Bool {
        guard pthread_mutex_trylock(mutex) == 0 else { return false }
        owner = pthread_self()
        return true
    }

    func unlock() {
        owner = nil
        pthread_mutex_unlock(mutex)
    }

    var isOwnedByCurrentThread: Bool {
        guard let owner else { return false }
        return pthread_equal(owner, pthread_self()) != 0
    }
}
