import Foundation
import Synchronization
import WidgetryWire

/// Text: fixed strings, localized keys with interpolations, and dates that keep themselves up
/// to date (`Text(date, style: .relative)`, `Text(timerInterval:)`). Texts concatenated with
/// `+` keep the style of each piece.
public nonisolated struct Text: Equatable, Sendable {
    /// A piece of text with its own style.
    struct Run: Equatable, Sendable {
        enum Content: Equatable, Sendable {
            case verbatim(String)
            case date(Date, DateStyle)
            case timer(ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)
            case range(ClosedRange<Date>)
            case image(Image)
        }

        var content: Content
        var font: Font?
        var weight: Font.Weight?
        var italic: Bool?
        var color: AnyShapeStyle?
        var underline: Bool?
        var strikethrough: Bool?
        var monospacedDigit: Bool?
        var monospaced: Bool?
        var design: Font.Design?
        var width: Font.Width?
        var link: String?
        var kerning: CGFloat?
        var baselineOffset: CGFloat?
        /// `textScale(_:isEnabled:)`: nil inherits the environment's.
        var scale: Scale?

        init(_ content: Content) { self.content = content }

        static func == (lhs: Run, rhs: Run) -> Bool {
            lhs.content == rhs.content && lhs.font == rhs.font && lhs.weight == rhs.weight && lhs.italic == rhs.italic
                && lhs.underline == rhs.underline && lhs.strikethrough == rhs.strikethrough
                && lhs.monospacedDigit == rhs.monospacedDigit && lhs.kerning == rhs.kerning
                && lhs.monospaced == rhs.monospaced && lhs.link == rhs.link
                && lhs.design == rhs.design && lhs.width == rhs.width
                && lhs.baselineOffset == rhs.baselineOffset && lhs.scale == rhs.scale
                && (lhs.color == nil) == (rhs.color == nil)
                && (lhs.color?.base as? Color) == (rhs.color?.base as? Color)
        }
    }

    var runs: [Run]

    init(runs: [Run]) { self.runs = runs }

    /// Text shown as given, never localized.
    public init(verbatim content: String) {
        runs = [Run(.verbatim(content))]
    }

    /// A string shown as it is (a variable, not a literal).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        runs = [Run(.verbatim(String(content)))]
    }

    /// A localized string (string literals choose this): the key's translation in the bundle's
    /// string tables (`StringTables`), its interpolations in the translation's places; the key as
    /// written when no table has it.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        if let translation = StringTables.translation(of: key.key, table: tableName, bundle: bundle) {
            runs = key.runs(translatedTo: translation)
        } else {
            runs = key.runs
        }
    }

    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        runs = [Run(.verbatim(resource.description))]
    }

    /// A date shown in `style`; `.relative`, `.offset` and `.timer` keep counting.
    public init(_ date: Date, style: DateStyle) {
        runs = [Run(.date(date, style))]
    }

    /// A date range (`start – end`).
    public init(_ dates: ClosedRange<Date>) {
        runs = [Run(.range(dates))]
    }

    public init(_ interval: DateInterval) {
        runs = [Run(.range(interval.start...interval.end))]
    }

    /// A timer counting down to (or up from) the interval's bounds, live.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        runs = [Run(.timer(timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))]
    }

    /// A value formatted by a format style (formatted when the text is created).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        runs = [Run(.verbatim(format.format(input)))]
    }

    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        runs = [Run(.verbatim(formatter.string(for: subject) ?? ""))]
    }

    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        runs = [Run(.verbatim(formatter.string(for: subject) ?? ""))]
    }

    /// An image inside text.
    public init(_ image: Image) {
        runs = [Run(.image(image))]
    }

    /// The characters of an attributed string (attributes are not archived). Disfavoured so
    /// that string literals, which `AttributedString` also accepts, stay localized keys.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        runs = [Run(.verbatim(String(attributedContent.characters)))]
    }

    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(runs: lhs.runs + rhs.runs)
    }

    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Equatable, Sendable {
        let name: String
        /// "June 3, 2019".
        public static let date = DateStyle(name: "date")
        /// "11:23 PM".
        public static let time = DateStyle(name: "time")
        /// "2 hours, 23 minutes", counting.
        public static let relative = DateStyle(name: "relative")
        /// "+2 hours", counting.
        public static let offset = DateStyle(name: "offset")
        /// "2:32", "36:59:01", counting.
        public static let timer = DateStyle(name: "timer")
    }

    /// Where text that does not fit is cut.
    public enum TruncationMode: Hashable, Sendable {
        case head, middle, tail
    }

    /// A text case transform (accepted; not applied).
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }

    // MARK: Text-returning modifiers (style the runs that have no style of their own)

    func styled(_ change: (inout Run) -> Void) -> Text {
        var text = self
        for index in text.runs.indices { change(&text.runs[index]) }
        return text
    }

    public func font(_ font: Font?) -> Text {
        styled { if $0.font == nil { $0.font = font } }
    }
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        styled { if $0.weight == nil { $0.weight = weight } }
    }
    /// The design of the run's font, or of the font it inherits.
    public func fontDesign(_ design: Font.Design?) -> Text {
        styled { if $0.design == nil { $0.design = design } }
    }
    /// The width of the run's font, or of the font it inherits.
    public func fontWidth(_ width: Font.Width?) -> Text {
        styled { if $0.width == nil { $0.width = width } }
    }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { styled { if $0.italic == nil { $0.italic = true } } }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public func monospacedDigit() -> Text { styled { if $0.monospacedDigit == nil { $0.monospacedDigit = true } } }
    public func monospaced(_ isActive: Bool = true) -> Text {
        styled { if $0.monospaced == nil { $0.monospaced = isActive } }
    }
    public func foregroundColor(_ color: Color?) -> Text {
        styled { if $0.color == nil, let color { $0.color = AnyShapeStyle(color) } }
    }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        styled { if $0.color == nil { $0.color = AnyShapeStyle(style) } }
    }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled { if $0.underline == nil { $0.underline = isActive } }
    }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled { if $0.strikethrough == nil { $0.strikethrough = isActive } }
    }
    public func kerning(_ kerning: CGFloat) -> Text {
        styled { if $0.kerning == nil { $0.kerning = kerning } }
    }
    public func tracking(_ tracking: CGFloat) -> Text { kerning(tracking) }
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        styled { if $0.baselineOffset == nil { $0.baselineOffset = baselineOffset } }
    }
}

