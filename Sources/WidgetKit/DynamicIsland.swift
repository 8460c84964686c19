import WidgetryWire

/// A Live Activity in the Dynamic Island: its expanded regions, the compact views either side of
/// the camera, and the minimal view shown when several activities share the island.
///
/// The extension draws each presentation for the host's Dynamic Island
/// (`LiveActivityRendering.swift`, laid out by `DynamicIslandLayout.swift`).
public struct DynamicIsland {
    let expanded: () -> DynamicIslandExpandedContent<AnyView>
    let compactLeading: () -> AnyView
    let compactTrailing: () -> AnyView
    let minimal: () -> AnyView
    package private(set) var keylineTint: Color?
    package private(set) var widgetURL: URL?
    /// Content margins by mode, as `contentMargins(_:_:for:)` sets them.
    package private(set) var contentMargins: [DynamicIslandMode: (edges: Edge.Set, length: CGFloat?)] = [:]

    public init<Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: @escaping () -> DynamicIslandExpandedContent<Expanded>,
        @ViewBuilder compactLeading: @escaping () -> CompactLeading,
        @ViewBuilder compactTrailing: @escaping () -> CompactTrailing,
        @ViewBuilder minimal: @escaping () -> Minimal
    ) {
        self.expanded = { expanded().erased }
        self.compactLeading = { AnyView(compactLeading()) }
        self.compactTrailing = { AnyView(compactTrailing()) }
        self.minimal = { AnyView(minimal()) }
    }

    /// The expanded presentation's regions.
    package var expandedRegions: [DynamicIslandExpandedRegionContent] { expanded().regions }
    /// The view leading the camera in the compact presentation.
    package var compactLeadingView: AnyView { compactLeading() }
    /// The view trailing the camera in the compact presentation.
    package var compactTrailingView: AnyView { compactTrailing() }
    /// The view of the minimal presentation.
    package var minimalView: AnyView { minimal() }

    /// Tints the island's border (its keyline) with `color`.
    public func keylineTint(_ color: Color?) -> DynamicIsland {
        var island = self
        island.keylineTint = color
        return island
    }

    /// Where a tap on the activity in the island goes.
    public func widgetURL(_ url: URL?) -> DynamicIsland {
        var island = self
        island.widgetURL = url
        return island
    }

    /// Margins around the content of the island in `mode` (the system's when not set).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode) -> DynamicIsland {
        var island = self
        island.contentMargins[mode] = (edges, length)
        return island
    }
}

/// The presentations of a Live Activity in the Dynamic Island.
public struct DynamicIslandMode: Hashable, Sendable {
    let name: String

    /// The view left of the camera, while one activity runs.
    public static let compactLeading = DynamicIslandMode(name: "compactLeading")
    /// The view right of the camera, while one activity runs.
    public static let compactTrailing = DynamicIslandMode(name: "compactTrailing")
    /// The full island, when a person touches and holds it (or an update alerts).
    public static let expanded = DynamicIslandMode(name: "expanded")
    /// One small view, when several activities share the island.
    public static let minimal = DynamicIslandMode(name: "minimal")
}
