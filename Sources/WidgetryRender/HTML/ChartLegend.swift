import WidgetryWire

// A chart's legend, as Swift Charts draws it by default: below the chart, leading, a row of
// entries that wraps, each a small swatch (a circle, or the entry's symbol) in the entry's
// paint followed by its label in caption-sized secondary text. A custom legend
// (`chartLegend(position:alignment:spacing:content:)`) is the chart's child view instead.

extension HTMLRenderer {
    /// The legend in its cell of the chart's grid (`row`, `column`: CSS grid lines), `spacing`
    /// points from the plot area.
    mutating func chartLegend(_ node: ViewNode, _ legend: ChartLegendArchive, row: String, column: String, redacted: Bool, context: RenderContext) {
        let vertical = legend.position == .leading || legend.position == .trailing
        let (h, v) = Self.alignmentComponents(legend.alignment)
        let flexAlignment = ["flex-start", "center", "flex-end"][(vertical ? v : h) + 1]
        out.lit(vertical ? "<div class=\"wr-chart-legend wr-chart-legend-vertical\" style=\"grid-row:" : "<div class=\"wr-chart-legend\" style=\"grid-row:")
        out.raw(row + ";grid-column:" + column + ";justify-content:" + flexAlignment + ";")
        if vertical { out.raw("align-items:" + ["flex-start", "center", "flex-end"][h + 1] + ";") }
        switch legend.position {
        case .top: out.lit("margin-bottom:")
        case .bottom, .overlay: out.lit("margin-top:")
        case .leading: out.lit("margin-right:")
        case .trailing: out.lit("margin-left:")
        }
        out.px(max(legend.spacing ?? 8, 0))
        out.lit("\" aria-hidden=\"true\">")
        legendContent(node, legend, redacted: redacted, context: context)
        out.lit("</div>")
    }

    /// The legend's custom view, else its entries.
    mutating func legendContent(_ node: ViewNode, _ legend: ChartLegendArchive, redacted: Bool, context: RenderContext) {
        if let content = Self.chartChild(node, legend.content) {
            self.node(content, axis: .layer, context: context)
            return
        }
        let secondary = systemColors["secondary"].map { isDark ? $0.dark : $0.light } ?? RGBAColor(red: 0.5, green: 0.5, blue: 0.5)
        for entry in legend.entries {
            out.lit("<span class=\"wr-chart-legend-entry\"><svg class=\"wr-chart-swatch\" viewBox=\"-4 -4 8 8\"><path d=\"")
            out.raw(Self.symbolPath(entry.symbol ?? .circle, size: 8))
            out.lit("\" fill=\"")
            if redacted {
                out.color(redactionColor(nil, context: context))
            } else {
                out.solidColor(entry.paint, colors, accentable: context.accentable)
            }
            out.lit("\"/></svg>")
            if redacted {
                out.lit("<span class=\"wr-chart-legend-label wr-redacted\" style=\"background:")
                out.color(redactionColor(nil, context: context))
                out.lit("\">")
                out.raw(Self.redactionMask(entry.label))
            } else {
                out.lit("<span class=\"wr-chart-legend-label\" style=\"color:")
                out.color(colors.map(secondary, accentable: context.accentable))
                out.lit("\">")
                out.text(entry.label)
            }
            out.lit("</span></span>")
        }
    }
}
