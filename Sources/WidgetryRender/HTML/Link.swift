import Foundation
import WidgetryWire

// `Link`: an anchor to a safe URL (an inert span otherwise), its label inside.

extension HTMLRenderer {
    func linkBox(_ node: ViewNode, _ action: ActionArchive, _ box: inout Box) {
        let url = action.url ?? ""
        let layout = node.children.count > 1 ? "wr-vstack" : "wr-zstack"
        if URLSafety.isSafe(url) {
            box.tag = "a"
            box.classes = "wr-anchor " + layout
            let escaped = HTMLOutput.escaped(url)
            box.attributes = " href=\"" + escaped + "\" data-wr-url=\"" + escaped + "\""
        } else {
            box.tag = "span"
            box.classes = "wr-anchor wr-blocked " + layout
        }
        box.attributes += " data-wr-action=\"" + HTMLOutput.escaped(node.id) + "\""
    }

    /// The label of a link or button: one view, or several in a column.
    mutating func controlLabel(_ node: ViewNode, context: RenderContext) {
        let childAxis: Axis = node.children.count > 1 ? .column : .layer
        for index in node.children.indices { self.node(node.children[index], axis: childAxis, context: context) }
    }
}