extension Text: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalError("Text has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        [archiveNode(in: scope, referenceDate: evaluator.referenceDate)]
    }

    func archiveNode(in scope: EvaluationScope, referenceDate: Date) -> ViewNode {
        let environment = scope.environment
        let style = environment.style
        let text = TextArchive(
            runs: runs.map { $0.archive(in: environment, referenceDate: referenceDate) },
            font: environment.resolvedFont().scaled(environment.style.textScale),
            foreground: environment.foregroundPaint(),
            lineLimit: environment.lineLimit,
            reservesSpace: style.lineLimitReservesSpace ? true : nil,
            multilineTextAlignment: environment.multilineTextAlignment.archive,
            minimumScaleFactor: Double(environment.minimumScaleFactor),
            truncationMode: environment.truncationMode == .tail ? nil : (environment.truncationMode == .head ? .head : .middle),
            lineSpacing: environment.lineSpacing > 0 ? Double(environment.lineSpacing) : nil)
        return scope.node(.text(text))
    }

    /// The text as shown at `referenceDate` (for tests and plain output).
    package func plainText(referenceDate: Date = Date(), environment: EnvironmentValues = EnvironmentValues()) -> String {
        runs.map { $0.archive(in: environment, referenceDate: referenceDate).string }.joined()
    }
}

extension Text.Run {
    func archive(in environment: EnvironmentValues, referenceDate: Date) -> TextRunArchive {
        var run: TextRunArchive
        switch content {
        case .verbatim(let string):
            run = TextRunArchive(kind: .verbatim, string: string)
        case .date(let date, let style):
            run = TextRunArchive(kind: .date, string: DateTexts.format(date, style: style, referenceDate: referenceDate, environment: environment))
            run.date = date.timeIntervalSince1970
            run.dateStyle = style.name
        case .timer(let interval, let pauseTime, let countsDown, let showsHours):
            run = TextRunArchive(
                kind: .timerInterval,
                string: DateTexts.timer(interval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours, now: referenceDate))
            run.start = interval.lowerBound.timeIntervalSince1970
            run.end = interval.upperBound.timeIntervalSince1970
            run.pauseTime = pauseTime?.timeIntervalSince1970
            run.countsDown = countsDown
            run.showsHours = showsHours
        case .range(let range):
            run = TextRunArchive(kind: .dateRange, string: DateTexts.range(range, environment: environment))
            run.start = range.lowerBound.timeIntervalSince1970
            run.end = range.upperBound.timeIntervalSince1970
        case .image(let image):
            run = TextRunArchive(kind: .image, string: "")
            switch image.source {
            case .system(let name, _): run.systemName = name
            case .named(let name, _): run.imageName = name
            }
        }
        let scale = self.scale ?? environment.style.textScale
        if let font {
            run.font = font.archive(dynamicTypeSize: environment.dynamicTypeSize).scaled(scale)
        } else if scale != environment.style.textScale {
            // A scale of its own: the text's font at that scale.
            run.font = environment.resolvedFont().scaled(scale)
        }
        run.weight = weight?.archive
        run.italic = italic
        run.color = color.map { environment.resolvePaint($0) }
        run.underline = underline
        run.strikethrough = strikethrough
        run.monospacedDigit = monospacedDigit
        run.monospaced = monospaced
        run.design = design?.archive
        run.width = width.map { Double($0.value) }
        run.link = link
        run.kerning = kerning.map(Double.init)
        run.baselineOffset = baselineOffset.map(Double.init)
        return run
    }
}

