import Hummingbird
import NIOCore

/// The request context of the web server's routes: Hummingbird's basics (logger, path
/// parameters, JSON coding), the client's address and connection, and the request's session.
public struct WebRequestContext: RequestContext, RemoteAddressRequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The address the request came from (sign-in attempts are counted per address).
    public let remoteAddress: SocketAddress?
    /// Returns when the request's session ends (signed out, its pass revoked, the password
    /// changed), so that a long answer — the event stream — ends with it. Set by
    /// ``AccessMiddleware`` when the server asks for sign-in; `nil` otherwise.
    var sessionEnded: (@Sendable () async -> Void)?
    /// Whose the request is, for limits per session (``EventStreamLimit``): the owner's session,
    /// or a wall display's pass. Set by ``AccessMiddleware``; `nil` where nobody signs in.
    var sessionKey: String?
    /// The connection the request came on (``ConnectionLimit`` knows it by this).
    let connectionID: ObjectIdentifier
    /// The request's connection, and the server's bound on event streams; set by
    /// ``ConnectionMiddleware``.
    var connection: ConnectionHandle?
    var eventStreams: EventStreamLimit?

    public init(source: ApplicationRequestContextSource) {
        self.coreContext = .init(source: source)
        self.remoteAddress = source.channel.remoteAddress
        self.connectionID = ObjectIdentifier(source.channel)
    }

    /// Not a limit here: ``RequestBodyLimitMiddleware`` bounds every body to the configured
    /// ``WebServerConfiguration/requestBodyLimit`` before any route reads it.
    public var maxUploadSize: Int { .max }

    /// Route handlers return values; they are answered as JSON, never cached.
    public var responseEncoder: APIResponseEncoder { APIResponseEncoder() }

    /// The client's address as sign-in throttling counts it.
    var clientAddress: String { remoteAddress?.ipAddress ?? "unknown" }
}
