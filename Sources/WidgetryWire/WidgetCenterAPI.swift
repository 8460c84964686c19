/// The bodies of the host's `WidgetCenter` API for apps (`/api/widgetcenter/…`), written once:
/// WidgetKit's HTTP transport sends and reads these types, the host's routes read and send them,
/// and `openapi.yaml` describes them (a test holds its schemas to these types).
public enum WidgetCenterAPI {
    /// `POST /api/widgetcenter/reload`: `reloadTimelines(ofKind:)` or `reloadAllTimelines()`.
    public struct ReloadRequest: Codable, Hashable, Sendable {
        /// The kind to reload; `nil`: every kind of the app's extension.
        public var kind: String?
        /// Reloads asked while the app is in the foreground are not counted against budgets;
        /// absent means `true`.
        public var appInForeground: Bool?

        public init(kind: String?, appInForeground: Bool?) {
            self.kind = kind
            self.appInForeground = appInForeground
        }
    }

    /// `GET /api/widgetcenter/configurations`: the app's placed widgets, in home-screen order.
    public struct Configurations: Codable, Hashable, Sendable {
        public var widgets: [PlacedWidgetInfo]

        public init(widgets: [PlacedWidgetInfo]) {
            self.widgets = widgets
        }
    }

    /// `GET /api/widgetcenter/controls`: the app's placed controls (`ControlCenter`'s
    /// `currentControls()`). `POST /api/widgetcenter/reload-controls` takes a `ReloadRequest`
    /// (`reloadControls(ofKind:)`, or `reloadAllControls()` without a kind).
    public struct Controls: Codable, Hashable, Sendable {
        public var controls: [PlacedControlInfo]

        public init(controls: [PlacedControlInfo]) {
            self.controls = controls
        }
    }

    /// `GET /api/widgetcenter/push-info`: `WidgetCenter.currentPushInfo` for an app, the push
    /// token the host issued for its extension's widgets (nil: none of its widget kinds has a
    /// `WidgetPushHandler`).
    public struct PushInfo: Codable, Hashable, Sendable {
        /// Hexadecimal: the `{token}` of the push gateway's `POST /3/device/{token}`.
        public var token: String?

        public init(token: String?) {
            self.token = token
        }
    }

    /// A link a person tapped in one of the app's widgets, queued for the app
    /// (`POST /api/instances/{id}/open` answers it; `GET /api/widgetcenter/opened` lists them).
    public struct OpenedURL: Codable, Hashable, Sendable {
        /// Increasing per host; the app asks for those after the last it saw.
        public var sequence: Int
        public var url: String
        public var instanceID: String
        public var kind: String
        public var family: String
        /// The widget's configuration when the link was tapped.
        public var configuration: Configuration
        /// The configuring intent's type name; `nil` for a static widget.
        public var intentTypeName: String?
        /// When it was tapped: ISO 8601 with its zone (`2030-01-01T09:00:00Z`).
        public var time: String

        public init(
            sequence: Int, url: String, instanceID: String, kind: String, family: String, configuration: Configuration,
            intentTypeName: String?, time: String
        ) {
            self.sequence = sequence
            self.url = url
            self.instanceID = instanceID
            self.kind = kind
            self.family = family
            self.configuration = configuration
            self.intentTypeName = intentTypeName
            self.time = time
        }
    }

    /// `GET /api/widgetcenter/opened`: the tapped links after a sequence number, oldest first.
    public struct OpenedURLs: Codable, Hashable, Sendable {
        public var urls: [OpenedURL]

        public init(urls: [OpenedURL]) {
            self.urls = urls
        }
    }
}
