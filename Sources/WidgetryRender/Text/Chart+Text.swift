import Foundation
import WidgetryWire

// `Chart` in the terminal preview: lines and areas (and point clouds) as sparklines of
// ▁▂▃▄▅▆▇█ across the width, bars as columns (or rows) of blocks by length, sectors as a list of
// "label NN%", then the legend's entries; a redacted chart as the redaction placeholder.

extension TextRenderer {
    static let sparkLevels = Array("▁▂▃▄▅▆▇█")
    /// Lines a chart of vertical bars takes.
    static let barRows = 4

    func chart(_ node: ViewNode, _ chart: ChartArchive, width: Int) -> [String] {
        if node.isRedacted { return [String(repeating: "▒", count: min(width, 16))] }
        var lines: [String] = []
        let paths = chart.marks.filter { $0.kind == .path }
        for mark in paths {
            lines.append(Self.sparkline(Self.pathPoints(mark.path ?? ""), width: width))
        }
        let symbols = chart.marks.filter { $0.kind == .symbol }
        if paths.isEmpty && !symbols.isEmpty {
            lines.append(Self.sparkline(symbols.map { (($0.x ?? 0) * 1000, ($0.y ?? 0) * 1000) }, width: width, connected: false))
        }
        lines += Self.bars(chart.marks.filter { $0.kind == .rect }, width: width)
        let sectors = chart.marks.filter { $0.kind == .sector }
        let entries = chart.legend?.entries ?? []
        for (index, sector) in sectors.enumerated() {
            let share = max((sector.endAngle ?? 0) - (sector.startAngle ?? 0), 0) / 360
            let entry = entries.first { $0.paint == sector.paint } ?? (entries.count == sectors.count ? entries[index] : nil)
            let percent = String(Int((share * 100).rounded())) + "%"
            lines.append(entry.map { Self.legendSymbol($0.symbol) + " " + $0.label + " " + percent } ?? percent)
        }
        if sectors.count < chart.marks.count && !entries.isEmpty {
            lines += wrap(entries.map { Self.legendSymbol($0.symbol) + " " + $0.label }.joined(separator: " "), width: width, limit: nil)
        }
        return lines.map { String($0.prefix(width)) }
    }

    static func legendSymbol(_ symbol: ChartSymbolArchive?) -> String {
        switch symbol {
        case .circle, nil: "●"
        case .square: "■"
        case .triangle: "▲"
        case .diamond: "◆"
        case .pentagon: "⬟"
        case .plus: "✚"
        case .cross: "✖"
        case .asterisk: "✱"
        }
    }

    /// The end points of an SVG path's commands, in its own coordinates (absolute).
    static func pathPoints(_ path: String) -> [(Double, Double)] {
        // Tokens: command letters and numbers.
        var tokens: [Substring] = []
        var index = path.startIndex
        while index < path.endIndex {
            let character = path[index]
            if character.isLetter && character != "e" && character != "E" {
                tokens.append(path[index...index])
                index = path.index(after: index)
            } else if character.isNumber || character == "-" || character == "." || character == "+" {
                var end = path.index(after: index)
                var seenDot = character == "."
                while end < path.endIndex {
                    let next = path[end]
                    if next.isNumber {
                    } else if next == "." && !seenDot {
                        seenDot = true
                    } else if next == "e" || next == "E" {
                        let after = path.index(after: end)
                        if after < path.endIndex && (path[after] == "-" || path[after] == "+") { end = after }
                    } else {
                        break
                    }
                    end = path.index(after: end)
                }
                tokens.append(path[index..<end])
                index = end
            } else {
                index = path.index(after: index)
            }
        }
        var points: [(Double, Double)] = []
        var current = (0.0, 0.0), start = (0.0, 0.0)
        var command: Character = "M"
        var numbers: [Double] = []
        func flush() {
            let arity: Int
            switch command.uppercased() {
            case "M", "L", "T": arity = 2
            case "H", "V": arity = 1
            case "S", "Q": arity = 4
            case "C": arity = 6
            case "A": arity = 7
            default: arity = 0
            }
            guard arity > 0 else { return }
            let relative = command.isLowercase
            var offset = 0
            while offset + arity <= numbers.count {
                let end = offset + arity
                switch command.uppercased() {
                case "H": current.0 = (relative ? current.0 : 0) + numbers[offset]
                case "V": current.1 = (relative ? current.1 : 0) + numbers[offset]
                default:
                    let last = (numbers[end - 2], numbers[end - 1])
                    current = relative ? (current.0 + last.0, current.1 + last.1) : last
                }
                if offset == 0 && command.uppercased() == "M" { start = current }
                points.append(current)
                offset += arity
            }
        }
        for token in tokens {
            if let letter = token.first, token.count == 1, letter.isLetter {
                flush()
                numbers = []
                command = letter
                if letter == "Z" || letter == "z" {
                    current = start
                    points.append(current)
                }
            } else if let value = Double(token) {
                numbers.append(value)
            }
        }
        flush()
        return points
    }

