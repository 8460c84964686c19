import Foundation
import Hummingbird
import WidgetryHost

/// A whole home screen as one JSON file: `GET /api/export` downloads it, `POST /api/import`
/// replaces the home screen with one, checked first and applied whole or not at all.
enum ExportRoutes {
    static func register(on api: RouterGroup<WebRequestContext>, host: WidgetHost) {
        api.get("export") { _, _ in
            let file = try await host.exportHomeScreen()
            let day = file.exportedAt.map { String($0.ISO8601Format().prefix(10)) } ?? "home"
            return EditedResponse(
                headers: [.contentDisposition: "attachment; filename=\"widgetry-home-screen-\(day).json\""], response: file)
        }

        api.post("import") { request, _ in
            let file = try await JSONExchange.body(HomeScreenFile.self, of: request)
            try await host.importHomeScreen(file)
            return InstancesResource(instances: try await host.instances().map { InstanceRoutes.resource($0, host: host) })
        }
    }
}
