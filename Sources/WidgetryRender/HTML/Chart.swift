import WidgetryWire

// `Chart` (Swift Charts): a CSS grid whose middle cell is the plot area, with the axes' value
// labels, the axis titles and the legend in the rows and columns around it, as Swift Charts
// lays a chart out (y axis on the trailing side, x axis below, legend below and leading by
// default). The plot area holds, back to front: the `chartBackground` view, the
// `chartPlotStyle` view, the grid lines, the marks (ChartMarks.swift), the ticks, the
// `chartOverlay` view and the annotations. The archive's geometry is in the plot area's unit
// square, so it is written in percentages and the chart draws at whatever size layout gives
// it; lengths in points stay points.
//
// To assistive technologies the chart is one image said by its summary (Swift Charts'
// audio-graph description); its parts are hidden. A redacted chart says nothing of its
// content and draws its marks in the redaction colour.

extension HTMLRenderer {
    /// The rows (top to bottom) or columns (leading to trailing) of a chart's grid.
    struct ChartTracks {
        enum Track: Equatable {
            case legend, title, labels, plot
        }

        /// The tracks before the plot (outermost first), then the plot, then those after it
        /// (innermost first).
        var tracks: [Track] = []

        init(before: [Track], after: [Track]) {
            tracks = before + [.plot] + after
        }

        /// The 1-based grid line a track starts at: `track` before the plot (`after` false) or
        /// after it.
        func line(_ track: Track, after: Bool) -> Int? {
            guard let plot = tracks.firstIndex(of: .plot) else { return nil }
            let range = after ? Array(tracks[(plot + 1)...].indices) : Array(tracks[..<plot].indices)
            return range.first { tracks[$0] == track }.map { $0 + 1 }
        }

        var plotLine: Int { (tracks.firstIndex(of: .plot) ?? 0) + 1 }

        /// `grid-template-rows`/`-columns`: content-sized tracks, the plot takes the rest.
        var template: String {
            tracks.map { $0 == .plot ? "minmax(0,1fr)" : "auto" }.joined(separator: " ")
        }
    }

    /// The chart's rows and columns: legend, axis title and value labels on each side they are
    /// shown on.
    static func chartTracks(_ chart: ChartArchive) -> (rows: ChartTracks, columns: ChartTracks) {
        func tracks(_ axis: ChartAxisArchive?, leading: ChartAxisArchive.Position, legendBefore: Bool, legendAfter: Bool) -> ChartTracks {
            var before: [ChartTracks.Track] = legendBefore ? [.legend] : [], after: [ChartTracks.Track] = []
            if let axis {
                // Outermost first.
                var side: [ChartTracks.Track] = []
                if axis.title != nil { side.append(.title) }
                if axis.marks.contains(where: { $0.label != nil }) { side.append(.labels) }
                if axis.position == leading { before += side } else { after += side.reversed() }
            }
            if legendAfter { after.append(.legend) }
            return ChartTracks(before: before, after: after)
        }
        let legend = chart.legend?.position
        let rows = tracks(chart.xAxis, leading: .top, legendBefore: legend == .top, legendAfter: legend == .bottom)
        let columns = tracks(chart.yAxis, leading: .leading, legendBefore: legend == .leading, legendAfter: legend == .trailing)
        return (rows, columns)
    }

    func chartBox(_ node: ViewNode, _ chart: ChartArchive, _ box: inout Box) {
        box.classes = "wr-chart"
        let (rows, columns) = Self.chartTracks(chart)
        box.style = HTMLOutput("grid-template:" + rows.template + "/" + columns.template + ";")
        // One image, said by its summary; a redacted chart says nothing of what it shows.
        let summary = isRedacted(node) || chart.summary.isEmpty ? nil : chart.summary
        box.accessibility = AccessibilityAttributes(label: summary, element: .children(.ignore))
    }

    /// The chart's child view at `index`, if there is one.
    static func chartChild(_ node: ViewNode, _ index: Int?) -> ViewNode? {
        guard let index, node.children.indices.contains(index) else { return nil }
        return node.children[index]
    }

