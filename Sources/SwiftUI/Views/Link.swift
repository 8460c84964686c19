import AppIntents
import Foundation
import WidgetryWire

/// Opens a URL when tapped.
public nonisolated struct Link<Label: View>: View, PrimitiveView {
    let destination: URL
    let label: Label

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public typealias Body = Never
    public var body: Never { fatalError("Link has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        var action = ActionArchive(url: destination.absoluteString)
        action.tint = scope.environment.tintPaint
        var node = scope.containerNode(.link(action))
        node.children = evaluator.nodes(of: label, in: scope.appending("c"))
        return [node]
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, destination: URL) {
        self.init(destination: destination) { Text(titleResource) }
    }
}
