import Foundation
import WidgetryScheduler
import WidgetryStore
import WidgetryWire

/// What the host answers: a registered extension, what a placed widget shows, its inspection,
/// a tapped app link and what a tap did.
extension WidgetHost {
    /// A registered extension and its widgets.
    public struct ExtensionInfo: Sendable, Hashable, Codable {
        public var id: String
        public var name: String
        /// The executable (or a description of the in-process extension).
        public var path: String
        public var widgets: [WidgetDescription]
    }

    /// What a placed widget shows now.
    public struct Display: Sendable, Hashable {
        public enum State: String, Sendable, Hashable, Codable {
            /// The timeline's current entry.
            case current
            /// The placeholder: no timeline has loaded yet (or every load failed).
            case placeholder
            /// A required parameter has no value: the placeholder, waiting for the person.
            case needsConfiguration
        }
        public var widget: PlacedWidget
        public var state: State
        public var entry: EntryArchive
    }

    /// Everything known about one placed widget's schedule, for the inspector.
    public struct Inspection: Sendable, Hashable {
        public var widget: PlacedWidget
        /// `nil` while the widget is not scheduled (it needs configuration, or its extension is
        /// not registered).
        public var status: InstanceStatus?
        /// The scheduler's structured decisions since the host started, oldest first.
        public var decisions: [Decision]
        /// The stored ledger, newest first (survives restarts).
        public var ledger: [LedgerRecord]
        /// The provider's recorded errors, newest first.
        public var errors: [InstanceError]
        /// Its extension's failures since the host started (a crash, a hang stopped at the time
        /// limit, a request it failed), newest first; after a crash or a hang the host restarted it.
        public var extensionFailures: [ExtensionSupervisor.Failure] = []
        /// The budget rules in force.
        public var rules: SchedulerConfiguration
    }

    /// A link for the widget's app (a `widgetURL` or `Link` whose scheme is not the web's) that
    /// a person tapped: the app receives it with the widget that showed it, as an app on
    /// Apple's systems is opened with the URL and the widget's configuration. The same body
    /// apps read (`GET /api/widgetcenter/opened`).
    public typealias OpenedURL = WidgetCenterAPI.OpenedURL

    /// What a tap did.
    public enum ActionResult: Sendable, Hashable {
        /// The intent ran in the extension; an uncounted reload follows.
        case performed
        /// A link: the page opens it (or hands it to the app).
        case openURL(String)
    }
}
