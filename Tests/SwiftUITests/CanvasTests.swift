import Foundation
import SwiftUI
import Testing
import WidgetryWire

// `Canvas` and `GraphicsContext`: the drawing recorded into the archive at evaluation.

@MainActor @Suite struct CanvasTests {
    /// A widget-sized archive, so the canvas is offered the content area (170 less 2×16).
    func canvasNode<V: View>(_ view: V) -> ViewNode {
        let archive = makeWidgetArchive(
            view, family: "systemSmall", size: ArchiveSize(width: 170, height: 170), entryDate: referenceDate,
            environment: testEnvironment(), contentMargins: EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
        return archive.root.first(.canvas)!
    }

    @Test func theRendererIsCalledWithTheOfferedSizeAndRecordsPaths() {
        var seen = CGSize.zero
        let node = canvasNode(Canvas { context, size in
            seen = size
            context.fill(Path(CGRect(x: 0, y: 0, width: size.width, height: 10)), with: .color(.red))
            context.stroke(
                Path(ellipseIn: CGRect(x: 10, y: 20, width: 30, height: 30)), with: .foreground,
                style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .bevel, dash: [3, 1], dashPhase: 1))
            context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.blue), style: FillStyle(eoFill: true))
        }.padding(5))
        #expect(seen == CGSize(width: 128, height: 128))
        let canvas = node.canvas!
        #expect(canvas.width == 128 && canvas.height == 128)
        #expect(canvas.operations.map(\.kind) == [.fill, .stroke, .fill])
        #expect(canvas.operations[0].path == "M0 0 L128 0 L128 10 L0 10 Z")
        #expect(canvas.operations[0].paint?.name == "red" && canvas.operations[0].transform == nil)
        #expect(canvas.operations[1].stroke == CanvasStroke(lineWidth: 2, lineCap: .round, lineJoin: .bevel, miterLimit: 10, dash: [3, 1], dashPhase: 1))
        #expect(canvas.operations[1].paint?.color == RGBAColor(red: 0, green: 0, blue: 0))
        #expect(canvas.operations[2].evenOdd == true)
        // A canvas takes all the space offered, as a GeometryReader.
        #expect(node.modifiers.first?.frame?.maxWidth == .infinity)
    }

    @Test func transformsOpacityBlendModesAndClipsApplyToLaterDrawing() {
        let node = canvasNode(Canvas { context, size in
            var moved = context
            moved.translateBy(x: 10, y: 20)
            moved.scaleBy(x: 2, y: 2)
            moved.opacity = 0.5
            moved.blendMode = .multiply
            moved.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.green))
            context.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)), options: .inverse)
            context.rotate(by: .degrees(90))
            context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.green))
            context.drawLayer { layer in
                layer.clip(to: Path(CGRect(x: 0, y: 0, width: 5, height: 5)), style: FillStyle(eoFill: true))
                layer.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 2)), with: .color(.green))
            }
            context.fill(Path(CGRect(x: 0, y: 0, width: 3, height: 3)), with: .color(.green))
        })
        let operations = node.canvas!.operations
        // A point (1, 1) of the moved context lands at (12, 22): scaled, then translated.
        #expect(operations[0].transform == [2, 0, 0, 2, 10, 20])
        #expect(operations[0].opacity == 0.5 && operations[0].blendMode == .multiply && operations[0].clips == nil)
        // The copy's changes stayed in the copy.
        #expect(operations[1].opacity == nil && operations[1].blendMode == nil)
        let rotation = operations[1].transform!
        #expect(abs(rotation[0]) < 1e-9 && rotation[1] == 1 && rotation[2] == -1 && abs(rotation[3]) < 1e-9)
        #expect(operations[1].clips == [0])
        #expect(operations[2].clips == [0, 1])
        #expect(operations[3].clips == [0])
        let clips = node.canvas!.clips
        #expect(clips[0].inverse == true && clips[0].transform == nil)
        #expect(clips[1].evenOdd == true && clips[1].transform == rotation)
    }

    /// Filters apply to what the context (and its copies) draws after them.
    @Test func filtersApplyToLaterDrawing() {
        let node = canvasNode(Canvas { context, _ in
            let dot = Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4))
            context.fill(dot, with: .color(.red))
            context.addFilter(.shadow(color: .black, radius: 3, x: 1, y: 2))
            var blurred = context
            blurred.addFilter(.blur(radius: 2))
            blurred.addFilter(.colorInvert())
            blurred.fill(dot, with: .color(.red))
            context.fill(dot, with: .color(.red))
        })
        let operations = node.canvas!.operations
        #expect(operations[0].filters == nil)
        #expect(operations[1].filters?.map(\.kind) == [.shadow, .blur, .colorEffect])
        let shadow: (radius: Double, y: Double)? = if case .shadow(_, let radius, _, let y)? = operations[1].filters?.first { (radius, y) } else { nil }
        #expect(shadow?.radius == 3 && shadow?.y == 2)
        #expect(operations[1].filters?[2] == .colorEffect(.colorInvert(amount: 1)))
        #expect(operations[2].filters?.map(\.kind) == [.shadow])
    }

    @Test func gradientShadingsAreInTheContextsCoordinates() {
        let gradient = Gradient(colors: [.red, .blue])
        let node = canvasNode(Canvas { context, size in
            let square = Path(CGRect(x: 0, y: 0, width: 50, height: 50))
            context.fill(square, with: .linearGradient(gradient, startPoint: .zero, endPoint: CGPoint(x: 50, y: 0)))
            context.fill(square, with: .radialGradient(gradient, center: CGPoint(x: 25, y: 25), startRadius: 5, endRadius: 25))
            context.fill(square, with: .conicGradient(gradient, center: CGPoint(x: 25, y: 25), angle: .degrees(90)))
            context.fill(square, with: .style(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)))
        })
        let operations = node.canvas!.operations
        #expect(operations[0].paint?.kind == .linearGradient && operations[0].userSpace == true)
        #expect(operations[0].paint?.endPoint == ArchivePoint(x: 50, y: 0))
        #expect(operations[1].paint?.center == ArchivePoint(x: 25, y: 25) && operations[1].paint?.startRadius == 5 && operations[1].paint?.endRadius == 25)
        #expect(operations[2].paint?.kind == .angularGradient && operations[2].paint?.startAngle == 90)
        #expect(operations[3].userSpace == nil && operations[3].paint?.endPoint == ArchivePoint(x: 0.5, y: 1))
    }

    /// Texts and images are the canvas's children, evaluated in its environment and redacted
    /// like any other; operations place them.
    @Test func textsAndImagesAreChildViews() {
        var measured = CGSize.zero
        let node = canvasNode(Canvas { context, size in
            context.draw(Text("Peak").bold(), at: CGPoint(x: 20, y: 30), anchor: .bottom)
            context.draw(Image(systemName: "sun.max"), in: CGRect(x: 0, y: 0, width: 16, height: 16))
            var resolved = context.resolve(Text("Low"))
            resolved.shading = .color(.blue)
            measured = resolved.measure(in: size)
            context.draw(resolved, in: CGRect(x: 40, y: 40, width: 60, height: 20))
            #expect(context.resolve(Image(systemName: "moon")).size == CGSize(width: 17, height: 17))
        }
        .font(.body)
        .redacted(reason: .placeholder))
        #expect(node.children.map(\.kind) == [.text, .image, .text])
        #expect(node.children.map(\.id) == ["r.0", "r.1", "r.2"].map { node.id + $0.dropFirst(1) })
        #expect(node.children[0].plainText == "Peak" && node.children[0].redactionReasons == [.placeholder])
        #expect(node.children[1].image?.systemName == "sun.max" && node.children[1].image?.resizable == true)
        #expect(node.children[2].text?.runs[0].color?.color == RGBAColor(red: 0, green: 122 / 255, blue: 1))
        let operations = node.canvas!.operations
        #expect(operations[0].kind == .drawAt && operations[0].child == 0 && operations[0].x == 20 && operations[0].y == 30)
        #expect(operations[0].anchor == ArchivePoint(x: 0.5, y: 1))
        #expect(operations[1].kind == .drawIn && operations[1].child == 1 && operations[1].width == 16)
        #expect(operations[2].child == 2 && operations[2].x == 40)
        // "Low" in the page's font (Inter) at 17 points: advances of 1,584, 1,680 and 2,288
        // units of 2,816 to the em make 33.5 points; body's line is 22 points.
        #expect(measured == CGSize(width: 34, height: 22))
    }

    @Test func affineTransformsComposeAndInvert() {
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 3)
        // Scale first, then translate.
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 3))
        #expect(CGPoint(x: 12, y: 3).applying(t.inverted()) == CGPoint(x: 1, y: 1))
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        let p = CGPoint(x: 1, y: 0).applying(quarter)
        #expect(abs(p.x) < 1e-9 && abs(p.y - 1) < 1e-9)
        #expect(CGAffineTransform.identity.isIdentity && !t.isIdentity)
        #expect(CGRect(x: 0, y: 0, width: 2, height: 1).applying(quarter).width.rounded() == 1)
        let moved = Path(CGRect(x: 0, y: 0, width: 4, height: 2)).offsetBy(dx: 1, dy: 1)
        #expect(moved.boundingRect == CGRect(x: 1, y: 1, width: 4, height: 2))
        var combined = Path()
        combined.addPath(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), transform: CGAffineTransform(scaleX: 3, y: 3))
        #expect(combined.boundingRect == CGRect(x: 0, y: 0, width: 3, height: 3))
    }
}
