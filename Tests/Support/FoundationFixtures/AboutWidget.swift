// An "about" widget in the shape the survey's apps read their bundle: the version and build from
// `Bundle.main.infoDictionary` (force-cast, as on iOS where Xcode always writes them), the bundle
// identifier, and an app group named in a custom Info.plist key whose value comes from a build
// setting. Its process gets them from the Info.plist the InfoPlistGenerator plugin embeds. And a
// title from the extension's strings and a forecast from a JSON file among its resources, both
// read through `Bundle.main`, where Xcode copies an extension's resources.
import SwiftUI
import WidgetKit

struct AboutEntry: TimelineEntry {
    let date: Date
    let title: String
    let forecast: String
    let version: String
    let identifier: String
    let appGroup: String
}

struct AboutProvider: TimelineProvider {
    static func entry(at date: Date) -> AboutEntry {
        let info = Bundle.main.infoDictionary!
        let version = info["CFBundleShortVersionString"] as? String ?? "?"
        let build = info["CFBundleVersion"] as? String ?? "?"
        var forecast = "no forecast"
        if let url = Bundle.main.url(forResource: "forecast", withExtension: "json"), let data = try? Data(contentsOf: url),
            let decoded = try? JSONDecoder().decode([String: AnyCodableValue].self, from: data), case .text(let summary)? = decoded["summary"]
        {
            forecast = summary
        }
        return AboutEntry(
            date: date, title: NSLocalizedString("about.title", comment: "The about widget's title."), forecast: forecast, version: "Version \(version) (\(build))", identifier: Bundle.main.bundleIdentifier ?? "no identifier",
            appGroup: Bundle.main.object(forInfoDictionaryKey: "APP_GROUP_ID") as? String ?? "no app group")
    }

    func placeholder(in context: Context) -> AboutEntry { Self.entry(at: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (AboutEntry) -> Void) { completion(Self.entry(at: Date())) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<AboutEntry>) -> Void) {
        completion(Timeline(entries: [Self.entry(at: Date())], policy: .never))
    }
}

struct AboutWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "About", provider: AboutProvider()) { entry in
            VStack(alignment: .leading) {
                Text(verbatim: entry.title)
                Text(entry.version)
                Text(entry.identifier)
                Text(entry.appGroup)
                Text(entry.forecast)
                Text("about.count \(4)")
            }
            .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("About")
        .supportedFamilies([.systemSmall])
    }
}

/// A JSON value of a mock file: text or a number.
enum AnyCodableValue: Decodable {
    case text(String)
    case number(Double)

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) { self = .text(text) } else { self = .number(try container.decode(Double.self)) }
    }
}
