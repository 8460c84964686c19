import Foundation
import WidgetryWire

// A chart's marks in the plot area, in drawing order. Rectangles are positioned elements
// (percentages of the plot area, with their point lengths — fixed widths, insets, corner
// radii — as CSS lengths, so they stay exact at any size without `calc()`); the other marks
// are SVG in layers covering the plot area, without a viewBox so that percentages and points
// mix: paths in a nested 1000 × 1000 viewBox stretched to the plot (their strokes do not
// scale), symbols in nested SVGs at their centres, rules as percentage lines, sectors in a
// square viewBox centred in the plot.

extension HTMLRenderer {
    /// How the marks of one chart are painted.
    struct MarkPainting {
        /// Prefix of the SVG definitions' ids.
        var prefix: String
        var redacted: Bool
        var context: RenderContext
    }

    mutating func chartMarks(_ node: ViewNode, _ chart: ChartArchive, redacted: Bool, context: RenderContext) {
        let prefix = "wr-chart" + Self.fnv([node.id] + chart.marks.map { ($0.path ?? "") + String(describing: $0.paint) })
        let painting = MarkPainting(prefix: prefix, redacted: redacted, context: context)
        var layerOpen = false
        for (index, mark) in chart.marks.enumerated() {
            if mark.kind == .rect {
                if layerOpen { out.lit("</svg>") }
                layerOpen = false
                rectMark(mark, painting: painting)
                continue
            }
            if !layerOpen { out.lit("<svg class=\"wr-chart-layer\" width=\"100%\" height=\"100%\">") }
            layerOpen = true
            let id = prefix + "m" + String(index)
            switch mark.kind {
            case .rect: break
            case .path: pathMark(mark, id: id, painting: painting)
            case .symbol: symbolMark(mark, id: id, painting: painting)
            case .rule: ruleMark(mark, id: id, painting: painting)
            case .sector: sectorMark(mark, id: id, painting: painting)
            }
        }
        if layerOpen { out.lit("</svg>") }
    }

    /// A mark's paint: its own, else the accent colour (Swift Charts' default).
    private func markPaint(_ mark: ChartMarkArchive) -> PaintArchive {
        mark.paint ?? defaultTint
    }

    /// Whether `mark` is drawn in the accent colour in the accented rendering mode.
    private static func accentable(_ mark: ChartMarkArchive, _ painting: MarkPainting) -> Bool {
        mark.accentable == true || painting.context.accentable
    }

    // MARK: - Rectangles

    /// A rectangle: its unit rectangle in percent; a fixed width (height) in points centred on
    /// it; insets as an inner element `inset` points in from the band's sides.
    private mutating func rectMark(_ mark: ChartMarkArchive, painting: MarkPainting) {
        let x = mark.x ?? 0, y = mark.y ?? 0, width = mark.width ?? 0, height = mark.height ?? 0
        out.lit("<i class=\"wr-chart-rect\" style=\"")
        rectSpan(from: x, length: width, fixed: mark.fixedWidth, horizontal: true)
        rectSpan(from: y, length: height, fixed: mark.fixedHeight, horizontal: false)
        let horizontal = mark.fixedWidth == nil ? max(mark.inset ?? 0, 0) : 0
        let vertical = mark.fixedHeight == nil ? max(mark.verticalInset ?? 0, 0) : 0
        if horizontal > 0 || vertical > 0 {
            out.lit("\"><i class=\"wr-chart-rect\" style=\"inset:")
            out.px(vertical)
            out.lit(" ")
            out.px(horizontal)
            out.lit(";")
            rectPaint(mark, painting: painting)
            out.lit("\"></i></i>")
        } else {
            rectPaint(mark, painting: painting)
            out.lit("\"></i>")
        }
    }

    /// One side of a rectangle: its unit span in percent, or `fixed` points centred on it.
    private mutating func rectSpan(from start: Double, length: Double, fixed: Double?, horizontal: Bool) {
        out.lit(horizontal ? "left:" : "top:")
        out.number((fixed == nil ? start : start + length / 2) * 100)
        out.lit(horizontal ? "%;width:" : "%;height:")
        if let fixed {
            out.px(max(fixed, 0))
            out.lit(horizontal ? ";margin-left:" : ";margin-top:")
            out.px(-max(fixed, 0) / 2)
            out.lit(";")
        } else {
            out.number(max(length, 0) * 100)
            out.lit("%;")
        }
    }

