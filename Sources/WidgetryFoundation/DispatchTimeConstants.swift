// Dispatch's time constants, which Apple's Swift imports from C (`NSEC_PER_SEC`, …) and Linux's
// Dispatch does not export: `Task.sleep(nanoseconds: 2 * NSEC_PER_SEC)`,
// `.now() + .milliseconds(Int(delay * Double(MSEC_PER_SEC)))`. Their type is Apple's, `UInt64`.

/// Nanoseconds in a second.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds in a microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds in a second.
public let USEC_PER_SEC: UInt64 = 1_000_000
/// Milliseconds in a second.
public let MSEC_PER_SEC: UInt64 = 1_000
