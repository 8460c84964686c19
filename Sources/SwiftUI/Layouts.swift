import Foundation
import WidgetryWire

/// A layout container as a value, so a view can choose its container at run time:
/// `let layout = family == .systemSmall ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())`
/// then `layout { … }`.
///
/// The built-in layouts (`HStackLayout`, `VStackLayout`, `ZStackLayout`, `GridLayout`) lay out
/// as their stacks and grid do, in the page. A layout of one's own is run at evaluation
/// (`sizeThatFits`, then `placeSubviews`) with its subviews' sizes estimated there (see
/// CustomLayout.swift), and the page draws each subview where it was placed.
public protocol Layout {
    /// Properties of the layout (its stack orientation).
    static var layoutProperties: LayoutProperties { get }

    /// What the layout computes once and keeps between its calls.
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    func makeCache(subviews: Self.Subviews) -> Self.Cache
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
    /// The size the layout needs for its subviews, for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    /// Places each subview (`LayoutSubview.place(at:anchor:proposal:)`) in `bounds`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat?
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }

    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing { ViewSpacing() }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat? { nil }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat? { nil }
}

extension Layout where Self.Cache == () {
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

/// A layout whose container the archive knows.
package protocol ArchivedLayout {
    @MainActor func containerNode<Content: View>(content: Content, scope: EvaluationScope, evaluator: ViewEvaluator) -> ViewNode
}

extension Layout {
    /// `content` laid out by this layout.
    public nonisolated func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutContainer(layout: self, content: content())
    }
}

/// Views in a row, as `HStack`.
public struct HStackLayout: Layout, ArchivedLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    @MainActor package func containerNode<Content: View>(content: Content, scope: EvaluationScope, evaluator: ViewEvaluator) -> ViewNode {
        stackNode(ViewNode.Content.hstack, alignment: alignment.archive, spacing: spacing, content: content, scope: scope, evaluator: evaluator)
    }
}

/// Views in a column, as `VStack`.
public struct VStackLayout: Layout, ArchivedLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    @MainActor package func containerNode<Content: View>(content: Content, scope: EvaluationScope, evaluator: ViewEvaluator) -> ViewNode {
        stackNode(ViewNode.Content.vstack, alignment: alignment.archive, spacing: spacing, content: content, scope: scope, evaluator: evaluator)
    }
}

/// Views on top of each other, as `ZStack`.
public struct ZStackLayout: Layout, ArchivedLayout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    @MainActor package func containerNode<Content: View>(content: Content, scope: EvaluationScope, evaluator: ViewEvaluator) -> ViewNode {
        stackNode(ViewNode.Content.zstack, alignment: alignment.archive, spacing: nil, content: content, scope: scope, evaluator: evaluator)
    }
}

/// Views in rows and columns, as `Grid`.
public struct GridLayout: Layout, ArchivedLayout {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    @MainActor package func containerNode<Content: View>(content: Content, scope: EvaluationScope, evaluator: ViewEvaluator) -> ViewNode {
        Grid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing) { content }
            .makeNodes(in: scope, evaluator: evaluator)[0]
    }
}

/// Any layout, so that one variable can hold a row or a column.
public struct AnyLayout: Layout, ArchivedLayout {
    let base: any Layout

    public init<L: Layout>(_ layout: L) {
        base = (layout as? AnyLayout)?.base ?? layout
    }

    @MainActor package func containerNode<Content: View>(content: Content, scope: EvaluationScope, evaluator: ViewEvaluator) -> ViewNode {
        if let archived = base as? any ArchivedLayout {
            return archived.containerNode(content: content, scope: scope, evaluator: evaluator)
        }
        // A layout of one's own: run at evaluation.
        return customLayoutNode(base, content: content, scope: scope, evaluator: evaluator)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        Self.sizeThatFits(base, proposal: proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        Self.placeSubviews(base, in: bounds, proposal: proposal, subviews: subviews)
    }

    private static func sizeThatFits<L: Layout>(_ layout: L, proposal: ProposedViewSize, subviews: Subviews) -> CGSize {
        var cache = layout.makeCache(subviews: subviews)
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    private static func placeSubviews<L: Layout>(_ layout: L, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews) {
        var cache = layout.makeCache(subviews: subviews)
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// `layout { content }`: the layout's container around the content. Its id does not depend on
/// the layout, so views keep their ids when an `AnyLayout` changes from a row to a column.
public nonisolated struct _LayoutContainer<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content

    public typealias Body = Never
    public var body: Never { fatalError("_LayoutContainer has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        [AnyLayout(layout).containerNode(content: content, scope: scope, evaluator: evaluator)]
    }
}