    private mutating func rectPaint(_ mark: ChartMarkArchive, painting: MarkPainting) {
        out.lit("background:")
        if painting.redacted {
            out.color(redactionColor(nil, context: painting.context))
        } else {
            out.background(markPaint(mark), colors, accentable: Self.accentable(mark, painting))
        }
        if let radius = mark.cornerRadius, radius > 0 {
            out.lit(";border-radius:")
            out.px(radius)
        }
        if let opacity = mark.opacity, opacity < 1 {
            out.lit(";opacity:")
            out.number(max(opacity, 0))
        }
    }

    // MARK: - SVG marks

    /// ` fill="…"` (or ` fill="none" stroke="…"` with the stroke's attributes): the mark's
    /// paint, its gradient defined before it, or the redaction colour; then its opacity.
    private mutating func svgMarkPaint(_ mark: ChartMarkArchive, id: String, stroke: CanvasStroke?, painting: MarkPainting) {
        out.lit(stroke == nil ? " fill=\"" : " fill=\"none\" stroke=\"")
        if painting.redacted {
            out.color(redactionColor(nil, context: painting.context))
        } else {
            svgPaint(markPaint(mark), gradientID: id + "g", accentable: Self.accentable(mark, painting))
        }
        out.lit("\"")
        if let stroke { strokeAttributes(stroke) }
        if let opacity = mark.opacity, opacity < 1 {
            out.lit(" opacity=\"")
            out.number(max(opacity, 0))
            out.lit("\"")
        }
    }

    /// The mark's gradient, when its paint is one (and it is not redacted).
    private mutating func markGradient(_ mark: ChartMarkArchive, id: String, painting: MarkPainting) {
        let paint = markPaint(mark)
        guard !painting.redacted, Self.isSVGGradient(paint) else { return }
        out.lit("<defs>")
        var context = painting.context
        context.accentable = Self.accentable(mark, painting)
        gradientDefinition(paint, id: id + "g", userSpace: false, context: context)
        out.lit("</defs>")
    }

    /// A line or area: its path in the plot's 1000 × 1000 box, stretched to the plot; the
    /// stroke keeps its width in points.
    private mutating func pathMark(_ mark: ChartMarkArchive, id: String, painting: MarkPainting) {
        out.lit("<svg viewBox=\"0 0 1000 1000\" preserveAspectRatio=\"none\" width=\"100%\" height=\"100%\" overflow=\"visible\">")
        markGradient(mark, id: id, painting: painting)
        out.lit("<path d=\"")
        out.text(mark.path ?? "")
        out.lit("\"")
        let stroke = mark.fill == true ? nil : mark.stroke ?? Self.defaultLineStroke
        svgMarkPaint(mark, id: id, stroke: stroke, painting: painting)
        if stroke != nil { out.lit(" vector-effect=\"non-scaling-stroke\"") }
        out.lit("/></svg>")
    }

    /// Swift Charts' line: 2 points, round caps and joins.
    static let defaultLineStroke = CanvasStroke(lineWidth: 2, lineCap: .round, lineJoin: .round, miterLimit: 10)

    /// A point symbol: its shape `size` points wide, drawn around the origin of a nested SVG
    /// placed at the point.
    private mutating func symbolMark(_ mark: ChartMarkArchive, id: String, painting: MarkPainting) {
        out.lit("<svg x=\"")
        out.number((mark.x ?? 0) * 100)
        out.lit("%\" y=\"")
        out.number((mark.y ?? 0) * 100)
        out.lit("%\" overflow=\"visible\">")
        markGradient(mark, id: id, painting: painting)
        out.lit("<path d=\"")
        out.raw(Self.symbolPath(mark.symbol ?? .circle, size: mark.size ?? 7))
        out.lit("\"")
        svgMarkPaint(mark, id: id, stroke: mark.stroke, painting: painting)
        out.lit("/></svg>")
    }

