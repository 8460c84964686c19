import Foundation
import WidgetryWire

// `Canvas`: its operations as SVG at the size the canvas was drawn for, from its top leading
// corner; texts and images drawn into it are its child views, placed in `foreignObject`s.

extension HTMLRenderer {
    mutating func canvasContent(_ node: ViewNode, _ canvas: CanvasArchive, context: RenderContext) {
        // Gradient and clip ids: unique to this canvas's drawing, the same for the same drawing
        // (two instances of a widget showing one entry share identical definitions).
        let prefix = "wr-drawing" + Self.fnv(node.id, canvas)
        out.lit("<svg class=\"wr-drawing-svg\" width=\"")
        out.number(max(canvas.width, 0))
        out.lit("\" height=\"")
        out.number(max(canvas.height, 0))
        out.lit("\" aria-hidden=\"true\">")
        canvasDefinitions(canvas, prefix: prefix, context: context)
        for (index, operation) in canvas.operations.enumerated() {
            canvasOperation(operation, index: index, canvas: canvas, node: node, prefix: prefix, context: context)
        }
        out.lit("</svg>")
    }

    /// Gradients of the operations and masks of the clips.
    private mutating func canvasDefinitions(_ canvas: CanvasArchive, prefix: String, context: RenderContext) {
        let gradients = canvas.operations.indices.filter { canvas.operations[$0].paint.map(Self.isSVGGradient) ?? false }
        guard !gradients.isEmpty || !canvas.clips.isEmpty else { return }
        out.lit("<defs>")
        for index in gradients {
            guard let paint = canvas.operations[index].paint else { continue }
            gradientDefinition(paint, id: prefix + "g" + String(index), userSpace: canvas.operations[index].userSpace == true, context: context)
        }
        for (index, clip) in canvas.clips.enumerated() {
            out.raw("<mask id=\"" + prefix + "m" + String(index) + "\" maskUnits=\"userSpaceOnUse\" x=\"-100000\" y=\"-100000\" width=\"200000\" height=\"200000\">")
            if clip.inverse == true { out.lit("<rect x=\"-100000\" y=\"-100000\" width=\"200000\" height=\"200000\" fill=\"#fff\"/>") }
            out.lit("<path d=\"")
            out.text(clip.path)
            out.lit(clip.inverse == true ? "\" fill=\"#000\"" : "\" fill=\"#fff\"")
            if clip.evenOdd == true { out.lit(" fill-rule=\"evenodd\"") }
            svgTransform(clip.transform)
            out.lit("/></mask>")
        }
        out.lit("</defs>")
    }

    /// A linear or radial gradient paint server `id`: in the bounding box of what it paints
    /// (unit points), or in user space (`userSpace`: points, as a canvas's `.style` says).
    mutating func gradientDefinition(_ paint: PaintArchive, id: String, userSpace: Bool, context: RenderContext) {
        let units = userSpace ? "userSpaceOnUse" : "objectBoundingBox"
        if paint.kind == .linearGradient {
            let start = paint.startPoint ?? ArchivePoint(x: 0.5, y: 0), end = paint.endPoint ?? ArchivePoint(x: 0.5, y: 1)
            out.raw("<linearGradient id=\"" + id + "\" gradientUnits=\"" + units + "\" x1=\"")
            out.number(start.x)
            out.lit("\" y1=\"")
            out.number(start.y)
            out.lit("\" x2=\"")
            out.number(end.x)
            out.lit("\" y2=\"")
            out.number(end.y)
            out.lit("\">")
            gradientStops(paint, context: context)
            out.lit("</linearGradient>")
        } else {
            let center = paint.center ?? ArchivePoint(x: 0.5, y: 0.5)
            out.raw("<radialGradient id=\"" + id + "\" gradientUnits=\"" + units + "\" cx=\"")
            out.number(center.x)
            out.lit("\" cy=\"")
            out.number(center.y)
            out.lit("\" r=\"")
            // A `.style(RadialGradient(…))` has its radii in points, which the bounding
            // box's units cannot say: it spans the box.
            out.number(userSpace ? max(paint.endRadius ?? 0, 0) : 0.5)
            if userSpace, let start = paint.startRadius, start > 0 {
                out.lit("\" fr=\"")
                out.number(start)
            }
            out.lit("\">")
            gradientStops(paint, context: context)
            out.lit("</radialGradient>")
        }
    }

