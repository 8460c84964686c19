import WidgetryWire

// A chart's axes: grid lines across the plot area (under the marks), ticks outside it toward
// the labels (over the marks), and the value labels in the row (x) or column (y) beside the
// plot area, each at its position along the axis. A label is centred on its position, or
// starts at it (`labelAnchor == .start`); either way it never leaves the plot's span: a label
// that would stick out at an end sits against that end instead (auto margins centre it in a
// box around its position; when it overflows that box, the margins are zero and
// `justify-content` puts it against the end of the plot).

extension HTMLRenderer {
    /// The grid lines of every axis (`ticks` false): percentage lines across the plot area;
    /// or their ticks: lines `length` points long from the plot area's edge toward the
    /// labels, each in a nested SVG at its position. One SVG layer.
    mutating func axisLines(_ axes: [ChartAxisArchive], ticks: Bool, context: RenderContext) {
        let lines = Self.axisLines(axes, ticks ? \.tick : \.grid)
        guard !lines.isEmpty else { return }
        out.lit("<svg class=\"wr-chart-layer\" width=\"100%\" height=\"100%\">")
        for (axis, position, line) in lines {
            let p = HTMLOutput.format(position * 100) + "%"
            if !ticks {
                let vertical = axis.position == .top || axis.position == .bottom
                out.raw(vertical ? "<line x1=\"" + p + "\" y1=\"0\" x2=\"" + p + "\" y2=\"100%\"" : "<line x1=\"0\" y1=\"" + p + "\" x2=\"100%\" y2=\"" + p + "\"")
                axisLineAttributes(line, context: context)
                out.lit("/>")
                continue
            }
            let length = HTMLOutput.format(max(line.length ?? 4, 0))
            switch axis.position {
            case .bottom: out.raw("<svg x=\"" + p + "\" y=\"100%\" overflow=\"visible\"><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"" + length + "\"")
            case .top: out.raw("<svg x=\"" + p + "\" y=\"0\" overflow=\"visible\"><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"-" + length + "\"")
            case .trailing: out.raw("<svg x=\"100%\" y=\"" + p + "\" overflow=\"visible\"><line x1=\"0\" y1=\"0\" x2=\"" + length + "\" y2=\"0\"")
            case .leading: out.raw("<svg x=\"0\" y=\"" + p + "\" overflow=\"visible\"><line x1=\"0\" y1=\"0\" x2=\"-" + length + "\" y2=\"0\"")
            }
            axisLineAttributes(line, context: context)
            out.lit("/></svg>")
        }
        out.lit("</svg>")
    }

    /// The grid lines (ticks) of `axes`: each with its axis and position.
    private static func axisLines(
        _ axes: [ChartAxisArchive], _ line: KeyPath<ChartAxisMarkArchive, ChartAxisLineArchive?>
    ) -> [(ChartAxisArchive, Double, ChartAxisLineArchive)] {
        axes.flatMap { axis in axis.marks.compactMap { mark in mark[keyPath: line].map { (axis, mark.position, $0) } } }
    }

    private mutating func axisLineAttributes(_ line: ChartAxisLineArchive, context: RenderContext) {
        out.lit(" stroke=\"")
        out.solidColor(line.paint, colors, accentable: context.accentable)
        out.lit("\"")
        strokeAttributes(line.stroke)
    }

    /// Points between the plot area and an axis's labels: past its longest tick, and 4 more.
    static func labelGap(_ axis: ChartAxisArchive) -> Double {
        axis.marks.reduce(0) { max($0, $1.tick.map { max($0.length ?? 4, 0) } ?? 0) } + 4
    }

    /// The value labels of an axis, in its cell of the chart's grid: a row for x (as tall as
    /// the tallest label), a column for y (as wide as the widest). Each label is in a box
    /// spanning the part of the axis it may take — around its position, as far as the
    /// nearer end, when centred; from its position to the end when it starts there.
    mutating func axisLabels(_ node: ViewNode, _ axis: ChartAxisArchive, vertical: Bool, row: Int, column: Int, context: RenderContext) {
        let before = axis.position == .top || axis.position == .leading
        out.lit(vertical ? "<div class=\"wr-chart-axis wr-chart-y" : "<div class=\"wr-chart-axis wr-chart-x")
        if before { out.lit(" wr-chart-before") }
        out.lit("\" style=\"grid-area:")
        out.integer(row)
        out.lit("/")
        out.integer(column)
        out.lit(";padding-")
        out.lit(vertical ? (before ? "right:" : "left:") : (before ? "bottom:" : "top:"))
        out.px(Self.labelGap(axis))
        out.lit("\" aria-hidden=\"true\">")
        for mark in axis.marks {
            guard let label = Self.chartChild(node, mark.label) else { continue }
            let p = min(max(mark.position, 0), 1)
            let start = mark.labelAnchor == .start
            // The box: [from, from + length] of the axis, in unit lengths.
            let from = start ? p : max(2 * p - 1, 0)
            let length = start ? 1 - p : 2 * min(p, 1 - p)
            out.lit("<div class=\"wr-chart-label\" style=\"")
            out.lit(vertical ? "top:" : "margin-left:")
            out.number(from * 100)
            out.lit(vertical ? "%;height:" : "%;width:")
            out.number(length * 100)
            out.lit("%")
            // Against the far end when the label overflows a box that ends there.
            if start || p > 0.5 { out.lit(";justify-content:flex-end") }
            out.lit(start ? "\"><div class=\"wr-zstack wr-chart-label-start\">" : "\"><div class=\"wr-zstack wr-chart-label-center\">")
            self.node(label, axis: .layer, context: context)
            out.lit("</div></div>")
        }
        out.lit("</div>")
    }
}
