import Foundation
import Hummingbird
import ServiceLifecycle
import WidgetryHost
import WidgetryWire

/// ActivityKit for apps: `POST /api/widgetcenter/activities` (start), `…/{id}/update`,
/// `…/{id}/end`, the long poll `GET /api/widgetcenter/activities?after=&wait=`, and
/// `POST /api/widgetcenter/activities/push-to-start`. Authenticated like the rest of
/// `/api/widgetcenter/` (the extension's token); the bodies are WidgetryWire's `ActivityAPI`.
enum ActivityAppRoutes {
    static func register(on api: RouterGroup<WebRequestContext>, host: WidgetHost) {
        api.post("widgetcenter/activities") { request, _ in
            let extensionID = try await WidgetCenterRoutes.authenticate(request, host: host)
            let body = try await JSONExchange.body(ActivityAPI.Start.self, of: request)
            let activity = try await host.startActivity(extensionID: extensionID, body)
            return EditedResponse(status: .created, response: activity)
        }

        api.get("widgetcenter/activities") { request, _ in
            let extensionID = try await WidgetCenterRoutes.authenticate(request, host: host)
            let after = Int(request.uri.queryParameters["after"].map(String.init) ?? "-1") ?? -2
            let wait = Double(request.uri.queryParameters["wait"].map(String.init) ?? "0") ?? -1
            guard after >= -1, (0...30).contains(wait) else {
                throw APIError.badRequest("after must be a sequence number and wait between 0 and 30 seconds")
            }
            // The wait ends early when the server shuts down (a long poll must not hold it).
            await cancelWhenGracefulShutdown {
                await host.waitForActivityChange(after: after, for: .milliseconds(Int(wait * 1000)))
            }
            return try await host.appActivities(extensionID: extensionID, after: after, wait: .zero)
        }

        api.post("widgetcenter/activities/push-to-start") { request, _ in
            let extensionID = try await WidgetCenterRoutes.authenticate(request, host: host)
            let body = try await JSONExchange.body(ActivityAPI.PushToStartRequest.self, of: request)
            return ActivityAPI.PushToStartToken(token: try await host.pushToStartToken(extensionID: extensionID, attributesType: body.attributesType))
        }

        api.post("widgetcenter/activities/:id/update") { request, context in
            let extensionID = try await WidgetCenterRoutes.authenticate(request, host: host)
            let body = try await JSONExchange.body(ActivityAPI.Update.self, of: request)
            return try await host.updateActivity(extensionID: extensionID, id: try context.pathParameter("id"), body)
        }

        api.post("widgetcenter/activities/:id/end") { request, context in
            let extensionID = try await WidgetCenterRoutes.authenticate(request, host: host)
            let body = try await JSONExchange.body(ActivityAPI.End.self, of: request)
            return try await host.endActivity(extensionID: extensionID, id: try context.pathParameter("id"), body)
        }
    }
}
