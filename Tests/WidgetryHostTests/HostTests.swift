import Foundation
import Testing
import TestProcesses
import TestWidgets
import WidgetKit
@testable import WidgetryHost
import WidgetryScheduler
import WidgetryStore
import WidgetryWire

/// Test widgets in process (the same protocol, no fork), so tests can change the `Roster` of
/// the "Cast" widget.
func inProcessTestWidgets() -> ExtensionLauncher {
    .inProcess({ hostPeer in
        await MainActor.run {
            let runtime = ExtensionRuntime(try! WidgetExtension([CounterWidget(), CastWidget()]))
            return ExtensionRuntime.inProcessPeer(serving: runtime) { bytes in hostPeer.receive(bytes) }
        }
    })
}

/// A fresh SQLite file in a new temporary folder.
func temporaryDatabase() -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-host-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent("widgets.sqlite").path
}

/// A host on a virtual clock starting at the real now (the extension dates its entries by the
/// real clock; the host translates).
func makeHost(database: String = temporaryDatabase(), clock: VirtualClock = VirtualClock(now: Date()), extensions: [String] = ["test"])
    async throws -> WidgetHost
{
    let host = WidgetHost(store: try SQLiteWidgetStore(path: database), clock: clock, options: .underTest)
    for id in extensions {
        try await host.addExtension(id: id, name: "Test widgets", path: "in-process", launcher: inProcessTestWidgets())
    }
    return host
}

/// The text of every `Text` in an entry's first variant, in order.
func texts(_ entry: EntryArchive) -> [String] {
    entry.variants.first?.allNodes.compactMap { $0.text?.runs.map(\.string).joined() } ?? []
}

extension WidgetHost {
    /// Runs the virtual clock `seconds` on.
    func advance(_ seconds: TimeInterval) async { await run(until: clock.now.addingTimeInterval(seconds)) }
}

@Suite("The host: placing, configuring, reloading", .serialized)
struct HostTests {
    init() { Roster.reset() }

    @Test func placingResolvesDefaultsIncludingDefaultResult() async throws {
        let host = try await makeHost()
        let placed = try await host.place(extensionID: "test", kind: "Cast", family: "systemSmall")
        #expect(placed.configuration == ["character": "panda", "showLevel": false, "level": 1])
        #expect(!placed.needsConfiguration)
        await host.advance(1)
        let display = try await host.display(instanceID: placed.id)
        #expect(display.state == .current)
        #expect(texts(display.entry) == ["Power Panda"])
        #expect(try await host.store.timeline(instanceID: placed.id)?.timeline.entries.count == 5)
        await host.shutdown()
    }

    @Test func aRequiredParameterWithoutADefaultNeedsConfiguration() async throws {
        Roster.removeDefault()
        let host = try await makeHost()
        let placed = try await host.place(extensionID: "test", kind: "Cast", family: "systemMedium")
        #expect(placed.needsConfiguration)
        #expect(placed.missingParameters == ["character"])
        await host.advance(60)
        #expect(try await host.display(instanceID: placed.id).state == .needsConfiguration)
        #expect(try await host.inspect(instanceID: placed.id).status == nil)

        let configured = try await host.configure(instanceID: placed.id, values: ["character": "egg"])
        #expect(!configured.needsConfiguration)
        #expect(configured.configuration == ["character": "egg", "showLevel": false, "level": 1])
        await host.advance(1)
        let display = try await host.display(instanceID: placed.id)
        #expect(display.state == .current)
        #expect(texts(display.entry) == ["Egghead"])
        await host.shutdown()
    }

    @Test func editingValidatesStoresNothingOnErrorAndReloadsUncounted() async throws {
        let host = try await makeHost()
        let placed = try await host.place(extensionID: "test", kind: "Cast", family: "systemSmall")
        await host.advance(1)

        await #expect {
            try await host.configure(instanceID: placed.id, values: ["character": "nobody", "level": 42])
        } throws: { error in
            guard case HostError.invalidConfiguration(let refused) = error else { return false }
            return refused.issue(for: "level")?.code == .outOfRange && refused.issue(for: "character")?.code == .unknownEntity
        }
        #expect(try await host.instance(placed.id).configuration == placed.configuration)

