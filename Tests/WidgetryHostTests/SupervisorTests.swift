import Foundation
import Synchronization
import TestProcesses
import Testing
import TestWidgets
import WidgetKit
import WidgetryHost
import WidgetryProtocol
import WidgetryWire

/// The test extension executable, built by the package next to the test binary.
let testExtension = builtProduct("widgetry-test-extension")

/// Records the extensions' WidgetCenter calls.
final class HostCalls: Sendable {
    let calls = Mutex<[String]>([])
    let placed: [PlacedWidgetInfo] = [PlacedWidgetInfo(id: "w1", kind: "Counter", family: "systemSmall", configuration: [:])]

    func answer(_ id: String, _ request: HostRequest) -> HostResponse {
        calls.withLock { $0.append("\(id): \(request)") }
        if case .currentConfigurations = request { return .configurations(placed) }
        return .done
    }
}

func makeSupervisor(timeout: Duration = .seconds(60), maximumInFlight: Int = 16, calls: HostCalls = HostCalls()) async -> ExtensionSupervisor {
    var configuration = ExtensionSupervisor.Configuration()
    configuration.requestTimeout = timeout
    configuration.maximumInFlight = maximumInFlight
    configuration.initialBackoff = .milliseconds(50)
    let supervisor = ExtensionSupervisor(configuration: configuration) { id, request in calls.answer(id, request) }
    await supervisor.register("test", launcher: .executable(testExtension))
    return supervisor
}

func isAlive(_ pid: Int32) -> Bool { kill(pid, 0) == 0 }

let small = RenderParameters(family: "systemSmall", colorSchemes: ["light"])

@Suite("Extension processes under the supervisor", .serialized)
struct SupervisorTests {
    @Test func schemaOverTheProtocolEqualsTheInProcessSchema() async throws {
        let supervisor = await makeSupervisor()
        let response = try await supervisor.request("test", .describe)
        let inProcess = try await MainActor.run { try WidgetExtension(bundle: TestWidgets()).descriptions }
        #expect(response == .descriptions(inProcess))
        #expect(inProcess.map(\.kind) == ["Counter", "Crasher", "Sleeper", "Reloader", "Character", "Session", "Showcase", "Photo", "Day"])
        await supervisor.shutdown()
    }

    @Test func aCrashingProviderIsContained() async throws {
        let supervisor = await makeSupervisor()
        guard case .timeline(let before) = try await supervisor.request("test", .timeline(kind: "Counter", configuration: [:], render: small)) else {
            Issue.record("no timeline")
            return
        }
        #expect(before.policy == .never)
        let firstProcess = try #require(await supervisor.processIdentifier(of: "test"))

        await #expect(throws: ExtensionSupervisor.SupervisorError.self) {
            try await supervisor.request("test", .timeline(kind: "Crasher", configuration: [:], render: small))
        }
        #expect(await supervisor.failures(of: "test").contains { $0.message.contains("signal") || $0.message.contains("exited") })

