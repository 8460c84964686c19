// A countdown to an event a person names: a live relative date and timer until it happens,
// then a celebration. Without a date it counts down to the next New Year.
import AppIntents
import SwiftUI
import WidgetKit

struct CountdownIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Countdown"
    static var description = IntentDescription("Counts down to an event.")

    @Parameter(title: "Event", default: "New Year")
    var event: String

    @Parameter(title: "Date", description: "Leave empty for the next New Year.", kind: .dateTime)
    var date: Date?

    @Parameter(title: "Show Seconds", default: true)
    var showsSeconds: Bool

    init() {}

    init(event: String, date: Date?) {
        self.event = event
        self.date = date
    }
}

struct CountdownEntry: TimelineEntry {
    let date: Date
    let event: String
    let target: Date
    /// When the countdown began: the start of the year for New Year, else the entry's date.
    let start: Date
    let showsSeconds: Bool

    var hasArrived: Bool { date >= target }
    var isLastDay: Bool { target.timeIntervalSince(date) <= 86_400 }
}

struct CountdownProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> CountdownEntry {
        let now = Date()
        return CountdownEntry(date: now, event: "New Year", target: nextNewYear(after: now), start: startOfYear(now), showsSeconds: true)
    }

    func snapshot(for configuration: CountdownIntent, in context: Context) async -> CountdownEntry {
        entries(for: configuration, now: Date())[0]
    }

    func timeline(for configuration: CountdownIntent, in context: Context) async -> Timeline<CountdownEntry> {
        let now = Date()
        let entries = entries(for: configuration, now: now)
        if configuration.date == nil {
            // A day after New Year, start counting down to the next one.
            let newYear = entries.last!.target
            return Timeline(entries: entries, policy: .after(newYear.addingTimeInterval(86_400)))
        }
        // The dates tick by themselves; once the event has come there is nothing more to show.
        return Timeline(entries: entries, policy: .never)
    }

    /// Counting now, the last day (when the seconds start to show), and the celebration when
    /// the event arrives.
    private func entries(for configuration: CountdownIntent, now: Date) -> [CountdownEntry] {
        let target = configuration.date ?? nextNewYear(after: now)
        let start = configuration.date == nil ? startOfYear(now) : min(now, target)
        var dates = [now]
        let lastDay = target.addingTimeInterval(-86_400)
        if lastDay > now { dates.append(lastDay) }
        if target > now { dates.append(target) }
        return dates.map { CountdownEntry(date: $0, event: configuration.event, target: target, start: start, showsSeconds: configuration.showsSeconds) }
    }

    private func nextNewYear(after date: Date) -> Date {
        Calendar.current.nextDate(after: date, matching: DateComponents(month: 1, day: 1, hour: 0, minute: 0, second: 0), matchingPolicy: .nextTime)!
    }

    private func startOfYear(_ date: Date) -> Date {
        Calendar.current.dateInterval(of: .year, for: date)!.start
    }
}

struct CountdownView: View {
    @Environment(\.widgetFamily) var family
    var entry: CountdownEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(entry.event)
                .font(.headline)
                .lineLimit(1)
            if entry.hasArrived {
                Text("🎉 It's here!")
                    .font(.title2.bold())
                Text("\(entry.target, style: .relative) ago")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            } else {
                Text(entry.target, style: .relative)
                    .font(.title3.bold())
                    .lineLimit(2)
                    .minimumScaleFactor(0.7)
                if entry.showsSeconds && entry.isLastDay {
                    Text(timerInterval: entry.date...entry.target, countsDown: true)
                        .font(.caption.monospacedDigit())
                }
                Spacer(minLength: 0)
                ProgressView(timerInterval: entry.start...entry.target, countsDown: false) {
                    Text(entry.target, style: .date)
                        .font(.caption2)
                } currentValueLabel: {
                    EmptyView()
                }
                .tint(.pink)
                if family != .systemSmall {
                    HStack {
                        Text("At")
                        Text(entry.target, style: .time)
                        Text(entry.target, style: .offset)
                    }
                    .font(.caption2)
                    .foregroundStyle(.secondary)
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(.pink.opacity(0.12), for: .widget)
    }
}

public struct CountdownWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Countdown", intent: CountdownIntent.self, provider: CountdownProvider()) { entry in
            CountdownView(entry: entry)
        }
        .configurationDisplayName("Countdown")
        .description("Counts down to an event, live.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview(as: .systemSmall) {
    CountdownWidget()
} timeline: {
    CountdownEntry(date: .now, event: "Launch", target: .now.addingTimeInterval(5400), start: .now.addingTimeInterval(-1800), showsSeconds: true)
    CountdownEntry(date: .now.addingTimeInterval(5400), event: "Launch", target: .now.addingTimeInterval(5400), start: .now.addingTimeInterval(-1800), showsSeconds: true)
}
