import WidgetryWire

/// Renders a widget archive as plain text for terminal previews: a box of about the widget's
/// width in characters (one per 7 points) holding its content in stack order.
///
/// - `VStack`s put their views on successive lines; `HStack`s side by side when they fit the
///   width (spacers push the views after them to the right), else on successive lines;
///   `ZStack`s back to front on successive lines; grids (`Grid`, `LazyVGrid`, `LazyHGrid`) as
///   rows with their columns lined up when they fit.
/// - Texts as they read at `now` (relative dates and timers recomputed), wrapped to the
///   width and cut at `lineLimit` with "…"; redacted texts as `▒` of the same length.
/// - SF Symbols as a similar character where one exists (★ ♥ ☀ …), else `[name]`; named
///   images as `[image: name]`.
/// - Gauges and progress as bars, `[██████░░░░]` (circular ones in parentheses) with their
///   labels; dividers as lines; buttons as `[ label ]`, toggles as `[x] label` / `[ ] label`,
///   links with a trailing `↗`.
/// - Colours, shapes, backgrounds, paddings and frames are not drawn.
public enum WidgetTextRenderer {
    /// The preview, lines joined with newlines.
    public static func render(_ archive: WidgetArchive, now: Double? = nil, columns: Int? = nil) throws -> String {
        try lines(archive, now: now, columns: columns).joined(separator: "\n")
    }

    /// The preview's lines, each `columns` characters wide (default: the widget's width / 7).
    public static func lines(_ archive: WidgetArchive, now: Double? = nil, columns: Int? = nil) throws -> [String] {
        guard archive.version <= WidgetArchive.currentVersion else { throw WidgetRenderError.unsupportedVersion(archive.version) }
        let columns = max(columns ?? Int(archive.size.width / 7), 8)
        let inner = columns - 4
        let renderer = TextRenderer(now: now ?? archive.entryDate)
        var body = renderer.block(archive.root, width: inner, axis: .layer)
        while body.first?.isEmpty == true { body.removeFirst() }
        while body.last?.isEmpty == true { body.removeLast() }
        let maxLines = max(Int(archive.size.height / 12), 2)
        if body.count > maxLines { body = Array(body.prefix(maxLines - 1)) + ["…"] }
        let title = " " + archive.family + " " + (archive.environment.colorScheme == "dark" ? "dark " : "")
        var lines = ["╭─" + title + String(repeating: "─", count: max(columns - 3 - title.count, 0)) + "╮"]
        for line in body {
            lines.append("│ " + TextRenderer.pad(line, inner) + " │")
        }
        lines.append("╰" + String(repeating: "─", count: columns - 2) + "╯")
        return lines
    }
}

struct TextRenderer {
    let now: Double

    static let symbolCharacters: [String: String] = [
        "star.fill": "★", "star": "☆", "heart.fill": "♥", "heart": "♡", "sun.max.fill": "☀", "sun.max": "☀",
        "cloud.fill": "☁", "cloud": "☁", "moon.fill": "☾", "moon": "☾", "bolt.fill": "ϟ", "bolt": "ϟ",
        "checkmark": "✓", "checkmark.circle.fill": "✓", "checkmark.circle": "✓", "xmark": "✕", "xmark.circle.fill": "✕",
        "plus": "+", "minus": "−", "circle.fill": "●", "circle": "○", "square.fill": "■", "square": "□",
        "snowflake": "❄", "umbrella.fill": "☂", "umbrella": "☂", "music.note": "♪", "play.fill": "▶", "pause.fill": "‖",
        "arrow.up": "↑", "arrow.down": "↓", "arrow.left": "←", "arrow.right": "→", "chevron.right": "›", "chevron.left": "‹",
        "flag.fill": "⚑", "flag": "⚐", "phone.fill": "✆", "envelope.fill": "✉", "envelope": "✉",
        "location.fill": "➤", "location": "➤", "gearshape.fill": "⚙", "gear": "⚙", "gearshape": "⚙", "cloud.rain.fill": "☂",
        "clock": "◷", "clock.fill": "◷",
    ]

