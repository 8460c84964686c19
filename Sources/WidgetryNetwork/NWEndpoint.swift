import Foundation

/// Where a connection goes, as Apple's Network's `NWEndpoint`: a host and port, a Bonjour
/// service, a Unix socket's path or a URL.
public enum NWEndpoint: Hashable, CustomDebugStringConvertible, Sendable {
    case hostPort(host: NWEndpoint.Host, port: NWEndpoint.Port)
    case service(name: String, type: String, domain: String, interface: NWInterface?)
    case unix(path: String)
    case url(URL)

    /// A host: a name to resolve or an address.
    public enum Host: Hashable, CustomDebugStringConvertible, ExpressibleByStringLiteral, Sendable {
        case name(String, NWInterface?)
        case ipv4(IPv4Address)
        case ipv6(IPv6Address)

        /// An address when `string` is one (IPv4, then IPv6), else a name.
        public init(_ string: String) {
            if let address = IPv4Address(string) {
                self = .ipv4(address)
            } else if let address = IPv6Address(string) {
                self = .ipv6(address)
            } else {
                self = .name(string, nil)
            }
        }

        public init(stringLiteral value: String) { self.init(value) }

        /// The interface the host is scoped to.
        public var interface: NWInterface? {
            switch self {
            case .name(_, let interface): interface
            case .ipv4(let address): address.interface
            case .ipv6(let address): address.interface
            }
        }

        public var debugDescription: String {
            switch self {
            case .name(let name, let interface): interface.map { "\(name)%\($0.name)" } ?? name
            case .ipv4(let address): address.debugDescription
            case .ipv6(let address): address.debugDescription
            }
        }
    }

    /// A port number, with the well-known ones by name.
    public struct Port: Hashable, CustomDebugStringConvertible, ExpressibleByIntegerLiteral, RawRepresentable, Sendable {
        public let rawValue: UInt16

        public init?(rawValue: UInt16) { self.rawValue = rawValue }

        public init(integerLiteral value: UInt16) { self.rawValue = value }

        /// A number (`"8080"`) or a well-known service's name (`"https"`); nil otherwise.
        public init?(_ string: String) {
            if let number = UInt16(string) {
                rawValue = number
            } else if let known = Self.services[string.lowercased()] {
                rawValue = known
            } else {
                return nil
            }
        }

        public static let any: Port = 0
        public static let ssh: Port = 22
        public static let smtp: Port = 25
        public static let http: Port = 80
        public static let pop: Port = 110
        public static let imap: Port = 143
        public static let https: Port = 443
        public static let imaps: Port = 993
        public static let socks: Port = 1080

        private static let services: [String: UInt16] = [
            "ssh": 22, "smtp": 25, "http": 80, "pop": 110, "pop3": 110, "imap": 143, "https": 443, "imaps": 993, "socks": 1080,
            "ftp": 21, "telnet": 23, "domain": 53, "ntp": 123, "ldap": 389, "submission": 587,
        ]

        public var debugDescription: String { String(rawValue) }
    }

    /// The interface the endpoint is scoped to.
    public var interface: NWInterface? {
        switch self {
        case .hostPort(let host, _): host.interface
        case .service(_, _, _, let interface): interface
        case .unix, .url: nil
        }
    }

    public var debugDescription: String {
        switch self {
        case .hostPort(let host, let port):
            if case .ipv6 = host { return "[\(host.debugDescription)]:\(port.rawValue)" }
            return "\(host.debugDescription):\(port.rawValue)"
        case .service(let name, let type, let domain, _): return "\(name).\(type)\(domain)"
        case .unix(let path): return path
        case .url(let url): return url.absoluteString
        }
    }
}
