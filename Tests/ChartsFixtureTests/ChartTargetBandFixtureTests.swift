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
                    .symbol(.circle)
            }
        }
        .chartYScale(domain: 0...300)
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
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
