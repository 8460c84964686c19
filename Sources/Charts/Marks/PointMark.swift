import Foundation
import SwiftUI
import WidgetryWire

/// A symbol at a point (a scatter plot's dot).
public struct PointMark: ChartContent {
    public typealias Body = Never
    var mark: PlotMark

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        var mark = PlotMark(kind: .point)
        mark.x = PlotValue(x)
        mark.y = PlotValue(y)
        self.mark = mark
    }

    /// A point along x, in the middle of the plot's height.
    public init<X: Plottable>(x: PlottableValue<X>) {
        var mark = PlotMark(kind: .point)
        mark.x = PlotValue(x)
        self.mark = mark
    }

    /// A point along y, in the middle of the plot's width.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        var mark = PlotMark(kind: .point)
        mark.y = PlotValue(y)
        self.mark = mark
    }

    @MainActor public static func _collect(content: Self, into marks: _ChartMarks) {
        marks.marks.append(content.mark)
    }
}