    mutating func chartContent(_ node: ViewNode, _ chart: ChartArchive, context: RenderContext) {
        let (rows, columns) = Self.chartTracks(chart)
        let redacted = isRedacted(node)
        plotArea(node, chart, row: rows.plotLine, column: columns.plotLine, redacted: redacted, context: context)
        if let axis = chart.xAxis {
            let after = axis.position != .top
            if let row = rows.line(.labels, after: after) {
                axisLabels(node, axis, vertical: false, row: row, column: columns.plotLine, context: context)
            }
            if let row = rows.line(.title, after: after), let title = Self.chartChild(node, axis.title) {
                chartCell("wr-chart-title", row: String(row), column: String(columns.plotLine), title, context: context)
            }
        }
        if let axis = chart.yAxis {
            let after = axis.position != .leading
            if let column = columns.line(.labels, after: after) {
                axisLabels(node, axis, vertical: true, row: rows.plotLine, column: column, context: context)
            }
            if let column = columns.line(.title, after: after), let title = Self.chartChild(node, axis.title) {
                chartCell("wr-chart-title wr-chart-title-y", row: String(rows.plotLine), column: String(column), title, context: context)
            }
        }
        if let legend = chart.legend, legend.position != .overlay {
            let after = legend.position == .bottom || legend.position == .trailing
            let vertical = legend.position == .leading || legend.position == .trailing
            let line = (vertical ? columns : rows).line(.legend, after: after) ?? 1
            chartLegend(
                node, legend, row: vertical ? "1/-1" : String(line), column: vertical ? String(line) : "1/-1", redacted: redacted, context: context)
        }
    }

    /// A cell of the chart's grid holding one child view.
    private mutating func chartCell(_ classes: StaticString, row: String, column: String, _ child: ViewNode, context: RenderContext) {
        out.lit("<div class=\"wr-zstack ")
        out.lit(classes)
        out.lit("\" style=\"grid-row:")
        out.raw(row + ";grid-column:" + column)
        out.lit("\" aria-hidden=\"true\">")
        self.node(child, axis: .layer, context: context)
        out.lit("</div>")
    }

    /// The plot area and what is drawn in it, back to front.
    private mutating func plotArea(_ node: ViewNode, _ chart: ChartArchive, row: Int, column: Int, redacted: Bool, context: RenderContext) {
        out.lit("<div class=\"wr-chart-plot\" style=\"grid-area:")
        out.integer(row)
        out.lit("/")
        out.integer(column)
        out.lit("\" aria-hidden=\"true\">")
        plotLayer(Self.chartChild(node, chart.background), context: context)
        plotLayer(Self.chartChild(node, chart.plotStyle), context: context)
        let axes = [chart.xAxis, chart.yAxis].compactMap { $0 }
        axisLines(axes, ticks: false, context: context)
        chartMarks(node, chart, redacted: redacted, context: context)
        axisLines(axes, ticks: true, context: context)
        plotLayer(Self.chartChild(node, chart.overlay), context: context)
        for mark in chart.marks {
            if let annotation = mark.annotation, let child = Self.chartChild(node, annotation.child) {
                chartAnnotation(annotation, child, context: context)
            }
        }
        if let legend = chart.legend, legend.position == .overlay {
            out.lit("<div class=\"wr-chart-layer wr-zstack\" style=\"place-items:")
            out.raw(Alignment.placeItems(legend.alignment))
            out.lit(";padding:")
            out.px(max(legend.spacing ?? 8, 0))
            out.lit("\"><div class=\"wr-chart-legend\">")
            legendContent(node, legend, redacted: redacted, context: context)
            out.lit("</div></div>")
        }
        out.lit("</div>")
    }

    /// A child view filling the plot area from its top leading corner.
    private mutating func plotLayer(_ child: ViewNode?, context: RenderContext) {
        guard let child else { return }
        out.lit("<div class=\"wr-chart-layer wr-zstack\" style=\"place-items:start\">")
        self.node(child, axis: .layer, context: context)
        out.lit("</div>")
    }

