import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

/// A transit API on a loopback port the system chose, serving departures as the fixtures' widget
/// expects them: `GET /api/stops/<stop>/departures`, a JSON array; an unknown stop is a 404.
struct TransitServer: Sendable {
    static let departures: [String: String] = [
        "Central": #"[{"line":"4","destination":"Harbour","minutes":3},{"line":"12","destination":"Airport","minutes":95}]"#,
        "Harbour": #"[{"line":"4","destination":"Central","minutes":7}]"#,
    ]

    let port: Int

    /// `http://127.0.0.1:<port>/api`, the server URL the app stores for its widget.
    var apiURL: URL { URL(string: "http://127.0.0.1:\(port)/api")! }

    /// Starts the server, runs `body` against it, then shuts it down gracefully and waits for it.
    static func run<Result: Sendable>(_ body: @Sendable (TransitServer) async throws -> Result) async throws -> Result {
        var logger = Logger(label: "transit-server")
        logger.logLevel = .critical
        let router = Router()
        router.get("api/stops/:stop/departures") { _, context -> Response in
            guard let stop = context.parameters.get("stop"), let json = departures[stop] else {
                return Response(status: .notFound)
            }
            return Response(status: .ok, headers: [.contentType: "application/json"], body: ResponseBody(byteBuffer: ByteBuffer(string: json)))
        }
        let port = BoundPort()
        let application = Application(
            router: router, configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in await port.bind(channel.localAddress?.port ?? 0) }, logger: logger)
        let group = ServiceGroup(services: [application], logger: logger)
        return try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask { try await group.run() }
            let outcome: Swift.Result<Result, any Error>
            do {
                outcome = .success(try await body(TransitServer(port: await port.value())))
            } catch {
                outcome = .failure(error)
            }
            await group.triggerGracefulShutdown()
            try await tasks.waitForAll()
            return try outcome.get()
        }
    }

    /// The port, once the server listens.
    private actor BoundPort {
        private var port: Int?
        private var waiters: [CheckedContinuation<Int, Never>] = []

        func bind(_ port: Int) {
            self.port = port
            for waiter in waiters { waiter.resume(returning: port) }
            waiters = []
        }

        func value() async -> Int {
            if let port { return port }
            return await withCheckedContinuation { waiters.append($0) }
        }
    }
}
