import Foundation
import WidgetryNetwork

/// Whether a host name or address can be reached, as Apple's `SCNetworkReachability`: made by
/// `SCNetworkReachabilityCreateWithName`/`…WithAddress`, read with `SCNetworkReachabilityGetFlags`,
/// watched with `SCNetworkReachabilitySetCallback` and `SCNetworkReachabilitySetDispatchQueue`.
///
/// The answer comes from the host's interfaces as Network's `NWPathMonitor` reads them: the
/// any-address (`0.0.0.0`, `::`, how reachability code asks "is there a network?") and other
/// addresses are `.reachable` while the host has a usable interface beyond loopback; loopback
/// addresses and `localhost` while the loopback interface is up (`.isLocalAddress`, `.isDirect`);
/// a host name while there is a usable interface and a DNS server (names are not resolved ahead,
/// as Apple's framework does not either before a connection needs them).
public final class SCNetworkReachability: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// What is asked about.
    enum Target: Equatable {
        /// The any-address: the host's network in general.
        case anyAddress
        /// An address of the loopback interface (or `localhost`).
        case loopback
        /// Another address.
        case address(String)
        /// A host name, reached through DNS.
        case name(String)
    }

    let target: Target
    private let lock = NSLock()
    private var callback: SCNetworkReachabilityCallBack?
    private var context = SCNetworkReachabilityContext()
    private var monitor: NWPathMonitor?
    private var deliveredFlags: SCNetworkReachabilityFlags?

    init(target: Target) {
        self.target = target
    }

    deinit {
        monitor?.cancel()
        if let info = context.info { context.release?(UnsafeRawPointer(info)) }
    }

    /// The flags the host's interfaces give the target now.
    var currentFlags: SCNetworkReachabilityFlags {
        flags(on: makeMonitor().currentPath)
    }

    /// A monitor of the interfaces that can carry traffic to the target.
    private func makeMonitor() -> NWPathMonitor {
        target == .loopback ? NWPathMonitor(requiredInterfaceType: .loopback) : NWPathMonitor()
    }

    private func flags(on path: NWPath) -> SCNetworkReachabilityFlags {
        guard path.status == .satisfied else { return [] }
        switch target {
        case .loopback:
            return [.reachable, .isLocalAddress, .isDirect]
        case .name where !path.supportsDNS:
            return []
        case .anyAddress, .address, .name:
            return path.availableInterfaces.first?.type == .cellular ? [.reachable, .isWWAN] : [.reachable]
        }
    }

    /// Replaces the callback and its context (retaining the new `info`, releasing the old one).
    func setCallback(_ callback: SCNetworkReachabilityCallBack?, context newContext: SCNetworkReachabilityContext?) {
        var retained = newContext ?? SCNetworkReachabilityContext()
        if callback != nil, let info = retained.info, let retain = retained.retain {
            retained.info = UnsafeMutableRawPointer(mutating: retain(UnsafeRawPointer(info)))
        }
        if callback == nil { retained = SCNetworkReachabilityContext() }
        let old = lock.withLock { () -> SCNetworkReachabilityContext in
            let old = context
            self.callback = callback
            context = retained
            return old
        }
        if let info = old.info { old.release?(UnsafeRawPointer(info)) }
    }

    /// Starts (a queue) or stops (nil) watching the host's interfaces for changes of the flags.
    func schedule(on queue: DispatchQueue?) {
        let previous = lock.withLock { () -> NWPathMonitor? in
            let previous = monitor
            monitor = nil
            deliveredFlags = nil
            return previous
        }
        previous?.cancel()
        guard let queue else { return }
        let watcher = makeMonitor()
        watcher.pathUpdateHandler = { [weak self] path in self?.deliver(self?.flags(on: path) ?? []) }
        lock.withLock { monitor = watcher }
        watcher.start(queue: queue)
    }

    /// Calls the callback when the flags differ from those last seen (the first reading after
    /// scheduling is only remembered, as Apple calls back on changes).
    private func deliver(_ flags: SCNetworkReachabilityFlags) {
        let call = lock.withLock { () -> (SCNetworkReachabilityCallBack, UnsafeMutableRawPointer?)? in
            defer { deliveredFlags = flags }
            guard monitor != nil, let previous = deliveredFlags, previous != flags, let callback else { return nil }
            return (callback, context.info)
        }
        if let (callback, info) = call { callback(self, flags, info) }
    }

    public var description: String {
        let context = lock.withLock { self.context }
        if let info = context.info, let copy = context.copyDescription {
            return "<SCNetworkReachability> {\(copy(UnsafeRawPointer(info)).takeRetainedValue())}"
        }
        return "<SCNetworkReachability> {\(target)}"
    }

    public static func == (lhs: SCNetworkReachability, rhs: SCNetworkReachability) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Called on the scheduled queue when a target's flags change, with the context's `info`, as
/// Apple's `SCNetworkReachabilityCallBack` (a C function there, a Swift closure here).
public typealias SCNetworkReachabilityCallBack = (
    _ target: SCNetworkReachability, _ flags: SCNetworkReachabilityFlags, _ info: UnsafeMutableRawPointer?
) -> Void

