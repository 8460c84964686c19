import Foundation
import WidgetryWire

/// Views in rows and columns: each `GridRow` is a row of cells, each column as wide as its
/// widest cell; any other view spans every column.
public nonisolated struct Grid<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { fatalError("Grid has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        let grid = GridArchive(
            alignment: alignment.archive, horizontalSpacing: horizontalSpacing.map(Double.init), verticalSpacing: verticalSpacing.map(Double.init))
        var node = scope.containerNode(.grid(grid))
        node.children = evaluator.nodes(of: content, in: scope.appending("c"))
        return [node]
    }
}

/// A row of cells in a `Grid` (outside one, a row of views like an `HStack`).
public nonisolated struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { fatalError("GridRow has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        var node = scope.containerNode(.gridRow(alignment: alignment?.archive))
        node.children = evaluator.nodes(of: content, in: scope.appending("c"))
        return [node]
    }
}

/// A column (`LazyVGrid`) or row (`LazyHGrid`) of a lazy grid, and how it is sized.
public struct GridItem: Sendable {
    /// How an item is sized.
    public enum Size: Sendable {
        /// Exactly this size.
        case fixed(CGFloat)
        /// A share of the space left, within the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items as fit, each at least `minimum`.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: GridItem.Size
    /// After this item; nil: the system default.
    public var spacing: CGFloat?
    /// The cells' alignment in this item; nil: the grid's.
    public var alignment: Alignment?

    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    var archive: GridItemArchive {
        let bounded = { (maximum: CGFloat) in maximum.isFinite ? Double(maximum) : nil }
        var archive: GridItemArchive
        switch size {
        case .fixed(let length): archive = GridItemArchive(size: .fixed, minimum: Double(length))
        case .flexible(let minimum, let maximum): archive = GridItemArchive(size: .flexible, minimum: Double(minimum), maximum: bounded(maximum))
        case .adaptive(let minimum, let maximum): archive = GridItemArchive(size: .adaptive, minimum: Double(minimum), maximum: bounded(maximum))
        }
        archive.spacing = spacing.map(Double.init)
        archive.alignment = alignment?.archive
        return archive
    }
}

/// Which parts of a lazy stack or grid stay pinned while it scrolls (widgets do not scroll).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// Cells filling `columns` one row after another; as wide as it is offered.
public nonisolated struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { fatalError("LazyVGrid has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        [lazyGridNode(axis: .vertical, items: columns, alignment: alignment.archive, spacing: spacing, content: content, scope: scope, evaluator: evaluator)]
    }
}

/// Cells filling `rows` one column after another; as tall as it is offered.
public nonisolated struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { fatalError("LazyHGrid has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        [lazyGridNode(axis: .horizontal, items: rows, alignment: alignment.archive, spacing: spacing, content: content, scope: scope, evaluator: evaluator)]
    }
}

/// A lazy grid's node: `spacing` is between its lines (rows of a `LazyVGrid`).
@MainActor
private func lazyGridNode<Content: View>(
    axis: ArchiveAxis, items: [GridItem], alignment: ArchiveAlignment, spacing: CGFloat?, content: Content, scope: EvaluationScope,
    evaluator: ViewEvaluator
) -> ViewNode {
    let between = items.first?.spacing.map(Double.init)
    let lines = spacing.map(Double.init)
    let grid = GridArchive(
        alignment: alignment, horizontalSpacing: axis == .vertical ? between : lines, verticalSpacing: axis == .vertical ? lines : between,
        axis: axis, items: items.map(\.archive))
    var node = scope.containerNode(.lazyGrid(grid))
    node.children = evaluator.nodes(of: content, in: scope.appending("c"))
    return node
}

extension View {
    /// In a `Grid`, the cell spans `count` columns.
    public nonisolated func gridCellColumns(_ count: Int) -> some View {
        archiving { _ in ModifierArchive.gridCellColumns(max(count, 1)) }
    }

    /// In a `Grid`, every cell of this cell's column is aligned horizontally by `guide`.
    public nonisolated func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        archiving { _ in ModifierArchive.gridColumnAlignment(guide.archive) }
    }

    /// In a `Grid`, the cell takes the size the other cells give its column and row in `axes`
    /// instead of asking for more (a `Divider` or `Color` row that does not widen the grid).
    public nonisolated func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        archiving { _ in
            ModifierArchive.gridCellUnsizedAxes(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical))
        }
    }

    /// Accepted and not applied: the cell is placed by its column's and row's alignment.
    public nonisolated func gridCellAnchor(_ anchor: UnitPoint) -> some View { self }
}