// MARK: - Static text of dynamic dates

/// What dates read at a given moment, in the environment's locale and time zone: the archive's
/// text (the page keeps the dynamic ones counting). The dynamic styles' formats are
/// WidgetryWire's `DynamicDates`, shared with the renderers and the page script.
package enum DateTexts {
    /// Formatters by locale, time zone, calendar and styles (creating one is slow).
    private static let formatters = Mutex<[String: DateFormatter]>([:])

    static func string(_ date: Date, _ environment: EnvironmentValues, date dateStyle: DateFormatter.Style, time timeStyle: DateFormatter.Style) -> String {
        let locale = environment.locale, timeZone = environment.timeZone, calendar = environment.calendar
        let key = "\(locale.identifier)|\(timeZone.identifier)|\(calendar.identifier)|\(dateStyle.rawValue)|\(timeStyle.rawValue)"
        return string(date, key: key) { formatter in
            formatter.locale = locale
            formatter.timeZone = timeZone
            formatter.calendar = calendar
            formatter.dateStyle = dateStyle
            formatter.timeStyle = timeStyle
        }
    }

    /// `date` in the locale's pattern for `template` (`"j"`: "6 AM", `"MMMd"`: "Nov 24"), as
    /// charts label their date axes.
    package static func string(_ date: Date, template: String, locale: Locale, timeZone: TimeZone) -> String {
        string(date, key: "\(locale.identifier)|\(timeZone.identifier)|template \(template)") { formatter in
            formatter.locale = locale
            formatter.timeZone = timeZone
            formatter.dateFormat = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? template
        }
    }

    /// `date` written by the cached formatter of `key`, made by `configure` the first time.
    private static func string(_ date: Date, key: String, configure: (DateFormatter) -> Void) -> String {
        formatters.withLock { cache in
            let formatter: DateFormatter
            if let cached = cache[key] {
                formatter = cached
            } else {
                formatter = DateFormatter()
                configure(formatter)
                cache[key] = formatter
            }
            return formatter.string(from: date)
        }
    }

    static func format(_ date: Date, style: Text.DateStyle, referenceDate: Date, environment: EnvironmentValues) -> String {
        switch style.name {
        case "date": string(date, environment, date: .long, time: .none)
        case "time": string(date, environment, date: .none, time: .short)
        default:
            // relative, offset, timer: the same text the page keeps counting.
            DynamicDates.dateText(style: style.name, interval: date.timeIntervalSince(referenceDate))
                ?? DynamicDates.clock(abs(date.timeIntervalSince(referenceDate)), showsHours: true)
        }
    }

    static func timer(_ interval: ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool, now: Date) -> String {
        DynamicDates.timerText(
            start: interval.lowerBound.timeIntervalSince1970, end: interval.upperBound.timeIntervalSince1970,
            pauseTime: pauseTime?.timeIntervalSince1970, countsDown: countsDown, showsHours: showsHours,
            now: now.timeIntervalSince1970)
    }

    static func range(_ range: ClosedRange<Date>, environment: EnvironmentValues) -> String {
        let calendar = environment.calendar
        let sameDay = calendar.isDate(range.lowerBound, inSameDayAs: range.upperBound)
        let start = string(range.lowerBound, environment, date: .medium, time: .short)
        let end = string(range.upperBound, environment, date: sameDay ? .none : .medium, time: .short)
        return start + " – " + end
    }
}
