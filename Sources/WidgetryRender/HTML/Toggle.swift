import Foundation
import WidgetryWire

// `Toggle(isOn:intent:)`: a switch (or a button-style toggle) the page wires to the intent.

extension HTMLRenderer {
    func toggleBox(_ node: ViewNode, _ action: ActionArchive, _ box: inout Box, context: RenderContext) {
        box.tag = "button"
        let isOn = action.isOn ?? false
        if action.toggleStyle == .button {
            box.classes = node.children.count > 1 ? "wr-button wr-button-bordered wr-toggle-button wr-vstack" : "wr-button wr-button-bordered wr-toggle-button wr-zstack"
            var tint = colors.map(HTMLOutput.representativeColor(action.tint ?? defaultTint), accentable: context.accentable)
            tint.opacity *= isOn ? 0.35 : 0.12
            box.style = HTMLOutput("background:" + HTMLOutput.hex(tint) + ";")
        } else {
            box.classes = "wr-toggle wr-hstack"
        }
        box.attributes = " type=\"button\" role=\"switch\" aria-checked=\"" + (isOn ? "true" : "false") + "\""
        if let intent = action.intent {
            box.attributes += " data-wr-action=\"" + HTMLOutput.escaped(node.id) + "\" data-wr-intent=\"" + HTMLOutput.escaped(intent.typeName) + "\""
        }
    }

    mutating func toggleContent(_ node: ViewNode, _ action: ActionArchive, context: RenderContext) {
        let isOn = action.isOn ?? false
        if action.toggleStyle == .button {
            let childAxis: Axis = node.children.count > 1 ? .column : .layer
            for index in node.children.indices { self.node(node.children[index], axis: childAxis, context: context) }
            return
        }
        out.lit("<span class=\"wr-vstack wr-toggle-label\">")
        for index in node.children.indices { self.node(node.children[index], axis: .column, context: context) }
        out.lit("</span><span class=\"wr-switch\" style=\"background:")
        if isOn {
            out.background(action.tint ?? .color(isDark ? RGBAColor(red: 48 / 255, green: 209 / 255, blue: 88 / 255) : RGBAColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255)), colors, accentable: context.accentable)
            out.lit("\"><i class=\"wr-knob wr-on\"></i></span>")
        } else {
            out.color(colors.map(trackColor, accentable: context.accentable))
            out.lit("\"><i class=\"wr-knob\"></i></span>")
        }
    }
}
