import Foundation

/// Nice domains and tick values, as Swift Charts picks them: multiples of 1, 2 or 5 times a
/// power of ten for numbers; whole calendar units (hours, days, months, …) for dates.
enum NiceTicks {
    /// The step between about `count` ticks over `lower…upper`.
    static func step(_ lower: Double, _ upper: Double, count: Int) -> Double {
        let span = upper - lower
        guard span > 0, span.isFinite, count > 0 else { return 1 }
        let raw = span / Double(count)
        let power = pow(10, floor(log10(raw)))
        let error = raw / power
        let factor: Double = error >= 50.0.squareRoot() ? 10 : error >= 10.0.squareRoot() ? 5 : error >= 2.0.squareRoot() ? 2 : 1
        return factor * power
    }

    /// The domain widened to whole steps, and the ticks in it.
    static func nice(_ lower: Double, _ upper: Double, count: Int) -> (lower: Double, upper: Double, ticks: [Double]) {
        var lower = lower, upper = upper
        if lower == upper {
            if lower == 0 { upper = 1 } else if lower > 0 { lower = 0 } else { upper = 0 }
        }
        let step = step(lower, upper, count: count)
        let low = (lower / step).rounded(.down) * step
        let high = (upper / step).rounded(.up) * step
        return (low, high, values(from: low, to: high, step: step))
    }

    /// Multiples of `step` from `lower` to `upper` (cleaned of floating-point noise).
    static func values(from lower: Double, to upper: Double, step: Double) -> [Double] {
        guard step > 0, upper >= lower, (upper - lower) / step <= 1000 else { return [] }
        let first = (lower / step - 1e-9).rounded(.up)
        let last = (upper / step + 1e-9).rounded(.down)
        guard first <= last else { return [] }
        return Swift.stride(from: first, through: last, by: 1).map { clean($0 * step) }
    }

    static func clean(_ value: Double) -> Double {
        abs(value) < 1e-12 ? 0 : (value * 1e9).rounded() / 1e9
    }

    /// Ticks of a logarithmic scale: the powers of ten in the domain.
    static func logTicks(_ lower: Double, _ upper: Double) -> [Double] {
        guard lower > 0, upper > lower else { return [] }
        let first = Int(floor(log10(lower))), last = Int(ceil(log10(upper)))
        guard last - first < 40 else { return [] }
        return (first...last).map { pow(10, Double($0)) }.filter { $0 >= lower * (1 - 1e-9) && $0 <= upper * (1 + 1e-9) }
    }

    // MARK: Dates

    /// The calendar strides a date axis may use, shortest first.
    static let dateStrides: [(Calendar.Component, Int, TimeInterval)] = [
        (.second, 1, 1), (.second, 5, 5), (.second, 15, 15), (.second, 30, 30),
        (.minute, 1, 60), (.minute, 5, 300), (.minute, 15, 900), (.minute, 30, 1800),
        (.hour, 1, 3600), (.hour, 3, 10800), (.hour, 6, 21600), (.hour, 12, 43200),
        (.day, 1, 86400), (.day, 2, 172_800), (.weekOfYear, 1, 604_800),
        (.month, 1, 2_629_746), (.month, 3, 7_889_238), (.year, 1, 31_556_952),
    ]

    /// The shortest stride that gives at most `count` ticks over the span.
    static func dateStride(from lower: Date, to upper: Date, count: Int) -> (Calendar.Component, Int) {
        let span = upper.timeIntervalSince(lower)
        for (component, step, seconds) in dateStrides where span / seconds <= Double(max(count, 1)) {
            return (component, step)
        }
        let years = span / 31_556_952 / Double(max(count, 1))
        return (.year, Int(step(0, years * Double(max(count, 1)), count: max(count, 1)).rounded(.up)).clamped(to: 1...10_000))
    }

    /// The dates from `lower` to `upper` at whole strides of `component` (midnight, the first of
    /// the month, hours divisible by the count, …).
    static func dates(from lower: Date, to upper: Date, component: Calendar.Component, count: Int, calendar: Calendar) -> [Date] {
        guard upper >= lower else { return [] }
        var start = calendar.dateInterval(of: component == .weekOfYear ? .weekOfYear : component, for: lower)?.start ?? lower
        if start < lower, let next = calendar.date(byAdding: component, value: 1, to: start) { start = next }
        var dates: [Date] = []
        var date = start
        while date <= upper, dates.count < 500 {
            let value = calendar.component(component == .weekOfYear ? .weekOfYear : component, from: date)
            let aligned = count == 1 || component == .weekOfYear || (component == .day ? (value - 1) % count == 0 : (component == .month ? (value - 1) % count == 0 : value % count == 0))
            if aligned { dates.append(date) }
            guard let next = calendar.date(byAdding: component, value: 1, to: date), next > date else { break }
            date = next
        }
        return dates
    }
}

extension Comparable {
    func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
}
