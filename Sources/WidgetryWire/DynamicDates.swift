/// The text of dynamic dates at a given moment, written once for every side: the SwiftUI
/// evaluator's archived text, the renderers' text at "now", and the page script, which keeps
/// them counting (WidgetryRender's `Resources/widgetry-render.js`; a test runs it against
/// this table).
///
/// - `relative`: the two largest units of the distance, "2 hours, 23 minutes" (no sign).
/// - `offset`: the largest unit, signed: "+2 hours", "-3 months".
/// - `timer`: a clock of the distance, "2:32", "1:02:09".
/// - `Text(timerInterval:pauseTime:countsDown:showsHours:)`: the clock of the time left (or
///   elapsed) in the interval at `now` (or at the pause time), clamped to the interval.
public enum DynamicDates {
    private static let units: [(seconds: Double, singular: String, plural: String)] = [
        (365 * 86400, "year", "years"), (30 * 86400, "month", "months"), (7 * 86400, "week", "weeks"),
        (86400, "day", "days"), (3600, "hour", "hours"), (60, "minute", "minutes"), (1, "second", "seconds"),
    ]

    private static func phrase(_ count: Int, _ unit: (seconds: Double, singular: String, plural: String)) -> String {
        String(count) + " " + (count == 1 ? unit.singular : unit.plural)
    }

    public static func relative(_ interval: Double) -> String {
        var remaining = abs(interval).rounded(.down)
        var parts: [String] = []
        for unit in units where parts.count < 2 {
            let count = Int(remaining / unit.seconds)
            if count > 0 {
                parts.append(phrase(count, unit))
                remaining -= Double(count) * unit.seconds
            } else if !parts.isEmpty {
                break
            }
        }
        return parts.isEmpty ? phrase(0, units[units.count - 1]) : parts.joined(separator: ", ")
    }

    public static func offset(_ interval: Double) -> String {
        let distance = abs(interval).rounded(.down)
        let sign = interval < 0 ? "-" : "+"
        for unit in units {
            let count = Int(distance / unit.seconds)
            if count > 0 { return sign + phrase(count, unit) }
        }
        return "+" + phrase(0, units[units.count - 1])
    }

    public static func clock(_ interval: Double, showsHours: Bool) -> String {
        let total = Int(max(interval, 0).rounded(.down))
        let seconds = total % 60
        func two(_ n: Int) -> String { n < 10 ? "0" + String(n) : String(n) }
        if showsHours {
            let hours = total / 3600, minutes = (total % 3600) / 60
            return hours > 0 ? String(hours) + ":" + two(minutes) + ":" + two(seconds) : String(minutes) + ":" + two(seconds)
        }
        return String(total / 60) + ":" + two(seconds)
    }

    /// The text of a date run (`Text(date, style:)`) at `now`; nil for the styles that do not
    /// change with time (`date`, `time`), whose archived text stands.
    public static func dateText(date: Double, style: String, now: Double) -> String? {
        dateText(style: style, interval: date - now)
    }

    /// The text of a date run `interval` seconds after now (negative: before).
    public static func dateText(style: String, interval: Double) -> String? {
        switch style {
        case "relative": relative(interval)
        case "offset": offset(interval)
        case "timer": clock(abs(interval), showsHours: true)
        default: nil
        }
    }

    public static func timerText(start: Double, end: Double, pauseTime: Double?, countsDown: Bool, showsHours: Bool, now: Double) -> String {
        let moment = min(max(pauseTime ?? now, start), end)
        return clock(countsDown ? end - moment : moment - start, showsHours: showsHours)
    }

    /// The fraction of a timer `ProgressView` at `now`: elapsed (or, counting down, remaining)
    /// part of the interval.
    public static func progressFraction(start: Double, end: Double, countsDown: Bool, now: Double) -> Double {
        guard end > start else { return countsDown ? 0 : 1 }
        let elapsed = min(max((now - start) / (end - start), 0), 1)
        return countsDown ? 1 - elapsed : elapsed
    }
}
