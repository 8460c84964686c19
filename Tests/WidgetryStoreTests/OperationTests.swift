import Foundation
import Testing
import WidgetryWire

@testable import WidgetryStore

@Suite("Extensions and tokens")
struct ExtensionTests {
    @Test(arguments: StoreKind.allCases) func registerListAndUpdate(kind: StoreKind) async throws {
        let clock = TestClock()
        try await withStore(kind, clock: clock) { store in
            let weather = try await store.registerExtension(id: "weather", path: "/opt/weather", name: "Weather")
            #expect(weather == ExtensionRecord(id: "weather", path: "/opt/weather", name: "Weather", hasToken: false, tokenIssuedAt: nil, createdAt: clock.now))
            try await store.registerExtension(id: "notes", path: "/opt/notes", name: "Notes")
            clock.advance(10)
            let moved = try await store.registerExtension(id: "weather", path: "/usr/bin/weather", name: "Weather ☀️")
            #expect(moved.path == "/usr/bin/weather")
            #expect(moved.name == "Weather ☀️")
            #expect(moved.createdAt == weather.createdAt)
            #expect(try await store.extensions().map(\.id) == ["notes", "weather"])
            #expect(try await store.extensionRecord(id: "weather") == moved)
        }
    }

    @Test(arguments: StoreKind.allCases) func tokensAreIssuedRevokedAndLookedUp(kind: StoreKind) async throws {
        let clock = TestClock()
        try await withStore(kind, clock: clock) { store in
            try await store.registerExtension(id: "weather", path: "/opt/weather", name: "Weather")
            try await store.registerExtension(id: "notes", path: "/opt/notes", name: "Notes")
            let token = try await store.issueToken(extensionID: "weather")
            #expect(token.hasPrefix("wgt_"))
            #expect(token.count == 4 + 43)
            #expect(try await store.extensionRecord(forToken: token)?.id == "weather")
            #expect(try await store.extensionRecord(id: "weather").hasToken)
            #expect(try await store.extensionRecord(id: "weather").tokenIssuedAt == clock.now)
            #expect(try await store.extensionRecord(id: "notes").hasToken == false)

            // Only the digest is stored.
            if let sqlite = store as? SQLiteWidgetStore {
                let stored = try await sqlite.fetchStrings(sql: "SELECT tokenDigest FROM extension WHERE id = 'weather'")
                #expect(stored == [TokenDigest.hex(token)])
                #expect(!stored[0].contains(token))
            }

            // Re-registering keeps the token; issuing again revokes it.
            try await store.registerExtension(id: "weather", path: "/opt/weather2", name: "Weather")
            #expect(try await store.extensionRecord(forToken: token)?.id == "weather")
            let second = try await store.issueToken(extensionID: "weather")
            #expect(second != token)
            #expect(try await store.extensionRecord(forToken: token) == nil)
            #expect(try await store.extensionRecord(forToken: second)?.id == "weather")

            let notes = try await store.issueToken(extensionID: "notes")
            #expect(try await store.extensionRecord(forToken: notes)?.id == "notes")
            // Revoking forgets it: the app is refused until another is issued.
            try await store.revokeToken(extensionID: "notes")
            #expect(try await store.extensionRecord(forToken: notes) == nil)
            #expect(try await store.extensionRecord(id: "notes").hasToken == false)
            #expect(try await store.extensionRecord(id: "notes").tokenIssuedAt == nil)
            #expect(try await store.extensionRecord(forToken: "") == nil)
            #expect(try await store.extensionRecord(forToken: "wgt_nope") == nil)
        }
    }

