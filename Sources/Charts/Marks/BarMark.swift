import Foundation
import SwiftUI
import WidgetryWire

/// A bar: from zero (or the stack below it) to a value, or between two values, across a band
/// of the other axis.
public struct BarMark: ChartContent {
    public typealias Body = Never
    var mark: PlotMark

    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {
        var mark = PlotMark(kind: .bar)
        mark.x = PlotValue(x)
        mark.y = PlotValue(y)
        mark.width = width
        mark.height = height
        mark.stacking = stacking
        self.mark = mark
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        var mark = PlotMark(kind: .bar)
        mark.xStart = PlotValue(xStart)
        mark.xEnd = PlotValue(xEnd)
        mark.y = PlotValue(y)
        mark.height = height
        self.mark = mark
    }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        var mark = PlotMark(kind: .bar)
        mark.x = PlotValue(x)
        mark.yStart = PlotValue(yStart)
        mark.yEnd = PlotValue(yEnd)
        mark.width = width
        self.mark = mark
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var mark = PlotMark(kind: .bar)
        mark.xStart = PlotValue(xStart)
        mark.xEnd = PlotValue(xEnd)
        mark.yStart = PlotValue(yStart)
        mark.yEnd = PlotValue(yEnd)
        self.mark = mark
    }

    /// A bar along x only, as tall as the plot.
    public init<X: Plottable>(x: PlottableValue<X>, width: MarkDimension = .automatic, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        var mark = PlotMark(kind: .bar)
        mark.x = PlotValue(x)
        mark.width = width
        mark.height = height
        mark.stacking = stacking
        self.mark = mark
    }

    /// A bar along y only, as wide as the plot.
    public init<Y: Plottable>(y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        var mark = PlotMark(kind: .bar)
        mark.y = PlotValue(y)
        mark.width = width
        mark.height = height
        mark.stacking = stacking
        self.mark = mark
    }

    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, height: MarkDimension = .automatic) {
        var mark = PlotMark(kind: .bar)
        mark.xStart = PlotValue(xStart)
        mark.xEnd = PlotValue(xEnd)
        mark.height = height
        self.mark = mark
    }

    public init<Y: Plottable>(yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        var mark = PlotMark(kind: .bar)
        mark.yStart = PlotValue(yStart)
        mark.yEnd = PlotValue(yEnd)
        mark.width = width
        self.mark = mark
    }

    @MainActor public static func _collect(content: Self, into marks: _ChartMarks) {
        marks.marks.append(content.mark)
    }
}
