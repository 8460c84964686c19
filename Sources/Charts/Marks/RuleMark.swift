import Foundation
import SwiftUI
import WidgetryWire

/// A straight line across the plot at a value (a threshold), or between two values.
public struct RuleMark: ChartContent {
    public typealias Body = Never
    var mark: PlotMark

    /// A vertical rule at `x`, from `yStart` to `yEnd` points down the plot (nil: its edge).
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        mark = PlotMark(.rule, x: PlotValue(x))
        (mark.fixedStart, mark.fixedEnd) = (yStart.map(Double.init), yEnd.map(Double.init))
    }

    /// A horizontal rule at `y`, from `xStart` to `xEnd` points along the plot (nil: its edge).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
        mark = PlotMark(.rule, y: PlotValue(y))
        (mark.fixedStart, mark.fixedEnd) = (xStart.map(Double.init), xEnd.map(Double.init))
    }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = PlotMark(.rule, x: PlotValue(x), yStart: PlotValue(yStart), yEnd: PlotValue(yEnd))
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = PlotMark(.rule, y: PlotValue(y), xStart: PlotValue(xStart), xEnd: PlotValue(xEnd))
    }

    @MainActor public static func _collect(content: Self, into marks: _ChartMarks) {
        marks.marks.append(content.mark)
    }
}
