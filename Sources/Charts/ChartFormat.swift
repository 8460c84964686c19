import Foundation
import SwiftUI
import Synchronization

/// How a chart writes values: axis labels and the accessibility summary. One place for the
/// number and date styles of charts.
///
/// Formatters are costly to make (each opens ICU data), and a chart writes a dozen labels per
/// entry: they are made once per locale, time zone and style and kept (dates in SwiftUI's
/// `DateTexts` cache, the one `Text` dates use).
enum ChartFormat {
    private static let numberFormatters = Mutex<[String: NumberFormatter]>([:])

    /// A number as an axis labels it: grouped, with the decimals its step needs.
    static func number(_ value: Double, step: Double? = nil, locale: Locale = Locale(identifier: "en_US")) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value > 0 ? "∞" : "-∞") }
        let decimals = step.map { $0 > 0 && $0 < 1 ? Int((-log10($0)).rounded(.up)) : 0 } ?? 2
        let minimum = step == nil ? 0 : min(decimals, 6)
        let maximum = min(max(decimals, step == nil ? 2 : 0), 6)
        let key = "\(locale.identifier)|\(minimum)|\(maximum)"
        return numberFormatters.withLock { cache in
            let formatter: NumberFormatter
            if let cached = cache[key] {
                formatter = cached
            } else {
                formatter = NumberFormatter()
                formatter.locale = locale
                formatter.numberStyle = .decimal
                formatter.minimumFractionDigits = minimum
                formatter.maximumFractionDigits = maximum
                cache[key] = formatter
            }
            return formatter.string(from: NSNumber(value: value)) ?? String(value)
        }
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
        DateTexts.string(date, template: template, locale: locale, timeZone: timeZone)
    }
}
