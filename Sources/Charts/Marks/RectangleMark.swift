import Foundation
import SwiftUI
import WidgetryWire

/// A rectangle at a point (a heat map's cell) or between two values on each axis.
public struct RectangleMark: ChartContent {
    public typealias Body = Never
    var mark: PlotMark

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        var mark = PlotMark(kind: .rectangle)
        mark.x = PlotValue(x)
        mark.y = PlotValue(y)
        mark.width = width
        mark.height = height
        self.mark = mark
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        var mark = PlotMark(kind: .rectangle)
        mark.xStart = PlotValue(xStart)
        mark.xEnd = PlotValue(xEnd)
        mark.y = PlotValue(y)
        mark.height = height
        self.mark = mark
    }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        var mark = PlotMark(kind: .rectangle)
        mark.x = PlotValue(x)
        mark.yStart = PlotValue(yStart)
        mark.yEnd = PlotValue(yEnd)
        mark.width = width
        self.mark = mark
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var mark = PlotMark(kind: .rectangle)
        mark.xStart = PlotValue(xStart)
        mark.xEnd = PlotValue(xEnd)
        mark.yStart = PlotValue(yStart)
        mark.yEnd = PlotValue(yEnd)
        self.mark = mark
    }

    @MainActor public static func _collect(content: Self, into marks: _ChartMarks) {
        marks.marks.append(content.mark)
    }
}
