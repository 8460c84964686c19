import Foundation
import SwiftUI
import WidgetryWire

/// A slice of a pie or donut: its angle is its value's share of all the sectors' values.
public struct SectorMark: ChartContent {
    public typealias Body = Never
    var mark: PlotMark

    /// `innerRadius` above zero makes a donut (`.ratio(0.6)`: 60 % of the outer radius);
    /// `angularInset` points of space separate neighbouring sectors.
    public init<V: Plottable>(
        angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
        angularInset: CGFloat? = nil
    ) {
        var mark = PlotMark(kind: .sector)
        mark.angle = PlotValue(angle)
        mark.innerRadius = innerRadius
        mark.outerRadius = outerRadius
        mark.angularInset = angularInset.map(Double.init)
        self.mark = mark
    }

    @MainActor public static func _collect(content: Self, into marks: _ChartMarks) {
        marks.marks.append(content.mark)
    }
}
