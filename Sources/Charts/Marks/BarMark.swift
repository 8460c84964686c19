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
        mark = PlotMark(.bar, x: PlotValue(x), y: PlotValue(y), width: width, height: height, stacking: stacking)
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        mark = PlotMark(.bar, y: PlotValue(y), xStart: PlotValue(xStart), xEnd: PlotValue(xEnd), height: height)
    }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        mark = PlotMark(.bar, x: PlotValue(x), yStart: PlotValue(yStart), yEnd: PlotValue(yEnd), width: width)
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = PlotMark(.bar, xStart: PlotValue(xStart), xEnd: PlotValue(xEnd), yStart: PlotValue(yStart), yEnd: PlotValue(yEnd))
    }

    /// A bar along x only, as tall as the plot.
    public init<X: Plottable>(x: PlottableValue<X>, width: MarkDimension = .automatic, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark = PlotMark(.bar, x: PlotValue(x), width: width, height: height, stacking: stacking)
    }

    /// A bar along y only, as wide as the plot.
    public init<Y: Plottable>(y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark = PlotMark(.bar, y: PlotValue(y), width: width, height: height, stacking: stacking)
    }

    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, height: MarkDimension = .automatic) {
        mark = PlotMark(.bar, xStart: PlotValue(xStart), xEnd: PlotValue(xEnd), height: height)
    }

    public init<Y: Plottable>(yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        mark = PlotMark(.bar, yStart: PlotValue(yStart), yEnd: PlotValue(yEnd), width: width)
    }

    @MainActor public static func _collect(content: Self, into marks: _ChartMarks) {
        marks.marks.append(content.mark)
    }
}
