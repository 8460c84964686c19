import Foundation
import TestProcesses
import Testing
import WidgetryHost

/// Extension executables that break at start, as shell scripts in a new folder: each writes its
/// process id to `<its path>.pid` first.
struct BrokenExtensions {
    let folder: URL

    /// Exits at once with status 3.
    var exits: URL { folder.appendingPathComponent("exits") }
    /// Never answers.
    var hangs: URL { folder.appendingPathComponent("hangs") }
    /// Writes text that is not a frame, then waits.
    var garbage: URL { folder.appendingPathComponent("garbage") }
    /// Writes one frame of 60 MB of zeros (under the protocol's 64 MB limit, not JSON), then waits.
    var hugeFrame: URL { folder.appendingPathComponent("huge-frame") }

    var all: [URL] { [exits, hangs, garbage, hugeFrame] }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("broken-extensions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let scripts = [
            (exits, "exit 3"),
            (hangs, "exec sleep 600"),
            (garbage, "printf 'this is not a protocol frame\\n'\nexec sleep 600"),
            (hugeFrame, "printf '\\003\\300\\000\\000'\nhead -c 62914560 /dev/zero\nexec sleep 600"),
        ]
        for (url, body) in scripts {
            try "#!/bin/sh\necho $$ > \"$0.pid\"\n\(body)\n".write(to: url, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        }
    }

    /// The process the script at `url` ran as, once it has started.
    func processIdentifier(of url: URL) -> Int32? {
        (try? String(contentsOfFile: url.path + ".pid", encoding: .utf8)).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }
}

/// Waits (at most `limit`) until `condition` holds; a bound on a broken test, not a timing check.
func eventually(_ what: String, limit: Duration = .seconds(30), _ condition: () async throws -> Bool) async throws {
    let deadline = ContinuousClock.now + limit
    while try await !condition() {
        guard ContinuousClock.now < deadline else { throw WaitFailed(what: what) }
        try await Task.sleep(for: .milliseconds(50))
    }
}

struct WaitFailed: Error, CustomStringConvertible {
    let what: String
    var description: String { "gave up waiting for \(what)" }
}

@Suite("Extensions that cannot be started", .serialized)
struct UnavailableExtensionTests {
    static func options() -> WidgetHost.Options {
        var options = WidgetHost.Options()
        // Long enough for a debug build of the good extension to start on a busy 2-core machine (12 s
        // was not, twice, under the whole suite once extensions also described their Live Activities
        // and heard their push tokens at start).
        options.supervisor.requestTimeout = .seconds(30)
        options.supervisor.initialBackoff = .milliseconds(100)
        return options
    }

    /// Four broken extensions and a good one: the good one comes up, each broken one is listed
    /// with why, and none of their processes is left running.
    @Test func aBrokenExtensionDoesNotKeepTheOthersDown() async throws {
        let broken = try BrokenExtensions()
        let host = try WidgetHost.inMemory(options: Self.options())
        let unavailable = await host.addExtensions(
            executables: broken.all.map { ($0.lastPathComponent, $0) } + [("widgetry-test-extension", testExtension)])
        #expect(host.extensions.map(\.id) == ["widgetry-test-extension"])
        #expect(unavailable.map(\.id) == ["exits", "hangs", "garbage", "huge-frame"])
        let reasons = Dictionary(uniqueKeysWithValues: unavailable.map { ($0.id, $0.reason) })
        #expect(reasons["exits"]?.contains("exited with status 3") == true, "\(reasons)")
        #expect(reasons["hangs"]?.contains("did not answer within 30 s") == true, "\(reasons)")
        #expect(reasons["garbage"]?.contains("not a protocol message") == true, "\(reasons)")
        // 60 MB through a pipe: refused once read whole, or stopped at the time limit on a busy machine.
        let huge = reasons["huge-frame"] ?? ""
        #expect(huge.contains("not a protocol message") || huge.contains("did not answer within 30 s"), "\(reasons)")
        // The good one works.
        let placed = try await host.place(extensionID: "widgetry-test-extension", kind: "Counter", family: "systemSmall")
        #expect(placed.kind == "Counter")
        // Nothing of the broken ones runs on: the one that hangs was killed at the time limit,
        // those that wrote garbage as soon as they did.
        for script in [broken.hangs, broken.garbage, broken.hugeFrame] {
            let pid = try #require(broken.processIdentifier(of: script))
            try await eventually("\(script.lastPathComponent) to be ended") { kill(pid, 0) != 0 }
        }
        await host.shutdown()
    }

    /// An extension that would not start is tried again with backoff while the host runs; once
    /// it starts (here: rebuilt), its widgets placed before are scheduled again.
    @Test func anUnavailableExtensionComesUpOnceItStartsAndItsWidgetsWithIt() async throws {
        let broken = try BrokenExtensions()
        let database = broken.folder.appendingPathComponent("widgets.sqlite").path
        let flaky = broken.folder.appendingPathComponent("flaky")
        try FileManager.default.copyItem(at: testExtension, to: flaky)
        // A first run places a widget of it.
        let first = try WidgetHost(databasePath: database, options: Self.options())
        try await first.addExtension(id: "flaky", executable: flaky)
        let widget = try await first.place(extensionID: "flaky", kind: "Counter", family: "systemSmall")
        await first.shutdown()

        // The next run finds it broken.
        try FileManager.default.removeItem(at: flaky)
        try FileManager.default.copyItem(at: broken.exits, to: flaky)
        let host = try WidgetHost(databasePath: database, options: Self.options())
        let unavailable = await host.addExtensions(executables: [("flaky", flaky)])
        #expect(unavailable.map(\.id) == ["flaky"])
        try await host.restore()
        #expect(throws: HostError.self) { try host.status(instanceID: widget.id) }
        let events = host.events()
        let told = Task {
            for await event in events {
                if case .extensionChanged("flaky") = event { return true }
            }
            return false
        }
        let running = Task { await host.run() }
        defer { running.cancel() }

        // Tried again while it still fails: the reason stays, the widget stays unscheduled.
        try await eventually("another attempt") { FileManager.default.fileExists(atPath: flaky.path + ".pid") }
        try FileManager.default.removeItem(atPath: flaky.path + ".pid")
        try await eventually("a third attempt") { FileManager.default.fileExists(atPath: flaky.path + ".pid") }
        #expect(host.unavailableExtensions.first?.reason.contains("exited with status 3") == true)

        // Rebuilt: it comes up, pages are told, and its widget is scheduled again.
        try FileManager.default.removeItem(at: flaky)
        try FileManager.default.copyItem(at: testExtension, to: flaky)
        try await eventually("the extension to come up") { host.extensions.map(\.id) == ["flaky"] }
        #expect(host.unavailableExtensions.isEmpty)
        try await eventually("the widget to be scheduled") { (try? host.status(instanceID: widget.id)) != nil }
        running.cancel()
        await running.value
        #expect(await told.value, "pages were told (extensionChanged)")
    }
}
