import Foundation
import Testing
import TestWidgets
import WidgetKit
import WidgetKitTesting

@Suite("WidgetKitTesting: widgets on a virtual clock", .serialized)
struct WidgetTestHostTests {
    @Test func anHourlyAtEndTimelineShowsEachEntryAndReloadsAtItsEnd() async throws {
        let home = try await WidgetTestHost(CharacterWidget())
        let widget = try await home.place("Character", family: .systemSmall, configuration: ["character": "egg", "showLevel": true])
        #expect(try await widget.texts() == ["Egghead", "Level 1"])
        await home.advance(by: 3_600)
        #expect(try await widget.texts() == ["Egghead", "Level 2"])
        await home.advance(by: 3 * 3_600 + 2)  // the reload lands on the 1 s coalescing grid
        #expect(try await widget.texts() == ["Egghead", "Level 1"])  // reloaded at the last entry
        let reloads = try widget.reloads()
        #expect(reloads.map(\.reason) == [.firstLoad, .policy])
        #expect(reloads.map(\.counted) == [false, true])
        let status = try widget.status()
        #expect(status.budgetLeft == 69, "\(status)")
        #expect(try await widget.renderedText().contains("Egghead"))
        #expect(try await widget.renderedHTML().contains("Egghead"))
        await home.shutdown()
    }

    /// Given the extension's executable, the widgets run in their own process whose `Date()`
    /// reads the virtual time: the provider names the virtual day and plans the virtual
    /// midnight exactly.
    @Test func anExtensionProcessReadsTheVirtualClock() async throws {
        let start = Date(timeIntervalSince1970: 1_893_535_200)  // 2030-01-01T22:00:00Z
        let home = try await WidgetTestHost(executableNamed: "widgetry-test-extension", now: start)
        let day = try await home.place("Day")
        #expect(try await day.texts() == ["Day 2030-01-01"])
        #expect(try await day.entryDate() == start)
        await home.advance(by: 2 * 3_600)
        #expect(try await day.texts() == ["Day 2030-01-02"])
        #expect(try await day.entryDate() == Date(timeIntervalSince1970: 1_893_542_400))
        await home.shutdown()

        await #expect(throws: WidgetTestHostError.self) { try await WidgetTestHost(executableNamed: "no-such-extension") }
    }

    @Test func aWidgetIsConfiguredWithItsIntent() async throws {
        let home = try await WidgetTestHost(TestWidgets())
        let spouty = try #require(try await CharacterQuery().entities(for: ["spouty"]).first)
        let widget = try await home.place("Character", intent: CharacterIntent(character: spouty))
        #expect(try await widget.texts() == ["Spouty"])
        try await widget.configure(["character": "panda"])
        #expect(try await widget.texts() == ["Power Panda"])
        #expect(try widget.reloads().last?.reason == .configurationChanged)
        await home.shutdown()
    }

    @Test func aRequiredValueWithoutDefaultNeedsConfiguration() async throws {
        let home = try await WidgetTestHost(PetWidget())
        let widget = try await home.place("Pet")
        #expect(try await widget.needsConfiguration())
        #expect(try await !widget.isShowingTimeline())
        #expect(try await widget.texts() == ["A pet"])  // the placeholder
        try await widget.configure(["pet": "Rex"])
        #expect(try await widget.texts() == ["Rex"])
        await home.shutdown()
    }

    @Test func tappingAnIntentButtonRunsItAndReloads() async throws {
        let home = try await WidgetTestHost(CounterWidget())
        let widget = try await home.place("Counter")
        let before = try #require(try await widget.texts().first.flatMap { Int($0.dropFirst("Count ".count)) })
        try await widget.tap("Add two")
        #expect(try await widget.texts().first == "Count \(before + 2)")
        let last = try #require(try widget.reloads().last)
        #expect(last.reason == .intentPerformed)
        #expect(!last.counted)
        await #expect(throws: TestWidgetError.self) { try await widget.tap("Nothing like this") }
        await home.shutdown()
    }

    @Test func appReloadsAreCountedUnlessInTheForeground() async throws {
        let home = try await WidgetTestHost(CounterWidget())
        let widget = try await home.place("Counter")
        await home.reloadTimelines(ofKind: "Counter", appInForeground: true)
        await home.advance(by: 1)
        await home.reloadTimelines(ofKind: "Counter")
        await home.advance(by: 1)
        // The background call waits for the 5-minute interval only if a counted reload preceded it.
        await home.reloadTimelines(ofKind: "Counter")
        await home.advance(by: 600)
        let reloads = try widget.reloads()
        #expect(reloads.map(\.counted) == [false, false, true, true])
        #expect(reloads[3].time.timeIntervalSince(reloads[2].time) >= 300)
        await home.shutdown()
    }
}
