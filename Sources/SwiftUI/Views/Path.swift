import Foundation
import WidgetryWire

// MARK: - Path

/// The outline of a shape, for custom `Shape`s.
public nonisolated struct Path: Equatable, Sendable, Shape, ArchivableShape {
    enum Element: Equatable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(CGPoint, control: CGPoint)
        case curve(CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    var elements: [Element] = []
    private var current: CGPoint?
    private var subpathStart: CGPoint?

    public init() {}

    public init(_ rect: CGRect) { addRect(rect) }

    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    public init(_ callback: (inout Path) -> Void) {
        var path = Path()
        callback(&path)
        self = path
    }

    public var isEmpty: Bool { elements.isEmpty }

    public var currentPoint: CGPoint? { current }

    public func path(in rect: CGRect) -> Path { self }

    package var shapeArchive: ShapeArchive {
        var archive = ShapeArchive(type: .path)
        let extent = extent
        archive.path = PathArchive(width: Double(extent.width), height: Double(extent.height), data: svgData)
        return archive
    }

    public mutating func move(to point: CGPoint) {
        elements.append(.move(point))
        current = point
        subpathStart = point
    }

    public mutating func addLine(to point: CGPoint) {
        if current == nil { move(to: point); return }
        elements.append(.line(point))
        current = point
    }

    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        if current == nil { move(to: control) }
        elements.append(.quadCurve(point, control: control))
        current = point
    }

    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        if current == nil { move(to: control1) }
        elements.append(.curve(point, control1: control1, control2: control2))
        current = point
    }

    public mutating func closeSubpath() {
        elements.append(.closeSubpath)
        current = subpathStart
    }

    public mutating func addRect(_ rect: CGRect) {
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    public mutating func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let rx = min(cornerSize.width, rect.width / 2), ry = min(cornerSize.height, rect.height / 2)
        let k: CGFloat = 0.5523
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + ry), control1: CGPoint(x: rect.maxX - rx + rx * k, y: rect.minY), control2: CGPoint(x: rect.maxX, y: rect.minY + ry - ry * k))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        addCurve(to: CGPoint(x: rect.maxX - rx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - ry + ry * k), control2: CGPoint(x: rect.maxX - rx + rx * k, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - ry), control1: CGPoint(x: rect.minX + rx - rx * k, y: rect.maxY), control2: CGPoint(x: rect.minX, y: rect.maxY - ry + ry * k))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        addCurve(to: CGPoint(x: rect.minX + rx, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + ry - ry * k), control2: CGPoint(x: rect.minX + rx - rx * k, y: rect.minY))
        closeSubpath()
    }

    /// A rectangle with each corner rounded by its own radius (each at most half the shorter
    /// side), drawn clockwise from the top-leading corner as `addRoundedRect(in:cornerSize:)`.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        let limit = min(rect.width, rect.height) / 2
        let tl = min(max(cornerRadii.topLeading, 0), limit), tr = min(max(cornerRadii.topTrailing, 0), limit)
        let br = min(max(cornerRadii.bottomTrailing, 0), limit), bl = min(max(cornerRadii.bottomLeading, 0), limit)
        let k: CGFloat = 0.5523
        move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
        if tr > 0 {
            addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + tr), control1: CGPoint(x: rect.maxX - tr + tr * k, y: rect.minY), control2: CGPoint(x: rect.maxX, y: rect.minY + tr - tr * k))
        }
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
        if br > 0 {
            addCurve(to: CGPoint(x: rect.maxX - br, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - br + br * k), control2: CGPoint(x: rect.maxX - br + br * k, y: rect.maxY))
        }
        addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
        if bl > 0 {
            addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - bl), control1: CGPoint(x: rect.minX + bl - bl * k, y: rect.maxY), control2: CGPoint(x: rect.minX, y: rect.maxY - bl + bl * k))
        }
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
        if tl > 0 {
            addCurve(to: CGPoint(x: rect.minX + tl, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + tl - tl * k), control2: CGPoint(x: rect.minX + tl - tl * k, y: rect.minY))
        }
        closeSubpath()
    }

    public mutating func addEllipse(in rect: CGRect) {
        let cx = rect.midX, cy = rect.midY, rx = rect.width / 2, ry = rect.height / 2, k: CGFloat = 0.5523
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ry * k), control2: CGPoint(x: cx + rx * k, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - rx * k, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + ry * k))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ry * k), control2: CGPoint(x: cx - rx * k, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + rx * k, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - ry * k))
        closeSubpath()
    }

    /// An arc around `center`; angles grow clockwise on screen, and `clockwise: true` runs the
    /// other way, as in SwiftUI's flipped coordinates. Traced as short line segments.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        let twoPi = 2 * Double.pi
        var sweep = clockwise ? startAngle.radians - endAngle.radians : endAngle.radians - startAngle.radians
        sweep = sweep.truncatingRemainder(dividingBy: twoPi)
        if sweep < 0 { sweep += twoPi }
        if sweep == 0 && startAngle != endAngle { sweep = twoPi }
        let steps = max(1, Int((sweep / (Double.pi / 18)).rounded(.up)))
        for step in 0...steps {
            let angle = startAngle.radians + (clockwise ? -1 : 1) * sweep * Double(step) / Double(steps)
            let point = CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
            if step == 0 {
                if current == nil { move(to: point) } else { addLine(to: point) }
            } else {
                addLine(to: point)
            }
        }
    }

    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        let path = transform.isIdentity ? path : path.applying(transform)
        elements += path.elements
        current = path.current
        subpathStart = path.subpathStart
    }

    /// Moves the current point and the subpath's start by `transform` (`applying(_:)`).
    mutating func transformCursor(_ transform: CGAffineTransform) {
        current = current?.applying(transform)
        subpathStart = subpathStart?.applying(transform)
    }

    /// The largest coordinates used (a path used as a view draws in its own coordinates).
    var extent: CGSize {
        var size = CGSize(width: 1, height: 1)
        for element in elements {
            let points: [CGPoint] =
                switch element {
                case .move(let p), .line(let p): [p]
                case .quadCurve(let p, let c): [p, c]
                case .curve(let p, let c1, let c2): [p, c1, c2]
                case .closeSubpath: []
                }
            for point in points {
                size.width = max(size.width, point.x)
                size.height = max(size.height, point.y)
            }
        }
        return size
    }

    /// SVG path data.
    var svgData: String {
        func n(_ value: CGFloat) -> String {
            let rounded = (Double(value) * 100).rounded() / 100
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
        func p(_ point: CGPoint) -> String { n(point.x) + " " + n(point.y) }
        return elements.map { element in
            switch element {
            case .move(let point): "M" + p(point)
            case .line(let point): "L" + p(point)
            case .quadCurve(let point, let control): "Q" + p(control) + " " + p(point)
            case .curve(let point, let c1, let c2): "C" + p(c1) + " " + p(c2) + " " + p(point)
            case .closeSubpath: "Z"
            }
        }.joined(separator: " ")
    }
}
