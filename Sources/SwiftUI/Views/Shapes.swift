import Foundation
import WidgetryWire

/// A 2D shape that is also a view (filled with the foreground style unless filled or stroked).
///
/// Built-in shapes are archived by kind; a custom shape is archived as the path its
/// `path(in:)` draws in a 100×100 reference rectangle, scaled by renderers to the frame.
public nonisolated protocol Shape: Sendable, View {
    func path(in rect: CGRect) -> Path
}

extension Shape {
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }
}

/// A shape that can be inset by an amount (for `strokeBorder`).
public nonisolated protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

/// Shapes whose geometry the archive names (rather than tracing their path).
package protocol ArchivableShape {
    var shapeArchive: ShapeArchive { get }
}

/// The size of the rectangle custom shapes are traced in.
let referenceShapeSize: CGFloat = 100

/// The archive geometry of any shape.
func archiveGeometry<S: Shape>(of shape: S) -> ShapeArchive {
    if let known = shape as? any ArchivableShape { return known.shapeArchive }
    var archive = ShapeArchive(type: .path)
    let path = shape.path(in: CGRect(x: 0, y: 0, width: referenceShapeSize, height: referenceShapeSize))
    archive.path = PathArchive(width: Double(referenceShapeSize), height: Double(referenceShapeSize), data: path.svgData)
    return archive
}

/// How corners of rounded rectangles are drawn.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
    var archive: ShapeArchive.CornerStyle { self == .circular ? .circular : .continuous }
}

public nonisolated struct Rectangle: InsettableShape, ArchivableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Rectangle {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
    package var shapeArchive: ShapeArchive {
        var archive = ShapeArchive(type: .rectangle)
        if insetAmount != 0 { archive.inset = Double(insetAmount) }
        return archive
    }
}

public nonisolated struct RoundedRectangle: InsettableShape, ArchivableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect.insetBy(dx: insetAmount, dy: insetAmount), cornerSize: cornerSize, style: style)
    }
    public func inset(by amount: CGFloat) -> RoundedRectangle {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
    package var shapeArchive: ShapeArchive {
        var archive = ShapeArchive(type: .roundedRectangle, cornerRadius: Double(cornerSize.width), cornerStyle: style.archive)
        if cornerSize.height != cornerSize.width { archive.cornerHeight = Double(cornerSize.height) }
        if insetAmount != 0 { archive.inset = Double(insetAmount) }
        return archive
    }
}

public nonisolated struct Circle: InsettableShape, ArchivableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height) - 2 * insetAmount
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    public func inset(by amount: CGFloat) -> Circle {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
    package var shapeArchive: ShapeArchive {
        var archive = ShapeArchive(type: .circle)
        if insetAmount != 0 { archive.inset = Double(insetAmount) }
        return archive
    }
}

public nonisolated struct Ellipse: InsettableShape, ArchivableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Ellipse {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
    package var shapeArchive: ShapeArchive {
        var archive = ShapeArchive(type: .ellipse)
        if insetAmount != 0 { archive.inset = Double(insetAmount) }
        return archive
    }
}

public nonisolated struct Capsule: InsettableShape, ArchivableShape {
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        let rect = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerSize: CGSize(width: radius, height: radius), style: style)
    }
    public func inset(by amount: CGFloat) -> Capsule {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
    package var shapeArchive: ShapeArchive {
        var archive = ShapeArchive(type: .capsule, cornerStyle: style.archive)
        if insetAmount != 0 { archive.inset = Double(insetAmount) }
        return archive
    }
}

/// The shape of the container the view is in (the widget's rounded corners), inset to the view.
public nonisolated struct ContainerRelativeShape: InsettableShape, ArchivableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> ContainerRelativeShape {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
    package var shapeArchive: ShapeArchive {
        var archive = ShapeArchive(type: .containerRelative)
        if insetAmount != 0 { archive.inset = Double(insetAmount) }
        return archive
    }
}

/// The radii of a rectangle's four corners (`UnevenRoundedRectangle`).
public nonisolated struct RectangleCornerRadii: Equatable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners each have their own radius (a card with only its top corners
/// rounded). Archived by its radii; renderers draw it with per-corner CSS radii.
public nonisolated struct UnevenRoundedRectangle: InsettableShape, ArchivableShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
                topTrailing: topTrailingRadius),
            style: style)
    }

    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect.insetBy(dx: insetAmount, dy: insetAmount), cornerRadii: cornerRadii, style: style)
    }

    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
        var shape = self
        shape.insetAmount += amount
        return shape
    }

    package var shapeArchive: ShapeArchive {
        var archive = ShapeArchive(type: .unevenRoundedRectangle, cornerStyle: style.archive)
        archive.cornerRadii = CornerRadiiArchive(
            topLeading: Double(cornerRadii.topLeading), bottomLeading: Double(cornerRadii.bottomLeading),
            bottomTrailing: Double(cornerRadii.bottomTrailing), topTrailing: Double(cornerRadii.topTrailing))
        if insetAmount != 0 { archive.inset = Double(insetAmount) }
        return archive
    }
}

extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}
extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}
extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius, bottomTrailingRadius: bottomTrailingRadius,
            topTrailingRadius: topTrailingRadius, style: style)
    }
}
extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}
extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
}
extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
extension Shape where Self == ContainerRelativeShape {
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

// MARK: - Trimmed shapes

/// A part of a shape's outline (`trim(from:to:)`), for progress rings.
public nonisolated struct _TrimmedShape<Content: Shape>: Shape, ArchivableShape {
    let shape: Content
    let from: CGFloat
    let to: CGFloat
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
    package var shapeArchive: ShapeArchive {
        var archive = archiveGeometry(of: shape)
        archive.trimFrom = Double(from)
        archive.trimTo = Double(to)
        return archive
    }
}

extension Shape {
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, from: startFraction, to: endFraction)
    }
}

// MARK: - Fill and stroke

/// How a path is filled.
public struct FillStyle: Equatable, Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// Line ends (CoreGraphics' `CGLineCap`).
public enum CGLineCap: Int32, Hashable, Sendable {
    case butt, round, square
}

/// Line joins (CoreGraphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Hashable, Sendable {
    case miter, round, bevel
}

/// How a path is stroked.
extension StrokeStyle {
    /// The line as the archive keeps it (a canvas's strokes, a chart's lines).
    package var canvasStroke: CanvasStroke {
        CanvasStroke(
            lineWidth: Double(lineWidth), lineCap: lineCap.archive, lineJoin: lineJoin.archive,
            miterLimit: Double(miterLimit), dash: dash.isEmpty ? nil : dash.map(Double.init),
            dashPhase: dashPhase == 0 ? nil : Double(dashPhase))
    }
}

public struct StrokeStyle: Equatable, Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    func archive(paint: PaintArchive, inside: Bool) -> StrokeArchive {
        StrokeArchive(
            paint: paint, lineWidth: Double(lineWidth), inside: inside, dash: dash.isEmpty ? nil : dash.map(Double.init),
            lineCap: lineCap == .butt ? nil : (lineCap == .round ? .round : .square))
    }
}

/// A shape filled with a style.
public nonisolated struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle

    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    public typealias Body = Never
    public var body: Never { fatalError("_ShapeView has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        var archive = archiveGeometry(of: shape)
        archive.fill = scope.paint(style)
        return [scope.node(.shape(archive))]
    }
}

/// A shape's outline stroked with a style (inside the shape for `strokeBorder`).
public nonisolated struct _StrokedShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    let shape: Content
    let style: Style
    let strokeStyle: StrokeStyle
    let inside: Bool

    public typealias Body = Never
    public var body: Never { fatalError("_StrokedShapeView has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        var archive = archiveGeometry(of: shape)
        archive.stroke = strokeStyle.archive(paint: scope.paint(style), inside: inside)
        return [scope.node(.shape(archive))]
    }
}

extension Shape {
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _StrokedShapeView<Self, S> {
        _StrokedShapeView(shape: self, style: content, strokeStyle: StrokeStyle(lineWidth: lineWidth), inside: false)
    }

    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _StrokedShapeView<Self, S> {
        _StrokedShapeView(shape: self, style: content, strokeStyle: style, inside: false)
    }

    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool) -> _StrokedShapeView<Self, S> {
        stroke(content, lineWidth: lineWidth)
    }

    /// The outline in the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShapeView<Self, ForegroundStyle> {
        stroke(ForegroundStyle(), lineWidth: lineWidth)
    }

    public func stroke(style: StrokeStyle) -> _StrokedShapeView<Self, ForegroundStyle> {
        stroke(ForegroundStyle(), style: style)
    }
}

extension InsettableShape {
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _StrokedShapeView<Self, S> {
        _StrokedShapeView(shape: self, style: content, strokeStyle: StrokeStyle(lineWidth: lineWidth), inside: true)
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> _StrokedShapeView<Self, S> {
        _StrokedShapeView(shape: self, style: content, strokeStyle: style, inside: true)
    }
}
