// Texts and fonts of the archive. See ViewArchive.swift for the conventions.

/// A resolved font.
public struct FontArchive: Codable, Hashable, Sendable {
    /// `Font.TextStyle`.
    public enum TextStyle: String, Codable, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        case extraLargeTitle, extraLargeTitle2
    }

    /// `Font.Weight`.
    public enum Weight: String, Codable, Hashable, Sendable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// `Font.Design`.
    public enum Design: String, Codable, Hashable, Sendable, CaseIterable {
        case `default`, serif, rounded, monospaced
    }

    /// The text style of text-style fonts (`body`, `headline`, …).
    public var textStyle: TextStyle?
    /// A custom font's family name (`Font.custom`).
    public var name: String?
    /// Point size, already scaled for the dynamic type size.
    public var size: Double
    public var weight: Weight?
    public var design: Design?
    /// `Font.Width` value: 0 standard, negative narrower (`condensed` -0.2), positive wider.
    public var width: Double?
    public var italic: Bool?
    public var monospacedDigit: Bool?
    public var monospaced: Bool?

    public init(
        textStyle: TextStyle? = nil, name: String? = nil, size: Double, weight: Weight? = nil, design: Design? = nil,
        italic: Bool? = nil, monospacedDigit: Bool? = nil, monospaced: Bool? = nil
    ) {
        self.textStyle = textStyle
        self.name = name
        self.size = size
        self.weight = weight
        self.design = design
        self.italic = italic
        self.monospacedDigit = monospacedDigit
        self.monospaced = monospaced
    }
}

/// `Text`: its runs (one per concatenated or interpolated piece) and the text-wide style
/// resolved from the environment. A run's own style wins over the text-wide one.
public struct TextArchive: Codable, Hashable, Sendable {
    public var runs: [TextRunArchive]
    /// The environment's font (`.font(_:)`, default `body`), with `fontWeight`/`bold`/`italic`
    /// applied.
    public var font: FontArchive
    /// The environment's foreground style (default: the primary label colour).
    public var foreground: PaintArchive
    /// `lineLimit(_:)`; nil for no limit.
    public var lineLimit: Int?
    /// `lineLimit(_:reservesSpace: true)`: take the height of `lineLimit` lines.
    public var reservesSpace: Bool?
    /// `TextAlignment`.
    public enum Alignment: String, Codable, Hashable, Sendable, CaseIterable {
        case leading, center, trailing
    }

    /// `Text.TruncationMode`.
    public enum TruncationMode: String, Codable, Hashable, Sendable, CaseIterable {
        case head, middle, tail
    }

    /// `multilineTextAlignment(_:)`.
    public var multilineTextAlignment: Alignment
    /// `minimumScaleFactor(_:)`, 1 when not set.
    public var minimumScaleFactor: Double
    /// `truncationMode(_:)`; `tail` (the default) is left out.
    public var truncationMode: TruncationMode?
    /// `lineSpacing(_:)`: points between lines; nil for none.
    public var lineSpacing: Double?

    public init(
        runs: [TextRunArchive], font: FontArchive, foreground: PaintArchive, lineLimit: Int? = nil, reservesSpace: Bool? = nil,
        multilineTextAlignment: Alignment = .leading, minimumScaleFactor: Double = 1, truncationMode: TruncationMode? = nil,
        lineSpacing: Double? = nil
    ) {
        self.lineSpacing = lineSpacing
        self.runs = runs
        self.font = font
        self.foreground = foreground
        self.lineLimit = lineLimit
        self.reservesSpace = reservesSpace
        self.multilineTextAlignment = multilineTextAlignment
        self.minimumScaleFactor = minimumScaleFactor
        self.truncationMode = truncationMode
    }

    /// The text as shown at the entry date (each run's `string`), for tests and plain-text output.
    public var plainText: String { runs.map(\.string).joined() }
}

/// One run of a `Text`.
public struct TextRunArchive: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Hashable, Sendable {
        /// Fixed text: `string`.
        case verbatim
        /// `Text(date, style:)`: `date` and `dateStyle`; `string` is the text at the entry date.
        case date
        /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`: `start`, `end`, `pauseTime`,
        /// `countsDown`, `showsHours`; `string` is the text at the entry date.
        case timerInterval
        /// `Text(dates)` for a `ClosedRange<Date>` or `DateInterval`: `start`, `end`; `string` is
        /// the formatted range.
        case dateRange
        /// An image inside text (`Text(Image(systemName:))`, `"\(Image(…))"`): `systemName` or
        /// `imageName`; `string` is empty.
        case image
    }

    public var kind: Kind
    /// The text to show (for dynamic kinds: as it reads at the entry date, in the archive's
    /// locale and time zone).
    public var string: String
    public var date: Double?
    /// `Text.DateStyle`: `time`, `date`, `relative`, `offset`, `timer`.
    public var dateStyle: String?
    public var start: Double?
    public var end: Double?
    public var pauseTime: Double?
    public var countsDown: Bool?
    public var showsHours: Bool?
    public var systemName: String?
    public var imageName: String?

    /// Run style set on the `Text` itself (`Text("a").bold()`); nil fields inherit from the
    /// text-wide style of `TextArchive`.
    public var font: FontArchive?
    public var weight: FontArchive.Weight?
    public var italic: Bool?
    public var color: PaintArchive?
    public var underline: Bool?
    public var strikethrough: Bool?
    public var monospacedDigit: Bool?
    /// A Markdown code span (`` `x` ``) in a localized key, or `Text.monospaced()`: monospaced.
    public var monospaced: Bool?
    /// `Text.fontDesign(_:)`: applied to the inherited font.
    public var design: FontArchive.Design?
    /// `Text.fontWidth(_:)`: a `Font.Width` value applied to the inherited font.
    public var width: Double?
    public var kerning: Double?
    public var baselineOffset: Double?
    /// A Markdown link (`[label](url)`) in a localized key: tapping the run opens the URL.
    public var link: String?

    public init(kind: Kind, string: String) {
        self.kind = kind
        self.string = string
    }
}
