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

    @MainActor public static func _collect(content: Self, into marks: _ChartMarks) {
        marks.marks.append(content.mark)
    }
}