    @Test(arguments: StoreKind.allCases) func unknownExtensionsAreTypedErrors(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            await expectStoreError(.extensionNotFound("ghost")) { _ = try await store.extensionRecord(id: "ghost") }
            await expectStoreError(.extensionNotFound("ghost")) { _ = try await store.issueToken(extensionID: "ghost") }
            await expectStoreError(.extensionNotFound("ghost")) { try await store.deleteExtension(id: "ghost") }
            await expectStoreError(.extensionNotFound("ghost")) {
                _ = try await store.place(extensionID: "ghost", kind: "K", family: "systemSmall")
            }
            await expectStoreError(.invalidArgument("extension id is empty")) {
                _ = try await store.registerExtension(id: "", path: "/x", name: "X")
            }
        }
    }

    @Test func sha256KnownAnswers() {
        #expect(TokenDigest.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(TokenDigest.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            TokenDigest.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            TokenDigest.hex(String(repeating: "a", count: 1_000))
                == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }
}

@Suite("Placed widgets")
struct InstanceTests {
    @Test(arguments: StoreKind.allCases) func placeAppendsInOrderWithDefaults(kind: StoreKind) async throws {
        let clock = TestClock()
        try await withStore(kind, clock: clock) { store in
            try await store.registerExtension(id: "weather", path: "/w", name: "W")
            try await store.registerExtension(id: "notes", path: "/n", name: "N")
            let a = try await store.place(extensionID: "weather", kind: "Forecast", family: "systemSmall", configuration: ["city": "Oslo"])
            clock.advance(1)
            let b = try await store.place(
                extensionID: "notes", kind: "Note", family: "systemMedium", configuration: [:], missingParameters: ["note", "note"])
            let c = try await store.place(id: "my-id", extensionID: "weather", kind: "Radar", family: "systemLarge", configuration: [:], missingParameters: [])

            #expect(UUID(uuidString: a.id) != nil)
            #expect(a.id == a.id.lowercased())
            #expect(c.id == "my-id")
            #expect([a.position, b.position, c.position] as [Int] == [0, 1, 2])
            #expect(a.isVisible && b.isVisible)
            #expect(!a.needsConfiguration)
            #expect(b.needsConfiguration)
            #expect(b.missingParameters == ["note"])
            #expect(a.missingEntities.isEmpty)
            #expect(a.createdAt == Date(timeIntervalSince1970: 1_750_000_000.125))
            #expect(b.createdAt == a.createdAt.addingTimeInterval(1))
            #expect(a.updatedAt == a.createdAt)
            #expect(a.configuration == ["city": "Oslo"])

            #expect(try await store.instances() == [a, b, c])
            #expect(try await store.instances(extensionID: "weather") == [a, c])
            #expect(try await store.instances(extensionID: "notes") == [b])
            #expect(try await store.instances(extensionID: "nobody") == [])
            #expect(try await store.instance(id: b.id) == b)
        }
    }

