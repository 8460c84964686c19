import Foundation

/// The key of a localized string: what a string literal becomes in `Text("…")`, `Label("…")`,
/// `Button("…")`. Interpolations keep their kind: `Text("Updated \(date, style: .relative)")`
/// is a fixed run followed by a live date.
///
/// Linux has no string tables: a key shows its own text. Markdown in the key's literal text is
/// interpreted as SwiftUI does for the common inline forms: `**bold**`, `__bold__`, `*italic*`,
/// `~~strikethrough~~`, `` `code` `` and `[label](url)`; an unpaired marker stays as text.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    /// The key as a strings table would look it up (`%@`, `%lld`, … for interpolations).
    let key: String
    let runs: [Text.Run]
    /// What each interpolation drew, in order: the runs a translation's `%@`, `%lld`, `%1$@` … take.
    let arguments: [[Text.Run]]

    public init(_ value: String) {
        key = value
        runs = Markdown.apply([(Text.Run(.verbatim(value)), true)])
        arguments = []
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
        runs = stringInterpolation.hasMarkdown
            ? Markdown.apply(zip(stringInterpolation.runs, stringInterpolation.literal).map { ($0, $1) })
            : stringInterpolation.runs
    }

    /// The text as shown (interpolated dates as they read now).
    package var resolvedText: String { Text(runs: runs).plainText() }

    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var key = ""
        var runs: [Text.Run] = []
        /// Per run: whether it is literal text of the key (where Markdown is read).
        var literal: [Bool] = []
        var hasMarkdown = false
        var arguments: [[Text.Run]] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// An interpolation's text: drawn in place, and kept as an argument for a translation.
        private mutating func argument(_ string: String) {
            appendText(string)
            arguments.append([Text.Run(.verbatim(string))])
        }

        /// An interpolation's runs (a date, an image, a text's styled runs).
        private mutating func argument(runs: [Text.Run]) {
            for run in runs { append(run) }
            arguments.append(runs)
        }

        private mutating func appendText(_ string: String, isLiteral: Bool = false) {
            if string.isEmpty { return }
            if let last = runs.indices.last, literal[last] == isLiteral, case .verbatim(let previous) = runs[last].content,
                runs[last] == Text.Run(.verbatim(previous))
            {
                runs[last].content = .verbatim(previous + string)
            } else {
                runs.append(Text.Run(.verbatim(string)))
                literal.append(isLiteral)
            }
        }

        private mutating func append(_ run: Text.Run) {
            runs.append(run)
            literal.append(false)
        }

        public mutating func appendLiteral(_ literal: String) {
            // The key escapes `%` as a format string does (no Foundation: this runs per view).
            if literal.utf8.contains(UInt8(ascii: "%")) {
                for character in literal.unicodeScalars {
                    key.unicodeScalars.append(character)
                    if character == "%" { key += "%" }
                }
            } else {
                key += literal
            }
            if !hasMarkdown, Markdown.mayContainMarkup(literal) { hasMarkdown = true }
            appendText(literal, isLiteral: true)
        }

        public mutating func appendInterpolation(_ string: String) {
            key += "%@"
            argument(string)
        }

        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            key += T._specifier
            argument(value._defaultText)
        }

        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            key += specifier
            argument(String(format: specifier, value._arg))
        }

        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            key += "%@"
            argument(formatter?.string(for: subject) ?? String(describing: subject))
        }

        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            key += "%@"
            argument(formatter?.string(for: subject) ?? subject.description)
        }

        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
            key += "%@"
            argument(format.format(input))
        }

        public mutating func appendInterpolation(_ text: Text) {
            key += "%@"
            argument(runs: text.runs)
        }

        public mutating func appendInterpolation(_ image: Image) {
            key += "%@"
            argument(runs: [Text.Run(.image(image))])
        }

        @_disfavoredOverload
        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            key += "%@"
            argument(String(attributedString.characters))
        }

        public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
            key += "%@"
            argument(resource.description)
        }

        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            key += "%@"
            argument(runs: [Text.Run(.date(date, style))])
        }

        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
            key += "%@"
            argument(runs: [Text.Run(.range(dates))])
        }

        public mutating func appendInterpolation(_ interval: DateInterval) {
            key += "%@"
            argument(runs: [Text.Run(.range(interval.start...interval.end))])
        }

        public mutating func appendInterpolation(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
            key += "%@"
            argument(runs: [Text.Run(.timer(timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))])
        }

        /// Any other value, as `String(describing:)` shows it.
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) {
            key += "%@"
            argument(String(describing: value))
        }
    }

    public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool {
        lhs.key == rhs.key && lhs.runs == rhs.runs
    }
}
