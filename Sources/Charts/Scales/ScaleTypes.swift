import Foundation
import SwiftUI
import WidgetryWire

/// How values map to positions: linearly, logarithmically, by date, by category band, …
public struct ScaleType: Hashable, Sendable {
    enum Storage: Hashable {
        case linear, log, squareRoot, symmetricLog, power(Double), date, category
    }

    let storage: Storage

    public static let linear = ScaleType(storage: .linear)
    public static let log = ScaleType(storage: .log)
    public static let squareRoot = ScaleType(storage: .squareRoot)
    public static let symmetricLog = ScaleType(storage: .symmetricLog)
    public static let date = ScaleType(storage: .date)
    public static let category = ScaleType(storage: .category)
    public static func power(exponent: Double = 1) -> ScaleType { ScaleType(storage: .power(exponent)) }
    public static func symmetricLog(slopeAtZero: Double = 1) -> ScaleType { .symmetricLog }
}

/// The values a scale spans: a range of numbers or dates, a list of categories, or the data's
/// (`automatic`) with or without zero.
public protocol ScaleDomain {
    /// The domain as the chart reads it. Not for use by apps.
    var _domain: _ScaleDomainValues { get }
}

/// A domain as the chart reads it. Not for use by apps.
public struct _ScaleDomainValues {
    var bounds: (PlotPrimitive, PlotPrimitive)?
    var categories: [PlotPrimitive]?
    var includesZero: Bool?
    var reversed: Bool?
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
    public var _domain: _ScaleDomainValues { _ScaleDomainValues(bounds: (PlotPrimitive(lowerBound), PlotPrimitive(upperBound))) }
}

extension Range: ScaleDomain where Bound: Plottable {
    public var _domain: _ScaleDomainValues { _ScaleDomainValues(bounds: (PlotPrimitive(lowerBound), PlotPrimitive(upperBound))) }
}

extension Array: ScaleDomain where Element: Plottable {
    public var _domain: _ScaleDomainValues { _ScaleDomainValues(categories: map { PlotPrimitive($0) }) }
}

/// The data's domain, with or without zero, reversed or not.
public struct AutomaticScaleDomain: ScaleDomain {
    let includesZero: Bool?
    let reversed: Bool?
    public var _domain: _ScaleDomainValues { _ScaleDomainValues(includesZero: includesZero, reversed: reversed) }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }
}

/// Where a scale's domain lands in the plot: the whole plot dimension with paddings in points.
public protocol ScaleRange {
    /// The paddings as the chart reads them. Not for use by apps.
    var _padding: (start: Double, end: Double) { get }
}

/// The plot's dimension, less paddings at its ends.
public struct PlotDimensionScaleRange: ScaleRange {
    let start: Double
    let end: Double
    public var _padding: (start: Double, end: Double) { (start, end) }
}

extension ScaleRange where Self == PlotDimensionScaleRange {
    public static var plotDimension: PlotDimensionScaleRange { PlotDimensionScaleRange(start: 0, end: 0) }
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(start: Double(padding), end: Double(padding))
    }
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(start: Double(startPadding), end: Double(endPadding))
    }
}
