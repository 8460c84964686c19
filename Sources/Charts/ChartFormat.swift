import Foundation

/// How a chart writes values: axis labels and the accessibility summary. One place for the
/// number and date styles of charts.
///
/// Formatters are costly to make (each opens ICU data), and a chart writes a dozen labels per
/// entry: they are made once per locale, time zone and style, and used under a lock.
enum ChartFormat {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var numberFormatters: [String: NumberFormatter] = [:]
    nonisolated(unsafe) private static var dateFormatters: [String: DateFormatter] = [:]

    /// A number as an axis labels it: grouped, with the decimals its step needs.
    static func number(_ value: Double, step: Double? = nil, locale: Locale = Locale(identifier: "en_US")) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value > 0 ? "∞" : "-∞") }
        let decimals = step.map { $0 > 0 && $0 < 1 ? Int((-log10($0)).rounded(.up)) : 0 } ?? 2
        let minimum = step == nil ? 0 : min(decimals, 6)
        let maximum = min(max(decimals, step == nil ? 2 : 0), 6)
        let key = "\(locale.identifier)|\(minimum)|\(maximum)"
        lock.lock()
        defer { lock.unlock() }
        let formatter: NumberFormatter
        if let cached = numberFormatters[key] {
            formatter = cached
        } else {
            formatter = NumberFormatter()
            formatter.locale = locale
            formatter.numberStyle = .decimal
            formatter.minimumFractionDigits = minimum
            formatter.maximumFractionDigits = maximum
            numberFormatters[key] = formatter
        }
        return formatter.string(from: NSNumber(value: value)) ?? String(value)
    }

    /// A date in full (the summary's, an unformatted label's).
    static func date(_ date: Date, locale: Locale = Locale(identifier: "en_US"), timeZone: TimeZone = .current) -> String {
        format(date, template: "yMMMdjmm", locale: locale, timeZone: timeZone)
    }

    /// A date as an axis labels it at its stride: "6 AM", "Mon", "Nov 24", "Nov", "2026".
    static func date(_ date: Date, stride: Calendar.Component, span: TimeInterval, locale: Locale, timeZone: TimeZone) -> String {
        let template: String
        switch stride {
        case .second, .nanosecond: template = "jmmss"
        case .minute: template = "jmm"
        case .hour: template = "j"
        case .day, .weekday: template = span <= 8 * 86400 ? "EEE" : "MMMd"
        case .weekOfYear, .weekOfMonth: template = "MMMd"
        case .month: template = "MMM"
        default: template = "y"
        }
        return format(date, template: template, locale: locale, timeZone: timeZone)
    }

    private static func format(_ date: Date, template: String, locale: Locale, timeZone: TimeZone) -> String {
        let key = "\(locale.identifier)|\(timeZone.identifier)|\(template)"
        lock.lock()
        defer { lock.unlock() }
        let formatter: DateFormatter
        if let cached = dateFormatters[key] {
            formatter = cached
        } else {
            formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = timeZone
            formatter.dateFormat = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? template
            dateFormatters[key] = formatter
        }
        return formatter.string(from: date)
    }
}
