import Foundation
import WidgetryCoreGraphics

extension Path {
    /// A path holding a Core Graphics path's elements (as widget code wraps paths built with
    /// `CGMutablePath`).
    public init(_ path: CGPath) {
        self.init()
        path.applyWithBlock { element in
            let points = element.pointee.points
            switch element.pointee.type {
            case .moveToPoint: move(to: points[0])
            case .addLineToPoint: addLine(to: points[0])
            case .addQuadCurveToPoint: addQuadCurve(to: points[1], control: points[0])
            case .addCurveToPoint: addCurve(to: points[2], control1: points[0], control2: points[1])
            case .closeSubpath: closeSubpath()
            }
        }
    }

    /// The path as a Core Graphics path.
    public var cgPath: CGPath {
        let path = CGMutablePath()
        for element in elements {
            switch element {
            case .move(let p): path.move(to: p)
            case .line(let p): path.addLine(to: p)
            case .quadCurve(let p, let c): path.addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): path.addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: path.closeSubpath()
            }
        }
        return path
    }
}