    /// `string` padded with spaces to `width` characters (cut when longer).
    static func pad(_ string: String, _ width: Int) -> String {
        let count = string.count
        if count == width { return string }
        if count > width { return String(string.prefix(max(width - 1, 0))) + "…" }
        return string + String(repeating: " ", count: width - count)
    }

    static func width(_ block: [String]) -> Int {
        block.reduce(0) { max($0, $1.count) }
    }

    func block(_ node: ViewNode, width: Int, axis: Axis) -> [String] {
        for modifier in node.modifiers {
            switch modifier {
            case .hidden: return []
            case .opacity(let opacity) where opacity <= 0: return []
            default: continue
            }
        }
        let width = max(width, 1)
        switch node.content {
        case .text(let text):
            return wrap(string(of: text, redacted: node.isRedacted), width: width, limit: text.lineLimit)
        case .image(let image):
            if node.isRedacted { return ["▒▒"] }
            if let name = image.systemName { return [Self.symbolCharacters[name] ?? "[" + name + "]"] }
            return ["[image: " + (image.name ?? "") + "]"]
        case .fill, .shape:
            return []
        case .spacer:
            return axis == .column ? [""] : []
        case .divider:
            return [String(repeating: "─", count: width)]
        case .vstack:
            var lines: [String] = []
            for child in node.children {
                let block = self.block(child, width: width, axis: .column)
                if child.kind == .spacer {
                    if lines.last?.isEmpty == false { lines.append("") }
                } else {
                    lines += block
                }
            }
            return lines
        case .zstack, .link, .button, .viewThatFits, .canvas:
            var lines: [String] = []
            let children = node.kind == .viewThatFits ? fittingCandidate(node.children, width: width) : node.children
            for child in children { lines += block(child, width: width, axis: .layer) }
            switch node.kind {
            case .link:
                if !lines.isEmpty { lines[lines.count - 1] += " ↗" }
            case .button:
                lines = lines.map { "[ " + $0 + " ]" }
            default:
                break
            }
            return lines
        case .hstack, .label, .gridRow:
            return row(node, width: width)
        case .grid:
            return table(GridLayout.cells(of: node).reduce(into: [[ViewNode]]()) { rows, cell in
                if cell.column == 0 || cell.column == nil || rows.isEmpty { rows.append([]) }
                rows[rows.count - 1].append(cell.node)
            }, width: width)
        case .lazyGrid(let grid):
            return table(lazyGridRows(node, grid, width: width), width: width)
        case .gauge(let gauge):
            return self.gauge(node, gauge, width: width)
        case .progress(let progress):
            return self.progress(node, progress, width: width)
        case .toggle(let action):
            let label = node.children.flatMap { block($0, width: width - 4, axis: .layer) }
            let mark = action.isOn == true ? "[x] " : "[ ] "
            return label.isEmpty ? [mark] : [mark + label[0]] + label.dropFirst().map { "    " + $0 }
        }
    }

    /// Rows of cells with their columns lined up when they fit the width, else each row as an
    /// `HStack` would be.
    private func table(_ rows: [[ViewNode]], width: Int) -> [String] {
        let blocks = rows.map { $0.map { block($0, width: width, axis: .layer) } }
        var widths: [Int] = []
        for row in blocks where row.count > 1 {
            for (column, cell) in row.enumerated() {
                if column == widths.count { widths.append(0) }
                widths[column] = max(widths[column], Self.width(cell))
            }
        }
        let fits = widths.reduce(0, +) + max(widths.count - 1, 0) <= width
        var lines: [String] = []
        for (index, row) in blocks.enumerated() {
            guard fits, row.count > 1 else {
                lines += row.count == 1 ? row[0] : self.row(ViewNode(id: "", content: .hstack(StackArchive()), children: rows[index]), width: width)
                continue
            }
            for line in 0..<(row.map(\.count).max() ?? 0) {
                var text = ""
                for (column, cell) in row.enumerated() {
                    let part = line < cell.count ? cell[line] : ""
                    text += column == row.count - 1 ? part : Self.pad(part, widths[column]) + " "
                }
                lines.append(text)
            }
        }
        return lines
    }

