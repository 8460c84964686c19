import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An IP address, version 4 or 6, as Apple's Network's `IPAddress` protocol: its bytes in
/// network order and, for a scoped address, the interface it belongs to.
public protocol IPAddress {
    /// The address's bytes in network order (4 or 16).
    var rawValue: Data { get }
    /// Makes an address of these bytes; nil when their count is wrong.
    init?(_ rawValue: Data, _ interface: NWInterface?)
    /// The interface of a scoped address (`fe80::1%eth0`).
    var interface: NWInterface? { get }
    /// Whether the address is a loopback address.
    var isLoopback: Bool { get }
    /// Whether the address is link-local.
    var isLinkLocal: Bool { get }
    /// Whether the address is a multicast address.
    var isMulticast: Bool { get }
}

/// Parsing and printing with the C library, shared by both versions.
enum AddressText {
    /// The bytes of `text` in `family` (`AF_INET`, `AF_INET6`) and the interface named after a
    /// `%` (an interface name or index); nil when the text is not an address of the family or
    /// names no interface of this host.
    static func parse(_ text: String, family: Int32, byteCount: Int) -> (Data, NWInterface?)? {
        var address = text
        var interface: NWInterface?
        if let percent = text.firstIndex(of: "%") {
            address = String(text[..<percent])
            let scope = String(text[text.index(after: percent)...])
            guard let found = NWInterface.named(scope) else { return nil }
            interface = found
        }
        var bytes = [UInt8](repeating: 0, count: byteCount)
        guard inet_pton(family, address, &bytes) == 1 else { return nil }
        return (Data(bytes), interface)
    }

    /// The conventional text of `bytes` (`192.0.2.1`, `2001:db8::1`), with `%interface` when scoped.
    static func format(_ bytes: Data, family: Int32, interface: NWInterface?) -> String {
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
        let ok = bytes.withUnsafeBytes { raw in inet_ntop(family, raw.baseAddress, &text, socklen_t(text.count)) != nil }
        let address = ok ? String(cString: text) : bytes.map(String.init).joined(separator: ".")
        return interface.map { "\(address)%\($0.name)" } ?? address
    }
}
