// docs/compatibility.md's CoreGraphics rows, each used as widget and shared app code uses it.
import CoreGraphics
import Foundation

let coreGraphicsChecks: [String: Any] = [
    "CGFloat": { (rect: CGRect) -> CGFloat in rect.insetBy(dx: 4, dy: 4).width + CGPoint(x: 1, y: 2).x + CGSize(width: 3, height: 4).height } as Any,
    "CGAffineTransform": CGAffineTransform(rotationAngle: .pi / 4).scaledBy(x: 2, y: 2).translatedBy(x: 10, y: 0).inverted(),
    "CGColor": { () -> [CGFloat] in
        let color = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        let gray = CGColor(gray: 0.5, alpha: 1).copy(alpha: 0.5)
        let p3 = color.converted(to: CGColorSpace(name: CGColorSpace.displayP3)!, intent: .defaultIntent, options: nil)
        return (color.components ?? []) + [color.alpha, gray?.alpha ?? 0, CGFloat(p3?.numberOfComponents ?? 0)]
    } as Any,
    "CGColorSpace": [CGColorSpaceCreateDeviceRGB(), CGColorSpace(name: CGColorSpace.sRGB)!, CGColorSpaceCreateDeviceGray()],
    "CGImage": { (image: CGImage) in [image.width, image.height, image.bytesPerRow] } as Any,
    "CGContext": { (context: CGContext) in
        context.saveGState()
        context.setFillColor(CGColor(gray: 0, alpha: 1))
        context.translateBy(x: 10, y: 10)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        context.restoreGState()
    } as Any,
    "CGPath": { () -> [CGRect] in
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 40, y: 10))
        path.addArc(center: CGPoint(x: 40, y: 40), radius: 30, startAngle: -.pi / 2, endAngle: 0, clockwise: false)
        path.addQuadCurve(to: CGPoint(x: 10, y: 70), control: CGPoint(x: 40, y: 70))
        path.closeSubpath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 4))
        path.addRect(CGRect(x: 1, y: 1, width: 2, height: 2))
        let ring: CGPath = path
        return [ring.boundingBox, ring.boundingBoxOfPath, CGPath(rect: .zero, transform: nil).boundingBox]
    } as Any,
    "CGDataProvider": { () -> CGImage? in
        let pixels = Data([255, 0, 0, 255, 0, 0, 255, 128])
        guard let provider = CGDataProvider(data: pixels as NSData) else { return nil }
        let info = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)
        return CGImage(
            width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: info, provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    } as Any,
]
