import Foundation
import WidgetryWire

// Layouts of one's own (`Layout`'s `sizeThatFits` and `placeSubviews`), run at evaluation. The
// page lays out the built-in views after evaluation, so a custom layout cannot ask them for
// their sizes there; instead each subview's size is estimated when it is evaluated (see
// `NodeSizing`): text measured with the advance widths of the font the page draws it in
// (`TextMetrics`), fixed frames and paddings exactly, symbols at their font's size, named
// images at their size, shapes and colours taking what is offered, stacks from their children.
// The layout then places its subviews, and the archive records each at its place: in a
// top-leading `ZStack` of the layout's size, each subview framed to the size it was placed with
// and offset to its position. Where an estimate differs from the page's layout (text that
// wraps differently, a view beside the layout in a stack, which does not narrow the proposal),
// the placement is approximate.

/// A size offered to a view; nil in an axis means the view's ideal size there.
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The size, with `size`'s dimensions where this one is nil.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

/// The space a view wants around it: 8 points to the next view, as SwiftUI's default.
public struct ViewSpacing: Sendable {
    public static let zero = ViewSpacing(spacing: 0)
    var spacing: CGFloat

    public init() {
        spacing = 8
    }

    init(spacing: CGFloat) {
        self.spacing = spacing
    }

    /// The distance to `next` along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { max(spacing, next.spacing) }

    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        spacing = max(spacing, other.spacing)
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        ViewSpacing(spacing: max(spacing, other.spacing))
    }
}

/// Properties of a layout: its orientation as a stack, if any.
public struct LayoutProperties: Sendable {
    public var stackOrientation: Axis?
    public init() {}
}

/// A key for a value a view gives its layout: `.layoutValue(key: Rank.self, value: 2)`, read
/// as `subview[Rank.self]`.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// The layout values of the subviews of a custom layout, by node id, as they are evaluated.
final class LayoutValues {
    var values: [String: [ObjectIdentifier: Any]] = [:]
}

extension EnvironmentValues {
    var layoutValues: LayoutValues? {
        get { self[LayoutValuesKey.self] }
        set { self[LayoutValuesKey.self] = newValue }
    }
}

private struct LayoutValuesKey: EnvironmentKey {
    static var defaultValue: LayoutValues? { nil }
}

extension View {
    /// Gives the custom layout this view is in `value` for `key`.
    public nonisolated func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_LayoutValueModifier(key: ObjectIdentifier(key), value: value))
    }
}

nonisolated struct _LayoutValueModifier: ViewModifier, PrimitiveModifier {
    let key: ObjectIdentifier
    let value: Any
    typealias Body = Never

    @MainActor func makeNodes(content: (EvaluationScope) -> [ViewNode], in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        let nodes = content(scope)
        if let values = scope.environment.layoutValues {
            for node in nodes { values.values[node.id, default: [:]][key] = value }
        }
        return nodes
    }
}

/// A subview of a custom layout: it is measured and placed through this proxy.
public struct LayoutSubview: Equatable {
    let node: ViewNode
    let values: [ObjectIdentifier: Any]
    let placement: LayoutPlacements
    let index: Int

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node.id == rhs.node.id }

    /// The subview's size for `proposal` (estimated at evaluation, see CustomLayout.swift).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        NodeSizing.size(of: node, proposal: proposal)
    }

    /// The subview's dimensions for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }

    /// The subview's `layoutPriority`.
    public var priority: Double {
        for modifier in node.modifiers.reversed() {
            if case .layoutPriority(let priority) = modifier { return priority }
        }
        return 0
    }

    public var spacing: ViewSpacing { ViewSpacing() }

    /// The subview's value for `key` (its `layoutValue(key:value:)`, else the key's default).
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

    /// Places the subview with its `anchor` at `position`, at the size it has for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        placement.places[index] = CGRect(
            x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height, width: size.width, height: size.height)
    }
}

/// Where the layout placed its subviews.
final class LayoutPlacements {
    var places: [Int: CGRect] = [:]
}

/// The subviews of a custom layout.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    let subviews: [LayoutSubview]

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(index: Int) -> LayoutSubview { subviews[index] }
    public var layoutDirection: LayoutDirection { .leftToRight }
}

/// The node of `content` laid out by `layout` at evaluation.
@MainActor
func customLayoutNode<L: Layout, Content: View>(_ layout: L, content: Content, scope: EvaluationScope, evaluator: ViewEvaluator) -> ViewNode {
    let values = LayoutValues()
    var contentScope = scope.appending("c")
    contentScope.environment.layoutValues = values
    let nodes = evaluator.nodes(of: content, in: contentScope)
    let placements = LayoutPlacements()
    let subviews = LayoutSubviews(
        subviews: nodes.enumerated().map { LayoutSubview(node: $1, values: values.values[$1.id] ?? [:], placement: placements, index: $0) })
    let proposal = ProposedViewSize(width: scope.proposal.map { CGFloat($0.width) }, height: scope.proposal.map { CGFloat($0.height) })
    var cache = layout.makeCache(subviews: subviews)
    let size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    layout.placeSubviews(in: CGRect(origin: .zero, size: size), proposal: proposal, subviews: subviews, cache: &cache)
    var node = scope.containerNode(.zstack(StackArchive(alignment: .topLeading)))
    node.children = nodes.indices.map { index in
        var child = nodes[index]
        // A subview the layout did not place is placed at the centre, at its ideal size, as
        // SwiftUI does.
        let place = placements.places[index] ?? {
            let ideal = NodeSizing.size(of: child, proposal: .unspecified)
            return CGRect(x: (size.width - ideal.width) / 2, y: (size.height - ideal.height) / 2, width: ideal.width, height: ideal.height)
        }()
        child.modifiers.append(.frame(FrameArchive(width: Double(place.width), height: Double(place.height), alignment: .topLeading)))
        if place.minX != 0 || place.minY != 0 { child.modifiers.append(.offset(x: Double(place.minX), y: Double(place.minY))) }
        return child
    }
    node.modifiers.append(.frame(FrameArchive(width: Double(size.width), height: Double(size.height), alignment: .topLeading)))
    return node
}
