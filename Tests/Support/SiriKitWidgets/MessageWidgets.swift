import Intents
import SwiftUI
import WidgetKit

struct MessageEntry: TimelineEntry {
    let date: Date
    let message: String
    let detail: String
}

/// String options from the handler, a date, a URL and a decimal.
struct MessageProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> MessageEntry { MessageEntry(date: Date(), message: "Hello", detail: "") }

    func getSnapshot(for configuration: PickMessageIntent, in context: Context, completion: @escaping (MessageEntry) -> ()) {
        completion(entry(configuration))
    }

    func getTimeline(for configuration: PickMessageIntent, in context: Context, completion: @escaping (Timeline<MessageEntry>) -> ()) {
        completion(Timeline(entries: [entry(configuration)], policy: .atEnd))
    }

    private func entry(_ configuration: PickMessageIntent) -> MessageEntry {
        var detail = "×\(configuration.scale?.doubleValue ?? 1)"
        if let day = configuration.startDate?.day { detail += " from day \(day)" }
        if let host = configuration.link?.host { detail += " at \(host)" }
        // The signature the app keeps in its app group.
        if let signature = UserDefaults(suiteName: "group.org.widgetry.fixtures.messages")?.string(forKey: "signature") { detail += " — \(signature)" }
        return MessageEntry(date: Date(), message: configuration.message ?? "No message", detail: detail)
    }
}

struct MessageWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "Message", intent: PickMessageIntent.self, provider: MessageProvider()) { entry in
            VStack {
                Text(entry.message)
                Text(entry.detail).font(.caption)
            }
        }
        .configurationDisplayName("Message")
    }
}

struct CounterEntry: TimelineEntry {
    let date: Date
    let configuration: ConfigurationIntent
}

/// Xcode's template shape: `ConfigurationIntent`, an enum array and a number array.
struct CounterProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> CounterEntry { CounterEntry(date: Date(), configuration: ConfigurationIntent()) }

    func getSnapshot(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (CounterEntry) -> ()) {
        completion(CounterEntry(date: Date(), configuration: configuration))
    }

    func getTimeline(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (Timeline<CounterEntry>) -> ()) {
        let entries = [CounterEntry(date: Date(), configuration: configuration)]
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct CounterWidgetEntryView: View {
    var entry: CounterProvider.Entry

    var body: some View {
        let units = (entry.configuration.units ?? []).compactMap { Unit(rawValue: $0.intValue) }
        let goals = (entry.configuration.goal ?? []).map { $0.intValue }
        VStack {
            Text(entry.configuration.title ?? "Untitled")
            Text(units.map { "\($0)" }.joined(separator: " + "))
            Text(goals.map(String.init).joined(separator: "/"))
        }
    }
}

struct CounterWidget: Widget {
    let kind: String = "Counter"

    var body: some WidgetConfiguration {
        IntentConfiguration(kind: kind, intent: ConfigurationIntent.self, provider: CounterProvider()) { entry in
            CounterWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("Counter")
        .description("This is an example widget.")
    }
}

/// The extension's widgets.
public struct SiriKitBundle: WidgetBundle {
    public init() {}

    public var body: some Widget {
        HeroDetailWidget()
        HeroCompatWidget()
        MessageWidget()
        CounterWidget()
    }
}
