// The server Benchmarks/web.sh loads with wrk: the production home screen
// (`HomeScreenAPI.makeApplication`'s routes and middleware) on a host with one real extension
// process and one placed widget, plus `GET /api/hello`, a hello-world route of the same server
// and middleware, as the baseline. Prints `PORT=<port> INSTANCE=<id>` once the widget shows an
// entry, then serves until SIGINT or SIGTERM.
//
// Usage: widgetry-web-benchmark <extension executable> [kind]
import Foundation
import Hummingbird
import Logging
import ServiceLifecycle
import WidgetryHost
import WidgetryWeb

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: widgetry-web-benchmark <extension executable> [kind]\n".utf8))
    exit(2)
}
let kind = arguments.count >= 3 ? arguments[2] : "Trivial"
var logger = Logger(label: "widgetry.web.benchmark")
logger.logLevel = .warning

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-web-benchmark-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
let host = try WidgetHost(databasePath: folder.appendingPathComponent("widgets.sqlite").path, logger: logger)
try await host.addExtension(id: "benchmark", executable: URL(fileURLWithPath: arguments[1]))
let placed = try await host.place(extensionID: "benchmark", kind: kind, family: "systemSmall")

let web = try WebApplication(configuration: WebServerConfiguration(port: 0), logger: logger) { api in
    HomeScreenAPI.register(on: api, host: host)
    api.get("hello") { _, _ in "Hello, world!" }
}
let group = ServiceGroup(services: [host, web], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
try await withThrowingTaskGroup(of: Void.self) { tasks in
    tasks.addTask { try await group.run() }
    let port = try await web.listeningPort()
    while (try? await host.display(instanceID: placed.id).state) != .current {
        try await Task.sleep(for: .milliseconds(50))
    }
    FileHandle.standardOutput.write(Data("PORT=\(port) INSTANCE=\(placed.id)\n".utf8))
    try await tasks.waitForAll()
}
