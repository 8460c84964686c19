import Foundation
import SwiftUI
import WidgetryWire

/// The area between a line and zero (or the series stacked below it), or between two values.
public struct AreaMark: ChartContent {
    public typealias Body = Never
    var mark: PlotMark

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        mark = PlotMark(.area, x: PlotValue(x), y: PlotValue(y), stacking: stacking)
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard
    ) {
        mark = PlotMark(.area, x: PlotValue(x), y: PlotValue(y), series: PlotValue(series), stacking: stacking)
    }

    /// The area between `yStart` and `yEnd` (a range band).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = PlotMark(.area, x: PlotValue(x), yStart: PlotValue(yStart), yEnd: PlotValue(yEnd))
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, series: PlottableValue<S>
    ) {
        mark = PlotMark(.area, x: PlotValue(x), yStart: PlotValue(yStart), yEnd: PlotValue(yEnd), series: PlotValue(series))
    }

    /// A horizontal band between `xStart` and `xEnd` along y.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = PlotMark(.area, y: PlotValue(y), xStart: PlotValue(xStart), xEnd: PlotValue(xEnd))
    }

    @MainActor public static func _collect(content: Self, into marks: _ChartMarks) {
        marks.marks.append(content.mark)
    }
}
