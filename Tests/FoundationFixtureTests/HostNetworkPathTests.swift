// The rule that turns the host's interfaces into a path, on made-up hosts: which interfaces
// count, which comes first, when the path is satisfied.
import Foundation
import Testing

@testable import Network

private func entry(_ name: String, _ type: NWInterface.InterfaceType, index: Int, up: Bool = true, ipv4: [String] = [], ipv6: [String] = []) -> HostNetwork.Entry {
    HostNetwork.Entry(
        interface: NWInterface(type: type, name: name, index: index), isUp: up, ipv4: ipv4.compactMap { IPv4Address($0) },
        ipv6: ipv6.compactMap { IPv6Address($0) })
}

@Suite("Network: paths from the host's interfaces")
struct HostNetworkPathTests {
    let loopback = entry("lo", .loopback, index: 1, ipv4: ["127.0.0.1"], ipv6: ["::1"])

    @Test func onlyLoopbackIsUnsatisfied() {
        let host = HostNetwork(interfaces: [loopback], defaultRoutes: [], hasDNS: true)
        let path = host.path(required: nil, prohibited: [])
        #expect(path.status == .unsatisfied && path.availableInterfaces.isEmpty && !path.supportsDNS)
        #expect(host.path(required: .loopback, prohibited: []).status == .satisfied)
    }

    @Test func linkLocalAddressesOrADownInterfaceDoNotCount() {
        let host = HostNetwork(
            interfaces: [
                loopback, entry("eth0", .wiredEthernet, index: 2, ipv4: ["169.254.10.1"], ipv6: ["fe80::1"]),
                entry("wlan0", .wifi, index: 3, up: false, ipv4: ["192.168.1.20"]),
            ], defaultRoutes: [], hasDNS: true)
        #expect(host.path(required: nil, prohibited: []).status == .unsatisfied)
    }

    @Test func theDefaultRoutesInterfaceComesFirst() {
        let gateway = IPv4Address("192.168.1.1")!
        let host = HostNetwork(
            interfaces: [
                loopback, entry("eth0", .wiredEthernet, index: 2, ipv4: ["10.0.0.5"]),
                entry("wlan0", .wifi, index: 3, ipv4: ["192.168.1.20"], ipv6: ["2001:db8::20", "fe80::20"]),
                entry("wwan0", .cellular, index: 4, ipv4: ["100.64.0.9"]),
            ], defaultRoutes: [(interface: "wlan0", gateway: gateway)], hasDNS: true)
        let path = host.path(required: nil, prohibited: [])
        #expect(path.status == .satisfied)
        #expect(path.availableInterfaces.map(\.name) == ["wlan0", "eth0", "wwan0"])
        #expect(path.usesInterfaceType(.wifi) && !path.usesInterfaceType(.wiredEthernet))
        #expect(path.supportsIPv4 && path.supportsIPv6 && path.supportsDNS && !path.isExpensive)
        #expect(path.gateways == [.hostPort(host: .ipv4(gateway), port: 0)])
        let cellularOnly = host.path(required: nil, prohibited: [.wifi, .wiredEthernet])
        #expect(cellularOnly.availableInterfaces.map(\.name) == ["wwan0"] && cellularOnly.isExpensive && cellularOnly.gateways.isEmpty)
        let wired = host.path(required: .wiredEthernet, prohibited: [])
        #expect(wired.availableInterfaces.map(\.name) == ["eth0"] && !wired.supportsIPv6)
    }
}
