import WidgetryWire

// How the Dynamic Island lays out a Live Activity's views, on a 393-point-wide iPhone: the one
// layout the extension's archives (`LiveActivityRendering.swift`) and the previews
// (`ActivityPreviewContext.swift`) both use.
//
// The expanded island is 371 points wide. The camera sits at its top centre, 126 × 37 points.
// - `leading` and `trailing` sit beside the camera, at the island's top edges, each at most as
//   wide as the space between the camera and its edge; a region marked
//   `dynamicIsland(verticalPlacement: .belowIfTooWide)` whose content is wider than that moves
//   below the camera instead.
// - `center` sits below the camera, between the leading and trailing regions where they reach
//   below the camera (the full width where they do not). Regions that moved below the camera
//   share that row with it, leading and trailing either side; when their widths add up to more
//   than the row, the region with the higher `priority` keeps its width first and the others
//   share what is left (equal priorities share equally).
// - `bottom` spans the full width below all of them.
// The island is as tall as its content with its margins: at least 84 points, at most 160.

/// The island's default content margins for each presentation, and its sizes.
enum DynamicIslandMetrics {
    static let camera = CGSize(width: 126, height: 37)
    /// The space between regions, and between a region and the camera.
    static let spacing: CGFloat = 6
    /// The Lock Screen and expanded presentations are at least this tall, however little they show.
    static let minimumHeight: CGFloat = 84

    /// The system's margins inside `presentation` (the island's rounded ends keep content off
    /// its edges).
    static func defaultMargins(_ presentation: LiveActivityPresentation) -> EdgeInsets {
        switch presentation {
        case .lockScreen: EdgeInsets()
        case .compactLeading: EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 4)
        case .compactTrailing: EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 10)
        case .minimal: EdgeInsets(top: 4, leading: 6, bottom: 4, trailing: 6)
        case .expanded: EdgeInsets(top: 12, leading: 18, bottom: 14, trailing: 18)
        }
    }
}

extension DynamicIsland {
    /// The content margins of `presentation`: the system's, with the edges this island's
    /// `contentMargins(_:_:for:)` names replaced (a nil length keeps the system's).
    func margins(for presentation: LiveActivityPresentation) -> EdgeInsets {
        var margins = DynamicIslandMetrics.defaultMargins(presentation)
        let mode: DynamicIslandMode =
            switch presentation {
            case .compactLeading: .compactLeading
            case .compactTrailing: .compactTrailing
            case .minimal: .minimal
            case .expanded, .lockScreen: .expanded
            }
        guard presentation != .lockScreen, let (edges, length) = contentMargins[mode], let length else { return margins }
        if edges.contains(.top) { margins.top = length }
        if edges.contains(.leading) { margins.leading = length }
        if edges.contains(.bottom) { margins.bottom = length }
        if edges.contains(.trailing) { margins.trailing = length }
        return margins
    }

    /// The view of `presentation` (the expanded one laid out by ``DynamicIslandExpandedLayout``),
    /// without its margins or the island's shape.
    @MainActor func view(for presentation: LiveActivityPresentation) -> AnyView {
        switch presentation {
        case .compactLeading: compactLeadingView
        case .compactTrailing: compactTrailingView
        case .minimal: minimalView
        case .expanded, .lockScreen: AnyView(DynamicIslandExpandedView(regions: expandedRegions, margins: margins(for: .expanded)))
        }
    }
}

/// The expanded island's regions in ``DynamicIslandExpandedLayout``: one view per position (a
/// position named twice stacks its regions), each aligned as iOS aligns it.
struct DynamicIslandExpandedView: View {
    let regions: [DynamicIslandExpandedRegionContent]
    let margins: EdgeInsets

    var body: some View {
        let positions: [DynamicIslandExpandedRegionPosition] = [.leading, .trailing, .center, .bottom]
        let present = positions.filter { position in regions.contains { $0.position == position } }
        DynamicIslandExpandedLayout(margins: margins) {
            ForEach(present, id: \.name) { position in
                let members = regions.filter { $0.position == position }
                DynamicIslandRegionView(
                    position: position, priority: members.map(\.priority).max() ?? 0, contents: members.map(\.content))
            }
        }
    }
}

