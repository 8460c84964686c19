import Foundation
import SwiftUI
import WidgetryWire

/// A straight line across the plot at a value (a threshold), or between two values.
public struct RuleMark: ChartContent {
    public typealias Body = Never
    var mark: PlotMark

    /// A vertical rule at `x`, from `yStart` to `yEnd` points down the plot (nil: its edge).
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        var mark = PlotMark(kind: .rule)
        mark.x = PlotValue(x)
        mark.fixedStart = yStart.map(Double.init)
        mark.fixedEnd = yEnd.map(Double.init)
        self.mark = mark
    }

    /// A horizontal rule at `y`, from `xStart` to `xEnd` points along the plot (nil: its edge).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
        var mark = PlotMark(kind: .rule)
        mark.y = PlotValue(y)
        mark.fixedStart = xStart.map(Double.init)
        mark.fixedEnd = xEnd.map(Double.init)
        self.mark = mark
    }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var mark = PlotMark(kind: .rule)
        mark.x = PlotValue(x)
        mark.yStart = PlotValue(yStart)
        mark.yEnd = PlotValue(yEnd)
        self.mark = mark
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        var mark = PlotMark(kind: .rule)
        mark.xStart = PlotValue(xStart)
        mark.xEnd = PlotValue(xEnd)
        mark.y = PlotValue(y)
        self.mark = mark
    }

    @MainActor public static func _collect(content: Self, into marks: _ChartMarks) {
        marks.marks.append(content.mark)
    }
}
