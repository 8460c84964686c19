import Foundation

/// The route traffic would take now, as Apple's Network's `NWPath`: whether it is usable, over
/// which interfaces, with which protocols. `NWPathMonitor` makes them from the host's
/// interfaces (`HostNetwork`).
public struct NWPath: Equatable, CustomDebugStringConvertible, Sendable {
    /// Whether the path can be used.
    public enum Status: Hashable, Sendable {
        /// An interface is up with an address: connections can be made.
        case satisfied
        /// No interface can carry traffic.
        case unsatisfied
        /// Not available now, but connecting might make it so (on-demand VPNs; never on a host here).
        case requiresConnection
    }

    /// Why a path is unsatisfied.
    public enum UnsatisfiedReason: Hashable, Sendable {
        /// No interface is up with an address (or the path is satisfied).
        case notAvailable
        case cellularDenied
        case wifiDenied
        case localNetworkDenied
        case vpnInactive
    }

    public let status: Status
    /// Why the path is unsatisfied; `.notAvailable` here whatever the status.
    public let unsatisfiedReason: UnsatisfiedReason
    /// The interfaces the path may use, the one carrying the default route first.
    public let availableInterfaces: [NWInterface]
    /// Whether the path uses a cellular interface (metered).
    public let isExpensive: Bool
    /// Whether the path is in Low Data Mode; a host has none, so false.
    public let isConstrained: Bool
    /// Whether an interface of the path has an IPv4 address.
    public let supportsIPv4: Bool
    /// Whether an interface of the path has a global IPv6 address.
    public let supportsIPv6: Bool
    /// Whether the host has a DNS server configured (`/etc/resolv.conf`).
    public let supportsDNS: Bool
    /// The default routes' gateways (`/proc/net/route`).
    public let gateways: [NWEndpoint]
    /// The local endpoint of a connection's path; nil for a monitor's.
    public let localEndpoint: NWEndpoint?
    /// The remote endpoint of a connection's path; nil for a monitor's.
    public let remoteEndpoint: NWEndpoint?

    /// The interface types traffic goes over: the default route's interface first.
    let usedTypes: [NWInterface.InterfaceType]

    init(
        status: Status, availableInterfaces: [NWInterface], usedTypes: [NWInterface.InterfaceType], supportsIPv4: Bool,
        supportsIPv6: Bool, supportsDNS: Bool, gateways: [NWEndpoint]
    ) {
        self.status = status
        self.unsatisfiedReason = .notAvailable
        self.availableInterfaces = availableInterfaces
        self.usedTypes = usedTypes
        self.isExpensive = usedTypes.first == .cellular
        self.isConstrained = false
        self.supportsIPv4 = supportsIPv4
        self.supportsIPv6 = supportsIPv6
        self.supportsDNS = supportsDNS
        self.gateways = gateways
        self.localEndpoint = nil
        self.remoteEndpoint = nil
    }

    /// Whether traffic on this path goes over an interface of `type` (`path.usesInterfaceType(.wifi)`):
    /// the interface of the default route, else the first available one.
    public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool {
        status == .satisfied && usedTypes.first == type
    }

    public var debugDescription: String {
        let interfaces = availableInterfaces.map(\.name).joined(separator: ", ")
        return "\(status) (\(interfaces.isEmpty ? "no interfaces" : interfaces))"
            + (supportsIPv4 ? ", ipv4" : "") + (supportsIPv6 ? ", ipv6" : "") + (supportsDNS ? ", dns" : "")
            + (isExpensive ? ", expensive" : "")
    }
}