    /// A sparkline `width` characters wide of points in a 1000 × 1000 box (y down): each
    /// column the highest point over it of the polyline through them (`connected`), or of
    /// the points in it (a scatter), as one of eight levels.
    static func sparkline(_ points: [(Double, Double)], width: Int, connected: Bool = true) -> String {
        let width = max(width, 1)
        let step = 1000 / Double(width)
        var line = ""
        for column in 0..<width {
            var top: Double?
            if connected {
                let x = (Double(column) + 0.5) * step
                for (a, b) in zip(points, points.dropFirst()) where min(a.0, b.0) <= x && x <= max(a.0, b.0) {
                    let y = a.0 == b.0 ? min(a.1, b.1) : a.1 + (b.1 - a.1) * (x - a.0) / (b.0 - a.0)
                    top = min(top ?? y, y)
                }
            } else {
                let range = Double(column) * step..<(column == width - 1 ? 1001 : Double(column + 1) * step)
                top = points.filter { range.contains($0.0) }.map(\.1).min()
            }
            guard let top else {
                line += " "
                continue
            }
            let value = min(max(1 - top / 1000, 0), 1)
            line.append(sparkLevels[min(Int(value * 8), 7)])
        }
        return line
    }

    /// Rectangles as bars: vertical ones (heights vary more than widths) as columns of blocks
    /// `barRows` lines tall, in order along x; horizontal ones as rows of blocks.
    static func bars(_ rects: [ChartMarkArchive], width: Int) -> [String] {
        guard !rects.isEmpty else { return [] }
        func spread(_ values: [Double]) -> Double { (values.max() ?? 0) - (values.min() ?? 0) }
        let vertical = spread(rects.map { $0.height ?? 0 }) >= spread(rects.map { $0.width ?? 0 })
        if !vertical {
            let eighths = Array(" ▏▎▍▌▋▊▉")
            return rects.sorted { ($0.y ?? 0) < ($1.y ?? 0) }.map { rect in
                let length = Int(((rect.x ?? 0) + (rect.width ?? 0)) * Double(width) * 8)
                return String(repeating: "█", count: length / 8) + (length % 8 > 0 ? String(eighths[length % 8]) : "")
            }
        }
        // Bars at one position (stacked) are one column, as tall as the tallest top.
        var columns: [(x: Double, top: Double)] = []
        for rect in rects.sorted(by: { ($0.x ?? 0) < ($1.x ?? 0) }) {
            let x = (rect.x ?? 0) + (rect.width ?? 0) / 2, top = 1 - (rect.y ?? 0)
            if let last = columns.last, abs(last.x - x) < 1e-6 {
                columns[columns.count - 1].top = max(last.top, top)
            } else {
                columns.append((x, top))
            }
        }
        let barWidth = max(min(width / max(columns.count, 1) - 1, 3), 1)
        return (0..<barRows).map { row in
            let floor = barRows - 1 - row
            return columns.map { column in
                let eighths = Int((min(max(column.top, 0), 1) * Double(barRows * 8)).rounded()) - floor * 8
                let cell = eighths <= 0 ? " " : eighths >= 8 ? "█" : String(sparkLevels[eighths - 1])
                return String(repeating: cell, count: barWidth)
            }.joined(separator: " ")
        }
    }
}