    @Test(arguments: StoreKind.allCases) func badPlacementsAreRefused(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            try await store.registerExtension(id: "e", path: "/e", name: "E")
            try await store.place(id: "x", extensionID: "e", kind: "K", family: "systemSmall", configuration: [:], missingParameters: [])
            await expectStoreError(.duplicateInstance("x")) {
                _ = try await store.place(id: "x", extensionID: "e", kind: "K", family: "systemSmall", configuration: [:], missingParameters: [])
            }
            await expectStoreError(.invalidArgument("kind is empty")) {
                _ = try await store.place(extensionID: "e", kind: "", family: "systemSmall")
            }
            await expectStoreError(.invalidArgument("family is empty")) {
                _ = try await store.place(extensionID: "e", kind: "K", family: "")
            }
            await expectStoreError(.invalidArgument("instance id is empty")) {
                _ = try await store.place(id: "", extensionID: "e", kind: "K", family: "systemSmall", configuration: [:], missingParameters: [])
            }
            await #expect {
                _ = try await store.place(extensionID: "e", kind: "K", family: "systemSmall", configuration: ["x": .double(.nan)])
            } throws: { error in
                if case .invalidArgument(let message) = error as? WidgetStoreError { message.contains("parameter x") } else { false }
            }
            #expect(try await store.instances().map(\.id) == ["x"])
        }
    }

    @Test(arguments: StoreKind.allCases) func unknownInstancesAreTypedErrors(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let missing = WidgetStoreError.instanceNotFound("nope")
            await expectStoreError(missing) { _ = try await store.instance(id: "nope") }
            await expectStoreError(missing) { try await store.deleteInstance(id: "nope") }
            await expectStoreError(missing) { try await store.moveInstance(id: "nope", to: 0) }
            await expectStoreError(missing) { _ = try await store.updateConfiguration(instanceID: "nope", configuration: [:]) }
            await expectStoreError(missing) { try await store.setMissingEntities(instanceID: "nope", [:]) }
            await expectStoreError(missing) { try await store.setVisible(instanceID: "nope", false) }
            await expectStoreError(missing) {
                try await store.saveTimeline(instanceID: "nope", sampleTimeline(entries: 1, nodes: 1), fetchedAt: Date())
            }
            await expectStoreError(missing) { _ = try await store.timeline(instanceID: "nope") }
            await expectStoreError(missing) {
                try await store.recordError(InstanceError(instanceID: "nope", time: Date(), operation: "timeline", message: "m"))
            }
            await expectStoreError(missing) { _ = try await store.errors(instanceID: "nope") }
            await expectStoreError(missing) { try await store.clearErrors(instanceID: "nope") }
            await expectStoreError(missing) { try await store.reorderInstances(["nope"]) }
        }
    }

    @Test(arguments: StoreKind.allCases) func moveKeepsPositionsContiguous(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            try await store.registerExtension(id: "e", path: "/e", name: "E")
            for name in ["a", "b", "c", "d", "e"] {
                try await store.place(id: name, extensionID: "e", kind: "K", family: "systemSmall", configuration: [:], missingParameters: [])
            }
            func order() async throws -> String {
                let all = try await store.instances()
                #expect(all.map(\.position) == Array(0..<all.count))
                return all.map(\.id).joined()
            }
            try await store.moveInstance(id: "a", to: 4)
            #expect(try await order() == "bcdea")
            try await store.moveInstance(id: "a", to: 0)
            #expect(try await order() == "abcde")
            try await store.moveInstance(id: "d", to: 1)
            #expect(try await order() == "adbce")
            try await store.moveInstance(id: "b", to: 3)
            #expect(try await order() == "adcbe")
            try await store.moveInstance(id: "c", to: 2)
            #expect(try await order() == "adcbe")
            await expectStoreError(.invalidPosition(5, count: 5)) { try await store.moveInstance(id: "a", to: 5) }
            await expectStoreError(.invalidPosition(-1, count: 5)) { try await store.moveInstance(id: "a", to: -1) }
            #expect(try await order() == "adcbe")
        }
    }

    @Test(arguments: StoreKind.allCases) func reorderTakesACompletePermutation(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            try await store.registerExtension(id: "e", path: "/e", name: "E")
            for name in ["a", "b", "c"] {
                try await store.place(id: name, extensionID: "e", kind: "K", family: "systemSmall", configuration: [:], missingParameters: [])
            }
            try await store.reorderInstances(["c", "a", "b"])
            #expect(try await store.instances().map(\.id) == ["c", "a", "b"])
            #expect(try await store.instances().map(\.position) == [0, 1, 2])
            await expectStoreError(.invalidOrder("a is listed twice")) { try await store.reorderInstances(["a", "a", "b"]) }
            await expectStoreError(.invalidOrder("1 placed widget(s) not listed: c")) { try await store.reorderInstances(["a", "b"]) }
            await expectStoreError(.instanceNotFound("z")) { try await store.reorderInstances(["a", "b", "c", "z"]) }
            #expect(try await store.instances().map(\.id) == ["c", "a", "b"])
        }
    }

    @Test(arguments: StoreKind.allCases) func deletingAWidgetCascades(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            try await store.registerExtension(id: "e", path: "/e", name: "E")
            let a = try await store.place(extensionID: "e", kind: "K", family: "systemSmall", configuration: ["k": "v"])
            let b = try await store.place(extensionID: "e", kind: "K", family: "systemSmall", configuration: ["k": "w"])
            let c = try await store.place(extensionID: "e", kind: "K", family: "systemSmall")
            for id in [a.id, b.id] {
                try await store.saveTimeline(instanceID: id, sampleTimeline(entries: 2, nodes: 2), fetchedAt: Date())
                try await store.appendLedger([LedgerRecord(time: Date(), instanceID: id, reason: "r", counted: true, budgetLeft: 3, outcome: "o")])
                try await store.recordError(InstanceError(instanceID: id, time: Date(), operation: "timeline", message: "boom"))
            }
            try await store.deleteInstance(id: b.id)

            #expect(try await store.instances().map(\.id) == [a.id, c.id])
            #expect(try await store.instances().map(\.position) == [0, 1])
            await expectStoreError(.instanceNotFound(b.id)) { _ = try await store.instance(id: b.id) }
            #expect(try await store.ledger(instanceID: b.id).isEmpty)
            #expect(try await store.ledger().map(\.instanceID) == [a.id])
            #expect(try await store.errors().map(\.instanceID) == [a.id])
            if let sqlite = store as? SQLiteWidgetStore {
                for table in ["configuration_value", "timeline", "instance_error"] {
                    let left = try await sqlite.fetchStrings(sql: "SELECT COUNT(*) FROM \(table) WHERE instanceId = '\(b.id)'")
                    #expect(left == ["0"], "\(table)")
                }
            }
            #expect(try await store.instance(id: a.id).configuration == ["k": "v"])
            #expect(try await store.timeline(instanceID: a.id) != nil)
        }
    }

    @Test(arguments: StoreKind.allCases) func deletingAnExtensionCascadesToItsWidgets(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            try await store.registerExtension(id: "x", path: "/x", name: "X")
            try await store.registerExtension(id: "y", path: "/y", name: "Y")
            var ids: [String] = []
            for index in 0..<6 {
                let placed = try await store.place(
                    extensionID: index % 2 == 0 ? "x" : "y", kind: "K", family: "systemSmall", configuration: ["i": .int(index)])
                try await store.saveTimeline(instanceID: placed.id, sampleTimeline(entries: 1, nodes: 1), fetchedAt: Date())
                try await store.appendLedger([
                    LedgerRecord(time: Date(), instanceID: placed.id, reason: "r", counted: false, budgetLeft: 70, outcome: "o")
                ])
                ids.append(placed.id)
            }
            let token = try await store.issueToken(extensionID: "x")
            try await store.deleteExtension(id: "x")
            let left = try await store.instances()
            #expect(left.map(\.id) == [ids[1], ids[3], ids[5]])
            #expect(left.map(\.position) == [0, 1, 2])
            #expect(try await store.ledger().map(\.instanceID) == [ids[1], ids[3], ids[5]])
            #expect(try await store.extensions().map(\.id) == ["y"])
            #expect(try await store.extensionRecord(forToken: token) == nil)
            if let sqlite = store as? SQLiteWidgetStore {
                #expect(try await sqlite.fetchStrings(sql: "SELECT COUNT(*) FROM timeline") == ["3"])
                #expect(try await sqlite.fetchStrings(sql: "SELECT COUNT(*) FROM configuration_value") == ["3"])
            }
            // Placing again appends after the survivors.
            #expect(try await store.place(extensionID: "y", kind: "K", family: "systemSmall").position == 3)
        }
    }

    @Test(arguments: StoreKind.allCases) func configurationUpdatesCarryTheNeedsConfigurationState(kind: StoreKind) async throws {
        let clock = TestClock()
        try await withStore(kind, clock: clock) { store in
            try await store.registerExtension(id: "e", path: "/e", name: "E")
            let placed = try await store.place(
                extensionID: "e", kind: "K", family: "systemSmall", configuration: ["units": "metric"], missingParameters: ["city"])
            #expect(placed.needsConfiguration)

            clock.advance(60)
            try await store.setMissingEntities(instanceID: placed.id, ["city": ["berlin-id"], "empty": []])
            var current = try await store.instance(id: placed.id)
            #expect(current.missingEntities == ["city": ["berlin-id"]])
            #expect(current.updatedAt == placed.createdAt.addingTimeInterval(60))

            clock.advance(60)
            let updated = try await store.updateConfiguration(
                instanceID: placed.id, configuration: ["city": "paris-id", "units": nil], missingParameters: [],
                missingEntities: [:])
            #expect(!updated.needsConfiguration)
            #expect(updated.configuration == ["city": "paris-id", "units": nil])
            #expect(updated.missingEntities.isEmpty)
            #expect(updated.updatedAt == placed.createdAt.addingTimeInterval(120))
            #expect(updated.createdAt == placed.createdAt)
            #expect(try await store.instance(id: placed.id) == updated)

            // A key absent is different from a key holding null.
            let cleared = try await store.updateConfiguration(instanceID: placed.id, configuration: ["units": nil], missingParameters: ["city"])
            #expect(cleared.configuration == ["units": nil])
            #expect(cleared.configuration["city"] == nil)
            #expect(cleared.needsConfiguration)

            try await store.setVisible(instanceID: placed.id, false)
            current = try await store.instance(id: placed.id)
            #expect(!current.isVisible)
            try await store.setVisible(instanceID: placed.id, true)
            #expect(try await store.instance(id: placed.id).isVisible)
            try await store.setMissingEntities(instanceID: placed.id, [:])
            #expect(try await store.instance(id: placed.id).missingEntities.isEmpty)
        }
    }

    @Test(arguments: StoreKind.allCases) func aFailedUpdateChangesNothing(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            try await store.registerExtension(id: "e", path: "/e", name: "E")
            let placed = try await store.place(extensionID: "e", kind: "K", family: "systemSmall", configuration: ["a": 1])
            await #expect(throws: WidgetStoreError.self) {
                try await store.updateConfiguration(
                    instanceID: placed.id, configuration: ["a": 2, "b": .double(.infinity)], missingParameters: ["c"])
            }
            #expect(try await store.instance(id: placed.id) == placed)
        }
    }

    @Test(arguments: StoreKind.allCases) func configurationsRoundTripUnicodeAndLargeValues(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            try await store.registerExtension(id: "e", path: "/e", name: "E")
            let large = String(repeating: "Grüße aus 東京 🌸 ", count: 60_000)  // ≈ 1.4 MB of UTF-8
            let configuration: Configuration = [
                "city": "Zürich",
                "emoji": "👩‍👩‍👧‍👦🏳️‍🌈",
                "combining": "e\u{301}",  // not the same string as "é" byte-wise
                "rtl": "\u{202E}שלום",
                "control": "tab\tnewline\nquote\"backslash\\nul\u{0}",
                "キー 🔑": "unicode key",
                "": "empty key",
                "int.max": .int(Int.max),
                "int.min": .int(Int.min),
                "double": 0.1,
                "tiny": 5e-324,
                "huge": 1.7976931348623157e308,
                "negative": -2.5,
                "flag": true,
                "null": nil,
                "array": [1, "two", [3.5, nil], ["four": 4]],
                "object": ["nested": ["deeper": ["deepest": "🪆"]], "list": []],
                "large": .string(large),
            ]
            let placed = try await store.place(extensionID: "e", kind: "K", family: "systemSmall", configuration: configuration)
            #expect(placed.configuration == configuration)
            #expect(try await store.instance(id: placed.id).configuration == configuration)
            #expect(try await store.instances().first?.configuration == configuration)
            #expect(try await store.instances(extensionID: "e").first?.configuration == configuration)
            if let sqlite = store as? SQLiteWidgetStore {
                let rows = try await sqlite.fetchStrings(
                    sql: "SELECT key FROM configuration_value WHERE instanceId = '\(placed.id)' ORDER BY key")
                #expect(rows.count == configuration.count)
            }
        }
    }
}

