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
/// - Charts as sparklines, block bars and "label NN%" lists (Chart+Text.swift).
/// - Colours, shapes, backgrounds, paddings and frames are not drawn.
public enum WidgetTextRenderer {
    /// The preview, lines joined with newlines.
    public static func render(_ archive: WidgetArchive, now: Double? = nil, columns: Int? = nil) throws -> String {
        try lines(archive, now: now, columns: columns).joined(separator: "\n")
    }

    /// The preview's lines, each `columns` characters wide (default: the widget's width / 7).
    public static func lines(_ archive: WidgetArchive, now: Double? = nil, columns: Int? = nil) throws -> [String] {
        guard archive.version <= WidgetArchive.currentVersion else { throw WidgetRenderError.unsupportedVersion(archive.version) }
        let columns = max(columns ?? Int(archive.size.width / TextRenderer.pointsPerColumn), 8)
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
        case .chart(let chart):
            return self.chart(node, chart, width: width)
        case .toggle(let action):
            let label = node.children.flatMap { block($0, width: width - 4, axis: .layer) }
            let mark = action.isOn == true ? "[x] " : "[ ] "
            return label.isEmpty ? [mark] : [mark + label[0]] + label.dropFirst().map { "    " + $0 }
        }
    }

    func string(of text: TextArchive, redacted: Bool) -> String {
        let result = text.runs.map(string(of:)).joined()
        if redacted {
            return String(result.map { $0.isWhitespace ? " " : "▒" })
        }
        return result
    }

    /// What `run` reads at `now`: relative dates and timers recomputed, symbols as characters.
    func string(of run: TextRunArchive) -> String {
        switch run.kind {
        case .date:
            if let date = run.date, let style = run.dateStyle, let current = DynamicDates.dateText(date: date, style: style, now: now) {
                return current
            }
        case .timerInterval:
            if let start = run.start, let end = run.end {
                return DynamicDates.timerText(
                    start: start, end: end, pauseTime: run.pauseTime, countsDown: run.countsDown ?? true, showsHours: run.showsHours ?? true,
                    now: now)
            }
        case .image:
            return run.systemName.map { Self.symbolCharacters[$0] ?? "[" + $0 + "]" } ?? "[image]"
        case .verbatim, .dateRange:
            break
        }
        return run.string
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