/// What a callback is called with, as Apple's `SCNetworkReachabilityContext`: `info` with the
/// `retain` and `release` that keep it alive while the callback is set, and `copyDescription`.
public struct SCNetworkReachabilityContext {
    public var version: CFIndex
    public var info: UnsafeMutableRawPointer?
    public var retain: ((_ info: UnsafeRawPointer) -> UnsafeRawPointer)?
    public var release: ((_ info: UnsafeRawPointer) -> Void)?
    public var copyDescription: ((_ info: UnsafeRawPointer) -> Unmanaged<CFString>)?

    public init() {
        version = 0
    }

    public init(
        version: CFIndex, info: UnsafeMutableRawPointer?, retain: ((_ info: UnsafeRawPointer) -> UnsafeRawPointer)?,
        release: ((_ info: UnsafeRawPointer) -> Void)?, copyDescription: ((_ info: UnsafeRawPointer) -> Unmanaged<CFString>)?
    ) {
        self.version = version
        self.info = info
        self.retain = retain
        self.release = release
        self.copyDescription = copyDescription
    }
}

/// A reachability target for a host name (`"apple.com"`; a numeric address or `localhost` is
/// taken as that address), as Apple's `SCNetworkReachabilityCreateWithName`. Nil for an empty
/// name (`SCError()` then says why).
public func SCNetworkReachabilityCreateWithName(_ allocator: CFAllocator?, _ nodename: UnsafePointer<CChar>) -> SCNetworkReachability? {
    let name = String(cString: nodename).trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else {
        SCStatus.record(kSCStatusInvalidArgument)
        return nil
    }
    if name.lowercased() == "localhost" || name.lowercased().hasSuffix(".localhost") {
        return SCNetworkReachability(target: .loopback)
    }
    if let ipv4 = IPv4Address(name) { return SCNetworkReachability(target: target(of: ipv4)) }
    if let ipv6 = IPv6Address(name) { return SCNetworkReachability(target: target(of: ipv6)) }
    return SCNetworkReachability(target: .name(name))
}

/// A reachability target for a socket address (`AF_INET` or `AF_INET6`; the any-address asks
/// about the host's network in general), as Apple's `SCNetworkReachabilityCreateWithAddress`.
/// Nil for another family (`SCError()` then says why).
public func SCNetworkReachabilityCreateWithAddress(_ allocator: CFAllocator?, _ address: UnsafePointer<sockaddr>) -> SCNetworkReachability? {
    switch Int32(address.pointee.sa_family) {
    case AF_INET:
        let bytes = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { withUnsafeBytes(of: $0.pointee.sin_addr) { Data($0) } }
        if let ipv4 = IPv4Address(bytes) { return SCNetworkReachability(target: target(of: ipv4)) }
    case AF_INET6:
        let bytes = address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { withUnsafeBytes(of: $0.pointee.sin6_addr) { Data($0) } }
        if let ipv6 = IPv6Address(bytes) { return SCNetworkReachability(target: target(of: ipv6)) }
    default:
        break
    }
    SCStatus.record(kSCStatusInvalidArgument)
    return nil
}

/// A reachability target for a connection between two addresses, as Apple's
/// `SCNetworkReachabilityCreateWithAddressPair`: the remote address decides (the local one
/// when there is no remote one).
public func SCNetworkReachabilityCreateWithAddressPair(
    _ allocator: CFAllocator?, _ localAddress: UnsafePointer<sockaddr>?, _ remoteAddress: UnsafePointer<sockaddr>?
) -> SCNetworkReachability? {
    guard let address = remoteAddress ?? localAddress else {
        SCStatus.record(kSCStatusInvalidArgument)
        return nil
    }
    return SCNetworkReachabilityCreateWithAddress(allocator, address)
}

private func target(of address: IPv4Address) -> SCNetworkReachability.Target {
    if address == .any { return .anyAddress }
    return address.isLoopback ? .loopback : .address(address.debugDescription)
}

private func target(of address: IPv6Address) -> SCNetworkReachability.Target {
    if address.isAny { return .anyAddress }
    if address.isLoopback { return .loopback }
    // An IPv4-mapped address (::ffff:a.b.c.d) is its IPv4 address.
    if address.rawValue.prefix(12) == Data([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF]), let ipv4 = IPv4Address(address.rawValue.suffix(4)) {
        return target(of: ipv4)
    }
    return .address(address.debugDescription)
}

/// Reads the target's flags from the host's interfaces now, as Apple's
/// `SCNetworkReachabilityGetFlags`; true when they could be read (always, here).
public func SCNetworkReachabilityGetFlags(_ target: SCNetworkReachability, _ flags: UnsafeMutablePointer<SCNetworkReachabilityFlags>) -> Bool {
    flags.pointee = target.currentFlags
    return true
}

/// Sets (or with nil, removes) the closure called when the target's flags change, as Apple's
/// `SCNetworkReachabilitySetCallback`: the context's `info` is retained with its `retain` and
/// released with its `release` when replaced.
@discardableResult
public func SCNetworkReachabilitySetCallback(
    _ target: SCNetworkReachability, _ callout: SCNetworkReachabilityCallBack?, _ context: UnsafeMutablePointer<SCNetworkReachabilityContext>?
) -> Bool {
    target.setCallback(callout, context: context?.pointee)
    return true
}

/// Watches the target on `queue` (the callback is called there when its flags change), or stops
/// watching with nil, as Apple's `SCNetworkReachabilitySetDispatchQueue`.
@discardableResult
public func SCNetworkReachabilitySetDispatchQueue(_ target: SCNetworkReachability, _ queue: DispatchQueue?) -> Bool {
    target.schedule(on: queue)
    return true
}
