import Foundation
import SwiftUI
import Testing
import WidgetryWire

// `@State`, `@Binding`, `@AppStorage` and `@ScaledMetric` in views evaluated as widgets do.

struct Streak: View {
    @AppStorage("streak", store: UserDefaults(suiteName: StatePropertiesTests.suite)) var streak = 0
    @AppStorage("unit", store: UserDefaults(suiteName: StatePropertiesTests.suite)) var unit: Unit = .days
    @AppStorage("note", store: UserDefaults(suiteName: StatePropertiesTests.suite)) var note: String?
    @ScaledMetric(relativeTo: .caption) var iconSize = 20.0
    @State private var expanded = true

    enum Unit: String { case days, weeks }

    var body: some View {
        VStack {
            Text("\(streak) \(unit.rawValue)")
            Image(systemName: "flame").frame(width: iconSize, height: iconSize)
            Counter(count: $streak, expanded: $expanded)
            if let note { Text(note) }
        }
    }
}

struct Counter: View {
    @Binding var count: Int
    @Binding var expanded: Bool
    var body: some View {
        Text(expanded ? "Expanded \(count)" : "Collapsed")
    }
}

@MainActor @Suite(.serialized) struct StatePropertiesTests {
    nonisolated static let suite = "widgetry-tests-\(ProcessInfo.processInfo.processIdentifier)"

    @Test func appStorageReadsTheSuiteTheAppWrote() throws {
        let defaults = try #require(UserDefaults(suiteName: Self.suite))
        defer { defaults.removePersistentDomain(forName: Self.suite) }
        // Nothing stored: the defaults.
        var node = root(Streak())
        #expect(node.all(.text).compactMap(\.plainText) == ["0 days", "Expanded 0"])
        // What the app stored.
        defaults.set(12, forKey: "streak")
        defaults.set("weeks", forKey: "unit")
        defaults.set("Keep going", forKey: "note")
        node = root(Streak())
        #expect(node.all(.text).compactMap(\.plainText) == ["12 weeks", "Expanded 12", "Keep going"])
        // A value of another type, or an unknown raw value, reads as the default.
        defaults.set("many", forKey: "streak")
        defaults.set("months", forKey: "unit")
        node = root(Streak())
        #expect(node.all(.text).compactMap(\.plainText).prefix(2) == ["0 days", "Expanded 0"])
        // Writing through the wrapper stores the value.
        let view = Streak()
        view.streak = 30
        view.unit = .weeks
        view.note = nil
        #expect(defaults.integer(forKey: "streak") == 30 && defaults.string(forKey: "unit") == "weeks")
        #expect(defaults.object(forKey: "note") == nil)
    }

    /// Another process (the app) writing the suite's file is seen by the next evaluation,
    /// although Foundation on Linux keeps what this process read.
    @Test func appStorageSeesWhatAnotherProcessWrote() throws {
        let defaults = try #require(UserDefaults(suiteName: Self.suite))
        defer { defaults.removePersistentDomain(forName: Self.suite) }
        defaults.set(3, forKey: "streak")
        defaults.synchronize()
        #expect(root(Streak()).all(.text).first?.plainText == "3 days")
        let folder = ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"] ?? NSHomeDirectory() + "/.config"
        let file = URL(fileURLWithPath: folder).appendingPathComponent(Self.suite + ".plist")
        try #require(FileManager.default.fileExists(atPath: file.path), "the suite's file at \(file.path)")
        // What the app's process writes: the whole file, replaced.
        let written = try PropertyListSerialization.data(fromPropertyList: ["streak": 41, "unit": "weeks"], format: .xml, options: 0)
        try written.write(to: file, options: .atomic)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(root(Streak()).all(.text).first?.plainText == "41 weeks")
    }

    @Test func scaledMetricsFollowTheDynamicTypeSize() {
        var environment = testEnvironment()
        environment.dynamicTypeSize = .xxxLarge
        let frame = root(Streak(), environment).first(.image)?.modifiers.first?.frame
        #expect(abs((frame?.width ?? 0) - 20.0 * 23 / 17) < 1e-9)
        #expect(Streak().iconSize == 20)
    }

    @Test func stateAndBindingsShareTheirValue() {
        @State var count = 1
        let binding = $count
        binding.wrappedValue = 5
        #expect(count == 5)
        struct Pair { var a = 0 }
        @State var pair = Pair()
        $pair.a.wrappedValue = 3
        #expect(pair.a == 3)
        #expect(Binding.constant(7).wrappedValue == 7)
        @State var optional: Int? = 2
        #expect(Binding($optional)?.wrappedValue == 2)
    }
}
