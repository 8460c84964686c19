import WidgetryWire

/// Where the cells of a `Grid` go: its columns (as many as its longest row's spans), each
/// cell's column and span, the columns' alignments (`gridColumnAlignment(_:)`).
struct GridLayout {
    struct Cell {
        let node: ViewNode
        /// Its row's own vertical alignment (`GridRow(alignment:)`), if any.
        let rowAlignment: ArchiveAlignment?
        /// The first column it occupies; nil: a view outside any `GridRow`, across every column.
        let column: Int?
        let span: Int
    }

    let cells: [Cell]
    let columnCount: Int
    /// `gridColumnAlignment(_:)` by column.
    let columnAlignments: [Int: ArchiveAlignment]

    init(_ grid: ViewNode) {
        cells = Self.cells(of: grid)
        columnCount = max(cells.compactMap { cell in cell.column.map { $0 + cell.span } }.max() ?? 1, 1)
        var alignments: [Int: ArchiveAlignment] = [:]
        for cell in cells {
            guard let column = cell.column else { continue }
            for index in cell.node.modifiers.indices {
                if case .gridColumnAlignment(let alignment) = cell.node.modifiers[index] { alignments[column] = alignment }
            }
        }
        columnAlignments = alignments
    }

    /// The cells of `grid`, row by row.
    static func cells(of grid: ViewNode) -> [Cell] {
        var cells: [Cell] = []
        for child in grid.children {
            guard case .gridRow(let rowAlignment) = child.content, child.modifiers.isEmpty else {
                cells.append(Cell(node: child, rowAlignment: nil, column: nil, span: 1))
                continue
            }
            var column = 0
            for cell in child.children {
                var span = 1
                for index in cell.modifiers.indices {
                    if case .gridCellColumns(let columns) = cell.modifiers[index] { span = max(columns, 1) }
                }
                cells.append(Cell(node: cell, rowAlignment: rowAlignment, column: column, span: span))
                column += span
            }
        }
        return cells
    }

    /// `place-items` of a cell: vertically by its row's alignment or the grid's, horizontally
    /// by its column's or the grid's (nil: centred both ways, the default).
    func placeItems(_ cell: Cell, gridAlignment: ArchiveAlignment) -> String? {
        let vertical = Self.verticalPlace(cell.rowAlignment ?? gridAlignment)
        let horizontal = Self.horizontalPlace(cell.column.flatMap { columnAlignments[$0] } ?? gridAlignment)
        return vertical == "center" && horizontal == "center" ? nil : vertical + " " + horizontal
    }

    /// The block-axis part of an alignment (top, bottom, baselines, else centre).
    static func verticalPlace(_ alignment: ArchiveAlignment) -> String {
        switch alignment.vertical {
        case .top: "start"
        case .bottom: "end"
        case .firstTextBaseline, .lastTextBaseline: "baseline"
        default: "center"
        }
    }

    /// The inline-axis part of an alignment (leading, trailing, else centre).
    static func horizontalPlace(_ alignment: ArchiveAlignment) -> String {
        switch alignment.horizontal {
        case .leading: "start"
        case .trailing: "end"
        default: "center"
        }
    }

    /// A lazy grid's track list: `fixed` items are that long, `flexible` ones share the
    /// space within their bounds, `adaptive` ones repeat as often as they fit.
    static func tracks(_ items: [GridItemArchive]) -> String {
        guard !items.isEmpty else { return "minmax(0,1fr)" }
        return items.map { item -> String in
            let minimum = HTMLOutput.format(max(item.minimum, 0)) + "px"
            let maximum = item.maximum.map { HTMLOutput.format(max($0, item.minimum)) + "px" } ?? "1fr"
            switch item.size {
            case .fixed: return minimum
            case .adaptive: return "repeat(auto-fill,minmax(" + minimum + "," + maximum + "))"
            case .flexible: return "minmax(" + minimum + "," + maximum + ")"
            }
        }.joined(separator: " ")
    }
}