/// What the layout reads of a region: where it goes, its priority, and (filled in as its content
/// is evaluated) its `dynamicIsland(verticalPlacement:)`.
struct DynamicIslandRegionInfo {
    let position: DynamicIslandExpandedRegionPosition
    let priority: Double
    let record: DynamicIslandRegionRecord
}

/// Set by `dynamicIsland(verticalPlacement:)` inside a region while it is evaluated, read by the
/// layout after (both on the main actor, where views are evaluated).
final class DynamicIslandRegionRecord: @unchecked Sendable {
    var verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement?
}

struct DynamicIslandRegionKey: LayoutValueKey {
    static var defaultValue: DynamicIslandRegionInfo? { nil }
}

private struct DynamicIslandRegionRecordKey: EnvironmentKey {
    static var defaultValue: DynamicIslandRegionRecord? { nil }
}

extension EnvironmentValues {
    /// The region of the expanded island being evaluated.
    var dynamicIslandRegion: DynamicIslandRegionRecord? {
        get { self[DynamicIslandRegionRecordKey.self] }
        set { self[DynamicIslandRegionRecordKey.self] = newValue }
    }
}

/// One region: its views in a column, leading ones against the leading edge, trailing ones
/// against the trailing edge, the others centred, in the width the layout gives it.
struct DynamicIslandRegionView: View {
    let position: DynamicIslandExpandedRegionPosition
    let priority: Double
    let contents: [AnyView]

    var body: some View {
        let record = DynamicIslandRegionRecord()
        let alignment: HorizontalAlignment = position == .leading ? .leading : position == .trailing ? .trailing : .center
        VStack(alignment: alignment, spacing: 4) {
            ForEach(contents.indices, id: \.self) { contents[$0] }
        }
        .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .top))
        .environment(\.dynamicIslandRegion, record)
        .layoutValue(key: DynamicIslandRegionKey.self, value: DynamicIslandRegionInfo(position: position, priority: priority, record: record))
    }
}

