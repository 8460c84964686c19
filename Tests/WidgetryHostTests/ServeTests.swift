import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The children of process `pid` (Linux: /proc).
func childProcesses(of pid: Int32) -> [Int32] {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
    return tasks.flatMap { task in
        ((try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8)) ?? "")
            .split(separator: " ").compactMap { Int32($0) }
    }
}

@Suite("widgetry serve", .serialized)
struct ServeTests {
    @Test func serveRunsTheHostAndTheHomeScreenUntilSIGTERM() async throws {
        let database = temporaryDatabase()
        let process = Process()
        process.executableURL = testExtension.deletingLastPathComponent().appendingPathComponent("widgetry")
        process.arguments = ["serve", "--port", "0", "--database", database, "--extension", testExtension.path]
        let output = Pipe()
        process.standardOutput = output
        let log = database + ".log"
        FileManager.default.createFile(atPath: log, contents: nil)
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        // The first line names the address.
        var printed = Data()
        while !printed.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            printed.append(chunk)
        }
        let line = String(decoding: printed, as: UTF8.self)
        let address = try #require(line.split(separator: " ").first { $0.hasPrefix("http://127.0.0.1:") }, "printed: \(line)")
        #expect(line.contains(database))
        let base = try #require(URL(string: String(address)))

        let (widgets, response) = try await URLSession.shared.data(from: base.appendingPathComponent("api/widgets"))
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: widgets, as: UTF8.self).contains("\"Counter\""))
        var place = URLRequest(url: base.appendingPathComponent("api/instances"))
        place.httpMethod = "POST"
        place.setValue("1", forHTTPHeaderField: "X-Widgetry-Request")
        place.setValue("application/json", forHTTPHeaderField: "Content-Type")
        place.httpBody = Data(#"{"extension": "widgetry-test-extension", "kind": "Counter", "family": "systemSmall"}"#.utf8)
        let (_, placed) = try await URLSession.shared.data(for: place)
        #expect((placed as? HTTPURLResponse)?.statusCode == 201)
        let (page, _) = try await URLSession.shared.data(from: base)
        #expect(String(decoding: page, as: UTF8.self).contains("<html"))

        let children = childProcesses(of: process.processIdentifier)
        #expect(!children.isEmpty, "the extension runs as a child process")
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "serve's log: \((try? String(contentsOfFile: log, encoding: .utf8)) ?? "")")
        #expect(process.terminationStatus == 0)
        for child in children { #expect(!isAlive(child)) }
    }
}
