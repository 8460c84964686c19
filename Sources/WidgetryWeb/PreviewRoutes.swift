import Foundation
import Hummingbird
import WidgetryHost
import WidgetryWire

/// The previews page's API: an extension's previews (`#Preview`s and `PreviewProvider`s)
/// rendered for the page. The host caches
/// them until the extension is rebuilt and then publishes `extensionChanged`, on which the page
/// asks again.
enum PreviewRoutes {
    static func register(on api: RouterGroup<WebRequestContext>, host: WidgetHost) {
        api.get("extensions/:extensionID/previews") { _, context in
            let extensionID = try context.pathParameter("extensionID")
            let previews = try await host.previews(extensionID: extensionID)
            return try resource(extensionID: extensionID, previews: previews)
        }
    }

    /// A Live Activity preview of the Dynamic Island, whose entries hold the island's views
    /// (always dark) rather than one archive per colour scheme.
    static func isIsland(_ family: String) -> Bool {
        family.hasPrefix("activity") && family != "activityLockScreen"
    }

    /// The previews with every entry rendered in both colour schemes as it looks at its own
    /// date: relative dates and timers counted from it (the page holds them there with
    /// `data-wr-now`, see WidgetryRender's script); a Live Activity's island views dark.
    static func resource(extensionID: String, previews: [WidgetPreviewArchive]) throws -> PreviewsResource {
        let light = WidgetRendering(colorScheme: "light")
        let dark = WidgetRendering(colorScheme: "dark")
        return PreviewsResource(
            extensionID: extensionID,
            previews: try previews.map { preview in
                PreviewsResource.Preview(
                    name: preview.name, kind: preview.kind, family: preview.family, fileID: preview.fileID, line: preview.line,
                    entries: try preview.entries.map { entry in
                        let now = Date(timeIntervalSince1970: entry.date)
                        if isIsland(preview.family) {
                            return PreviewsResource.Entry(
                                date: now, island: try entry.variants.map { try dark.html($0, extensionID: extensionID, now: now) })
                        }
                        return PreviewsResource.Entry(
                            date: now,
                            light: try light.html(entry, extensionID: extensionID, now: now), dark: try dark.html(entry, extensionID: extensionID, now: now))
                    })
            })
    }
}
