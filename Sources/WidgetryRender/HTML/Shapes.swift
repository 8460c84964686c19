import Foundation
import WidgetryWire

// Shapes as views: a filled element with the shape's radius (or an SVG path), its stroke a
// masked ring, `trim` a conic mask.

extension HTMLRenderer {
    /// A shape view's element (`wr-size-container`: a container for `cqw`/`cqh`, so a circle can be sized
    /// to the smaller side).
    func shapeBox(_ shape: ShapeArchive, _ box: inout Box) {
        box.classes = shape.type == .circle ? "wr-shape wr-size-container" : "wr-shape"
    }

    mutating func shapeContent(_ shape: ShapeArchive, context: RenderContext) {
        let inset = shape.inset ?? 0
        if shape.type == .path, let path = shape.path {
            pathContent(shape, path: path, context: context)
            return
        }
        var radius: Double?  // nil: the radius is a keyword (circle, capsule)
        out.lit(shape.type == .circle ? "<div class=\"wr-shape-drawing wr-circle\" style=\"" : "<div class=\"wr-shape-drawing\" style=\"")
        if shape.type == .circle {
            if inset != 0 {
                out.lit("width:calc(min(100cqw,100cqh) - ")
                out.px(inset * 2)
                out.lit(");")
            }
        } else if inset != 0 {
            out.lit("inset:")
            out.px(inset)
            out.lit(";")
        }
        switch shape.type {
        case .roundedRectangle:
            radius = shape.cornerRadius ?? 0
            if let height = shape.cornerHeight, height != radius {
                out.lit("border-radius:")
                out.px(radius ?? 0)
                out.lit("/")
                out.px(height)
                out.lit(";")
            } else if (radius ?? 0) > 0 {
                out.lit("border-radius:")
                out.px(radius ?? 0)
                out.lit(";")
            }
        case .containerRelative:
            radius = max(widgetRadius - context.edgeInset - inset, 0)
            out.lit("border-radius:")
            out.px(radius ?? 0)
            out.lit(";")
        case .rectangle:
            radius = 0
        case .capsule:
            out.lit("border-radius:9999px;")
        case .unevenRoundedRectangle:
            out.raw(Self.borderRadius(shape))
        case .ellipse, .circle:
            out.lit("border-radius:50%;")
        case .path:
            break
        }
        if let fill = shape.fill {
            out.lit("background:")
            out.background(fill, colors, accentable: context.accentable)
            out.lit(";")
        }
        out.lit("\">")
        if let stroke = shape.stroke {
            strokeElement(stroke, shape: shape, radius: radius, context: context)
        }
        out.lit("</div>")
    }

    /// The outline of a shape: a ring of the stroke's width (a masked element, so gradients
    /// work), centred on the outline (`stroke`) or inside it (`strokeBorder`). `trim` is drawn
    /// on circles (from the trailing middle point, clockwise, with round caps when asked);
    /// dashes become a CSS dashed border in the stroke's first colour.
    private mutating func strokeElement(_ stroke: StrokeArchive, shape: ShapeArchive, radius: Double?, context: RenderContext) {
        let width = max(stroke.lineWidth, 0)
        let outward = stroke.inside ? 0 : width / 2
        let trimmed = shape.type == .circle && ((shape.trimFrom ?? 0) > 0 || (shape.trimTo ?? 1) < 1)
        if stroke.dash?.isEmpty == false {
            out.lit("<i class=\"wr-stroke-dash\" style=\"inset:")
            out.px(-outward)
            out.lit(";border-width:")
            out.px(width)
            out.lit(";border-color:")
            out.solidColor(stroke.paint, colors, accentable: context.accentable)
            strokeRadius(shape: shape, radius: radius, outward: outward)
            out.lit("\"></i>")
            return
        }
        out.lit("<i class=\"wr-stroke\" style=\"inset:")
        out.px(-outward)
        out.lit(";padding:")
        out.px(width)
        strokeRadius(shape: shape, radius: radius, outward: outward)
        out.lit(";background:")
        out.background(stroke.paint, colors, accentable: context.accentable)
        if trimmed {
            let from = min(max(shape.trimFrom ?? 0, 0), 1) * 360, to = min(max(shape.trimTo ?? 1, 0), 1) * 360
            out.lit(";mask:conic-gradient(from 90deg,transparent ")
            out.number(from)
            out.lit("deg,#000 ")
            out.number(from)
            out.lit("deg ")
            out.number(to)
            out.lit("deg,transparent ")
            out.number(to)
            out.lit("deg) intersect,linear-gradient(#000 0 0) content-box exclude,linear-gradient(#000 0 0)")
        }
        out.lit("\"></i>")
        if trimmed && stroke.lineCap == .round && (shape.trimTo ?? 1) > (shape.trimFrom ?? 0) {
            let stops = stroke.paint.stops
            capDot(at: shape.trimFrom ?? 0, width: width, inside: stroke.inside, color: stops?.first?.color ?? HTMLOutput.representativeColor(stroke.paint), context: context)
            capDot(at: shape.trimTo ?? 1, width: width, inside: stroke.inside, color: stops?.last?.color ?? HTMLOutput.representativeColor(stroke.paint), context: context)
        }
    }

