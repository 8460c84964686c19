import Charts
import Foundation
import SwiftUI
import Testing
import WidgetryWire

// MARK: - A week of step goals: pill-shaped bars over a track, weekday labels by format

/// The week's steps, kept in an `@Observable` model as widget code written for iOS 17 keeps it
/// (`import SwiftUI` brings the Observation module).
@Observable
final class StepWeek {
    /// Monday 1 January 2024, UTC, and the six days after it.
    var days: [Date] = (0..<7).map { Date(timeIntervalSince1970: 1_704_067_200 + Double($0) * 86_400) }
    var steps: [Double] = [4_000, 9_000, 10_000, 2_500, 7_500, 10_000, 6_000]
    let goal = 10_000.0
}

/// Pill bars: a grey track to the goal behind each day's steps, both clipped to a capsule; the
/// steps' bars rounded by a `RoundedRectangle` instead when `roundedSteps` is set.
struct StepPills: View {
    let week = StepWeek()
    var roundedSteps = false
    static let format = Date.FormatStyle(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!).weekday(.abbreviated)

    var body: some View {
        Chart {
            ForEach(week.days, id: \.self) { day in
                BarMark(x: .value("Day", day, unit: .day), y: .value("Goal", week.goal), stacking: .unstacked)
                    .foregroundStyle(.gray.opacity(0.3))
                    .clipShape(.capsule)
            }
            ForEach(week.days.indices, id: \.self) { index in
                let day = week.days[index], steps = week.steps[index]
                if roundedSteps {
                    BarMark(x: .value("Day", day, unit: .day), y: .value("Steps", steps), stacking: .unstacked)
                        .clipShape(RoundedRectangle(cornerRadius: 3))
                        .foregroundStyle(.green)
                } else {
                    BarMark(x: .value("Day", day, unit: .day), y: .value("Steps", steps), stacking: .unstacked)
                        .clipShape(Capsule(), style: FillStyle())
                        .foregroundStyle(.green)
                }
            }
        }
        .chartXAxis {
            AxisMarks(format: Self.format, preset: .aligned, position: .bottom, values: week.days, stroke: StrokeStyle(lineWidth: 0))
        }
        .chartYAxis {
            AxisMarks(format: FloatingPointFormatStyle<Double>.number.precision(.fractionLength(0)).locale(Locale(identifier: "en_US")), position: .leading, values: .automatic(desiredCount: 2))
        }
    }
}

@MainActor
struct ChartClipShapeFixtureTests {
    @Test func capsuleClippedBarsAreRoundedFully() {
        let (chart, _) = ChartFixtureTests.chart(StepPills())
        let bars = chart.marks.filter { $0.kind == .rect }
        #expect(bars.count == 14)
        // More than half of any bar's thickness: the page draws capsule ends.
        #expect(bars.allSatisfy { $0.cornerRadius == 10_000 })
        // Unstacked: the track reaches the goal, the steps their own height (of 0…10,000).
        #expect(bars.prefix(7).allSatisfy { ChartFixtureTests.close($0.height, 1) })
        #expect(ChartFixtureTests.close(bars[7].height, 0.4) && ChartFixtureTests.close(bars[10].height, 0.25))
    }

    @Test func roundedRectangleClipRoundsByItsRadius() {
        let (chart, _) = ChartFixtureTests.chart(StepPills(roundedSteps: true))
        let bars = chart.marks.filter { $0.kind == .rect }
        #expect(bars.prefix(7).allSatisfy { $0.cornerRadius == 10_000 })
        #expect(bars.suffix(7).allSatisfy { $0.cornerRadius == 3 })
    }

    @Test func axisMarksFormatLabelsTheDefaultMarks() {
        let (chart, node) = ChartFixtureTests.chart(StepPills())
        let xLabels = chart.xAxis?.marks.map { ChartFixtureTests.text(node, $0.label) }
        #expect(xLabels == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
        let yLabels = chart.yAxis?.marks.compactMap { ChartFixtureTests.text(node, $0.label) }
        #expect(yLabels?.first == "0" && yLabels?.last == "10,000", "\(yLabels ?? [])")
        #expect(chart.yAxis?.position == .leading)
    }
}
