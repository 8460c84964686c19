// The fare of a ticket, as price widgets draw one: the currency sign at the secondary text scale
// beside the amount, the validity as a duration, and the date with Text's formatter initialiser.
import SwiftUI
import WidgetKit

struct FareEntry: TimelineEntry {
    let date: Date
    let fare: Decimal
    let validity: TimeInterval
    let validFrom: Date
}

struct FareProvider: TimelineProvider {
    func placeholder(in context: Context) -> FareEntry {
        FareEntry(date: Date(), fare: 2.4, validity: 90 * 60, validFrom: Date(timeIntervalSince1970: 1_767_225_600))
    }

    func getSnapshot(in context: Context, completion: @escaping (FareEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<FareEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct FareView: View {
    var entry: FareEntry

    static let validityFormatter: DateComponentsFormatter = {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.hour, .minute]
        formatter.unitsStyle = .full
        return formatter
    }()

    static let dayFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "d MMM yyyy"
        return formatter
    }()

    var body: some View {
        VStack(alignment: .leading) {
            HStack(alignment: .firstTextBaseline, spacing: 1) {
                Text("€").textScale(.secondary)
                Text("\(NSDecimalNumber(decimal: entry.fare).doubleValue, specifier: "%.2f")")
            }
            .font(.largeTitle)
            Text(verbatim: "per ride") + Text(verbatim: " (zone A)").textScale(.secondary)
            Text(Self.validityFormatter.string(from: entry.validity) ?? "")
                .font(.caption)
            Text(entry.validFrom, formatter: Self.dayFormatter)
                .font(.caption2)
                .textScale(.secondary, isEnabled: entry.validity < 3600)
        }
        .containerBackground(.background, for: .widget)
    }
}

struct FareWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Fare", provider: FareProvider()) { entry in
            FareView(entry: entry)
        }
        .configurationDisplayName("Fare")
        .supportedFamilies([.systemSmall])
    }
}
