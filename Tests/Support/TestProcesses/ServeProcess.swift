// What tests of several targets share to run the package's executables for real: finding a
// built product, and `widgetry serve` as a child process.
import Foundation

/// An executable the package builds beside the test binary (`widgetry`, `widgetry-test-extension`,
/// the examples, …): found by walking up from the running test binary (`swift test` runs
/// `<bin>/<Package>PackageTests.xctest`; some runners pass a path inside it).
public func builtProduct(_ name: String) -> URL {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path), directory.path != "/" {
        directory.deleteLastPathComponent()
    }
    return directory.appendingPathComponent(name)
}

/// `widgetry serve` as a child process (on `--port 0` unless told a port): started, and its
/// address read from what it prints once listening. The process is killed when the value goes away
/// if it still runs.
public final class ServeProcess {
    public let process = Process()
    /// `http://127.0.0.1:PORT/`.
    public let base: URL
    /// What `serve` printed once listening, in one write: the address and the database, and,
    /// when it asks for sign-in, how (the setup code).
    public let banner: String

    /// Starts `widgetry serve --port 0` with `arguments` (e.g. `--database`, `--extension`),
    /// `environment` added to this process's, and standard error written to `log` (discarded
    /// when `nil`).
    public init(arguments: [String], environment: [String: String] = [:], log: URL? = nil, port: Int = 0) throws {
        process.executableURL = builtProduct("widgetry")
        process.arguments = ["serve", "--port", String(port)] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
        let output = Pipe()
        process.standardOutput = output
        if let log {
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: log)
        } else {
            process.standardError = FileHandle.nullDevice
        }
        try process.run()
        var printed = Data()
        while !printed.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed.append(chunk)
        }
        banner = String(decoding: printed, as: UTF8.self)
        guard let address = banner.split(separator: " ").first(where: { $0.hasPrefix("http://127.0.0.1:") }),
            let base = URL(string: String(address))
        else {
            kill(process.processIdentifier, SIGKILL)
            throw ServeDidNotStart(printed: banner)
        }
        self.base = base
    }

    /// `path` (absolute, e.g. `/api/widgets`) on the server.
    public func url(_ path: String) -> URL {
        URL(string: path, relativeTo: base)!.absoluteURL
    }

    /// Asks `serve` to stop (SIGTERM, a graceful shutdown) and waits until it has.
    public func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGTERM) }
        process.waitUntilExit()
    }

    /// The processes `serve` started (its extensions), from /proc.
    public var children: [Int32] {
        let pid = process.processIdentifier
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.flatMap { task in
            ((try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8)) ?? "")
                .split(separator: " ").compactMap { Int32($0) }
        }
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    public struct ServeDidNotStart: Error, CustomStringConvertible {
        public let printed: String
        public var description: String { "widgetry serve did not print its address; it printed: \(printed)" }
    }
}
