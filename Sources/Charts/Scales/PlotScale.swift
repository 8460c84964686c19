import Foundation

/// A resolved scale: where each value of one axis lands in the plot area's unit square, with
/// the values its axis marks are drawn at.
struct PlotScale {
    enum Kind {
        /// Numbers or dates between `lower` and `upper` (a date as seconds since 1970).
        case continuous(lower: Double, upper: Double, transform: Transform, isDate: Bool)
        /// Categories, each a band of equal width, in order.
        case band([PlotPrimitive])
    }

    enum Transform: Equatable {
        case linear, log, squareRoot, power(Double), symmetricLog

        func apply(_ value: Double) -> Double {
            switch self {
            case .linear: value
            case .log: value > 0 ? Foundation.log10(value) : -.infinity
            case .squareRoot: value >= 0 ? value.squareRoot() : -(-value).squareRoot()
            case .power(let exponent): value >= 0 ? Foundation.pow(value, exponent) : -Foundation.pow(-value, exponent)
            case .symmetricLog: value >= 0 ? Foundation.log1p(value) : -Foundation.log1p(-value)
            }
        }

        func invert(_ value: Double) -> Double {
            switch self {
            case .linear: value
            case .log: Foundation.pow(10, value)
            case .squareRoot: value >= 0 ? value * value : -(value * value)
            case .power(let exponent): value >= 0 ? Foundation.pow(value, 1 / exponent) : -Foundation.pow(-value, 1 / exponent)
            case .symmetricLog: value >= 0 ? Foundation.expm1(value) : -Foundation.expm1(-value)
            }
        }
    }

    var kind: Kind
    /// A vertical scale of numbers or dates: larger values are higher (smaller unit y).
    var flipped: Bool
    /// `reversed` domains run the other way.
    var reversed = false
    /// The unit positions the domain spans (less the range's paddings).
    var start = 0.0
    var end = 1.0
    /// The values the axis marks are at by default, and their labels' format.
    var ticks: [PlotPrimitive] = []
    var dateStride: (component: Calendar.Component, count: Int)?

    var isBand: Bool {
        if case .band = kind { return true }
        return false
    }

    var isDate: Bool {
        if case .continuous(_, _, _, let isDate) = kind { return isDate }
        return false
    }

    /// The position of the fraction `t` of the domain, oriented.
    private func place(_ t: Double) -> Double {
        var t = reversed ? 1 - t : t
        if flipped { t = 1 - t }
        return start + t * (end - start)
    }

    private func fraction(ofUnit unit: Double) -> Double {
        guard end != start else { return 0 }
        var t = (unit - start) / (end - start)
        if flipped { t = 1 - t }
        return reversed ? 1 - t : t
    }

    /// The unit position of `value`: a number or date's point, a category's band centre.
    func unit(of value: PlotPrimitive) -> Double? {
        switch kind {
        case .continuous(let lower, let upper, let transform, _):
            guard let number = value.number, number.isFinite else { return nil }
            let low = transform.apply(lower), high = transform.apply(upper), v = transform.apply(number)
            guard v.isFinite, low.isFinite, high.isFinite else { return nil }
            return place(high == low ? 0.5 : (v - low) / (high - low))
        case .band:
            return band(of: value).map { ($0.lowerBound + $0.upperBound) / 2 }
        }
    }

    /// The unit positions a category's band covers (nil for continuous scales).
    func band(of value: PlotPrimitive) -> ClosedRange<Double>? {
        guard case .band(let categories) = kind, let index = categories.firstIndex(of: value) else {
            if let point = continuousUnit(of: value) { return point...point }
            return nil
        }
        let width = 1 / Double(max(categories.count, 1))
        let a = place(Double(index) * width), b = place(Double(index + 1) * width)
        return min(a, b)...max(a, b)
    }

    private func continuousUnit(of value: PlotPrimitive) -> Double? {
        if case .continuous = kind { return unit(of: value) }
        return nil
    }

    /// The band width in unit coordinates (0 for continuous scales).
    var bandWidth: Double {
        if case .band(let categories) = kind { return abs(end - start) / Double(max(categories.count, 1)) }
        return 0
    }

    /// The value at a unit position (`ChartProxy.value(atX:)`).
    func value(atUnit unit: Double) -> PlotPrimitive? {
        let t = fraction(ofUnit: unit)
        switch kind {
        case .continuous(let lower, let upper, let transform, let isDate):
            let low = transform.apply(lower), high = transform.apply(upper)
            let number = transform.invert(low + t * (high - low))
            return isDate ? .date(Date(timeIntervalSince1970: number)) : .number(number)
        case .band(let categories):
            guard !categories.isEmpty else { return nil }
            return categories[min(max(Int(t * Double(categories.count)), 0), categories.count - 1)]
        }
    }

    /// The unit position of the value zero (a bar's base), clamped to the plot.
    var baseline: Double {
        switch kind {
        case .continuous(let lower, let upper, _, let isDate):
            if isDate { return place(0) }
            let zero = min(max(0, min(lower, upper)), max(lower, upper))
            return unit(of: .number(zero)) ?? place(0)
        case .band:
            return place(0)
        }
    }
}
