import Foundation

/// SVG path data of a line through points by an interpolation method, in the 1000 × 1000 box
/// the archive's paths are drawn in. Uniform Catmull-Rom and cardinal splines, monotone cubics
/// (Fritsch–Carlson, along x) and steps are affine-invariant, so the curve stretched to the
/// plot is the curve of the stretched points.
struct CurvePath {
    static let box = 1000.0

    private(set) var data = ""

    /// Moves to the first point and draws through the rest.
    mutating func line(through points: [(Double, Double)], method: InterpolationMethod.Storage, continuing: Bool = false) {
        guard let first = points.first else { return }
        append(continuing ? "L" : "M", first)
        guard points.count > 1 else { return }
        switch method {
        case .linear:
            for point in points.dropFirst() { append("L", point) }
        case .stepStart, .stepEnd, .stepCenter:
            for (a, b) in zip(points, points.dropFirst()) {
                switch method {
                case .stepStart:
                    append("L", (a.0, b.1))
                case .stepEnd:
                    append("L", (b.0, a.1))
                default:
                    let middle = (a.0 + b.0) / 2
                    append("L", (middle, a.1))
                    append("L", (middle, b.1))
                }
                append("L", b)
            }
        case .catmullRom, .cardinal:
            var tension = 0.0
            if case .cardinal(let value) = method { tension = value }
            let scale = (1 - tension) / 6
            for index in 0..<(points.count - 1) {
                let p0 = points[max(index - 1, 0)], p1 = points[index], p2 = points[index + 1], p3 = points[min(index + 2, points.count - 1)]
                let c1 = (p1.0 + (p2.0 - p0.0) * scale, p1.1 + (p2.1 - p0.1) * scale)
                let c2 = (p2.0 - (p3.0 - p1.0) * scale, p2.1 - (p3.1 - p1.1) * scale)
                cubic(c1, c2, p2)
            }
        case .monotone:
            let tangents = Self.monotoneTangents(points)
            for index in 0..<(points.count - 1) {
                let p1 = points[index], p2 = points[index + 1]
                let dx = (p2.0 - p1.0) / 3
                cubic((p1.0 + dx, p1.1 + tangents[index] * dx), (p2.0 - dx, p2.1 - tangents[index + 1] * dx), p2)
            }
        }
    }

    mutating func close() { data += "Z" }

    /// Fritsch–Carlson tangents: a curve that does not overshoot between its points.
    static func monotoneTangents(_ points: [(Double, Double)]) -> [Double] {
        let count = points.count
        var slopes = [Double](repeating: 0, count: max(count - 1, 0))
        for index in 0..<(count - 1) {
            let dx = points[index + 1].0 - points[index].0
            slopes[index] = dx == 0 ? 0 : (points[index + 1].1 - points[index].1) / dx
        }
        var tangents = [Double](repeating: 0, count: count)
        tangents[0] = slopes.first ?? 0
        tangents[count - 1] = slopes.last ?? 0
        if count > 2 {
            for index in 1..<(count - 1) {
                let a = slopes[index - 1], b = slopes[index]
                tangents[index] = a * b <= 0 ? 0 : (a + b) / 2
            }
        }
        for index in 0..<(count - 1) where slopes[index] == 0 {
            tangents[index] = 0
            tangents[index + 1] = 0
        }
        for index in 0..<(count - 1) where slopes[index] != 0 {
            let alpha = tangents[index] / slopes[index], beta = tangents[index + 1] / slopes[index]
            let length = alpha * alpha + beta * beta
            if length > 9 {
                let tau = 3 / length.squareRoot()
                tangents[index] = tau * alpha * slopes[index]
                tangents[index + 1] = tau * beta * slopes[index]
            }
        }
        return tangents
    }

    private mutating func cubic(_ c1: (Double, Double), _ c2: (Double, Double), _ end: (Double, Double)) {
        data += "C"
        coordinate(c1)
        data += " "
        coordinate(c2)
        data += " "
        coordinate(end)
    }

    private mutating func append(_ command: String, _ point: (Double, Double)) {
        data += command
        coordinate(point)
    }

    /// A unit point in the box, to a tenth.
    private mutating func coordinate(_ point: (Double, Double)) {
        data += Self.number(point.0 * Self.box) + "," + Self.number(point.1 * Self.box)
    }

    static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }
}
