import Foundation
import WidgetryWire

// `ViewThatFits`: every candidate in its own layer, the script shows the first that fits.

extension HTMLRenderer {
    func viewThatFitsBox(_ axes: [ArchiveAxis], axis: Axis, _ box: inout Box, context: RenderContext) {
        box.classes = "wr-zstack wr-fits"
        if axis == .column, let alignment = context.columnAlignment {
            box.style = HTMLOutput(alignment == "flex-start" ? "justify-items:start;" : "justify-items:end;")
        }
        box.attributes = " data-wr-fit=\"" + HTMLOutput.escaped(axes.map(\.rawValue).joined(separator: " ")) + "\""
    }

    mutating func viewThatFitsContent(_ node: ViewNode, context: RenderContext) {
        for (index, child) in node.children.enumerated() {
            out.lit(index == 0 ? "<div class=\"wr-zstack wr-fits-candidate\">" : "<div class=\"wr-zstack wr-fits-candidate\" hidden>")
            self.node(child, axis: .layer, context: context)
            out.lit("</div>")
        }
    }
}