@Suite("Timelines")
struct TimelineTests {
    @Test(arguments: StoreKind.allCases) func timelinesRoundTripCompressed(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            try await store.registerExtension(id: "e", path: "/e", name: "E")
            let placed = try await store.place(extensionID: "e", kind: "K", family: "systemMedium")
            #expect(try await store.timeline(instanceID: placed.id) == nil)

            let timeline = sampleTimeline(entries: 48, nodes: 40, policy: .after(1_750_100_000.5))
            let fetched = Date(timeIntervalSince1970: 1_750_000_123.456)
            try await store.saveTimeline(instanceID: placed.id, timeline, fetchedAt: fetched)
            let stored = try #require(try await store.timeline(instanceID: placed.id))
            #expect(stored == StoredTimeline(instanceID: placed.id, timeline: timeline, fetchedAt: fetched))

            if let sqlite = store as? SQLiteWidgetStore {
                let row = try await sqlite.fetchStrings(
                    sql: "SELECT encoding || ' ' || rawSize || ' ' || length(archive) || ' ' || entryCount FROM timeline")
                let fields = row[0].split(separator: " ")
                #expect(fields[0] == "json+deflate")
                let raw = try #require(Int(fields[1]))
                let compressed = try #require(Int(fields[2]))
                #expect(raw == (try JSONEncoder().encode(timeline)).count)
                #expect(compressed * 5 < raw, "compressed \(compressed) of \(raw) bytes")
                #expect(fields[3] == "48")
            }

            // Saving again replaces it.
            let next = sampleTimeline(entries: 1, nodes: 1, policy: .never)
            try await store.saveTimeline(instanceID: placed.id, next, fetchedAt: fetched.addingTimeInterval(60))
            #expect(try await store.timeline(instanceID: placed.id)?.timeline == next)
            if let sqlite = store as? SQLiteWidgetStore {
                #expect(try await sqlite.fetchStrings(sql: "SELECT COUNT(*) FROM timeline") == ["1"])
            }
        }
    }

    @Test(arguments: StoreKind.allCases) func aLargeTimelineRoundTrips(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            try await store.registerExtension(id: "e", path: "/e", name: "E")
            let placed = try await store.place(extensionID: "e", kind: "K", family: "systemLarge")
            let timeline = sampleTimeline(entries: 288, nodes: 60)  // a day of 5-minute entries
            try await store.saveTimeline(instanceID: placed.id, timeline, fetchedAt: Date(timeIntervalSince1970: 1))
            #expect(try await store.timeline(instanceID: placed.id)?.timeline == timeline)
            if let sqlite = store as? SQLiteWidgetStore {
                let sizes = try await sqlite.fetchStrings(sql: "SELECT rawSize || ' ' || length(archive) FROM timeline")
                let fields = sizes[0].split(separator: " ").compactMap { Int($0) }
                #expect(fields[0] > 1_500_000, "raw \(fields[0]) bytes")
                #expect(fields[1] * 5 < fields[0], "stored \(fields[1]) of \(fields[0]) bytes")
            }
        }
    }

    @Test func timelinesRoundTripUncompressed() async throws {
        try await withStore(options: .init(compressesTimelines: false)) { store, _ in
            try await store.registerExtension(id: "e", path: "/e", name: "E")
            let placed = try await store.place(extensionID: "e", kind: "K", family: "systemSmall")
            let empty = TimelineArchive(entries: [], policy: .atEnd)
            try await store.saveTimeline(instanceID: placed.id, empty, fetchedAt: Date(timeIntervalSince1970: 0))
            #expect(try await store.timeline(instanceID: placed.id)?.timeline == empty)
            let timeline = sampleTimeline(entries: 5, nodes: 3)
            try await store.saveTimeline(instanceID: placed.id, timeline, fetchedAt: Date(timeIntervalSince1970: 1))
            #expect(try await store.timeline(instanceID: placed.id)?.timeline == timeline)
            #expect(try await store.fetchStrings(sql: "SELECT encoding FROM timeline") == ["json"])
        }
    }

    @Test func aDamagedArchiveIsCorruptDataNotACrash() async throws {
        try await withStore { store, _ in
            try await store.registerExtension(id: "e", path: "/e", name: "E")
            let placed = try await store.place(extensionID: "e", kind: "K", family: "systemSmall")
            try await store.saveTimeline(instanceID: placed.id, sampleTimeline(entries: 10, nodes: 10), fetchedAt: Date())
            try await store.execute(sql: "UPDATE timeline SET archive = substr(archive, 1, length(archive) / 2)")
            await #expect {
                _ = try await store.timeline(instanceID: placed.id)
            } throws: { error in
                if case .corruptData = error as? WidgetStoreError { true } else { false }
            }
            try await store.execute(sql: "UPDATE timeline SET encoding = 'zstd'")
            await #expect {
                _ = try await store.timeline(instanceID: placed.id)
            } throws: { error in
                if case .corruptData(let message) = error as? WidgetStoreError { message.contains("zstd") } else { false }
            }
        }
    }

    @Test(arguments: StoreKind.allCases) func aNonFiniteFetchTimeIsRefused(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            try await store.registerExtension(id: "e", path: "/e", name: "E")
            let placed = try await store.place(extensionID: "e", kind: "K", family: "systemSmall")
            await #expect(throws: WidgetStoreError.self) {
                try await store.saveTimeline(
                    instanceID: placed.id, sampleTimeline(entries: 1, nodes: 1), fetchedAt: Date(timeIntervalSince1970: .nan))
            }
        }
    }
}

