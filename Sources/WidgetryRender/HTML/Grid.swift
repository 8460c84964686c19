import Foundation
import WidgetryWire

// `Grid`, `GridRow`, `LazyVGrid`, `LazyHGrid` as CSS grids: each cell a one-cell grid of its
// own placed in the tracks (see `GridLayout`).

extension HTMLRenderer {
    func gridBox(_ node: ViewNode, _ grid: GridArchive, _ box: inout Box) {
        box.classes = "wr-grid"
        box.isContainer = true
        let layout = GridLayout(node)
        // A column with a flexible cell takes a share of the width the grid is given; the
        // others are as wide as their widest cell.
        var flexible = [Bool](repeating: false, count: layout.columnCount)
        for cell in layout.cells where cell.span == 1 && cellFlex(cell.node).h { if let column = cell.column { flexible[column] = true } }
        box.style = HTMLOutput("grid-template-columns:" + flexible.map { $0 ? "minmax(0,1fr)" : "auto" }.joined(separator: " ") + ";"
            + gapStyle(grid))
    }

    mutating func gridContent(_ node: ViewNode, _ grid: GridArchive, context: RenderContext) {
        let layout = GridLayout(node)
        for cell in layout.cells {
            let column = cell.column == nil ? "1/-1" : cell.span > 1 ? "span " + String(cell.span) : nil
            gridCell(cell.node, placeItems: layout.placeItems(cell, gridAlignment: grid.alignment), column: column, context: context)
        }
    }

    func gridRowBox(_ alignment: ArchiveAlignment?, _ box: inout Box) {
        box.classes = "wr-hstack"
        box.isContainer = true
        box.style = HTMLOutput(stackStyle(nil, align: Alignment.hstack(alignment ?? .center)))
    }

    func lazyGridBox(_ grid: GridArchive, _ box: inout Box) {
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

    mutating func lazyGridContent(_ node: ViewNode, _ grid: GridArchive, context: RenderContext) {
        let items = grid.items ?? []
        let adaptive = items.first { $0.size == .adaptive }
        for (index, child) in node.children.enumerated() {
            let item = adaptive ?? (items.isEmpty ? nil : items[index % items.count])
            let placeItems = item?.alignment.map { Alignment.placeItems($0) }.flatMap { $0 == "center" ? nil : $0 }
            gridCell(child, placeItems: placeItems, column: nil, context: context)
        }
    }

    /// How a `Grid` cell makes its grid and column flexible: as in a `ZStack`, except in the
    /// axes of its `gridCellUnsizedAxes(_:)`.
    func cellFlex(_ cell: ViewNode) -> Flex {
        var flex = self.flex(of: cell, in: .layer)
        for index in cell.modifiers.indices {
            guard case .gridCellUnsizedAxes(let horizontal, let vertical) = cell.modifiers[index] else { continue }
            if horizontal { flex.h = false }
            if vertical { flex.v = false }
        }
        return flex
    }

    /// A grid's gaps other than the system default (8 points).
    func gapStyle(_ grid: GridArchive) -> String {
        var style = ""
        if let spacing = grid.horizontalSpacing, spacing != 8 { style += "column-gap:" + HTMLOutput.format(max(spacing, 0)) + "px;" }
        if let spacing = grid.verticalSpacing, spacing != 8 { style += "row-gap:" + HTMLOutput.format(max(spacing, 0)) + "px;" }
        return style
    }

    /// A grid cell: a one-cell grid of its own (as a `ZStack`) placed in the grid's tracks.
    mutating func gridCell(_ cell: ViewNode, placeItems: String?, column: String?, context: RenderContext) {
        out.lit("<div class=\"wr-zstack wr-grid-cell\"")
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
}
