// The widget the cluster benchmark schedules and configures: one entry, a label from its
// intent, reloaded by its policy every half hour (a counted reload, well inside the budget).
import AppIntents
import SwiftUI
import WidgetKit

public struct TickerIntent: WidgetConfigurationIntent {
    public static var title: LocalizedStringResource = "Ticker"

    @Parameter(title: "Label", default: "tick")
    public var label: String

    public init() {}
}

public struct TickerEntry: TimelineEntry {
    public let date: Date
    public let label: String
}

struct TickerProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> TickerEntry { TickerEntry(date: Date(), label: "…") }
    func snapshot(for configuration: TickerIntent, in context: Context) async -> TickerEntry {
        TickerEntry(date: Date(), label: configuration.label)
    }
    func timeline(for configuration: TickerIntent, in context: Context) async -> Timeline<TickerEntry> {
        let now = Date()
        return Timeline(entries: [TickerEntry(date: now, label: configuration.label)], policy: .after(now.addingTimeInterval(30 * 60)))
    }
}

public struct TickerWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Ticker", intent: TickerIntent.self, provider: TickerProvider()) { entry in
            Text(entry.label)
        }
    }
}

/// Both benchmark widgets, as the benchmark extension serves them.
public struct BenchmarkWidgets: WidgetBundle {
    public init() {}
    public var body: some Widget {
        TrivialWidget()
        TickerWidget()
    }
}
