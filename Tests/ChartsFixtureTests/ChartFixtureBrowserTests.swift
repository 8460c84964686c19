import Foundation
import SwiftUI
import Testing
import WebDriver
import WidgetryRender
import WidgetryWire

/// The fixtures' charts drawn by the real page in headless Chromium: bar heights, the threshold
/// rule's place and the donut's colours measured on the page, and a screenshot in the test
/// artifacts (`chart-fixtures.png`).
@Suite(.enabled(if: BrowserTools.isAvailable, Comment(rawValue: BrowserTools.unavailableReason ?? "")))
struct ChartFixtureBrowserTests {
    @MainActor static func widget<V: View>(_ view: V, family: String, width: Double, height: Double) -> WidgetArchive {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: "en_US")
        environment.timeZone = TimeZone(identifier: "UTC")!
        return makeWidgetArchive(
            view, family: family, size: ArchiveSize(width: width, height: height), entryDate: Date(timeIntervalSince1970: 1_795_000_000),
            environment: environment, contentMargins: EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
    }

    @MainActor static func page() throws -> URL {
        let widgets = [
            widget(CPUDonut(), family: "systemSmall", width: 170, height: 170),
            widget(ServerLoadChart(), family: "systemMedium", width: 364, height: 170),
            widget(WeeklyActivityChart(), family: "systemMedium", width: 364, height: 170),
            widget(GlucoseChart(), family: "systemMedium", width: 364, height: 170),
        ]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-charts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var body = ""
        for (index, archive) in widgets.enumerated() {
            body += "<div id=\"w\(index)\" style=\"display:inline-block;padding:12px;background:#eef0f4\">" + (try WidgetHTMLRenderer.render(archive)) + "</div>"
        }
        try WidgetHTMLRenderer.writeFiles(into: folder)
        let page = folder.appendingPathComponent("page.html")
        try WidgetHTMLRenderer.document(title: "charts", bodyHTML: body, scriptSrc: nil).write(to: page, atomically: true, encoding: .utf8)
        return page
    }

    @Test func theFixturesDrawAsTheirGeometrySays() async throws {
        let url = try await MainActor.run { try Self.page() }
        try await Browser.withSession { browser in
            try await browser.navigate(to: url)
            try await browser.executeAsync("const done = arguments[0]; document.fonts.ready.then(() => done(true));")
            let measured = try await browser.execute(
                """
                const box = (element) => element.getBoundingClientRect();
                const plot = (index) => box(document.querySelector(`#w${index} .wr-chart-plot`));
                const weekly = plot(2), bars = [...document.querySelectorAll('#w2 .wr-chart-rect')].map(box);
                const load = plot(1), rule = box(document.querySelectorAll('#w1 line')[0]);
                const labels = [...document.querySelectorAll('#w3 .wr-chart-x .wr-chart-label')].map((label) => label.textContent.trim().replace(/\\u202f/g, ' '));
                const widget = box(document.querySelector('#w3 .wr'));
                const inside = [...document.querySelectorAll('#w3 .wr-chart-label')].every((label) => {
                  const b = box(label); return b.left >= widget.left - 0.5 && b.right <= widget.right + 0.5;
                });
                return [bars.length, bars[0].height / weekly.height, (bars[0].bottom - weekly.bottom),
                        ((rule.top + rule.bottom) / 2 - load.top) / load.height, labels.join(','), inside];
                """)
            try await browser.saveScreenshot(named: "chart-fixtures")
            guard case .array(let values) = measured, values.count == 6,
                case .number(let count) = values[0], case .number(let walk) = values[1], case .number(let offset) = values[2],
                case .number(let rule) = values[3], case .string(let labels) = values[4], case .bool(let inside) = values[5]
            else {
                Issue.record("unexpected measurements: \(measured)")
                return
            }
            #expect(count == 21)
            #expect(abs(walk - 0.3) < 0.02, "Monday's walk is 30 of 0…100: \(walk)")
            #expect(abs(offset) <= 1, "the bar stands on the plot's bottom: \(offset)")
            #expect(abs(rule - 0.2) < 0.02, "the threshold 80 of 0…100 is a fifth of the way down: \(rule)")
            #expect(labels == "12 PM,2 PM,4 PM,6 PM,8 PM")
            #expect(inside, "no value label leaves the widget")
        }
    }
}
