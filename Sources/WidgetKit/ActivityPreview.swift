import WidgetryActivityKit
import WidgetryWire

// `#Preview` for Live Activities, as Xcode's template ends its Live Activity file:
// `#Preview("Notification", as: .content, using: Attributes.preview) { MyLiveActivity() } contentStates: { … }`.
// Registered like the widget previews (`_WidgetPreview.liveActivityPreviews`) and listed after
// them: one entry per content state, drawn in the view kind asked for as `renderActivity`
// draws the activity (`LiveActivityRendering.swift`).

/// Which presentation of a Live Activity a preview shows.
public enum ActivityPreviewViewKind: Hashable, Sendable {
    /// The Lock Screen view (also the banner).
    case content
    /// A Dynamic Island presentation.
    case dynamicIsland(DynamicIslandPreviewViewState)

    /// The Dynamic Island presentations a preview can show.
    public enum DynamicIslandPreviewViewState: Hashable, Sendable {
        case compact
        case expanded
        case minimal
    }
}

/// A preview of the Live Activity `widget` describes, in `viewKind`, for `attributes` and each
/// content state `contentStates` builds.
@freestanding(declaration)
public macro Preview<Attributes: ActivityAttributes, W: Widget>(
    _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes, widget: @escaping () -> W,
    @PreviewActivityBuilder<Attributes> contentStates: @escaping () -> [Attributes.ContentState]
) = #externalMacro(module: "WidgetryMacros", type: "PreviewMacro")

/// Collects the content states of a Live Activity preview.
@resultBuilder
public struct PreviewActivityBuilder<A: ActivityAttributes> {
    public static func buildExpression(_ contentState: A.ContentState) -> [A.ContentState] { [contentState] }
    public static func buildExpression(_ contentStates: [A.ContentState]) -> [A.ContentState] { contentStates }
    public static func buildBlock(_ components: [A.ContentState]...) -> [A.ContentState] { components.flatMap { $0 } }
    public static func buildOptional(_ component: [A.ContentState]?) -> [A.ContentState] { component ?? [] }
    public static func buildEither(first component: [A.ContentState]) -> [A.ContentState] { component }
    public static func buildEither(second component: [A.ContentState]) -> [A.ContentState] { component }
    public static func buildArray(_ components: [[A.ContentState]]) -> [A.ContentState] { components.flatMap { $0 } }
}

/// A Live Activity's `#Preview`: its presentation, attributes type and content states.
package struct LiveActivityPreview: @unchecked Sendable {
    package let viewKind: ActivityPreviewViewKind
    /// The name of the `ActivityAttributes` type.
    package let attributesType: String
    /// The attributes and each content state as JSON (what `ResolvedLiveActivity.presentations` takes).
    package let attributes: () throws -> Data
    package let contentStates: () throws -> [Data]
}

extension _WidgetPreview {
    public init<Attributes: ActivityAttributes, W: Widget>(
        _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes, widget: @escaping @MainActor () -> W,
        @PreviewActivityBuilder<Attributes> contentStates: @escaping () -> [Attributes.ContentState],
        fileID: String = #fileID, line: Int = #line
    ) {
        self.init(name, .systemMedium, fileID, line, widget) { _, _ in [] }
        let encoder = JSONEncoder()
        liveActivity = LiveActivityPreview(
            viewKind: viewKind, attributesType: String(describing: Attributes.self),
            attributes: { try encoder.encode(attributes) }, contentStates: { try contentStates().map { try encoder.encode($0) } })
    }

    /// The Live Activity previews compiled into this executable, in link order.
    package static var liveActivityPreviews: [_WidgetPreview] { all.filter { $0.liveActivity != nil } }
}

extension ActivityPreviewViewKind {
    /// The family a preview of this kind is listed with: the presentation it shows
    /// (`LiveActivityPresentation`), or `activityCompact` for the compact leading and trailing
    /// views together.
    package var previewFamily: String {
        switch self {
        case .content: LiveActivityPresentation.lockScreen.rawValue
        case .dynamicIsland(.compact): ActivityPreviewViewKind.compactFamily
        case .dynamicIsland(.minimal): LiveActivityPresentation.minimal.rawValue
        case .dynamicIsland(.expanded): LiveActivityPresentation.expanded.rawValue
        }
    }

    /// The family of a compact preview, whose entries hold the leading view, then the trailing one.
    package static let compactFamily = "activityCompact"
}

extension ResolvedLiveActivity {
    /// One entry of a preview in `viewKind`, drawn as at `now`: the Lock Screen view light and
    /// dark, or the island's views of the kind (dark; the compact leading then trailing view).
    @MainActor
    package func previewEntry(viewKind: ActivityPreviewViewKind, attributes: Data, state: Data, now: Date) throws -> EntryArchive {
        let activity = try archive(attributes: attributes, state: state, isStale: false, activityID: "preview", colorSchemes: [.light, .dark], now: now)
        let variants: [WidgetArchive] =
            switch viewKind {
            case .content: activity.lockScreen
            case .dynamicIsland(.compact): [activity.compactLeading, activity.compactTrailing]
            case .dynamicIsland(.minimal): [activity.minimal]
            case .dynamicIsland(.expanded): [activity.expanded]
            }
        return EntryArchive(date: now.timeIntervalSince1970, variants: variants)
    }
}

extension _WidgetPreview {
    /// A Live Activity preview with one entry per content state.
    @MainActor
    package func activityArchive(_ preview: LiveActivityPreview) throws -> WidgetPreviewArchive {
        let widget = makeWidget()
        guard let activity = widget.resolvedLiveActivity else { throw PreviewError.notALiveActivity(String(describing: type(of: widget))) }
        let attributes = try preview.attributes()
        let now = Date()
        let entries = try preview.contentStates().map { try activity.previewEntry(viewKind: preview.viewKind, attributes: attributes, state: $0, now: now) }
        return WidgetPreviewArchive(
            name: name, kind: activity.attributesType, family: preview.viewKind.previewFamily, fileID: fileID, line: line, entries: entries)
    }
}
