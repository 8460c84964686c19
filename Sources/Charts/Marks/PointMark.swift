import Foundation
import SwiftUI
import WidgetryWire

/// A symbol at a point (a scatter plot's dot).
public struct PointMark: ChartContent {
    public typealias Body = Never
    var mark: PlotMark

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = PlotMark(.point, x: PlotValue(x), y: PlotValue(y))
    }

    /// A point along x, in the middle of the plot's height.
    public init<X: Plottable>(x: PlottableValue<X>) {
        mark = PlotMark(.point, x: PlotValue(x))
    }

    /// A point along y, in the middle of the plot's width.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        mark = PlotMark(.point, y: PlotValue(y))
    }

    @MainActor public static func _collect(content: Self, into marks: _ChartMarks) {
        marks.marks.append(content.mark)
    }
}
