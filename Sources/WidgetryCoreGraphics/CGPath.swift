// CGPath and CGMutablePath: Core Graphics' vector paths, as widget code builds them before
// wrapping them in SwiftUI's `Path(_:)` (which reads them through `applyWithBlock`). A path is a
// list of elements (move, line, quadratic and cubic curves, close); arcs, rectangles and ellipses
// are added as those elements, as Core Graphics does.

/// The kind of one path element (`CGPathElement.type`).
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// One element of a path as `applyWithBlock` hands it over: its type and its points (one for a move
/// or a line, control then end for a quadratic curve, two controls then end for a cubic one).
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// An immutable graphics path.
open class CGPath: Equatable, Hashable {
    /// The stored elements: the type and its points (control points first, the end point last).
    var elements: [(type: CGPathElementType, points: [CGPoint])] = []
    /// Where the current subpath started (for `closeSubpath`).
    var subpathStart: CGPoint?
    /// The current point (`nil` while the path is empty).
    var current: CGPoint?

    init() {}

    init(copying other: CGPath) {
        elements = other.elements
        subpathStart = other.subpathStart
        current = other.current
    }

    /// A rectangle as a closed subpath.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(copying: path)
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(copying: path)
    }

    /// A rounded rectangle with elliptical corners.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(copying: path)
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs.elements.count == rhs.elements.count
            && zip(lhs.elements, rhs.elements).allSatisfy { $0.type == $1.type && $0.points == $1.points }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements.count)
        for element in elements {
            hasher.combine(element.type)
            for point in element.points {
                hasher.combine(point.x)
                hasher.combine(point.y)
            }
        }
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end of the last element (`.zero` for an empty path, as Core Graphics answers).
    public var currentPoint: CGPoint { current ?? .zero }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(copying: self) }

    /// A copy with every point transformed.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        let path = CGMutablePath()
        path.addPath(self, transform: transform?.pointee ?? .identity)
        return CGPath(copying: path)
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(copying: self) }

    /// The smallest rectangle holding every point of the path, control points included
    /// (`CGRect.null` for an empty path).
    public var boundingBox: CGRect {
        rect(around: elements.flatMap(\.points))
    }

    /// The smallest rectangle holding the path itself: curves are measured at their extremes,
    /// not by their control points (`CGRect.null` for an empty path).
    public var boundingBoxOfPath: CGRect {
        var points: [CGPoint] = []
        var last = CGPoint.zero
        var start = CGPoint.zero
        for element in elements {
            switch element.type {
            case .moveToPoint:
                last = element.points[0]
                start = last
                points.append(last)
            case .addLineToPoint:
                last = element.points[0]
                points.append(last)
            case .addQuadCurveToPoint:
                let (c, end) = (element.points[0], element.points[1])
                points.append(end)
                for t in Self.quadExtremes(last, c, end) {
                    points.append(Self.quad(last, c, end, t))
                }
                last = end
            case .addCurveToPoint:
                let (c1, c2, end) = (element.points[0], element.points[1], element.points[2])
                points.append(end)
                for t in Self.cubicExtremes(last, c1, c2, end) {
                    points.append(Self.cubic(last, c1, c2, end, t))
                }
                last = end
            case .closeSubpath:
                last = start
            }
        }
        return rect(around: points)
    }

    /// Calls `block` with each element in order (its points valid only during the call).
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        for element in elements {
            var points = element.points.isEmpty ? [CGPoint.zero] : element.points
            points.withUnsafeMutableBufferPointer { buffer in
                var pathElement = CGPathElement(type: element.type, points: buffer.baseAddress!)
                withUnsafePointer(to: &pathElement) { block($0) }
            }
        }
    }

    /// Whether `point` is inside the path, by the even-odd or the non-zero winding rule; curves are
    /// flattened into short lines.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        let point = transform.isIdentity ? point : point.applying(transform.inverted())
        var winding = 0
        var crossings = 0
        for polygon in flattenedSubpaths() where polygon.count > 1 {
            for index in polygon.indices {
                let a = polygon[index], b = polygon[(index + 1) % polygon.count]
                if (a.y <= point.y) != (b.y <= point.y) {
                    let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                    if x > point.x {
                        crossings += 1
                        winding += b.y > a.y ? 1 : -1
                    }
                }
            }
        }
        return rule == .evenOdd ? crossings % 2 == 1 : winding != 0
    }

    /// Each subpath as a polygon (curves split into sixteen lines).
    func flattenedSubpaths() -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        var polygon: [CGPoint] = []
        var last = CGPoint.zero
        for element in elements {
            switch element.type {
            case .moveToPoint:
                if !polygon.isEmpty { result.append(polygon) }
                polygon = [element.points[0]]
                last = element.points[0]
            case .addLineToPoint:
                polygon.append(element.points[0])
                last = element.points[0]
            case .addQuadCurveToPoint:
                let (c, end) = (element.points[0], element.points[1])
                for step in 1...16 { polygon.append(Self.quad(last, c, end, CGFloat(step) / 16)) }
                last = end
            case .addCurveToPoint:
                let (c1, c2, end) = (element.points[0], element.points[1], element.points[2])
                for step in 1...16 { polygon.append(Self.cubic(last, c1, c2, end, CGFloat(step) / 16)) }
                last = end
            case .closeSubpath:
                if !polygon.isEmpty { result.append(polygon) }
                last = polygon.first ?? last
                polygon = []
            }
        }
        if !polygon.isEmpty { result.append(polygon) }
        return result
    }

    private func rect(around points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in points {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    static func quad(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    static func cubic(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    /// The parameters in (0, 1) where a quadratic curve turns in x or in y.
    static func quadExtremes(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        [(p0.x, c.x, p1.x), (p0.y, c.y, p1.y)].compactMap { a, b, d in
            let denominator = a - 2 * b + d
            guard denominator != 0 else { return nil }
            let t = (a - b) / denominator
            return t > 0 && t < 1 ? t : nil
        }
    }

    /// The parameters in (0, 1) where a cubic curve turns in x or in y (roots of its derivative).
    static func cubicExtremes(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        var result: [CGFloat] = []
        for (a0, a1, a2, a3) in [(p0.x, c1.x, c2.x, p1.x), (p0.y, c1.y, c2.y, p1.y)] {
            // derivative / 3 = A t² + B t + C
            let a = -a0 + 3 * a1 - 3 * a2 + a3
            let b = 2 * (a0 - 2 * a1 + a2)
            let c = a1 - a0
            var roots: [CGFloat] = []
            if abs(a) < 1e-12 {
                if b != 0 { roots = [-c / b] }
            } else {
                let discriminant = b * b - 4 * a * c
                if discriminant >= 0 {
                    let root = discriminant.squareRoot()
                    roots = [(-b + root) / (2 * a), (-b - root) / (2 * a)]
                }
            }
            result += roots.filter { $0 > 0 && $0 < 1 }
        }
        return result
    }
}

/// How a path's inside is decided when filling or hit-testing.
public enum CGPathFillRule: Int, Sendable {
    case winding = 0
    case evenOdd = 1
}

/// A graphics path built element by element.
open class CGMutablePath: CGPath {
    public override init() { super.init() }

    override init(copying other: CGPath) { super.init(copying: other) }

    private func append(_ type: CGPathElementType, _ points: [CGPoint], _ transform: CGAffineTransform) {
        let points = transform.isIdentity ? points : points.map { $0.applying(transform) }
        elements.append((type, points))
        current = points.last
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.moveToPoint, [point], transform)
        subpathStart = current
    }

    /// A straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.addLineToPoint, [point], transform)
    }

    /// Lines through `points`, starting a subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// A quadratic Bézier curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        append(.addQuadCurveToPoint, [control, end], transform)
    }

    /// A cubic Bézier curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        append(.addCurveToPoint, [control1, control2, end], transform)
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        guard current != nil else { return }
        elements.append((.closeSubpath, []))
        current = subpathStart
    }

    /// A rectangle as its own closed subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// Each rectangle as its own closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// An ellipse inscribed in `rect`: four cubic curves, a closed subpath.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2, k: CGFloat = 0.5522847498
        move(to: CGPoint(x: cx + rx, y: cy), transform: transform)
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ry * k), control2: CGPoint(x: cx + rx * k, y: cy + ry), transform: transform)
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - rx * k, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + ry * k), transform: transform)
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ry * k), control2: CGPoint(x: cx - rx * k, y: cy - ry), transform: transform)
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + rx * k, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - ry * k), transform: transform)
        closeSubpath()
    }

    /// A rounded rectangle with elliptical corners, as a closed subpath.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let w = min(max(cornerWidth, 0), r.width / 2), h = min(max(cornerHeight, 0), r.height / 2)
        guard w > 0, h > 0 else { return addRect(r, transform: transform) }
        let k: CGFloat = 0.5522847498
        move(to: CGPoint(x: r.minX + w, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - w, y: r.minY), transform: transform)
        addCurve(to: CGPoint(x: r.maxX, y: r.minY + h), control1: CGPoint(x: r.maxX - w + w * k, y: r.minY), control2: CGPoint(x: r.maxX, y: r.minY + h - h * k), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - h), transform: transform)
        addCurve(to: CGPoint(x: r.maxX - w, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - h + h * k), control2: CGPoint(x: r.maxX - w + w * k, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX + w, y: r.maxY), transform: transform)
        addCurve(to: CGPoint(x: r.minX, y: r.maxY - h), control1: CGPoint(x: r.minX + w - w * k, y: r.maxY), control2: CGPoint(x: r.minX, y: r.maxY - h + h * k), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.minY + h), transform: transform)
        addCurve(to: CGPoint(x: r.minX + w, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + h - h * k), control2: CGPoint(x: r.minX + w - w * k, y: r.minY), transform: transform)
        closeSubpath()
    }

    /// An arc of a circle around `center`, from `startAngle` to `endAngle` (radians, growing from
    /// the x axis towards the y axis); `clockwise: true` runs the angle down. A line joins the
    /// current point to the arc's start. Traced as cubic curves of at most a quarter turn each.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let twoPi = 2 * CGFloat.pi
        var sweep = clockwise ? startAngle - endAngle : endAngle - startAngle
        if abs(sweep) >= twoPi {
            sweep = twoPi
        } else {
            sweep = sweep.truncatingRemainder(dividingBy: twoPi)
            if sweep < 0 { sweep += twoPi }
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: clockwise ? -sweep : sweep, transform: transform)
    }

    /// An arc of `delta` radians from `startAngle` (positive towards the y axis).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity) {
        func point(_ angle: CGFloat) -> CGPoint { CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)) }
        let start = point(startAngle)
        if current == nil { move(to: start, transform: transform) } else { addLine(to: start, transform: transform) }
        let segments = max(1, Int((abs(delta) / (CGFloat.pi / 2)).rounded(.up)))
        let step = delta / CGFloat(segments)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        var angle = startAngle
        for _ in 0..<segments {
            let next = angle + step
            let a = point(angle), b = point(next)
            addCurve(
                to: b,
                control1: CGPoint(x: a.x - k * sin(angle), y: a.y + k * cos(angle)),
                control2: CGPoint(x: b.x + k * sin(next), y: b.y - k * cos(next)),
                transform: transform)
            angle = next
        }
    }

    /// Another path's elements, transformed.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for element in path.elements {
            if element.type == .closeSubpath {
                closeSubpath()
            } else {
                append(element.type, element.points, transform)
                if element.type == .moveToPoint { subpathStart = current }
            }
        }
    }
}
