// An interactive counter: buttons that perform app intents in the extension, and a toggle
// whose intent is told the toggle's new state. The extension keeps the counts on disk.
import AppIntents
import SwiftUI
import WidgetKit

struct CounterConfiguration: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Counter"
    static var description = IntentDescription("Counts things with a tap.")

    @Parameter(title: "Name", default: "Coffees")
    var name: String

    @Parameter(title: "Goal", default: 8, inclusiveRange: (1, 1000))
    var goal: Int
}

/// Adds `amount` (negative to subtract) to a counter.
struct AddToCounterIntent: AppIntent {
    static var title: LocalizedStringResource = "Add to Counter"
    static var description = IntentDescription("Adds to a counter.")

    @Parameter(title: "Counter")
    var counter: String

    @Parameter(title: "Amount", default: 1)
    var amount: Int

    init() {}

    init(counter: String, amount: Int) {
        self.counter = counter
        self.amount = amount
    }

    func perform() async throws -> some IntentResult {
        let amount = amount
        try CounterStore.shared.update(counter) { $0.count = max(0, $0.count + amount) }
        ControlCenter.shared.reloadAllControls()
        return .result()
    }
}

struct ResetCounterIntent: AppIntent {
    static var title: LocalizedStringResource = "Reset Counter"

    @Parameter(title: "Counter")
    var counter: String

    init() {}

    init(counter: String) {
        self.counter = counter
    }

    func perform() async throws -> some IntentResult {
        try CounterStore.shared.update(counter) { $0.count = 0 }
        ControlCenter.shared.reloadAllControls()
        return .result()
    }
}

/// Counts in tens or in ones; the toggle sets `value` to its new state.
struct CountInTensIntent: SetValueIntent {
    static var title: LocalizedStringResource = "Count in Tens"

    @Parameter(title: "Counter")
    var counter: String

    @Parameter(title: "In Tens")
    var value: Bool

    init() {}

    init(counter: String, value: Bool) {
        self.counter = counter
        self.value = value
    }

    func perform() async throws -> some IntentResult {
        let value = value
        try CounterStore.shared.update(counter) { $0.countsInTens = value }
        ControlCenter.shared.reloadAllControls()
        return .result()
    }
}

struct CounterEntry: TimelineEntry {
    let date: Date
    let name: String
    let goal: Int
    let state: CounterState

    var step: Int { state.countsInTens ? 10 : 1 }
}

struct CounterProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> CounterEntry {
        CounterEntry(date: Date(), name: "Coffees", goal: 8, state: CounterState(count: 3))
    }

    func snapshot(for configuration: CounterConfiguration, in context: Context) async -> CounterEntry {
        let state = context.isPreview ? CounterState(count: 3) : CounterStore.shared.state(of: configuration.name)
        return CounterEntry(date: Date(), name: configuration.name, goal: configuration.goal, state: state)
    }

    func timeline(for configuration: CounterConfiguration, in context: Context) async -> Timeline<CounterEntry> {
        // The count changes only when a button is tapped, and performing its intent reloads the
        // widget: no reload is planned.
        let entry = CounterEntry(date: Date(), name: configuration.name, goal: configuration.goal, state: CounterStore.shared.state(of: configuration.name))
        return Timeline(entries: [entry], policy: .never)
    }
}

struct CounterView: View {
    @Environment(\.widgetFamily) var family
    var entry: CounterEntry

    var body: some View {
        VStack(spacing: 8) {
            HStack {
                Text(entry.name)
                    .font(.headline)
                    .lineLimit(1)
                Spacer()
                Text("\(entry.state.count)")
                    .font(.system(size: 34, weight: .bold, design: .rounded))
                    .monospacedDigit()
                    .contentTransition(.numericText())
            }
            Gauge(value: Double(min(entry.state.count, entry.goal)), in: 0...Double(entry.goal)) {
                Text("Goal")
            } currentValueLabel: {
                Text("\(entry.state.count) of \(entry.goal)")
            }
            .gaugeStyle(.linearCapacity)
            .tint(entry.state.count >= entry.goal ? .green : .blue)
            HStack {
                Button(intent: AddToCounterIntent(counter: entry.name, amount: -entry.step)) {
                    Label("Subtract", systemImage: "minus")
                        .labelStyle(.iconOnly)
                }
                .disabled(entry.state.count == 0)
                Button(intent: AddToCounterIntent(counter: entry.name, amount: entry.step)) {
                    // A small widget's buttons are symbols; their names stay for VoiceOver.
                    if family == .systemSmall {
                        Label(entry.step == 1 ? "Add" : "Add \(entry.step)", systemImage: "plus")
                            .labelStyle(.iconOnly)
                    } else {
                        Label(entry.step == 1 ? "Add" : "Add \(entry.step)", systemImage: "plus")
                    }
                }
                .buttonStyle(.borderedProminent)
                if family != .systemSmall {
                    Button("Reset", role: .destructive, intent: ResetCounterIntent(counter: entry.name))
                }
            }
            // A small widget has no room for the toggle: the "Count in Tens" control does it.
            if family != .systemSmall {
                Toggle(isOn: entry.state.countsInTens, intent: CountInTensIntent(counter: entry.name, value: !entry.state.countsInTens)) {
                    Text("Count in tens")
                        .font(.caption)
                }
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

public struct CounterWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Counter", intent: CounterConfiguration.self, provider: CounterProvider()) { entry in
            CounterView(entry: entry)
        }
        .configurationDisplayName("Counter")
        .description("Count anything with a tap.")
        .supportedFamilies([.systemSmall, .systemMedium])
        .pushHandler(CounterPushHandler.self)
    }
}

/// Hears the counters' push token (iOS 26). An app whose counts lived on a server would send
/// the token there; this one writes it to the host's log, for `scripts/send-push --type widgets`.
struct CounterPushHandler: WidgetPushHandler {
    func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo]) {
        let token = pushInfo.token.map { String(format: "%02x", $0) }.joined()
        print("Counter widgets' push token: \(token) (\(widgets.count) placed)")
    }
}

#Preview(as: .systemSmall) {
    CounterWidget()
} timeline: {
    CounterEntry(date: .now, name: "Coffees", goal: 8, state: CounterState(count: 3))
    CounterEntry(date: .now, name: "Coffees", goal: 8, state: CounterState(count: 30, countsInTens: true))
}
