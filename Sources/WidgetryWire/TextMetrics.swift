/// How much room text takes in the page's font, so that evaluation measures text as the browser
/// will draw it (`GraphicsContext.resolve(_:).measure(in:)` and baselines in a `Canvas`).
///
/// The page draws widgets in Inter, which the host serves (WidgetryRender's
/// `Resources/fonts`); its advance widths are generated from the same files
/// (`Generated/InterMetrics.swift`). Kerning is not applied, so a measured width can differ
/// from the drawn one by a few hundredths of an em per pair. Characters outside the served
/// subset are drawn by the viewer's fonts and measured by estimate: emoji and East Asian
/// characters as 1.2 em and 1 em, others as a digit.
public enum TextMetrics {
    /// The advances of every weight, decoded once, in the order of `codePointRanges`: Inter's,
    /// and Inter Display's (text of `displaySize` and more).
    private static let advances = encodedAdvances.mapValues(decode)
    private static let displayAdvances = encodedDisplayAdvances.mapValues(decode)

    /// The size from which text is drawn in the display cut, as Apple's system font changes
    /// from its text to its display design at 20 points.
    public static let displaySize = 20.0

    /// Whether `font` is drawn in the display cut: the system font (no design, custom name or
    /// monospacing) at `displaySize` or more.
    public static func usesDisplayCut(_ font: FontArchive) -> Bool {
        font.size >= displaySize && (font.design == nil || font.design == .default) && font.name == nil && font.monospaced != true
    }

    private static func decode(_ encoded: String) -> [UInt16] {
        var values: [UInt16] = []
        values.reserveCapacity(encoded.utf8.count / 4)
        var value: UInt16 = 0
        for (index, byte) in encoded.utf8.enumerated() {
            let digit = byte <= UInt8(ascii: "9") ? byte - UInt8(ascii: "0") : byte - UInt8(ascii: "a") + 10
            value = value << 4 | UInt16(digit)
            if index % 4 == 3 {
                values.append(value)
                value = 0
            }
        }
        return values
    }

    /// The index in `advances` of each range's first character.
    private static let rangeStarts: [Int] = codePointRanges.reduce(into: [0]) { starts, range in
        starts.append(starts[starts.count - 1] + range.count)
    }

