import Charts
import Foundation
import SwiftUI
import Testing
import WidgetryRender
import WidgetryWire

/// The fixtures through both renderers: the page's chart is an image named by its summary,
/// private charts are hidden when the page is locked, and the terminal draws bars and lines.
@MainActor
struct ChartFixtureRenderingTests {
    struct PrivateSteps: View {
        var body: some View {
            WeeklyActivityChart().privacySensitive()
        }
    }

    @Test func theChartIsAnImageNamedByItsSummary() throws {
        let html = try WidgetHTMLRenderer.render(ChartBadDataTests.widget(WeeklyActivityChart()))
        #expect(html.contains("role=\"img\""))
        #expect(html.contains("aria-label=\"Bar chart. X axis, Day: "), "the summary names the chart")
    }

    @Test func aPrivacySensitiveChartIsRedactedOnALockedPage() throws {
        let archive = ChartBadDataTests.widget(PrivateSteps())
        var locked = HTMLRenderOptions()
        locked.redactsPrivacySensitiveContent = true
        let hidden = try WidgetHTMLRenderer.render(archive, options: locked)
        let shown = try WidgetHTMLRenderer.render(archive)
        #expect(shown.contains("Walk") && !hidden.contains("Walk"), "the legend says nothing when locked")
        #expect(shown.contains("aria-label=\"Bar chart") && !hidden.contains("aria-label=\"Bar chart"))
    }

    @Test func theTerminalDrawsBarsAndLines() throws {
        let bars = try WidgetTextRenderer.render(ChartBadDataTests.widget(WeeklyActivityChart()))
        #expect(bars.contains("█") && bars.contains("Walk") && bars.contains("Cycle"), "\(bars)")
        let line = try WidgetTextRenderer.render(ChartBadDataTests.widget(GlucoseChart()))
        #expect(["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"].filter { line.contains($0) }.count >= 3, "\(line)")
    }
}
