/// Controls (`ControlWidget`) as the extension describes them and as the host stores, draws and
/// performs them: written once here, sent by WidgetKit's runtime, read by the host and served by
/// the web API (`openapi.yaml` describes the same shapes).

/// What an extension says about one control kind: how the controls gallery names it, which
/// template it shows and how it is configured.
public struct ControlDescription: Codable, Hashable, Sendable {
    public var kind: String
    /// The gallery's name (`displayName(_:)`); the kind when the control sets none.
    public var displayName: String
    /// `description(_:)`; empty when not set.
    public var description: String
    /// The template the control's preview shows (`nil`: its preview shows none).
    public var template: ControlTemplateKind?
    /// The `ControlConfigurationIntent`'s schema; `nil` for a `StaticControlConfiguration`.
    public var intent: IntentSchema?
    /// Ask for the configuration as soon as the control is added.
    public var promptsForUserConfiguration: Bool
    /// The kind has a `ControlPushHandler` (`.pushHandler(_:)`): the host issues each placed
    /// control of it a push token (protocol 4; absent in JSON: `false`).
    public var hasPushHandler: Bool

    public init(
        kind: String, displayName: String, description: String, template: ControlTemplateKind?, intent: IntentSchema?,
        promptsForUserConfiguration: Bool = false, hasPushHandler: Bool = false
    ) {
        self.kind = kind
        self.displayName = displayName
        self.description = description
        self.template = template
        self.intent = intent
        self.promptsForUserConfiguration = promptsForUserConfiguration
        self.hasPushHandler = hasPushHandler
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(String.self, forKey: .kind)
        displayName = try container.decode(String.self, forKey: .displayName)
        description = try container.decode(String.self, forKey: .description)
        template = try container.decodeIfPresent(ControlTemplateKind.self, forKey: .template)
        intent = try container.decodeIfPresent(IntentSchema.self, forKey: .intent)
        promptsForUserConfiguration = try container.decode(Bool.self, forKey: .promptsForUserConfiguration)
        hasPushHandler = try container.decodeIfPresent(Bool.self, forKey: .hasPushHandler) ?? false
    }

    public var isConfigurable: Bool { intent != nil }
}

/// A control's template: `ControlWidgetButton` or `ControlWidgetToggle`.
public enum ControlTemplateKind: String, Codable, Hashable, Sendable, CaseIterable {
    case button, toggle
}

/// A label of a control as the system draws it: its text and its SF Symbol (the first `Text`
/// and the first `Image(systemName:)` of the label's views, as `Label` gives them).
public struct ControlLabelArchive: Codable, Hashable, Sendable {
    public var text: String?
    public var symbol: String?

    public init(text: String? = nil, symbol: String? = nil) {
        self.text = text
        self.symbol = symbol
    }
}

/// A control's value, as its template shows it now (or in the gallery, from the provider's
/// `previewValue`).
public struct ControlArchive: Codable, Hashable, Sendable {
    public var template: ControlTemplateKind
    /// The title given as a string to the template (`ControlWidgetToggle("Timer", …)`);
    /// otherwise the label's text.
    public var title: String?
    /// The template's `label`.
    public var label: ControlLabelArchive
    /// A toggle's value label when on; a button's action label while its action runs.
    public var onLabel: ControlLabelArchive
    /// A toggle's value label when off; a button's action label otherwise.
    public var offLabel: ControlLabelArchive
    /// A toggle's state; `nil` for a button.
    public var isOn: Bool?
    /// `tint(_:)` in the light scheme (`nil`: the system's).
    public var tint: RGBAColor?
    /// The intent a tap performs (a toggle's `SetValueIntent` is given the new state in
    /// `value`).
    public var action: IntentArchive
    /// `controlWidgetStatus(_:)` of the label shown now: what Control Center says when the
    /// control's state changes.
    public var status: String?
    /// `controlWidgetActionHint(_:)` of the label shown now: what the control does, said beside
    /// the Action button.
    public var actionHint: String?

    public init(
        template: ControlTemplateKind, title: String?, label: ControlLabelArchive, onLabel: ControlLabelArchive,
        offLabel: ControlLabelArchive, isOn: Bool?, tint: RGBAColor?, action: IntentArchive, status: String? = nil,
        actionHint: String? = nil
    ) {
        self.status = status
        self.actionHint = actionHint
        self.template = template
        self.title = title
        self.label = label
        self.onLabel = onLabel
        self.offLabel = offLabel
        self.isOn = isOn
        self.tint = tint
        self.action = action
    }

    /// The intent to perform for a tap: a toggle's `SetValueIntent` with `value` set to the
    /// state it goes to; a button's action as it is.
    public var tapIntent: IntentArchive {
        var intent = action
        if let isOn, template == .toggle { intent.configuration["value"] = .bool(!isOn) }
        return intent
    }
}

/// A control a person placed, as the host tells its extension or app (`ControlCenter`'s
/// `currentControls()`).
public struct PlacedControlInfo: Codable, Hashable, Sendable {
    public var id: String
    public var kind: String
    public var configuration: Configuration
    /// The token pushes to this control are addressed to (`ControlPushInfo.token`), hex; nil
    /// when its kind has no `ControlPushHandler`.
    public var pushToken: String?

    public init(id: String, kind: String, configuration: Configuration, pushToken: String? = nil) {
        self.id = id
        self.kind = kind
        self.configuration = configuration
        self.pushToken = pushToken
    }
}
