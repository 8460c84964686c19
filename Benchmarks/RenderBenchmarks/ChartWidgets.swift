// Two widget charts for the chart benchmarks: a 100-point line over a day with its axes, and a
// week of 12 bars by category — each a systemMedium widget's whole view (a title over the
// chart), made into an archive as the extension does.
import Charts
import Foundation
import SwiftUI
import WidgetryWire

struct ChartPoint: Identifiable {
    let id: Int
    let date: Date
    let value: Double
}

let chartStart = Date(timeIntervalSince1970: 1_795_000_000)

/// 100 readings over a day, a wave with a trend.
let linePoints: [ChartPoint] = (0..<100).map { index in
    ChartPoint(id: index, date: chartStart.addingTimeInterval(Double(index) * 864), value: 50 + 30 * sin(Double(index) / 8) + Double(index) / 5)
}

/// 12 bars: six months, two categories.
let barPoints: [(month: String, kind: String, value: Double)] = ["Jun", "Jul", "Aug", "Sep", "Oct", "Nov"].enumerated().flatMap { index, month in
    [(month, "Online", Double(20 + index * 7)), (month, "Store", Double(35 - index * 3))]
}

struct LineChartWidgetView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Heart rate").font(.headline)
            Chart(linePoints) { point in
                LineMark(x: .value("Time", point.date), y: .value("BPM", point.value))
                    .interpolationMethod(.catmullRom)
            }
        }
    }
}

struct BarChartWidgetView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Sales").font(.headline)
            Chart {
                ForEach(Array(barPoints.enumerated()), id: \.offset) { _, bar in
                    BarMark(x: .value("Month", bar.month), y: .value("Sales", bar.value))
                        .foregroundStyle(by: .value("Channel", bar.kind))
                }
            }
        }
    }
}

/// A chart widget's view → archive, systemMedium.
@MainActor
func chartArchive<V: View>(_ view: V, environment: EnvironmentValues) -> WidgetArchive {
    makeWidgetArchive(
        view, family: "systemMedium", size: ArchiveSize(width: 364, height: 170), entryDate: chartStart,
        environment: environment, contentMargins: EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
}
