import Hummingbird
import Logging
import WidgetryHost

/// The home screen's HTTP API on a ``WidgetHost``: every route under `/api` that `openapi.yaml`
/// describes, and the function that builds the whole production server.
///
/// ```swift
/// let host = WidgetHost(store: try SQLiteWidgetStore(path: path))
/// try await host.addExtension(id: "weather", executable: url)
/// let web = try HomeScreenAPI.makeApplication(host: host, configuration: .init(port: 8080), logger: logger)
/// try await ServiceGroup(services: [host, web], gracefulShutdownSignals: [.sigterm], logger: logger).run()
/// ```
public enum HomeScreenAPI {
    /// The server `widgetry serve` runs: the page's files, the middleware, the API on `host`,
    /// and its push gateway (`POST /3/device/{token}`).
    /// Run it beside the host in one `ServiceGroup`, host first (so it shuts down after the
    /// server, whose event streams end on graceful shutdown).
    /// `access` defaults to one on the host's store.
    public static func makeApplication(
        host: WidgetHost, configuration: WebServerConfiguration = WebServerConfiguration(), access: AccessControl? = nil,
        logger: Logger = Logger(label: "widgetry.web")
    ) throws -> WebApplication {
        try WebApplication(configuration: configuration, logger: logger, access: access ?? AccessControl(store: host.access), pushGateway: host) { api in
            register(on: api, host: host)
        }
    }

    /// Registers the API's routes on the group at `/api`.
    ///
    /// - Parameter keepAlive: how often the event stream (`GET /api/events`) sends a comment
    ///   when nothing happens.
    public static func register(on api: RouterGroup<WebRequestContext>, host: WidgetHost, keepAlive: Duration = .seconds(15)) {
        let renders = RenderCache()
        WidgetRoutes.register(on: api, host: host)
        PreviewRoutes.register(on: api, host: host)
        InstanceRoutes.register(on: api, host: host, renders: renders)
        PageRoutes.register(on: api, host: host)
        StackRoutes.register(on: api, host: host)
        ControlRoutes.register(on: api, host: host)
        LiveActivityRoutes.register(on: api, host: host)
        ExportRoutes.register(on: api, host: host)
        ConfigurationRoutes.register(on: api, host: host)
        EventRoutes.register(on: api, host: host, renders: renders, keepAlive: keepAlive)
        WidgetCenterRoutes.register(on: api, host: host)
        ActivityAppRoutes.register(on: api, host: host)
        HealthRoutes.register(on: api, host: host)
    }
}
