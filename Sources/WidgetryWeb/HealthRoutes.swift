import Hummingbird
import WidgetryHost

/// `GET /api/health`, for a load balancer or a monitor: 200 `{"status": "ok"}` when the server
/// answers and its database does (one read), 503 `databaseUnavailable` when the database does
/// not. Open without a session, and says nothing about the home screen.
enum HealthRoutes {
    static func register(on api: RouterGroup<WebRequestContext>, host: WidgetHost) {
        api.get("health") { _, context in
            do {
                _ = try await host.extensionRecords()
            } catch {
                context.logger.error("health check: the database does not answer", metadata: ["error": "\(error)"])
                throw APIError(
                    status: .serviceUnavailable, code: "databaseUnavailable", message: "The database does not answer.", retryAfter: 5)
            }
            return HealthResource(status: "ok")
        }
    }
}

/// `GET /api/health`'s answer.
struct HealthResource: ResponseCodable, Sendable {
    var status: String
}
