import WidgetryWire

/// The first of its children that fits the space offered, along `axes`.
public nonisolated struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { fatalError("ViewThatFits has no body") }
}

extension ViewThatFits: PrimitiveView {
    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        var fitting: [ArchiveAxis] = []
        if axes.contains(.horizontal) { fitting.append(.horizontal) }
        if axes.contains(.vertical) { fitting.append(.vertical) }
        var node = scope.containerNode(.viewThatFits(axes: fitting))
        node.children = evaluator.nodes(of: content, in: scope.appending("c"))
        return [node]
    }
}
