import AppIntents
import Foundation
import WidgetryWire

// What the controls (Label, Gauge, ProgressView, Link, Button, Toggle in Views/) share: their
// built-in styles' archive names, their labels' roles, `labelsHidden()`.

/// A built-in style: its name is the archive's case.
protocol _NamedStyle { var styleName: String { get } }

/// The archive's case of a built-in style (the style's name); `automatic` for other styles.
func archivedStyle<Style: RawRepresentable<String>>(_ style: Any, default automatic: Style) -> Style {
    (style as? _NamedStyle).flatMap { Style(rawValue: $0.styleName) } ?? automatic
}

extension ViewEvaluator {
    /// The nodes of `view` with `role` set on each.
    package func nodes<V: View>(of view: V, in scope: EvaluationScope, role: NodeRole) -> [ViewNode] {
        var nodes = nodes(of: view, in: scope)
        for index in nodes.indices { nodes[index].role = role }
        return nodes
    }
}

extension View {
    public nonisolated func labelsHidden() -> some View {
        transformEnvironmentValues { $0.style.labelsHidden = true }
    }
}
