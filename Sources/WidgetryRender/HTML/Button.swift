import Foundation
import WidgetryWire

// `Button(intent:)`: a `<button>` the page wires to the intent, in its button style.

extension HTMLRenderer {
    func buttonBox(_ node: ViewNode, _ action: ActionArchive, _ box: inout Box, context: RenderContext) {
        box.tag = "button"
        let style = action.buttonStyle ?? .automatic
        let layout = node.children.count > 1 ? " wr-vstack" : " wr-zstack"
        switch style {
        case .plain, .borderless:
            box.classes = "wr-button" + layout
        case .borderedProminent:
            box.classes = "wr-button wr-button-bordered wr-button-prominent" + layout
            var css = HTMLOutput(capacity: 64)
            css.lit("background:")
            css.background(action.tint ?? defaultTint, colors, accentable: context.accentable)
            css.lit(";")
            css.raw(borderedMinimumHeight(node))
            box.style = css
        case .automatic, .bordered:
            // `automatic` draws like `bordered` in a widget: a rounded backdrop in the system's
            // secondary fill, or in the tint (translucent) when one is set; the label is in
            // the tint (SwiftUI's `Button` sets it).
            box.classes = "wr-button wr-button-bordered" + layout
            var fill: RGBAColor
            if let tint = action.tint {
                fill = colors.map(HTMLOutput.representativeColor(tint), accentable: context.accentable)
                fill.opacity *= 0.15
            } else {
                fill = colors.map(secondaryFillColor, accentable: context.accentable)
            }
            box.style = HTMLOutput("background:" + HTMLOutput.hex(fill) + ";" + borderedMinimumHeight(node))
        }
        if let intent = action.intent {
            box.attributes = " type=\"button\" data-wr-action=\"" + HTMLOutput.escaped(node.id) + "\" data-wr-intent=\""
                + HTMLOutput.escaped(intent.typeName) + "\""
            if let role = action.role { box.attributes += " data-wr-role=\"" + role.rawValue + "\"" }
        } else {
            box.attributes = " type=\"button\" disabled"
        }
    }

    /// A bordered button is at least a line of its label's font tall inside its padding (36
    /// points at the body size, as an iPhone draws a symbol's button): a symbol alone is
    /// shorter than the line. Empty when the label has no text or symbol.
    func borderedMinimumHeight(_ node: ViewNode) -> String {
        guard let font = Self.firstLabelFont(node) else { return "" }
        return "min-height:" + HTMLOutput.format(TextMetrics.lineHeight(of: font) + 14) + "px;"
    }

    /// The font of the first text or symbol in a label, depth first.
    static func firstLabelFont(_ node: ViewNode) -> FontArchive? {
        if let text = node.text { return text.font }
        if let image = node.image, image.systemName != nil { return image.font ?? FontArchive(textStyle: .body, size: 17) }
        for child in node.children {
            if let font = firstLabelFont(child) { return font }
        }
        return nil
    }
}
