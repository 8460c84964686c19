import Foundation
import WidgetryWire

// Each kind of view: its own element (`viewBox`) and what goes inside it (`content`).

extension HTMLRenderer {
    /// The default tint (the system blue of the colour scheme).
    var defaultTint: PaintArchive {
        .color(isDark ? RGBAColor(red: 10 / 255, green: 132 / 255, blue: 1) : RGBAColor(red: 0, green: 122 / 255, blue: 1), name: "accentColor")
    }

    /// The track of gauges, progress bars and switches (the system fill).
    var trackColor: RGBAColor {
        isDark ? RGBAColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.36) : RGBAColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2)
    }

    func viewBox(for node: ViewNode, axis: Axis, context: RenderContext) -> Box {
        let flex = baseFlex(of: node, in: axis)
        var box = Box(classes: "", flex: flex)
        box.isView = true
        switch node.content {
        case .text(let text):
            textBox(node, text, &box, context: context)
        case .image(let image):
            imageBox(node, image, &box, context: context)
        case .fill(let paint):
            box.classes = "wr-fill"
            var css = HTMLOutput(capacity: 48)
            css.lit("background:")
            css.background(paint, colors, accentable: context.accentable)
            css.lit(";")
            box.style = css
        case .shape(let shape):
            box.classes = shape.type == .circle ? "wr-shape wr-cq" : "wr-shape"
        case .canvas:
            box.classes = "wr-cv"
        case .vstack(let stack):
            box.classes = "wr-v"
            box.isContainer = true
            box.style = HTMLOutput(stackStyle(stack.spacing, align: Alignment.vstack(stack.alignment)))
        case .hstack(let stack):
            box.classes = "wr-h"
            box.isContainer = true
            box.style = HTMLOutput(stackStyle(stack.spacing, align: Alignment.hstack(stack.alignment)))
        case .zstack(let stack):
            box.classes = "wr-z"
            box.isContainer = true
            if stack.alignment != .center { box.style = HTMLOutput("place-items:" + Alignment.placeItems(stack.alignment) + ";") }
        case .spacer(let spacer):
            box.classes = "wr-sp"
            let length = HTMLOutput.format(spacer.minLength ?? 8)
            switch axis {
            case .column: box.style = HTMLOutput("min-height:" + length + "px;")
            case .row: box.style = HTMLOutput("min-width:" + length + "px;")
            case .layer: break
            }
        case .divider(let paint):
            box.classes = axis == .row ? "wr-dv wr-dv-v" : "wr-dv wr-dv-h"
            var css = HTMLOutput(capacity: 32)
            css.lit("border-color:")
            css.solidColor(paint, colors, accentable: context.accentable)
            css.lit(";")
            box.style = css
        case .label:
            box.classes = "wr-h wr-label"
            box.isContainer = true
        case .gauge(let gauge):
            if gauge.style.isCircular {
                box.classes = "wr-gc"
                let side = HTMLOutput.format(circularGaugeDiameter)
                box.style = HTMLOutput("width:" + side + "px;height:" + side + "px;")
            } else {
                box.classes = "wr-v wr-gl"
            }
        case .progress(let progress):
            box.classes = isLinearProgress(progress) ? "wr-v wr-pl" : "wr-v wr-pc"
        case .link(let action):
            let url = action.url ?? ""
            let layout = node.children.count > 1 ? "wr-v" : "wr-z"
            if URLSafety.isSafe(url) {
                box.tag = "a"
                box.classes = "wr-a " + layout
                let escaped = HTMLOutput.escaped(url)
                box.attributes = " href=\"" + escaped + "\" data-wr-url=\"" + escaped + "\""
            } else {
                box.tag = "span"
                box.classes = "wr-a wr-blocked " + layout
            }
            box.attributes += " data-wr-action=\"" + HTMLOutput.escaped(node.id) + "\""
        case .button(let action):
            buttonBox(node, action, &box, context: context)
        case .toggle(let action):
            toggleBox(node, action, &box, context: context)
        case .viewThatFits(let axes):
            box.classes = "wr-z wr-vtf"
            if axis == .column, let alignment = context.columnAlignment {
                box.style = HTMLOutput(alignment == "flex-start" ? "justify-items:start;" : "justify-items:end;")
            }
            box.attributes = " data-wr-fit=\"" + HTMLOutput.escaped(axes.map(\.rawValue).joined(separator: " ")) + "\""
        case .grid(let grid):
            box.classes = "wr-grid"
            box.isContainer = true
            let layout = GridLayout(node)
            // A column with a flexible cell takes a share of the width the grid is given; the
            // others are as wide as their widest cell.
            var flexible = [Bool](repeating: false, count: layout.columnCount)
            for cell in layout.cells where cell.span == 1 && cellFlex(cell.node).h { if let column = cell.column { flexible[column] = true } }
            box.style = HTMLOutput("grid-template-columns:" + flexible.map { $0 ? "minmax(0,1fr)" : "auto" }.joined(separator: " ") + ";"
                + gapStyle(grid))
        case .gridRow(let alignment):
            box.classes = "wr-h"
            box.isContainer = true
            box.style = HTMLOutput(stackStyle(nil, align: Alignment.hstack(alignment ?? .center)))
        case .lazyGrid(let grid):
            box.classes = "wr-grid"
            box.isContainer = true
            let tracks = GridLayout.tracks(grid.items ?? [])
            if grid.axis == .horizontal {
                box.style = HTMLOutput("grid-auto-flow:column;grid-template-rows:" + tracks + ";align-content:"
                    + GridLayout.verticalPlace(grid.alignment) + ";" + gapStyle(grid))
            } else {
                box.style = HTMLOutput("grid-template-columns:" + tracks + ";justify-content:"
                    + GridLayout.horizontalPlace(grid.alignment) + ";" + gapStyle(grid))
            }
        }
        return box
    }

    /// A grid's gaps other than the system default (8 points).
    private func gapStyle(_ grid: GridArchive) -> String {
        var style = ""
        if let spacing = grid.horizontalSpacing, spacing != 8 { style += "column-gap:" + HTMLOutput.format(max(spacing, 0)) + "px;" }
        if let spacing = grid.verticalSpacing, spacing != 8 { style += "row-gap:" + HTMLOutput.format(max(spacing, 0)) + "px;" }
        return style
    }

    /// A grid cell: a one-cell grid of its own (as a `ZStack`) placed in the grid's tracks.
    private mutating func gridCell(_ cell: ViewNode, placeItems: String?, column: String?, context: RenderContext) {
        out.lit("<div class=\"wr-z wr-gcell\"")
        if placeItems != nil || column != nil {
            out.lit(" style=\"")
            if let placeItems { out.raw("place-items:" + placeItems + (column == nil ? "" : ";")) }
            if let column { out.raw("grid-column:" + column) }
            out.lit("\"")
        }
        out.lit(">")
        self.node(cell, axis: .layer, context: context)
        out.lit("</div>")
    }

    private func stackStyle(_ spacing: Double?, align: String?) -> String {
        var style = ""
        if let spacing, spacing != 8 { style += "gap:" + HTMLOutput.format(max(spacing, 0)) + "px;" }
        if let align { style += "align-items:" + align + ";" }
        return style
    }

    mutating func content(of node: ViewNode, box: Box, axis: Axis, context: RenderContext) {
        switch node.content {
        case .text(let text):
            textContent(text, style: box.textStyle ?? TextStyle(text), node: node, context: context)
        case .image(let image):
            if let markup = box.tag == "svg" ? image.systemName.flatMap(symbolGlyph) : nil { out.raw(markup) }
        case .fill, .spacer, .divider:
            break
        case .shape(let shape):
            shapeContent(shape, context: context)
        case .canvas(let canvas):
            canvasContent(node, canvas, context: context)
        case .vstack(let stack):
            var context = context
            context.columnAlignment = Alignment.vstack(stack.alignment)
            for index in node.children.indices { self.node(node.children[index], axis: .column, context: context) }
        case .hstack:
            for index in node.children.indices { self.node(node.children[index], axis: .row, context: context) }
        case .zstack:
            for index in node.children.indices { self.node(node.children[index], axis: .layer, context: context) }
        case .label(let label):
            for child in labelChildren(node, style: label.style) { self.node(child, axis: .row, context: context) }
        case .gauge(let gauge):
            gaugeContent(node, gauge, context: context)
        case .progress(let progress):
            progressContent(node, progress, context: context)
        case .link, .button:
            let childAxis: Axis = node.children.count > 1 ? .column : .layer
            for index in node.children.indices { self.node(node.children[index], axis: childAxis, context: context) }
        case .toggle(let action):
            toggleContent(node, action, context: context)
        case .grid(let grid):
            let layout = GridLayout(node)
            for cell in layout.cells {
                let column = cell.column == nil ? "1/-1" : cell.span > 1 ? "span " + String(cell.span) : nil
                gridCell(cell.node, placeItems: layout.placeItems(cell, gridAlignment: grid.alignment), column: column, context: context)
            }
        case .gridRow:
            for index in node.children.indices { self.node(node.children[index], axis: .row, context: context) }
        case .lazyGrid(let grid):
            let items = grid.items ?? []
            let adaptive = items.first { $0.size == .adaptive }
            for (index, child) in node.children.enumerated() {
                let item = adaptive ?? (items.isEmpty ? nil : items[index % items.count])
                let placeItems = item?.alignment.map { Alignment.placeItems($0) }.flatMap { $0 == "center" ? nil : $0 }
                gridCell(child, placeItems: placeItems, column: nil, context: context)
            }
        case .viewThatFits:
            for (index, child) in node.children.enumerated() {
                out.lit(index == 0 ? "<div class=\"wr-z wr-vtf-c\">" : "<div class=\"wr-z wr-vtf-c\" hidden>")
                self.node(child, axis: .layer, context: context)
                out.lit("</div>")
            }
        }
    }

    // MARK: - Text

    /// Line height of the text styles at the `large` size (Apple's Dynamic Type table),
    /// relative to the point size.
    static func lineHeightRatio(_ textStyle: FontArchive.TextStyle?) -> Double {
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

    /// The CSS `font-weight` of a weight; nil for `regular` (the default).
    static func weightValue(_ weight: FontArchive.Weight?) -> String? {
        switch weight {
        case .ultraLight: "100"
        case .thin: "200"
        case .light: "300"
        case .medium: "500"
        case .semibold: "600"
        case .bold: "700"
        case .heavy: "800"
        case .black: "900"
        case .regular, nil: nil
        }
    }

    /// The CSS of a font (size, line height, weight, style, family, figures).
    static func fontStyle(_ font: FontArchive, into css: inout HTMLOutput, lineHeight: Bool, lineSpacing: Double = 0) {
        css.lit("font-size:")
        css.px(font.size)
        css.lit(";")
        if lineHeight {
            css.lit("line-height:")
            css.px((font.size * lineHeightRatio(font.textStyle)).rounded() + lineSpacing)
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

    private func textBox(_ node: ViewNode, _ text: TextArchive, _ box: inout Box, context: RenderContext) {
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
        var classes = "wr-t"
        if let limit = text.lineLimit, limit > 0 {
            if limit == 1 {
                classes = "wr-t wr-l1"
            } else {
                classes = "wr-t wr-lc"
                css.lit("-webkit-line-clamp:")
                css.raw(String(limit))
                css.lit(";")
            }
            if text.reservesSpace == true {
                css.lit("min-height:")
                css.px(((font.size * Self.lineHeightRatio(font.textStyle)).rounded() + lineSpacing) * Double(limit))
                css.lit(";")
            }
        }
        box.classes = classes
        box.style = css
        if text.minimumScaleFactor < 1 && !isRedacted(node) {
            box.attributes = " data-wr-min-scale=\"" + HTMLOutput.format(max(text.minimumScaleFactor, 0.01)) + "\""
        }
    }

    private mutating func textContent(_ text: TextArchive, style: TextStyle, node: ViewNode, context: RenderContext) {
        if isRedacted(node) {
            // Rounded bars of about the text's width: the characters are replaced (the text
            // itself never reaches the page), spaces kept so that the bars wrap like the text.
            out.lit("<span class=\"wr-rd\" style=\"background:")
            var bar = colors.map(HTMLOutput.representativeColor(text.foreground), accentable: context.accentable)
            bar.opacity *= 0.2
            out.color(bar)
            out.lit("\">")
            var mask = ""
            var count = 0
            for character in text.plainText {
                count += 1
                if count > 400 { break }
                mask.append(character.isWhitespace ? " " : "x")
            }
            if mask.allSatisfy(\.isWhitespace) { mask = "xxxxxxxx" }
            out.raw(mask)
            out.lit("</span>")
            return
        }
        for run in text.runs {
            textRun(run, style: style, context: context)
        }
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
                out.lit("<a class=\"wr-a wr-run-link\" href=\"")
                out.text(link)
                out.lit("\" data-wr-url=\"")
                out.text(link)
                out.lit("\"")
            } else {
                out.lit("<span class=\"wr-a wr-run-link wr-blocked\"")
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
        if let font { Self.fontStyle(font, into: &css, lineHeight: false) }
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
            if let markup = symbolGlyph(name) {
                out.lit("<svg class=\"wr-sym wr-sym-i\" viewBox=\"0 0 16 16\" fill=\"currentColor\" aria-hidden=\"true\"")
                if let color = run.color {
                    out.lit(" style=\"color:")
                    out.solidColor(color, colors, accentable: context.accentable)
                    out.lit("\"")
                }
                out.lit(">")
                out.raw(markup)
                out.lit("</svg>")
            } else {
                out.lit("<span class=\"wr-sym wr-sym-i wr-sym-missing\" title=\"")
                out.text(name)
                out.lit("\" data-wr-symbol=\"")
                out.text(name)
                out.lit("\"></span>")
            }
        } else if let name = run.imageName {
            out.lit("<img class=\"wr-img-i\" src=\"")
            out.text(imageURL(name))
            out.lit("\" alt=\"")
            out.text(name)
            out.lit("\">")
        }
    }

    // MARK: - Images

    /// The side of an SF Symbol drawn at `font` and `imageScale`.
    static func symbolSide(font: FontArchive?, scale: ImageArchive.Scale?) -> Double {
        let size = font?.size ?? 17
        switch scale {
        case .small: return (size * 0.8).rounded()
        case .large: return (size * 1.3).rounded()
        case .medium, nil: return size
        }
    }

    /// The SVG markup of an SF Symbol: the name itself, else the name without its last
    /// components (`person.crop.circle.badge` → `person.crop.circle`), else nil.
    func symbolGlyph(_ name: String) -> String? {
        if let glyph = symbolGlyphNames[name] { return symbolGlyphs[glyph] }
        var components = name.split(separator: ".")
        while components.count > 1 {
            components.removeLast()
            if let glyph = symbolGlyphNames[components.joined(separator: ".")] { return symbolGlyphs[glyph] }
        }
        return nil
    }

    /// `name` as one URL path segment.
    static func percentEncoded(_ name: String) -> String {
        var result = ""
        let hex = Array("0123456789ABCDEF")
        for byte in name.utf8 {
            let isUnreserved = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E
            if isUnreserved {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result.append("%")
                result.append(hex[Int(byte >> 4)])
                result.append(hex[Int(byte & 15)])
            }
        }
        return result
    }

    private func imageBox(_ node: ViewNode, _ image: ImageArchive, _ box: inout Box, context: RenderContext) {
        let resizable = image.resizable == true
        var fillMode: ModifierArchive.ContentMode?
        for index in node.modifiers.indices {
            if case .aspectRatio(_, let contentMode) = node.modifiers[index] { fillMode = contentMode }
        }
        if let name = image.systemName {
            let side = HTMLOutput.format(Self.symbolSide(font: image.font, scale: image.imageScale))
            let size = resizable ? "" : "width:" + side + "px;height:" + side + "px;"
            if isRedacted(node) {
                box.tag = "span"
                box.classes = resizable ? "wr-rd-img wr-fillbox" : "wr-rd-img"
                box.style = HTMLOutput(size + redactionBackground(image.foreground, context: context))
                return
            }
            var css = HTMLOutput(capacity: 64)
            css.raw(size)
            if let paint = image.palette?.first ?? image.foreground {
                css.lit("color:")
                css.solidColor(paint, colors, accentable: context.accentable)
                css.lit(";")
            }
            box.style = css
            if symbolGlyph(name) != nil {
                box.tag = "svg"
                box.classes = resizable ? "wr-sym wr-fillbox" : "wr-sym"
                box.attributes = " viewBox=\"0 0 16 16\" fill=\"currentColor\""
                box.accessibility = AccessibilityAttributes(decorative: true)
                if resizable && fillMode == .fill { box.attributes += " preserveAspectRatio=\"xMidYMid slice\"" }
                if resizable && fillMode == nil { box.attributes += " preserveAspectRatio=\"none\"" }
            } else {
                box.tag = "span"
                box.classes = resizable ? "wr-sym wr-sym-missing wr-fillbox" : "wr-sym wr-sym-missing"
                let escaped = HTMLOutput.escaped(name)
                box.attributes = " title=\"" + escaped + "\" data-wr-symbol=\"" + escaped + "\""
            }
        } else {
            let name = image.name ?? ""
            if isRedacted(node) {
                box.tag = "span"
                box.classes = resizable ? "wr-rd-img wr-fillbox" : "wr-rd-img wr-rd-named"
                box.style = HTMLOutput(redactionBackground(image.foreground, context: context))
                return
            }
            if image.missing == true {
                // Like an unknown symbol: a dashed box with a question mark, naming the image.
                box.tag = "span"
                box.classes = resizable ? "wr-img-missing wr-sym-missing wr-fillbox" : "wr-img-missing wr-sym-missing"
                let escaped = HTMLOutput.escaped(name)
                box.attributes = " title=\"No image named " + escaped + "\" data-wr-image=\"" + escaped + "\""
                return
            }
            let url = imageURL(name, dark: image.appearance == "dark")
            let mask = imageMask(image, context: context)
            box.tag = mask == nil ? "img" : "span"
            box.classes = (mask == nil ? "wr-img" : "wr-img wr-img-mask") + (resizable ? " wr-fillbox" : "")
            if resizable {
                if mask == nil {
                    box.style = HTMLOutput("object-fit:" + (fillMode == .fill ? "cover" : fillMode == .fit ? "contain" : "fill") + ";")
                } else if let fillMode {
                    box.style = HTMLOutput("mask-size:" + (fillMode == .fill ? "cover" : "contain") + ";")
                }
            } else if let size = image.size {
                // The resource's size in points (a 2x asset's pixels are half as many points).
                box.style.lit("width:")
                box.style.px(size.width)
                box.style.lit(";height:")
                box.style.px(size.height)
                box.style.lit(";")
            }
            let label = image.decorative == true ? "" : HTMLOutput.escaped(name)
            guard let mask else {
                box.attributes = " src=\"" + HTMLOutput.escaped(url) + "\" alt=\"" + label + "\""
                return
            }
            // The image as a mask over its colour (the element's `currentColor`).
            if let paint = image.palette?.first ?? image.foreground {
                box.style.lit("color:")
                box.style.solidColor(paint, colors, accentable: mask.accent || context.accentable)
                box.style.lit(";")
            }
            box.style.raw("mask-image:url('" + HTMLOutput.escaped(Self.cssStringEscaped(url)) + "');")
            box.style.lit(mask.luminance ? "mask-mode:luminance;" : "mask-mode:alpha;")
            box.accessibility = label.isEmpty ? AccessibilityAttributes(decorative: true) : AccessibilityAttributes(fallbackLabel: name)
        }
    }

    /// How a named image is drawn as a mask over a colour instead of as is (nil), as Apple's
    /// systems draw it: `renderingMode(.template)` by its shape in the foreground style; in the
    /// `vibrant` mode desaturated (its luminance as the opacity of the mode's colour), a
    /// template by its shape; in the `accented` mode by its shape in its group's colour, unless
    /// `widgetAccentedRenderingMode(_:)` says otherwise. `accent`: in the accent colour.
    private func imageMask(_ image: ImageArchive, context: RenderContext) -> (luminance: Bool, accent: Bool)? {
        let template = image.renderingMode == .template
        switch colors.mode {
        case .fullColor:
            return template ? (luminance: false, accent: false) : nil
        case .vibrant:
            return (luminance: !template, accent: false)
        case .accented:
            switch image.accentedRenderingMode {
            case .fullColor: return nil
            case .desaturated: return (luminance: true, accent: false)
            case .accentedDesaturated: return (luminance: true, accent: true)
            case .accented: return (luminance: false, accent: true)
            case nil: return (luminance: false, accent: false)
            }
        }
    }

    /// `value` inside a single-quoted CSS string.
    static func cssStringEscaped(_ value: String) -> String {
        var escaped = ""
        for character in value {
            switch character {
            case "\\": escaped += "\\\\"
            case "'": escaped += "\\'"
            case "\n", "\r": escaped += "\\a "
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// Where the page loads the named image `name` from (its dark-appearance file: `dark`).
    private func imageURL(_ name: String, dark: Bool = false) -> String {
        let reference = dark ? name + "?appearance=dark" : name
        return options.imageURLs[reference] ?? options.imageURLPrefix + Self.percentEncoded(name) + (dark ? "?appearance=dark" : "")
    }

    private func redactionBackground(_ paint: PaintArchive?, context: RenderContext) -> String {
        var color = colors.map(paint.map(HTMLOutput.representativeColor) ?? RGBAColor(red: 0.5, green: 0.5, blue: 0.5), accentable: context.accentable)
        color.opacity *= 0.2
        return "background:" + HTMLOutput.hex(color) + ";"
    }

    // MARK: - Shapes

    private mutating func shapeContent(_ shape: ShapeArchive, context: RenderContext) {
        let inset = shape.inset ?? 0
        if shape.type == .path, let path = shape.path {
            pathContent(shape, path: path, context: context)
            return
        }
        var radius: Double?  // nil: the radius is a keyword (circle, capsule)
        out.lit(shape.type == .circle ? "<div class=\"wr-sd wr-circ\" style=\"" : "<div class=\"wr-sd\" style=\"")
        if shape.type == .circle {
            if inset != 0 {
                out.lit("width:calc(min(100cqw,100cqh) - ")
                out.px(inset * 2)
                out.lit(");")
            }
        } else if inset != 0 {
            out.lit("inset:")
            out.px(inset)
            out.lit(";")
        }
        switch shape.type {
        case .roundedRectangle:
            radius = shape.cornerRadius ?? 0
            if let height = shape.cornerHeight, height != radius {
                out.lit("border-radius:")
                out.px(radius ?? 0)
                out.lit("/")
                out.px(height)
                out.lit(";")
            } else if (radius ?? 0) > 0 {
                out.lit("border-radius:")
                out.px(radius ?? 0)
                out.lit(";")
            }
        case .containerRelative:
            radius = max(widgetRadius - context.edgeInset - inset, 0)
            out.lit("border-radius:")
            out.px(radius ?? 0)
            out.lit(";")
        case .rectangle:
            radius = 0
        case .capsule:
            out.lit("border-radius:9999px;")
        case .unevenRoundedRectangle:
            out.raw(Self.borderRadius(shape))
        case .ellipse, .circle:
            out.lit("border-radius:50%;")
        case .path:
            break
        }
        if let fill = shape.fill {
            out.lit("background:")
            out.background(fill, colors, accentable: context.accentable)
            out.lit(";")
        }
        out.lit("\">")
        if let stroke = shape.stroke {
            strokeElement(stroke, shape: shape, radius: radius, context: context)
        }
        out.lit("</div>")
    }

    /// The outline of a shape: a ring of the stroke's width (a masked element, so gradients
    /// work), centred on the outline (`stroke`) or inside it (`strokeBorder`). `trim` is drawn
    /// on circles (from the trailing middle point, clockwise, with round caps when asked);
    /// dashes become a CSS dashed border in the stroke's first colour.
    private mutating func strokeElement(_ stroke: StrokeArchive, shape: ShapeArchive, radius: Double?, context: RenderContext) {
        let width = max(stroke.lineWidth, 0)
        let outward = stroke.inside ? 0 : width / 2
        let trimmed = shape.type == .circle && ((shape.trimFrom ?? 0) > 0 || (shape.trimTo ?? 1) < 1)
        if stroke.dash?.isEmpty == false {
            out.lit("<i class=\"wr-stroke-dash\" style=\"inset:")
            out.px(-outward)
            out.lit(";border-width:")
            out.px(width)
            out.lit(";border-color:")
            out.solidColor(stroke.paint, colors, accentable: context.accentable)
            strokeRadius(shape: shape, radius: radius, outward: outward)
            out.lit("\"></i>")
            return
        }
        out.lit("<i class=\"wr-stroke\" style=\"inset:")
        out.px(-outward)
        out.lit(";padding:")
        out.px(width)
        strokeRadius(shape: shape, radius: radius, outward: outward)
        out.lit(";background:")
        out.background(stroke.paint, colors, accentable: context.accentable)
        if trimmed {
            let from = min(max(shape.trimFrom ?? 0, 0), 1) * 360, to = min(max(shape.trimTo ?? 1, 0), 1) * 360
            out.lit(";mask:conic-gradient(from 90deg,transparent ")
            out.number(from)
            out.lit("deg,#000 ")
            out.number(from)
            out.lit("deg ")
            out.number(to)
            out.lit("deg,transparent ")
            out.number(to)
            out.lit("deg) intersect,linear-gradient(#000 0 0) content-box exclude,linear-gradient(#000 0 0)")
        }
        out.lit("\"></i>")
        if trimmed && stroke.lineCap == .round && (shape.trimTo ?? 1) > (shape.trimFrom ?? 0) {
            let stops = stroke.paint.stops
            capDot(at: shape.trimFrom ?? 0, width: width, inside: stroke.inside, color: stops?.first?.color ?? HTMLOutput.representativeColor(stroke.paint), context: context)
            capDot(at: shape.trimTo ?? 1, width: width, inside: stroke.inside, color: stops?.last?.color ?? HTMLOutput.representativeColor(stroke.paint), context: context)
        }
    }

    private mutating func strokeRadius(shape: ShapeArchive, radius: Double?, outward: Double) {
        if let radius {
            if radius + outward > 0 {
                out.lit(";border-radius:")
                out.px(radius + outward)
            }
        } else if shape.type == .unevenRoundedRectangle {
            if let radii = shape.cornerRadii {
                out.lit(";border-radius:")
                out.raw(Self.cornerRadii(radii.expanded(by: outward)))
            }
        } else {
            out.lit(shape.type == .capsule ? ";border-radius:9999px" : ";border-radius:50%")
        }
    }

    /// A round line cap of a trimmed circle's stroke at `fraction` of the outline.
    private mutating func capDot(at fraction: Double, width: Double, inside: Bool, color: RGBAColor, context: RenderContext) {
        let angle = fraction * 2 * Double.pi
        let half = HTMLOutput.format(width / 2)
        func coordinate(_ factor: Double) -> String {
            let factorText = HTMLOutput.format((factor * 10000).rounded() / 10000)
            let ring = inside ? "(50% - " + half + "px)" : "50%"
            return "calc(50% + " + factorText + " * " + ring + " - " + half + "px)"
        }
        out.lit("<i class=\"wr-cap\" style=\"width:")
        out.px(width)
        out.lit(";left:")
        out.raw(coordinate(cos(angle)))
        out.lit(";top:")
        out.raw(coordinate(sin(angle)))
        out.lit(";background:")
        out.color(colors.map(color, accentable: context.accentable))
        out.lit("\"></i>")
    }

    private mutating func pathContent(_ shape: ShapeArchive, path: PathArchive, context: RenderContext) {
        out.lit("<svg class=\"wr-sd\" viewBox=\"0 0 ")
        out.number(max(path.width, 1))
        out.lit(" ")
        out.number(max(path.height, 1))
        out.lit("\" preserveAspectRatio=\"none\" aria-hidden=\"true\"><path d=\"")
        out.text(path.data)
        out.lit("\" fill=\"")
        if let fill = shape.fill {
            out.solidColor(fill, colors, accentable: context.accentable)
        } else {
            out.lit("none")
        }
        out.lit("\"")
        if let stroke = shape.stroke {
            out.lit(" stroke=\"")
            out.solidColor(stroke.paint, colors, accentable: context.accentable)
            out.lit("\" stroke-width=\"")
            out.number(stroke.lineWidth)
            out.lit("\" vector-effect=\"non-scaling-stroke\"")
            if let cap = stroke.lineCap {
                out.lit(" stroke-linecap=\"")
                out.lit(cap == .round ? "round" : "square")
                out.lit("\"")
            }
            let from = shape.trimFrom ?? 0, to = shape.trimTo ?? 1
            if from > 0 || to < 1 {
                out.lit(" pathLength=\"100\" stroke-dasharray=\"")
                out.number(max(to - from, 0) * 100)
                out.lit(" 100\" stroke-dashoffset=\"")
                out.number(-from * 100)
                out.lit("\"")
            }
        }
        out.lit("/></svg>")
    }

    // MARK: - Gauges

    /// The diameter of circular gauges: 58 points (the accessory style's size on iPhone),
    /// the widget's own size in the `accessoryCircular` family.
    var circularGaugeDiameter: Double {
        archive.family == "accessoryCircular" ? min(archive.size.width, archive.size.height) : 58
    }

    private mutating func gaugeContent(_ node: ViewNode, _ gauge: GaugeArchive, context: RenderContext) {
        let tint = gauge.tint ?? defaultTint
        let fraction = gauge.fraction
        if gauge.style.isCircular {
            let capacity = gauge.style == .accessoryCircularCapacity
            let diameter = circularGaugeDiameter
            let lineWidth = (diameter / 9.5).rounded()
            out.lit("<i class=\"wr-ring\" style=\"--wr-ring:")
            out.px(lineWidth)
            out.lit(";background:")
            arcGradient(tint, fraction: fraction, capacity: capacity, context: context)
            out.lit("\"></i>")
            if !capacity {
                // The value indicator: a dot on the arc.
                let angle = (225 + fraction * 270) * Double.pi / 180
                let ring = diameter / 2 - lineWidth / 2
                let dot = lineWidth + 1
                out.lit("<i class=\"wr-gdot\" style=\"width:")
                out.px(dot)
                out.lit(";left:")
                out.px(diameter / 2 + ring * sin(angle) - dot / 2)
                out.lit(";top:")
                out.px(diameter / 2 - ring * cos(angle) - dot / 2)
                out.lit("\"></i>")
            }
            let current = node.children(role: .currentValueLabel)
            let label = node.children(role: .label)
            let minimum = node.children(role: .minimumValueLabel), maximum = node.children(role: .maximumValueLabel)
            if !current.isEmpty || (!label.isEmpty && capacity) {
                out.lit("<div class=\"wr-z wr-gc-center\">")
                for child in current.isEmpty ? label : current { self.node(child, axis: .layer, context: context) }
                out.lit("</div>")
            }
            if !capacity {
                if !minimum.isEmpty || !maximum.isEmpty {
                    out.lit("<div class=\"wr-z wr-gc-min\">")
                    for child in minimum { self.node(child, axis: .layer, context: context) }
                    out.lit("</div><div class=\"wr-z wr-gc-max\">")
                    for child in maximum { self.node(child, axis: .layer, context: context) }
                    out.lit("</div>")
                } else if !label.isEmpty && !current.isEmpty {
                    out.lit("<div class=\"wr-z wr-gc-label\">")
                    for child in label { self.node(child, axis: .layer, context: context) }
                    out.lit("</div>")
                }
            }
            return
        }
        // Linear: label and current value above, the bar between the bound labels.
        let label = node.children(role: .label), current = node.children(role: .currentValueLabel)
        if !label.isEmpty || !current.isEmpty {
            out.lit("<div class=\"wr-h wr-gl-top\">")
            for child in label { self.node(child, axis: .row, context: context) }
            if !current.isEmpty {
                out.lit("<div class=\"wr-sp\"></div>")
                for child in current { self.node(child, axis: .row, context: context) }
            }
            out.lit("</div>")
        }
        out.lit("<div class=\"wr-h wr-gl-row\">")
        for child in node.children(role: .minimumValueLabel) { self.node(child, axis: .row, context: context) }
        out.lit("<div class=\"wr-bar\" style=\"background:")
        if gauge.style == .accessoryLinear {
            var track = colors.map(HTMLOutput.representativeColor(tint), accentable: context.accentable)
            track.opacity *= 0.35
            out.color(track)
            out.lit("\"><i class=\"wr-bar-dot\" style=\"left:")
            out.number(fraction * 100)
            out.lit("%\"></i></div>")
        } else {
            out.color(colors.map(trackColor, accentable: context.accentable))
            out.lit("\"><i class=\"wr-bar-fill\" style=\"width:")
            out.number(fraction * 100)
            out.lit("%;background:")
            out.background(tint, colors, accentable: context.accentable)
            out.lit("\"></i></div>")
        }
        for child in node.children(role: .maximumValueLabel) { self.node(child, axis: .row, context: context) }
        out.lit("</div>")
    }

    /// The conic gradient of a circular gauge: an arc of 270° open at the bottom (a full
    /// circle from the top for capacity styles), the value part in the tint (a gradient tint
    /// spread along the arc) and the rest as a faint track.
    private mutating func arcGradient(_ tint: PaintArchive, fraction: Double, capacity: Bool, context: RenderContext) {
        let sweep = capacity ? 360.0 : 270.0
        let value = fraction * sweep
        out.lit(capacity ? "conic-gradient(" : "conic-gradient(from 225deg,")
        if let stops = tint.stops, stops.count > 1, !capacity {
            for (index, stop) in stops.enumerated() {
                if index > 0 { out.lit(",") }
                out.color(colors.map(stop.color, accentable: context.accentable))
                out.lit(" ")
                out.number(stop.location * sweep)
                out.lit("deg")
            }
            out.lit(",transparent 0")
        } else {
            let color = colors.map(HTMLOutput.representativeColor(tint), accentable: context.accentable)
            var track = color
            track.opacity *= 0.3
            out.color(color)
            out.lit(" 0 ")
            out.number(value)
            out.lit("deg,")
            out.color(track)
            out.lit(" ")
            out.number(value)
            out.lit("deg ")
            out.number(sweep)
            out.lit("deg")
            if !capacity { out.lit(",transparent 0") }
        }
        out.lit(")")
    }

    // MARK: - Progress

    private mutating func progressContent(_ node: ViewNode, _ progress: ProgressArchive, context: RenderContext) {
        let tint = progress.tint ?? defaultTint
        let label = node.children(role: .label), current = node.children(role: .currentValueLabel)
        var fraction = 0.0
        var timer = ""
        if let start = progress.timerStart, let end = progress.timerEnd {
            let countsDown = progress.countsDown ?? true
            fraction = DynamicDates.progressFraction(start: start, end: end, countsDown: countsDown, now: now)
            timer = " data-wr-progress-start=\"" + HTMLOutput.format(start) + "\" data-wr-progress-end=\"" + HTMLOutput.format(end)
                + "\" data-wr-counts-down=\"" + (countsDown ? "true" : "false") + "\""
        } else if let value = progress.value {
            let total = progress.total ?? 1
            fraction = total > 0 ? min(max(value / total, 0), 1) : 0
        }
        for child in label { self.node(child, axis: .column, context: context) }
        if isLinearProgress(progress) {
            out.lit("<div class=\"wr-bar\" style=\"background:")
            out.color(colors.map(trackColor, accentable: context.accentable))
            out.lit("\"><i class=\"wr-bar-fill\" style=\"width:")
            out.number((fraction * 10000).rounded() / 100)
            out.lit("%;background:")
            out.background(tint, colors, accentable: context.accentable)
            out.lit("\"")
            out.raw(timer)
            out.lit("></i></div>")
        } else if progress.value != nil || progress.timerStart != nil {
            out.lit("<div class=\"wr-pring\"><i class=\"wr-ring\" style=\"--wr-ring:4px;--wr-p:")
            out.number((fraction * 10000).rounded() / 100)
            out.lit("%;--wr-tint:")
            out.solidColor(tint, colors, accentable: context.accentable)
            out.lit(";--wr-track:")
            out.color(colors.map(trackColor, accentable: context.accentable))
            out.lit("\"")
            out.raw(timer)
            out.lit("></i></div>")
        } else {
            out.lit("<div class=\"wr-spin\"></div>")
        }
        for child in current { self.node(child, axis: .column, context: context) }
    }

    // MARK: - Buttons and toggles

    private func buttonBox(_ node: ViewNode, _ action: ActionArchive, _ box: inout Box, context: RenderContext) {
        box.tag = "button"
        let style = action.buttonStyle ?? .automatic
        let layout = node.children.count > 1 ? " wr-v" : " wr-z"
        switch style {
        case .plain, .borderless:
            box.classes = "wr-btn" + layout
        case .borderedProminent:
            box.classes = "wr-btn wr-btn-bordered wr-btn-prominent" + layout
            var css = HTMLOutput(capacity: 48)
            css.lit("background:")
            css.background(action.tint ?? defaultTint, colors, accentable: context.accentable)
            css.lit(";")
            box.style = css
        case .automatic, .bordered:
            // `automatic` draws like `bordered` in a widget: a tinted, rounded backdrop.
            box.classes = "wr-btn wr-btn-bordered" + layout
            var tint = colors.map(HTMLOutput.representativeColor(action.tint ?? defaultTint), accentable: context.accentable)
            tint.opacity *= 0.15
            box.style = HTMLOutput("background:" + HTMLOutput.hex(tint) + ";")
        }
        if let intent = action.intent {
            box.attributes = " type=\"button\" data-wr-action=\"" + HTMLOutput.escaped(node.id) + "\" data-wr-intent=\""
                + HTMLOutput.escaped(intent.typeName) + "\""
            if let role = action.role { box.attributes += " data-wr-role=\"" + role.rawValue + "\"" }
        } else {
            box.attributes = " type=\"button\" disabled"
        }
    }

    private func toggleBox(_ node: ViewNode, _ action: ActionArchive, _ box: inout Box, context: RenderContext) {
        box.tag = "button"
        let isOn = action.isOn ?? false
        if action.toggleStyle == .button {
            box.classes = node.children.count > 1 ? "wr-btn wr-btn-bordered wr-toggle-button wr-v" : "wr-btn wr-btn-bordered wr-toggle-button wr-z"
            var tint = colors.map(HTMLOutput.representativeColor(action.tint ?? defaultTint), accentable: context.accentable)
            tint.opacity *= isOn ? 0.35 : 0.12
            box.style = HTMLOutput("background:" + HTMLOutput.hex(tint) + ";")
        } else {
            box.classes = "wr-toggle wr-h"
        }
        box.attributes = " type=\"button\" role=\"switch\" aria-checked=\"" + (isOn ? "true" : "false") + "\""
        if let intent = action.intent {
            box.attributes += " data-wr-action=\"" + HTMLOutput.escaped(node.id) + "\" data-wr-intent=\"" + HTMLOutput.escaped(intent.typeName) + "\""
        }
    }

    private mutating func toggleContent(_ node: ViewNode, _ action: ActionArchive, context: RenderContext) {
        let isOn = action.isOn ?? false
        if action.toggleStyle == .button {
            let childAxis: Axis = node.children.count > 1 ? .column : .layer
            for index in node.children.indices { self.node(node.children[index], axis: childAxis, context: context) }
            return
        }
        out.lit("<span class=\"wr-v wr-toggle-label\">")
        for index in node.children.indices { self.node(node.children[index], axis: .column, context: context) }
        out.lit("</span><span class=\"wr-switch\" style=\"background:")
        if isOn {
            out.background(action.tint ?? .color(isDark ? RGBAColor(red: 48 / 255, green: 209 / 255, blue: 88 / 255) : RGBAColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255)), colors, accentable: context.accentable)
            out.lit("\"><i class=\"wr-knob wr-on\"></i></span>")
        } else {
            out.color(colors.map(trackColor, accentable: context.accentable))
            out.lit("\"><i class=\"wr-knob\"></i></span>")
        }
    }
}

