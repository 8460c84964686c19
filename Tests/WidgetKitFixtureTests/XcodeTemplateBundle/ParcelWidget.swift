// The ordinary widget of the bundle, in the shape of Xcode 16's template: an App Intent
// configuration, its provider, an entry view and a `#Preview`.
import AppIntents
import SwiftUI
import WidgetKit

struct ParcelProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> ParcelEntry {
        ParcelEntry(date: Date(), configuration: ParcelConfigurationIntent())
    }

    func snapshot(for configuration: ParcelConfigurationIntent, in context: Context) async -> ParcelEntry {
        ParcelEntry(date: Date(), configuration: configuration)
    }

    func timeline(for configuration: ParcelConfigurationIntent, in context: Context) async -> Timeline<ParcelEntry> {
        let now = Date()
        let entries = (0..<4).map { hour in
            ParcelEntry(date: Calendar.current.date(byAdding: .hour, value: hour, to: now)!, configuration: configuration)
        }
        return Timeline(entries: entries, policy: .atEnd)
    }
}

struct ParcelEntry: TimelineEntry {
    let date: Date
    let configuration: ParcelConfigurationIntent
}

struct ParcelConfigurationIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Parcel" }
    static var description: IntentDescription { "Follows a parcel on its way." }

    @Parameter(title: "Parcel", default: "Books")
    var parcelName: String
}

struct ParcelWidgetEntryView: View {
    var entry: ParcelProvider.Entry

    var body: some View {
        VStack(alignment: .leading) {
            Text("Parcel:")
            Text(entry.configuration.parcelName)
                .font(.headline)
            Text(entry.date, style: .time)
        }
    }
}

struct ParcelWidget: Widget {
    let kind: String = "ParcelWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: ParcelConfigurationIntent.self, provider: ParcelProvider()) { entry in
            ParcelWidgetEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Parcel")
    }
}

extension ParcelConfigurationIntent {
    fileprivate static var shoes: ParcelConfigurationIntent {
        let intent = ParcelConfigurationIntent()
        intent.parcelName = "Shoes"
        return intent
    }
}

#Preview(as: .systemSmall) {
    ParcelWidget()
} timeline: {
    ParcelEntry(date: .now, configuration: .shoes)
}
