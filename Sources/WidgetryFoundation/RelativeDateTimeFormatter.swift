import Foundation

/// Apple's `RelativeDateTimeFormatter`: a date relative to another as people say it ("2 hours
/// ago", "in 3 days", "yesterday"). Linux Foundation lacks the class; this one formats with
/// Foundation's `Date.AnchoredRelativeFormatStyle` (ICU's CLDR data), so every locale reads as on
/// Apple's systems. Parsing is not supported, as on Apple's systems.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Whether a named phrase ("yesterday") may stand for a number ("1 day ago").
    public enum DateTimeStyle: Int, Sendable {
        /// "1 day ago".
        case numeric = 0
        /// "yesterday".
        case named = 1
    }

    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "in 2 months".
        case full = 0
        /// "in two months".
        case spellOut = 1
        /// "in 2 mo.".
        case short = 2
        /// "in 2mo".
        case abbreviated = 3
    }

    open var dateTimeStyle: DateTimeStyle = .numeric
    open var unitsStyle: UnitsStyle = .full
    /// The context the text appears in (capitalization at the beginning of a sentence).
    open var formattingContext: Formatter.Context = .unknown
    private var _calendar: Calendar?
    private var _locale: Locale?

    /// The calendar differences are counted in (the current one unless set).
    open var calendar: Calendar! {
        get { _calendar ?? Calendar.current }
        set { _calendar = newValue }
    }

    /// The locale the text is written in (the current one unless set).
    open var locale: Locale! {
        get { _locale ?? calendar.locale ?? Locale.current }
        set { _locale = newValue }
    }

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `date` relative to `referenceDate`: "2 hours ago", "in 3 days", "yesterday" (named).
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        var style = Date.AnchoredRelativeFormatStyle(anchor: date, presentation: presentation, unitsStyle: formatUnitsStyle)
        style.locale = locale
        style.calendar = calendar
        style.capitalizationContext = capitalizationContext
        return style.format(referenceDate)
    }

    /// A time interval from now: `localizedString(fromTimeInterval: -3600)` is "1 hour ago".
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// Date components from now, by their largest unit: `DateComponents(day: -1)` is "1 day ago".
    open func localizedString(from dateComponents: DateComponents) -> String {
        let now = Date()
        let date = calendar.date(byAdding: dateComponents, to: now) ?? now
        return localizedString(for: date, relativeTo: now)
    }

    /// A date relative to now; nil for anything but a `Date`.
    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }

    private var presentation: Date.RelativeFormatStyle.Presentation { dateTimeStyle == .named ? .named : .numeric }

    private var formatUnitsStyle: Date.RelativeFormatStyle.UnitsStyle {
        switch unitsStyle {
        case .full: .wide
        case .spellOut: .spellOut
        case .short: .abbreviated
        case .abbreviated: .narrow
        }
    }

    private var capitalizationContext: FormatStyleCapitalizationContext {
        switch formattingContext {
        case .beginningOfSentence: .beginningOfSentence
        case .middleOfSentence: .middleOfSentence
        case .standalone: .standalone
        case .listItem: .listItem
        default: .unknown
        }
    }
}
