import WidgetryWire

// `ProgressView` in the terminal preview: a bar with its labels, `…` when indeterminate.

extension TextRenderer {
    func progress(_ node: ViewNode, _ progress: ProgressArchive, width: Int) -> [String] {
        var fraction: Double?
        if let start = progress.timerStart, let end = progress.timerEnd {
            fraction = DynamicDates.progressFraction(start: start, end: end, countsDown: progress.countsDown ?? true, now: now)
        } else if let value = progress.value {
            let total = progress.total ?? 1
            fraction = total > 0 ? value / total : 0
        }
        let label = inline(node.children(role: .label), width: width)
        let current = inline(node.children(role: .currentValueLabel), width: width)
        let bar = fraction.map { "[" + self.bar($0, width: width - 2) + "]" } ?? "…"
        return wrap([label, bar, current].filter { !$0.isEmpty }.joined(separator: " "), width: width, limit: nil)
    }
}
