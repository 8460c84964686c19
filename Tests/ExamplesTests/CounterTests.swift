// The interactive counter: taps run the buttons' and the toggle's intents in the extension,
// the widget reloads uncounted, and the counts survive a restart because the extension keeps
// them on disk.
import CounterWidgets
import Foundation
import Testing
import WidgetKit
import WidgetKitTesting
import WidgetryWire

/// A counter name no other test uses (the counters share one file).
func uniqueCounterName() -> String {
    "Test \(UUID().uuidString.prefix(8))"
}

@Suite("Interactive counter")
struct CounterTests {
    @Test func buttonsCountAndEachTapReloadsWithoutSpendingBudget() async throws {
        _ = exampleData
        let home = try await WidgetTestHost(CounterBundle())
        defer { Task { await home.shutdown() } }
        let name = uniqueCounterName()
        let widget = try await home.place("Counter", configuration: ["name": .string(name), "goal": 3])
        #expect(try await widget.texts().contains("0"))
        // The small family has room for the count, the goal and two symbol buttons (the
        // "Count in Tens" control and the medium family have the toggle).
        #expect(try await !widget.texts().contains("Count in tens"))

        try await widget.tap("Add")
        try await widget.tap("Add")
        #expect(try await widget.texts().contains("2"))
        #expect(try await widget.texts().contains("2 of 3"))
        try await widget.tap("Subtract")
        #expect(try await widget.texts().contains("1"))

        let reloads = try widget.reloads()
        #expect(reloads.map(\.reason) == [.firstLoad, .intentPerformed, .intentPerformed, .intentPerformed])
        #expect(reloads.allSatisfy { !$0.counted })
        #expect(try widget.status().budgetLeft == 70)
        #expect(CounterStore.shared.state(of: name).count == 1)
    }

    @Test func theToggleIsToldItsNewStateAndTheButtonsCountInTens() async throws {
        _ = exampleData
        let home = try await WidgetTestHost(CounterBundle())
        defer { Task { await home.shutdown() } }
        let name = uniqueCounterName()
        let widget = try await home.place("Counter", family: .systemMedium, configuration: ["name": .string(name)])
        let toggle = try #require(try await widget.entry().variant(colorScheme: "light")?.allNodes.first { $0.kind == .toggle })
        #expect(toggle.action?.isOn == false)

        try await widget.tap("Count in tens")
        #expect(CounterStore.shared.state(of: name).countsInTens)
        try await widget.tap("Add 10")
        try await widget.tap("Add 10")
        #expect(try await widget.texts().contains("20"))

        try await widget.tap("Count in tens")
        #expect(!CounterStore.shared.state(of: name).countsInTens)
        try await widget.tap("Add")
        #expect(try await widget.texts().contains("21"))

        try await widget.tap("Reset")
        #expect(try await widget.texts().contains("0"))
    }

    @Test func theCountSurvivesARestartOfTheExtension() async throws {
        _ = exampleData
        let name = uniqueCounterName()
        let first = try await WidgetTestHost(CounterBundle())
        let widget = try await first.place("Counter", configuration: ["name": .string(name)])
        try await widget.tap("Add")
        try await widget.tap("Add")
        try await widget.tap("Add")
        await first.shutdown()

        let second = try await WidgetTestHost(CounterBundle())
        defer { Task { await second.shutdown() } }
        let again = try await second.place("Counter", configuration: ["name": .string(name)])
        #expect(try await again.texts().contains("3"))
        let saved = try Data(contentsOf: exampleData.appendingPathComponent("Counter/counters.json"))
        #expect(String(decoding: saved, as: UTF8.self).contains(name))
    }

    @Test func theGoalIsRangeChecked() async throws {
        let home = try await WidgetTestHost(CounterBundle())
        defer { Task { await home.shutdown() } }
        let widget = try await home.place("Counter")
        await #expect(throws: (any Error).self) { try await widget.configure(["goal": 0]) }
        try await widget.configure(["goal": 1000])
    }
}