    /// An SVG `fill`/`stroke` value: the gradient `gradientID` (defined by
    /// `gradientDefinition`) for linear and radial gradients, else the paint's colour.
    mutating func svgPaint(_ paint: PaintArchive, gradientID: String, accentable: Bool) {
        if Self.isSVGGradient(paint) {
            out.raw("url(#" + gradientID + ")")
        } else {
            out.solidColor(paint, colors, accentable: accentable)
        }
    }

    private mutating func gradientStops(_ paint: PaintArchive, context: RenderContext) {
        for stop in paint.stops ?? [] {
            out.lit("<stop offset=\"")
            out.number(min(max(stop.location, 0), 1))
            out.lit("\" stop-color=\"")
            out.color(colors.map(stop.color, accentable: context.accentable))
            out.lit("\"/>")
        }
    }

    /// Linear and radial gradients are SVG paint servers; angular gradients and materials are
    /// drawn in their representative colour.
    static func isSVGGradient(_ paint: PaintArchive) -> Bool {
        paint.kind == .linearGradient || paint.kind == .radialGradient
    }

    private mutating func canvasOperation(
        _ operation: CanvasOperation, index: Int, canvas: CanvasArchive, node: ViewNode, prefix: String, context: RenderContext
    ) {
        // Clips wrap the drawing in groups without a transform, so their masks are in the
        // canvas's coordinates; the opacity and blend mode go on the innermost group.
        let clips = (operation.clips ?? []).filter { canvas.clips.indices.contains($0) }
        for clip in clips { out.raw("<g mask=\"url(#" + prefix + "m" + String(clip) + ")\">") }
        let blend = operation.blendMode.flatMap { ModifierArchive.BlendMode(rawValue: $0.rawValue) }.flatMap(Self.mixBlendMode)
        let filter = canvasFilter(operation.filters ?? [], context: context)
        let grouped = operation.opacity != nil || blend != nil || !filter.isEmpty
        if grouped {
            out.lit("<g")
            if let opacity = operation.opacity {
                out.lit(" opacity=\"")
                out.number(min(max(opacity, 0), 1))
                out.lit("\"")
            }
            if blend != nil || !filter.isEmpty {
                out.lit(" style=\"")
                if let blend { out.raw("mix-blend-mode:" + blend + ";") }
                if !filter.isEmpty { out.raw("filter:" + filter + ";") }
                out.lit("\"")
            }
            out.lit(">")
        }
        switch operation.kind {
        case .fill, .stroke:
            out.lit("<path d=\"")
            out.text(operation.path ?? "")
            out.lit("\"")
            let paintAttribute: StaticString = operation.kind == .fill ? " fill=\"" : " fill=\"none\" stroke=\""
            out.lit(paintAttribute)
            if let paint = operation.paint {
                svgPaint(paint, gradientID: prefix + "g" + String(index), accentable: context.accentable)
            } else {
                out.lit("#000")
            }
            out.lit("\"")
            if operation.evenOdd == true { out.lit(" fill-rule=\"evenodd\"") }
            if let stroke = operation.stroke { strokeAttributes(stroke) }
            svgTransform(operation.transform)
            out.lit("/>")
        case .drawAt, .drawIn:
            if let child = operation.child, node.children.indices.contains(child) {
                drawnView(node.children[child], operation: operation, context: context)
            }
        }
        if grouped { out.lit("</g>") }
        for _ in clips { out.lit("</g>") }
    }

    /// The CSS filter chain of a context's filters, as the view modifiers of those names draw.
    private func canvasFilter(_ filters: [ModifierArchive], context: RenderContext) -> String {
        filters.compactMap { filterFunction($0, accentable: context.accentable) }.joined(separator: " ")
    }

