import Foundation
import WidgetryWire

// Colours and gradients used as views: an element filled with the paint.

extension HTMLRenderer {
    func fillBox(_ paint: PaintArchive, _ box: inout Box, context: RenderContext) {
        box.classes = "wr-fill"
        var css = HTMLOutput(capacity: 48)
        css.lit("background:")
        css.background(paint, colors, accentable: context.accentable)
        css.lit(";")
        box.style = css
    }
}
