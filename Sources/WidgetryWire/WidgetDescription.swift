/// What an extension says about one widget kind: how the gallery names and sizes it and how it
/// is configured.
public struct WidgetDescription: Codable, Hashable, Sendable {
    public var kind: String
    public var displayName: String
    public var description: String
    /// `WidgetFamily` raw names, in the order the configuration lists them.
    public var supportedFamilies: [String]
    /// The configuration intent's schema; `nil` for a `StaticConfiguration`.
    public var intent: IntentSchema?
    public var contentMarginsDisabled: Bool
    public var containerBackgroundRemovable: Bool
    /// Open the editor right after the widget is added.
    public var promptsForUserConfiguration: Bool
    /// Location name → families the widget should not be offered in there.
    public var disfavoredLocations: [String: [String]]
    /// The kind has a `WidgetPushHandler` (`.pushHandler(_:)`): the host issues the extension a
    /// push token for its widgets (protocol 4; absent in JSON: `false`).
    public var hasPushHandler: Bool

    public init(
        kind: String, displayName: String, description: String, supportedFamilies: [String], intent: IntentSchema?,
        contentMarginsDisabled: Bool = false, containerBackgroundRemovable: Bool = true,
        promptsForUserConfiguration: Bool = false, disfavoredLocations: [String: [String]] = [:], hasPushHandler: Bool = false
    ) {
        self.kind = kind
        self.displayName = displayName
        self.description = description
        self.supportedFamilies = supportedFamilies
        self.intent = intent
        self.contentMarginsDisabled = contentMarginsDisabled
        self.containerBackgroundRemovable = containerBackgroundRemovable
        self.promptsForUserConfiguration = promptsForUserConfiguration
        self.disfavoredLocations = disfavoredLocations
        self.hasPushHandler = hasPushHandler
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(String.self, forKey: .kind)
        displayName = try container.decode(String.self, forKey: .displayName)
        description = try container.decode(String.self, forKey: .description)
        supportedFamilies = try container.decode([String].self, forKey: .supportedFamilies)
        intent = try container.decodeIfPresent(IntentSchema.self, forKey: .intent)
        contentMarginsDisabled = try container.decode(Bool.self, forKey: .contentMarginsDisabled)
        containerBackgroundRemovable = try container.decode(Bool.self, forKey: .containerBackgroundRemovable)
        promptsForUserConfiguration = try container.decode(Bool.self, forKey: .promptsForUserConfiguration)
        disfavoredLocations = try container.decode([String: [String]].self, forKey: .disfavoredLocations)
        hasPushHandler = try container.decodeIfPresent(Bool.self, forKey: .hasPushHandler) ?? false
    }

    public var isConfigurable: Bool { intent != nil }
}

/// When the host should ask for the next timeline.
public enum ReloadPolicy: Codable, Hashable, Sendable {
    /// After the last entry's date has passed.
    case atEnd
    /// At the given time (seconds since 1970).
    case after(Double)
    /// Only when the app asks, through WidgetCenter.
    case never
}

/// A preconfigured choice offered in the gallery (`recommendations()`).
public struct WidgetRecommendation: Codable, Hashable, Sendable {
    public var description: String
    public var configuration: Configuration
    public init(description: String, configuration: Configuration) {
        self.description = description
        self.configuration = configuration
    }
}
