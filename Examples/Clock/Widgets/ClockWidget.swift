// A clock that ticks without reloading: the time of day is a timer counting up from midnight,
// so the widget needs one timeline a day.
import SwiftUI
import WidgetKit

struct ClockEntry: TimelineEntry {
    let date: Date
    /// Midnight of the entry's day: the timer counts up from it.
    let midnight: Date
    let nextMidnight: Date

    init(date: Date, calendar: Calendar = .current) {
        self.date = date
        self.midnight = calendar.startOfDay(for: date)
        self.nextMidnight = calendar.date(byAdding: .day, value: 1, to: midnight)!
    }
}

struct ClockProvider: TimelineProvider {
    func placeholder(in context: Context) -> ClockEntry {
        ClockEntry(date: Date())
    }

    func getSnapshot(in context: Context, completion: @escaping (ClockEntry) -> Void) {
        completion(ClockEntry(date: Date()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ClockEntry>) -> Void) {
        // Today's entry, and tomorrow's from midnight on; reload once tomorrow has begun.
        let today = ClockEntry(date: Date())
        let tomorrow = ClockEntry(date: today.nextMidnight)
        completion(Timeline(entries: [today, tomorrow], policy: .atEnd))
    }
}

struct ClockView: View {
    @Environment(\.widgetFamily) var family
    var entry: ClockEntry

    var body: some View {
        switch family {
        case .accessoryInline:
            Text(entry.midnight, style: .timer)
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Text(entry.date, style: .date)
                    .font(.headline)
                Text(entry.midnight, style: .timer)
                    .monospacedDigit()
            }
        default:
            VStack(alignment: .leading, spacing: 4) {
                Text(entry.date, style: .date)
                    .font(.caption.bold())
                    .foregroundStyle(.secondary)
                Text(entry.midnight, style: .timer)
                    .font(.system(size: family == .systemSmall ? 30 : 44, weight: .semibold, design: .rounded))
                    .monospacedDigit()
                    .lineLimit(1)
                    .minimumScaleFactor(0.6)
                Spacer(minLength: 0)
                Label {
                    Text("Midnight in \(entry.nextMidnight, style: .relative)")
                        .lineLimit(2)
                } icon: {
                    Image(systemName: "moon.stars")
                }
                .font(.caption2)
                if family != .systemSmall {
                    Text("Day started at \(Text(entry.midnight, style: .time))")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .containerBackground(.indigo.gradient, for: .widget)
            .foregroundStyle(.white)
        }
    }
}

public struct ClockWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Clock", provider: ClockProvider()) { entry in
            ClockView(entry: entry)
        }
        .configurationDisplayName("Clock")
        .description("The time, ticking by the second.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular, .accessoryInline])
    }
}

#Preview(as: .systemSmall) {
    ClockWidget()
} timeline: {
    ClockEntry(date: .now)
}
