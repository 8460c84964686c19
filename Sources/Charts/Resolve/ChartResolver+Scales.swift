import Foundation
import SwiftUI
import WidgetryWire

// Stacking and the scales: which axis each mark's value runs along, the stacked extents of
// bars and areas, then each axis's domain and ticks.

extension PlotMark {
    /// Whether a bar or area runs along x (a horizontal bar: a number along x against a
    /// category or date along y, or an x range against a y value).
    var isHorizontal: Bool {
        if xStart != nil, xEnd != nil, y != nil, yStart == nil { return true }
        guard let x, case .number = x.primitive else { return false }
        if let y, case .number = y.primitive { return false }
        return y != nil || (yStart == nil && yEnd == nil)
    }

    /// The value a bar or area stacks along, and where it is (its position on the other axis).
    var stackValue: Double? {
        if isHorizontal { return xStart == nil ? x?.primitive.number : nil }
        return yStart == nil ? y?.primitive.number : nil
    }

    var stackPosition: PlotPrimitive? { isHorizontal ? y?.primitive : x?.primitive }

    /// The series a line or area point belongs to.
    var seriesKey: String {
        [series, styleBy, lineStyleBy, symbolBy].compactMap { $0.map { "\($0.primitive)" } }.joined(separator: "|")
    }
}

extension ChartResolver {
    /// Stacked extents of bars (at the same position, and sub-position) and areas (at the same
    /// x, across series), positive values up from zero and negative values down.
    mutating func stack() {
        var groups: [String: [Int]] = [:]
        var order: [String] = []
        for (index, mark) in marks.enumerated() where mark.kind == .bar || mark.kind == .area {
            guard mark.stackValue != nil, let position = mark.stackPosition else { continue }
            let key = "\(mark.kind)|\(position)|\(mark.positionBy.map { "\($0.primitive)" } ?? "")|\(mark.isHorizontal)"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(index)
        }
        for key in order {
            guard let indices = groups[key] else { continue }
            let method = marks[indices[0]].stacking.storage
            let total = indices.reduce(0) { $0 + abs(marks[$1].stackValue ?? 0) }
            var positive = 0.0, negative = 0.0
            for index in indices {
                let value = marks[index].stackValue ?? 0
                if method == .unstacked {
                    stacked[index] = (0, value)
                    continue
                }
                if value >= 0 {
                    stacked[index] = (positive, positive + value)
                    positive += value
                } else {
                    stacked[index] = (negative, negative + value)
                    negative += value
                }
            }
            switch method {
            case .normalized where total > 0:
                for index in indices { if let extent = stacked[index] { stacked[index] = (extent.base / total, extent.top / total) } }
            case .center:
                let shift = -(positive + negative) / 2
                for index in indices { if let extent = stacked[index] { stacked[index] = (extent.base + shift, extent.top + shift) } }
            default:
                break
            }
        }
    }

    mutating func buildScales() {
        xScale = scale(horizontal: true)
        yScale = scale(horizontal: false)
    }

