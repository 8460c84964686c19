// The C unfair lock, declared unavailable with the reason and Apple's own answer.

@available(*, unavailable, message: "os_unfair_lock needs a stable address Swift does not promise: use OSAllocatedUnfairLock (import os)")
public struct os_unfair_lock { public init() {} }

@available(*, unavailable, message: "os_unfair_lock needs a stable address Swift does not promise: use OSAllocatedUnfairLock (import os)")
public func os_unfair_lock_lock(_ lock: UnsafeMutableRawPointer) {}

@available(*, unavailable, message: "os_unfair_lock needs a stable address Swift does not promise: use OSAllocatedUnfairLock (import os)")
public func os_unfair_lock_unlock(_ lock: UnsafeMutableRawPointer) {}
