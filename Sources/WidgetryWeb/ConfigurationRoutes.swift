import Foundation
import Hummingbird
import WidgetryHost
import WidgetryWire

/// A placed widget's configuration: read it with its schema, replace it (validated by the
/// widget's intent: 422 with one issue per parameter, nothing stored), ask which parameters
/// the editor shows for some values, and a picker's choices.
enum ConfigurationRoutes {
    static func register(on api: RouterGroup<WebRequestContext>, host: WidgetHost) {
        api.get("instances/:id/configuration") { _, context in
            let id = try context.pathParameter("id")
            let (placed, schema) = try await configurable(id, host: host)
            let visible = try await host.visibleParameters(instanceID: id, values: placed.configuration)
            return ConfigurationResource(
                instance: InstanceRoutes.resource(placed, host: host), values: placed.configuration, intent: schema,
                visibleParameters: visible)
        }

        api.put("instances/:id/configuration") { request, context in
            let id = try context.pathParameter("id")
            let body = try await JSONExchange.body(ValuesRequest.self, of: request)
            let updated = try await host.configure(instanceID: id, values: body.values)
            return StoredConfigurationResource(values: updated.configuration, instance: InstanceRoutes.resource(updated, host: host))
        }

        api.post("instances/:id/configuration/visible") { request, context in
            let id = try context.pathParameter("id")
            let body = try await JSONExchange.body(ValuesRequest.self, of: request)
            let visible = try await host.visibleParameters(instanceID: id, values: body.values)
            return VisibleParametersResource(visibleParameters: visible)
        }

        // The editor's live preview: the widget as it would look with these values (not stored).
        api.post("instances/:id/configuration/preview") { request, context in
            let id = try context.pathParameter("id")
            let rendering = try WidgetRendering(request)
            let body = try await JSONExchange.body(ValuesRequest.self, of: request)
            let placed = try await host.instance(id)
            let entry = try await host.preview(instanceID: id, values: body.values)
            return try rendering.forFamily(placed.family).response(entry, extensionID: placed.extensionID, state: .current, now: host.clock.now)
        }

        api.get("instances/:id/options/:parameter") { request, context in
            let id = try context.pathParameter("id")
            let parameter = try context.pathParameter("parameter")
            let options = try await host.options(instanceID: id, parameter: parameter, matching: try searchQuery(request))
            return options ?? ParameterOptions(sections: [])
        }
    }

    /// A picker's search (`?query=`): nil when absent or empty, at most 200 characters.
    static func searchQuery(_ request: Request) throws(APIError) -> String? {
        let query = request.query("query").flatMap { $0.isEmpty ? nil : $0 }
        if let query, query.count > 200 { throw APIError.badRequest("The query item query is longer than 200 characters.") }
        return query
    }

    /// The widget and its intent's schema; 409 when it has no configuration.
    static func configurable(_ id: String, host: WidgetHost) async throws(HostError) -> (PlacedWidget, IntentSchema) {
        let placed = try await host.instance(id)
        guard let schema = try host.widget(extensionID: placed.extensionID, kind: placed.kind).intent else {
            throw .notConfigurable(kind: placed.kind)
        }
        return (placed, schema)
    }
}
