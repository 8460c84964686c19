import Foundation
import WidgetryCoreGraphics

extension Path {
    /// The path with every point transformed.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var path = self
        path.elements = elements.map { element in
            switch element {
            case .move(let p): .move(p.applying(transform))
            case .line(let p): .line(p.applying(transform))
            case .quadCurve(let p, let c): .quadCurve(p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2): .curve(p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: .closeSubpath
            }
        }
        path.transformCursor(transform)
        return path
    }

    /// The path moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// The rectangle holding every point of the path, control points included (Apple's is
    /// the tighter curve bounds; the two agree for lines, rectangles and circles' quadrants
    /// drawn as here).
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for point in points {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
