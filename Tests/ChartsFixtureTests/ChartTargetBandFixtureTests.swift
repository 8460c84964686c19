import Charts
import Foundation
import SwiftUI
import Testing
import WidgetryWire

// MARK: - Glucose readings over a target band (health widgets)

/// Readings every two hours over a shaded target range that spans the whole plot: the band is a
/// `RectangleMark` with y values and no x values (its x interval is the plot's, in points).
struct GlucoseBand: View {
    let start = Date(timeIntervalSince1970: 1_704_067_200)
    let readings: [Double] = [95, 140, 210, 160, 110, 85]
    var leadingInset: CGFloat?

    var body: some View {
        Chart {
            RectangleMark(xStart: leadingInset, xEnd: nil, yStart: .value("Low", 70), yEnd: .value("High", 180))
                .foregroundStyle(.green.opacity(0.2))
            ForEach(readings.indices, id: \.self) { index in
                LineMark(x: .value("Time", start.addingTimeInterval(Double(index) * 7_200)), y: .value("mg/dL", readings[index]))
                    .symbol(Circle())
            }
        }
        .chartYScale(domain: 0...300)
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
    }
}

// MARK: - Sensor temperatures: a line and its area grouped per sensor, styled by a function

/// Two sensors' readings, each drawn as a `Plot` of a line over a fading area, styled by a
/// function of the sensor's name; the x axis shows its grid lines and ticks only past the first
/// value (an `if` with two marks in the axis content).
struct SensorTemperatures: View {
    let start = Date(timeIntervalSince1970: 1_704_067_200)
    let sensors: [(name: String, readings: [Double])] = [("CPU", [41, 55, 62, 48]), ("Disk", [30, 31, 33, 32])]

    var body: some View {
        Chart {
            ForEach(sensors, id: \.name) { sensor in
                ForEach(sensor.readings.indices, id: \.self) { index in
                    Plot {
                        LineMark(x: .value("Time", start.addingTimeInterval(Double(index) * 3_600)), y: .value("°C", sensor.readings[index]))
                        AreaMark(x: .value("Time", start.addingTimeInterval(Double(index) * 3_600)), y: .value("°C", sensor.readings[index]))
                            .opacity(0.2)
                    }
                    .foregroundStyle(by: .value("Sensor", sensor.name))
                }
            }
        }
        .chartForegroundStyleScale { (name: String) in name == "CPU" ? Color.orange : Color.teal }
        .chartXAxis {
            AxisMarks(values: .stride(by: .hour)) { value in
                if value.index > 0 {
                    AxisGridLine()
                    AxisTick()
                }
                AxisValueLabel()
            }
        }
    }
}

@MainActor
struct ChartTargetBandFixtureTests {
    @Test func aBandWithoutXValuesSpansThePlot() {
        let (chart, _) = ChartFixtureTests.chart(GlucoseBand())
        let band = chart.marks.first { $0.kind == .rect }
        #expect(band != nil)
        // 70…180 of 0…300, measured down from the top: 120/300 to 230/300.
        #expect(ChartFixtureTests.close(band?.x, 0) && ChartFixtureTests.close(band?.width, 1))
        #expect(ChartFixtureTests.close(band?.y, 0.4) && ChartFixtureTests.close(band?.height, 110.0 / 300))
        // The readings' line still spans the time domain.
        let line = chart.marks.first { $0.kind == .path }
        #expect(line?.path?.hasPrefix("M0,") == true && line?.path?.contains("L1000,") == true)
        // SwiftUI's `Circle()` as the symbol: a circle at each reading.
        let symbols = chart.marks.filter { $0.kind == .symbol }
        #expect(symbols.count == 6 && symbols.allSatisfy { $0.symbol == .circle })
    }

    @Test func plotsAreStyledByTheScaleFunction() {
        let (chart, _) = ChartFixtureTests.chart(SensorTemperatures())
        // A line and an area per sensor, in the function's colours.
        let paths = chart.marks.filter { $0.kind == .path }
        #expect(paths.count == 4)
        #expect(paths.map { $0.paint?.name } == ["orange", "orange", "teal", "teal"] || Set(paths.compactMap { $0.paint?.name }) == ["orange", "teal"], "\(paths.map { $0.paint?.name })")
        #expect(chart.legend?.entries.map { $0.paint.name } == ["orange", "teal"])
        // Four hourly values; the first has a label but no grid line or tick.
        let marks = chart.xAxis?.marks ?? []
        #expect(marks.count == 4)
        #expect(marks.first?.grid == nil && marks.first?.tick == nil && marks.first?.label != nil)
        #expect(marks.dropFirst().allSatisfy { $0.grid != nil && $0.tick != nil })
    }

    @Test func aBandStartsAtItsPointOffset() {
        let (chart, _) = ChartFixtureTests.chart(GlucoseBand(leadingInset: 40))
        let band = chart.marks.first { $0.kind == .rect }
        let x = band?.x ?? -1, width = band?.width ?? -1
        // 40 points in from the plot's leading edge, to its trailing edge.
        #expect(x > 0.05 && x < 0.3, "\(x)")
        #expect(ChartFixtureTests.close(x + width, 1))
    }
}