        // Other widgets keep updating: the extension is started again after a short backoff.
        let after = try await supervisor.requestAfterBackoff("test", .timeline(kind: "Counter", configuration: [:], render: small))
        guard case .timeline = after else {
            Issue.record("expected a timeline after the restart, got \(after)")
            return
        }
        #expect(await supervisor.starts(of: "test") == 2)
        #expect(await supervisor.processIdentifier(of: "test") != firstProcess)
        await supervisor.shutdown()
    }

    @Test func aHangingProviderIsKilledAfterTheTimeLimit() async throws {
        let supervisor = await makeSupervisor(timeout: .milliseconds(800))
        try await supervisor.warmUp("test")
        let hung = try #require(await supervisor.processIdentifier(of: "test"))
        let started = ContinuousClock.now
        await #expect(throws: ExtensionSupervisor.SupervisorError.timedOut(extension: "test", seconds: 0.8)) {
            try await supervisor.request("test", .timeline(kind: "Sleeper", configuration: [:], render: small))
        }
        #expect(ContinuousClock.now - started < .seconds(10))
        try await Task.sleep(for: .milliseconds(200))
        #expect(!isAlive(hung))
        // Started again (waiting out the backoff; a loaded machine may need more than the
        // 0.8 s limit to start a process, which warmUp allows for), it answers.
        try await supervisor.warmUp("test")
        let response = try await supervisor.requestAfterBackoff("test", .snapshot(kind: "Counter", configuration: [:], render: small))
        guard case .entry = response else {
            Issue.record("expected an entry, got \(response)")
            return
        }
        #expect(await supervisor.failures(of: "test").contains { $0.message.contains("did not answer") })
        await supervisor.shutdown()
    }

    @Test func aCancelledRequestStopsWaitingWithoutBlamingTheExtension() async throws {
        let supervisor = await makeSupervisor(timeout: .seconds(60))
        _ = try await supervisor.request("test", .describe)
        let pid = try #require(await supervisor.processIdentifier(of: "test"))
        let waiting = Task { try await supervisor.request("test", .timeline(kind: "Sleeper", configuration: [:], render: small)) }
        try await Task.sleep(for: .milliseconds(100))
        waiting.cancel()
        await #expect(throws: ExtensionSupervisor.SupervisorError.cancelled(extension: "test")) { try await waiting.value }
        #expect(await supervisor.processIdentifier(of: "test") == pid)
        #expect(await supervisor.failures(of: "test").isEmpty)
        guard case .entry = try await supervisor.request("test", .snapshot(kind: "Counter", configuration: [:], render: small)) else {
            Issue.record("no entry after the cancelled request")
            return
        }
        await supervisor.shutdown()
    }

    @Test func shutdownEndsEveryChild() async throws {
        let supervisor = await makeSupervisor()
        _ = try await supervisor.request("test", .describe)
        let pid = try #require(await supervisor.processIdentifier(of: "test"))
        #expect(isAlive(pid))
        await supervisor.shutdown()
        #expect(!isAlive(pid))
        await #expect(throws: ExtensionSupervisor.SupervisorError.shutDown) { try await supervisor.request("test", .describe) }
    }

    @Test func widgetCenterCallsFromTheExtensionReachTheHost() async throws {
        let calls = HostCalls()
        let supervisor = await makeSupervisor(calls: calls)
        let response = try await supervisor.request("test", .timeline(kind: "Reloader", configuration: [:], render: small))
        guard case .timeline(let timeline) = response else {
            Issue.record("no timeline: \(response)")
            return
        }
        let text = timeline.entries.first?.variants.first?.root.text?.runs.map(\.string).joined()
        #expect(text == "placed 1")
        #expect(calls.calls.withLock { $0 }.contains("test: reloadTimelines(kind: Optional(\"Counter\"))"))
        await supervisor.shutdown()
    }

    @Test func anIntentButtonIsPerformedInTheExtension() async throws {
        let supervisor = await makeSupervisor()
        guard case .timeline(let timeline) = try await supervisor.request("test", .timeline(kind: "Counter", configuration: [:], render: small)),
            let archive = timeline.entries.first?.variants.first
        else {
            Issue.record("no timeline")
            return
        }
        func nodes(_ node: ViewNode) -> [ViewNode] { [node] + node.children.flatMap(nodes) }
        let intent = try #require(nodes(archive.root).compactMap(\.action?.intent).first)
        #expect(intent.typeName == "IncrementIntent")
        #expect(intent.configuration == ["by": 2])
        let performed = try await supervisor.request("test", .perform(intent: intent, kind: "Counter", family: "systemSmall", configuration: [:]))
        #expect(performed == .performed)
        guard case .entry(let entry) = try await supervisor.request("test", .snapshot(kind: "Counter", configuration: [:], render: small)) else {
            Issue.record("no entry")
            return
        }
        #expect(nodes(try #require(entry.variants.first).root).compactMap { $0.text?.runs.map(\.string).joined() }.first == "Count 2")
        await supervisor.shutdown()
    }

    @Test func badRequestsGetClearAnswers() async throws {
        let supervisor = await makeSupervisor()
        let unknownKind = try await supervisor.request("test", .timeline(kind: "Nope", configuration: [:], render: small))
        guard case .failure(let message) = unknownKind else {
            Issue.record("expected a failure, got \(unknownKind)")
            return
        }
        #expect(message.contains("no widget of kind “Nope”"))
        let badFamily = try await supervisor.request("test", .snapshot(kind: "Counter", configuration: [:], render: RenderParameters(family: "huge")))
        #expect(badFamily == .failure("“huge” is not a widget family"))
        let configured = try await supervisor.request("test", .timeline(kind: "Counter", configuration: ["x": 1], render: small))
        guard case .invalidConfiguration(let error) = configured else {
            Issue.record("expected a configuration error, got \(configured)")
            return
        }
        #expect(error.issues.map(\.code) == [.unknownParameter])
        let mismatch = try await supervisor.request("test", .hello(version: 999))
        guard case .failure(let text) = mismatch else {
            Issue.record("expected a failure, got \(mismatch)")
            return
        }
        #expect(text.contains("protocol version mismatch"))
        await #expect(throws: ExtensionSupervisor.SupervisorError.unknownExtension("other")) {
            try await supervisor.request("other", .describe)
        }
        await supervisor.shutdown()
    }

    @Test func requestsInFlightAreBounded() async throws {
        let supervisor = await makeSupervisor(timeout: .seconds(2), maximumInFlight: 1)
        try await supervisor.warmUp("test")
        async let hanging = supervisor.request("test", .timeline(kind: "Sleeper", configuration: [:], render: small))
        try await Task.sleep(for: .milliseconds(200))
        await #expect(throws: ExtensionSupervisor.SupervisorError.busy(extension: "test", limit: 1)) {
            try await supervisor.request("test", .describe)
        }
        _ = try? await hanging
        await supervisor.shutdown()
    }

    @Test func aMissingExecutableFailsToStartClearly() async throws {
        let supervisor = ExtensionSupervisor { _, _ in .done }
        await supervisor.register("ghost", launcher: .executable(URL(fileURLWithPath: "/nonexistent/extension")))
        do {
            _ = try await supervisor.request("ghost", .describe)
            Issue.record("expected a start failure")
        } catch {
            guard case .failedToStart(let id, _) = error else {
                Issue.record("expected failedToStart, got \(error)")
                return
            }
            #expect(id == "ghost")
        }
    }
}

