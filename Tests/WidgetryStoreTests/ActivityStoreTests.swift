import Foundation
import Testing
import WidgetryWire

@testable import WidgetryStore

/// An activity of `extensionID` started at `start` (seconds after a fixed time, with a fraction:
/// stored times keep full precision).
func sampleActivity(
    _ id: String, extensionID: String = "x", start: Double = 0, phase: ActivityPhase = .active, pushToken: String? = nil,
    dismissalDate: Double? = nil
) -> StoredActivity {
    let base = 1_750_000_000.125
    return StoredActivity(
        id: id, extensionID: extensionID, attributesType: "DeliveryAttributes", attributes: #"{"order":"\#(id)","shop":"Café 🍕"}"#,
        contentState: #"{"minutes":12}"#, staleDate: Date(timeIntervalSince1970: base + start + 900.5), relevanceScore: 0.75,
        phase: phase, style: "standard", pushToken: pushToken, channelID: nil, startedAt: Date(timeIntervalSince1970: base + start),
        updatedAt: Date(timeIntervalSince1970: base + start), timestamp: Date(timeIntervalSince1970: base + start),
        endedAt: phase == .active ? nil : Date(timeIntervalSince1970: base + start + 1),
        dismissalDate: dismissalDate.map { Date(timeIntervalSince1970: base + $0) }, revision: 0)
}

