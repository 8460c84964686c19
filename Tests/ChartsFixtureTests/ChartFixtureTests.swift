import Charts
import Foundation
import SwiftUI
import Testing
import WidgetryWire

/// The fixtures' charts resolved to the archive's geometry: domains, ticks, bar extents, sector
/// angles and paths, as Swift Charts lays them out.
@MainActor
struct ChartFixtureTests {
    /// A systemMedium widget's content size (its size less the default margins).
    nonisolated static let medium = ArchiveSize(width: 297, height: 123)

    static func chart<V: View>(_ view: V, size: ArchiveSize = medium) -> (ChartArchive, ViewNode) {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: "en_US")
        environment.timeZone = TimeZone(identifier: "UTC")!
        let root = evaluate(view, environment: environment, proposal: size).root
        func find(_ node: ViewNode) -> ViewNode? {
            if node.chart != nil { return node }
            for child in node.children { if let found = find(child) { return found } }
            return nil
        }
        let node = find(root)!
        return (node.chart!, node)
    }

    static func close(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
        guard let a else { return false }
        return abs(a - b) <= tolerance
    }

    /// The text of the child a label refers to.
    static func text(_ node: ViewNode, _ index: Int?) -> String? {
        guard let index, node.children.indices.contains(index), let text = node.children[index].text else { return nil }
        // Dates are written as the formatter writes them (a narrow no-break space before "PM").
        return text.plainText.replacingOccurrences(of: "\u{202F}", with: " ")
    }

    @Test func cpuDonutSectorsShareTheCircleByValue() {
        let (chart, _) = Self.chart(CPUDonut())
        let sectors = chart.marks.filter { $0.kind == .sector }
        #expect(sectors.count == 3)
        let angles = sectors.map { [$0.startAngle ?? -1, $0.endAngle ?? -1].map { ($0 * 1e6).rounded() / 1e6 } }
        #expect(angles == [[0, 126], [126, 180], [180, 360]])
        #expect(sectors.allSatisfy { Self.close($0.innerRadius, 0.6) && Self.close($0.outerRadius, 1) && $0.angularInset == 1.5 && $0.cornerRadius == 4 })
        // The default palette in order: blue, green, orange.
        #expect(sectors.map { $0.paint?.name } == ["blue", "green", "orange"])
        #expect(chart.xAxis == nil && chart.yAxis == nil)
        #expect(chart.legend == nil, "chartLegend(.hidden)")
        #expect(chart.summary.contains("Pie chart") && chart.summary.contains("Kind: User, System, Idle"))
    }

    @Test func serverLoadHasNoAxesAndAThresholdRule() {
        let (chart, _) = Self.chart(ServerLoadChart())
        #expect(chart.xAxis == nil && chart.yAxis == nil)
        #expect(chart.marks.map(\.kind) == [.path, .path, .rule])
        let area = chart.marks[0], line = chart.marks[1], rule = chart.marks[2]
        #expect(area.fill == true && area.paint?.kind == .linearGradient)
        // The first load (12 of 0…100) at the leading edge, the last hour at the trailing edge.
        #expect(line.path?.hasPrefix("M0,880") == true, "\(line.path ?? "")")
        #expect(line.path?.contains("L1000,100") == true, "the last point (90) at the trailing edge: \(line.path ?? "")")
        #expect(line.stroke?.lineWidth == 2 && line.fill == nil)
        #expect(area.path?.hasSuffix("Z") == true && area.path?.contains("L1000,1000") == true)
        // Threshold 80 of 0…100: a fifth of the way down, across the whole plot, dashed.
        #expect(Self.close(rule.y, 0.2) && rule.x == 0 && rule.width == 1 && rule.height == 0)
        #expect(rule.stroke?.dash == [4, 2] && rule.paint?.name == "red" && rule.accentable == true)
    }

    @Test func weeklyBarsStackByActivityWithALegend() {
        let (chart, node) = Self.chart(WeeklyActivityChart())
        let bars = chart.marks.filter { $0.kind == .rect }
        #expect(bars.count == 21)
        // Monday: walk 0…30, run 30…50, cycle 50…65 of a nice 0…100 domain.
        let monday = Array(bars.prefix(3))
        #expect(monday.map { ($0.y! * 1000).rounded() / 1000 } == [0.7, 0.5, 0.35])
        #expect(monday.map { ($0.height! * 1000).rounded() / 1000 } == [0.3, 0.2, 0.15])
        // A day's band is a seventh of the plot; the bar is three quarters of it, centred.
        #expect(Self.close(monday[0].x, (0.5 - 0.375) / 7) && Self.close(monday[0].width, 0.75 / 7))
        #expect(bars.allSatisfy { $0.cornerRadius == 2 })
        // Tuesday has no run: a bar of no height.
        #expect(Self.close(bars[4].height, 0))
        let yLabels = chart.yAxis?.marks.map { Self.text(node, $0.label) }
        #expect(yLabels == ["0", "50", "100"])
        #expect(chart.yAxis?.position == .trailing && chart.xAxis?.position == .bottom)
        let xLabels = chart.xAxis?.marks.map { Self.text(node, $0.label) }
        #expect(xLabels == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
        #expect(chart.legend?.entries.map(\.label) == ["Walk", "Run", "Cycle"])
        #expect(chart.legend?.entries.map { $0.paint.name } == ["blue", "green", "orange"])
        #expect(chart.legend?.position == .bottom && chart.legend?.alignment == .leading)
    }

    @Test func glucoseLineCurvesThroughItsPointsOnADateAxis() {
        let (chart, node) = Self.chart(GlucoseChart())
        let paths = chart.marks.filter { $0.kind == .path }
        let points = chart.marks.filter { $0.kind == .symbol }
        #expect(paths.count == 1 && points.count == 9)
        #expect(paths[0].path?.contains("C") == true, "catmullRom draws cubic curves")
        // 96 mg/dL on 50…200, at the leading edge.
        #expect(Self.close(points[0].x, 0) && Self.close(points[0].y, 1 - 46.0 / 150))
        #expect(Self.close(points[8].x, 1))
        #expect(points.allSatisfy { Self.close($0.size, 30.0.squareRoot()) && $0.symbol == .circle && $0.paint?.name == "pink" })
        // Every two hours from 12:00 UTC over eight hours.
        let xLabels = chart.xAxis?.marks.map { Self.text(node, $0.label) }
        #expect(xLabels == ["12 PM", "2 PM", "4 PM", "6 PM", "8 PM"])
        #expect(chart.xAxis?.marks.allSatisfy { $0.grid != nil && $0.tick != nil && $0.labelAnchor == .start } == true)
        #expect(chart.xAxis?.marks.map(\.position).map { ($0 * 1000).rounded() / 1000 } == [0, 0.25, 0.5, 0.75, 1])
        #expect(chart.yAxis?.position == .leading)
        #expect(chart.yAxis?.marks.map { Self.text(node, $0.label) } == ["50", "100", "150", "200"])
        #expect(chart.yAxis?.marks.map(\.position).map { ($0 * 1000).rounded() / 1000 } == [1, 0.667, 0.333, 0])
        #expect(chart.summary.contains("96 mg/dL"), "\(chart.summary)")
    }

    @Test func categoriesAreBandsAndCustomContentAndConditionsCompose() {
        let (chart, node) = Self.chart(ShapeChart())
        let bars = chart.marks.filter { $0.kind == .rect }
        #expect(bars.count == 3)
        // Three bands; 0…6 is nice for a maximum of 6 in this height.
        #expect(bars.map { ($0.x! * 1000).rounded() / 1000 } == [0.042, 0.375, 0.708])
        #expect(bars.map { ($0.height! * 1000).rounded() / 1000 } == [0.833, 1, 0.667])
        #expect(chart.xAxis?.marks.map { Self.text(node, $0.label) } == ["Cube", "Sphere", "Pyramid"])
        #expect(chart.xAxis?.marks.allSatisfy { $0.grid == nil && $0.labelAnchor == .center } == true)
        let rule = chart.marks.first { $0.kind == .rule }
        #expect(Self.close(rule?.y, 1.0 / 6))
        #expect(rule?.annotation?.position == .top && rule?.annotation?.alignment == .leading)
        #expect(Self.text(node, rule?.annotation?.child) == "Target")
        let (without, _) = Self.chart(ShapeChart(showsTarget: false))
        #expect(without.marks.count == 3)
    }
}
