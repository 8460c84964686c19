import Foundation

extension Path {
    /// The outline of the area `style` strokes along the path, as a path to fill (with the
    /// non-zero rule). Curves are traced as short lines; each segment adds a rectangle, joins add
    /// their round, bevel or miter piece and open ends their caps, all wound the same way so they
    /// fill as one area. Dashes are not applied (the whole line is outlined).
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let half = style.lineWidth / 2
        var outline = Path()
        guard half > 0 else { return outline }
        for (points, closed) in polylines() {
            outline.addStrokeOutline(points, closed: closed, half: half, style: style)
        }
        return outline
    }

    /// Each subpath as points (curves split into sixteen lines), with whether it was closed.
    func polylines() -> [(points: [CGPoint], closed: Bool)] {
        var result: [(points: [CGPoint], closed: Bool)] = []
        var points: [CGPoint] = []
        func finish(closed: Bool) {
            if !points.isEmpty { result.append((points, closed)) }
            points = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                points = [p]
            case .line(let p):
                points.append(p)
            case .quadCurve(let end, let c):
                let start = points.last ?? end
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    points.append(CGPoint(x: u * u * start.x + 2 * u * t * c.x + t * t * end.x, y: u * u * start.y + 2 * u * t * c.y + t * t * end.y))
                }
            case .curve(let end, let c1, let c2):
                let start = points.last ?? end
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    points.append(CGPoint(
                        x: a * start.x + b * c1.x + c * c2.x + d * end.x, y: a * start.y + b * c1.y + c * c2.y + d * end.y))
                }
            case .closeSubpath:
                let first = points.first
                finish(closed: true)
                if let first { points = [first] }
            }
        }
        if points.count > 1 { finish(closed: false) }
        return result
    }

    /// A closed polygon, wound as `addEllipse` winds (positive signed area in these coordinates).
    private mutating func addWoundPolygon(_ polygon: [CGPoint]) {
        guard polygon.count > 2 else { return }
        var area: CGFloat = 0
        for index in polygon.indices {
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            area += a.x * b.y - b.x * a.y
        }
        guard area != 0 else { return }
        let ordered = area > 0 ? polygon : polygon.reversed()
        move(to: ordered[0])
        for point in ordered.dropFirst() { addLine(to: point) }
        closeSubpath()
    }

    private mutating func addDisc(at point: CGPoint, radius: CGFloat) {
        addEllipse(in: CGRect(x: point.x - radius, y: point.y - radius, width: 2 * radius, height: 2 * radius))
    }

    private mutating func addStrokeOutline(_ raw: [CGPoint], closed: Bool, half: CGFloat, style: StrokeStyle) {
        var points: [CGPoint] = []
        for point in raw where points.last.map({ $0 != point }) ?? true { points.append(point) }
        if closed, points.count > 1, points.first == points.last { points.removeLast() }
        guard points.count > 1 else {
            if let point = points.first {
                switch style.lineCap {
                case .round: addDisc(at: point, radius: half)
                case .square: addRect(CGRect(x: point.x - half, y: point.y - half, width: 2 * half, height: 2 * half))
                default: break
                }
            }
            return
        }
        var segments: [(a: CGPoint, b: CGPoint, normal: CGPoint, direction: CGPoint)] = []
        let count = closed ? points.count : points.count - 1
        for index in 0..<count {
            let a = points[index], b = points[(index + 1) % points.count]
            let dx = b.x - a.x, dy = b.y - a.y, length = (dx * dx + dy * dy).squareRoot()
            let direction = CGPoint(x: dx / length, y: dy / length)
            let normal = CGPoint(x: -direction.y * half, y: direction.x * half)
            segments.append((a, b, normal, direction))
            addWoundPolygon([
                CGPoint(x: a.x + normal.x, y: a.y + normal.y), CGPoint(x: b.x + normal.x, y: b.y + normal.y),
                CGPoint(x: b.x - normal.x, y: b.y - normal.y), CGPoint(x: a.x - normal.x, y: a.y - normal.y),
            ])
        }
        // Joins: between consecutive segments (and around the start of a closed subpath).
        let joins = closed ? Array(segments.indices) : Array(segments.indices.dropFirst())
        for index in joins {
            let previous = segments[(index + segments.count - 1) % segments.count], next = segments[index]
            let vertex = next.a
            if style.lineJoin == .round {
                addDisc(at: vertex, radius: half)
                continue
            }
            for side: CGFloat in [1, -1] {
                let n1 = CGPoint(x: previous.normal.x * side, y: previous.normal.y * side)
                let n2 = CGPoint(x: next.normal.x * side, y: next.normal.y * side)
                let p1 = CGPoint(x: vertex.x + n1.x, y: vertex.y + n1.y), p2 = CGPoint(x: vertex.x + n2.x, y: vertex.y + n2.y)
                let sum = CGPoint(x: n1.x + n2.x, y: n1.y + n2.y)
                let dot = sum.x * n1.x + sum.y * n1.y
                if style.lineJoin == .miter, dot > 0 {
                    let scale = half * half / dot
                    let miter = CGPoint(x: sum.x * scale, y: sum.y * scale)
                    if (miter.x * miter.x + miter.y * miter.y).squareRoot() <= style.miterLimit * half {
                        addWoundPolygon([vertex, p1, CGPoint(x: vertex.x + miter.x, y: vertex.y + miter.y), p2])
                        continue
                    }
                }
                addWoundPolygon([vertex, p1, p2])
            }
        }
        guard !closed, let first = segments.first, let last = segments.last else { return }
        switch style.lineCap {
        case .round:
            addDisc(at: first.a, radius: half)
            addDisc(at: last.b, radius: half)
        case .square:
            for (point, normal, out) in [
                (first.a, first.normal, CGPoint(x: -first.direction.x * half, y: -first.direction.y * half)),
                (last.b, last.normal, CGPoint(x: last.direction.x * half, y: last.direction.y * half)),
            ] {
                addWoundPolygon([
                    CGPoint(x: point.x + normal.x, y: point.y + normal.y), CGPoint(x: point.x + normal.x + out.x, y: point.y + normal.y + out.y),
                    CGPoint(x: point.x - normal.x + out.x, y: point.y - normal.y + out.y), CGPoint(x: point.x - normal.x, y: point.y - normal.y),
                ])
            }
        default:
            break
        }
    }
}