    /// A rule: a line between two unit points, its stroke in points.
    private mutating func ruleMark(_ mark: ChartMarkArchive, id: String, painting: MarkPainting) {
        let x = mark.x ?? 0, y = mark.y ?? 0
        markGradient(mark, id: id, painting: painting)
        out.lit("<line x1=\"")
        out.number(x * 100)
        out.lit("%\" y1=\"")
        out.number(y * 100)
        out.lit("%\" x2=\"")
        out.number((x + (mark.width ?? 0)) * 100)
        out.lit("%\" y2=\"")
        out.number((y + (mark.height ?? 0)) * 100)
        out.lit("%\"")
        svgMarkPaint(mark, id: id, stroke: mark.stroke ?? CanvasStroke(lineWidth: 1, lineCap: .butt, lineJoin: .miter, miterLimit: 4), painting: painting)
        out.lit("/>")
    }

    /// A sector, in a square viewBox of ±1000 centred in the plot (1000: the largest circle
    /// the plot holds). The angular inset stays in points at any size: a mask removes a band
    /// of twice the inset along each of the sector's edges (non-scaling strokes). Corner radii
    /// are in points too, which the viewBox cannot say: they are rounded in the path for the
    /// pie the widget's size would hold (`estimatedPieRadius`), so they are close to the
    /// asked radius in a chart filling its widget and smaller or larger in others.
    private mutating func sectorMark(_ mark: ChartMarkArchive, id: String, painting: MarkPainting) {
        let start = mark.startAngle ?? 0, end = mark.endAngle ?? 360
        let outer = min(max(mark.outerRadius ?? 1, 0), 1) * 1000, inner = min(max(mark.innerRadius ?? 0, 0), 1) * 1000
        let inset = max(mark.angularInset ?? 0, 0)
        let corner = max(mark.cornerRadius ?? 0, 0) / estimatedPieRadius * 1000
        let full = end - start >= 360
        out.lit("<svg viewBox=\"-1000 -1000 2000 2000\" width=\"100%\" height=\"100%\" overflow=\"visible\">")
        markGradient(mark, id: id, painting: painting)
        if inset > 0 && !full {
            out.raw("<mask id=\"" + id + "i\" maskUnits=\"userSpaceOnUse\" x=\"-1100\" y=\"-1100\" width=\"2200\" height=\"2200\">")
            out.lit("<rect x=\"-1100\" y=\"-1100\" width=\"2200\" height=\"2200\" fill=\"#fff\"/><path d=\"")
            for angle in [start, end] {
                let edge = Self.polar(angle, 1100)
                out.lit("M0 0L")
                out.number(edge.x)
                out.lit(" ")
                out.number(edge.y)
            }
            out.lit("\" stroke=\"#000\" stroke-width=\"")
            out.number(inset * 2)
            out.lit("\" vector-effect=\"non-scaling-stroke\"/></mask>")
        }
        out.lit("<path d=\"")
        out.raw(Self.sectorPath(start: start, end: end, inner: inner, outer: outer, corner: corner))
        out.lit("\"")
        if full && inner > 0 { out.lit(" fill-rule=\"evenodd\"") }
        if inset > 0 && !full { out.raw(" mask=\"url(#" + id + "i)\"") }
        svgMarkPaint(mark, id: id, stroke: nil, painting: painting)
        out.lit("/></svg>")
    }

    /// The radius in points of a pie filling the widget's content (inside the default 16-point
    /// margins): the scale sector corner radii are rounded for.
    var estimatedPieRadius: Double {
        max((min(archive.size.width, archive.size.height) - 32) / 2, 20)
    }

    /// The point at `angle` degrees clockwise from twelve o'clock, `radius` from the centre.
    static func polar(_ angle: Double, _ radius: Double) -> (x: Double, y: Double) {
        let radians = angle * Double.pi / 180
        return (radius * sin(radians), -radius * cos(radians))
    }