@Suite("Ledger and errors")
struct LedgerTests {
    @Test(arguments: StoreKind.allCases) func appendQueryAndPrune(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            try await store.registerExtension(id: "e", path: "/e", name: "E")
            let a = try await store.place(extensionID: "e", kind: "K", family: "systemSmall").id
            let b = try await store.place(extensionID: "e", kind: "K", family: "systemSmall").id
            let day = 86_400.0
            let start = 1_750_000_000.0
            var records: [LedgerRecord] = []
            for hour in 0..<72 {
                for id in [a, b] {
                    records.append(
                        LedgerRecord(
                            time: Date(timeIntervalSince1970: start + Double(hour) * 3_600), instanceID: id,
                            reason: hour == 0 ? "first" : "policy.atEnd", counted: hour != 0, budgetLeft: 70 - hour,
                            outcome: "reloaded · \(hour)h ✓"))
                }
            }
            try await store.appendLedger(records)
            try await store.appendLedger([])

            let all = try await store.ledger()
            #expect(all.count == 144)
            #expect(all.map(\.sequence).compactMap { $0 } == all.map(\.sequence).compactMap { $0 }.sorted())
            #expect(all.map { LedgerRecord(time: $0.time, instanceID: $0.instanceID, reason: $0.reason, counted: $0.counted, budgetLeft: $0.budgetLeft, outcome: $0.outcome) } == records)

            let ofA = try await store.ledger(instanceID: a)
            #expect(ofA.count == 72)
            #expect(ofA.allSatisfy { $0.instanceID == a })
            #expect(ofA.first?.reason == "first")
            #expect(ofA.first?.counted == false)

            let since = Date(timeIntervalSince1970: start + 2 * day)
            let recent = try await store.ledger(instanceID: b, since: since, limit: nil)
            #expect(recent.count == 24)
            #expect(recent.allSatisfy { $0.time >= since })
            #expect(try await store.ledger(instanceID: nil, since: since, limit: 5).count == 5)
            let newest = try await store.ledger(instanceID: a, since: nil, limit: 3, newestFirst: true)
            #expect(newest.map(\.budgetLeft) == [70 - 71, 70 - 70, 70 - 69])
            #expect(try await store.ledger(instanceID: "unplaced").isEmpty)
            await expectStoreError(.invalidArgument("limit -1 is negative")) { _ = try await store.ledger(limit: -1) }

            let pruned = try await store.pruneLedger(olderThanDays: 1, now: Date(timeIntervalSince1970: start + 3 * day))
            #expect(pruned == 2 * 48)
            #expect(try await store.ledger().count == 48)
            #expect(try await store.pruneLedger(before: Date(timeIntervalSince1970: 0)) == 0)
        }
    }

    @Test(arguments: StoreKind.allCases) func errorsKeepTheLastTwentyPerWidget(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            try await store.registerExtension(id: "e", path: "/e", name: "E")
            let a = try await store.place(extensionID: "e", kind: "K", family: "systemSmall").id
            let b = try await store.place(extensionID: "e", kind: "K", family: "systemSmall").id
            for index in 0..<25 {
                try await store.recordError(
                    InstanceError(instanceID: a, time: Date(timeIntervalSince1970: Double(index)), operation: "timeline", message: "crash #\(index) 💥"))
            }
            try await store.recordError(InstanceError(instanceID: b, time: Date(timeIntervalSince1970: 100), operation: "snapshot", message: "timed out after 15 s"))

            let ofA = try await store.errors(instanceID: a)
            #expect(ofA.count == WidgetStoreLimits.errorsKeptPerInstance)
            #expect(ofA.first?.message == "crash #24 💥")
            #expect(ofA.last?.message == "crash #5 💥")
            #expect(try await store.errors(instanceID: a, limit: 2).map(\.message) == ["crash #24 💥", "crash #23 💥"])
            let all = try await store.errors()
            #expect(all.count == 21)
            #expect(all.first?.instanceID == b)
            #expect(all.first?.operation == "snapshot")
            #expect(all.first?.time == Date(timeIntervalSince1970: 100))

            try await store.clearErrors(instanceID: a)
            #expect(try await store.errors(instanceID: a).isEmpty)
            #expect(try await store.errors().count == 1)
        }
    }
}

