import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An IPv6 address, as Apple's Network's `IPv6Address`: parsed from its text (`2001:db8::1`,
/// `fe80::1%eth0`), kept as its sixteen bytes in network order.
public struct IPv6Address: IPAddress, Hashable, CustomDebugStringConvertible, Sendable {
    public let rawValue: Data
    public let interface: NWInterface?

    /// The address `::`.
    public static let any = IPv6Address(bytes: [UInt8](repeating: 0, count: 16))
    /// The address `::1`.
    public static let loopback = IPv6Address(bytes: [UInt8](repeating: 0, count: 15) + [1])
    /// The multicast group of all nodes on this node, `ff01::1`.
    public static let nodeLocalNodes = IPv6Address(bytes: [0xFF, 0x01] + [UInt8](repeating: 0, count: 13) + [1])
    /// The multicast group of all nodes on the link, `ff02::1`.
    public static let linkLocalNodes = IPv6Address(bytes: [0xFF, 0x02] + [UInt8](repeating: 0, count: 13) + [1])
    /// The multicast group of all routers on the link, `ff02::2`.
    public static let linkLocalRouters = IPv6Address(bytes: [0xFF, 0x02] + [UInt8](repeating: 0, count: 13) + [2])

    /// How far a multicast address reaches.
    public enum Scope: UInt8, Sendable {
        case nodeLocal = 1
        case linkLocal = 2
        case siteLocal = 5
        case organizationLocal = 8
        case global = 14
    }

    init(bytes: [UInt8], interface: NWInterface? = nil) {
        self.rawValue = Data(bytes)
        self.interface = interface
    }

    /// The address of sixteen bytes in network order; nil for any other count.
    public init?(_ rawValue: Data, _ interface: NWInterface? = nil) {
        guard rawValue.count == 16 else { return nil }
        self.rawValue = Data(rawValue)
        self.interface = interface
    }

    /// The address in its text form, optionally scoped (`fe80::1%eth0`); nil for text that is
    /// not one.
    public init?(_ string: String) {
        guard let (bytes, interface) = AddressText.parse(string, family: AF_INET6, byteCount: 16) else { return nil }
        self.init(bytes, interface)
    }

    private var bytes: [UInt8] { [UInt8](rawValue) }

    /// Whether the address is `::`.
    public var isAny: Bool { bytes.allSatisfy { $0 == 0 } }
    /// Whether the address is `::1`.
    public var isLoopback: Bool { self.bytes == IPv6Address.loopback.bytes }
    /// Whether the address is in `fe80::/10`.
    public var isLinkLocal: Bool { bytes[0] == 0xFE && bytes[1] & 0xC0 == 0x80 }
    /// Whether the address is in `ff00::/8`.
    public var isMulticast: Bool { bytes[0] == 0xFF }
    /// Whether the address is an IPv4-compatible one, `::a.b.c.d` (Apple's spelling).
    public var isIPv4Compatabile: Bool { bytes.prefix(12).allSatisfy { $0 == 0 } && !isAny && !isLoopback }
    /// Whether the address is an IPv4-mapped one, `::ffff:a.b.c.d`.
    public var isIPv4Mapped: Bool { bytes.prefix(10).allSatisfy { $0 == 0 } && bytes[10] == 0xFF && bytes[11] == 0xFF }
    /// Whether the address is a 6to4 one, in `2002::/16`.
    public var is6to4: Bool { bytes[0] == 0x20 && bytes[1] == 0x02 }
    /// The IPv4 address an IPv4-mapped or -compatible address carries.
    public var asIPv4: IPv4Address? {
        guard isIPv4Mapped || isIPv4Compatabile else { return nil }
        return IPv4Address(Data(bytes.suffix(4)), interface)
    }
    /// A multicast address's scope.
    public var multicastScope: Scope? { isMulticast ? Scope(rawValue: bytes[1] & 0x0F) : nil }

    public var debugDescription: String { AddressText.format(rawValue, family: AF_INET6, interface: interface) }
}
