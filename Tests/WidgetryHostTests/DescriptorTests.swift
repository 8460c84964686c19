import Foundation
import TestProcesses
import Testing

/// What `widgetry-extension-deaths` reports (see its source).
struct DeathsReport: Decodable {
    var baseline: Int
    var after: Int
    var crashed: Int
    var timedOut: Int
    var otherErrors: [String]
    var extra: [String]
}

@Suite("Descriptors of dead extensions", .serialized)
struct DescriptorTests {
    /// 100 crashes and 100 kills at the time limit (ten of them while a crash is being
    /// reported) leave the host's descriptors where they were:
    /// each pipe end of a dead extension is closed. (Counted in a process of its own: the other
    /// suites running at the same time open and close descriptors of their own.)
    @Test func everyDescriptorOfADeadExtensionIsClosed() async throws {
        let process = Process()
        process.executableURL = builtProduct("widgetry-extension-deaths")
        process.arguments = [testExtension.path, "100", "100"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let printed = await readToEnd(output.fileHandleForReading, limit: .seconds(180)) {
            kill(process.processIdentifier, SIGKILL)
        }
        let report = try JSONDecoder().decode(DeathsReport.self, from: printed)
        // Every request ended its extension: a crash, or a kill at the time limit (a crash that
        // was being reported when the limit came counts as either).
        #expect(report.crashed + report.timedOut == 200)
        #expect(report.timedOut >= 90)
        #expect(report.otherErrors.isEmpty)
        // A small constant for descriptors the runtime opens once (an event loop's eventfd,
        // epoll and timerfd), not one per death.
        #expect(report.after - report.baseline <= 8, "open after 200 deaths: \(report.extra)")
    }
}

/// Everything `handle` gives until end of file, read on a thread of its own (a blocking read on
/// the cooperative pool, two threads here, would starve every other suite); after `limit`,
/// `onTimeout` (kill the writer, which ends the output, so a broken run fails instead of hanging).
func readToEnd(_ handle: FileHandle, limit: Duration, onTimeout: @escaping @Sendable () -> Void) async -> Data {
    let timer = Task.detached {
        try await Task.sleep(for: limit)
        onTimeout()
    }
    defer { timer.cancel() }
    return await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: handle.readDataToEndOfFile()) }.start()
    }
}
