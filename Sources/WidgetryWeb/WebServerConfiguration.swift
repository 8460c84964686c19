import Foundation

/// Where the web server listens and what it accepts.
///
/// The defaults serve the home screen on loopback only, open to whoever can reach the port (this
/// machine). Bound to any other address, it asks for sign-in (``loginRequired``): the owner's
/// password, or a wall display's pass.
public struct WebServerConfiguration: Sendable, Equatable {
    /// The address to bind, a host name or an IP address. Default `127.0.0.1`.
    public var host: String
    /// The TCP port to listen on. Default 8080; 0 asks the system for a free port (tests),
    /// which ``WebApplication/boundPort()`` then reports.
    public var port: Int
    /// The largest request body accepted, in bytes; a larger one is answered with 413.
    /// Default 1 MiB: the API takes small JSON documents only.
    public var requestBodyLimit: Int
    /// Host names the server answers to besides IP addresses, `localhost` and ``host``: the
    /// names people reach it by (`widgetry serve --allowed-host`). Any other `Host` is refused
    /// (DNS rebinding). Default none.
    public var allowedHosts: [String]
    /// How long a connection may stay silent while no answer is being written: a request's head
    /// sent half way, or an idle keep-alive connection, is closed after it. Event streams,
    /// which are answers being written, are not. Default 10 s.
    public var idleTimeout: Duration = .seconds(10)
    /// How long a request may take to arrive whole after its head: a body dribbled a byte at a
    /// time (never silent long enough for ``idleTimeout``) has its connection closed, whether a
    /// route reads it or the server drains it after answering. Default 30 s.
    public var bodyTimeout: Duration = .seconds(30)
    /// Connections open at once. One more evicts the connection idle the longest (waiting for a
    /// request head, or between keep-alive requests), or is closed unanswered when every
    /// connection is being answered. Default 512.
    public var maximumConnections: Int = 512
    /// Connections open at once from one address beyond loopback (on loopback every client has
    /// the same address, so this bound does not apply there); one more evicts that address's
    /// connection idle the longest, or is closed unanswered. Default 64.
    public var maximumConnectionsPerClient: Int = 64
    /// Event streams (`GET /api/events`) open at once; more are refused (503
    /// `tooManyEventStreams`). Default 256, half of ``maximumConnections``: streams never take
    /// every connection.
    public var maximumEventStreams: Int = 256
    /// Event streams open at once per session where there is sign-in (per pass for wall
    /// displays); one more ends the session's oldest. Default 8.
    public var maximumEventStreamsPerSession: Int = 8
    /// Whether every route but signing in needs a session (``AccessMiddleware``). Default: when
    /// ``host`` is not a loopback address. Set it for a server on loopback that a proxy on the
    /// same machine exposes (`widgetry serve --require-login`).
    public var loginRequired: Bool

    /// A configuration; every parameter has the documented default.
    public init(host: String = "127.0.0.1", port: Int = 8080, requestBodyLimit: Int = 1 << 20, allowedHosts: [String] = []) {
        self.host = host
        self.port = port
        self.requestBodyLimit = requestBodyLimit
        self.allowedHosts = allowedHosts
        self.loginRequired = !Self.isLoopback(host)
    }

    /// `localhost`, `127.0.0.0/8` and `::1`: addresses only this machine reaches.
    public static func isLoopback(_ host: String) -> Bool {
        let name = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if name == "localhost" || name == "::1" || name == "0:0:0:0:0:0:0:1" { return true }
        let octets = name.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets.allSatisfy { UInt8($0) != nil } && octets[0] == "127"
    }
}
