/// Where the web server listens and what it accepts.
///
/// The defaults serve the home screen on loopback only: the page and its API act for whoever
/// can reach the port, so exposing it beyond the machine is an explicit choice of `host`.
public struct WebServerConfiguration: Sendable, Equatable {
    /// The address to bind, a host name or an IP address. Default `127.0.0.1`.
    public var host: String
    /// The TCP port to listen on. Default 8080; 0 asks the system for a free port (tests),
    /// which ``WebApplication/boundPort()`` then reports.
    public var port: Int
    /// The largest request body accepted, in bytes; a larger one is answered with 413.
    /// Default 1 MiB: the API takes small JSON documents only.
    public var requestBodyLimit: Int

    /// A configuration; every parameter has the documented default.
    public init(host: String = "127.0.0.1", port: Int = 8080, requestBodyLimit: Int = 1 << 20) {
        self.host = host
        self.port = port
        self.requestBodyLimit = requestBodyLimit
    }
}
