import WidgetryWire

// Rows (`HStack`, `Label`, `GridRow`) in the terminal preview: side by side when they fit,
// spacers sharing the slack; else one under another.

extension TextRenderer {
    /// Children side by side when they fit (spacers share the slack), else one under another.
    func row(_ node: ViewNode, width: Int) -> [String] {
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
}