/// The expanded island's layout (see the top of this file). It works in the coordinates of the
/// island's content, inside `margins`, and places the camera from them.
struct DynamicIslandExpandedLayout: Layout {
    let margins: EdgeInsets
    let islandWidth = LiveActivityPresentation.expanded.maximumSize.width

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let frames = self.frames(subviews)
        let height = frames.map(\.maxY).max() ?? 0
        let minimum = DynamicIslandMetrics.minimumHeight - margins.top - margins.bottom
        return CGSize(width: contentWidth, height: max(height, minimum))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, frame) in zip(subviews, frames(subviews)) {
            subview.place(
                at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), anchor: .topLeading, proposal: ProposedViewSize(frame.size))
        }
    }

    private var contentWidth: CGFloat { max(CGFloat(islandWidth) - margins.leading - margins.trailing, 0) }

    /// Each subview's frame in the content's coordinates, in the subviews' order.
    func frames(_ subviews: Subviews) -> [CGRect] {
        let width = contentWidth
        let spacing = DynamicIslandMetrics.spacing
        let camera = DynamicIslandMetrics.camera
        // The camera, in the content's coordinates.
        let cameraMinX = (CGFloat(islandWidth) - camera.width) / 2 - margins.leading
        let cameraBottom = max(camera.height - margins.top, 0)
        let leadingSpace = max(cameraMinX - spacing, 0)
        let trailingSpace = max(width - (cameraMinX + camera.width) - spacing, 0)

        var frames = [CGRect](repeating: .zero, count: subviews.count)
        var below: [Int] = []  // moved leading, center, moved trailing
        var center: Int?
        var bottom: Int?
        var leadingColumn: CGRect?
        var trailingColumn: CGRect?
        for (index, subview) in subviews.enumerated() {
            guard let info = subview[DynamicIslandRegionKey.self] else { continue }
            switch info.position {
            case .leading, .trailing:
                let space = info.position == .leading ? leadingSpace : trailingSpace
                let ideal = subview.sizeThatFits(ProposedViewSize(width: nil, height: nil))
                if ideal.width > space, info.record.verticalPlacement == .belowIfTooWide {
                    below.append(index)
                    continue
                }
                let size = subview.sizeThatFits(ProposedViewSize(width: min(ideal.width, space), height: nil))
                let frame = CGRect(
                    x: info.position == .leading ? 0 : width - min(size.width, space), y: 0, width: min(size.width, space), height: size.height)
                frames[index] = frame
                if info.position == .leading { leadingColumn = frame } else { trailingColumn = frame }
            case .center: center = index
            default: bottom = index
            }
        }

        // The row below the camera: moved leading regions, the center, moved trailing ones.
        let top = cameraBottom + (cameraBottom > 0 ? spacing : 0)
        var row = below.filter { subviews[$0][DynamicIslandRegionKey.self]?.position == .leading }
        if let center { row.append(center) }
        row += below.filter { subviews[$0][DynamicIslandRegionKey.self]?.position == .trailing }
        // Between the columns beside the camera that reach below it.
        let rowMinX = leadingColumn.map { $0.maxY > top ? $0.maxX + spacing : 0 } ?? 0
        let rowMaxX = trailingColumn.map { $0.maxY > top ? $0.minX - spacing : width } ?? width
        let rowWidth = max(rowMaxX - rowMinX - spacing * CGFloat(max(row.count - 1, 0)), 0)
        let widths = Self.share(
            rowWidth, ideals: row.map { subviews[$0].sizeThatFits(ProposedViewSize(width: nil, height: nil)).width },
            priorities: row.map { subviews[$0][DynamicIslandRegionKey.self]?.priority ?? 0 })
        // A lone region (the center) is centred in its row.
        var x = row.count == 1 ? rowMinX + (rowWidth - widths[0]) / 2 : rowMinX
        if row.count > 1 { x += max(rowWidth - widths.reduce(0, +), 0) / 2 }
        for (index, regionWidth) in zip(row, widths) {
            let size = subviews[index].sizeThatFits(ProposedViewSize(width: regionWidth, height: nil))
            frames[index] = CGRect(x: x, y: top, width: regionWidth, height: size.height)
            x += regionWidth + spacing
        }

        if let bottom {
            let above = frames.enumerated().filter { $0.offset != bottom }.map(\.element.maxY).max() ?? 0
            let size = subviews[bottom].sizeThatFits(ProposedViewSize(width: width, height: nil))
            frames[bottom] = CGRect(x: 0, y: max(above, top) + spacing, width: width, height: size.height)
        }
        return frames
    }

    /// Widths for regions of `ideals` in `available`: each its ideal when they fit; otherwise the
    /// higher priorities keep their ideal first and the lowest share what is left equally.
    static func share(_ available: CGFloat, ideals: [CGFloat], priorities: [Double]) -> [CGFloat] {
        guard ideals.reduce(0, +) > available else { return ideals }
        var widths = ideals
        var left = available
        for priority in Set(priorities).sorted(by: >) {
            let members = priorities.indices.filter { priorities[$0] == priority }
            let wanted = members.map { ideals[$0] }.reduce(0, +)
            if wanted <= left {
                left -= wanted
                continue
            }
            // This priority does not fit: its regions share the rest, and lower ones get nothing.
            var remaining = members.sorted { ideals[$0] < ideals[$1] }
            while let first = remaining.first {
                let fair = left / CGFloat(remaining.count)
                let width = min(ideals[first], fair)
                widths[first] = width
                left -= width
                remaining.removeFirst()
            }
            for index in priorities.indices where priorities[index] < priority { widths[index] = 0 }
            break
        }
        return widths
    }
}
