// What the app and its widget share through their app group, as widget code keeps it: key-value
// coding on the group's UserDefaults and files in the group's container. Foundation only.
import Foundation

enum SharedSettings {
    static let appGroup = "group.org.widgetry.fixtures.transit"

    static var defaults: UserDefaults? {
        UserDefaults(suiteName: appGroup)
    }

    /// The stop the user picked in the app.
    static var selectedStop: String {
        get { defaults?.value(forKey: "selectedStop") as? String ?? "Central" }
        set { defaults?.setValue(newValue, forKey: "selectedStop") }
    }

    /// The user's account, which logs must not show.
    static var accountEmail: String? {
        defaults?.value(forKey: "accountEmail") as? String
    }

    /// The server the app was set up with.
    static var serverURL: URL? {
        (defaults?.value(forKey: "serverURL") as? String).flatMap(URL.init(string:))
    }

    /// How many departures the widget showed last, and when, for the app's "last updated" row.
    static func recordRefresh(departures: Int, at date: Date) {
        defaults?.setValue(departures, forKey: "lastDepartureCount")
        guard let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroup) else { return }
        let file = container.appendingPathComponent("last-refresh.json")
        let record = ["departures": departures, "date": Int(date.timeIntervalSince1970)]
        if let data = try? JSONSerialization.data(withJSONObject: record) {
            try? data.write(to: file, options: .atomic)
        }
    }

    static var lastRefreshFile: URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroup)?.appendingPathComponent("last-refresh.json")
    }
}
