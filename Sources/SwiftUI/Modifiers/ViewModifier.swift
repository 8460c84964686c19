import Foundation
import WidgetryWire

// MARK: - ViewModifier

/// A reusable change to a view: `body(content:)` wraps the view it is applied to.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body

    /// How the evaluator applies the modifier to `content`: the nodes of `body(content:)` (the
    /// default), or, for the built-in modifiers, their own. Not for use by apps (as SwiftUI's
    /// own `_makeView(modifier:inputs:body:)`).
    @MainActor static func _makeView<Content: View>(modifier: Self, content: Content, inputs: _ViewInputs) -> _ViewOutputs
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
}

/// A built-in modifier: it changes the nodes of its content itself.
package protocol PrimitiveModifier {
    @MainActor func makeNodes(content: (EvaluationScope) -> [ViewNode], in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode]
}

extension ViewModifier where Self: PrimitiveModifier {
    /// A built-in modifier's nodes: its own change of its content's nodes.
    @MainActor package static func _makeView<C: View>(modifier: Self, content: C, inputs: _ViewInputs) -> _ViewOutputs {
        let evaluator = inputs.evaluator
        return _ViewOutputs(nodes: modifier.makeNodes(content: { evaluator.nodes(of: content, in: $0) }, in: inputs.scope, evaluator: evaluator))
    }
}

/// The view a `ViewModifier` modifies, as its `body(content:)` sees it.
public nonisolated struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let content: any View
    public typealias Body = Never
    public var body: Never { fatalError("_ViewModifier_Content has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        evaluator.nodes(of: content, in: scope)
    }
}

/// A view with a modifier applied.
public nonisolated struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError("ModifiedContent has no body") }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        Modifier._makeView(modifier: modifier, content: content, inputs: _ViewInputs(scope: scope, evaluator: evaluator)).nodes
    }
}

extension View {
    public nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

// MARK: - Built-in modifier kinds

/// Appends one archive modifier (made in the modifier's environment) to each node.
nonisolated struct _NodeModifier: ViewModifier, PrimitiveModifier {
    let make: (EvaluationScope) -> ModifierArchive?
    typealias Body = Never
    @MainActor func makeNodes(content: (EvaluationScope) -> [ViewNode], in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        Self.nodes(appending: make(scope), content: content, in: scope)
    }

    /// The content's nodes, evaluated in the scope `archive` proposes, each with `archive`
    /// appended; the content as is when there is none.
    @MainActor static func nodes(appending archive: ModifierArchive?, content: (EvaluationScope) -> [ViewNode], in scope: EvaluationScope) -> [ViewNode] {
        guard let archive else { return content(scope) }
        var nodes = content(scope.proposing(for: archive))
        for index in nodes.indices { nodes[index].modifiers.append(archive) }
        return nodes
    }
}

/// `containerRelativeFrame`: a fixed frame worked out from the evaluation's container.
nonisolated struct _ContainerRelativeFrame: ViewModifier, PrimitiveModifier {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    typealias Body = Never
    @MainActor func makeNodes(content: (EvaluationScope) -> [ViewNode], in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        guard let container = evaluator.containerSize ?? scope.proposal else { return content(scope) }
        var frame = FrameArchive(alignment: alignment.archive)
        if axes.contains(.horizontal) { frame.width = max(Double(length(CGFloat(container.width), .horizontal)), 0) }
        if axes.contains(.vertical) { frame.height = max(Double(length(CGFloat(container.height), .vertical)), 0) }
        return _NodeModifier.nodes(appending: .frame(frame), content: content, in: scope)
    }
}

/// A background or overlay view, evaluated once per node it decorates.
nonisolated struct _DecorationModifier<Decoration: View>: ViewModifier, PrimitiveModifier {
    let kind: ModifierArchive.Kind
    let alignment: Alignment
    let decoration: Decoration
    typealias Body = Never
    @MainActor func makeNodes(content: (EvaluationScope) -> [ViewNode], in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        var nodes = content(scope)
        for index in nodes.indices {
            // A decoration is offered the size of the view it decorates, as far as it is known.
            let decorationScope = EvaluationScope(environment: scope.environment, path: nodes[index].id, proposal: scope.proposal)
                .appending(kind == .background ? "bg" : kind == .mask ? "mk" : "ov")
            if let view = evaluator.singleNode(of: decoration, in: decorationScope, alignment: alignment.archive) {
                let alignment = alignment.archive
                let modifier: ModifierArchive =
                    switch kind {
                    case .background: .background(.view(view, alignment: alignment))
                    case .overlay: .overlay(.view(view, alignment: alignment))
                    default: .mask(view, alignment: alignment)
                    }
                nodes[index].modifiers.append(modifier)
            }
        }
        return nodes
    }
}

/// `.id(_:)`: the content's identity includes `id`.
nonisolated struct _IdentityModifier<ID: Hashable>: ViewModifier, PrimitiveModifier {
    let id: ID
    typealias Body = Never
    @MainActor func makeNodes(content: (EvaluationScope) -> [ViewNode], in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        content(scope.appendingIdentity(id))
    }
}

extension View {
    nonisolated func archiving(_ make: @escaping (EvaluationScope) -> ModifierArchive?) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier(make: make))
    }

    /// The archive `make` gives for `text` as the widget shows it at the entry's date.
    nonisolated func archiving(_ make: @escaping @Sendable (String) -> ModifierArchive, text: Text) -> some View {
        archiveModifier(text) { context, _, text in
            make(text.plainText(referenceDate: context.evaluator.referenceDate, environment: context.environment))
        }
    }

    /// Changes the inherited styles of the content.
    nonisolated func styling(_ change: @escaping (inout InheritedStyle) -> Void) -> some View {
        transformEnvironmentValues { change(&$0.style) }
    }
}