    /// The SVG attributes of a stroke: width, caps, joins, miter limit, dashes.
    mutating func strokeAttributes(_ stroke: CanvasStroke) {
        out.lit(" stroke-width=\"")
        out.number(max(stroke.lineWidth, 0))
        out.lit("\"")
        switch stroke.lineCap {
        case .round: out.lit(" stroke-linecap=\"round\"")
        case .square: out.lit(" stroke-linecap=\"square\"")
        case .butt: break
        }
        switch stroke.lineJoin {
        case .round: out.lit(" stroke-linejoin=\"round\"")
        case .bevel: out.lit(" stroke-linejoin=\"bevel\"")
        case .miter: break
        }
        if stroke.miterLimit != 4 {
            out.lit(" stroke-miterlimit=\"")
            out.number(max(stroke.miterLimit, 1))
            out.lit("\"")
        }
        if let dash = stroke.dash, !dash.isEmpty {
            out.lit(" stroke-dasharray=\"")
            for (index, length) in dash.enumerated() {
                if index > 0 { out.lit(" ") }
                out.number(max(length, 0))
            }
            out.lit("\"")
            if let phase = stroke.dashPhase {
                out.lit(" stroke-dashoffset=\"")
                out.number(phase)
                out.lit("\"")
            }
        }
    }

    /// A text or image drawn into the canvas: at a point by its anchor, or filling a rectangle.
    private mutating func drawnView(_ child: ViewNode, operation: CanvasOperation, context: RenderContext) {
        let x = operation.x ?? 0, y = operation.y ?? 0
        if operation.transform != nil {
            out.lit("<g")
            svgTransform(operation.transform)
            out.lit(">")
        }
        out.lit("<foreignObject x=\"")
        out.number(x)
        out.lit("\" y=\"")
        out.number(y)
        out.lit("\" width=\"")
        if operation.kind == .drawIn {
            out.number(max(operation.width ?? 0, 0))
            out.lit("\" height=\"")
            out.number(max(operation.height ?? 0, 0))
            out.lit("\"><div class=\"wr-zstack wr-drawing-in\">")
        } else {
            let anchor = operation.anchor ?? ArchivePoint(x: 0.5, y: 0.5)
            out.lit("1\" height=\"1\" overflow=\"visible\"><div class=\"wr-zstack wr-drawing-at\" style=\"transform:translate(")
            out.number(-anchor.x * 100)
            out.lit("%,")
            out.number(-anchor.y * 100)
            out.lit("%)\">")
        }
        self.node(child, axis: .layer, context: context)
        out.lit("</div></foreignObject>")
        if operation.transform != nil { out.lit("</g>") }
    }

    private mutating func svgTransform(_ transform: [Double]?) {
        guard let transform, transform.count == 6 else { return }
        out.lit(" transform=\"matrix(")
        for (index, value) in transform.enumerated() {
            let value = value.isFinite ? value : 0
            if index > 0 { out.lit(" ") }
            if index < 4 {
                // The linear part to four decimals: rotations are off by a visible fraction of
                // a point at two.
                out.raw(HTMLOutput.fourDecimals(value))
            } else {
                out.number(value)
            }
        }
        out.lit(")\"")
    }

    /// An FNV-1a hash of the canvas's id and drawing, in hex.
    static func fnv(_ id: String, _ canvas: CanvasArchive) -> String {
        var parts = [id]
        for operation in canvas.operations {
            parts.append(operation.kind.rawValue)
            parts.append(operation.path ?? "")
            if let paint = operation.paint { parts.append(String(describing: paint)) }
        }
        for clip in canvas.clips { parts.append(clip.path) }
        return fnv(parts)
    }

    /// An FNV-1a hash of `parts`, in hex: ids of SVG definitions that are the same for the
    /// same drawing and differ between drawings on one page.
    static func fnv(_ parts: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in parts {
            for byte in part.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
        }
        return String(hash, radix: 16)
    }
}
