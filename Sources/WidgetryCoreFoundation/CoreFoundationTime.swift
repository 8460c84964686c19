import Foundation

// CoreFoundation's clock, which Apple's Foundation re-exports (`CFAbsoluteTimeGetCurrent()` to
// time a piece of work). Linux's Foundation keeps its CoreFoundation module to itself.

/// A span of time in seconds, as CoreFoundation's API takes it.
public typealias CFTimeInterval = Double

/// A point in time as seconds since 1 January 2001, 00:00:00 UTC (`Date`'s reference date).
public typealias CFAbsoluteTime = CFTimeInterval

/// The seconds from 1970 to 2001 (`Date.timeIntervalBetween1970AndReferenceDate`).
public var kCFAbsoluteTimeIntervalSince1970: CFTimeInterval { 978_307_200 }

/// The seconds from 1904 to 2001.
public var kCFAbsoluteTimeIntervalSince1904: CFTimeInterval { 3_061_152_000 }

/// The current time as seconds since the reference date: the host's wall clock, as
/// `Date().timeIntervalSinceReferenceDate`, so `CFAbsoluteTimeGetCurrent() - start` measures
/// elapsed time.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
    Date().timeIntervalSinceReferenceDate
}
