import Foundation
import Hummingbird
import WidgetryHost
import WidgetryWire

/// The placed widgets: place, list, read, remove, reorder, render, tap, visibility, reload,
/// inspect. Their configuration has routes of its own (``ConfigurationRoutes``).
enum InstanceRoutes {
    static func register(on api: RouterGroup<WebRequestContext>, host: WidgetHost, renders: RenderCache) {
        api.get("instances") { _, context in
            let placed = try await host.instances()
            return InstancesResource(instances: placed.map { resource($0, host: host) })
        }

        api.post("instances") { request, context in
            let body = try await JSONExchange.body(PlaceRequest.self, of: request)
            let extensionID = try extensionID(for: body, host: host)
            let placed = try await host.place(
                extensionID: extensionID, kind: body.kind, family: body.family, configuration: body.configuration, pageID: body.pageID)
            return EditedResponse(
                status: .created, headers: [.location: "/api/instances/\(placed.id.pathEncoded)"], response: resource(placed, host: host))
        }

        api.put("layout") { request, context in
            let body = try await JSONExchange.body(LayoutRequest.self, of: request)
            let placed = try await host.instances()
            try checkOrder(body.order, placed: placed.map(\.id))
            try await host.reorder(body.order)
            let reordered = try await host.instances()
            return InstancesResource(instances: reordered.map { resource($0, host: host) })
        }

        api.get("instances/:id") { _, context in
            let id = try context.pathParameter("id")
            let placed = try await host.instance(id)
            return resource(placed, host: host)
        }

        api.delete("instances/:id") { _, context in
            let id = try context.pathParameter("id")
            _ = try await host.instance(id)
            try await host.remove(instanceID: id)
            return JSONExchange.empty()
        }

        api.post("instances/:id/move") { request, context in
            let id = try context.pathParameter("id")
            let body = try await JSONExchange.body(MoveRequest.self, of: request)
            let placed = try await host.instances()
            guard placed.contains(where: { $0.id == id }) else { throw HostError.unknownInstance(id) }
            guard (0..<placed.count).contains(body.position) else {
                throw APIError.invalidParameters(
                    [.init(parameter: "position", code: "outOfRange", message: "The position must be from 0 to \(placed.count - 1).")])
            }
            try await host.move(instanceID: id, to: body.position)
            let moved = try await host.instances()
            return InstancesResource(instances: moved.map { resource($0, host: host) })
        }

        api.get("instances/:id/render") { request, context in
            let id = try context.pathParameter("id")
            let rendering = try WidgetRendering(request)
            guard rendering.format == .json else {
                return try await renders.rendered(id, rendering, host: host, context: context).response(to: request)
            }
            let display = try await host.display(instanceID: id)
            return try rendering.response(display.entry, extensionID: display.widget.extensionID, state: display.state, now: host.clock.now)
        }

        api.post("instances/:id/actions/:action") { _, context in
            let id = try context.pathParameter("id")
            let action = try context.pathParameter("action")
            let result = try await host.perform(instanceID: id, action: action)
            switch result {
            case .performed: return ActionResultResource(result: "performed")
            case .openURL(let url): return ActionResultResource(result: "openURL", url: url)
            }
        }

        api.post("instances/:id/open") { request, context in
            let id = try context.pathParameter("id")
            let body = try await JSONExchange.body(OpenRequest.self, of: request)
            let opened = try await host.open(url: body.url, instanceID: id)
            return EditedResponse(status: .accepted, response: opened)
        }

        api.post("instances/:id/visibility") { request, context in
            let id = try context.pathParameter("id")
            let body = try await JSONExchange.body(VisibilityRequest.self, of: request)
            try await host.setVisible(instanceID: id, body.visible)
            return JSONExchange.empty()
        }

        api.post("instances/:id/reload") { _, context in
            let id = try context.pathParameter("id")
            try await host.reload(instanceID: id)
            return JSONExchange.empty(status: .accepted)
        }

        api.get("instances/:id/inspector") { _, context in
            let id = try context.pathParameter("id")
            let inspection = try await host.inspect(instanceID: id)
            let display = try? await host.display(instanceID: id)
            return InspectorResource(inspection, display: display?.state, now: host.clock.now)
        }
    }

    static func resource(_ widget: PlacedWidget, host: WidgetHost) -> InstanceResource {
        guard let description = try? host.widget(extensionID: widget.extensionID, kind: widget.kind) else {
            return InstanceResource(widget, description: nil, unavailable: UnavailableWidgetResource(widget, host: host))
        }
        return InstanceResource(widget, description: description)
    }

    /// The extension a placement names, or the only one offering its kind.
    static func extensionID(for body: PlaceRequest, host: WidgetHost) throws(APIError) -> String {
        if let id = body.extensionID { return id }
        let offering = host.extensions.filter { $0.widgets.contains { $0.kind == body.kind } }
        switch offering.count {
        case 1: return offering[0].id
        case 0: throw APIError.notFound(code: "kindNotFound", "No registered extension offers a widget of kind “\(body.kind.prefix(100))”.")
        default:
            throw APIError.badRequest(
                "Several extensions offer a widget of kind “\(body.kind.prefix(100))” (\(offering.map(\.id).joined(separator: ", "))): name one in extensionID.")
        }
    }

    /// A new order must name every placed widget exactly once.
    static func checkOrder(_ order: [String], placed: [String]) throws(APIError) {
        let known = Set(placed)
        var seen = Set<String>()
        for id in order {
            guard known.contains(id) else { throw APIError(HostError.unknownInstance(id)) }
            guard seen.insert(id).inserted else {
                throw APIError.invalidParameters([.init(parameter: "order", code: "duplicate", message: "The widget \(id.prefix(100)) is listed twice.")])
            }
        }
        guard seen.count == known.count else {
            throw APIError.invalidParameters([
                .init(parameter: "order", code: "incomplete", message: "The order must list every placed widget (\(known.count - seen.count) missing).")
            ])
        }
    }
}

extension String {
    /// The string as one URL path segment.
    var pathEncoded: String {
        addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))) ?? self
    }
}