    /// The scale of one axis from the values its marks plot along it.
    private func scale(horizontal: Bool) -> PlotScale {
        let config = horizontal ? configuration.xScale : configuration.yScale
        var values: [PlotPrimitive] = []
        var units: [(Date, Calendar.Component, Calendar?)] = []
        var zeroBased = false
        for (index, mark) in marks.enumerated() where mark.kind != .sector {
            let own = horizontal ? mark.xValues : mark.yValues
            let alongValue = (mark.kind == .bar || mark.kind == .area) && mark.isHorizontal == horizontal
            if alongValue, let extent = stacked[index] {
                values += [.number(extent.base), .number(extent.top)]
                zeroBased = true
                continue
            }
            if alongValue && (mark.kind == .bar) { zeroBased = true }
            for value in own {
                values.append(value.primitive)
                if case .date(let date) = value.primitive, let unit = value.unit { units.append((date, unit, value.calendar)) }
            }
        }
        let domain = config.domain
        let type = config.type?.storage
        let isCategory = type == .category || domain?.categories != nil || (type == nil && values.contains { if case .string = $0 { return true } else { return false } })
        var scale: PlotScale
        if isCategory {
            var categories: [PlotPrimitive] = domain?.categories ?? []
            if domain?.categories == nil {
                for value in values where !categories.contains(value) { categories.append(value) }
            }
            scale = PlotScale(kind: .band(categories), flipped: false)
        } else {
            let isDate = type == .date || values.contains { if case .date = $0 { return true } else { return false } }
            var numbers = values.compactMap(\.number).filter(\.isFinite)
            for (date, unit, calendar) in units {
                if let end = (calendar ?? scope.environment.calendar).date(byAdding: unit, value: 1, to: date) { numbers.append(end.timeIntervalSince1970) }
            }
            let transform: PlotScale.Transform = switch type {
            case .log: .log
            case .squareRoot: .squareRoot
            case .power(let exponent): .power(exponent)
            case .symmetricLog: .symmetricLog
            default: .linear
            }
            let count = horizontal ? Int(plotSize.width / 50).clamped(to: 2...8) : Int(plotSize.height / 30).clamped(to: 2...6)
            var lower = numbers.min() ?? 0, upper = numbers.max() ?? (isDate ? 86400 : 1)
            if let bounds = domain?.bounds, let low = bounds.0.number, let high = bounds.1.number {
                lower = low
                upper = high
                scale = PlotScale(kind: .continuous(lower: lower, upper: upper, transform: transform, isDate: isDate), flipped: !horizontal)
                scale.ticks = ticks(lower, upper, isDate: isDate, transform: transform, count: count, scale: &scale)
            } else if isDate {
                if lower == upper { upper = lower + 86400 }
                if !units.isEmpty || marks.contains(where: { $0.kind == .bar }) { (lower, upper) = padForBars(lower, upper, numbers: numbers, hasUnits: !units.isEmpty) }
                scale = PlotScale(kind: .continuous(lower: lower, upper: upper, transform: transform, isDate: true), flipped: !horizontal)
                let starts = Array(Set(units.map(\.0))).sorted()
                if let unit = units.first?.1, starts.count <= 12, units.allSatisfy({ $0.1 == unit }) {
                    // A mark per unit (a bar a day): a mark at each unit, as many as there are.
                    scale.ticks = starts.map { .date($0) }
                    scale.dateStride = (unit, 1)
                } else {
                    scale.ticks = ticks(lower, upper, isDate: true, transform: transform, count: count, scale: &scale)
                }
            } else {
                let includesZero = domain?.includesZero ?? (zeroBased || transform == .linear)
                if includesZero && transform == .linear { lower = min(lower, 0); upper = max(upper, 0) }
                if marks.contains(where: { $0.kind == .bar && $0.isHorizontal != horizontal }) {
                    (lower, upper) = padForBars(lower, upper, numbers: numbers, hasUnits: false)
                }
                if case .log = transform {
                    let positive = numbers.filter { $0 > 0 }
                    lower = pow(10, floor(log10(positive.min() ?? 1)))
                    upper = pow(10, ceil(log10(positive.max() ?? 10)))
                    if upper <= lower { upper = lower * 10 }
                    scale = PlotScale(kind: .continuous(lower: lower, upper: upper, transform: transform, isDate: false), flipped: !horizontal)
                    scale.ticks = NiceTicks.logTicks(lower, upper).map { .number($0) }
                } else {
                    let nice = NiceTicks.nice(lower, upper, count: count)
                    scale = PlotScale(kind: .continuous(lower: nice.lower, upper: nice.upper, transform: transform, isDate: false), flipped: !horizontal)
                    scale.ticks = nice.ticks.map { .number($0) }
                }
            }
        }
        scale.reversed = domain?.reversed ?? false
        if let padding = config.padding {
            let length = Double(horizontal ? plotSize.width : plotSize.height)
            scale.start = min(padding.start / length, 0.5)
            scale.end = 1 - min(padding.end / length, 0.5)
        }
        return scale
    }

    /// A continuous domain widened by half the smallest gap between values at each end, so
    /// that bars at its ends are whole.
    private func padForBars(_ lower: Double, _ upper: Double, numbers: [Double], hasUnits: Bool) -> (Double, Double) {
        guard !hasUnits else { return (lower, upper) }
        let sorted = Array(Set(numbers)).sorted()
        let gaps = zip(sorted, sorted.dropFirst()).map { $1 - $0 }.filter { $0 > 0 }
        let half = (gaps.min() ?? max(abs(upper - lower), 1)) / 2
        return (lower - half, upper + half)
    }

    private func ticks(_ lower: Double, _ upper: Double, isDate: Bool, transform: PlotScale.Transform, count: Int, scale: inout PlotScale) -> [PlotPrimitive] {
        if isDate {
            let from = Date(timeIntervalSince1970: lower), to = Date(timeIntervalSince1970: upper)
            let (component, step) = NiceTicks.dateStride(from: from, to: to, count: max(count - 1, 2))
            scale.dateStride = (component, step)
            return NiceTicks.dates(from: from, to: to, component: component, count: step, calendar: calendar).map { .date($0) }
        }
        let step = NiceTicks.step(lower, upper, count: count)
        return NiceTicks.values(from: lower, to: upper, step: step).map { .number($0) }
    }

    var calendar: Calendar {
        var calendar = scope.environment.calendar
        calendar.timeZone = scope.environment.timeZone
        return calendar
    }
}
