import Foundation
import WidgetryWire

// `Text`: its element's font and colour, its runs (dynamic dates and timers, inline images,
// Markdown links), redacted as bars.

extension HTMLRenderer {
    /// The CSS `font-weight` of a weight; nil for `regular` (the default).
    static func weightValue(_ weight: FontArchive.Weight?) -> String? {
        weight == nil || weight == .regular ? nil : String(TextMetrics.cssWeight(weight))
    }

    /// The CSS of a font (size, line height, weight, style, family, figures).
    static func fontStyle(_ font: FontArchive, into css: inout HTMLOutput, lineHeight: Bool, lineSpacing: Double = 0) {
        css.lit("font-size:")
        css.px(font.size)
        css.lit(";")
        if lineHeight {
            css.lit("line-height:")
            css.px(TextMetrics.lineHeight(of: font) + lineSpacing)
            css.lit(";")
            if lineSpacing > 0 {
                // CSS spreads the spacing above and below every line, SwiftUI puts it between
                // lines only: the outer half-spacings are taken back.
                css.lit("margin-block:")
                css.px(-lineSpacing / 2)
                css.lit(";")
            }
        }
        if let weight = weightValue(font.weight) {
            css.lit("font-weight:")
            css.raw(weight)
            css.lit(";")
        }
        if font.italic == true { css.lit("font-style:italic;") }
        if font.monospacedDigit == true { css.lit("font-variant-numeric:tabular-nums;") }
        if let width = font.width { fontStretch(width, into: &css) }
        if font.monospaced == true || font.design == .monospaced {
            css.lit("font-family:var(--wr-mono);")
        } else if let family = designFamily(font.design), font.design != .default {
            css.lit(family)
        } else if let name = font.name {
            // Custom fonts by family name: only a conservative character set is written.
            let safe = String(name.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil || " -_.".unicodeScalars.contains($0) })
            if !safe.isEmpty {
                css.lit("font-family:'")
                css.raw(safe)
                css.lit("',var(--wr-font);")
            }
        } else if TextMetrics.usesDisplayCut(font) {
            // Apple's system font changes to its display design at 20 points; so does the page's.
            css.lit("font-family:var(--wr-display);")
        }
    }

    /// The `font-family` declaration of a `Font.Design` name.
    static func designFamily(_ design: FontArchive.Design?) -> StaticString? {
        switch design {
        case .monospaced: "font-family:var(--wr-mono);"
        case .rounded: "font-family:var(--wr-rounded);"
        case .serif: "font-family:var(--wr-serif);"
        case .default: "font-family:var(--wr-font);"
        case nil: nil
        }
    }

    /// `font-stretch` for a `Font.Width` value: `condensed` (-0.2) is CSS's 75%, `expanded`
    /// (0.2) 125%. The face is the family's of that width where the browser has one.
    static func fontStretch(_ width: Double, into css: inout HTMLOutput) {
        css.lit("font-stretch:")
        css.number(min(max(100 + width * 125, 50), 200))
        css.lit("%;")
    }

    /// The style of a text's element: the text-wide style, with what every run sets alike
    /// (`Text("a").font(.caption).italic()` styles its one run) hoisted from the runs, so that
    /// it also sets the line height and the runs need no `<span>` of their own.
    struct TextStyle: Equatable {
        var font: FontArchive
        var color: PaintArchive
        var underline: Bool?
        var strikethrough: Bool?
        /// The font every run sets, before the shared weight, italic… are applied to it.
        var runFont: FontArchive?

        init(_ text: TextArchive) {
            font = text.font
            color = text.foreground
            let runs = text.runs
            if runs.count == 1 {
                let run = runs[0]
                runFont = run.font
                if let runFont { font = runFont }
                if let weight = run.weight { font.weight = weight }
                if let italic = run.italic { font.italic = italic ? true : nil }
                if let digits = run.monospacedDigit { font.monospacedDigit = digits ? true : nil }
                if let monospaced = run.monospaced { font.monospaced = monospaced ? true : nil }
                if let design = run.design { font.design = design }
                if let width = run.width { font.width = width == 0 ? nil : width }
                if let color = run.color { self.color = color }
                underline = run.underline
                strikethrough = run.strikethrough
                return
            }
            func shared<Value: Equatable>(_ value: (TextRunArchive) -> Value?) -> Value? {
                guard let first = runs.first.flatMap(value) else { return nil }
                for run in runs.dropFirst() where value(run) != first { return nil }
                return first
            }
            runFont = shared(\.font)
            if let runFont { font = runFont }
            if let weight = shared(\.weight) { font.weight = weight }
            if let italic = shared(\.italic) { font.italic = italic ? true : nil }
            if let digits = shared(\.monospacedDigit) { font.monospacedDigit = digits ? true : nil }
            if let monospaced = shared(\.monospaced) { font.monospaced = monospaced ? true : nil }
            if let design = shared(\.design) { font.design = design }
            if let width = shared(\.width) { font.width = width == 0 ? nil : width }
            if let color = shared(\.color) { self.color = color }
            underline = shared(\.underline)
            strikethrough = shared(\.strikethrough)
        }
    }

    func textBox(_ node: ViewNode, _ text: TextArchive, _ box: inout Box, context: RenderContext) {
        var css = HTMLOutput(capacity: 128)
        let style = TextStyle(text)
        box.textStyle = style
        let font = style.font
        let lineSpacing = max(text.lineSpacing ?? 0, 0)
        Self.fontStyle(font, into: &css, lineHeight: true, lineSpacing: lineSpacing)
        if !isRedacted(node) {
            switch style.color.kind {
            case .linearGradient, .radialGradient, .angularGradient:
                css.lit("background:")
                css.background(style.color, colors, accentable: context.accentable)
                css.lit(";-webkit-background-clip:text;background-clip:text;color:transparent;")
            default:
                css.lit("color:")
                css.solidColor(style.color, colors, accentable: context.accentable)
                css.lit(";")
            }
            let underline = style.underline == true, strikethrough = style.strikethrough == true
            if underline || strikethrough {
                css.lit(underline && strikethrough ? "text-decoration:underline line-through;" : underline ? "text-decoration:underline;" : "text-decoration:line-through;")
            }
        }
        switch text.multilineTextAlignment {
        case .center: css.lit("text-align:center;")
        case .trailing: css.lit("text-align:end;")
        case .leading: break
        }
        var classes = "wr-text"
        if let limit = text.lineLimit, limit > 0 {
            if limit == 1 {
                classes = "wr-text wr-text-one-line"
            } else {
                classes = "wr-text wr-text-clamped"
                css.lit("-webkit-line-clamp:")
                css.raw(String(limit))
                css.lit(";")
            }
            if text.reservesSpace == true {
                css.lit("min-height:")
                css.px((TextMetrics.lineHeight(of: font) + lineSpacing) * Double(limit))
                css.lit(";")
            }
        }
        box.classes = classes
        box.style = css
        if text.minimumScaleFactor < 1 && !isRedacted(node) {
            box.attributes = " data-wr-min-scale=\"" + HTMLOutput.format(max(text.minimumScaleFactor, 0.01)) + "\""
        }
    }

    mutating func textContent(_ text: TextArchive, style: TextStyle, node: ViewNode, context: RenderContext) {
        if isRedacted(node) {
            // Rounded bars of about the text's width: the characters are replaced (the text
            // itself never reaches the page), spaces kept so that the bars wrap like the text.
            out.lit("<span class=\"wr-redacted\" style=\"background:")
            var bar = colors.map(HTMLOutput.representativeColor(text.foreground), accentable: context.accentable)
            bar.opacity *= 0.2
            out.color(bar)
            out.lit("\">")
            out.raw(Self.redactionMask(text.plainText))
            out.lit("</span>")
            return
        }
        for run in text.runs {
            textRun(run, style: style, context: context)
        }
    }

    /// What a redacted text shows instead of its characters: an `x` for each (up to 400),
    /// spaces kept so that the bars wrap like the text.
    static func redactionMask(_ string: String) -> String {
        var mask = ""
        var count = 0
        for character in string {
            count += 1
            if count > 400 { break }
            mask.append(character.isWhitespace ? " " : "x")
        }
        return mask.allSatisfy(\.isWhitespace) ? "xxxxxxxx" : mask
    }

    private mutating func textRun(_ run: TextRunArchive, style textStyle: TextStyle, context: RenderContext) {
        var attributes = ""
        var string = run.string
        switch run.kind {
        case .date:
            if let date = run.date, let style = run.dateStyle, let current = DynamicDates.dateText(date: date, style: style, now: now) {
                string = current
                attributes = " data-wr-date=\"" + HTMLOutput.format(date) + "\" data-wr-style=\"" + HTMLOutput.escaped(style) + "\""
            }
        case .timerInterval:
            if let start = run.start, let end = run.end {
                let countsDown = run.countsDown ?? true, showsHours = run.showsHours ?? true
                string = DynamicDates.timerText(start: start, end: end, pauseTime: run.pauseTime, countsDown: countsDown, showsHours: showsHours, now: now)
                attributes = " data-wr-timer-start=\"" + HTMLOutput.format(start) + "\" data-wr-timer-end=\"" + HTMLOutput.format(end) + "\""
                if let pause = run.pauseTime { attributes += " data-wr-pause=\"" + HTMLOutput.format(pause) + "\"" }
                attributes += " data-wr-counts-down=\"" + (countsDown ? "true" : "false") + "\" data-wr-shows-hours=\"" + (showsHours ? "true" : "false") + "\""
            }
        case .image:
            inlineImage(run, context: context)
            return
        case .verbatim, .dateRange:
            break
        }
        let style = runStyle(run, text: textStyle, context: context)
        if let link = run.link {
            // A Markdown link: a link element the web layer wires like `Link` (unsafe URLs
            // keep their text, without a target).
            if URLSafety.isSafe(link) {
                out.lit("<a class=\"wr-anchor wr-run-link\" href=\"")
                out.text(link)
                out.lit("\" data-wr-url=\"")
                out.text(link)
                out.lit("\"")
            } else {
                out.lit("<span class=\"wr-anchor wr-run-link wr-blocked\"")
            }
            if !style.isEmpty {
                out.lit(" style=\"")
                out.raw(style)
                out.lit("\"")
            }
            out.lit(">")
            out.text(string)
            out.lit(URLSafety.isSafe(link) ? "</a>" : "</span>")
            return
        }
        if attributes.isEmpty && style.isEmpty {
            out.text(string)
            return
        }
        out.lit(attributes.isEmpty ? "<span" : "<span class=\"wr-date\"")
        if !style.isEmpty {
            out.lit(" style=\"")
            out.raw(style)
            out.lit("\"")
        }
        out.raw(attributes)
        out.lit(">")
        out.text(string)
        out.lit("</span>")
    }

    /// The CSS of what a run sets differently from its text's element.
    private func runStyle(_ run: TextRunArchive, text: TextStyle, context: RenderContext) -> String {
        let font = run.font.flatMap { $0 == text.runFont ? nil : $0 }
        let weight = run.weight.flatMap { $0 == text.font.weight ? nil : $0 }
        let italic = run.italic.flatMap { ($0 ? true : nil) == text.font.italic ? nil : $0 }
        let digits = run.monospacedDigit.flatMap { ($0 ? true : nil) == text.font.monospacedDigit ? nil : $0 }
        let monospaced = run.monospaced.flatMap { ($0 ? true : nil) == text.font.monospaced ? nil : $0 }
        let design = run.design.flatMap { $0 == (text.font.design ?? .default) ? nil : $0 }
        let width = run.width.flatMap { $0 == (text.font.width ?? 0) ? nil : $0 }
        let color = run.color.flatMap { $0 == text.color ? nil : $0 }
        let underline = run.underline.flatMap { $0 == text.underline ? nil : $0 }
        let strikethrough = run.strikethrough.flatMap { $0 == text.strikethrough ? nil : $0 }
        if font == nil && weight == nil && italic == nil && digits == nil && color == nil && underline == nil && strikethrough == nil
            && run.kerning == nil && run.baselineOffset == nil && monospaced == nil && design == nil && width == nil
        {
            return ""
        }
        var css = HTMLOutput(capacity: 64)
        if let font {
            Self.fontStyle(font, into: &css, lineHeight: false)
            if TextMetrics.usesDisplayCut(text.font) && !TextMetrics.usesDisplayCut(font) && font.design == nil && font.name == nil {
                css.lit("font-family:var(--wr-font);")  // a small run in a display-sized text
            }
        }
        if let weight {
            css.lit("font-weight:")
            css.raw(Self.weightValue(weight) ?? "400")
            css.lit(";")
        }
        if let italic { css.lit(italic ? "font-style:italic;" : "font-style:normal;") }
        if let color {
            css.lit("color:")
            css.solidColor(color, colors, accentable: context.accentable)
            css.lit(";")
        }
        if underline != nil || strikethrough != nil {
            let lines = [(underline ?? text.underline) == true ? "underline" : nil, (strikethrough ?? text.strikethrough) == true ? "line-through" : nil]
                .compactMap { $0 }
            css.lit("text-decoration:")
            css.raw(lines.isEmpty ? "none" : lines.joined(separator: " "))
            css.lit(";")
        }
        if let digits { css.lit(digits ? "font-variant-numeric:tabular-nums;" : "font-variant-numeric:normal;") }
        if let width { Self.fontStretch(width, into: &css) }
        if monospaced == true {
            css.lit("font-family:var(--wr-mono);")
        } else if let family = Self.designFamily(design ?? (monospaced == false ? .default : nil)) {
            css.lit(family)
        }
        if let kerning = run.kerning {
            css.lit("letter-spacing:")
            css.px(kerning)
            css.lit(";")
        }
        if let offset = run.baselineOffset, offset != 0 {
            css.lit("position:relative;top:")
            css.px(-offset)
            css.lit(";")
        }
        return css.string
    }

    private mutating func inlineImage(_ run: TextRunArchive, context: RenderContext) {
        if let name = run.systemName {
            if let markup = SymbolFiles.glyph(name) {
                out.lit("<svg class=\"wr-symbol wr-symbol-inline\" viewBox=\"0 0 16 16\" fill=\"currentColor\" aria-hidden=\"true\"")
                if let color = run.color {
                    out.lit(" style=\"color:")
                    out.solidColor(color, colors, accentable: context.accentable)
                    out.lit("\"")
                }
                out.lit(">")
                out.raw(markup)
                out.lit("</svg>")
            } else {
                out.lit("<span class=\"wr-symbol wr-symbol-inline wr-symbol-missing\" title=\"")
                out.text(name)
                out.lit("\" data-wr-symbol=\"")
                out.text(name)
                out.lit("\"></span>")
            }
        } else if let name = run.imageName {
            out.lit("<img class=\"wr-img-inline\" src=\"")
            out.text(imageURL(name))
            out.lit("\" alt=\"")
            out.text(name)
            out.lit("\">")
        }
    }
}
