import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetryRender
import WidgetryWire

/// A chart node as the Charts module evaluates one: `chart`, its children texts `labels`
/// (caption-sized secondary texts, as axis value labels are), redacted for `reasons`.
@MainActor
func chartNode(_ chart: ChartArchive, labels: [String] = [], reasons: [RedactionReason] = []) -> ViewNode {
    var node = ViewNode(id: "r.chart", content: .chart(chart))
    node.children = labels.enumerated().map { index, label in
        var text = widgetArchive(Text(label).font(.caption2).foregroundStyle(.secondary)).root
        text.id = "r.chart.\(index)"
        text.redactionReasons = reasons
        return text
    }
    node.redactionReasons = reasons
    return node
}

/// A systemSmall widget of `root` in `scheme`, drawn in `mode` (accent: red).
@MainActor
func chartWidgetHTML(_ root: ViewNode, scheme: ColorScheme = .light, mode: ArchiveEnvironment.RenderingMode = .fullColor) throws -> String {
    var archive = widgetArchive(Color.clear, scheme: scheme)
    archive.root = root
    archive.environment.renderingMode = mode
    return try WidgetHTMLRenderer.render(archive, options: HTMLRenderOptions(accentColor: RGBAColor(red: 1, green: 0, blue: 0)))
}

/// A mark of `kind` with its fields set by `configure`.
func chartMark(_ kind: ChartMarkArchive.Kind, _ configure: (inout ChartMarkArchive) -> Void) -> ChartMarkArchive {
    var mark = ChartMarkArchive(kind: kind)
    configure(&mark)
    return mark
}

/// A rectangle mark at the unit rectangle `x`, `y`, `width`, `height`, its other fields set by
/// `configure`.
func chartRect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, _ configure: (inout ChartMarkArchive) -> Void = { _ in }) -> ChartMarkArchive {
    chartMark(.rect) {
        $0.x = x
        $0.y = y
        $0.width = width
        $0.height = height
        configure(&$0)
    }
}

/// A sector mark from `start` to `end` degrees, to the outer circle, its other fields set by
/// `configure`.
func chartSector(_ start: Double, _ end: Double, _ configure: (inout ChartMarkArchive) -> Void = { _ in }) -> ChartMarkArchive {
    chartMark(.sector) {
        $0.startAngle = start
        $0.endAngle = end
        $0.outerRadius = 1
        configure(&$0)
    }
}

let chartRed = PaintArchive(kind: .color, color: RGBAColor(red: 1, green: 0, blue: 0))
let chartGreen = PaintArchive(kind: .color, color: RGBAColor(red: 0, green: 1, blue: 0))
/// Red at the top to blue at the bottom.
let chartRedToBlue = PaintArchive(
    kind: .linearGradient,
    stops: [GradientStopArchive(color: RGBAColor(red: 1, green: 0, blue: 0), location: 0), GradientStopArchive(color: RGBAColor(red: 0, green: 0, blue: 1), location: 1)],
    startPoint: ArchivePoint(x: 0.5, y: 0), endPoint: ArchivePoint(x: 0.5, y: 1))
let chartGrid = ChartAxisLineArchive(
    paint: PaintArchive(kind: .color, color: RGBAColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.18)),
    stroke: CanvasStroke(lineWidth: 0.5, lineCap: .butt, lineJoin: .miter, miterLimit: 4))

/// Four bars of heights 0.6, 1, 0.3, 0.8 in bands of a quarter, 60 % of the band wide.
func fourBars(paint: PaintArchive? = chartRed) -> [ChartMarkArchive] {
    [0.6, 1, 0.3, 0.8].enumerated().map { index, height in
        chartRect(Double(index) * 0.25 + 0.05, 1 - height, 0.15, height) { $0.paint = paint }
    }
}

