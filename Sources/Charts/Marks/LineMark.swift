import Foundation
import SwiftUI
import WidgetryWire

/// A line through its series' points, in the order they are given.
public struct LineMark: ChartContent {
    public typealias Body = Never
    var mark: PlotMark

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        var mark = PlotMark(kind: .line)
        mark.x = PlotValue(x)
        mark.y = PlotValue(y)
        self.mark = mark
    }

    /// A point of the line named by `series` (one line per series value).
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        self.init(x: x, y: y)
        var mark = self.mark
        mark.series = PlotValue(series)
        self.mark = mark
    }

    @MainActor public static func _collect(content: Self, into marks: _ChartMarks) {
        marks.marks.append(content.mark)
    }
}
