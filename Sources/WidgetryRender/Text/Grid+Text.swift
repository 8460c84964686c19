import WidgetryWire

// Grids in the terminal preview: rows with their columns lined up when they fit.

extension TextRenderer {
    /// Rows of cells with their columns lined up when they fit the width, else each row as an
    /// `HStack` would be.
    func table(_ rows: [[ViewNode]], width: Int) -> [String] {
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
    func lazyGridRows(_ node: ViewNode, _ grid: GridArchive, width: Int) -> [[ViewNode]] {
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
}
