import Foundation
import Hummingbird
import ServiceLifecycle
import WidgetryHost
import WidgetryWire

/// `WidgetCenter` for apps: `POST /api/widgetcenter/reload`, `GET /api/widgetcenter/configurations`,
/// `GET /api/widgetcenter/push-info` and `POST /api/widgetcenter/invalidate-recommendations`, and `ControlCenter`'s
/// `POST /api/widgetcenter/reload-controls` and `GET /api/widgetcenter/controls`, each authenticated by the token the
/// host issued for the app's extension (`Authorization: Bearer <token>`). An app sees and
/// reloads only its own extension's widgets. The bodies are WidgetryWire's `WidgetCenterAPI`,
/// which WidgetKit's `HTTPWidgetCenterTransport` sends and reads. (The same-origin rule does not
/// apply here: apps are not browsers, and the token is the proof.)
enum WidgetCenterRoutes {
    static func register(on api: RouterGroup<WebRequestContext>, host: WidgetHost) {
        api.post("widgetcenter/reload") { request, context in
            let extensionID = try await authenticate(request, host: host)
            let body = try await JSONExchange.body(WidgetCenterAPI.ReloadRequest.self, of: request, allowEmpty: true)
            try check(
                await host.widgetCenter(extensionID: extensionID, .reloadTimelines(kind: body.kind), appInForeground: body.appInForeground ?? true),
                context: context)
            return JSONExchange.empty(status: .accepted)
        }

        api.get("widgetcenter/configurations") { request, context in
            let extensionID = try await authenticate(request, host: host)
            switch await host.widgetCenter(extensionID: extensionID, .currentConfigurations, appInForeground: true) {
            case .configurations(let widgets): return WidgetCenterAPI.Configurations(widgets: widgets)
            case let other:
                try check(other, context: context)
                throw APIError.internalError
            }
        }

        // An app's long poll for the links people tapped in its widgets (`?after=` the last
        // sequence it saw, `?wait=` seconds, at most 30).
        api.get("widgetcenter/opened") { request, context in
            let extensionID = try await authenticate(request, host: host)
            let after = Int(request.uri.queryParameters["after"].map(String.init) ?? "0") ?? -1
            let wait = Double(request.uri.queryParameters["wait"].map(String.init) ?? "0") ?? -1
            guard after >= 0, (0...30).contains(wait) else {
                throw APIError.badRequest("after must be a sequence number and wait between 0 and 30 seconds")
            }
            // The wait ends early when the server shuts down (a long poll must not hold it).
            let urls = await cancelWhenGracefulShutdown {
                await host.openedURLs(extensionID: extensionID, after: after, wait: .milliseconds(Int(wait * 1000)))
            }
            return WidgetCenterAPI.OpenedURLs(urls: urls)
        }

        api.post("widgetcenter/reload-controls") { request, context in
            let extensionID = try await authenticate(request, host: host)
            let body = try await JSONExchange.body(WidgetCenterAPI.ReloadRequest.self, of: request, allowEmpty: true)
            try check(
                await host.widgetCenter(extensionID: extensionID, .reloadControls(kind: body.kind), appInForeground: body.appInForeground ?? true),
                context: context)
            return JSONExchange.empty(status: .accepted)
        }

        api.get("widgetcenter/controls") { request, context in
            let extensionID = try await authenticate(request, host: host)
            switch await host.widgetCenter(extensionID: extensionID, .currentControls, appInForeground: true) {
            case .controls(let controls): return WidgetCenterAPI.Controls(controls: controls)
            case let other:
                try check(other, context: context)
                throw APIError.internalError
            }
        }

        // `WidgetCenter.currentPushInfo`: the push token of the app's widgets, issued now if
        // one of their kinds has a `WidgetPushHandler` (the push gateway's `{token}`).
        api.get("widgetcenter/push-info") { request, context in
            let extensionID = try await authenticate(request, host: host)
            return WidgetCenterAPI.PushInfo(token: try await host.widgetPushToken(extensionID: extensionID))
        }

        api.post("widgetcenter/invalidate-recommendations") { request, context in
            let extensionID = try await authenticate(request, host: host)
            try check(await host.widgetCenter(extensionID: extensionID, .invalidateConfigurationRecommendations, appInForeground: true), context: context)
            return JSONExchange.empty()
        }
    }

    /// The extension whose token the request presents; 401 otherwise.
    static func authenticate(_ request: Request, host: WidgetHost) async throws(APIError) -> String {
        guard let header = request.headers[.authorization] else {
            throw unauthorized("This endpoint needs the extension's token: Authorization: Bearer <token>.")
        }
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else {
            throw unauthorized("The Authorization header must be “Bearer <token>”.")
        }
        let token = parts[1].trimmingCharacters(in: .whitespaces)
        guard !token.isEmpty, token.count <= 512, let extensionID = await host.extensionID(forToken: token) else {
            throw unauthorized("The token is not valid (never issued, or revoked by a newer one).")
        }
        do {
            _ = try host.extensionInfo(extensionID)
        } catch {
            throw APIError(error)
        }
        return extensionID
    }

    static func unauthorized(_ message: String) -> APIError {
        APIError(status: .unauthorized, code: "unauthorized", message: message)
    }

    /// A `failure` answer (the store failed: the extension was checked) as a 500, logged.
    static func check(_ response: HostResponse, context: WebRequestContext) throws(APIError) {
        if case .failure(let message) = response {
            context.logger.error("WidgetCenter request failed", metadata: ["error": "\(message)"])
            throw APIError.internalError
        }
    }
}
