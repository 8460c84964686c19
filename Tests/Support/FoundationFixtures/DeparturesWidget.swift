// A transit departures widget: fetches through TransitAPI (a file that imports only
// Foundation), logs with OSLog's Logger, keeps what the app needs in the app group, and shows
// each wait with a DateComponentsFormatter and the time of the update with a DateFormatter.
import OSLog
import SwiftUI
import WidgetKit

private let logger = Logger(subsystem: "org.widgetry.fixtures.transit", category: "timeline")

struct DeparturesEntry: TimelineEntry {
    let date: Date
    let stop: String
    let departures: [Departure]
    var failure: String? = nil
}

struct DeparturesProvider: TimelineProvider {
    func placeholder(in context: Context) -> DeparturesEntry {
        DeparturesEntry(date: Date(), stop: "Central", departures: SampleDeparturesProtocol.sample)
    }

    func getSnapshot(in context: Context, completion: @escaping (DeparturesEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<DeparturesEntry>) -> Void) {
        let stop = SharedSettings.selectedStop
        logger.info("Fetching departures for stop \(stop, privacy: .public) for \(SharedSettings.accountEmail ?? "nobody")")
        let started = Date()
        TransitAPI.fetchDepartures(stop: stop) { result in
            let now = Date()
            let entry: DeparturesEntry
            switch result {
            case .success(let departures):
                logger.notice("Fetched \(departures.count) departures in \(now.timeIntervalSince(started), format: .fixed(precision: 2))s")
                logger.debug("First line: \(departures.first?.line ?? "-", privacy: .private(mask: .hash))")
                SharedSettings.recordRefresh(departures: departures.count, at: now)
                entry = DeparturesEntry(date: now, stop: stop, departures: departures)
            case .failure(let error):
                logger.error("Departures failed: \(error.localizedDescription, privacy: .public)")
                Diagnostics.noteFailure(error.localizedDescription)
                entry = DeparturesEntry(date: now, stop: stop, departures: [], failure: error.localizedDescription)
            }
            let next = Calendar.current.date(byAdding: .minute, value: 15, to: now)!
            completion(Timeline(entries: [entry], policy: .after(next)))
        }
    }
}

struct DeparturesView: View {
    var entry: DeparturesEntry

    static let waitFormatter: DateComponentsFormatter = {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.hour, .minute]
        formatter.unitsStyle = .abbreviated
        formatter.zeroFormattingBehavior = .dropAll
        return formatter
    }()

    static let updateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "HH:mm"
        return formatter
    }()

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(entry.stop)
                .font(.headline)
            if let failure = entry.failure {
                Text(failure)
                    .font(.caption)
            }
            ForEach(entry.departures, id: \.self) { departure in
                HStack {
                    Text(departure.line).bold()
                    Text(departure.destination)
                    Spacer()
                    Text(Self.waitFormatter.string(from: TimeInterval(departure.minutes * 60)) ?? "")
                }
            }
            Spacer()
            Text("Updated \(entry.date, formatter: Self.updateFormatter)")
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct DeparturesWidget: Widget {
    let kind = "Departures"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: DeparturesProvider()) { entry in
            DeparturesView(entry: entry)
        }
        .configurationDisplayName("Departures")
        .description("The next departures from your stop.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
