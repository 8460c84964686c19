import Foundation

/// Apple's `DateComponentsFormatter`: a duration as widgets show it, "2h 15m", "1:05:00",
/// "3 days, 4 hours". Linux Foundation declares the class unavailable ("Not supported in
/// swift-corelibs-foundation"); this one, in a module that imports Foundation, is the one that
/// widget code names.
///
/// A duration is split into the allowed units with the calendar, from the reference date (now
/// when none is set), as Apple does; the smallest unit is truncated (59 seconds with only minutes
/// allowed read "0m"). Weeks, days, hours, minutes and seconds are named by ICU in the calendar's
/// locale (Foundation's `Duration.UnitsFormatStyle`), years and months in English; the
/// approximation and time-remaining phrases are English. Parsing (`getObjectValue`) is not
/// supported, as on Apple's systems.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "1:10:04".
        case positional = 0
        /// "1h 10m 4s".
        case abbreviated = 1
        /// "1 hr, 10 min, 4 sec".
        case short = 2
        /// "1 hour, 10 minutes, 4 seconds".
        case full = 3
        /// "one hour, ten minutes, four seconds".
        case spellOut = 4
        /// "1hr 10min 4sec".
        case brief = 5
    }

    /// Which zero-valued units are left out, and whether positional values are padded.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Every allowed unit, zero or not.
        public static let none = ZeroFormattingBehavior([])
        /// Positional: leading zero units dropped, the others padded; other styles: every zero
        /// unit dropped.
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Positional values padded with zeros to two digits ("01:05:00").
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    open var unitsStyle: UnitsStyle = .positional
    /// The units the duration is split into; empty (the default) means year, month, week of
    /// month, day, hour, minute and second.
    open var allowedUnits: NSCalendar.Unit = []
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// The calendar that splits durations and whose locale names the units; nil: the current one.
    open var calendar: Calendar?
    /// Where `string(from:)` measures a time interval from; nil: now.
    open var referenceDate: Date?
    /// The last unit shown with a fraction ("1.5h") when the duration does not split evenly.
    open var allowsFractionalUnits = false
    /// At most this many units, the largest first ("1h 10m" of 1h 10m 4s with 2); 0: no limit.
    open var maximumUnitCount = 0
    /// A largest unit of 1 is folded into the next ("70s" rather than "1m 10s").
    open var collapsesLargestUnit = false
    /// "About 2min".
    open var includesApproximationPhrase = false
    /// "2min remaining".
    open var includesTimeRemainingPhrase = false
    open var formattingContext: Formatter.Context = .unknown

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The duration `interval` seconds from the reference date.
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let start = referenceDate ?? Date()
        return string(from: start, to: start.addingTimeInterval(ti))
    }

    /// The duration the components add to the reference date.
    open func string(from components: DateComponents) -> String? {
        let start = referenceDate ?? Date()
        guard let end = resolvedCalendar.date(byAdding: components, to: start) else { return nil }
        return string(from: start, to: end)
    }

    /// The duration between two dates (negative when `endDate` comes first).
    open func string(from startDate: Date, to endDate: Date) -> String? {
        let negative = endDate < startDate
        let parts = split(from: min(startDate, endDate), to: max(startDate, endDate))
        guard !parts.isEmpty else { return nil }
        var text = unitsStyle == .positional ? positional(parts) : named(parts)
        if negative { text = "-" + text }
        if includesApproximationPhrase { text = "About " + text }
        if includesTimeRemainingPhrase { text += " remaining" }
        return text
    }

    /// A `DateComponents` value, or a number of seconds.
    open override func string(for obj: Any) -> String? {
        switch obj {
        case let components as DateComponents: string(from: components)
        case let seconds as Double: string(from: seconds)
        case let seconds as Int: string(from: TimeInterval(seconds))
        case let number as NSNumber: string(from: number.doubleValue)
        default: nil
        }
    }

    /// `components` in `unitsStyle`, with the units they set.
    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        formatter.allowedUnits = Unit.all.filter { components.value(for: $0.component) != nil }.reduce(into: []) { $0.insert($1.calendarUnit) }
        return formatter.string(from: components)
    }

    // MARK: - Splitting

    private var resolvedCalendar: Calendar { calendar ?? .current }

    /// The units to split into, largest first.
    private var units: [Unit] {
        let allowed = allowedUnits.isEmpty ? Unit.all : Unit.all.filter { allowedUnits.contains($0.calendarUnit) }
        return allowed.isEmpty ? [.second] : allowed
    }

    /// A unit and its value in the duration.
    private struct Part {
        var unit: Unit
        var value: Double
    }

    private func split(from start: Date, to end: Date) -> [Part] {
        let calendar = resolvedCalendar
        let units = self.units
        let components = calendar.dateComponents(Set(units.map(\.component)), from: start, to: end)
        var parts = units.map { Part(unit: $0, value: Double(components.value(for: $0.component) ?? 0)) }
        if allowsFractionalUnits, let last = parts.indices.last,
            let reached = calendar.date(byAdding: components, to: start)
        {
            let rest = end.timeIntervalSince(reached)
            if rest > 0 { parts[last].value += rest / parts[last].unit.seconds }
        }
        if collapsesLargestUnit, let first = parts.firstIndex(where: { $0.value != 0 }), parts[first].value == 1,
            first + 1 < parts.count, let factor = parts[first].unit.factor(to: parts[first + 1].unit)
        {
            parts[first + 1].value += factor
            parts[first].value = 0
        }
        if maximumUnitCount > 0, let first = parts.firstIndex(where: { $0.value != 0 }) {
            for index in parts.indices where index >= first + maximumUnitCount { parts[index].value = 0 }
        }
        return dropZeros(parts)
    }

    /// The parts left once the zero-formatting behaviour has dropped zero units.
    private func dropZeros(_ parts: [Part]) -> [Part] {
        var behavior = zeroFormattingBehavior.subtracting(.pad)
        if behavior.contains(.default) { behavior = unitsStyle == .positional ? .dropLeading : .dropAll }
        guard let first = parts.firstIndex(where: { $0.value != 0 }), let last = parts.lastIndex(where: { $0.value != 0 }) else {
            // Nothing but zeros: the smallest unit shows it ("0m", "0:00" keeps its last two).
            return unitsStyle == .positional && behavior.contains(.dropLeading) ? Array(parts.suffix(2)) : [parts[parts.count - 1]]
        }
        var kept: [Part] = []
        for (index, part) in parts.enumerated() {
            if part.value == 0 {
                if index < first, behavior.contains(.dropLeading) { continue }
                if index > first && index < last, behavior.contains(.dropMiddle), unitsStyle != .positional { continue }
                if index > last, behavior.contains(.dropTrailing), unitsStyle != .positional { continue }
            }
            kept.append(part)
        }
        // A positional duration below a minute keeps a minutes column ("0:05"), as Apple writes it.
        if unitsStyle == .positional, kept.count == 1, let index = parts.firstIndex(where: { $0.unit == kept[0].unit }), index > 0 {
            kept.insert(parts[index - 1], at: 0)
        }
        return kept
    }

    // MARK: - Writing

    private func positional(_ parts: [Part]) -> String {
        let pads = zeroFormattingBehavior.contains(.pad)
        return parts.enumerated().map { index, part in
            let whole = Int(part.value.rounded(.towardZero))
            var digits = String(whole)
            if (index > 0 || pads) && digits.count < 2 { digits = "0" + digits }
            if index == parts.count - 1, part.value != Double(whole) {
                let fraction = String(format: "%.2f", part.value - Double(whole)).dropFirst()  // ".50"
                digits += fraction
            }
            return digits
        }.joined(separator: ":")
    }

    private func named(_ parts: [Part]) -> String {
        let locale = resolvedCalendar.locale ?? .current
        let texts = parts.map { unitText($0, locale: locale) }
        switch unitsStyle {
        case .abbreviated, .brief: return texts.joined(separator: " ")
        default: return texts.joined(separator: ", ")
        }
    }

    /// One unit with its value: "3 hours", "3h", "3hr", "three hours".
    private func unitText(_ part: Part, locale: Locale) -> String {
        if let durationUnit = part.unit.durationUnit {
            let width: Duration.UnitsFormatStyle.UnitWidth =
                switch unitsStyle {
                case .abbreviated: .narrow
                case .short, .brief: .abbreviated
                default: .wide
                }
            let style = Duration.UnitsFormatStyle(
                allowedUnits: [durationUnit], width: width, maximumUnitCount: nil, zeroValueUnits: .show(length: 1), valueLength: nil,
                fractionalPart: .init(lengthLimits: 0...2, roundingRule: .towardZero)
            ).locale(locale)
            let nanoseconds = (part.value * part.unit.seconds * 1e9).rounded()
            var text = style.format(.nanoseconds(Int64(nanoseconds)))
            if unitsStyle == .brief { text = text.replacingOccurrences(of: " ", with: "") }
            if unitsStyle == .spellOut { text = spelledOut(text, value: part.value, locale: locale) }
            return text
        }
        return englishCalendarUnitText(part)
    }

    /// Years and months, which `Duration` has no units for.
    private func englishCalendarUnitText(_ part: Part) -> String {
        let number = part.value == part.value.rounded() ? String(Int(part.value)) : String(format: "%.2g", part.value)
        let one = part.value == 1
        let (full, short, abbreviated) = part.unit == .year ? ("year", "yr", "y") : ("month", "mth", "mo")
        switch unitsStyle {
        case .abbreviated: return number + abbreviated
        case .brief: return number + short + (one ? "" : "s")
        case .short: return "\(number) \(short)" + (one ? "" : "s")
        case .spellOut: return spelledOut("\(number) \(full)" + (one ? "" : "s"), value: part.value, locale: Locale(identifier: "en"))
        default: return "\(number) \(full)" + (one ? "" : "s")
        }
    }

    /// `text` with its number spelled out in the locale ("3 hours" → "three hours").
    private func spelledOut(_ text: String, value: Double, locale: Locale) -> String {
        let speller = NumberFormatter()
        speller.numberStyle = .spellOut
        speller.locale = locale
        guard let words = speller.string(from: NSNumber(value: value)),
            let digits = text.range(of: "[0-9][0-9.,]*", options: .regularExpression)
        else { return text }
        return text.replacingCharacters(in: digits, with: words)
    }

    /// The units a duration is split into, largest first.
    private enum Unit: CaseIterable {
        case year, month, week, day, hour, minute, second

        static let all = Unit.allCases

        var calendarUnit: NSCalendar.Unit {
            switch self {
            case .year: .year
            case .month: .month
            case .week: .weekOfMonth
            case .day: .day
            case .hour: .hour
            case .minute: .minute
            case .second: .second
            }
        }

        var component: Calendar.Component {
            switch self {
            case .year: .year
            case .month: .month
            case .week: .weekOfMonth
            case .day: .day
            case .hour: .hour
            case .minute: .minute
            case .second: .second
            }
        }

        /// Its length in seconds (an average one for months and years).
        var seconds: Double {
            switch self {
            case .year: 365.2425 * 86_400
            case .month: 365.2425 * 86_400 / 12
            case .week: 7 * 86_400
            case .day: 86_400
            case .hour: 3_600
            case .minute: 60
            case .second: 1
            }
        }

        var durationUnit: Duration.UnitsFormatStyle.Unit? {
            switch self {
            case .year, .month: nil
            case .week: .weeks
            case .day: .days
            case .hour: .hours
            case .minute: .minutes
            case .second: .seconds
            }
        }

        /// How many of `smaller` make one of this unit, where that is fixed.
        func factor(to smaller: Unit) -> Double? {
            switch (self, smaller) {
            case (.year, .month): 12
            case (.week, .day), (.day, .hour), (.hour, .minute), (.minute, .second): seconds / smaller.seconds
            default: nil
            }
        }
    }
}
