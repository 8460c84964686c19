import Charts
import Foundation
import SwiftUI
import Testing
import WidgetryRender
import WidgetryWire

struct Reading: Identifiable {
    let id: Int
    let date: Date
    let value: Double
}

/// Data that real widgets get wrong or have too much of: drawn as Swift Charts draws it, the
/// values that cannot be drawn left out and counted, the archive kept small.
@MainActor
struct ChartBadDataTests {
    static let start = Date(timeIntervalSince1970: 1_795_000_000)

    static func readings(_ values: [Double]) -> [Reading] {
        values.enumerated().map { Reading(id: $0.offset, date: start.addingTimeInterval(Double($0.offset) * 60), value: $0.element) }
    }

    struct Line: View {
        let readings: [Reading]
        var body: some View {
            Chart(readings) { LineMark(x: .value("Time", $0.date), y: .value("Value", $0.value)) }
        }
    }

    @Test func anEmptyChartHasNoMarksAndSaysSo() throws {
        let (chart, _) = ChartFixtureTests.chart(Line(readings: []))
        #expect(chart.marks.isEmpty)
        #expect(chart.summary.hasPrefix("Empty chart"))
        let html = try WidgetHTMLRenderer.render(Self.widget(Line(readings: [])))
        #expect(html.contains("wr-chart"))
    }

    @Test func aSinglePointIsALineOfOnePoint() {
        let (chart, _) = ChartFixtureTests.chart(Line(readings: Self.readings([42])))
        #expect(chart.marks.count == 1 && chart.marks[0].path?.hasPrefix("M0,") == true)
        #expect(chart.yAxis?.marks.isEmpty == false, "the domain 0…42 still has ticks")
    }

    @Test func notANumberAndInfinityAreLeftOutAndCounted() {
        let (chart, _) = ChartFixtureTests.chart(Line(readings: Self.readings([1, .nan, 3, .infinity, 5])))
        #expect(chart.omittedValues == 2)
        #expect(chart.marks[0].path?.filter { $0 == "L" }.count == 2, "three points remain")
        #expect(chart.summary.contains("2 values not drawn"))
    }

    @Test func datesOutOfOrderAreJoinedInTheOrderGiven() {
        var readings = Self.readings([10, 20, 30])
        readings.swapAt(0, 2)
        let (chart, _) = ChartFixtureTests.chart(Line(readings: readings))
        // The last date first (x 1000), then the middle, then the first: as Swift Charts joins them.
        #expect(chart.marks[0].path?.hasPrefix("M1000,") == true, "\(chart.marks[0].path ?? "")")
    }

    @Test func duplicateCategoriesShareABandAndStack() {
        struct Bars: View {
            var body: some View {
                Chart {
                    BarMark(x: .value("Fruit", "Apple"), y: .value("Count", 2))
                    BarMark(x: .value("Fruit", "Apple"), y: .value("Count", 3))
                    BarMark(x: .value("Fruit", "Pear"), y: .value("Count", 1))
                }
            }
        }
        let (chart, node) = ChartFixtureTests.chart(Bars())
        #expect(chart.xAxis?.marks.map { ChartFixtureTests.text(node, $0.label) } == ["Apple", "Pear"])
        let bars = chart.marks
        #expect(bars[0].x == bars[1].x, "one band")
        #expect(ChartFixtureTests.close((bars[1].y ?? 0) + (bars[1].height ?? 0), bars[0].y ?? -1), "the second stacked on the first")
    }

    @Test func tenThousandPointsKeepTheArchiveSmall() throws {
        let values = (0..<10_000).map { sin(Double($0) / 50) * 100 }
        let archive = Self.widget(Line(readings: Self.readings(values)))
        let chart = try #require(archive.allNodes.compactMap(\.chart).first)
        let points = chart.marks[0].path?.filter { $0 == "L" }.count ?? 0
        #expect(points <= ChartLimits.maximumPointsPerSeries, "\(points) points drawn")
        let json = try JSONEncoder().encode(archive)
        #expect(json.count < 40_000, "\(json.count) bytes")
        // The peaks survive the thinning: the line still reaches the top and the bottom.
        let ys = chart.marks[0].path?.split(whereSeparator: { "ML".contains($0) }).compactMap { Double($0.split(separator: ",").last ?? "") } ?? []
        #expect((ys.min() ?? 1000) < 5 && (ys.max() ?? 0) > 995)
    }

    @Test func tenThousandBarsAreSampledToABoundedNumber() throws {
        struct ManyBars: View {
            var body: some View {
                Chart(0..<10_000, id: \.self) { BarMark(x: .value("Index", $0), y: .value("Value", $0 % 7)) }
            }
        }
        let (chart, _) = ChartFixtureTests.chart(ManyBars())
        #expect(chart.marks.count <= ChartLimits.maximumMarks)
    }

    static func widget<V: View>(_ view: V) -> WidgetArchive {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: "en_US")
        environment.timeZone = TimeZone(identifier: "UTC")!
        return makeWidgetArchive(
            view, family: "systemMedium", size: ArchiveSize(width: 364, height: 170), entryDate: start, environment: environment,
            contentMargins: EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
    }
}
