// Widget charts in the shapes real widget code has them (system monitors, server dashboards,
// activity and health widgets), written by the team and compiled as Apple's sample code is
// (Swift 5 mode). ChartFixtureTests checks the geometry they resolve to.
import Charts
import SwiftUI
import WidgetKit

// MARK: - A CPU donut (system monitors)

struct CPUShare: Identifiable {
    let kind: String
    let percent: Double
    var id: String { kind }
}

struct CPUDonut: View {
    var shares: [CPUShare] = [CPUShare(kind: "User", percent: 35), CPUShare(kind: "System", percent: 15), CPUShare(kind: "Idle", percent: 50)]

    var body: some View {
        ZStack {
            Chart(shares) { share in
                SectorMark(
                    angle: .value("Percent", share.percent),
                    innerRadius: .ratio(0.6),
                    angularInset: 1.5
                )
                .cornerRadius(4)
                .foregroundStyle(by: .value("Kind", share.kind))
            }
            .chartLegend(.hidden)
            Text("50%")
                .font(.title2.bold())
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

// MARK: - A day of load: area, line and a threshold, no axes (server dashboards)

struct LoadPoint: Identifiable {
    let date: Date
    let load: Double
    var id: Date { date }
}

enum DashboardData {
    static let start = Date(timeIntervalSince1970: 1_795_000_000)

    static let day: [LoadPoint] = (0..<24).map { hour in
        LoadPoint(date: start.addingTimeInterval(Double(hour) * 3600), load: Double([12, 18, 25, 40, 65, 90][hour % 6]))
    }
}

struct ServerLoadChart: View {
    var points: [LoadPoint] = DashboardData.day

    var body: some View {
        VStack(alignment: .leading) {
            Text("api-1").font(.headline)
            Chart {
                ForEach(points) { point in
                    AreaMark(
                        x: .value("Hour", point.date),
                        y: .value("Load", point.load)
                    )
                    .foregroundStyle(.linearGradient(colors: [.green.opacity(0.4), .clear], startPoint: .top, endPoint: .bottom))
                    LineMark(
                        x: .value("Hour", point.date),
                        y: .value("Load", point.load)
                    )
                    .foregroundStyle(.green)
                }
                RuleMark(y: .value("Threshold", 80))
                    .foregroundStyle(.red)
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 2]))
                    .widgetAccentable()
            }
            .chartXAxis(.hidden)
            .chartYAxis(.hidden)
            .chartYScale(domain: 0...100)
        }
    }
}

// MARK: - Stacked weekly bars by category, with a legend (activity widgets)

struct ActivityMinutes: Identifiable {
    let day: Date
    let activity: String
    let minutes: Int
    var id: String { "\(day.timeIntervalSince1970)-\(activity)" }
}

enum ActivityData {
    static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    /// Monday 2026-11-16 to Sunday 2026-11-22, UTC.
    static let monday = calendar.date(from: DateComponents(year: 2026, month: 11, day: 16))!

    static let week: [ActivityMinutes] = (0..<7).flatMap { day -> [ActivityMinutes] in
        let date = calendar.date(byAdding: .day, value: day, to: monday)!
        return [
            ActivityMinutes(day: date, activity: "Walk", minutes: 30 + day * 5),
            ActivityMinutes(day: date, activity: "Run", minutes: day % 2 == 0 ? 20 : 0),
            ActivityMinutes(day: date, activity: "Cycle", minutes: 15),
        ]
    }
}

struct WeeklyActivityChart: View {
    var entries: [ActivityMinutes] = ActivityData.week

    var body: some View {
        Chart(entries) { entry in
            BarMark(
                x: .value("Day", entry.day, unit: .day, calendar: ActivityData.calendar),
                y: .value("Minutes", entry.minutes)
            )
            .foregroundStyle(by: .value("Activity", entry.activity))
            .cornerRadius(2)
        }
        .chartLegend(position: .bottom, alignment: .leading)
    }
}

// MARK: - Readings over time: a curved line with points on a date axis (health widgets)

struct GlucoseReading: Identifiable {
    let date: Date
    let value: Double
    var id: Date { date }
}

enum GlucoseData {
    static let start = Date(timeIntervalSince1970: 1_795_003_200)

    static let readings: [GlucoseReading] = [96, 104, 131, 158, 142, 120, 110, 99, 118].enumerated().map { index, value in
        GlucoseReading(date: start.addingTimeInterval(Double(index) * 3600), value: value)
    }
}

struct GlucoseChart: View {
    var readings: [GlucoseReading] = GlucoseData.readings

    var body: some View {
        Chart {
            ForEach(readings) { reading in
                LineMark(
                    x: .value("Time", reading.date),
                    y: .value("mg/dL", reading.value)
                )
                .interpolationMethod(.catmullRom)
                .foregroundStyle(.pink)
                PointMark(
                    x: .value("Time", reading.date),
                    y: .value("mg/dL", reading.value)
                )
                .symbolSize(30)
                .foregroundStyle(.pink)
                .accessibilityLabel(reading.date.formatted(date: .omitted, time: .shortened))
                .accessibilityValue("\(Int(reading.value)) mg/dL")
            }
        }
        .chartYScale(domain: 50...200)
        .chartXAxis {
            AxisMarks(values: .stride(by: .hour, count: 2)) { value in
                AxisGridLine()
                AxisTick()
                AxisValueLabel(format: .dateTime.hour())
            }
        }
        .chartYAxis {
            AxisMarks(position: .leading, values: [50, 100, 150, 200])
        }
    }
}

// MARK: - Literal marks with categories and a custom content type

struct ShapeCounts: ChartContent {
    var body: some ChartContent {
        BarMark(x: .value("Shape Type", "Cube"), y: .value("Total Count", 5))
        BarMark(x: .value("Shape Type", "Sphere"), y: .value("Total Count", 6))
        BarMark(x: .value("Shape Type", "Pyramid"), y: .value("Total Count", 4))
    }
}

struct ShapeChart: View {
    var showsTarget = true

    var body: some View {
        Chart {
            ShapeCounts()
            if showsTarget {
                RuleMark(y: .value("Target", 5))
                    .annotation(position: .top, alignment: .leading) {
                        Text("Target")
                    }
            }
        }
    }
}
