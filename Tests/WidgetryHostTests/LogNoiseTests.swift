import Foundation
import Logging
import Synchronization
import Testing
import TestWidgets
import WidgetKit
import WidgetryHost
import WidgetryStore

/// Holds what an in-process extension writes to the host while closed, and delivers it when
/// opened: a slow pipe, to catch the host between a request and its answer.
final class AnswerGate: Sendable {
    private let state = Mutex<(open: Bool, held: [@Sendable () -> Void])>((true, []))

    /// Delivers now when open; keeps `deliver` for later when closed.
    func pass(_ deliver: @escaping @Sendable () -> Void) {
        let now = state.withLock { state -> Bool in
            if state.open { return true }
            state.held.append(deliver)
            return false
        }
        if now { deliver() }
    }

    func close() { state.withLock { $0.open = false } }

    var held: Int { state.withLock { $0.held.count } }

    func open() {
        let held = state.withLock { state in
            state.open = true
            defer { state.held = [] }
            return state.held
        }
        held.forEach { $0() }
    }

    /// The test widgets in process, their answers through this gate.
    var launcher: ExtensionLauncher {
        .inProcess({ hostPeer in
            await MainActor.run {
                let runtime = ExtensionRuntime(try! WidgetExtension(bundle: TestWidgets()))
                return ExtensionRuntime.inProcessPeer(serving: runtime) { bytes in self.pass { hostPeer.receive(bytes) } }
            }
        })
    }
}

/// What happens in a host's normal day is not logged as an error: a widget removed while it
/// reloads, a widget scheduled by one path while another restores it (two renewals of a host
/// sharing a database that both gained it, a reload asked by another host meanwhile).
@Suite("No errors logged in normal operation", .serialized)
struct LogNoiseTests {
    func waitUntil(_ what: String, _ condition: () async throws -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(30)
        while try await !condition() {
            guard ContinuousClock.now < deadline else { throw WaitFailed(what: what) }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    @Test func aWidgetRemovedWhileItReloadsIsNotAnError() async throws {
        let log = CapturedLog()
        let gate = AnswerGate()
        let host = WidgetHost(store: try SQLiteWidgetStore(path: temporaryDatabase()), logger: log.logger)
        try await host.addExtension(id: "test", name: "Test widgets", path: "in-process", launcher: gate.launcher)
        let running = Task { await host.run() }
        let widget = try await host.place(extensionID: "test", kind: "Counter", family: "systemSmall")
        try await waitUntil("the first load") { try await host.display(instanceID: widget.id).state == .current }

        gate.close()
        try await host.reload(instanceID: widget.id)
        try await waitUntil("the timeline to be on its way") { gate.held > 0 }
        try await host.remove(instanceID: widget.id)
        gate.open()
        try await waitUntil("the answer to be handled") {
            log.all.contains { $0.message.contains(widget.id) && $0.message.contains("timeline") }
        }
        #expect(log.all.filter { $0.level >= .error }.map(\.message) == [])
        running.cancel()
        await running.value
    }

    @Test func aWidgetScheduledWhileItIsRestoredIsNotAnError() async throws {
        let database = temporaryDatabase()
        let first = try WidgetHost(databasePath: database)
        try await first.addExtension(id: "test", executable: testExtension)
        var placed: [String] = []
        for _ in 0..<20 { placed.append(try await first.place(extensionID: "test", kind: "Counter", family: "systemSmall").id) }
        await first.shutdown()

        let log = CapturedLog()
        let host = try WidgetHost(databasePath: database, logger: log.logger)
        try await host.addExtension(id: "test", executable: testExtension)
        // Two restores at once, as two overlapping renewals of a host sharing a database that
        // both gained these widgets.
        async let one: Void = host.restore()
        async let other: Void = host.restore()
        _ = try await (one, other)
        #expect(host.scheduledInstanceIDs == placed.sorted())
        #expect(log.all.filter { $0.level >= .error }.map(\.message) == [])
        await host.shutdown()
    }
}