    /// The CSS weight (100 … 900) the page draws `weight` in.
    public static func cssWeight(_ weight: FontArchive.Weight?) -> Int {
        switch weight {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular, nil: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }

    /// Line height of a font relative to its size: the text styles' at the `large` size (Apple's
    /// Dynamic Type table), 1.2 for fonts of a given size.
    public static func lineHeightRatio(_ textStyle: FontArchive.TextStyle?) -> Double {
        switch textStyle {
        case .largeTitle: 41.0 / 34
        case .title: 34.0 / 28
        case .title2: 28.0 / 22
        case .title3: 25.0 / 20
        case .headline, .body: 22.0 / 17
        case .callout: 21.0 / 16
        case .subheadline: 20.0 / 15
        case .footnote: 18.0 / 13
        case .caption: 16.0 / 12
        case .caption2: 13.0 / 11
        case .extraLargeTitle, .extraLargeTitle2, nil: 1.2
        }
    }

    /// The height of one line of `font`, in points (as the renderer writes `line-height`).
    public static func lineHeight(of font: FontArchive) -> Double {
        (font.size * lineHeightRatio(font.textStyle)).rounded()
    }

    /// The distance from a line's top to its baseline: the line's half-leading above the font's
    /// ascender, as CSS places a line's glyphs.
    public static func baseline(of font: FontArchive) -> Double {
        let content = (ascender + descender) / unitsPerEm * font.size
        return (lineHeight(of: font) - content) / 2 + ascender / unitsPerEm * font.size
    }

    /// The width of `text` on one line in `font`, in points.
    public static func width(of text: String, font: FontArchive) -> Double {
        if font.monospaced == true || font.design == .monospaced {
            return Double(text.unicodeScalars.count) * 0.602 * font.size  // DejaVu Sans Mono, Liberation Mono
        }
        let display = usesDisplayCut(font)
        let cut = display ? displayAdvances : advances
        let em = display ? displayUnitsPerEm : unitsPerEm
        let table = cut[cssWeight(font.weight)] ?? cut[400] ?? []
        let digit = Double(advance(of: "0", in: table) ?? 0)
        var units = 0.0
        for scalar in text.unicodeScalars {
            if let known = advance(of: scalar, in: table) {
                units += Double(known)
            } else if scalar.properties.isEmojiPresentation {
                units += 1.2 * em
            } else if (0x2E80...0x9FFF).contains(scalar.value) || (0xAC00...0xD7AF).contains(scalar.value)
                || (0xF900...0xFAFF).contains(scalar.value) || (0xFF00...0xFF60).contains(scalar.value)
            {
                units += em
            } else if scalar.properties.generalCategory == .nonspacingMark || scalar.properties.isVariationSelector
                || scalar.value == 0x200D
            {
                continue
            } else {
                units += digit
            }
        }
        return units / em * font.size
    }

    /// A stretch of text in one font: a `Text`'s run.
    public struct Run: Sendable {
        public var text: String
        public var font: FontArchive
        /// Extra space after each character (`kerning(_:)`, `tracking(_:)`), in points.
        public var kerning: Double

        public init(_ text: String, font: FontArchive, kerning: Double = 0) {
            self.text = text
            self.font = font
            self.kerning = kerning
        }
    }

    /// The size of `text` in `font` wrapped at word boundaries to `width` (nil: one line per
    /// paragraph): the widest line's width and the lines' height.
    public static func size(of text: String, font: FontArchive, wrappedTo width: Double? = nil) -> (width: Double, height: Double) {
        size(of: [Run(text, font: font)], wrappedTo: width)
    }

    /// The size of runs of text set one after another, wrapped at spaces to `width` (nil: one
    /// line per paragraph) as the browser wraps them: the widest line's width, and the lines'
    /// height, each line as high as its tallest font's line.
    public static func size(of runs: [Run], wrappedTo width: Double? = nil) -> (width: Double, height: Double) {
        var widest = 0.0, height = 0.0
        var line = 0.0, lineHeight = 0.0, pendingSpace = 0.0
        func endLine() {
            widest = max(widest, line)
            height += lineHeight
            line = 0
            lineHeight = 0
            pendingSpace = 0
        }
        for run in runs {
            let runLineHeight = self.lineHeight(of: run.font)
            let space = self.width(of: " ", font: run.font) + run.kerning
            for (paragraphIndex, paragraph) in run.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if paragraphIndex > 0 { endLine() }
                lineHeight = max(lineHeight, runLineHeight)
                for (wordIndex, word) in paragraph.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
                    if wordIndex > 0 { pendingSpace += space }
                    guard !word.isEmpty else { continue }
                    let wordWidth = self.width(of: String(word), font: run.font) + run.kerning * Double(word.count)
                    if let width, line > 0, line + pendingSpace + wordWidth > width {
                        endLine()
                        lineHeight = runLineHeight
                    } else {
                        line += pendingSpace
                    }
                    line += wordWidth
                    pendingSpace = 0
                }
            }
        }
        endLine()
        if let width { widest = min(widest, width) }
        return (widest, height)
    }

    /// The advance of a character of the served subset, in font units; nil outside it.
    private static func advance(of scalar: Unicode.Scalar, in table: [UInt16]) -> UInt16? {
        var low = 0
        var high = codePointRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = codePointRanges[middle]
            if scalar.value < range.lowerBound {
                high = middle - 1
            } else if scalar.value > range.upperBound {
                low = middle + 1
            } else {
                let index = rangeStarts[middle] + Int(scalar.value - range.lowerBound)
                return index < table.count ? table[index] : nil
            }
        }
        return nil
    }
}
