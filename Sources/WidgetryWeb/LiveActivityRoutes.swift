import Foundation
import Hummingbird
import WidgetryHost
import WidgetryWire

/// Live Activities for the page: `GET /api/activities` (what the Lock Screen and the Dynamic
/// Island show, most relevant first, each presentation as an HTML fragment),
/// `GET /api/activities/{id}`, `POST /api/activities/{id}/actions/{action}` (a tap on one of
/// its buttons, such as a `LiveActivityIntent`'s), `POST /api/activities/{id}/open` (a tap on its
/// link) and `POST /api/activities/{id}/dismiss` (a person removes it). `activityChanged` events say when
/// to fetch one again. The same middleware as the widgets' routes protects them.
enum LiveActivityRoutes {
    static func register(on api: RouterGroup<WebRequestContext>, host: WidgetHost) {
        api.get("activities") { request, _ in
            let rendering = try WidgetRendering(request)
            var resources: [LiveActivityResource] = []
            for display in try await host.liveActivities() { resources.append(LiveActivityResource(display, rendering: rendering, now: host.clock.now)) }
            return LiveActivitiesResource(activities: resources)
        }

        api.get("activities/:id") { request, context in
            let rendering = try WidgetRendering(request)
            let id = try context.pathParameter("id")
            var resource = LiveActivityResource(try await host.liveActivity(id), rendering: rendering, now: host.clock.now)
            resource.history = host.activityHistory(id)
            return resource
        }

        api.post("activities/:id/open") { request, context in
            let body = try await JSONExchange.body(OpenRequest.self, of: request)
            let opened = try await host.open(url: body.url, activityID: try context.pathParameter("id"))
            return EditedResponse(status: .accepted, response: opened)
        }

        api.post("activities/:id/actions/:action") { _, context in
            let result = try await host.performActivityAction(try context.pathParameter("id"), action: try context.pathParameter("action"))
            switch result {
            case .performed: return ActionResultResource(result: "performed")
            case .openURL(let url): return ActionResultResource(result: "openURL", url: url)
            }
        }

        api.post("activities/:id/dismiss") { _, context in
            try await host.dismissActivity(try context.pathParameter("id"))
            return JSONExchange.empty()
        }
    }
}

struct LiveActivitiesResource: ResponseCodable, Sendable {
    var activities: [LiveActivityResource]
}

/// A Live Activity as the page draws it.
struct LiveActivityResource: ResponseCodable, Sendable {
    /// Each presentation as an HTML fragment; the Lock Screen view in the page's colour scheme.
    struct Presentations: Codable, Sendable {
        var lockScreen: String
        var compactLeading: String
        var compactTrailing: String
        var minimal: String
        var expanded: String
    }

    var id: String
    var extensionID: String
    var attributesType: String
    /// `active`, `stale` or `ended`.
    var state: String
    var relevanceScore: Double
    var startedAt: Date
    var updatedAt: Date
    var staleDate: Date?
    var endedAt: Date?
    var dismissalDate: Date?
    var html: Presentations?
    /// Why it could not be drawn.
    var error: String?
    /// `activityBackgroundTint`, `activitySystemActionForegroundColor`, `keylineTint` as CSS colours (`#rrggbbaa`).
    var backgroundTint: String?
    var systemActionForeground: String?
    var keylineTint: String?
    /// The Lock Screen view's `widgetURL` and the island's.
    var url: String?
    var islandURL: String?
    /// The last alerting update's alert, and when it came.
    var alert: ActivityAPI.Alert?
    var alertedAt: Date?
    /// What happened to it on this host, oldest first (`GET /api/activities/{id}` only).
    var history: [WidgetHost.ActivityEvent]?

    init(_ display: WidgetHost.LiveActivityDisplay, rendering: WidgetRendering, now: Date) {
        let activity = display.activity
        id = activity.id
        extensionID = activity.extensionID
        attributesType = activity.attributesType
        state = display.state
        relevanceScore = activity.relevanceScore
        startedAt = activity.startedAt
        updatedAt = activity.updatedAt
        staleDate = activity.staleDate
        endedAt = activity.endedAt
        dismissalDate = activity.dismissalDate
        error = display.error
        alert = display.alert
        alertedAt = display.alertedAt
        guard let archive = display.archive else { return }
        let lockScreen = archive.lockScreen.first { $0.environment.colorScheme == rendering.colorScheme } ?? archive.lockScreen.first
        do {
            func fragment(_ archive: WidgetArchive?) throws -> String {
                guard let archive else { return "" }
                return try rendering.html(archive, extensionID: activity.extensionID, now: now)
            }
            html = Presentations(
                lockScreen: try fragment(lockScreen), compactLeading: try fragment(archive.compactLeading),
                compactTrailing: try fragment(archive.compactTrailing), minimal: try fragment(archive.minimal),
                expanded: try fragment(archive.expanded))
        } catch {
            self.error = "\(error)"
        }
        backgroundTint = archive.backgroundTint?.hex
        systemActionForeground = archive.systemActionForeground?.hex
        keylineTint = archive.keylineTint?.hex
        url = lockScreen?.widgetURL
        islandURL = archive.islandURL
    }
}
