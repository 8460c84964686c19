import Foundation
import SwiftUI
import WidgetryWire

/// The area between a line and zero (or the series stacked below it), or between two values.
public struct AreaMark: ChartContent {
    public typealias Body = Never
    var mark: PlotMark

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        var mark = PlotMark(kind: .area)
        mark.x = PlotValue(x)
        mark.y = PlotValue(y)
        mark.stacking = stacking
        self.mark = mark
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard
    ) {
        self.init(x: x, y: y, stacking: stacking)
        var mark = self.mark
        mark.series = PlotValue(series)
        self.mark = mark
    }

    /// The area between `yStart` and `yEnd` (a range band).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        var mark = PlotMark(kind: .area)
        mark.x = PlotValue(x)
        mark.yStart = PlotValue(yStart)
        mark.yEnd = PlotValue(yEnd)
        self.mark = mark
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, series: PlottableValue<S>
    ) {
        self.init(x: x, yStart: yStart, yEnd: yEnd)
        var mark = self.mark
        mark.series = PlotValue(series)
        self.mark = mark
    }

    /// A horizontal band between `xStart` and `xEnd` along y.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        var mark = PlotMark(kind: .area)
        mark.xStart = PlotValue(xStart)
        mark.xEnd = PlotValue(xEnd)
        mark.y = PlotValue(y)
        self.mark = mark
    }

    @MainActor public static func _collect(content: Self, into marks: _ChartMarks) {
        marks.marks.append(content.mark)
    }
}