@Suite("Live Activities and push tokens in the store")
struct ActivityStoreTests {
    @Test(arguments: StoreKind.allCases) func activitiesAreStartedListedAndFound(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            try await store.registerExtension(id: "x", path: "/x", name: "X")
            try await store.registerExtension(id: "y", path: "/y", name: "Y")
            var first = sampleActivity("a1", start: 10, pushToken: "aa01")
            first.channelID = "channel-1"
            first.dismissalDate = Date(timeIntervalSince1970: 1_800_000_000.5)
            try await store.startActivity(first, activeLimit: 5)
            try await store.startActivity(sampleActivity("b1", extensionID: "y", start: 10), activeLimit: 5)
            // Started earlier (another host's clock): listed first; one started at the same time
            // comes after those started before it.
            try await store.startActivity(sampleActivity("a0", start: 5), activeLimit: 5)
            try await store.startActivity(sampleActivity("a2", start: 10), activeLimit: 5)

            #expect(try await store.activities(extensionID: nil).map(\.id) == ["a0", "a1", "b1", "a2"])
            #expect(try await store.activities(extensionID: "x").map(\.id) == ["a0", "a1", "a2"])
            #expect(try await store.activities(extensionID: "nobody").isEmpty)
            #expect(try await store.activity(id: "a1") == first)
            #expect(try await store.activity(id: "a0") == sampleActivity("a0", start: 5))
            #expect(try await store.activity(pushToken: "aa01") == first)
            #expect(try await store.activity(pushToken: "ffff") == nil)

            await expectStoreError(.activityNotFound("nope")) { _ = try await store.activity(id: "nope") }
            await expectStoreError(.extensionNotFound("z")) {
                try await store.startActivity(sampleActivity("z1", extensionID: "z"), activeLimit: 5)
            }
            await expectStoreError(.invalidArgument("a Live Activity with id a1 already exists")) {
                try await store.startActivity(sampleActivity("a1"), activeLimit: 5)
            }
            await expectStoreError(.invalidArgument("activity id is empty")) {
                try await store.startActivity(sampleActivity(""), activeLimit: 5)
            }
            // A push token is one activity's.
            await #expect(throws: WidgetStoreError.self) {
                try await store.startActivity(sampleActivity("a3", pushToken: "aa01"), activeLimit: 5)
            }
            #expect(try await store.activities(extensionID: nil).count == 4)
        }
    }

    @Test(arguments: StoreKind.allCases) func theLimitCountsOnlyActivitiesThatHaveNotEnded(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            try await store.registerExtension(id: "x", path: "/x", name: "X")
            try await store.registerExtension(id: "y", path: "/y", name: "Y")
            try await store.startActivity(sampleActivity("old", phase: .ended), activeLimit: 2)
            try await store.startActivity(sampleActivity("gone", phase: .dismissed), activeLimit: 2)
            try await store.startActivity(sampleActivity("a1"), activeLimit: 2)
            try await store.startActivity(sampleActivity("a2"), activeLimit: 2)
            await expectStoreError(.tooManyActivities(2)) { try await store.startActivity(sampleActivity("a3"), activeLimit: 2) }
            // Another app's activities are counted on their own.
            try await store.startActivity(sampleActivity("b1", extensionID: "y"), activeLimit: 2)
            // One ends: there is room again.
            var ended = try await store.activity(id: "a1")
            ended.phase = .ended
            ended.revision += 1
            #expect(try await store.saveActivity(ended))
            try await store.startActivity(sampleActivity("a3"), activeLimit: 2)
            await expectStoreError(.tooManyActivities(2)) { try await store.startActivity(sampleActivity("a4"), activeLimit: 2) }
            #expect(try await store.activities(extensionID: "x").filter { $0.phase == .active }.map(\.id) == ["a2", "a3"])
        }
    }

    @Test(arguments: StoreKind.allCases) func savingWritesOnlyOverTheRevisionItRead(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            try await store.registerExtension(id: "x", path: "/x", name: "X")
            try await store.startActivity(sampleActivity("a"), activeLimit: 5)
            let read = try await store.activity(id: "a")
            #expect(read.revision == 0)

            var mine = read
            mine.contentState = #"{"minutes":3}"#
            mine.staleDate = nil
            mine.relevanceScore = 1
            mine.pushToken = "beef"
            mine.channelID = "c"
            mine.updatedAt = read.updatedAt.addingTimeInterval(60.25)
            mine.timestamp = read.timestamp.addingTimeInterval(60.25)
            mine.revision = 1
            // Another host read the same revision and writes after this one: refused.
            var theirs = read
            theirs.contentState = #"{"minutes":9}"#
            theirs.revision = 1
            #expect(try await store.saveActivity(mine))
            #expect(try await !store.saveActivity(theirs))
            #expect(try await store.activity(id: "a") == mine)
            #expect(try await store.activity(pushToken: "beef") == mine)

            // A revision skipped, an unknown activity: nothing written.
            var skipped = mine
            skipped.revision = 3
            skipped.phase = .ended
            #expect(try await !store.saveActivity(skipped))
            var unknown = mine
            unknown.id = "nope"
            unknown.pushToken = nil
            #expect(try await !store.saveActivity(unknown))
            #expect(try await store.activity(id: "a") == mine)

            var ended = mine
            ended.phase = .ended
            ended.endedAt = mine.updatedAt
            ended.dismissalDate = mine.updatedAt.addingTimeInterval(4 * 3_600)
            ended.revision = 2
            #expect(try await store.saveActivity(ended))
            #expect(try await store.activity(id: "a") == ended)
            await expectStoreError(.invalidArgument("revision 0: a saved activity's revision is at least 1")) {
                _ = try await store.saveActivity(read)
            }
        }
    }

    @Test(arguments: StoreKind.allCases) func dismissedActivitiesArePrunedByTheirDismissalDate(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            try await store.registerExtension(id: "x", path: "/x", name: "X")
            try await store.startActivity(sampleActivity("early", phase: .dismissed, dismissalDate: 10), activeLimit: 5)
            try await store.startActivity(sampleActivity("late", phase: .dismissed, dismissalDate: 30), activeLimit: 5)
            // Ended, still on the Lock Screen until its dismissal date: kept, whatever that date.
            try await store.startActivity(sampleActivity("ended", phase: .ended, dismissalDate: 5), activeLimit: 5)
            try await store.startActivity(sampleActivity("running"), activeLimit: 5)
            let base = 1_750_000_000.125
            #expect(try await store.deleteActivities(dismissedBefore: Date(timeIntervalSince1970: base + 10)) == 0)
            #expect(try await store.deleteActivities(dismissedBefore: Date(timeIntervalSince1970: base + 20)) == 1)
            #expect(try await store.activities(extensionID: nil).map(\.id) == ["late", "ended", "running"])
            await expectStoreError(.activityNotFound("early")) { _ = try await store.activity(id: "early") }
            #expect(try await store.deleteActivities(dismissedBefore: Date(timeIntervalSince1970: base + 1_000)) == 1)
            #expect(try await store.activities(extensionID: nil).map(\.id) == ["ended", "running"])
        }
    }

    @Test(arguments: StoreKind.allCases) func pushTokensAreIssuedOnceAndKnowTheirOwner(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            try await store.registerExtension(id: "x", path: "/x", name: "X")
            try await store.registerExtension(id: "y", path: "/y", name: "Y")
            #expect(try await store.pushToken(extensionID: "x", purpose: .widgets, newToken: "01") == "01")
            // Asked again (a restart, another host): the stored token, not the new one.
            #expect(try await store.pushToken(extensionID: "x", purpose: .widgets, newToken: "02") == "01")
            #expect(try await store.pushToken(extensionID: "x", purpose: .control("torch"), newToken: "03") == "03")
            #expect(try await store.pushToken(extensionID: "x", purpose: .pushToStart("DeliveryAttributes"), newToken: "04") == "04")
            #expect(try await store.pushToken(extensionID: "y", purpose: .widgets, newToken: "05") == "05")

            #expect(
                try await store.pushTokens(extensionID: "x") == [
                    .widgets: "01", .control("torch"): "03", .pushToStart("DeliveryAttributes"): "04",
                ])
            #expect(try await store.pushTokens(extensionID: "nobody").isEmpty)
            let owner = try #require(try await store.pushTokenOwner("03"))
            #expect(owner.extensionID == "x" && owner.purpose == .control("torch"))
            let other = try #require(try await store.pushTokenOwner("05"))
            #expect(other.extensionID == "y" && other.purpose == .widgets)
            #expect(try await store.pushTokenOwner("02") == nil)

            await expectStoreError(.extensionNotFound("z")) { _ = try await store.pushToken(extensionID: "z", purpose: .widgets, newToken: "06") }
            await expectStoreError(.invalidArgument("push token is empty")) {
                _ = try await store.pushToken(extensionID: "x", purpose: .control("fan"), newToken: "")
            }
            // A token is one purpose's of one extension.
            await #expect(throws: WidgetStoreError.self) {
                _ = try await store.pushToken(extensionID: "y", purpose: .control("fan"), newToken: "01")
            }
            #expect(try await store.pushTokens(extensionID: "y") == [.widgets: "05"])
        }
    }

    @Test(arguments: StoreKind.allCases) func deletingAnExtensionDeletesItsActivitiesAndTokens(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            try await store.registerExtension(id: "x", path: "/x", name: "X")
            try await store.registerExtension(id: "y", path: "/y", name: "Y")
            try await store.startActivity(sampleActivity("a", pushToken: "0a"), activeLimit: 5)
            try await store.startActivity(sampleActivity("b", phase: .ended), activeLimit: 5)
            try await store.startActivity(sampleActivity("c", extensionID: "y", pushToken: "0c"), activeLimit: 5)
            _ = try await store.pushToken(extensionID: "x", purpose: .widgets, newToken: "1a")
            _ = try await store.pushToken(extensionID: "y", purpose: .widgets, newToken: "1c")

            try await store.deleteExtension(id: "x")
            #expect(try await store.activities(extensionID: nil).map(\.id) == ["c"])
            #expect(try await store.activity(pushToken: "0a") == nil)
            #expect(try await store.pushTokenOwner("1a") == nil)
            #expect(try await store.pushTokens(extensionID: "x").isEmpty)
            #expect(try await store.pushTokens(extensionID: "y") == [.widgets: "1c"])
            await expectStoreError(.activityNotFound("a")) { _ = try await store.activity(id: "a") }

            // Registered again, it starts from nothing: the ids and tokens are free.
            try await store.registerExtension(id: "x", path: "/x", name: "X")
            try await store.startActivity(sampleActivity("a", pushToken: "0a"), activeLimit: 1)
            #expect(try await store.pushToken(extensionID: "x", purpose: .widgets, newToken: "1b") == "1b")
        }
    }

    @Test(arguments: StoreKind.allCases) func aRemovedControlsPushTokenIsGone(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            try await store.registerExtension(id: "x", path: "/x", name: "X")
            let kept = try await store.placeControl(id: "kept", extensionID: "x", kind: "Lamp", configuration: [:], missingParameters: [])
            let removed = try await store.placeControl(id: "removed", extensionID: "x", kind: "Lamp", configuration: [:], missingParameters: [])
            let imported = try await store.placeControl(id: "imported", extensionID: "x", kind: "Lamp", configuration: [:], missingParameters: [])
            for control in [kept, removed, imported] {
                _ = try await store.pushToken(extensionID: "x", purpose: .control(control.id), newToken: "t-\(control.id)")
            }
            try await store.deleteControl(id: removed.id)
            #expect(try await store.pushTokenOwner("t-removed") == nil)
            #expect(try await store.pushTokenOwner("t-kept")?.purpose == .control("kept"))

            // An imported home screen keeps the tokens of the controls it keeps.
            try await store.replaceHomeScreen(
                pages: try await store.pages(), widgets: [],
                controls: [NewPlacedControl(id: "kept", extensionID: "x", kind: "Lamp", configuration: [:], missingParameters: [])])
            #expect(try await store.pushTokenOwner("t-kept")?.purpose == .control("kept"))
            #expect(try await store.pushTokenOwner("t-imported") == nil)
        }
    }

    /// Two stores on one database (two hosts; on SQLite two processes' connections) race: the
    /// limit is kept, a revision is written once, a purpose gets one token.
    @Test(arguments: [StoreKind.sqlite, .postgres]) func storesRacingOnOneDatabaseKeepTheRules(kind: StoreKind) async throws {
        try await withTwoStores(kind) { first, second in
            let limit = 5
            let extensions = (0..<6).map { "e\($0)" }
            for id in extensions {
                try await first.registerExtension(id: id, path: "/e", name: "E")
                for index in 0..<(limit - 2) {
                    try await first.startActivity(sampleActivity("\(id)-\(index)", extensionID: id), activeLimit: limit)
                }
            }
            // Per extension, eight starts (four from each store) race for the last two places.
            let outcomes = try await withThrowingTaskGroup(of: (String, Bool).self) { group in
                for id in extensions {
                    for contender in 0..<8 {
                        let store = contender % 2 == 0 ? first : second
                        group.addTask {
                            do {
                                try await store.startActivity(sampleActivity("\(id)-race-\(contender)", extensionID: id), activeLimit: limit)
                                return (id, true)
                            } catch WidgetStoreError.tooManyActivities(let refused) {
                                #expect(refused == limit)
                                return (id, false)
                            }
                        }
                    }
                }
                var outcomes: [(String, Bool)] = []
                for try await outcome in group { outcomes.append(outcome) }
                return outcomes
            }
            for id in extensions {
                #expect(outcomes.filter { $0.0 == id && $0.1 }.count == 2, "\(id)")
                #expect(try await second.activities(extensionID: id).count == limit, "\(id)")
            }

            // Both read revision 0 and save revision 1: exactly one is written.
            let read = try await first.activity(id: "e0-0")
            let saved = try await withThrowingTaskGroup(of: Bool.self) { group in
                for (index, store) in [first, second].enumerated() {
                    group.addTask {
                        var activity = read
                        activity.contentState = #"{"writer":\#(index)}"#
                        activity.revision = 1
                        return try await store.saveActivity(activity)
                    }
                }
                var saved: [Bool] = []
                for try await result in group { saved.append(result) }
                return saved
            }
            #expect(saved.filter { $0 }.count == 1)
            #expect(try await second.activity(id: "e0-0").revision == 1)

            // Both issue a token for one purpose: both get the one stored.
            let tokens = try await withThrowingTaskGroup(of: String.self) { group in
                for (index, store) in [first, second, first, second].enumerated() {
                    group.addTask { try await store.pushToken(extensionID: "e1", purpose: .widgets, newToken: "0\(index)") }
                }
                var tokens: Set<String> = []
                for try await token in group { tokens.insert(token) }
                return tokens
            }
            #expect(tokens.count == 1)
            #expect(try await first.pushTokens(extensionID: "e1") == [.widgets: try #require(tokens.first)])
        }
    }

    @Test func activitiesAndTokensSurviveARestart() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("widgetry.sqlite")
        var saved = sampleActivity("a", pushToken: "0a")
        do {
            let store = try SQLiteWidgetStore(path: path)
            try await store.registerExtension(id: "x", path: "/x", name: "X")
            try await store.startActivity(saved, activeLimit: 5)
            saved.contentState = #"{"minutes":1}"#
            saved.revision = 1
            #expect(try await store.saveActivity(saved))
            _ = try await store.pushToken(extensionID: "x", purpose: .pushToStart("DeliveryAttributes"), newToken: "0b")
            try store.close()
        }
        let reopened = try SQLiteWidgetStore(path: path)
        #expect(try await reopened.activities(extensionID: nil) == [saved])
        #expect(try await reopened.activity(pushToken: "0a") == saved)
        #expect(try await reopened.pushToken(extensionID: "x", purpose: .pushToStart("DeliveryAttributes"), newToken: "0c") == "0b")
        await expectStoreError(.tooManyActivities(1)) { try await reopened.startActivity(sampleActivity("b"), activeLimit: 1) }
    }

    @Test func aFileOfTheControlSlotsVersionIsMigrated() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("v8.sqlite")
        do {
            let old = try SQLiteWidgetStore(path: path, options: .init(), migratingUpTo: "v8-control-slots")
            try await old.registerExtension(id: "x", path: "/x", name: "X")
            _ = try await old.placeControl(id: "torch", extensionID: "x", kind: "Torch", configuration: [:], missingParameters: [])
            await #expect(throws: WidgetStoreError.self) { try await old.startActivity(sampleActivity("a"), activeLimit: 5) }
            try old.close()
        }
        let store = try SQLiteWidgetStore(path: path)
        #expect(try await store.diagnostics().appliedMigrations == SQLiteWidgetStore.migrationIdentifiers)
        #expect(try await store.controls(extensionID: nil).map(\.id) == ["torch"])
        try await store.startActivity(sampleActivity("a"), activeLimit: 5)
        #expect(try await store.activities(extensionID: "x").map(\.id) == ["a"])
        try await store.deleteExtension(id: "x")
        #expect(try await store.activities(extensionID: nil).isEmpty)
    }

    @Test func aDatabaseOfTheControlSlotsVersionIsMigratedOnPostgreSQL() async throws {
        let database = try await PostgresTestDatabase.create()
        let old = try await PostgresWidgetStore.connect(address: try PostgresAddress(url: try database.url), migratingUpTo: "v8-control-slots")
        try await old.registerExtension(id: "x", path: "/x", name: "X")
        _ = try await old.placeControl(id: "torch", extensionID: "x", kind: "Torch", configuration: [:], missingParameters: [])
        await #expect(throws: WidgetStoreError.self) { try await old.startActivity(sampleActivity("a"), activeLimit: 5) }
        await old.shutdown()

        let store = try await database.connect()
        #expect(try await store.appliedMigrations() == PostgresWidgetStore.migrationIdentifiers)
        #expect(try await store.controls(extensionID: nil).map(\.id) == ["torch"])
        try await store.startActivity(sampleActivity("a", pushToken: "0a"), activeLimit: 5)
        _ = try await store.pushToken(extensionID: "x", purpose: .widgets, newToken: "0b")
        try await store.deleteExtension(id: "x")
        for table in ["activity", "push_token"] {
            #expect(try await store.fetchStrings(sql: "SELECT COUNT(*)::text FROM \(table)") == ["0"], "\(table)")
        }
        await store.shutdown()
        await database.drop()
    }
}

/// Runs `body` with two stores on one new database: two `SQLiteWidgetStore`s on one file, or
/// two `PostgresWidgetStore`s (two pools) on one PostgreSQL database.
func withTwoStores(_ kind: StoreKind, _ body: (any WidgetStore, any WidgetStore) async throws -> Void) async throws {
    switch kind {
    case .sqlite, .memory:
        try await withStore { first, directory in
            let second = try SQLiteWidgetStore(path: directory.path("widgetry.sqlite"))
            try await body(first, second)
        }
    case .postgres:
        try await withPostgresStore { first, database in
            let second = try await database.connect()
            do {
                // Each pool opens its connections now, so the stores' calls run side by side
                // from the start instead of waiting for a connection one at a time.
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for store in [first, second] {
                        for _ in 0..<8 { group.addTask { try await store.execute(sql: "SELECT pg_sleep(0.2)") } }
                    }
                    try await group.waitForAll()
                }
                try await body(first, second)
            } catch {
                await second.shutdown()
                throw error
            }
            await second.shutdown()
        }
    }
}
