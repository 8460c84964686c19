/// What a `Canvas` drew: its operations in order, in the canvas's coordinates (points from
/// its top leading corner), for the size the canvas was given at evaluation.
///
/// Texts and images drawn into the canvas are the canvas node's children (evaluated as any
/// other `Text` or `Image`, so they are styled, redacted and kept ticking alike); operations
/// refer to them by index.
public struct CanvasArchive: Codable, Hashable, Sendable {
    /// The size the renderer closure was called with.
    public var width: Double
    public var height: Double
    public var operations: [CanvasOperation]
    /// Clip regions that operations refer to (`CanvasOperation.clips`), in order of creation.
    public var clips: [CanvasClip]

    public init(width: Double, height: Double, operations: [CanvasOperation] = [], clips: [CanvasClip] = []) {
        self.width = width
        self.height = height
        self.operations = operations
        self.clips = clips
    }
}

/// One drawing operation of a `GraphicsContext`.
public struct CanvasOperation: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Hashable, Sendable {
        /// `fill(_:with:style:)`: `path`, `paint`, `evenOdd`.
        case fill
        /// `stroke(_:with:style:)`: `path`, `paint`, `stroke`.
        case stroke
        /// `draw(_:at:anchor:)` of a text or image: the child `child` with its `anchor` point
        /// placed at `x`, `y`.
        case drawAt
        /// `draw(_:in:)` of a text or image: the child `child` laid out in the rectangle
        /// `x`, `y`, `width`, `height`.
        case drawIn
    }

    public var kind: Kind
    /// SVG path data, in the operation's own coordinates (before `transform`).
    public var path: String?
    /// The even-odd fill rule (`FillStyle(eoFill: true)`).
    public var evenOdd: Bool?
    /// The shading, resolved. Gradient points and radii are in the operation's coordinates
    /// when `userSpace` is true (`Shading.linearGradient(_:startPoint:endPoint:)`, …), unit
    /// points of the path's bounds otherwise (`.style(LinearGradient(…))`).
    public var paint: PaintArchive?
    public var userSpace: Bool?
    public var stroke: CanvasStroke?
    /// Index of the child drawn (`drawAt`, `drawIn`).
    public var child: Int?
    public var x: Double?
    public var y: Double?
    public var width: Double?
    public var height: Double?
    /// The unit point of the drawn view placed at `x`, `y` (`drawAt`).
    public var anchor: ArchivePoint?
    /// The context's transform, `[a, b, c, d, tx, ty]` as `CGAffineTransform`; nil is identity.
    public var transform: [Double]?
    /// The context's opacity, when below 1.
    public var opacity: Double?
    /// The context's blend mode, when not `normal`.
    public var blendMode: BlendMode?
    /// Indices in `CanvasArchive.clips` of the clips in force, outermost first.
    public var clips: [Int]?
    /// The context's filters (`addFilter`), first added first: modifiers of the kinds
    /// `shadow`, `blur`, `grayscale` and `colorEffect`, as the view modifiers of those names.
    public var filters: [ModifierArchive]?

    public init(kind: Kind) { self.kind = kind }

    /// `GraphicsContext.BlendMode`, in the order of its raw values.
    public enum BlendMode: String, Codable, Hashable, Sendable, CaseIterable {
        case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
        case difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut
        case sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
    }
}

/// A stroke's line (`StrokeStyle`).
public struct CanvasStroke: Codable, Hashable, Sendable {
    public var lineWidth: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: Double
    public var dash: [Double]?
    public var dashPhase: Double?

    public init(lineWidth: Double, lineCap: LineCap, lineJoin: LineJoin, miterLimit: Double, dash: [Double]? = nil, dashPhase: Double? = nil) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// A region operations are clipped to (`GraphicsContext.clip(to:style:options:)`).
public struct CanvasClip: Codable, Hashable, Sendable {
    /// SVG path data, in the clip's own coordinates (before `transform`).
    public var path: String
    public var evenOdd: Bool?
    /// `ClipOptions.inverse`: everything outside the path.
    public var inverse: Bool?
    public var transform: [Double]?

    public init(path: String, evenOdd: Bool? = nil, inverse: Bool? = nil, transform: [Double]? = nil) {
        self.path = path
        self.evenOdd = evenOdd
        self.inverse = inverse
        self.transform = transform
    }
}
