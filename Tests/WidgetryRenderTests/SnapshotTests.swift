import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetryRender

// Whole-widget output compared with committed files (Snapshots/). After an intended change of
// the output, re-record them with `WIDGETRY_RECORD_SNAPSHOTS=1 swift test --filter SnapshotTests`
// and look at the diff (and at the gallery, GalleryTests.swift) before committing.

@MainActor
@Suite struct SnapshotTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    let now = referenceDate.timeIntervalSince1970 + 5

    func assertSnapshot(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = Self.directory.appendingPathComponent(name)
        let record = ProcessInfo.processInfo.environment["WIDGETRY_RECORD_SNAPSHOTS"] != nil
        guard !record, let expected = try? String(contentsOf: url, encoding: .utf8) else {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded snapshot \(name): run the tests again", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "snapshot \(name) differs", sourceLocation: sourceLocation)
    }

    /// One element per line, for readable diffs.
    func lines(_ html: String) -> String {
        html.replacingOccurrences(of: "><", with: ">\n<") + "\n"
    }

    @Test func weatherSmallLight() throws {
        try assertSnapshot(lines(html(WeatherView(), now: now)), named: "weather-small-light.html")
    }

    @Test func weatherSmallPlaceholder() throws {
        try assertSnapshot(lines(html(WeatherView(), reasons: .placeholder, now: now)), named: "weather-small-placeholder.html")
    }

    @Test func tasksLargeDark() throws {
        try assertSnapshot(lines(html(TasksView(), family: .systemLarge, scheme: .dark, now: now)), named: "tasks-large-dark.html")
    }

    @Test func controlsMedium() throws {
        try assertSnapshot(lines(html(ControlsView(), family: .systemMedium, now: now)), named: "controls-medium.html")
    }

    @Test func countdownSmall() throws {
        try assertSnapshot(lines(html(CountdownView(), now: now)), named: "countdown-small.html")
    }

    @Test func accessoryCircular() throws {
        try assertSnapshot(lines(html(AccessoryCircularView(), family: .accessoryCircular, scheme: .dark, now: now)), named: "accessory-circular.html")
    }

    @Test func plainTextPreviews() throws {
        var text = ""
        for (name, view, family) in [
            ("weather", AnyView(WeatherView()), WidgetFamily.systemSmall), ("tasks", AnyView(TasksView()), .systemLarge),
            ("gauges", AnyView(GaugesView()), .systemMedium), ("controls", AnyView(ControlsView()), .systemMedium),
            ("countdown", AnyView(CountdownView()), .systemSmall), ("balance, locked", AnyView(PrivateBalanceView()), .systemSmall),
        ] {
            text += name + "\n" + (try plainText(view, family: family, reasons: name.hasSuffix("locked") ? .privacy : [], now: now)) + "\n\n"
        }
        try assertSnapshot(text, named: "previews.txt")
    }
}
