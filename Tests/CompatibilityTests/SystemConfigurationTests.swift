// SystemConfiguration's reachability answered from the host's interfaces: loopback targets are
// reachable on any machine with its loopback interface up, and the any-address says what
// Network's NWPathMonitor says of the host.
import Foundation
import Network
import SystemConfiguration
import Testing

@Suite("SystemConfiguration: reachability of the host's network")
struct SystemConfigurationTests {
    private func flags(of reachability: SCNetworkReachability?) -> SCNetworkReachabilityFlags? {
        guard let reachability else { return nil }
        var flags = SCNetworkReachabilityFlags()
        return SCNetworkReachabilityGetFlags(reachability, &flags) ? flags : nil
    }

    private func reachability(ipv4 text: String) -> SCNetworkReachability? {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        _ = inet_pton(AF_INET, text, &address.sin_addr)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { SCNetworkReachabilityCreateWithAddress(nil, $0) }
        }
    }

    @Test func theLoopbackAddressIsReachableDirectly() {
        let local: SCNetworkReachabilityFlags = [.reachable, .isLocalAddress, .isDirect]
        #expect(flags(of: reachability(ipv4: "127.0.0.1")) == local)
        #expect(flags(of: SCNetworkReachabilityCreateWithName(nil, "localhost")) == local)
        #expect(flags(of: SCNetworkReachabilityCreateWithName(nil, "::1")) == local)
    }

    @Test func theAnyAddressSaysWhatNetworkSaysOfTheHost() {
        let satisfied = NWPathMonitor().currentPath.status == .satisfied
        let general = flags(of: reachability(ipv4: "0.0.0.0"))
        #expect(general?.contains(.reachable) == satisfied)
        #expect(general?.contains(.connectionRequired) == false)
        #expect(flags(of: reachability(ipv4: "192.0.2.1"))?.contains(.reachable) == satisfied)
    }

    @Test func anUnknownFamilyOrEmptyNameIsRefused() {
        var address = sockaddr()
        address.sa_family = sa_family_t(AF_UNIX)
        address.sa_len = 200
        #expect(address.sa_len == UInt8(MemoryLayout<sockaddr>.size))
        #expect(SCNetworkReachabilityCreateWithAddress(nil, &address) == nil)
        #expect(SCError() == kSCStatusInvalidArgument)
        #expect(String(cString: SCErrorString(SCError())) == "Invalid argument")
        #expect(SCNetworkReachabilityCreateWithName(nil, "") == nil)
    }

    /// The context's `info` is retained while the callback is set and released when it is removed.
    @Test func theCallbacksContextIsRetainedAndReleased() throws {
        final class Owner: CustomStringConvertible {
            var retains = 0
            var releases = 0
            var description: String { "the weather's reachability" }
        }
        let owner = Owner()
        let target = try #require(reachability(ipv4: "127.0.0.1"))
        var context = SCNetworkReachabilityContext(
            version: 0, info: Unmanaged.passUnretained(owner).toOpaque(),
            retain: { info in
                let owner = Unmanaged<Owner>.fromOpaque(info)
                owner.takeUnretainedValue().retains += 1
                return UnsafeRawPointer(owner.retain().toOpaque())
            },
            release: { info in
                let owner = Unmanaged<Owner>.fromOpaque(info)
                owner.takeUnretainedValue().releases += 1
                owner.release()
            },
            copyDescription: { info in Unmanaged.passRetained(Unmanaged<Owner>.fromOpaque(info).takeUnretainedValue().description as CFString) })
        #expect(SCNetworkReachabilitySetCallback(target, { _, _, _ in }, &context))
        #expect(SCNetworkReachabilitySetDispatchQueue(target, DispatchQueue(label: "reachability")))
        #expect(owner.retains == 1 && owner.releases == 0)
        #expect(target.description.contains("the weather's reachability"))
        #expect(SCNetworkReachabilitySetDispatchQueue(target, nil))
        #expect(SCNetworkReachabilitySetCallback(target, nil, nil))
        #expect(owner.retains == 1 && owner.releases == 1)
    }
}