    /// An annotation: its view outside the mark's rectangle on the annotation's side,
    /// `spacing` points away, aligned with the rectangle by `alignment` (over it, inside, for
    /// `overlay`).
    private mutating func chartAnnotation(_ annotation: ChartAnnotationArchive, _ child: ViewNode, context: RenderContext) {
        out.lit("<div class=\"wr-chart-annotation\" style=\"")
        chartRectangle(x: annotation.x, y: annotation.y, width: annotation.width, height: annotation.height)
        out.lit("\"><div class=\"wr-zstack wr-chart-note\" style=\"")
        let spacing = HTMLOutput.format(max(annotation.spacing, 0)) + "px"
        let (h, v) = Self.alignmentComponents(annotation.alignment)
        // Which side of the rectangle the view is on, per axis: -1 before it, 1 after it, 0
        // along it (aligned by the alignment's component on that axis).
        var side = (h: 0, v: 0)
        switch annotation.position {
        case .overlay: break
        case .top: side.v = -1
        case .bottom: side.v = 1
        case .leading: side.h = -1
        case .trailing: side.h = 1
        case .topLeading: side = (-1, -1)
        case .topTrailing: side = (1, -1)
        case .bottomLeading: side = (-1, 1)
        case .bottomTrailing: side = (1, 1)
        }
        let overlay = annotation.position == .overlay
        let x = annotationPlacement(side: side.h, alignment: h, overlay: overlay, spacing: spacing, edges: ("left", "right"))
        let y = annotationPlacement(side: side.v, alignment: v, overlay: overlay, spacing: spacing, edges: ("top", "bottom"))
        let translate = (x: x ? "-50%" : "0", y: y ? "-50%" : "0")
        if translate != ("0", "0") { out.raw("translate:" + translate.x + " " + translate.y) }
        out.lit("\">")
        self.node(child, axis: .layer, context: context)
        out.lit("</div></div>")
    }

    /// An annotation's CSS on one axis (`edges`: the axis's start and end properties): beyond
    /// the rectangle's start (`side` -1) or end (1), or along it aligned at its start, end or
    /// centre (`alignment` -1, 1, 0; inset by `spacing` over the mark). True when centred
    /// (the view is then moved back by half its size).
    private mutating func annotationPlacement(side: Int, alignment: Int, overlay: Bool, spacing: String, edges: (start: String, end: String)) -> Bool {
        switch (side, alignment) {
        case (-1, _): out.raw(edges.end + ":100%;margin-" + edges.end + ":" + spacing + ";")
        case (1, _): out.raw(edges.start + ":100%;margin-" + edges.start + ":" + spacing + ";")
        case (_, -1): out.raw(edges.start + ":0;" + (overlay ? "margin-" + edges.start + ":" + spacing + ";" : ""))
        case (_, 1): out.raw(edges.end + ":0;" + (overlay ? "margin-" + edges.end + ":" + spacing + ";" : ""))
        default:
            out.raw(edges.start + ":50%;")
            return true
        }
        return false
    }

    /// `left`, `top`, `width`, `height` of a unit rectangle of the plot area, in percent.
    mutating func chartRectangle(x: Double, y: Double, width: Double, height: Double) {
        out.lit("left:")
        out.number(x * 100)
        out.lit("%;top:")
        out.number(y * 100)
        out.lit("%;width:")
        out.number(max(width, 0) * 100)
        out.lit("%;height:")
        out.number(max(height, 0) * 100)
        out.lit("%;")
    }

    /// An alignment's horizontal and vertical components: -1 leading/top, 0 centre, 1
    /// trailing/bottom (baselines count as the top).
    static func alignmentComponents(_ alignment: ArchiveAlignment) -> (h: Int, v: Int) {
        switch alignment {
        case .center: (0, 0)
        case .leading: (-1, 0)
        case .trailing: (1, 0)
        case .top, .firstTextBaseline, .lastTextBaseline: (0, -1)
        case .bottom: (0, 1)
        case .topLeading, .leadingFirstTextBaseline, .leadingLastTextBaseline: (-1, -1)
        case .topTrailing, .trailingFirstTextBaseline, .trailingLastTextBaseline: (1, -1)
        case .bottomLeading: (-1, 1)
        case .bottomTrailing: (1, 1)
        }
    }
}
