// CoreGraphics paths as widget code builds them: bounding boxes, arcs, and SwiftUI's bridges.
import CoreGraphics
import Foundation
import SwiftUI
import Testing

@Suite struct CGPathTests {
    @Test func aRectangleAndAnEllipseBoundTheirRectangles() {
        let path = CGMutablePath()
        #expect(path.isEmpty)
        #expect(path.boundingBox.isNull)
        path.addRect(CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.boundingBox == CGRect(x: 10, y: 20, width: 30, height: 40))
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 40, height: 60))
        #expect(!path.isEmpty)
    }

    @Test func aQuarterArcIsBoundedByItsEndsNotItsControlPoints() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 100, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let tight = path.boundingBoxOfPath
        #expect(abs(tight.minX) < 1e-9 && abs(tight.minY) < 1e-9)
        #expect(abs(tight.maxX - 100) < 1e-9 && abs(tight.maxY - 100) < 1e-9)
        // The curve's control points stand out past the arc on neither axis for a quarter turn,
        // but the control-point box and the tight box still agree on the ends.
        #expect(path.boundingBox.contains(tight))
        #expect(abs(path.currentPoint.x) < 1e-9 && abs(path.currentPoint.y - 100) < 1e-9)
    }

    @Test func aCurveBulgingPastItsEndsIsBoundedAtItsExtreme() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        #expect(path.boundingBox.height == 100)
        #expect(abs(path.boundingBoxOfPath.height - 50) < 1e-9)
    }

    @Test func aFullCircleArcContainsItsCentre() {
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        path.closeSubpath()
        #expect(path.contains(CGPoint(x: 50, y: 50)))
        #expect(!path.contains(CGPoint(x: 80, y: 50)))
        let box = path.boundingBoxOfPath
        #expect(abs(box.minX - 30) < 1e-9 && abs(box.maxX - 70) < 1e-9)
    }

    @Test func swiftUIPathsConvertBothWays() {
        let cg = CGMutablePath()
        cg.move(to: CGPoint(x: 1, y: 2))
        cg.addLine(to: CGPoint(x: 5, y: 2))
        cg.addCurve(to: CGPoint(x: 9, y: 9), control1: CGPoint(x: 6, y: 3), control2: CGPoint(x: 8, y: 4))
        cg.closeSubpath()
        let path = Path(cg)
        #expect(path.boundingRect == cg.boundingBox)
        #expect(path.cgPath == cg)
    }

    @Test func aStrokedLineIsFilledAcrossItsWidth() {
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 100, y: 0))
        let butt = line.strokedPath(StrokeStyle(lineWidth: 10))
        #expect(butt.boundingRect == CGRect(x: 0, y: -5, width: 100, height: 10))
        let square = line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .square))
        #expect(square.boundingRect == CGRect(x: -5, y: -5, width: 110, height: 10))
        #expect(Path().strokedPath(StrokeStyle(lineWidth: 10)).isEmpty)
    }

    @Test func pixelsThroughADataProviderMakeAnImage() throws {
        let pixels = Data([255, 0, 0, 255, 0, 0, 255, 128, 0, 255, 0, 255])
        let provider = try #require(CGDataProvider(data: pixels as NSData))
        let image = try #require(
            CGImage(
                width: 3, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 12, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue), provider: provider, decode: nil,
                shouldInterpolate: true, intent: .defaultIntent))
        #expect(image.width == 3 && image.height == 1)
        let short = CGDataProvider(data: Data([1, 2, 3]) as NSData)!
        #expect(
            CGImage(
                width: 3, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 12, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast), provider: short, decode: nil, shouldInterpolate: true, intent: .defaultIntent) == nil)
    }
}
