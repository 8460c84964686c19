import Foundation

/// What `SCNetworkReachabilityGetFlags` says of a target, as Apple's
/// `SCNetworkReachabilityFlags`: `.reachable` when the host has a usable path to it; a loopback
/// target is also `.isLocalAddress` and `.isDirect`, and a target reached over a cellular
/// interface `.isWWAN`. A Linux host never dials on demand, so the connection-on-traffic,
/// on-demand and intervention flags are never set.
public struct SCNetworkReachabilityFlags: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Reachable over a connection that is set up for the purpose (a PPP link).
    public static let transientConnection = SCNetworkReachabilityFlags(rawValue: 1 << 0)
    /// Reachable with the current configuration.
    public static let reachable = SCNetworkReachabilityFlags(rawValue: 1 << 1)
    /// Reachable, but a connection must be made first.
    public static let connectionRequired = SCNetworkReachabilityFlags(rawValue: 1 << 2)
    /// A connection would be made by traffic to the target.
    public static let connectionOnTraffic = SCNetworkReachabilityFlags(rawValue: 1 << 3)
    /// The user must act (a password) before the connection is made.
    public static let interventionRequired = SCNetworkReachabilityFlags(rawValue: 1 << 4)
    /// A connection would be made on demand (`CFSocketStream`).
    public static let connectionOnDemand = SCNetworkReachabilityFlags(rawValue: 1 << 5)
    /// The target is an address of this host.
    public static let isLocalAddress = SCNetworkReachabilityFlags(rawValue: 1 << 16)
    /// Traffic to the target does not go through a gateway.
    public static let isDirect = SCNetworkReachabilityFlags(rawValue: 1 << 17)
    /// Reachable over a cellular interface.
    public static let isWWAN = SCNetworkReachabilityFlags(rawValue: 1 << 18)
    /// Apple's other name of `.connectionOnTraffic`.
    public static let connectionAutomatic = connectionOnTraffic
}
