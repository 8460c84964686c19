import Foundation
import WidgetryWire

// `ProgressView`: a bar, a ring or a spinner; timer progress runs with the page's clock.

extension HTMLRenderer {
    func progressBox(_ progress: ProgressArchive, _ box: inout Box) {
        box.classes = isLinearProgress(progress) ? "wr-vstack wr-progress-linear" : "wr-vstack wr-progress-circular"
    }

    /// Drawn as a bar (determinate, not `circular`); else as a ring or a spinner.
    func isLinearProgress(_ progress: ProgressArchive) -> Bool {
        let determinate = progress.value != nil || progress.timerStart != nil
        return determinate && progress.style != .circular
    }

    mutating func progressContent(_ node: ViewNode, _ progress: ProgressArchive, context: RenderContext) {
        let tint = progress.tint ?? defaultTint
        let label = node.children(role: .label), current = node.children(role: .currentValueLabel)
        var fraction = 0.0
        var timer = ""
        if let start = progress.timerStart, let end = progress.timerEnd {
            let countsDown = progress.countsDown ?? true
            fraction = DynamicDates.progressFraction(start: start, end: end, countsDown: countsDown, now: now)
            timer = " data-wr-progress-start=\"" + HTMLOutput.format(start) + "\" data-wr-progress-end=\"" + HTMLOutput.format(end)
                + "\" data-wr-counts-down=\"" + (countsDown ? "true" : "false") + "\""
        } else if let value = progress.value {
            let total = progress.total ?? 1
            fraction = total > 0 ? min(max(value / total, 0), 1) : 0
        }
        for child in label { self.node(child, axis: .column, context: context) }
        if isLinearProgress(progress) {
            out.lit("<div class=\"wr-bar\" style=\"background:")
            out.color(colors.map(trackColor, accentable: context.accentable))
            out.lit("\"><i class=\"wr-bar-fill\" style=\"width:")
            out.number((fraction * 10000).rounded() / 100)
            out.lit("%;background:")
            out.background(tint, colors, accentable: context.accentable)
            out.lit("\"")
            out.raw(timer)
            out.lit("></i></div>")
        } else if progress.value != nil || progress.timerStart != nil {
            out.lit("<div class=\"wr-progress-ring\"><i class=\"wr-ring\" style=\"--wr-ring:4px;--wr-p:")
            out.number((fraction * 10000).rounded() / 100)
            out.lit("%;--wr-tint:")
            out.solidColor(tint, colors, accentable: context.accentable)
            out.lit(";--wr-track:")
            out.color(colors.map(trackColor, accentable: context.accentable))
            out.lit("\"")
            out.raw(timer)
            out.lit("></i></div>")
        } else {
            out.lit("<div class=\"wr-spin\"></div>")
        }
        for child in current { self.node(child, axis: .column, context: context) }
    }
}
