// What the examples' tests share: a data directory of their own for the stores the examples
// keep on disk, and the built executables.
import Foundation
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

/// An executable of the package, built next to the test binary (`swift build --build-tests`).
func builtExecutable(_ name: String) -> URL {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var directory = binary.deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path), directory.path != "/" {
        directory.deleteLastPathComponent()
    }
    return directory.appendingPathComponent(name)
}

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
