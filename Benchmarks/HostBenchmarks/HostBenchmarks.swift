// The round trip of a trivial timeline request (one entry, one text, light only) from the
// supervisor to an extension process and back, next to the same request answered in process
// (the same protocol: frames and JSON, no fork) and to a baseline measured in the same run:
// the answer's bytes written to `cat` through a pipe and read back (the OS's share of a
// round trip). `Benchmarks/host.sh` builds the extension and prints the ratios.
import Benchmark
import BenchmarkWidgets
import Foundation
import WidgetKit
import WidgetryHost
import WidgetryWire

let request = ExtensionRequest.timeline(
    kind: "Trivial", configuration: [:], render: RenderParameters(family: "systemSmall", colorSchemes: ["light"]))

struct HostBenchmarkFailed: Error, CustomStringConvertible {
    let description: String
}

func makeSupervisor(_ launcher: ExtensionLauncher) async -> ExtensionSupervisor {
    let supervisor = ExtensionSupervisor { _, _ in .done }
    await supervisor.register("bench", launcher: launcher)
    return supervisor
}

func timelineRoundTrip(_ supervisor: ExtensionSupervisor) async throws -> Int {
    guard case .timeline(let timeline) = try await supervisor.request("bench", request) else {
        throw HostBenchmarkFailed(description: "the extension did not answer with a timeline")
    }
    return timeline.entries.count
}

/// `cat` with a pipe each way (spawned directly, so nothing else runs between the two): the
/// baseline echoes a buffer.
final class Echo: @unchecked Sendable {
    private var pid: pid_t = 0
    private let toCat: Int32
    private let fromCat: Int32

    init() throws {
        var input: [Int32] = [0, 0]
        var output: [Int32] = [0, 0]
        guard pipe(&input) == 0, pipe(&output) == 0 else { throw HostBenchmarkFailed(description: "pipe failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_adddup2(&actions, input[0], 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_addclose(&actions, input[1])
        posix_spawn_file_actions_addclose(&actions, output[0])
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("cat"), nil]
        let status = posix_spawn(&pid, "/bin/cat", &actions, nil, arguments, environ)
        posix_spawn_file_actions_destroy(&actions)
        free(arguments[0])
        close(input[0])
        close(output[1])
        guard status == 0 else { throw HostBenchmarkFailed(description: "could not start cat: \(status)") }
        toCat = input[1]
        fromCat = output[0]
    }

    func roundTrip(_ bytes: [UInt8]) -> Int {
        let written = bytes.withUnsafeBytes { write(toCat, $0.baseAddress, $0.count) }
        precondition(written == bytes.count)
        var received = 0
        var buffer = [UInt8](repeating: 0, count: bytes.count)
        while received < bytes.count {
            let count = buffer.withUnsafeMutableBytes { read(fromCat, $0.baseAddress! + received, bytes.count - received) }
            precondition(count > 0)
            received += count
        }
        return received
    }

    func stop() {
        close(toCat)
        close(fromCat)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }
}

/// The extension executable `Benchmarks/host.sh` built.
let extensionPath = ProcessInfo.processInfo.environment["WIDGETRY_BENCHMARK_EXTENSION"] ?? ""

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput],
        timeUnits: .microseconds,
        warmupIterations: 10,
        maxDuration: .seconds(3),
        maxIterations: 20_000)

    Benchmark("host: timeline request, extension process") { benchmark in
        guard FileManager.default.isExecutableFile(atPath: extensionPath) else {
            benchmark.error("set WIDGETRY_BENCHMARK_EXTENSION to the built widgetry-benchmark-extension (Benchmarks/host.sh does)")
            return
        }
        let supervisor = await makeSupervisor(.executable(URL(fileURLWithPath: extensionPath)))
        _ = try await timelineRoundTrip(supervisor)  // start the process outside the measurement
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(try await timelineRoundTrip(supervisor)) }
        benchmark.stopMeasurement()
        await supervisor.shutdown()
    }

    Benchmark("host: timeline request, in process") { benchmark in
        let runtime = try await MainActor.run { ExtensionRuntime(try WidgetExtension([TrivialWidget()])) }
        let supervisor = await makeSupervisor(.inProcess({ hostPeer in
            await MainActor.run { ExtensionRuntime.inProcessPeer(serving: runtime) { bytes in hostPeer.receive(bytes) } }
        }))
        _ = try await timelineRoundTrip(supervisor)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(try await timelineRoundTrip(supervisor)) }
        benchmark.stopMeasurement()
        await supervisor.shutdown()
    }

    Benchmark("host baseline: the answer's bytes through cat and back") { benchmark in
        // As many bytes as the framed answer of the request above.
        let answer = try JSONEncoder().encode(
            ProtocolMessage.response(id: 1, body: .timeline(TimelineArchive(entries: [], policy: .never))))
        let runtime = try await MainActor.run { ExtensionRuntime(try WidgetExtension([TrivialWidget()])) }
        let response = await runtime.handle(request)
        let size = try JSONEncoder().encode(ProtocolMessage.response(id: 1, body: response)).count + 4
        let bytes = [UInt8](repeating: 0x20, count: max(size, answer.count))
        let echo = try Echo()
        _ = echo.roundTrip(bytes)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(echo.roundTrip(bytes)) }
        benchmark.stopMeasurement()
        echo.stop()
    }
}
