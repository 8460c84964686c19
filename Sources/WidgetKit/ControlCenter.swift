import WidgetryWire

/// The controls people placed, for the app and the extension: reloads their values, lists them.
///
/// Calls reach the host the way `WidgetCenter`'s do: over the extension protocol inside a widget
/// extension, over the host's HTTP endpoint from an app (`WIDGETRY_HOST`, `WIDGETRY_TOKEN`).
/// Without a host, a reload reloads nothing and `currentControls()` throws
/// `WidgetCenterError.notConnected`.
public struct ControlCenter: Sendable {
    /// The shared control center.
    public static let shared = ControlCenter()

    init() {}

    /// Asks every placed control of `kind` for its current value again.
    public func reloadControls(ofKind kind: String) {
        WidgetCenter.shared.reloadControls(ofKind: kind)
    }

    /// Asks every placed control for its current value again.
    public func reloadAllControls() {
        WidgetCenter.shared.reloadControls(ofKind: nil)
    }

    /// The controls people placed.
    public func currentControls() async throws -> [ControlInfo] {
        try await WidgetCenter.shared.currentControls().map(ControlInfo.init)
    }
}

/// A placed control: its kind, its configuration and its push token.
public struct ControlInfo: Sendable {
    /// The control's kind.
    public let kind: String
    let configuration: Configuration?
    /// The control's push token, when its kind has a `ControlPushHandler`.
    public var pushInfo: ControlPushInfo?

    package init(kind: String, configuration: Configuration?, pushInfo: ControlPushInfo? = nil) {
        self.kind = kind
        self.configuration = configuration
        self.pushInfo = pushInfo
    }

    package init(_ placed: PlacedControlInfo) {
        self.init(
            kind: placed.kind, configuration: placed.configuration,
            pushInfo: placed.pushToken.flatMap { Data(hexadecimal: $0) }.map(ControlPushInfo.init))
    }

    /// The control's configuration as `intentType`; nil for a static control or another intent type.
    public func configurationIntent<Intent: ControlConfigurationIntent>(of intentType: Intent.Type = Intent.self) async -> Intent? {
        guard let configuration else { return nil }
        return try? await Intent.decodeConfiguration(configuration)
    }
}