    /// A lazy grid's cells as rows: a `LazyVGrid` fills its columns (as many as its items,
    /// adaptive ones as fit the width) row by row, a `LazyHGrid` its rows column by column.
    private func lazyGridRows(_ node: ViewNode, _ grid: GridArchive, width: Int) -> [[ViewNode]] {
        let items = grid.items ?? []
        let children = node.children
        if grid.axis == .horizontal {
            let count = max(items.count, 1)
            return (0..<min(count, children.count)).map { row in stride(from: row, to: children.count, by: count).map { children[$0] } }
        }
        var count = max(items.count, 1)
        if let adaptive = items.first(where: { $0.size == .adaptive }) {
            count = max(Int(Double(width * 7) / max(adaptive.minimum + 8, 1)), 1)
        }
        return stride(from: 0, to: children.count, by: count).map { Array(children[$0..<min($0 + count, children.count)]) }
    }

    private func fittingCandidate(_ candidates: [ViewNode], width: Int) -> [ViewNode] {
        for candidate in candidates where Self.width(block(candidate, width: 10_000, axis: .layer)) <= width {
            return [candidate]
        }
        return candidates.last.map { [$0] } ?? []
    }

    /// Children side by side when they fit (spacers share the slack), else one under another.
    private func row(_ node: ViewNode, width: Int) -> [String] {
        var children = node.children
        if case .label(let label) = node.content { children = HTMLRenderer.labelChildren(children, style: label.style) }
        var blocks: [(lines: [String], spacer: Bool, node: ViewNode)] = []
        for child in children {
            if child.kind == .spacer {
                blocks.append(([], true, child))
            } else {
                let lines = block(child, width: width, axis: .row)
                if !lines.isEmpty { blocks.append((lines, false, child)) }
            }
        }
        let contentCount = blocks.filter { !$0.spacer }.count
        if contentCount == 0 { return [] }
        var natural = blocks.reduce(0) { $0 + ($1.spacer ? 0 : Self.width($1.lines)) } + contentCount - 1
        // Too wide: texts (the widest first) wrap or truncate to narrower widths, as SwiftUI
        // gives the remaining width to the other views first.
        let unshrunk = blocks
        for index in blocks.indices.sorted(by: { Self.width(blocks[$0].lines) > Self.width(blocks[$1].lines) }) where natural > width {
            guard !blocks[index].spacer, [.text, .vstack, .label].contains(blocks[index].node.kind) else { continue }
            let current = Self.width(blocks[index].lines)
            let target = max(current - (natural - width), min(current, 12))
            guard target < current else { continue }
            let lines = block(blocks[index].node, width: target, axis: .row)
            natural -= current - Self.width(lines)
            blocks[index].lines = lines
        }
        // Still too wide: one under another, at the full width.
        guard natural <= width else { return unshrunk.filter { !$0.spacer }.flatMap(\.lines) }
        let content = blocks.filter { !$0.spacer }
        // Slack goes to the spacers (between the views they sit between).
        let spacers = blocks.filter(\.spacer).count
        let slack = width - natural
        var height = 0
        for block in content { height = max(height, block.lines.count) }
        var lines = Array(repeating: "", count: height)
        var spacerIndex = 0
        var pendingSlack = 0
        var first = true
        for block in blocks {
            if block.spacer {
                if spacers > 0 {
                    pendingSlack += slack / spacers + (spacerIndex < slack % spacers ? 1 : 0)
                    spacerIndex += 1
                }
                continue
            }
            let blockWidth = Self.width(block.lines)
            let gap = (first ? 0 : 1) + pendingSlack
            pendingSlack = 0
            first = false
            for index in 0..<height {
                let text = index < block.lines.count ? block.lines[index] : ""
                lines[index] += String(repeating: " ", count: gap) + Self.pad(text, blockWidth)
            }
        }
        return lines.map { line in
            var line = line
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    private func bar(_ fraction: Double, width: Int) -> String {
        let cells = max(min(width, 10), 3)
        let filled = Int((min(max(fraction, 0), 1) * Double(cells)).rounded())
        return String(repeating: "█", count: filled) + String(repeating: "░", count: cells - filled)
    }

    private func inline(_ nodes: [ViewNode], width: Int) -> String {
        nodes.flatMap { block($0, width: width, axis: .row) }.joined(separator: " ")
    }

    private func gauge(_ node: ViewNode, _ gauge: GaugeArchive, width: Int) -> [String] {
        let circular = gauge.style.isCircular
        let label = inline(node.children(role: .label), width: width)
        let current = inline(node.children(role: .currentValueLabel), width: width)
        let minimum = inline(node.children(role: .minimumValueLabel), width: width)
        let maximum = inline(node.children(role: .maximumValueLabel), width: width)
        let bar = circular ? "(" + self.bar(gauge.fraction, width: 8) + ")" : "[" + self.bar(gauge.fraction, width: width - 2) + "]"
        var parts = [label, minimum, bar, maximum, current].filter { !$0.isEmpty }
        if parts.count == 1 { parts.append(String(Int((gauge.fraction * 100).rounded())) + "%") }
        return wrap(parts.joined(separator: " "), width: width, limit: nil)
    }

    private func progress(_ node: ViewNode, _ progress: ProgressArchive, width: Int) -> [String] {
        var fraction: Double?
        if let start = progress.timerStart, let end = progress.timerEnd {
            fraction = DynamicDates.progressFraction(start: start, end: end, countsDown: progress.countsDown ?? true, now: now)
        } else if let value = progress.value {
            let total = progress.total ?? 1
            fraction = total > 0 ? value / total : 0
        }
        let label = inline(node.children(role: .label), width: width)
        let current = inline(node.children(role: .currentValueLabel), width: width)
        let bar = fraction.map { "[" + self.bar($0, width: width - 2) + "]" } ?? "…"
        return wrap([label, bar, current].filter { !$0.isEmpty }.joined(separator: " "), width: width, limit: nil)
    }

    func string(of text: TextArchive, redacted: Bool) -> String {
        var result = ""
        for run in text.runs {
            var string = run.string
            switch run.kind {
            case .date:
                if let date = run.date, let style = run.dateStyle, let current = DynamicDates.dateText(date: date, style: style, now: now) {
                    string = current
                }
            case .timerInterval:
                if let start = run.start, let end = run.end {
                    string = DynamicDates.timerText(
                        start: start, end: end, pauseTime: run.pauseTime, countsDown: run.countsDown ?? true, showsHours: run.showsHours ?? true,
                        now: now)
                }
            case .image:
                string = run.systemName.map { Self.symbolCharacters[$0] ?? "[" + $0 + "]" } ?? "[image]"
            case .verbatim, .dateRange:
                break
            }
            result += string
        }
        if redacted {
            return String(result.map { $0.isWhitespace ? " " : "▒" })
        }
        return result
    }

    /// Words wrapped to `width`; at most `limit` lines, the last ending in "…" when cut.
    func wrap(_ string: String, width: Int, limit: Int?) -> [String] {
        var lines: [String] = []
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                var word = String(word)
                while word.count > width {
                    if !line.isEmpty {
                        lines.append(line)
                        line = ""
                    }
                    lines.append(String(word.prefix(width)))
                    word = String(word.dropFirst(width))
                }
                if line.isEmpty {
                    line = word
                } else if line.count + 1 + word.count <= width {
                    line += " " + word
                } else {
                    lines.append(line)
                    line = word
                }
            }
            lines.append(line)
        }
        if let limit, limit > 0, lines.count > limit {
            // The last line shown takes as much of the rest as fits, then "…".
            let rest = lines[(limit - 1)...].joined(separator: " ")
            lines = Array(lines.prefix(limit - 1)) + [String(rest.prefix(max(width - 1, 0))) + "…"]
        }
        return lines
    }
}
