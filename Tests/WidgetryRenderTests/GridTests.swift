import Foundation
import SwiftUI
import Testing
import WidgetryRender
import WidgetryWire

/// `Grid`, `GridRow` and the lazy grids: archived with their rows, spans and items, drawn as
/// CSS grids (each cell a one-cell grid placed in the tracks), and as lined-up columns of text.
@MainActor
@Suite struct GridTests {
    struct Scores: View {
        var body: some View {
            Grid(alignment: .leading, horizontalSpacing: 12) {
                GridRow {
                    Text("Team")
                    Text("Won")
                    Text("Lost").gridColumnAlignment(.trailing)
                }
                Divider()
                GridRow(alignment: .bottom) {
                    Text("Pandas")
                    Text("12")
                    Text("3")
                }
                GridRow {
                    Text("Total: 15").gridCellColumns(2)
                    Color.red.gridCellUnsizedAxes(.horizontal)
                }
            }
        }
    }

    @Test func aGridIsArchivedRowByRowWithItsSpans() {
        let grid = widgetArchive(Scores()).root
        #expect(grid.kind == .grid)
        #expect(grid.grid == GridArchive(alignment: .leading, horizontalSpacing: 12))
        #expect(grid.children.map(\.kind) == [.gridRow, .divider, .gridRow, .gridRow])
        #expect(grid.children[2].content == .gridRow(alignment: .bottom))
        #expect(grid.children[0].content == .gridRow(alignment: nil))
        let total = grid.children[3].children[0]
        #expect(total.modifiers.map(\.kind) == [.gridCellColumns] && total.modifiers.first == .gridCellColumns(2))
        #expect(grid.children[0].children[2].modifiers.first == .gridColumnAlignment(.trailing))
    }

    @Test func aGridIsACSSGridOfCells() throws {
        let out = try html(Scores())
        // Three columns as wide as their cells (the unsized colour does not widen its column);
        // the divider, not unsized, widens the grid to the width it is given, as in SwiftUI.
        #expect(out.contains(#"<div class="wr-grid" style="justify-self:stretch;align-self:stretch;grid-template-columns:auto auto auto;column-gap:12px">"#), "\(out)")
        // Cells: leading (the grid's alignment) and centred vertically; the third column trailing.
        #expect(out.contains(#"<div class="wr-zstack wr-grid-cell" style="place-items:center start"><div class="wr-text""#))
        #expect(out.contains(#"<div class="wr-zstack wr-grid-cell" style="place-items:center end"><div class="wr-text""#))
        // The row aligned at the bottom; the divider across every column; a cell over two.
        #expect(out.contains(#"<div class="wr-zstack wr-grid-cell" style="place-items:end start">"#))
        #expect(out.contains(#"<div class="wr-zstack wr-grid-cell" style="place-items:center start;grid-column:1/-1"><div class="wr-divider wr-divider-horizontal""#))
        #expect(out.contains(#"style="place-items:center start;grid-column:span 2""#))
        #expect(out.occurrences(of: "wr-grid-cell") == 9)
    }

    @Test func aFlexibleCellMakesItsColumnShareTheWidth() throws {
        let out = try html(Grid {
            GridRow {
                Text("Name")
                Color.blue
            }
        })
        #expect(out.contains("grid-template-columns:auto minmax(0,1fr)"), "\(out)")
    }

    @Test func lazyGridsAreTracksOfTheirItems() throws {
        let columns = [GridItem(.fixed(40)), GridItem(.flexible(minimum: 20, maximum: 80), spacing: 4), GridItem(.flexible(), alignment: .topLeading)]
        let vertical = LazyVGrid(columns: columns, alignment: .leading, spacing: 6) {
            ForEach(0..<5) { Text("\($0)") }
        }
        let archive = widgetArchive(vertical).root
        #expect(archive.kind == .lazyGrid && archive.children.count == 5)
        #expect(archive.grid?.axis == .vertical && archive.grid?.verticalSpacing == 6)
        #expect(archive.grid?.items == [
            GridItemArchive(size: .fixed, minimum: 40), GridItemArchive(size: .flexible, minimum: 20, maximum: 80, spacing: 4),
            GridItemArchive(size: .flexible, minimum: 10, alignment: .topLeading),
        ])
        let out = try html(vertical)
        #expect(out.contains("grid-template-columns:40px minmax(20px,80px) minmax(10px,1fr);justify-content:start;row-gap:6px"), "\(out)")
        // The third column's cells (indexes 2) keep their item's alignment.
        #expect(out.occurrences(of: #"<div class="wr-zstack wr-grid-cell" style="place-items:start">"#) == 1)

        let adaptive = try html(LazyVGrid(columns: [GridItem(.adaptive(minimum: 30))]) { Text("A") })
        #expect(adaptive.contains("grid-template-columns:repeat(auto-fill,minmax(30px,1fr))"))
        let horizontal = try html(LazyHGrid(rows: [GridItem(), GridItem()], spacing: 2) { Text("A") })
        #expect(horizontal.contains("grid-auto-flow:column;grid-template-rows:minmax(10px,1fr) minmax(10px,1fr);align-content:center;column-gap:2px"), "\(horizontal)")
    }

    @Test func theTextPreviewLinesUpAGridsColumns() throws {
        let text = try plainText(Grid(alignment: .leading) {
            GridRow {
                Text("Pandas")
                Text("12")
            }
            GridRow {
                Text("Owls")
                Text("3")
            }
        })
        #expect(text.contains("│ Pandas 12"), "\(text)")
        #expect(text.contains("│ Owls   3"), "\(text)")
        let lazy = try plainText(LazyVGrid(columns: [GridItem(), GridItem()]) {
            ForEach(["a", "bb", "c"], id: \.self) { Text($0) }
        })
        #expect(lazy.contains("│ a bb"), "\(lazy)")
        #expect(lazy.contains("│ c "), "\(lazy)")
    }
}
