import Foundation
import WidgetryWire

/// Views in a column.
public nonisolated struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { fatalError("VStack has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        [stackNode(ViewNode.Content.vstack, alignment: alignment.archive, spacing: spacing, content: content, scope: scope, evaluator: evaluator)]
    }
}

/// Views in a row.
public nonisolated struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { fatalError("HStack has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        [stackNode(ViewNode.Content.hstack, alignment: alignment.archive, spacing: spacing, content: content, scope: scope, evaluator: evaluator)]
    }
}

/// Views on top of each other, back to front.
public nonisolated struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { fatalError("ZStack has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        [stackNode(ViewNode.Content.zstack, alignment: alignment.archive, spacing: nil, content: content, scope: scope, evaluator: evaluator)]
    }
}

@MainActor
func stackNode<Content: View>(
    _ kind: (StackArchive) -> ViewNode.Content, alignment: ArchiveAlignment, spacing: CGFloat?, content: Content, scope: EvaluationScope,
    evaluator: ViewEvaluator
) -> ViewNode {
    var node = scope.containerNode(kind(StackArchive(alignment: alignment, spacing: spacing.map(Double.init))))
    node.children = evaluator.nodes(of: content, in: scope.appending("c"))
    return node
}

/// Flexible space along the stack's axis.
public nonisolated struct Spacer: View, PrimitiveView {
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public typealias Body = Never
    public var body: Never { fatalError("Spacer has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        [scope.containerNode(.spacer(SpacerArchive(minLength: minLength.map(Double.init))))]
    }
}

/// A thin line across the stack's other axis.
public nonisolated struct Divider: View, PrimitiveView {
    public init() {}

    public typealias Body = Never
    public var body: Never { fatalError("Divider has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        [scope.node(.divider(scope.paint(SeparatorShapeStyle())))]
    }
}
