import Hummingbird
import HummingbirdCore
import NIOCore
import Logging
import ServiceLifecycle
import WidgetryHost

/// The web server of the home screen: the page's files, the HTTP API that later code registers,
/// and the middleware every request goes through, as one runnable service.
///
/// Connections are bounded (``ConnectionLimit``: in all and per client, idle ones evicted first).
/// Requests pass, outermost first: ``ConnectionMiddleware`` (the connection busy while answered),
/// ``SecurityHeadersMiddleware`` (headers on every response,
/// errors turned into responses), ``HostAllowListMiddleware`` (421 for a foreign `Host`),
/// ``CompressionMiddleware`` (gzip), ``APIErrorMiddleware`` (JSON errors under `/api`),
/// ``AccessMiddleware`` (401 without a session, when sign-in is required),
/// ``SameOriginMiddleware`` (403 for foreign state changes), ``RequestBodyLimitMiddleware`` (413).
///
/// It is a `Service`: run it alone with ``run()``, or put it in a `ServiceGroup` beside the
/// host's other services, which then also shuts it down gracefully.
///
/// ```swift
/// let web = try WebApplication(configuration: .init(port: 0), logger: logger) { api in
///     api.get("widgets") { request, context in … }   // GET /api/widgets
/// }
/// let group = ServiceGroup(services: [web, scheduler], logger: logger)
/// ```
public struct WebApplication: Service {
    /// The configuration it was built with.
    public let configuration: WebServerConfiguration
    /// Every route on the router, sorted by path then method: the page's files and the API.
    /// The OpenAPI document must describe exactly these (a test checks it).
    public let routes: [WebRoute]

    private let application: Application<RouterResponder<WebRequestContext>>
    private let boundPort: BoundPort

    /// Builds the server.
    ///
    /// - Parameters:
    ///   - configuration: where to listen and the body limit.
    ///   - logger: the server's logger.
    ///   - access: who may sign in, and the session routes; required when
    ///     ``WebServerConfiguration/loginRequired``.
    ///   - pushGateway: the host whose APNs-shaped push gateway (`POST /3/device/{token}`,
    ///     ``PushGatewayRoutes``) the server serves, outside `/api` as APNs has it; none when nil.
    ///   - registerAPIRoutes: registers the API's routes on the group at `/api` (so
    ///     `api.get("widgets")` serves `GET /api/widgets`). Routes registered here get the
    ///     middleware above; ``routes`` lists them.
    /// - Throws: ``StaticAssetError`` if a page file is missing from the bundle, or what
    ///   `registerAPIRoutes` throws.
    public init(
        configuration: WebServerConfiguration = WebServerConfiguration(),
        logger: Logger = Logger(label: "widgetry.web"),
        access: AccessControl? = nil,
        pushGateway: WidgetHost? = nil,
        registerAPIRoutes: (RouterGroup<WebRequestContext>) throws -> Void = { _ in }
    ) throws {
        if configuration.loginRequired && access == nil { throw WebServerConfigurationError.loginWithoutAccess }
        let router = Router(context: WebRequestContext.self)
        let connections = ConnectionLimit(
            maximum: configuration.maximumConnections, maximumPerClient: configuration.maximumConnectionsPerClient)
        // Middleware applies to the routes added after it, and to the router's 404.
        router.add(
            middleware: ConnectionMiddleware(
                connections: connections,
                eventStreams: EventStreamLimit(
                    maximum: configuration.maximumEventStreams, perSession: configuration.maximumEventStreamsPerSession)))
        router.add(middleware: SecurityHeadersMiddleware())
        router.add(middleware: HostAllowListMiddleware(configuration: configuration))
        router.add(middleware: CompressionMiddleware())
        router.add(middleware: APIErrorMiddleware())
        if configuration.loginRequired, let access { router.add(middleware: AccessMiddleware(access: access)) }
        router.add(middleware: SameOriginMiddleware())
        router.add(middleware: RequestBodyLimitMiddleware(limit: configuration.requestBodyLimit))

        for asset in try StaticAsset.pageAssets() {
            router.get(RouterPath(asset.path)) { request, _ in asset.response(to: request) }
        }
        FontFiles.register(on: router)
        SymbolRoutes.register(on: router)
        let modules = try StaticAsset.scriptModules()
        router.get("/assets/:module") { request, context in
            guard let module = context.parameters.get("module"), let asset = modules[module] else {
                throw APIError.notFound("There is no page file at \(request.uri.path).")
            }
            return asset.response(to: request)
        }
        if let access { AccessRoutes.register(on: router.group("api"), access: access, loginRequired: configuration.loginRequired) }
        try registerAPIRoutes(router.group("api"))
        if let pushGateway { PushGatewayRoutes.register(on: router, host: pushGateway) }

        let boundPort = BoundPort()
        self.configuration = configuration
        self.routes = router.routes.map { WebRoute(method: $0.method.rawValue, path: $0.path.description) }.sorted()
        self.boundPort = boundPort
        self.application = Application(
            router: router,
            server: .http1(
                configuration: HTTP1Channel.Configuration(
                    additionalChannelHandlers: [ConnectionLimit.Handler(connections, requestTimeout: configuration.bodyTimeout)],
                    idleTimeout: TimeAmount(configuration.idleTimeout))),
            configuration: ApplicationConfiguration(
                address: .hostname(configuration.host, port: configuration.port), serverName: "Widgetry"),
            onServerRunning: { channel in
                if let port = channel.localAddress?.port { await boundPort.bind(port) }
            },
            logger: logger)
    }

    /// Serves until cancelled or, inside a `ServiceGroup`, until graceful shutdown.
    public func run() async throws {
        do {
            try await application.run()
        } catch {
            await boundPort.stop(error)
            throw error
        }
        await boundPort.stop(WebServerStoppedError())
    }

    /// The port the server listens on, once it does: the configured one, or the one the system
    /// chose for port 0. Waits until the server is up; throws if it stops (or fails to bind) first.
    public func listeningPort() async throws -> Int {
        try await boundPort.value()
    }
}

/// A configuration the server cannot run with.
public enum WebServerConfigurationError: Error, CustomStringConvertible {
    /// Sign-in is required but no ``AccessControl`` was given to check it.
    case loginWithoutAccess

    public var description: String {
        "The server is to ask for sign-in (it is bound beyond loopback) but was given no AccessControl to check it."
    }
}

/// The server stopped before it was listening, so it has no port to report.
public struct WebServerStoppedError: Error, CustomStringConvertible {
    public var description: String { "The web server stopped before it was listening." }
}
