import Foundation

// The length fields of BSD socket addresses (`sa_len`, `sin_len`, `sin6_len`), which Apple's
// systems have and Linux's `sockaddr` structures do not. Reachability code sets them before
// `SCNetworkReachabilityCreateWithAddress` (`zeroAddress.sa_len = UInt8(MemoryLayout<sockaddr>.size)`);
// Linux knows a socket address's length from its family, so the value set is not kept and the
// length read is the size of the structure.

extension sockaddr {
    /// The size of `sockaddr`; setting it has no effect on Linux.
    public var sa_len: UInt8 {
        get { UInt8(MemoryLayout<sockaddr>.size) }
        set {}
    }
}

extension sockaddr_in {
    /// The size of `sockaddr_in`; setting it has no effect on Linux.
    public var sin_len: UInt8 {
        get { UInt8(MemoryLayout<sockaddr_in>.size) }
        set {}
    }
}

extension sockaddr_in6 {
    /// The size of `sockaddr_in6`; setting it has no effect on Linux.
    public var sin6_len: UInt8 {
        get { UInt8(MemoryLayout<sockaddr_in6>.size) }
        set {}
    }
}
