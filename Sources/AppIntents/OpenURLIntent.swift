import WidgetryWire

/// Opens one of the app's universal links: a control's button action, or a button's in a widget
/// or Live Activity.
///
/// The host opens its link rather than performing it in the extension (its type name is
/// `IntentArchive.openURLTypeName`): the page opens an `http(s)` link in a new tab; any other is
/// queued for the extension's app, as a tapped widget link is.
public struct OpenURLIntent: AppIntent {
    public static var title: LocalizedStringResource { "Open URL" }
    public static var isDiscoverable: Bool { false }
    public static var openAppWhenRun: Bool { true }

    /// The universal link to open.
    @Parameter(title: "URL")
    public var url: URL

    public init() {}

    /// Configures the intent with `url`.
    public init(_ url: URL) {
        self.url = url
    }

    public func perform() async throws -> some IntentResult { .result() }
}