        await host.advance(60)
        try await host.configure(instanceID: placed.id, values: ["character": "spouty", "showLevel": true, "level": 3])
        await host.advance(1)
        #expect(texts(try await host.display(instanceID: placed.id).entry) == ["Spouty", "Level 3"])
        let inspection = try await host.inspect(instanceID: placed.id)
        let edit = try #require(inspection.decisions.last { $0.reason == .configurationChanged })
        #expect(!edit.counted)
        #expect(inspection.status?.budgetLeft == 70)
        #expect(inspection.ledger.contains { $0.reason == "configurationChanged" && !$0.counted })
        await host.shutdown()
    }

    @Test func theEditorShowsTheParametersTheSummaryChooses() async throws {
        let host = try await makeHost()
        let placed = try await host.place(extensionID: "test", kind: "Cast", family: "systemSmall")
        #expect(try await host.visibleParameters(instanceID: placed.id, values: ["showLevel": false]) == ["character", "showLevel"])
        #expect(try await host.visibleParameters(instanceID: placed.id, values: ["showLevel": true]) == ["character", "level", "showLevel"])
        let options = try #require(try await host.options(instanceID: placed.id, parameter: "character", matching: "egg"))
        #expect(options.items.map(\.display.title) == ["Egghead"])
        await #expect(throws: HostError.unknownParameter(kind: "Cast", parameter: "colour")) {
            try await host.options(instanceID: placed.id, parameter: "colour")
        }
        await host.shutdown()
    }

    @Test func anEntityThatDisappearedIsReportedAndTheLastEntryKept() async throws {
        let host = try await makeHost()
        let placed = try await host.place(extensionID: "test", kind: "Cast", family: "systemSmall")
        await host.advance(1)
        Roster.remove("panda")
        try await host.reload(instanceID: placed.id)
        await host.advance(1)
        let widget = try await host.instance(placed.id)
        #expect(widget.missingEntities == ["character": ["panda"]])
        let display = try await host.display(instanceID: placed.id)
        #expect(display.state == .current)
        #expect(texts(display.entry) == ["Power Panda"])
        #expect(try await host.inspect(instanceID: placed.id).errors.first?.message.contains("panda") == true)

        // Choosing again clears the report.
        try await host.configure(instanceID: placed.id, values: ["character": "egg"])
        #expect(try await host.instance(placed.id).missingEntities.isEmpty)
        await host.shutdown()
    }

    @Test func recommendationsAreListedPerKindUntilTheAppInvalidatesThem() async throws {
        let host = try await makeHost()
        let first = try await host.recommendations(extensionID: "test", kind: "Cast")
        #expect(first.map(\.description) == ["Egghead", "Spouty"])
        #expect(first.map { $0.configuration["character"] } == ["egg", "spouty"])
        #expect(try await host.recommendations(extensionID: "test", kind: "Counter").isEmpty)

        Roster.remove("egg")
        #expect(try await host.recommendations(extensionID: "test", kind: "Cast").count == 2)  // cached
        #expect(await host.widgetCenter(extensionID: "test", .invalidateConfigurationRecommendations, appInForeground: true) == .done)
        #expect(try await host.recommendations(extensionID: "test", kind: "Cast").map(\.description) == ["Spouty"])

        // A recommendation places a preconfigured widget.
        let placed = try await host.place(extensionID: "test", kind: "Cast", family: "systemSmall", configuration: first[1].configuration)
        #expect(placed.configuration["character"] == "spouty")
        await host.shutdown()
    }

    @Test func anAtEndTimelineReloadsExactlyAtItsLastEntry() async throws {
        let clock = VirtualClock(now: Date())
        let host = try await makeHost(clock: clock)
        let placed = try await host.place(extensionID: "test", kind: "Cast", family: "systemSmall")
        await host.advance(1)
        let loaded = try #require(try await host.store.timeline(instanceID: placed.id)?.timeline)
        let lastEntry = try #require(loaded.entries.last?.date)
        await host.run(until: Date(timeIntervalSince1970: lastEntry - 1))
        #expect(try await host.inspect(instanceID: placed.id).decisions.filter { $0.reason == .policy }.allSatisfy {
            if case .done = $0.outcome { false } else { true }
        })
        await host.run(until: Date(timeIntervalSince1970: lastEntry + 1))
        let reload = try #require(try await host.inspect(instanceID: placed.id).decisions.first {
            if case .done = $0.outcome { $0.reason == .policy } else { false }
        })
        // At the last entry's date, at most the 1 s coalescing grid later.
        #expect(reload.time.timeIntervalSince1970 >= lastEntry)
        #expect(reload.time.timeIntervalSince1970 < lastEntry + 1)
        #expect(reload.counted)
        await host.shutdown()
    }

    @Test func anAppSeesAndReloadsOnlyItsOwnExtensionsWidgets() async throws {
        let host = try await makeHost(extensions: ["a", "b"])
        let mine = try await host.place(extensionID: "a", kind: "Cast", family: "systemSmall")
        let theirs = try await host.place(extensionID: "b", kind: "Cast", family: "systemSmall")
        await host.advance(1)
        guard case .configurations(let seen) = await host.widgetCenter(extensionID: "a", .currentConfigurations, appInForeground: true) else {
            Issue.record("no configurations")
            return
        }
        #expect(seen == [PlacedWidgetInfo(id: mine.id, kind: "Cast", family: "systemSmall", configuration: mine.configuration, intentTypeName: "CastIntent")])

        await host.advance(600)
        #expect(await host.widgetCenter(extensionID: "a", .reloadTimelines(kind: "Cast"), appInForeground: false) == .done)
        await host.advance(1)
        let reloads = { (id: String) in
            try await host.inspect(instanceID: id).decisions.filter { $0.reason == .widgetCenter(appInForeground: false) }
        }
        #expect(try await reloads(mine.id).contains { $0.counted })
        #expect(try await reloads(theirs.id).isEmpty)
        #expect(await host.widgetCenter(extensionID: "nope", .currentConfigurations, appInForeground: true)
            == .failure("no extension “nope” is registered"))

        // The token the host issues names the extension.
        let token = try await host.issueToken(extensionID: "a")
        #expect(await host.extensionID(forToken: token) == "a")
        #expect(await host.extensionID(forToken: token + "x") == nil)
        await host.shutdown()
    }

    @Test func aRestartedHostShowsTheStoredTimelineAndKeepsTheBudget() async throws {
        let database = temporaryDatabase()
        let clock = VirtualClock(now: Date())
        let first = try await makeHost(database: database, clock: clock)
        let placed = try await first.place(extensionID: "test", kind: "Cast", family: "systemSmall")
        await first.advance(1)
        await first.advance(5 * 3_600)  // one policy reload, counted
        await first.shutdown()

        let second = try await makeHost(database: database, clock: clock)
        try await second.restore()
        let display = try await second.display(instanceID: placed.id)
        #expect(display.state == .current)
        let status = try #require(try await second.inspect(instanceID: placed.id).status)
        #expect(status.budgetLeft == 69)
        #expect(try await second.inspect(instanceID: placed.id).ledger.contains { $0.reason == "policy" && $0.counted })
        await second.shutdown()
    }

    @Test func anIntentButtonRunsItsIntentAndReloadsUncounted() async throws {
        let host = try await makeHost()
        let placed = try await host.place(extensionID: "test", kind: "Counter", family: "systemSmall")
        await host.advance(1)
        let before = try await host.display(instanceID: placed.id)
        let count = { (entry: EntryArchive) in texts(entry).first { $0.hasPrefix("Count") } }
        let button = try #require(before.entry.variants.first?.allNodes.first { $0.action?.intent != nil })
        #expect(try await host.perform(instanceID: placed.id, action: button.id) == .performed)
        await host.advance(1)
        let after = try await host.display(instanceID: placed.id)
        let old = try #require(count(before.entry).flatMap { Int($0.dropFirst(6)) })
        #expect(count(after.entry) == "Count \(old + 2)")
        let decisions = try await host.inspect(instanceID: placed.id).decisions
        #expect(decisions.contains { $0.reason == .intentPerformed && !$0.counted })
        await #expect(throws: HostError.unknownAction(instanceID: placed.id, action: "nothing")) {
            try await host.perform(instanceID: placed.id, action: "nothing")
        }
        await host.shutdown()
    }

    /// As WidgetKit does after an interactive intent, the host reloads the timelines of every
    /// widget of the extension, not only the tapped one: a second Counter on the same count
    /// shows the new count too, and so reloads a widget of another kind, uncounted.
    @Test func anIntentReloadsEveryWidgetOfItsExtension() async throws {
        let host = try await makeHost()
        let tapped = try await host.place(extensionID: "test", kind: "Counter", family: "systemSmall")
        let other = try await host.place(extensionID: "test", kind: "Counter", family: "systemSmall")
        let cast = try await host.place(extensionID: "test", kind: "Cast", family: "systemSmall")
        await host.advance(1)
        let count = { (id: String) async throws -> String? in
            texts(try await host.display(instanceID: id).entry).first { $0.hasPrefix("Count") }
        }
        let before = try #require(try await count(other.id).flatMap { Int($0.dropFirst(6)) })
        let display = try await host.display(instanceID: tapped.id)
        let button = try #require(display.entry.variants.first?.allNodes.first { $0.action?.intent != nil })
        #expect(try await host.perform(instanceID: tapped.id, action: button.id) == .performed)
        await host.advance(1)
        #expect(try await count(tapped.id) == "Count \(before + 2)")
        #expect(try await count(other.id) == "Count \(before + 2)")
        for id in [other.id, cast.id] {
            let decisions = try await host.inspect(instanceID: id).decisions
            #expect(decisions.contains { $0.reason == .intentPerformed && !$0.counted }, "\(id): \(decisions)")
        }
        await host.shutdown()
    }

    @Test func badRequestsGetClearErrors() async throws {
        let host = try await makeHost()
        // An unknown kind is named, with the kinds the extension has (a typo is easy to fix).
        let unknownKind = await #expect(throws: HostError.self) {
            try await host.place(extensionID: "test", kind: "Nope", family: "systemSmall")
        }
        guard case .unknownKind("test", "Nope", let known)? = unknownKind else {
            Issue.record("expected unknownKind, got \(String(describing: unknownKind))")
            return
        }
        #expect(known.contains("Cast"))
        #expect(unknownKind?.description.contains("(its kinds: ") == true)
        await #expect(throws: HostError.unsupportedFamily(kind: "Cast", family: "systemLarge", supported: ["systemSmall", "systemMedium"])) {
            try await host.place(extensionID: "test", kind: "Cast", family: "systemLarge")
        }
        await #expect(throws: HostError.unknownExtension("zzz")) {
            try await host.place(extensionID: "zzz", kind: "Cast", family: "systemSmall")
        }
        await #expect(throws: HostError.unknownInstance("missing")) { try await host.display(instanceID: "missing") }
        let counter = try await host.place(extensionID: "test", kind: "Counter", family: "systemSmall")
        await #expect(throws: HostError.notConfigurable(kind: "Counter")) {
            try await host.configure(instanceID: counter.id, values: [:])
        }
        #expect(try await host.instances().count == 1)
        await host.shutdown()
    }
}

