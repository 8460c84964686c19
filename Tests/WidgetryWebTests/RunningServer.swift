import Foundation
import Testing
import Hummingbird
import Logging
import ServiceLifecycle
import WidgetryWeb

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A real ``WebApplication`` listening on a loopback port the system chose, run in a
/// `ServiceGroup` as the host runs it.
struct RunningServer: Sendable {
    let application: WebApplication
    let port: Int

    /// `http://127.0.0.1:<port>/<path>`.
    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// `http://127.0.0.1:<port>`: this server's origin.
    var origin: String { "http://127.0.0.1:\(port)" }
}

/// Starts the server, runs `body` against it, then shuts the group down gracefully and waits
/// for it, whether `body` returned or threw.
func withRunningServer<Result: Sendable>(
    configuration: WebServerConfiguration = WebServerConfiguration(port: 0),
    registerAPIRoutes: (RouterGroup<WebRequestContext>) throws -> Void = { _ in },
    _ body: (RunningServer) async throws -> Result
) async throws -> Result {
    var logger = Logger(label: "widgetry.web.tests")
    logger.logLevel = .critical
    let application = try WebApplication(configuration: configuration, logger: logger, registerAPIRoutes: registerAPIRoutes)
    let group = ServiceGroup(services: [application], logger: logger)
    return try await withThrowingTaskGroup(of: Void.self) { tasks in
        tasks.addTask { try await group.run() }
        let outcome: Swift.Result<Result, any Error>
        do {
            let port = try await application.listeningPort()
            outcome = .success(try await body(RunningServer(application: application, port: port)))
        } catch {
            outcome = .failure(error)
        }
        await group.triggerGracefulShutdown()
        try await tasks.waitForAll()
        return try outcome.get()
    }
}

/// A response as the tests look at it.
struct HTTPResult: Sendable {
    let status: Int
    let headers: [String: String]
    let body: Data
    /// Where the answer came from, after redirects.
    var url: URL? = nil

    /// The header `name`, compared case-insensitively.
    func header(_ name: String) -> String? {
        headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    var text: String { String(decoding: body, as: UTF8.self) }

    /// The body as the API's error document.
    func apiError() throws -> APIError.Body {
        try JSONDecoder().decode(APIError.Body.self, from: body)
    }
}

/// Sends one request with URLSession (no cookies, no cache) and returns the answer.
func send(
    _ method: String, _ url: URL, headers: [String: String] = [:], body: Data? = nil, bodyStream: InputStream? = nil
) async throws -> HTTPResult {
    var request = URLRequest(url: url)
    request.httpMethod = method
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    if let body { request.httpBody = body }
    if let bodyStream { request.httpBodyStream = bodyStream }
    let session = URLSession(configuration: .ephemeral)
    defer { session.finishTasksAndInvalidate() }
    let (data, response) = try await session.data(for: request)
    let http = try #require(response as? HTTPURLResponse)
    var fields: [String: String] = [:]
    for (name, value) in http.allHeaderFields {
        if let name = name as? String, let value = value as? String { fields[name] = value }
    }
    return HTTPResult(status: http.statusCode, headers: fields, body: data, url: http.url)
}
