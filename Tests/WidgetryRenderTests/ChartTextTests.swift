import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetryWire
@testable import WidgetryRender

/// Charts in the terminal preview.
@MainActor
@Suite struct ChartTextTests {
    /// The preview's body lines (inside the box) of a systemSmall widget showing `root`.
    func body(_ root: ViewNode, columns: Int = 24) throws -> [String] {
        var archive = widgetArchive(Color.clear)
        archive.root = root
        let lines = try WidgetTextRenderer.lines(archive, columns: columns)
        return lines.dropFirst().dropLast().map { String($0.dropFirst(2).dropLast(2)).trimmingCharacters(in: .whitespaces) }
    }

    @Test func pathCommandsGiveTheirEndPoints() {
        let points = TextRenderer.pathPoints("M0 1000L250 500H500V250l250 -250C800 0 900 0 1000 100Q1 2 3 4Z")
        let expected: [(Double, Double)] = [(0, 1000), (250, 500), (500, 500), (500, 250), (750, 0), (1000, 100), (3, 4), (0, 1000)]
        #expect(points.count == expected.count && zip(points, expected).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }, "\(points)")
        #expect(TextRenderer.pathPoints("M1e2,2.5.5").first.map { $0 == (100, 2.5) } == true)
    }

    @Test func linesAreSparklines() throws {
        let chart = ChartArchive(marks: [chartMark(.path) { $0.path = "M0 1000L1000 0" }])
        let lines = try body(chartNode(chart), columns: 12)
        #expect(lines == ["▁▂▃▄▅▆▇█"], "\(lines)")
        // An area: the top of the shape, not its baseline.
        let area = ChartArchive(marks: [chartMark(.path) { $0.path = "M0 1000L0 0L1000 0L1000 1000Z"; $0.fill = true }])
        #expect(try body(chartNode(area), columns: 12) == ["████████"])
    }

    @Test func barsAreBlockColumnsAndRows() throws {
        // Heights 0.6, 1, 0.3, 0.8 in four lines of eighths; three characters a bar.
        let lines = try body(chartNode(ChartArchive(marks: fourBars())), columns: 24)
        #expect(lines == ["███     ▂▂▂", "▃▃▃ ███     ███", "███ ███ ▂▂▂ ███", "███ ███ ███ ███"], "\(lines)")
        // Horizontal bars: rows as long as the bars.
        let horizontal = [0.5, 1].enumerated().map { index, length in chartRect(0, Double(index) * 0.5 + 0.1, length, 0.3) }
        let rows = try body(chartNode(ChartArchive(marks: horizontal)), columns: 12)
        #expect(rows == ["████", "████████"], "\(rows)")
    }

    @Test func sectorsAreSharesWithTheirLegendLabels() throws {
        var chart = ChartArchive(marks: [
            chartSector(0, 90) { $0.paint = chartRed },
            chartSector(90, 360) { $0.paint = chartGreen },
        ])
        chart.legend = ChartLegendArchive(entries: [.init(label: "Kiwis", paint: chartGreen), .init(label: "Apples", paint: chartRed)])
        #expect(try body(chartNode(chart), columns: 24) == ["● Apples 25%", "● Kiwis 75%"])
    }

    @Test func theLegendFollowsTheMarks() throws {
        var chart = ChartArchive(marks: [chartMark(.path) { $0.path = "M0 500L1000 500" }])
        chart.legend = ChartLegendArchive(entries: [.init(label: "Run", paint: chartRed), .init(label: "Walk", paint: chartGreen, symbol: .square)])
        let lines = try body(chartNode(chart), columns: 24)
        #expect(lines == [String(repeating: "▅", count: 20), "● Run ■ Walk"], "\(lines)")
    }

    @Test func redactedChartsAreThePlaceholder() throws {
        var chart = ChartArchive(marks: fourBars())
        chart.legend = ChartLegendArchive(entries: [.init(label: "Secret", paint: chartRed)])
        let lines = try body(chartNode(chart, reasons: [.placeholder]), columns: 24)
        #expect(lines == [String(repeating: "▒", count: 16)], "\(lines)")
    }

    /// Points alone (a scatter) are a sparkline of where they are; stacked bars one column.
    @Test func pointsAndStackedBars() throws {
        let points = [(0.1, 0.9), (0.5, 0.5), (0.9, 0)].map { x, y in chartMark(.symbol) { $0.x = x; $0.y = y } }
        #expect(try body(chartNode(ChartArchive(marks: points)), columns: 14) == ["▁   ▅   █"])
        let stacked = [chartRect(0, 0.5, 0.5, 0.5), chartRect(0, 0, 0.5, 0.5), chartRect(0.5, 0.75, 0.5, 0.25)]
        #expect(try body(chartNode(ChartArchive(marks: stacked)), columns: 12) == ["███", "███", "███", "███ ███"])
    }
}