@Suite("The protocol in process", .serialized)
struct InProcessTests {
    @Test func inProcessModeSpeaksTheSameProtocol() async throws {
        let calls = HostCalls()
        let supervisor = ExtensionSupervisor { id, request in calls.answer(id, request) }
        let runtime = try await MainActor.run { ExtensionRuntime(try WidgetExtension(bundle: TestWidgets())) }
        await supervisor.register("local", launcher: .inProcess({ hostPeer in
            await MainActor.run {
                ExtensionRuntime.inProcessPeer(serving: runtime) { bytes in hostPeer.receive(bytes) }
            }
        }))
        let described = try await supervisor.request("local", .describe)
        guard case .descriptions(let descriptions) = described else {
            Issue.record("no descriptions")
            return
        }
        #expect(descriptions.map(\.kind) == ["Counter", "Crasher", "Sleeper", "Reloader", "Character", "Session", "Showcase", "Photo", "Day"])
        let response = try await supervisor.request("local", .timeline(kind: "Reloader", configuration: [:], render: small))
        guard case .timeline = response else {
            Issue.record("no timeline: \(response)")
            return
        }
        #expect(calls.calls.withLock { $0 }.contains { $0.hasPrefix("local: reloadTimelines") })
        await supervisor.shutdown()
    }
}

@Suite struct FramingTests {
    @Test func framesSplitAcrossReadsAndJoinedInOne() throws {
        var decoder = FrameDecoder()
        let a = frame(Array("{\"a\":1}".utf8))
        let b = frame(Array("[]".utf8))
        let stream = a + b
        #expect(try decoder.append(stream.prefix(3)).isEmpty)
        #expect(try decoder.append(stream.dropFirst(3).prefix(a.count - 3)) == [Array("{\"a\":1}".utf8)])
        #expect(try decoder.append(stream.dropFirst(a.count)) == [Array("[]".utf8)])
    }

    @Test func anOversizedFrameIsRefused() {
        var decoder = FrameDecoder()
        #expect(throws: FrameDecoder.Failure.frameTooLarge(0x7FFF_FFFF)) { try decoder.append([0x7F, 0xFF, 0xFF, 0xFF]) }
    }

    @Test func garbageClosesThePeerWithAClearError() async {
        let peer = ProtocolPeer(hostWriting: { _ in }, onHostRequest: { _ in .done })
        peer.receive(frame(Array("not json".utf8)))
        guard case .malformed = peer.closedReason else {
            Issue.record("expected malformed, got \(String(describing: peer.closedReason))")
            return
        }
        await #expect(throws: ProtocolError.self) { try await peer.send(.describe) }
    }
}
