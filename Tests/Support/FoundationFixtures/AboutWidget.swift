// An "about" widget in the shape the survey's apps read their bundle: the version and build from
// `Bundle.main.infoDictionary` (force-cast, as on iOS where Xcode always writes them), the bundle
// identifier, and an app group named in a custom Info.plist key whose value comes from a build
// setting. Its process gets them from the Info.plist the InfoPlistGenerator plugin embeds.
import SwiftUI
import WidgetKit

struct AboutEntry: TimelineEntry {
    let date: Date
    let version: String
    let identifier: String
    let appGroup: String
}

struct AboutProvider: TimelineProvider {
    static func entry(at date: Date) -> AboutEntry {
        let info = Bundle.main.infoDictionary!
        let version = info["CFBundleShortVersionString"] as? String ?? "?"
        let build = info["CFBundleVersion"] as? String ?? "?"
        return AboutEntry(
            date: date, version: "Version \(version) (\(build))", identifier: Bundle.main.bundleIdentifier ?? "no identifier",
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
                Text(entry.version)
                Text(entry.identifier)
                Text(entry.appGroup)
            }
            .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("About")
        .supportedFamilies([.systemSmall])
    }
}
