import Foundation

/// Apple's `NWConnection` is not provided: widget code fetches with `URLSession`, which works
/// here; a widget extension has no use for raw connections on iOS either.
@available(*, unavailable, message: "NWConnection is not provided on Linux: fetch with URLSession (see docs/compatibility.md)")
public final class NWConnection { public init() {} }

/// Apple's `NWListener` is not provided: a widget extension cannot accept connections.
@available(*, unavailable, message: "NWListener is not provided on Linux: a widget extension cannot listen for connections")
public final class NWListener { public init() {} }
