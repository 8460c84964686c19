import WidgetryWire

/// Where a region goes in the expanded Dynamic Island.
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
    package let name: String

    /// Beside the camera, on the leading side.
    public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
    /// Beside the camera, on the trailing side.
    public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
    /// Below the camera, between the leading and trailing regions.
    public static let center = DynamicIslandExpandedRegionPosition(name: "center")
    /// Below the other regions, full width.
    public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
}

/// A region of the expanded Dynamic Island: its position, its share of the width when regions
/// compete (`priority`), and its content.
public struct DynamicIslandExpandedRegion<Content: View> {
    let position: DynamicIslandExpandedRegionPosition
    let priority: Double
    let content: Content

    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
        self.position = position
        self.priority = priority
        self.content = content()
    }
}

/// One region as the island lays it out.
package struct DynamicIslandExpandedRegionContent {
    package let position: DynamicIslandExpandedRegionPosition
    package let priority: Double
    package let content: AnyView
}

/// The regions of an expanded Dynamic Island, as `DynamicIslandExpandedContentBuilder` collects them.
public struct DynamicIslandExpandedContent<Content: View> {
    package let regions: [DynamicIslandExpandedRegionContent]

    var erased: DynamicIslandExpandedContent<AnyView> { DynamicIslandExpandedContent<AnyView>(regions: regions) }
}

/// Collects the regions of an expanded Dynamic Island: regions, `if`/`else`, `if #available`.
@resultBuilder
public struct DynamicIslandExpandedContentBuilder {
    public typealias Regions = DynamicIslandExpandedContent<AnyView>

    public static func buildExpression<Content: View>(_ region: DynamicIslandExpandedRegion<Content>) -> Regions {
        Regions(regions: [DynamicIslandExpandedRegionContent(position: region.position, priority: region.priority, content: AnyView(region.content))])
    }

    public static func buildBlock(_ parts: Regions...) -> Regions { Regions(regions: parts.flatMap(\.regions)) }
    public static func buildOptional(_ part: Regions?) -> Regions { part ?? Regions(regions: []) }
    public static func buildEither(first part: Regions) -> Regions { part }
    public static func buildEither(second part: Regions) -> Regions { part }
    public static func buildLimitedAvailability(_ part: Regions) -> Regions { part }
    public static func buildArray(_ parts: [Regions]) -> Regions { Regions(regions: parts.flatMap(\.regions)) }
}

/// Where the expanded island puts a leading or trailing region whose content is too wide.
public struct DynamicIslandExpandedRegionVerticalPlacement: Hashable, Sendable {
    let name: String

    /// Below the camera when the content does not fit beside it.
    public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement(name: "belowIfTooWide")
}
