import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A network interface of the host, as Apple's Network's `NWInterface`: its name (`eth0`),
/// index and kind.
public struct NWInterface: Hashable, CustomDebugStringConvertible, Sendable {
    /// The kinds of interface a path can use.
    public enum InterfaceType: Hashable, Sendable {
        /// Virtual or otherwise unclassified: bridges, tunnels, VPNs.
        case other
        /// Wi-Fi (a wireless LAN interface).
        case wifi
        /// A cellular modem (`wwan*`, `rmnet*`).
        case cellular
        /// Ethernet: the host's wired interfaces, and a container's virtual Ethernet that carries
        /// its default route.
        case wiredEthernet
        /// The loopback interface.
        case loopback
    }

    public let type: InterfaceType
    public let name: String
    public let index: Int

    init(type: InterfaceType, name: String, index: Int) {
        self.type = type
        self.name = name
        self.index = index
    }

    public var debugDescription: String { name }

    /// The host's interface called `name` (or with that index), as the host sees it now.
    static func named(_ name: String) -> NWInterface? {
        let snapshot = HostNetwork.snapshot()
        if let index = Int(name) { return snapshot.interfaces.first { $0.interface.index == index }?.interface }
        return snapshot.interfaces.first { $0.interface.name == name }?.interface
    }
}
