// Network as shared code uses it: the host's connectivity through NWPathMonitor (its handler,
// its async sequence, a one-shot check), and addresses and endpoints.
import Foundation
import Network
import Testing

@testable import FoundationFixtures

/// The first path a monitor reports through its handler.
func firstPath(of monitor: NWPathMonitor) async -> NWPath {
    await withCheckedContinuation { continuation in
        monitor.pathUpdateHandler = { path in
            monitor.cancel()
            continuation.resume(returning: path)
        }
        monitor.start(queue: DispatchQueue(label: "NetworkTests"))
    }
}

@Suite("Network: NWPathMonitor, addresses and endpoints")
struct NetworkTests {
    /// This machine has an interface up with an address (the tests need one to fetch from
    /// their loopback servers anyway, and CI's machines are online).
    @Test func theMonitorReportsTheHostsSatisfiedPath() async throws {
        let path = await firstPath(of: NWPathMonitor())
        #expect(path.status == .satisfied)
        #expect(!path.availableInterfaces.isEmpty)
        #expect(!path.availableInterfaces.contains { $0.type == .loopback })
        #expect(path.supportsIPv4 || path.supportsIPv6)
        let primary = try #require(path.availableInterfaces.first)
        #expect(path.usesInterfaceType(primary.type))
        #expect(primary.index > 0 && !primary.name.isEmpty)
        #expect(!path.isConstrained)
        #expect(await ConnectivityMonitor.currentStatus() == .satisfied)
    }

    @Test func requiredInterfaceTypesRestrictThePath() async {
        let loopback = await firstPath(of: NWPathMonitor(requiredInterfaceType: .loopback))
        #expect(loopback.status == .satisfied)
        #expect(loopback.availableInterfaces.map(\.type) == [.loopback])
        #expect(loopback.usesInterfaceType(.loopback))
        let cellular = await firstPath(of: NWPathMonitor(requiredInterfaceType: .cellular))
        #expect(cellular.status == .unsatisfied && cellular.availableInterfaces.isEmpty && !cellular.isExpensive)
        #expect(cellular.unsatisfiedReason == .notAvailable)
    }

    @Test func theMonitorIsAnAsyncSequence() async {
        var seen: NWPath?
        for await path in NWPathMonitor() {
            seen = path
            break
        }
        #expect(seen?.status == .satisfied)
    }

    @Test func aCancelledMonitorDoesNotStartAgain() {
        let monitor = NWPathMonitor()
        monitor.cancel()
        monitor.start(queue: .global())
        #expect(monitor.queue == nil)
        #expect(monitor.currentPath.status == .satisfied)  // read from the host on demand
    }

    @Test func ipv4AddressesParse() throws {
        let address = try #require(IPv4Address("192.0.2.17"))
        #expect(address.rawValue == Data([192, 0, 2, 17]))
        #expect(address.debugDescription == "192.0.2.17")
        #expect(IPv4Address("256.0.0.1") == nil && IPv4Address("1.2.3") == nil && IPv4Address("example.com") == nil)
        #expect(IPv4Address("127.0.0.1") == .loopback && IPv4Address.loopback.isLoopback)
        #expect(IPv4Address("169.254.3.4")?.isLinkLocal == true && IPv4Address("224.0.0.251") == .mdnsGroup)
        #expect(IPv4Address.mdnsGroup.isMulticast && !address.isMulticast && IPv4Address.any.rawValue == Data(count: 4))
        #expect(IPv4Address(Data([10, 0, 0, 1]))?.debugDescription == "10.0.0.1" && IPv4Address(Data([1, 2])) == nil)
        #expect(IPv4Address("127.0.0.1%lo")?.interface?.type == .loopback)
    }

    @Test func ipv6AddressesParse() throws {
        let address = try #require(IPv6Address("2001:db8::1"))
        #expect(address.rawValue.count == 16 && address.rawValue.prefix(4) == Data([0x20, 0x01, 0x0D, 0xB8]))
        #expect(address.debugDescription == "2001:db8::1")
        #expect(IPv6Address("::1") == .loopback && IPv6Address.loopback.isLoopback && IPv6Address("::")?.isAny == true)
        #expect(IPv6Address("fe80::1")?.isLinkLocal == true && IPv6Address("ff02::1") == .linkLocalNodes)
        #expect(IPv6Address.linkLocalNodes.multicastScope == .linkLocal && IPv6Address.nodeLocalNodes.multicastScope == .nodeLocal)
        #expect(IPv6Address("::ffff:192.0.2.1")?.isIPv4Mapped == true)
        #expect(IPv6Address("::ffff:192.0.2.1")?.asIPv4 == IPv4Address("192.0.2.1"))
        #expect(IPv6Address("2002:c000:0204::1")?.is6to4 == true)
        #expect(IPv6Address("2001:db8::g") == nil && IPv6Address("192.0.2.1") == nil)
        #expect(IPv6Address("fe80::1%lo")?.interface?.name == "lo" && IPv6Address("fe80::1%no-such-interface") == nil)
    }

    @Test func endpointsHoldHostsAndPorts() {
        let endpoint = NWEndpoint.hostPort(host: "192.0.2.1", port: .https)
        guard case .hostPort(let host, let port) = endpoint else { Issue.record("not a host and port"); return }
        #expect(host == .ipv4(IPv4Address("192.0.2.1")!))
        #expect(port.rawValue == 443)
        #expect(endpoint.debugDescription == "192.0.2.1:443")
        #expect(NWEndpoint.Host("example.com") == .name("example.com", nil))
        #expect(NWEndpoint.Host("2001:db8::1") == .ipv6(IPv6Address("2001:db8::1")!))
        #expect(NWEndpoint.hostPort(host: "::1", port: 8080).debugDescription == "[::1]:8080")
        #expect(NWEndpoint.Port("8080")?.rawValue == 8080 && NWEndpoint.Port("https") == .https && NWEndpoint.Port("nope") == nil)
        #expect(NWEndpoint.Port(rawValue: 22) == .ssh)
    }
}