    private mutating func strokeRadius(shape: ShapeArchive, radius: Double?, outward: Double) {
        if let radius {
            if radius + outward > 0 {
                out.lit(";border-radius:")
                out.px(radius + outward)
            }
        } else if shape.type == .unevenRoundedRectangle {
            if let radii = shape.cornerRadii {
                out.lit(";border-radius:")
                out.raw(Self.cornerRadii(radii.expanded(by: outward)))
            }
        } else {
            out.lit(shape.type == .capsule ? ";border-radius:9999px" : ";border-radius:50%")
        }
    }

    /// A round line cap of a trimmed circle's stroke at `fraction` of the outline.
    private mutating func capDot(at fraction: Double, width: Double, inside: Bool, color: RGBAColor, context: RenderContext) {
        let angle = fraction * 2 * Double.pi
        let half = HTMLOutput.format(width / 2)
        func coordinate(_ factor: Double) -> String {
            let factorText = HTMLOutput.format((factor * 10000).rounded() / 10000)
            let ring = inside ? "(50% - " + half + "px)" : "50%"
            return "calc(50% + " + factorText + " * " + ring + " - " + half + "px)"
        }
        out.lit("<i class=\"wr-stroke-cap\" style=\"width:")
        out.px(width)
        out.lit(";left:")
        out.raw(coordinate(cos(angle)))
        out.lit(";top:")
        out.raw(coordinate(sin(angle)))
        out.lit(";background:")
        out.color(colors.map(color, accentable: context.accentable))
        out.lit("\"></i>")
    }

    private mutating func pathContent(_ shape: ShapeArchive, path: PathArchive, context: RenderContext) {
        out.lit("<svg class=\"wr-shape-drawing\" viewBox=\"0 0 ")
        out.number(max(path.width, 1))
        out.lit(" ")
        out.number(max(path.height, 1))
        out.lit("\" preserveAspectRatio=\"none\" aria-hidden=\"true\"><path d=\"")
        out.text(path.data)
        out.lit("\" fill=\"")
        if let fill = shape.fill {
            out.solidColor(fill, colors, accentable: context.accentable)
        } else {
            out.lit("none")
        }
        out.lit("\"")
        if let stroke = shape.stroke {
            out.lit(" stroke=\"")
            out.solidColor(stroke.paint, colors, accentable: context.accentable)
            out.lit("\" stroke-width=\"")
            out.number(stroke.lineWidth)
            out.lit("\" vector-effect=\"non-scaling-stroke\"")
            if let cap = stroke.lineCap {
                out.lit(" stroke-linecap=\"")
                out.lit(cap == .round ? "round" : "square")
                out.lit("\"")
            }
            let from = shape.trimFrom ?? 0, to = shape.trimTo ?? 1
            if from > 0 || to < 1 {
                out.lit(" pathLength=\"100\" stroke-dasharray=\"")
                out.number(max(to - from, 0) * 100)
                out.lit(" 100\" stroke-dashoffset=\"")
                out.number(-from * 100)
                out.lit("\"")
            }
        }
        out.lit("/></svg>")
    }
}
