import Foundation
import SwiftUI
import WidgetryWire

/// What a chart's archive holds at most, so that large data keeps it small.
package enum ChartLimits {
    /// Series of more points than this are thinned (their shape, peaks and troughs kept).
    package static let maximumPointsPerSeries = 1_000
    /// Charts of more bars, points or rectangles than this draw an even sample of them.
    package static let maximumMarks = 2_000
}

/// Turns a chart's collected marks into its archive, as Swift Charts lays a chart out: leaves
/// out what cannot be drawn, stacks, builds the scales, places the marks, then the axes, the
/// legend and the summary. The views it shows (labels, annotations, …) become the chart node's
/// children.
@MainActor
struct ChartResolver {
    var marks: [PlotMark]
    let configuration: ChartConfiguration
    let scope: EvaluationScope
    let evaluator: ViewEvaluator
    /// The plot area's size as evaluation can tell it (the offered size less the axes' and
    /// legend's room): what points are converted to unit lengths with.
    var plotSize: CGSize

    var archive = ChartArchive()
    var children: [ViewNode] = []
    var xScale = PlotScale(kind: .band([]), flipped: false)
    var yScale = PlotScale(kind: .band([]), flipped: true)
    /// Each bar's or area point's stacked extent along its value axis, by mark index.
    var stacked: [Int: (base: Double, top: Double)] = [:]
    var styles = StyleScale()
    /// The automatic widths of bars along continuous scales, and the values of `position(by:)`
    /// per kind of mark, worked out once before marks are placed.
    var gaps = (x: 0.1, y: 0.1)
    var positionValues: [PlotMark.Kind: [PlotPrimitive]] = [:]

    static let maximumPointsPerSeries = ChartLimits.maximumPointsPerSeries
    static let maximumMarks = ChartLimits.maximumMarks

    init(marks: [PlotMark], configuration: ChartConfiguration, scope: EvaluationScope, evaluator: ViewEvaluator) {
        self.marks = marks
        self.configuration = configuration
        self.scope = scope
        self.evaluator = evaluator
        let offered = scope.proposal ?? ArchiveSize(width: 150, height: 100)
        plotSize = CGSize(width: max(offered.width - 30, 1), height: max(offered.height - 20, 1))
    }

    /// The archive and the children it refers to.
    mutating func resolve() -> (ChartArchive, [ViewNode]) {
        dropUndrawableValues()
        styles = StyleScale(marks: marks, configuration: configuration, environment: scope.environment)
        stack()
        buildScales()
        placeMarks()
        buildAxes()
        buildLegend()
        buildPlotViews()
        archive.summary = summary()
        return (archive, children)
    }

    /// Adds `view` as a child and returns its index.
    mutating func child<V: View>(_ view: V, name: String) -> Int? {
        let nodes = evaluator.nodes(of: view, in: scope.appending(name))
        guard !nodes.isEmpty else { return nil }
        var node: ViewNode
        if nodes.count == 1 {
            node = nodes[0]
        } else {
            node = scope.appending(name).containerNode(.zstack(StackArchive()))
            node.children = nodes
        }
        children.append(node)
        return children.count - 1
    }

    /// Marks with a NaN or infinite number are left out (and counted for the inspector).
    private mutating func dropUndrawableValues() {
        let before = marks.count
        marks.removeAll { mark in
            ([mark.x, mark.y, mark.xStart, mark.xEnd, mark.yStart, mark.yEnd, mark.angle].compactMap { $0 }).contains { value in
                if case .number(let number) = value.primitive { return !number.isFinite }
                return false
            }
        }
        if marks.count < before { archive.omittedValues = before - marks.count }
    }
}