    /// SVG path data of a sector (an annulus when it turns full circle), its corners rounded
    /// by `corner` (in the path's units) with quadratic curves.
    static func sectorPath(start: Double, end: Double, inner: Double, outer: Double, corner: Double) -> String {
        var d = HTMLOutput(capacity: 160)
        func point(_ angle: Double, _ radius: Double) {
            let p = polar(angle, radius)
            d.number(p.x)
            d.lit(" ")
            d.number(p.y)
        }
        func arc(_ radius: Double, sweep: Double, clockwise: Bool, to angle: Double) {
            d.lit("A")
            d.number(radius)
            d.lit(" ")
            d.number(radius)
            d.lit(abs(sweep) > 180 ? " 0 1 " : " 0 0 ")
            d.lit(clockwise ? "1 " : "0 ")
            point(angle, radius)
        }
        guard end - start < 360 else {
            for radius in [outer, inner] where radius > 0 {
                d.lit("M")
                point(start, radius)
                arc(radius, sweep: 180, clockwise: true, to: start + 180)
                arc(radius, sweep: 180, clockwise: true, to: start)
                d.lit("Z")
            }
            return d.string
        }
        let sweep = max(end - start, 0)
        let degrees = 180 / Double.pi
        // The rounding fits the sector: at most half its thickness and half each arc.
        var c = min(corner, (outer - inner) / 2)
        if outer > 0 { c = min(c, sweep / degrees * outer / 2) }
        let outerTrim = outer > 0 ? c / outer * degrees : 0
        d.lit("M")
        point(start, outer - c)
        if c > 0 {
            d.lit("Q")
            point(start, outer)
            d.lit(" ")
            point(start + outerTrim, outer)
        }
        arc(outer, sweep: sweep - 2 * outerTrim, clockwise: true, to: end - outerTrim)
        if c > 0 {
            d.lit("Q")
            point(end, outer)
            d.lit(" ")
            point(end, outer - c)
        }
        if inner > 0 {
            let ci = min(c, sweep / degrees * inner / 2)
            let innerTrim = ci / inner * degrees
            d.lit("L")
            point(end, inner + ci)
            if ci > 0 {
                d.lit("Q")
                point(end, inner)
                d.lit(" ")
                point(end - innerTrim, inner)
            }
            arc(inner, sweep: sweep - 2 * innerTrim, clockwise: false, to: start + innerTrim)
            if ci > 0 {
                d.lit("Q")
                point(start, inner)
                d.lit(" ")
                point(start, inner + ci)
            }
        } else {
            d.lit("L0 0")
        }
        d.lit("Z")
        return d.string
    }

    /// SVG path data of a point symbol `size` points wide, centred on the origin.
    static func symbolPath(_ symbol: ChartSymbolArchive, size: Double) -> String {
        let r = max(size, 0) / 2
        func polygon(_ points: [(Double, Double)]) -> String {
            var d = HTMLOutput(capacity: 96)
            for (index, point) in points.enumerated() {
                d.lit(index == 0 ? "M" : "L")
                d.number(point.0)
                d.lit(" ")
                d.number(point.1)
            }
            d.lit("Z")
            return d.string
        }
        func regular(_ count: Int) -> [(Double, Double)] {
            (0..<count).map { polar(Double($0) * 360 / Double(count), r) }.map { ($0.x, $0.y) }
        }
        /// Bars `r` long each way from the centre, a third of the size thick, at `angles`.
        func bars(_ angles: [Double], thickness: Double) -> String {
            angles.map { angle in
                let t = thickness / 2
                let corners = [(-r, -t), (r, -t), (r, t), (-r, t)].map { point -> (Double, Double) in
                    let radians = angle * Double.pi / 180
                    return (point.0 * cos(radians) - point.1 * sin(radians), point.0 * sin(radians) + point.1 * cos(radians))
                }
                return polygon(corners)
            }.joined()
        }
        switch symbol {
        case .circle:
            let radius = HTMLOutput.format(r)
            return "M" + HTMLOutput.format(-r) + " 0a" + radius + " " + radius + " 0 1 0 " + HTMLOutput.format(2 * r) + " 0a" + radius + " " + radius
                + " 0 1 0 " + HTMLOutput.format(-2 * r) + " 0Z"
        case .square: return polygon([(-r, -r), (r, -r), (r, r), (-r, r)])
        case .triangle: return polygon(regular(3))
        case .diamond: return polygon(regular(4))
        case .pentagon: return polygon(regular(5))
        case .plus: return bars([0, 90], thickness: size / 3)
        case .cross: return bars([45, 135], thickness: size / 3)
        case .asterisk: return bars([90, 30, 150], thickness: size / 5)
        }
    }
}
