import Foundation
import SwiftUI
import WidgetryWire

/// A line through its series' points, in the order they are given.
public struct LineMark: ChartContent {
    public typealias Body = Never
    var mark: PlotMark

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = PlotMark(.line, x: PlotValue(x), y: PlotValue(y))
    }

    /// A point of the line named by `series` (one line per series value).
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        mark = PlotMark(.line, x: PlotValue(x), y: PlotValue(y), series: PlotValue(series))
    }

    @MainActor public static func _collect(content: Self, into marks: _ChartMarks) {
        marks.marks.append(content.mark)
    }
}
