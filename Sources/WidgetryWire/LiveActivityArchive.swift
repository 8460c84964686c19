/// The Live Activities an extension offers (`describeActivities`) and how the host asks it to
/// draw one (`renderActivity`): every presentation iOS shows, as archives the page's renderer
/// draws like a widget's.

/// A Live Activity kind of the extension: an `ActivityConfiguration` in its bundle.
public struct LiveActivityDescription: Codable, Hashable, Sendable {
    /// The `ActivityAttributes` type's name, which identifies the kind (the app starts activities
    /// of it; a push names it as `attributes-type`).
    public var attributesType: String
    /// `supplementalActivityFamilies(_:)`: `small`, `medium`.
    public var supplementalFamilies: [String]

    public init(attributesType: String, supplementalFamilies: [String] = []) {
        self.attributesType = attributesType
        self.supplementalFamilies = supplementalFamilies
    }
}

/// `renderActivity`: draw the activity of `attributesType` for these attributes and content
/// state (each the JSON its `Codable` conformance writes, as the app and pushes send it).
public struct LiveActivityRenderRequest: Codable, Hashable, Sendable {
    public var attributesType: String
    /// The attributes' JSON text.
    public var attributes: String
    /// The content state's JSON text.
    public var contentState: String
    /// The content is past its stale date (`ActivityViewContext.isStale`).
    public var isStale: Bool
    public var activityID: String
    /// `colorSchemes` are those of the Lock Screen view (the island is always dark); `now` as
    /// for widgets. `family` is ignored.
    public var render: RenderParameters

    public init(attributesType: String, attributes: String, contentState: String, isStale: Bool, activityID: String, render: RenderParameters) {
        self.attributesType = attributesType
        self.attributes = attributes
        self.contentState = contentState
        self.isStale = isStale
        self.activityID = activityID
        self.render = render
    }
}

/// A Live Activity drawn in every presentation. Each is a `WidgetArchive` whose `family` names
/// the presentation (``LiveActivityPresentation``) and whose size is the presentation's on an
/// iPhone with a Dynamic Island, so the widget renderer draws it.
public struct LiveActivityArchive: Codable, Hashable, Sendable {
    /// The Lock Screen (and banner) view, one archive per colour scheme asked for.
    public var lockScreen: [WidgetArchive]
    /// The island's views, evaluated dark.
    public var compactLeading: WidgetArchive
    public var compactTrailing: WidgetArchive
    public var minimal: WidgetArchive
    /// The expanded island, its regions laid out around the camera and below it.
    public var expanded: WidgetArchive
    /// `activityBackgroundTint(_:)` of the Lock Screen view (nil: the system's).
    public var backgroundTint: RGBAColor?
    /// `activitySystemActionForegroundColor(_:)`.
    public var systemActionForeground: RGBAColor?
    /// `DynamicIsland.keylineTint(_:)`.
    public var keylineTint: RGBAColor?
    /// Where a tap on the island goes (`DynamicIsland.widgetURL(_:)`); the Lock Screen view's own
    /// `widgetURL` is its archive's.
    public var islandURL: String?

    /// Every presentation's archive: the Lock Screen's (each scheme), then the island's.
    public var presentations: [WidgetArchive] {
        lockScreen + [compactLeading, compactTrailing, minimal, expanded]
    }

    public init(
        lockScreen: [WidgetArchive], compactLeading: WidgetArchive, compactTrailing: WidgetArchive, minimal: WidgetArchive,
        expanded: WidgetArchive, backgroundTint: RGBAColor? = nil, systemActionForeground: RGBAColor? = nil, keylineTint: RGBAColor? = nil,
        islandURL: String? = nil
    ) {
        self.lockScreen = lockScreen
        self.compactLeading = compactLeading
        self.compactTrailing = compactTrailing
        self.minimal = minimal
        self.expanded = expanded
        self.backgroundTint = backgroundTint
        self.systemActionForeground = systemActionForeground
        self.keylineTint = keylineTint
        self.islandURL = islandURL
    }
}

/// The presentations of a Live Activity, as the `family` of their archives, with their sizes in
/// points on a 393-point-wide iPhone with a Dynamic Island (Apple's Human Interface Guidelines).
public enum LiveActivityPresentation: String, Codable, CaseIterable, Sendable {
    case lockScreen = "activityLockScreen"
    case compactLeading = "activityCompactLeading"
    case compactTrailing = "activityCompactTrailing"
    case minimal = "activityMinimal"
    case expanded = "activityExpanded"

    /// The largest size the presentation may take. The Lock Screen and expanded views take the
    /// height their content needs up to this (160 points, Apple's limit); the extension's archive
    /// carries the size it chose.
    public var maximumSize: ArchiveSize {
        switch self {
        case .lockScreen: ArchiveSize(width: 371, height: 160)
        case .compactLeading, .compactTrailing: ArchiveSize(width: 62, height: 37)
        case .minimal: ArchiveSize(width: 45, height: 37)
        case .expanded: ArchiveSize(width: 371, height: 160)
        }
    }
}
