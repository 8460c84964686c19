import Foundation
import Testing
import WidgetryHost
import WidgetryStore
import WidgetryWeb

/// `openapi.yaml` is the truth about the API: served as it is in the repository, and listing
/// exactly the routes the server registers.
@Suite struct OpenAPIDocumentTests {
    /// The server as `widgetry serve` builds it (``HomeScreenAPI/makeApplication(host:configuration:logger:)``,
    /// on a host with a real SQLite file): every route it serves must be described.
    static func productionServer() throws -> WebApplication {
        let host = WidgetHost(store: try SQLiteWidgetStore(path: temporaryDatabasePath()))
        return try HomeScreenAPI.makeApplication(host: host, configuration: WebServerConfiguration(port: 0))
    }

    /// The repository's `openapi.yaml`.
    static var repositoryDocument: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("openapi.yaml")
    }

    @Test func theServedDocumentIsTheRepositorysAndMatchesTheRoutes() async throws {
        let application = try Self.productionServer()
        let served = try await withRunningServer { server in
            try await send("GET", server.url("/openapi.yaml"))
        }
        #expect(served.status == 200)
        #expect(served.body == (try Data(contentsOf: Self.repositoryDocument)))

        let document = try OpenAPIDocument(yaml: served.text)
        #expect(document.mismatches(servedRoutes: application.routes) == [])
        #expect(application.routes.contains(WebRoute(method: "GET", path: "/openapi.yaml")))
        // The planned API is described (DESIGN.md's "HTTP API").
        #expect(document.operations.contains { $0.route == WebRoute(method: "PUT", path: "/api/instances/{id}/configuration") })
    }

    @Test func theCheckNoticesEveryKindOfDrift() throws {
        let document = try OpenAPIDocument(
            yaml: """
                openapi: 3.1.0
                paths:
                  /api/things:
                    get: {responses: {"200": {description: ok}}}
                    post:
                      x-widgetry-planned: true
                      responses: {"201": {description: made}}
                  /api/things/{id}:
                    delete:
                      x-widgetry-planned: true
                      responses: {"204": {description: gone}}
                  /api/old:
                    get: {responses: {"200": {description: ok}}}
                """)
        let problems = document.mismatches(servedRoutes: [
            WebRoute(method: "GET", path: "/api/things"),
            WebRoute(method: "POST", path: "/api/things"),
            WebRoute(method: "GET", path: "/api/new"),
        ])
        #expect(
            problems == [
                "GET /api/new is served but not in openapi.yaml",
                "POST /api/things is served but openapi.yaml still marks it x-widgetry-planned",
                "GET /api/old is in openapi.yaml but not served (mark it x-widgetry-planned: true until it is)",
            ])
    }

    @Test func routesRegisteredThroughTheHookAreListedInOpenAPISpelling() throws {
        let application = try WebApplication(configuration: WebServerConfiguration(port: 0)) { api in
            api.get("instances/:id/options/:parameter") { _, _ in "" }
            api.put("instances/{id}/configuration") { _, _ in "" }
        }
        #expect(application.routes.contains(WebRoute(method: "GET", path: "/api/instances/{id}/options/{parameter}")))
        #expect(application.routes.contains(WebRoute(method: "PUT", path: "/api/instances/{id}/configuration")))
    }
}
