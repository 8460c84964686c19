import Foundation
import Hummingbird
import WidgetryHost

/// Smart Stacks: the stacks with the member on top now and why; stacking a widget onto another
/// of its size, and taking it out.
enum StackRoutes {
    static func register(on api: RouterGroup<WebRequestContext>, host: WidgetHost) {
        api.get("stacks") { _, _ in
            StacksResource(stacks: try await host.stacks())
        }

        api.post("instances/:id/stack") { request, context in
            let id = try context.pathParameter("id")
            let body = try await JSONExchange.body(StackRequest.self, of: request)
            try await host.stack(instanceID: id, onto: body.onto)
            return StacksResource(stacks: try await host.stacks())
        }

        api.delete("instances/:id/stack") { _, context in
            try await host.unstack(instanceID: try context.pathParameter("id"))
            return JSONExchange.empty()
        }
    }
}

/// `GET /api/stacks`.
struct StacksResource: ResponseCodable, Sendable {
    var stacks: [WidgetStack]
}

/// `POST /api/instances/{id}/stack`.
struct StackRequest: Codable, Sendable {
    /// The widget whose stack it joins (a stack is made when that one is in none).
    var onto: String
}
