import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An IPv4 address, as Apple's Network's `IPv4Address`: parsed from its dotted text, kept as
/// its four bytes in network order.
public struct IPv4Address: IPAddress, Hashable, CustomDebugStringConvertible, Sendable {
    public let rawValue: Data
    public let interface: NWInterface?

    /// The address `0.0.0.0`.
    public static let any = IPv4Address(bytes: [0, 0, 0, 0])
    /// The address `255.255.255.255`.
    public static let broadcast = IPv4Address(bytes: [255, 255, 255, 255])
    /// The address `127.0.0.1`.
    public static let loopback = IPv4Address(bytes: [127, 0, 0, 1])
    /// The multicast group of all hosts, `224.0.0.1`.
    public static let allHostsGroup = IPv4Address(bytes: [224, 0, 0, 1])
    /// The multicast group of all routers, `224.0.0.2`.
    public static let allRoutersGroup = IPv4Address(bytes: [224, 0, 0, 2])
    /// The multicast group of IGMPv3 reports, `224.0.0.22`.
    public static let allReportsGroup = IPv4Address(bytes: [224, 0, 0, 22])
    /// The multicast group of multicast DNS, `224.0.0.251`.
    public static let mdnsGroup = IPv4Address(bytes: [224, 0, 0, 251])

    init(bytes: [UInt8], interface: NWInterface? = nil) {
        self.rawValue = Data(bytes)
        self.interface = interface
    }

    /// The address of four bytes in network order; nil for any other count.
    public init?(_ rawValue: Data, _ interface: NWInterface? = nil) {
        guard rawValue.count == 4 else { return nil }
        self.rawValue = Data(rawValue)
        self.interface = interface
    }

    /// The address in dotted decimal (`192.0.2.1`), optionally scoped (`192.0.2.1%eth0`); nil
    /// for text that is not one.
    public init?(_ string: String) {
        guard let (bytes, interface) = AddressText.parse(string, family: AF_INET, byteCount: 4) else { return nil }
        self.init(bytes, interface)
    }

    /// Whether the address is in `127.0.0.0/8`.
    public var isLoopback: Bool { rawValue.first == 127 }
    /// Whether the address is in `169.254.0.0/16`.
    public var isLinkLocal: Bool { rawValue.prefix(2) == Data([169, 254]) }
    /// Whether the address is in `224.0.0.0/4`.
    public var isMulticast: Bool { (rawValue.first ?? 0) & 0xF0 == 0xE0 }

    public var debugDescription: String { AddressText.format(rawValue, family: AF_INET, interface: interface) }
}