@Suite("The host with extension processes", .serialized)
struct HostProcessTests {
    /// `Image("Badge")`: the extension process finds it in its resource bundle, archives it with
    /// its size in points, and sends its bytes when the host asks (kept until a rebuild).
    @Test func anExtensionsNamedImagesAreArchivedAndServed() async throws {
        let host = WidgetHost(store: try SQLiteWidgetStore(path: temporaryDatabase()), options: .underTest)
        try await host.addExtension(id: "test", executable: testExtension)
        let preview = try await host.preview(extensionID: "test", kind: "Photo", family: "systemSmall")
        let images = try #require(preview.variants.first).allNodes.compactMap(\.image)
        #expect(images.map(\.name) == ["Badge", "Stripes", "Missing"])
        #expect(images.map(\.size) == [ArchiveSize(width: 16, height: 12), nil, nil])
        #expect(images.map(\.missing) == [nil, nil, true])

        let badge = try await host.image(extensionID: "test", name: "Badge")
        #expect(badge.contentType == "image/png")
        #expect(badge.size == ArchiveSize(width: 16, height: 12))
        #expect(badge.data.prefix(4) == [0x89, 0x50, 0x4E, 0x47])
        #expect(try await host.image(extensionID: "test", name: "Stripes").contentType == "image/svg+xml")

        // The dark variant uses the image set's dark-appearance file, with its own size.
        let dark = try #require(preview.variant(colorScheme: "dark")).allNodes.compactMap(\.image)
        #expect(dark.map(\.appearance) == ["dark", nil, nil])
        #expect(dark.first?.size == ArchiveSize(width: 20, height: 12))
        let darkBadge = try await host.image(extensionID: "test", name: "Badge", appearance: "dark")
        #expect(darkBadge.size == ArchiveSize(width: 20, height: 12) && darkBadge.data != badge.data)
        #expect(try await host.image(extensionID: "test", name: "Stripes", appearance: "dark").contentType == "image/svg+xml")
        for name in ["Missing", "", "../Stripes.svg", String(repeating: "x", count: 10_000)] {
            await #expect(throws: HostError.unknownImage(extensionID: "test", name: name)) {
                try await host.image(extensionID: "test", name: name)
            }
        }
        await #expect(throws: HostError.unknownExtension("nope")) { try await host.image(extensionID: "nope", name: "Badge") }
        await host.shutdown()
    }

    /// On a virtual clock, an extension process's `Date()` reads the virtual time: the provider
    /// dates its entries there and computes from it (the next midnight, two hours on).
    @Test func anExtensionProcessReadsTheVirtualClock() async throws {
        let start = Date(timeIntervalSince1970: 1_893_535_200)  // 2030-01-01T22:00:00Z
        let host = WidgetHost(store: try SQLiteWidgetStore(path: temporaryDatabase()), clock: VirtualClock(now: start), options: .underTest)
        try await host.addExtension(id: "test", executable: testExtension)
        let placed = try await host.place(extensionID: "test", kind: "Day", family: "systemSmall")
        await host.advance(1)
        var display = try await host.display(instanceID: placed.id)
        #expect(texts(display.entry) == ["Day 2030-01-01"])
        #expect(abs(display.entry.date - start.timeIntervalSince1970) < 1)
        await host.advance(2 * 3_600)
        display = try await host.display(instanceID: placed.id)
        #expect(texts(display.entry) == ["Day 2030-01-02"])
        #expect(display.entry.date == 1_893_542_400)  // midnight exactly: the provider's own date
        await host.shutdown()
    }

    @Test func aCrashingAndAHangingProviderAreContained() async throws {
        var options = WidgetHost.Options()
        options.supervisor.requestTimeout = .seconds(1)
        options.supervisor.initialBackoff = .milliseconds(50)
        let host = WidgetHost(store: try SQLiteWidgetStore(path: temporaryDatabase()), options: options)
        try await host.addExtension(id: "test", executable: testExtension)
        let counter = try await host.place(extensionID: "test", kind: "Counter", family: "systemSmall")
        let crasher = try await host.place(extensionID: "test", kind: "Crasher", family: "systemSmall")
        let sleeper = try await host.place(extensionID: "test", kind: "Sleeper", family: "systemSmall")
        let running = Task { await host.run() }
        // The three first loads run concurrently; wait until both failures are recorded.
        for _ in 0..<200 {
            let crashed = try await host.inspect(instanceID: crasher.id).errors
            let hung = try await host.inspect(instanceID: sleeper.id).errors
            if !crashed.isEmpty, !hung.isEmpty { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(try await host.inspect(instanceID: crasher.id).errors.isEmpty == false)
        #expect(try await host.inspect(instanceID: sleeper.id).errors.isEmpty == false)
        // Showing a widget without a timeline asks the extension for its placeholder: while the
        // extension is restarted after the crash, the host says to try again in a moment.
        func display(_ id: String) async throws -> WidgetHost.Display {
            var attempts = 0
            while true {
                attempts += 1
                do {
                    return try await host.display(instanceID: id)
                } catch {
                    if attempts >= 20 { throw error }
                    try await Task.sleep(for: .milliseconds(250))
                }
            }
        }
        #expect(try await display(crasher.id).state == .placeholder)

        // The counter keeps updating after the extension restarted.
        try await host.reload(instanceID: counter.id)
        var shown = try await display(counter.id)
        for _ in 0..<200 where shown.state != .current {
            try await Task.sleep(for: .milliseconds(50))
            shown = try await display(counter.id)
        }
        #expect(shown.state == .current)
        // The inspector of every widget of the extension lists the crash it recovered from.
        let failures = try await host.inspect(instanceID: counter.id).extensionFailures
        #expect(!failures.isEmpty)
        let pid = try #require(await host.supervisor.processIdentifier(of: "test"))
        running.cancel()
        await running.value
        await host.shutdown()
        #expect(!isAlive(pid))
    }
}

@Suite("The host picks up rebuilt extensions", .serialized)
struct HostRebuildTests {
    @Test func aRebuiltExtensionIsStartedAgainAndItsWidgetsReload() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rebuild-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let executable = folder.appendingPathComponent("widgets")
        try copyExecutable(testExtension, to: executable)

        let host = WidgetHost(store: try SQLiteWidgetStore(path: temporaryDatabase()), options: .underTest)
        try await host.addExtension(id: "widgets", executable: executable)
        let counter = try await host.place(extensionID: "widgets", kind: "Counter", family: "systemSmall")
        await host.scheduler.runDue()
        let before = try #require(await host.supervisor.processIdentifier(of: "widgets"))
        let events = host.events()

        // Nothing changed: nothing happens.
        await host.refreshRebuiltExtensions()
        #expect(await host.supervisor.processIdentifier(of: "widgets") == before)

        // "Rebuild": another extension's binary in its place.
        try FileManager.default.removeItem(at: executable)
        try copyExecutable(testExtension.deletingLastPathComponent().appendingPathComponent("widgetry-benchmark-extension"), to: executable)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: executable.path)
        await host.refreshRebuiltExtensions()
        #expect(try host.extensionInfo("widgets").widgets.map(\.kind) == ["Trivial", "Ticker"])
        #expect(await host.supervisor.processIdentifier(of: "widgets") != before)
        #expect(await host.supervisor.failures(of: "widgets").isEmpty)
        #expect(await events.first(within: .seconds(30)) { $0 == .extensionChanged(extensionID: "widgets") } != nil)
        // The placed Counter's kind is gone from the new build: it is left alone, not reloaded.
        #expect(try await host.instance(counter.id).kind == "Counter")
        #expect(try await host.previews(extensionID: "widgets").isEmpty)
        await host.shutdown()
    }
}

extension AsyncStream where Element: Sendable {
    /// The first element matching `predicate`, or nil when none comes within `limit`: a test
    /// waits on the event it expects without hanging when it never comes.
    func first(within limit: Duration, where predicate: @escaping @Sendable (Element) -> Bool) async -> Element? {
        await withTaskGroup(of: Element?.self) { group in
            group.addTask {
                for await element in self where predicate(element) { return element }
                return nil
            }
            group.addTask {
                try? await Task.sleep(for: limit)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }
}


extension WidgetHost.Options {
    /// The host's options in tests that start extension processes: the production time limit
    /// (15 s) is for one extension on a host; the test run starts dozens of processes at once
    /// beside browsers on two cores, where a cold start has taken longer. Tests that are about
    /// the time limit set their own.
    static var underTest: WidgetHost.Options {
        var options = WidgetHost.Options()
        options.supervisor.requestTimeout = .seconds(60)
        return options
    }
}
