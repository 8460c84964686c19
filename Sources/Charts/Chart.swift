import Foundation
import SwiftUI
import WidgetryWire

/// A chart: the marks of its content placed by its scales, with axes and a legend
/// (Swift Charts' `Chart`). Like a `Canvas`, it takes all the space it is offered.
public nonisolated struct Chart<Content: View>: View, PrimitiveView {
    let content: Content

    public typealias Body = Never
    public var body: Never { fatalError("Chart has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        let marks = _ChartMarks()
        (content as? any ChartMarksSource)?.collect(into: marks)
        var resolver = ChartResolver(marks: marks.marks, configuration: scope.environment.chartConfiguration, scope: scope, evaluator: evaluator)
        let (archive, children) = resolver.resolve()
        var node = scope.node(.chart(archive))
        node.children = children
        node.modifiers = [ModifierArchive.frame(FrameArchive(maxWidth: .infinity, maxHeight: .infinity))]
        return [node]
    }
}

extension Chart {
    /// A chart of the marks `content` lists.
    public init<C: ChartContent>(@ChartContentBuilder content: () -> C) where Content == ChartContentView<C> {
        self.content = ChartContentView(content: content())
    }

    /// A chart of the marks `content` makes for each element of `data`.
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ChartContentView<ForEach<Data, Data.Element.ID, C>>, Data.Element: Identifiable {
        self.content = ChartContentView(content: ForEach(data, content: content))
    }

    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ChartContentView<ForEach<Data, ID, C>> {
        self.content = ChartContentView(content: ForEach(data, id: id, content: content))
    }
}

/// A chart's content as the chart's view.
public nonisolated struct ChartContentView<Content: ChartContent>: View, ChartMarksSource {
    let content: Content
    public typealias Body = Never
    public var body: Never { fatalError("ChartContentView has no body") }

    @MainActor func collect(into marks: _ChartMarks) {
        marks.collect(content)
    }
}

/// A view holding chart content.
protocol ChartMarksSource {
    @MainActor func collect(into marks: _ChartMarks)
}
