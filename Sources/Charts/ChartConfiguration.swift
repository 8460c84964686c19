import Foundation
import SwiftUI
import WidgetryWire

/// What the chart modifiers set for the charts inside the view they modify (carried in the
/// environment, as SwiftUI carries them).
struct ChartConfiguration {
    struct Axis {
        var visibility = Visibility.automatic
        var content: [AxisMarksSpec]?
        var label: AnyView?
    }

    struct Scale {
        var domain: _ScaleDomainValues?
        var type: ScaleType?
        var padding: (start: Double, end: Double)?
    }

    struct Legend {
        var visibility = Visibility.automatic
        var position: ChartLegendArchive.Position?
        var alignment: Alignment?
        var spacing: Double?
        var content: AnyView?
    }

    var xAxis = Axis()
    var yAxis = Axis()
    var xScale = Scale()
    var yScale = Scale()
    var legend = Legend()
    /// `chartForegroundStyleScale`: styles of given values, or the palette values are given
    /// in turn.
    var styleMapping: [(PlotPrimitive, AnyShapeStyle)]?
    var styleRange: [AnyShapeStyle]?
    /// `chartForegroundStyleScale(mapping:)`: the style of each value, by the author's function.
    var styleFunction: ((PlotPrimitive) -> AnyShapeStyle?)?
    var symbolMapping: [(PlotPrimitive, ChartSymbolArchive)]?
    var plotStyle: ((ChartPlotContent) -> AnyView)?
    var background: ((ChartProxy) -> AnyView)?
    var overlay: ((ChartProxy) -> AnyView)?
}

struct ChartConfigurationKey: EnvironmentKey {
    static var defaultValue: ChartConfiguration { ChartConfiguration() }
}

extension EnvironmentValues {
    var chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}
