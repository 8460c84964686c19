import Foundation
import Hummingbird
import WidgetryHost

/// The home screen's pages: list, add, rename, reorder, delete; and moving a widget to another
/// page. (The lock screen is one and has no pages.)
enum PageRoutes {
    static func register(on api: RouterGroup<WebRequestContext>, host: WidgetHost) {
        api.get("pages") { _, _ in
            PagesResource(pages: try await host.pages())
        }

        api.post("pages") { request, _ in
            let body = try await JSONExchange.body(PageRequest.self, of: request)
            let page = try await host.addPage(name: body.name)
            return EditedResponse(status: .created, headers: [.location: "/api/pages/\(page.id.pathEncoded)"], response: PageResource(page))
        }

        api.put("pages") { request, _ in
            let body = try await JSONExchange.body(LayoutRequest.self, of: request)
            try await host.reorderPages(body.order)
            return PagesResource(pages: try await host.pages())
        }

        api.put("pages/:pageID") { request, context in
            let body = try await JSONExchange.body(PageRequest.self, of: request)
            return PageResource(try await host.renamePage(id: try context.pathParameter("pageID"), name: body.name))
        }

        api.delete("pages/:pageID") { _, context in
            try await host.deletePage(id: try context.pathParameter("pageID"))
            return JSONExchange.empty()
        }

        api.post("instances/:id/page") { request, context in
            let id = try context.pathParameter("id")
            let body = try await JSONExchange.body(MoveToPageRequest.self, of: request)
            try await host.move(instanceID: id, toPage: body.pageID)
            return InstanceRoutes.resource(try await host.instance(id), host: host)
        }

        api.put("instances/:id/family") { request, context in
            let id = try context.pathParameter("id")
            let body = try await JSONExchange.body(FamilyRequest.self, of: request)
            return InstanceRoutes.resource(try await host.resize(instanceID: id, to: body.family), host: host)
        }
    }
}

/// A page: `{id, name, position}`.
struct PageResource: ResponseCodable, Sendable {
    var id: String
    var name: String
    var position: Int

    init(_ page: HomePage) {
        id = page.id
        name = page.name
        position = page.position
    }
}

/// `GET /api/pages`: the pages in order.
struct PagesResource: ResponseCodable, Sendable {
    var pages: [PageResource]

    init(pages: [HomePage]) { self.pages = pages.map(PageResource.init) }
}

/// `POST /api/pages`, `PUT /api/pages/{id}`.
struct PageRequest: Codable, Sendable {
    var name: String
}

/// `POST /api/instances/{id}/page`.
struct MoveToPageRequest: Codable, Sendable {
    var pageID: String
}

/// `PUT /api/instances/{id}/family`.
struct FamilyRequest: Codable, Sendable {
    var family: String
}
