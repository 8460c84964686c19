import Hummingbird

/// Refuses requests whose `Host` names a server this is not, before any route runs: a page on
/// another site whose name was rebound to this machine's address (DNS rebinding) must not read
/// or change anything, and would otherwise pass the same-origin check, which compares `Origin`
/// with `Host`.
///
/// Allowed: an IP address (`127.0.0.1`, `[::1]`, the machine's own: a rebinding needs a name),
/// `localhost` and names under `.localhost`, the name the server is bound to, and the names in
/// ``WebServerConfiguration/allowedHosts`` (`widgetry serve --allowed-host`), any port.
struct HostAllowListMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Lower-cased names allowed besides IP addresses and `localhost`.
    let names: Set<String>

    init(configuration: WebServerConfiguration) {
        names = Set(([configuration.host] + configuration.allowedHosts).map { $0.lowercased() })
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let authority = request.head.authority ?? ""
        guard allows(authority) else {
            throw APIError(
                status: .misdirectedRequest, code: "hostNotAllowed",
                message: "This server does not answer to the host “\(authority.prefix(100))”. "
                    + "Reach it by its address or as localhost, or allow the name with `widgetry serve --allowed-host NAME`.")
        }
        return try await next(request, context)
    }

    /// Whether `authority` (`Host`: a name or address and an optional port) is allowed.
    func allows(_ authority: String) -> Bool {
        let host = Self.hostName(authority).lowercased()
        guard !host.isEmpty else { return false }
        if host == "localhost" || host.hasSuffix(".localhost") || names.contains(host) { return true }
        return Self.isIPAddress(host)
    }

    /// The name or address of `authority`, without its port (an IPv6 address keeps no brackets).
    static func hostName(_ authority: String) -> Substring {
        if authority.hasPrefix("[") {
            guard let end = authority.firstIndex(of: "]") else { return "" }
            return authority[authority.index(after: authority.startIndex)..<end]
        }
        return authority.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    }

    /// A dotted IPv4 address, or an IPv6 address (hex digits and colons).
    static func isIPAddress(_ host: String) -> Bool {
        let octets = host.split(separator: ".", omittingEmptySubsequences: false)
        if octets.count == 4, octets.allSatisfy({ UInt8($0) != nil }) { return true }
        return host.contains(":") && host.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
    }
}