@Suite("Concurrency")
struct ConcurrencyTests {
    @Test(arguments: StoreKind.allCases) func concurrentWritersLoseNothing(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            try await store.registerExtension(id: "e", path: "/e", name: "E")
            let writers = 8
            let perWriter = 25
            let placed = try await withThrowingTaskGroup(of: [String].self) { group in
                for writer in 0..<writers {
                    group.addTask {
                        var ids: [String] = []
                        for index in 0..<perWriter {
                            let widget = try await store.place(
                                extensionID: "e", kind: "K\(writer)", family: "systemSmall", configuration: ["writer": .int(writer)])
                            try await store.updateConfiguration(
                                instanceID: widget.id, configuration: ["writer": .int(writer), "index": .int(index)])
                            try await store.appendLedger([
                                LedgerRecord(time: Date(), instanceID: widget.id, reason: "w\(writer)", counted: true, budgetLeft: index, outcome: "ok")
                            ])
                            ids.append(widget.id)
                        }
                        return ids
                    }
                }
                var all: [String] = []
                for try await ids in group { all += ids }
                return all
            }
            let stored = try await store.instances()
            #expect(stored.count == writers * perWriter)
            #expect(Set(stored.map(\.id)) == Set(placed))
            #expect(stored.map(\.position) == Array(0..<(writers * perWriter)))
            for widget in stored {
                #expect(widget.configuration["writer"] != nil && widget.configuration["index"] != nil)
                #expect(widget.kind == "K\(widget.configuration["writer"]!.numberValue.map { Int($0) }!)")
            }
            #expect(try await store.ledger().count == writers * perWriter)
        }
    }

    @Test func twoStoresOnOneFileWriteConcurrently() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("shared.sqlite")
        let first = try SQLiteWidgetStore(path: path)
        let second = try SQLiteWidgetStore(path: path)
        try await first.registerExtension(id: "e", path: "/e", name: "E")
        try await withThrowingTaskGroup(of: Void.self) { group in
            for store in [first, second] {
                group.addTask {
                    for index in 0..<40 {
                        let widget = try await store.place(extensionID: "e", kind: "K", family: "systemSmall", configuration: ["i": .int(index)])
                        try await store.moveInstance(id: widget.id, to: 0)
                    }
                }
            }
            try await group.waitForAll()
        }
        let stored = try await first.instances()
        #expect(stored.count == 80)
        #expect(stored.map(\.position) == Array(0..<80))
        #expect(try await second.diagnostics().integrity == ["ok"])
    }
}
