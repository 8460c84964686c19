import Foundation
import SwiftUI
import WidgetryWire

/// A rectangle at a point (a heat map's cell) or between two values on each axis.
public struct RectangleMark: ChartContent {
    public typealias Body = Never
    var mark: PlotMark

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        mark = PlotMark(.rectangle, x: PlotValue(x), y: PlotValue(y), width: width, height: height)
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        mark = PlotMark(.rectangle, y: PlotValue(y), xStart: PlotValue(xStart), xEnd: PlotValue(xEnd), height: height)
    }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        mark = PlotMark(.rectangle, x: PlotValue(x), yStart: PlotValue(yStart), yEnd: PlotValue(yEnd), width: width)
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = PlotMark(.rectangle, xStart: PlotValue(xStart), xEnd: PlotValue(xEnd), yStart: PlotValue(yStart), yEnd: PlotValue(yEnd))
    }

    /// A rectangle between two x values, from `yStart` to `yEnd` points down the plot (nil: its
    /// edge) (Apple's `init<X>(xStart:xEnd:yStart:yEnd:)` with a fixed y interval).
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        mark = PlotMark(.rectangle, xStart: PlotValue(xStart), xEnd: PlotValue(xEnd))
        mark.fixedY = (yStart.map(Double.init), yEnd.map(Double.init))
    }

    /// A rectangle between two y values, from `xStart` to `xEnd` points along the plot (nil: its
    /// edge): a band across the plot (Apple's `init<Y>(xStart:xEnd:yStart:yEnd:)` with a fixed x
    /// interval).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = PlotMark(.rectangle, yStart: PlotValue(yStart), yEnd: PlotValue(yEnd))
        mark.fixedX = (xStart.map(Double.init), xEnd.map(Double.init))
    }

    /// A rectangle in plot coordinates, in points; a nil edge is the plot's (Apple's
    /// `init(xStart:xEnd:yStart:yEnd:)` with fixed intervals).
    public init(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        mark = PlotMark(.rectangle)
        mark.fixedX = (xStart.map(Double.init), xEnd.map(Double.init))
        mark.fixedY = (yStart.map(Double.init), yEnd.map(Double.init))
    }

    /// A rectangle at `x`, from `yStart` to `yEnd` points down the plot (Apple's
    /// `init<X>(x:yStart:yEnd:width:)` with a fixed y interval).
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic) {
        mark = PlotMark(.rectangle, x: PlotValue(x), width: width)
        mark.fixedY = (yStart.map(Double.init), yEnd.map(Double.init))
    }

    /// A rectangle at `y`, from `xStart` to `xEnd` points along the plot (Apple's
    /// `init<Y>(xStart:xEnd:y:height:)` with a fixed x interval).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        mark = PlotMark(.rectangle, y: PlotValue(y), height: height)
        mark.fixedX = (xStart.map(Double.init), xEnd.map(Double.init))
    }

    @MainActor public static func _collect(content: Self, into marks: _ChartMarks) {
        marks.marks.append(content.mark)
    }
}