@MainActor
@Suite struct ChartRenderTests {
    @Test func barsArePercentagesOfThePlotArea() throws {
        var chart = ChartArchive(marks: fourBars())
        chart.marks[0].cornerRadius = 4
        let out = try chartWidgetHTML(chartNode(chart))
        #expect(out.contains("<i class=\"wr-chart-rect\" style=\"left:5%;width:15%;top:40%;height:60%;background:#ff0000;border-radius:4px\"></i>"), "\(out)")
        #expect(out.contains("left:30%;width:15%;top:0%;height:100%;background:#ff0000\""))
        #expect(out.contains("left:55%;width:15%;top:70%;height:30%;"))
        // The chart takes the space it is offered, as in SwiftUI.
        #expect(out.contains("<div class=\"wr-chart\" style=\"justify-self:stretch;align-self:stretch;grid-template:minmax(0,1fr)/minmax(0,1fr)\""))
    }

    /// Fixed widths and heights are points centred on the unit rectangle; insets are points
    /// off the band's sides, on an inner element (so corner radii stay on the drawn bar).
    @Test func fixedSizesAndInsetsStayInPoints() throws {
        let out = try chartWidgetHTML(
            chartNode(
                ChartArchive(marks: [
                    chartRect(0.2, 0.5, 0.2, 0.5) { $0.fixedWidth = 12 },
                    chartRect(0, 0.1, 0.5, 0.2) { $0.fixedHeight = 6 },
                    chartRect(0.5, 0, 0.25, 1) {
                        $0.inset = 4
                        $0.cornerRadius = 3
                        $0.paint = chartRed
                    },
                    chartRect(0, 0.75, 0.7, 0.25) {
                        $0.verticalInset = 5
                        $0.paint = chartRed
                    },
                ])))
        #expect(out.contains("style=\"left:30%;width:12px;margin-left:-6px;top:50%;height:50%;"), "\(out)")
        #expect(out.contains("style=\"left:0%;width:50%;top:20%;height:6px;margin-top:-3px;"))
        #expect(
            out.contains(
                "<i class=\"wr-chart-rect\" style=\"left:50%;width:25%;top:0%;height:100%;\"><i class=\"wr-chart-rect\" style=\"inset:0px 4px;background:#ff0000;border-radius:3px\"></i></i>"
            ))
        #expect(out.contains("style=\"inset:5px 0px;background:#ff0000\""))
    }

    /// Lines and areas: the path in a 1000 × 1000 viewBox stretched to the plot area; strokes
    /// keep their width in points; gradients are paint servers in the mark's bounds.
    @Test func linesAndAreasArePathsStretchedToThePlot() throws {
        let out = try chartWidgetHTML(
            chartNode(
                ChartArchive(marks: [
                    chartMark(.path) {
                        $0.path = "M0 1000L0 500L1000 200L1000 1000Z"
                        $0.fill = true
                        $0.paint = chartRedToBlue
                        $0.opacity = 0.5
                    },
                    chartMark(.path) {
                        $0.path = "M0 500L1000 200"
                        $0.paint = chartRed
                        $0.stroke = CanvasStroke(lineWidth: 3, lineCap: .round, lineJoin: .round, miterLimit: 4, dash: [4, 2])
                    },
                ])))
        #expect(out.contains("<svg viewBox=\"0 0 1000 1000\" preserveAspectRatio=\"none\" width=\"100%\" height=\"100%\" overflow=\"visible\">"))
        let area = try #require(out.range(of: "<path d=\"M0 1000L0 500L1000 200L1000 1000Z\" fill=\"url(#"))
        #expect(out[area.upperBound...].hasPrefix("wr-chart"))
        #expect(out.contains("<linearGradient id=\"wr-chart"))
        #expect(out.contains("opacity=\"0.5\""))
        #expect(
            out.contains(
                "<path d=\"M0 500L1000 200\" fill=\"none\" stroke=\"#ff0000\" stroke-width=\"3\" stroke-linecap=\"round\" stroke-linejoin=\"round\" stroke-dasharray=\"4 2\" vector-effect=\"non-scaling-stroke\"/>"
            ), "\(out)")
    }

    /// Sectors clockwise from twelve o'clock in a square viewBox centred in the plot; the
    /// angular inset is a mask of non-scaling strokes twice the inset wide along the edges.
    @Test func sectorsAreDrawnClockwiseFromTwelveWithInsetsInPoints() throws {
        let out = try chartWidgetHTML(
            chartNode(
                ChartArchive(marks: [
                    chartSector(0, 90) { $0.paint = chartRed },
                    chartSector(90, 360) {
                        $0.innerRadius = 0.5
                        $0.angularInset = 2
                        $0.paint = chartGreen
                    },
                    chartSector(0, 180) { $0.cornerRadius = 6 },
                ])))
        #expect(out.contains("<svg viewBox=\"-1000 -1000 2000 2000\" width=\"100%\" height=\"100%\" overflow=\"visible\">"))
        #expect(out.contains("<path d=\"M0 -1000A1000 1000 0 0 1 1000 0L0 0Z\" fill=\"#ff0000\"/>"), "\(out)")
        // 270° between radii 500 and 1000: a large arc out, back along the inner circle.
        #expect(out.contains("d=\"M1000 0A1000 1000 0 1 1 0 -1000L0 -500A500 500 0 1 0 500 0Z\""))
        #expect(out.contains("stroke=\"#000\" stroke-width=\"4\" vector-effect=\"non-scaling-stroke\"/></mask>"))
        #expect(out.contains("d=\"M0 0L1100 0M0 0L0 -1100\""))
        #expect(out.contains("mask=\"url(#wr-chart"))
        // Rounded corners: quadratic curves at the outer corners.
        #expect(out.occurrences(of: "Q") >= 2)
    }

    @Test func symbolsAreShapesInPointsAtTheirPoints() throws {
        let marks = ChartSymbolArchive.allCases.enumerated().map { index, symbol in
            chartMark(.symbol) {
                $0.x = 0.3
                $0.y = Double(index) / 10
                $0.symbol = symbol
                $0.size = 8
                $0.paint = chartRed
            }
        }
        let out = try chartWidgetHTML(chartNode(ChartArchive(marks: marks)))
        #expect(out.contains("<svg x=\"30%\" y=\"0%\" overflow=\"visible\"><path d=\"M-4 0a4 4 0 1 0 8 0a4 4 0 1 0 -8 0Z\" fill=\"#ff0000\"/></svg>"), "\(out)")
        #expect(out.contains("<svg x=\"30%\" y=\"10%\" overflow=\"visible\"><path d=\"M-4 -4L4 -4L4 4L-4 4Z\""))
        #expect(out.contains("y=\"30%\" overflow=\"visible\"><path d=\"M0 -4L4 0L0 4L-4 0Z\""))
        // All eight shapes, each drawn.
        #expect(out.occurrences(of: "<svg x=\"30%\"") == 8)
    }

    @Test func rulesArePercentageLines() throws {
        let out = try chartWidgetHTML(
            chartNode(
                ChartArchive(marks: [
                    chartMark(.rule) {
                        $0.x = 0
                        $0.y = 0.25
                        $0.width = 1
                        $0.height = 0
                        $0.paint = chartRed
                        $0.stroke = CanvasStroke(lineWidth: 1, lineCap: .butt, lineJoin: .miter, miterLimit: 4, dash: [5])
                    }
                ])))
        #expect(out.contains("<line x1=\"0%\" y1=\"25%\" x2=\"100%\" y2=\"25%\" fill=\"none\" stroke=\"#ff0000\" stroke-width=\"1\" stroke-dasharray=\"5\"/>"))
    }

    /// The y axis's labels in a column on its side (trailing by default), the x axis's in a
    /// row below; grid lines across the plot under the marks, ticks outside it over them.
    @Test func axesDrawGridLinesTicksAndLabelsBesideThePlot() throws {
        var chart = ChartArchive(marks: fourBars())
        var y = ChartAxisArchive(position: .trailing)
        for (index, position) in [0.0, 0.5, 1].enumerated() {
            var mark = ChartAxisMarkArchive(position: position)
            mark.grid = chartGrid
            mark.label = index
            y.marks.append(mark)
        }
        var x = ChartAxisArchive(position: .bottom)
        for (index, position) in [0.125, 0.875].enumerated() {
            var mark = ChartAxisMarkArchive(position: position)
            mark.tick = ChartAxisLineArchive(paint: chartGrid.paint, stroke: chartGrid.stroke, length: 3)
            mark.label = 3 + index
            x.marks.append(mark)
        }
        var start = ChartAxisMarkArchive(position: 0.5)
        start.label = 5
        start.labelAnchor = .start
        x.marks.append(start)
        chart.yAxis = y
        chart.xAxis = x
        let out = try chartWidgetHTML(chartNode(chart, labels: ["100", "50", "0", "Mon", "Thu", "Start"]))
        // Rows: plot, x labels; columns: plot, y labels.
        #expect(out.contains("grid-template:minmax(0,1fr) auto/minmax(0,1fr) auto"), "\(out)")
        #expect(out.contains("<div class=\"wr-chart-plot\" style=\"grid-area:1/1\" aria-hidden=\"true\">"))
        #expect(out.contains("<div class=\"wr-chart-axis wr-chart-y\" style=\"grid-area:1/2;padding-left:4px\" aria-hidden=\"true\">"))
        #expect(out.contains("<div class=\"wr-chart-axis wr-chart-x\" style=\"grid-area:2/1;padding-top:7px\" aria-hidden=\"true\">"))
        // Grid lines before the bars, ticks after them.
        let grid = try #require(out.range(of: "<line x1=\"0\" y1=\"50%\" x2=\"100%\" y2=\"50%\" stroke=\"#3c3c432e\" stroke-width=\"0.5\"/>"))
        let bar = try #require(out.range(of: "wr-chart-rect"))
        let tick = try #require(out.range(of: "<svg x=\"12.5%\" y=\"100%\" overflow=\"visible\"><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"3\""))
        #expect(grid.lowerBound < bar.lowerBound && bar.lowerBound < tick.lowerBound)
        // Labels: centred in a box around their position, as far as the nearer end; against
        // the far end when that is the end they would overflow.
        #expect(out.contains("<div class=\"wr-chart-label\" style=\"top:0%;height:0%\"><div class=\"wr-zstack wr-chart-label-center\">"))
        #expect(out.contains("<div class=\"wr-chart-label\" style=\"top:100%;height:0%;justify-content:flex-end\">"))
        #expect(out.contains("<div class=\"wr-chart-label\" style=\"top:0%;height:100%\">"))
        #expect(out.contains("<div class=\"wr-chart-label\" style=\"margin-left:0%;width:25%\">"))
        #expect(out.contains("<div class=\"wr-chart-label\" style=\"margin-left:75%;width:25%;justify-content:flex-end\">"))
        #expect(out.contains("<div class=\"wr-chart-label\" style=\"margin-left:50%;width:50%;justify-content:flex-end\"><div class=\"wr-zstack wr-chart-label-start\">"))
        #expect(out.contains(">Thu</div>"))
    }

    /// A leading y axis and a top x axis put their labels before the plot; axis titles go
    /// outside the labels.
    @Test func axesOnTheOtherSidesAndTitles() throws {
        var chart = ChartArchive(marks: fourBars())
        var y = ChartAxisArchive(position: .leading, title: 1)
        var mark = ChartAxisMarkArchive(position: 0.5)
        mark.label = 0
        y.marks = [mark]
        chart.yAxis = y
        chart.xAxis = ChartAxisArchive(position: .top, marks: [], title: 2)
        let out = try chartWidgetHTML(chartNode(chart, labels: ["5", "Steps", "Days"]))
        #expect(out.contains("grid-template:auto minmax(0,1fr)/auto auto minmax(0,1fr)"), "\(out)")
        #expect(out.contains("<div class=\"wr-chart-axis wr-chart-y wr-chart-before\" style=\"grid-area:2/2;padding-right:4px\""))
        #expect(out.contains("<div class=\"wr-zstack wr-chart-title wr-chart-title-y\" style=\"grid-row:2;grid-column:1\""))
        #expect(out.contains("<div class=\"wr-zstack wr-chart-title\" style=\"grid-row:1;grid-column:3\""))
    }

    @Test func legendEntriesAreSwatchesAndLabels() throws {
        var chart = ChartArchive(marks: fourBars())
        chart.legend = ChartLegendArchive(entries: [
            .init(label: "Apples & <b>pears</b>", paint: chartRed),
            .init(label: "Kiwis", paint: chartGreen, symbol: .square),
        ])
        let out = try chartWidgetHTML(chartNode(chart))
        #expect(out.contains("grid-template:minmax(0,1fr) auto/minmax(0,1fr)"))
        #expect(out.contains("<div class=\"wr-chart-legend\" style=\"grid-row:2;grid-column:1/-1;justify-content:flex-start;margin-top:8px\" aria-hidden=\"true\">"), "\(out)")
        #expect(
            out.contains(
                "<span class=\"wr-chart-legend-entry\"><svg class=\"wr-chart-swatch\" viewBox=\"-4 -4 8 8\"><path d=\"M-4 0a4 4 0 1 0 8 0a4 4 0 1 0 -8 0Z\" fill=\"#ff0000\"/></svg><span class=\"wr-chart-legend-label\" style=\"color:#3c3c4399\">Apples &amp; &lt;b&gt;pears&lt;/b&gt;</span></span>"
            ))
        #expect(out.contains("<path d=\"M-4 -4L4 -4L4 4L-4 4Z\" fill=\"#00ff00\"/></svg><span class=\"wr-chart-legend-label\" style=\"color:#3c3c4399\">Kiwis</span>"))
        // A trailing legend is a column spanning the rows.
        chart.legend?.position = .trailing
        chart.legend?.alignment = .center
        let trailing = try chartWidgetHTML(chartNode(chart))
        #expect(trailing.contains("<div class=\"wr-chart-legend wr-chart-legend-vertical\" style=\"grid-row:1/-1;grid-column:2;justify-content:center;align-items:center;margin-left:8px\""))
    }

    /// The chart is one image said by its summary, escaped; its parts are hidden.
    @Test func theSummaryIsTheAccessibleLabelEscaped() throws {
        let chart = ChartArchive(marks: fourBars(), summary: "Sales <script>alert(1)</script> & \"more\"")
        let out = try chartWidgetHTML(chartNode(chart))
        #expect(out.contains("role=\"img\" aria-label=\"Sales &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;more&quot;\""), "\(out)")
        #expect(!out.contains("<script>"))
        #expect(out.contains("<div class=\"wr-chart-plot\" style=\"grid-area:1/1\" aria-hidden=\"true\">"))
    }

    /// A placeholder chart: grey shapes, no data colour, nothing said of its content.
    @Test func redactedChartsDrawTheirMarksInTheRedactionColour() throws {
        var chart = ChartArchive(marks: fourBars(), summary: "Revenue up 20 %")
        chart.marks.append(chartMark(.path) { $0.path = "M0 0L1000 1000"; $0.paint = chartRed })
        chart.marks.append(chartMark(.sector) { $0.endAngle = 90; $0.paint = chartRed })
        chart.marks.append(chartMark(.symbol) { $0.x = 0.5; $0.y = 0.5; $0.paint = chartGreen })
        chart.legend = ChartLegendArchive(entries: [.init(label: "Revenue", paint: chartRed)])
        let out = try chartWidgetHTML(chartNode(chart, labels: ["Q1"], reasons: [.placeholder]))
        #expect(!out.contains("#ff0000") && !out.contains("#00ff00"), "\(out)")
        #expect(!out.contains("Revenue") && !out.contains("Q1"))
        #expect(out.contains("background:#80808033"))
        #expect(out.contains("stroke=\"#80808033\""))
        #expect(out.contains("fill=\"#80808033\""))
        #expect(out.contains("<span class=\"wr-chart-legend-label wr-redacted\" style=\"background:#80808033\">xxxxxxx</span>"))
        #expect(out.contains("<div class=\"wr-chart\" style=\"justify-self:stretch;align-self:stretch;grid-template:minmax(0,1fr) auto/minmax(0,1fr)\" role=\"img\">"))
    }

    /// In the accented mode, accentable marks (or a chart in `widgetAccentable()`) take the
    /// accent colour; the others are white.
    @Test func accentedModeTintsAccentableMarks() throws {
        var chart = ChartArchive(marks: fourBars(paint: PaintArchive(kind: .color, color: RGBAColor(red: 0, green: 0, blue: 0))))
        chart.marks[0].accentable = true
        let out = try chartWidgetHTML(chartNode(chart), scheme: .dark, mode: .accented)
        #expect(out.contains("height:60%;background:#ff00004d"), "\(out)")
        #expect(out.contains("height:100%;background:#ffffff4d"))
        var accentable = chartNode(ChartArchive(marks: fourBars()))
        accentable.modifiers = [.widgetAccentable(true)]
        let all = try chartWidgetHTML(accentable, scheme: .dark, mode: .accented)
        #expect(!all.contains("background:#ffffff"))
    }

    /// In the dark scheme marks without a paint take the dark accent blue; grid lines are
    /// drawn in the paint the archive resolved for the scheme.
    @Test func darkChartsUseTheDarkTintAndTheirGridPaint() throws {
        var chart = ChartArchive(marks: fourBars(paint: nil))
        var grid = ChartAxisMarkArchive(position: 0.5)
        grid.grid = ChartAxisLineArchive(
            paint: PaintArchive(kind: .color, color: RGBAColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.18)), stroke: chartGrid.stroke)
        chart.yAxis = ChartAxisArchive(position: .trailing, marks: [grid])
        let dark = try chartWidgetHTML(chartNode(chart), scheme: .dark)
        #expect(dark.contains("background:#0a84ff"), "\(dark)")
        #expect(dark.contains("stroke=\"#ebebf52e\""))
        let light = try chartWidgetHTML(chartNode(ChartArchive(marks: fourBars(paint: nil))))
        #expect(light.contains("background:#007aff"))
    }

    /// Annotations sit outside their mark's rectangle on their side, `spacing` points away.
    @Test func annotationsSitBesideTheirMarks() throws {
        var chart = ChartArchive(marks: fourBars())
        chart.marks[1].annotation = ChartAnnotationArchive(child: 0, position: .top, alignment: .center, spacing: 4, x: 0.3, y: 0, width: 0.15, height: 1)
        chart.marks[2].annotation = ChartAnnotationArchive(child: 1, position: .trailing, alignment: .top, spacing: 2, x: 0.55, y: 0.7, width: 0.15, height: 0.3)
        chart.marks[3].annotation = ChartAnnotationArchive(child: 2, position: .overlay, alignment: .bottomLeading, spacing: 3, x: 0.8, y: 0.2, width: 0.15, height: 0.8)
        let out = try chartWidgetHTML(chartNode(chart, labels: ["max", "low", "in"]))
        #expect(
            out.contains(
                "<div class=\"wr-chart-annotation\" style=\"left:30%;top:0%;width:15%;height:100%;\"><div class=\"wr-zstack wr-chart-note\" style=\"left:50%;bottom:100%;margin-bottom:4px;translate:-50% 0\">"
            ), "\(out)")
        #expect(out.contains("<div class=\"wr-zstack wr-chart-note\" style=\"left:100%;margin-left:2px;top:0;\">"))
        #expect(out.contains("<div class=\"wr-zstack wr-chart-note\" style=\"left:0;margin-left:3px;bottom:0;margin-bottom:3px;\">"))
        // After the marks.
        #expect(try #require(out.range(of: "wr-chart-annotation")).lowerBound > (try #require(out.range(of: "wr-chart-rect", options: .backwards))).lowerBound)
    }

    /// The background view under the grid and marks, the overlay over them.
    @Test func backgroundPlotStyleAndOverlayAreLayeredAroundTheMarks() throws {
        var chart = ChartArchive(marks: fourBars())
        chart.background = 0
        chart.plotStyle = 1
        chart.overlay = 2
        let out = try chartWidgetHTML(chartNode(chart, labels: ["BACK", "STYLE", "OVER"]))
        let back = try #require(out.range(of: ">BACK<")), style = try #require(out.range(of: ">STYLE<"))
        let bar = try #require(out.range(of: "wr-chart-rect")), over = try #require(out.range(of: ">OVER<"))
        #expect(back.lowerBound < style.lowerBound && style.lowerBound < bar.lowerBound && bar.lowerBound < over.lowerBound)
        #expect(out.contains("<div class=\"wr-chart-layer wr-zstack\" style=\"place-items:start\">"))
    }

    /// Gradients and opacity on bars, stroked symbols, a full donut (an annulus).
    @Test func gradientsOpacityStrokedSymbolsAndFullCircles() throws {
        let out = try chartWidgetHTML(
            chartNode(
                ChartArchive(marks: [
                    chartRect(0, 0, 0.5, 1) {
                        $0.paint = chartRedToBlue
                        $0.opacity = 0.5
                    },
                    chartMark(.symbol) {
                        $0.x = 0.5
                        $0.y = 0.5
                        $0.symbol = .square
                        $0.size = 6
                        $0.paint = chartRed
                        $0.stroke = CanvasStroke(lineWidth: 1.5, lineCap: .butt, lineJoin: .miter, miterLimit: 4)
                    },
                    chartSector(0, 360) {
                        $0.innerRadius = 0.6
                        $0.angularInset = 1
                        $0.paint = chartGreen
                    },
                ])))
        #expect(out.contains("background:linear-gradient(180deg,#ff0000 0%,#0000ff 100%);opacity:0.5\""), "\(out)")
        #expect(out.contains("<path d=\"M-3 -3L3 -3L3 3L-3 3Z\" fill=\"none\" stroke=\"#ff0000\" stroke-width=\"1.5\"/>"))
        #expect(
            out.contains(
                "<path d=\"M0 -1000A1000 1000 0 0 1 0 1000A1000 1000 0 0 1 0 -1000ZM0 -600A600 600 0 0 1 0 600A600 600 0 0 1 0 -600Z\" fill-rule=\"evenodd\" fill=\"#00ff00\"/>"
            ))
        // A full circle has no edges to inset.
        #expect(!out.contains("<mask"))
    }

    /// A legend over the plot area, aligned in it; a custom legend view instead of entries.
    @Test func overlayAndCustomLegends() throws {
        var chart = ChartArchive(marks: fourBars())
        chart.legend = ChartLegendArchive(position: .overlay, alignment: .topTrailing, entries: [.init(label: "Steps", paint: chartRed)])
        let overlay = try chartWidgetHTML(chartNode(chart))
        #expect(overlay.contains("<div class=\"wr-chart-layer wr-zstack\" style=\"place-items:start end;padding:8px\"><div class=\"wr-chart-legend\"><span class=\"wr-chart-legend-entry\">"), "\(overlay)")
        #expect(overlay.contains("grid-template:minmax(0,1fr)/minmax(0,1fr)"))
        chart.legend = ChartLegendArchive(position: .top, alignment: .center, spacing: 2, entries: [.init(label: "Steps", paint: chartRed)], content: 0)
        let custom = try chartWidgetHTML(chartNode(chart, labels: ["My legend"]))
        #expect(custom.contains("<div class=\"wr-chart-legend\" style=\"grid-row:1;grid-column:1/-1;justify-content:center;margin-bottom:2px\" aria-hidden=\"true\">"), "\(custom)")
        #expect(custom.contains(">My legend</div>") && !custom.contains("Steps"))
    }

    /// Ticks point away from the plot on every side; labels at the top sit on the plot; a
    /// y label that starts at its position hangs below it.
    @Test func ticksAndLabelsOnEverySide() throws {
        var chart = ChartArchive(marks: fourBars())
        let tick = ChartAxisLineArchive(paint: chartGrid.paint, stroke: chartGrid.stroke, length: 5)
        var top = ChartAxisMarkArchive(position: 0.5)
        (top.tick, top.label) = (tick, 0)
        var leading = ChartAxisMarkArchive(position: 0.25)
        (leading.tick, leading.label, leading.labelAnchor) = (tick, 1, .start)
        chart.xAxis = ChartAxisArchive(position: .top, marks: [top])
        chart.yAxis = ChartAxisArchive(position: .leading, marks: [leading])
        let out = try chartWidgetHTML(chartNode(chart, labels: ["Noon", "10"]))
        #expect(out.contains("<svg x=\"50%\" y=\"0\" overflow=\"visible\"><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"-5\""), "\(out)")
        #expect(out.contains("<svg x=\"0\" y=\"25%\" overflow=\"visible\"><line x1=\"0\" y1=\"0\" x2=\"-5\" y2=\"0\""))
        #expect(out.contains("<div class=\"wr-chart-axis wr-chart-x wr-chart-before\" style=\"grid-area:1/2;padding-bottom:9px\""))
        #expect(out.contains("<div class=\"wr-chart-label\" style=\"top:25%;height:75%;justify-content:flex-end\"><div class=\"wr-zstack wr-chart-label-start\">"))
        // The other two sides; x grid lines are vertical.
        var bottom = ChartAxisMarkArchive(position: 0.75)
        (bottom.tick, bottom.grid) = (tick, chartGrid)
        var trailing = ChartAxisMarkArchive(position: 0.5)
        trailing.tick = tick
        chart.xAxis = ChartAxisArchive(position: .bottom, marks: [bottom])
        chart.yAxis = ChartAxisArchive(position: .trailing, marks: [trailing])
        let other = try chartWidgetHTML(chartNode(chart))
        #expect(other.contains("<svg x=\"75%\" y=\"100%\" overflow=\"visible\"><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"5\""), "\(other)")
        #expect(other.contains("<svg x=\"100%\" y=\"50%\" overflow=\"visible\"><line x1=\"0\" y1=\"0\" x2=\"5\" y2=\"0\""))
        #expect(other.contains("<line x1=\"75%\" y1=\"0\" x2=\"75%\" y2=\"100%\" stroke=\"#3c3c432e\""))
        #expect(WidgetHTMLRenderer.stylesheet.contains(".wr-chart-x.wr-chart-before{align-items:end}"))
        #expect(WidgetHTMLRenderer.stylesheet.contains(".wr-chart-y .wr-chart-label-start{margin-bottom:auto}"))
    }

    /// In a stack, a chart takes the space left by the other views.
    @Test func aChartTakesTheSpaceItIsOffered() throws {
        var archive = widgetArchive(VStack { Text("Steps") })
        archive.root.children.append(chartNode(ChartArchive(marks: fourBars())))
        let out = try WidgetHTMLRenderer.render(archive)
        #expect(out.contains("<div class=\"wr-chart\" style=\"flex:1 1 0;align-self:stretch;grid-template:"), "\(out)")
    }
}
