// Focus sessions on the clock: 25 minutes of focus and 5 of rest, twice an hour. Each phase is
// an entry; the timer and the progress bar run by themselves in between.
import SwiftUI
import WidgetKit

struct FocusPhase: Hashable {
    enum Kind: String {
        case focus = "Focus"
        case rest = "Rest"
    }

    let kind: Kind
    let start: Date
    let end: Date

    /// The phase `date` falls in: focus from :00 to :25 and :30 to :55, rest in between.
    static func containing(_ date: Date, calendar: Calendar = .current) -> FocusPhase {
        let hour = calendar.dateInterval(of: .hour, for: date)!.start
        let minute = date.timeIntervalSince(hour) / 60
        let half = minute < 30 ? hour : hour.addingTimeInterval(30 * 60)
        let restStart = half.addingTimeInterval(25 * 60)
        if date < restStart {
            return FocusPhase(kind: .focus, start: half, end: restStart)
        }
        return FocusPhase(kind: .rest, start: restStart, end: half.addingTimeInterval(30 * 60))
    }

    var next: FocusPhase { .containing(end) }
}

struct FocusEntry: TimelineEntry {
    let date: Date
    let phase: FocusPhase
}

struct FocusProvider: TimelineProvider {
    func placeholder(in context: Context) -> FocusEntry {
        FocusEntry(date: Date(), phase: .containing(Date()))
    }

    func getSnapshot(in context: Context, completion: @escaping (FocusEntry) -> Void) {
        completion(FocusEntry(date: Date(), phase: .containing(Date())))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<FocusEntry>) -> Void) {
        // The current phase and the next seven (about two hours), each shown from its start.
        let now = Date()
        var phase = FocusPhase.containing(now)
        var entries = [FocusEntry(date: now, phase: phase)]
        for _ in 0..<7 {
            phase = phase.next
            entries.append(FocusEntry(date: phase.start, phase: phase))
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct FocusTimerView: View {
    @Environment(\.widgetFamily) var family
    var entry: FocusEntry

    private var color: Color { entry.phase.kind == .focus ? .red : .green }

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                ProgressView(timerInterval: entry.phase.start...entry.phase.end, countsDown: true) {
                    Text(entry.phase.kind.rawValue)
                } currentValueLabel: {
                    Image(systemName: entry.phase.kind == .focus ? "timer" : "cup.and.saucer.fill")
                }
                .progressViewStyle(.circular)
            }
        default:
            VStack(alignment: .leading, spacing: 8) {
                Label(entry.phase.kind.rawValue, systemImage: entry.phase.kind == .focus ? "timer" : "cup.and.saucer.fill")
                    .font(.headline)
                    .foregroundStyle(color)
                Text(timerInterval: entry.phase.start...entry.phase.end, countsDown: true)
                    .font(.system(size: 34, weight: .bold, design: .rounded))
                    .monospacedDigit()
                ProgressView(timerInterval: entry.phase.start...entry.phase.end, countsDown: true) {
                    EmptyView()
                } currentValueLabel: {
                    EmptyView()
                }
                .tint(color)
                HStack(spacing: 4) {
                    Text("\(entry.phase.next.kind.rawValue) at")
                    Text(entry.phase.end, style: .time)
                }
                .font(.caption)
                .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .containerBackground(color.opacity(0.1), for: .widget)
        }
    }
}

public struct FocusTimerWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "FocusTimer", provider: FocusProvider()) { entry in
            FocusTimerView(entry: entry)
        }
        .configurationDisplayName("Focus Timer")
        .description("25 minutes of focus, 5 of rest, on the clock.")
        .supportedFamilies([.systemSmall, .accessoryCircular])
    }
}

#Preview(as: .systemSmall) {
    FocusTimerWidget()
} timeline: {
    FocusEntry(date: .now, phase: .containing(.now))
    FocusEntry(date: FocusPhase.containing(.now).end, phase: FocusPhase.containing(.now).next)
}
