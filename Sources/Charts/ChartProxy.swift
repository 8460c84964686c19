import Foundation
import SwiftUI
import WidgetryWire

/// Converts between a chart's values and positions in its plot area, for views placed with
/// `chartBackground` and `chartOverlay`.
///
/// Positions are in points from the plot area's top leading corner, for the plot area's size
/// as evaluation can tell it (the chart's offered size less the room its axis labels and
/// legend take, see `GeometryReader`); the views are drawn over the plot area the page lays out.
public struct ChartProxy {
    let x: PlotScale
    let y: PlotScale
    /// The plot area's size in points.
    public let plotSize: CGSize

    init(x: PlotScale, y: PlotScale, plotSize: CGSize) {
        self.x = x
        self.y = y
        self.plotSize = plotSize
    }

    @available(*, deprecated, renamed: "plotSize")
    public var plotAreaSize: CGSize { plotSize }

    /// The plot area's frame, to read from a `GeometryProxy`.
    public var plotFrame: Anchor<CGRect>? { Anchor(value: CGRect(origin: .zero, size: plotSize)) }

    @available(*, deprecated, renamed: "plotFrame")
    public var plotAreaFrame: Anchor<CGRect> { Anchor(value: CGRect(origin: .zero, size: plotSize)) }

    /// Where `value` is across the plot area (nil when the x scale cannot place it).
    public func position<P: Plottable>(forX value: P) -> CGFloat? {
        x.unit(of: PlotPrimitive(value)).map { CGFloat($0 * plotSize.width) }
    }

    /// Where `value` is down the plot area.
    public func position<P: Plottable>(forY value: P) -> CGFloat? {
        y.unit(of: PlotPrimitive(value)).map { CGFloat($0 * plotSize.height) }
    }

    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? {
        guard let px = position(forX: value.x), let py = position(forY: value.y) else { return nil }
        return CGPoint(x: px, y: py)
    }

    /// The value at `position` points across the plot area, as `type`.
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        guard plotSize.width > 0 else { return nil }
        return x.value(atUnit: Double(position / plotSize.width))?.converted(to: type)
    }

    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        guard plotSize.height > 0 else { return nil }
        return y.value(atUnit: Double(position / plotSize.height))?.converted(to: type)
    }

    public func value<X: Plottable, Y: Plottable>(at location: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? {
        guard let vx: X = value(atX: location.x), let vy: Y = value(atY: location.y) else { return nil }
        return (vx, vy)
    }

    /// The range of x positions `value` covers (a band's, or a point's).
    public func positionRange<P: Plottable>(forX value: P) -> ClosedRange<CGFloat>? {
        guard let band = x.band(of: PlotPrimitive(value)) else { return nil }
        return CGFloat(band.lowerBound * plotSize.width)...CGFloat(band.upperBound * plotSize.width)
    }

    public func positionRange<P: Plottable>(forY value: P) -> ClosedRange<CGFloat>? {
        guard let band = y.band(of: PlotPrimitive(value)) else { return nil }
        return CGFloat(band.lowerBound * plotSize.height)...CGFloat(band.upperBound * plotSize.height)
    }
}

/// The plot area as a view, to style in `chartPlotStyle` (its modifiers are applied to the
/// plot area drawn by the page).
public struct ChartPlotContent: View {
    public typealias Body = Color
    public var body: Color { Color.clear }
}
