// What the examples' tests share: a data directory of their own for the stores the examples
// keep on disk, and the built executables.
import Foundation
import TestProcesses
import Testing

/// A new directory for this test process, named by the examples' environment variables:
/// `EMOJI_RANGERS_DATA` (the game the app and the Emoji Rangers extension share) and
/// `WIDGETRY_EXAMPLE_DATA` (the counter's state). Read it before using a store.
let exampleData: URL = {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-examples-\(UUID().uuidString)")
    let rangers = directory.appendingPathComponent("EmojiRangers")
    let counters = directory.appendingPathComponent("Counter")
    try! FileManager.default.createDirectory(at: rangers, withIntermediateDirectories: true)
    try! FileManager.default.createDirectory(at: counters, withIntermediateDirectories: true)
    setenv("EMOJI_RANGERS_DATA", rangers.path, 1)
    setenv("WIDGETRY_EXAMPLE_DATA", counters.path, 1)
    return directory
}()

/// Runs an executable to its end; its standard output and error together, and its status.
func run(_ executable: URL, _ arguments: [String], environment: [String: String] = [:]) throws -> (output: String, status: Int32) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: data, as: UTF8.self), process.terminationStatus)
}

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `widgetry serve` with `extensions` (executables of the package) on a new database: the real
/// host an app talks to, with the API calls the tests make.
final class RunningServe {
    let serve: ServeProcess
    var base: URL { serve.base }

    init(extensions: [String]) throws {
        let database = exampleData.appendingPathComponent("serve-\(UUID().uuidString).sqlite").path
        serve = try ServeProcess(arguments: ["--database", database] + extensions.flatMap { ["--extension", builtProduct($0).path] })
    }

    struct ServeFailed: Error { let output: String }

    /// Sends a request to the API (with the page's same-origin mark); the status and the body.
    func call(_ method: String, _ path: String, json: String? = nil) async throws -> (status: Int, body: String) {
        var request = URLRequest(url: URL(string: path, relativeTo: base)!)
        request.httpMethod = method
        request.setValue("1", forHTTPHeaderField: "X-Widgetry-Request")
        if let json {
            request.httpBody = Data(json.utf8)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }

    /// Places a widget; its id.
    func place(_ json: String) async throws -> String {
        let placed = try await call("POST", "/api/instances", json: json)
        guard placed.status == 201, let object = try JSONSerialization.jsonObject(with: Data(placed.body.utf8)) as? [String: Any],
            let id = object["id"] as? String
        else { throw ServeFailed(output: placed.body) }
        return id
    }

    func stop() { serve.stop() }
}
