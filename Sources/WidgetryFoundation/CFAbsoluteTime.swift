import Foundation

// CoreFoundation's clock, which Apple's Foundation re-exports (`CFAbsoluteTimeGetCurrent()` to
// time a piece of work). Linux's Foundation does not re-export its CoreFoundation module.

/// A span of time in seconds, as CoreFoundation's API takes it.
public typealias CFTimeInterval = Double

/// A point in time as seconds since 1 January 2001, 00:00:00 UTC (`Date`'s reference date).
public typealias CFAbsoluteTime = CFTimeInterval

/// The current time as seconds since the reference date: the host's wall clock, as
/// `Date().timeIntervalSinceReferenceDate`.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
    Date().timeIntervalSinceReferenceDate
}
