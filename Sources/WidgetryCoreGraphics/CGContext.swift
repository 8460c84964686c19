import Foundation

/// A drawing destination, as CoreGraphics' `CGContext` inside `UIGraphicsImageRenderer`: it
/// records what is drawn — rectangles and ellipses filled with colours, images drawn into
/// rectangles — in its user space (translations and scales applied). The renderer makes the
/// image from the record: an image drawn into it keeps its bytes at the renderer's size; fills
/// alone are painted into a PNG.
public final class CGContext: @unchecked Sendable {
    /// One drawing operation, in the context's coordinates (points from the top left).
    package enum Operation {
        case fill(CGRect, CGColor, ellipse: Bool)
        case clear(CGRect)
        /// An image (a `CGImage`, or a UIKit image the renderer knows) drawn into a rectangle.
        case image(AnyObject, CGRect)
    }

    package private(set) var operations: [Operation] = []
    private var state = State()
    private var saved: [State] = []

    private struct State {
        var fill = CGColor(gray: 0, alpha: 1)
        var stroke = CGColor(gray: 0, alpha: 1)
        var lineWidth: CGFloat = 1
        var alpha: CGFloat = 1
        var ctm = CGAffineTransform.identity
    }

    package init() {}

    public var interpolationQuality: CGInterpolationQuality = .default

    public func saveGState() { saved.append(state) }
    public func restoreGState() { if let last = saved.popLast() { state = last } }

    public func setFillColor(_ color: CGColor) { state.fill = color }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { state.fill = CGColor(red: red, green: green, blue: blue, alpha: alpha) }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fill = CGColor(gray: gray, alpha: alpha) }
    public func setStrokeColor(_ color: CGColor) { state.stroke = color }
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha }

    public func translateBy(x: CGFloat, y: CGFloat) { state.ctm = CGAffineTransform(translationX: x, y: y).concatenating(state.ctm) }
    public func scaleBy(x: CGFloat, y: CGFloat) { state.ctm = CGAffineTransform(scaleX: x, y: y).concatenating(state.ctm) }
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }
    public var ctm: CGAffineTransform { state.ctm }

    private var fillColor: CGColor {
        state.alpha == 1 ? state.fill : state.fill.copy(alpha: state.fill.alpha * state.alpha) ?? state.fill
    }

    public func fill(_ rect: CGRect) { operations.append(.fill(rect.applying(state.ctm), fillColor, ellipse: false)) }
    public func fill(_ rects: [CGRect]) { rects.forEach { fill($0) } }
    public func fillEllipse(in rect: CGRect) { operations.append(.fill(rect.applying(state.ctm), fillColor, ellipse: true)) }
    public func clear(_ rect: CGRect) { operations.append(.clear(rect.applying(state.ctm))) }

    /// Strokes the rectangle's outline as four filled bands of the line width.
    public func stroke(_ rect: CGRect) {
        let w = state.lineWidth, half = w / 2
        let color = state.stroke
        for band in [
            CGRect(x: rect.minX - half, y: rect.minY - half, width: rect.width + w, height: w),
            CGRect(x: rect.minX - half, y: rect.maxY - half, width: rect.width + w, height: w),
            CGRect(x: rect.minX - half, y: rect.minY + half, width: w, height: rect.height - w),
            CGRect(x: rect.maxX - half, y: rect.minY + half, width: w, height: rect.height - w),
        ] {
            operations.append(.fill(band.applying(state.ctm), color, ellipse: false))
        }
    }

    public func draw(_ image: CGImage, in rect: CGRect) { operations.append(.image(image, rect.applying(state.ctm))) }

    /// Records another kind of image (UIKit's) drawn into `rect`.
    package func record(image: AnyObject, in rect: CGRect) { operations.append(.image(image, rect.applying(state.ctm))) }

    /// The recorded fills painted into RGBA pixels (`scale` pixels per point), encoded as PNG.
    package func paintedPNG(size: CGSize, scale: CGFloat) -> [UInt8] {
        let width = max(Int((size.width * scale).rounded(.up)), 1), height = max(Int((size.height * scale).rounded(.up)), 1)
        var pixels = [Double](repeating: 0, count: width * height * 4)  // premultiplied
        for operation in operations {
            let rect: CGRect, color: (Double, Double, Double, Double)?, ellipse: Bool
            switch operation {
            case .fill(let r, let c, let e):
                rect = r
                let rgba = c.extendedSRGB
                color = (min(max(rgba.red, 0), 1), min(max(rgba.green, 0), 1), min(max(rgba.blue, 0), 1), min(max(rgba.alpha, 0), 1))
                ellipse = e
            case .clear(let r): (rect, color, ellipse) = (r, nil, false)
            case .image: continue
            }
            let x0 = max(Int((rect.minX * scale).rounded()), 0), x1 = min(Int((rect.maxX * scale).rounded()), width)
            let y0 = max(Int((rect.minY * scale).rounded()), 0), y1 = min(Int((rect.maxY * scale).rounded()), height)
            guard x0 < x1, y0 < y1 else { continue }
            for y in y0..<y1 {
                for x in x0..<x1 {
                    if ellipse {
                        let dx = (Double(x) + 0.5) / Double(scale) - Double(rect.midX), dy = (Double(y) + 0.5) / Double(scale) - Double(rect.midY)
                        let rx = Double(rect.width) / 2, ry = Double(rect.height) / 2
                        guard dx * dx / (rx * rx) + dy * dy / (ry * ry) <= 1 else { continue }
                    }
                    let i = (y * width + x) * 4
                    guard let (r, g, b, a) = color else {
                        pixels[i] = 0; pixels[i + 1] = 0; pixels[i + 2] = 0; pixels[i + 3] = 0
                        continue
                    }
                    pixels[i] = r * a + pixels[i] * (1 - a)
                    pixels[i + 1] = g * a + pixels[i + 1] * (1 - a)
                    pixels[i + 2] = b * a + pixels[i + 2] * (1 - a)
                    pixels[i + 3] = a + pixels[i + 3] * (1 - a)
                }
            }
        }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let a = pixels[i + 3]
            guard a > 0 else { continue }
            for c in 0..<3 { bytes[i + c] = UInt8((min(pixels[i + c] / a, 1) * 255).rounded()) }
            bytes[i + 3] = UInt8((a * 255).rounded())
        }
        return PNGEncoder.encode(rgba: bytes, width: width, height: height)
    }
}

/// How smoothly images are scaled (`CGInterpolationQuality`); recorded.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default`, none, low, medium, high
}
