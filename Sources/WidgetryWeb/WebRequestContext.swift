import Hummingbird

/// The request context of the web server's routes: Hummingbird's basics (logger, path
/// parameters, JSON coding). The place to carry per-request state the routes come to need.
public struct WebRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage

    public init(source: ApplicationRequestContextSource) {
        self.coreContext = .init(source: source)
    }

    /// Not a limit here: ``RequestBodyLimitMiddleware`` bounds every body to the configured
    /// ``WebServerConfiguration/requestBodyLimit`` before any route reads it.
    public var maxUploadSize: Int { .max }

    /// Route handlers return values; they are answered as JSON, never cached.
    public var responseEncoder: APIResponseEncoder { APIResponseEncoder() }
}
