import Foundation
import Logging
import ServiceLifecycle
import TestProcesses
import Testing
import TestWidgets
import WidgetKit
import WidgetryHost
import WidgetryStore
import WidgetryWeb
import WidgetryWire

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The home-screen test widgets (`HomeScreenTestWidgets`) in process: the real protocol, no fork.
/// They never call `WidgetCenter`, so they leave the process's shared center to the other
/// suites' in-process extensions (which run at the same time and rely on it).
func inProcessHomeScreenWidgets() -> ExtensionLauncher {
    .inProcess({ hostPeer in
        await MainActor.run {
            let runtime = ExtensionRuntime(try! WidgetExtension(bundle: HomeScreenTestWidgets()))
            return ExtensionRuntime.inProcessPeer(serving: runtime) { bytes in hostPeer.receive(bytes) }
        }
    })
}

/// A new SQLite file in a new temporary folder.
func temporaryDatabasePath() -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-web-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent("widgets.sqlite").path
}

/// The production server (``HomeScreenAPI/makeApplication(host:configuration:logger:)``) on a
/// real host: a SQLite file, the system clock, the test widgets as extension `test` (and any
/// `extraExtensions`), run in one `ServiceGroup` with the host as `widgetry serve` runs them.
struct RunningHomeScreen: Sendable {
    let host: WidgetHost
    let server: RunningServer
    let databasePath: String
    /// Who may sign in (bcrypt at a test's low cost).
    let access: AccessControl

    func url(_ path: String) -> URL { server.url(path) }

    /// A request to the API as the page sends it: JSON, with the same-origin mark.
    func call(_ method: String, _ path: String, json: String? = nil, headers: [String: String] = [:]) async throws -> HTTPResult {
        var fields = ["X-Widgetry-Request": "1", "Accept": "application/json"]
        if json != nil { fields["Content-Type"] = "application/json" }
        fields.merge(headers) { _, new in new }
        return try await send(method, url(path), headers: fields, body: json.map { Data($0.utf8) })
    }

    /// `GET path`, decoded as `type` after checking the status is 200.
    func get<Value: Decodable>(_ path: String, as type: Value.Type, headers: [String: String] = [:]) async throws -> Value {
        let result = try await call("GET", path, headers: headers)
        try #require(result.status == 200, "GET \(path): \(result.status) \(result.text)")
        return try JSONDecoder.api.decode(Value.self, from: result.body)
    }

    /// Places a widget through the API and returns its id.
    func place(_ kind: String, family: String = "systemSmall", configuration: String? = nil) async throws -> String {
        var body = #"{"extensionID":"test","kind":"\#(kind)","family":"\#(family)""#
        if let configuration { body += #","configuration":\#(configuration)"# }
        let result = try await call("POST", "/api/instances", json: body + "}")
        try #require(result.status == 201, "placing \(kind): \(result.status) \(result.text)")
        return try JSONDecoder.api.decode(InstanceJSON.self, from: result.body).id
    }

    /// Waits (at most `limit`) until the widget shows a loaded entry.
    func waitUntilLoaded(_ id: String, limit: Duration = .seconds(20)) async throws {
        try await waitFor("widget \(id) to load", limit: limit) {
            try await call("GET", "/api/instances/\(id)/render").header("X-Widgetry-State") == "current"
        }
    }
}

/// Runs `body` against a running home screen, then shuts it down gracefully and waits for it.
///
/// - Parameters:
///   - executableExtensions: extensions run as processes from these executables (by id, after
///     the in-process ones), for what needs a real process: `#Preview`s of one module only,
///     rebuilds, crashes.
///   - options: the host's options (time limit, backoff, history).
///   - clock: a virtual clock for the host (the test moves it), instead of the system's.
///   - beyondLoopback: bind to every address (`0.0.0.0`, reached through 127.0.0.1), so that
///     the server asks for sign-in.
///   - configure: changes the server's configuration (its limits) before it starts.
func withHomeScreen<Result: Sendable>(
    extraExtensions: [String] = [], executableExtensions: KeyValuePairs<String, URL> = [:], keepAlive: Duration = .seconds(15),
    options: WidgetHost.Options = WidgetHost.Options(), clock: VirtualClock? = nil, beyondLoopback: Bool = false,
    configure: (inout WebServerConfiguration) -> Void = { _ in },
    _ body: (RunningHomeScreen) async throws -> Result
) async throws -> Result {
    var logger = Logger(label: "widgetry.web.tests")
    logger.logLevel = .critical
    let path = temporaryDatabasePath()
    let host = WidgetHost(store: try SQLiteWidgetStore(path: path), clock: clock ?? SystemClock(), options: options, logger: logger)
    for id in ["test"] + extraExtensions {
        try await host.addExtension(id: id, name: "Test widgets (\(id))", path: "in-process", launcher: inProcessHomeScreenWidgets())
    }
    for (id, executable) in executableExtensions {
        try await host.addExtension(id: id, name: "Executable (\(id))", executable: executable)
    }
    let access = AccessControl(store: host.access, cost: 4)
    var configuration = WebServerConfiguration(host: beyondLoopback ? "0.0.0.0" : "127.0.0.1", port: 0)
    configure(&configuration)
    let application = try WebApplication(configuration: configuration, logger: logger, access: access, pushGateway: host) { api in
        HomeScreenAPI.register(on: api, host: host, keepAlive: keepAlive)
    }
    let group = ServiceGroup(services: [host, application], logger: logger)
    return try await withThrowingTaskGroup(of: Void.self) { tasks in
        tasks.addTask { try await group.run() }
        let outcome: Swift.Result<Result, any Error>
        do {
            let port = try await application.listeningPort()
            let server = RunningServer(application: application, port: port)
            outcome = .success(try await body(RunningHomeScreen(host: host, server: server, databasePath: path, access: access)))
        } catch {
            outcome = .failure(error)
        }
        await group.triggerGracefulShutdown()
        try await tasks.waitForAll()
        return try outcome.get()
    }
}

/// Checks `condition` until it holds; fails after `limit`. (A wait, not a timing assertion:
/// the limit only bounds a broken test.)
func waitFor(_ what: String, limit: Duration = .seconds(20), _ condition: () async throws -> Bool) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: limit)
    while true {
        if try await condition() { return }
        guard clock.now < deadline else {
            Issue.record("gave up waiting for \(what)")
            throw WaitTimedOut(what: what)
        }
        try await Task.sleep(for: .milliseconds(50))
    }
}

struct WaitTimedOut: Error, CustomStringConvertible {
    let what: String
    var description: String { "gave up waiting for \(what)" }
}

extension JSONDecoder {
    /// The API's dates are ISO 8601.
    static var api: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}

/// The instance document, as a client reads it.
struct InstanceJSON: Decodable, Equatable {
    var id: String
    var extensionID: String
    var kind: String
    var family: String
    var position: Int
    var displayName: String
    var isConfigurable: Bool
    var promptsForUserConfiguration: Bool
    var configuration: Configuration
    var needsConfiguration: Bool
    var missingParameters: [String]
    var missingEntities: [String: [String]]
    var isVisible: Bool
    var pageID: String? = nil
    var stackID: String? = nil
    var supportedFamilies: [String] = []
}

struct InstancesJSON: Decodable {
    var instances: [InstanceJSON]
}
