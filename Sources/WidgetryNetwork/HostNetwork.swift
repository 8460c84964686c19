import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The host's network as the kernel reports it now: each interface (`getifaddrs`) with its
/// flags and addresses and its kind (`/sys/class/net`), the default routes (`/proc/net/route`)
/// and whether a DNS server is configured. `NWPathMonitor` turns it into `NWPath`s.
struct HostNetwork {
    struct Entry {
        var interface: NWInterface
        var isUp: Bool
        var ipv4: [IPv4Address] = []
        var ipv6: [IPv6Address] = []

        /// Whether traffic can go over the interface: up and running, with an address beyond
        /// link-local ones.
        var isUsable: Bool {
            isUp && (ipv4.contains { !$0.isLinkLocal } || ipv6.contains { !$0.isLinkLocal })
        }
    }

    var interfaces: [Entry]
    /// Interfaces carrying a default route, and their gateways.
    var defaultRoutes: [(interface: String, gateway: IPv4Address)]
    var hasDNS: Bool

    /// Reads the host's interfaces and routes now.
    static func snapshot() -> HostNetwork {
        let defaultRoutes = readDefaultRoutes()
        var entries: [String: Entry] = [:]
        var order: [String] = []
        var list: UnsafeMutablePointer<ifaddrs>?
        if getifaddrs(&list) == 0 {
            var cursor = list
            while let current = cursor {
                defer { cursor = current.pointee.ifa_next }
                let name = String(cString: current.pointee.ifa_name)
                let flags = Int32(bitPattern: current.pointee.ifa_flags)
                if entries[name] == nil {
                    let type = interfaceType(name, flags: flags, carriesDefaultRoute: defaultRoutes.contains { $0.interface == name })
                    let index = Int(if_nametoindex(name))
                    let isUp = flags & Int32(IFF_UP) != 0 && flags & Int32(IFF_RUNNING) != 0
                    entries[name] = Entry(interface: NWInterface(type: type, name: name, index: index), isUp: isUp)
                    order.append(name)
                }
                guard let address = current.pointee.ifa_addr else { continue }
                switch Int32(address.pointee.sa_family) {
                case AF_INET:
                    let bytes = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { pointer in
                        withUnsafeBytes(of: pointer.pointee.sin_addr) { Data($0) }
                    }
                    if let ipv4 = IPv4Address(bytes, nil) { entries[name]?.ipv4.append(ipv4) }
                case AF_INET6:
                    let bytes = address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { pointer in
                        withUnsafeBytes(of: pointer.pointee.sin6_addr) { Data($0) }
                    }
                    if let ipv6 = IPv6Address(bytes, nil) { entries[name]?.ipv6.append(ipv6) }
                default:
                    break
                }
            }
            freeifaddrs(list)
        }
        return HostNetwork(interfaces: order.compactMap { entries[$0] }, defaultRoutes: defaultRoutes, hasDNS: readHasDNS())
    }

    /// The path a monitor for `required` (any type when nil) and not `prohibited` sees.
    func path(required: NWInterface.InterfaceType?, prohibited: [NWInterface.InterfaceType]) -> NWPath {
        let routed = Set(defaultRoutes.map(\.interface))
        let considered = interfaces.filter { entry in
            if let required { return entry.interface.type == required }
            return entry.interface.type != .loopback && !prohibited.contains(entry.interface.type)
        }
        let usable = considered.filter(\.isUsable)
            .sorted { (routed.contains($0.interface.name) ? 0 : 1, rank($0.interface.type)) < (routed.contains($1.interface.name) ? 0 : 1, rank($1.interface.type)) }
        let satisfied = !usable.isEmpty
        let usedNames = Set(usable.map(\.interface.name))
        return NWPath(
            status: satisfied ? .satisfied : .unsatisfied,
            availableInterfaces: usable.map(\.interface),
            usedTypes: usable.map(\.interface.type),
            supportsIPv4: usable.contains { entry in entry.ipv4.contains { !$0.isLinkLocal } },
            supportsIPv6: usable.contains { entry in entry.ipv6.contains { !$0.isLinkLocal && !$0.isLoopback } },
            supportsDNS: satisfied && hasDNS,
            gateways: defaultRoutes.filter { usedNames.contains($0.interface) }.map { .hostPort(host: .ipv4($0.gateway), port: 0) })
    }

    /// Apple's order of preference: wired, Wi-Fi, cellular, other, loopback.
    private func rank(_ type: NWInterface.InterfaceType) -> Int {
        switch type {
        case .wiredEthernet: 0
        case .wifi: 1
        case .cellular: 2
        case .other: 3
        case .loopback: 4
        }
    }

    private static func interfaceType(_ name: String, flags: Int32, carriesDefaultRoute: Bool) -> NWInterface.InterfaceType {
        if flags & Int32(IFF_LOOPBACK) != 0 { return .loopback }
        let sys = "/sys/class/net/\(name)"
        let files = FileManager.default
        if files.fileExists(atPath: "\(sys)/wireless") || files.fileExists(atPath: "\(sys)/phy80211") { return .wifi }
        if ["wwan", "rmnet", "ccmni", "wwp"].contains(where: name.hasPrefix) { return .cellular }
        let linkType = (try? String(contentsOfFile: "\(sys)/type", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
        if linkType == "1", files.fileExists(atPath: "\(sys)/device") || carriesDefaultRoute { return .wiredEthernet }
        return .other
    }

    /// The default IPv4 routes: `/proc/net/route`'s lines with destination 0 (gateways are
    /// written as little-endian hexadecimal).
    private static func readDefaultRoutes() -> [(interface: String, gateway: IPv4Address)] {
        guard let table = try? String(contentsOfFile: "/proc/net/route", encoding: .utf8) else { return [] }
        return table.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count > 3, fields[1] == "00000000", let gateway = UInt32(fields[2], radix: 16) else { return nil }
            let bytes = withUnsafeBytes(of: gateway.littleEndian) { Data($0) }
            return IPv4Address(bytes, nil).map { (String(fields[0]), $0) }
        }
    }

    private static func readHasDNS() -> Bool {
        guard let resolver = try? String(contentsOfFile: "/etc/resolv.conf", encoding: .utf8) else { return false }
        return resolver.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("nameserver") }
    }
}
