// A system monitor widget in the shapes real ones have: a donut of the processor's use
// (`SectorMark`s), and beside it in the medium size the day's load as an area under a line
// with a threshold rule.
import Charts
import SwiftUI
import WidgetKit

struct ProcessorEntry: TimelineEntry {
    let date: Date
    let use: ProcessorUse
    let history: [ProcessorSample]
}

struct ProcessorProvider: TimelineProvider {
    func placeholder(in context: Context) -> ProcessorEntry {
        ProcessorEntry(date: Date(), use: ProcessorUse(user: 30, system: 15, idle: 55), history: ProcessorProvider.sampleHistory(now: Date()))
    }

    func getSnapshot(in context: Context, completion: @escaping (ProcessorEntry) -> Void) {
        if context.isPreview {
            completion(placeholder(in: context))
            return
        }
        let sample = ProcessorSampler.shared.sample()
        completion(ProcessorEntry(date: Date(), use: sample.use, history: sample.history))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ProcessorEntry>) -> Void) {
        let now = Date()
        let sample = ProcessorSampler.shared.sample(at: now)
        let entry = ProcessorEntry(date: now, use: sample.use, history: sample.history)
        completion(Timeline(entries: [entry], policy: .after(now.addingTimeInterval(5 * 60))))
    }

    /// A plausible day, for the gallery and placeholders.
    static func sampleHistory(now: Date) -> [ProcessorSample] {
        (0..<24).map { hour in
            let busy = 35 + 25 * sin(Double(hour) / 3.5) + Double(hour % 5) * 4
            return ProcessorSample(date: now.addingTimeInterval(Double(hour - 23) * 3600), busy: busy)
        }
    }
}

struct ProcessorSlice: Identifiable {
    let name: String
    let value: Double
    var id: String { name }
}

struct ProcessorDonut: View {
    let use: ProcessorUse

    var slices: [ProcessorSlice] {
        [ProcessorSlice(name: "User", value: use.user), ProcessorSlice(name: "System", value: use.system), ProcessorSlice(name: "Idle", value: use.idle)]
    }

    var body: some View {
        ZStack {
            Chart(slices) { slice in
                SectorMark(angle: .value("Share", slice.value), innerRadius: .ratio(0.68), angularInset: 1.5)
                    .cornerRadius(3)
                    .foregroundStyle(by: .value("State", slice.name))
            }
            .chartForegroundStyleScale(["User": Color.blue, "System": Color.orange, "Idle": Color.gray.opacity(0.3)])
            .chartLegend(.hidden)
            VStack(spacing: 0) {
                Text("\(Int(use.busy.rounded()))%")
                    .font(.system(.title2, design: .rounded).weight(.semibold))
                Text("CPU")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct ProcessorHistoryChart: View {
    let history: [ProcessorSample]

    var body: some View {
        Chart {
            ForEach(history) { sample in
                AreaMark(x: .value("Time", sample.date), y: .value("Busy", sample.busy))
                    .foregroundStyle(LinearGradient(colors: [Color.blue.opacity(0.4), Color.blue.opacity(0.02)], startPoint: .top, endPoint: .bottom))
                    .interpolationMethod(.monotone)
                LineMark(x: .value("Time", sample.date), y: .value("Busy", sample.busy))
                    .foregroundStyle(Color.blue)
                    .interpolationMethod(.monotone)
            }
            if let latest = history.last {
                PointMark(x: .value("Time", latest.date), y: .value("Busy", latest.busy))
                    .foregroundStyle(Color.blue)
                    .symbolSize(30)
            }
            RuleMark(y: .value("Busy", 80))
                .foregroundStyle(Color.red.opacity(0.7))
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [3, 3]))
        }
        .chartYScale(domain: 0...100)
        .chartYAxis {
            AxisMarks(values: [0, 50, 100]) { value in
                AxisGridLine()
                AxisValueLabel {
                    if let percent = value.as(Int.self) {
                        Text("\(percent)%")
                    }
                }
            }
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .hour, count: 6)) { _ in
                AxisGridLine()
                AxisValueLabel(format: .dateTime.hour())
            }
        }
    }
}

struct ProcessorWidgetView: View {
    @Environment(\.widgetFamily) var family
    let entry: ProcessorEntry

    var body: some View {
        switch family {
        case .systemSmall:
            VStack(alignment: .leading, spacing: 6) {
                Label("Processor", systemImage: "cpu")
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.secondary)
                ProcessorDonut(use: entry.use)
            }
        default:
            HStack(spacing: 14) {
                ProcessorDonut(use: entry.use)
                    .frame(width: 100)
                VStack(alignment: .leading, spacing: 4) {
                    Text("Last 24 hours")
                        .font(.caption.weight(.semibold))
                        .foregroundStyle(.secondary)
                    ProcessorHistoryChart(history: entry.history)
                }
            }
        }
    }
}

struct ProcessorWidget: Widget {
    let kind: String = "Processor"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: ProcessorProvider()) { entry in
            ProcessorWidgetView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Processor")
        .description("This computer's processor use now and over the last day.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview(as: .systemMedium) {
    ProcessorWidget()
} timeline: {
    ProcessorEntry(date: .now, use: ProcessorUse(user: 30, system: 15, idle: 55), history: ProcessorProvider.sampleHistory(now: .now))
}
