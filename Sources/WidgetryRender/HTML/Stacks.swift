import Foundation
import WidgetryWire

// `VStack`, `HStack`, `ZStack` as flexboxes and a one-cell grid; `Spacer`, `Divider`.

extension HTMLRenderer {
    func vstackBox(_ stack: StackArchive, _ box: inout Box) {
        // SwiftUI's default spacing depends on the neighbours: 8 points in general, about one
        // between lines of text (the fidelity comparison measured 19 pt from footnote line to
        // footnote line on the device): `wr-default-spacing` lets the style sheet tell.
        box.classes = stack.spacing == nil ? "wr-vstack wr-default-spacing" : "wr-vstack"
        box.isContainer = true
        box.style = HTMLOutput(stackStyle(stack.spacing, align: Alignment.vstack(stack.alignment)))
    }

    func hstackBox(_ stack: StackArchive, _ box: inout Box) {
        box.classes = "wr-hstack"
        box.isContainer = true
        box.style = HTMLOutput(stackStyle(stack.spacing, align: Alignment.hstack(stack.alignment)))
    }

    func zstackBox(_ stack: StackArchive, _ box: inout Box) {
        box.classes = "wr-zstack"
        box.isContainer = true
        if stack.alignment != .center { box.style = HTMLOutput("place-items:" + Alignment.placeItems(stack.alignment) + ";") }
    }

    /// Children in order, each laid out for `axis`.
    mutating func children(of node: ViewNode, axis: Axis, context: RenderContext) {
        for index in node.children.indices { self.node(node.children[index], axis: axis, context: context) }
    }

    func stackStyle(_ spacing: Double?, align: String?) -> String {
        var style = ""
        if let spacing, spacing != 8 { style += "gap:" + HTMLOutput.format(max(spacing, 0)) + "px;" }
        if let align { style += "align-items:" + align + ";" }
        return style
    }

    func spacerBox(_ spacer: SpacerArchive, axis: Axis, _ box: inout Box) {
        box.classes = "wr-spacer"
        let length = HTMLOutput.format(spacer.minLength ?? 8)
        switch axis {
        case .column: box.style = HTMLOutput("min-height:" + length + "px;")
        case .row: box.style = HTMLOutput("min-width:" + length + "px;")
        case .layer: break
        }
    }

    func dividerBox(_ paint: PaintArchive, axis: Axis, _ box: inout Box, context: RenderContext) {
        box.classes = axis == .row ? "wr-divider wr-divider-vertical" : "wr-divider wr-divider-horizontal"
        var css = HTMLOutput(capacity: 32)
        css.lit("border-color:")
        css.solidColor(paint, colors, accentable: context.accentable)
        css.lit(";")
        box.style = css
    }
}
