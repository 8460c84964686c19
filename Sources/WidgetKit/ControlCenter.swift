import WidgetryWire

/// The controls people placed, for the app and the extension: reloads their values, lists them.
///
/// No place shows controls on a Widgetry host yet (issue 29): no control is ever placed, so a
/// reload has nothing to reload and `currentControls()` is empty.
public struct ControlCenter: Sendable {
    /// The shared control center.
    public static let shared = ControlCenter()

    init() {}

    /// Asks every placed control of `kind` for its current value again.
    public func reloadControls(ofKind kind: String) {}

    /// Asks every placed control for its current value again.
    public func reloadAllControls() {}

    /// The controls people placed.
    public func currentControls() async throws -> [ControlInfo] { [] }
}

/// A placed control: its kind and its configuration.
public struct ControlInfo: Sendable {
    /// The control's kind.
    public let kind: String
    let configuration: Configuration?

    package init(kind: String, configuration: Configuration?) {
        self.kind = kind
        self.configuration = configuration
    }

    /// The control's configuration as `intentType`; nil for a static control or another intent type.
    public func configurationIntent<Intent: ControlConfigurationIntent>(of intentType: Intent.Type = Intent.self) async -> Intent? {
        guard let configuration else { return nil }
        return try? await Intent.decodeConfiguration(configuration)
    }
}
