import Foundation
import WidgetryWire

/// The drawing context of a `Canvas`: paths filled and stroked, texts and images drawn, under
/// a transform, an opacity, a blend mode and clips.
///
/// Drawing records operations into the canvas's archive (renderers draw them as SVG); texts
/// and images become views of the canvas, evaluated like any other.
public struct GraphicsContext {
    /// What every copy of a context draws into (copies draw into the same canvas).
    final class Recorder {
        var archive: CanvasArchive
        var drawn: [Drawn] = []
        init(size: CGSize) { archive = CanvasArchive(width: Double(size.width), height: Double(size.height)) }
    }

    /// A text or image drawn into the canvas, evaluated as a child view afterwards.
    enum Drawn {
        case text(Text, Shading?)
        case image(Image, Shading?)
    }

    let recorder: Recorder
    private var clipIndices: [Int] = []
    private var filters: [ModifierArchive] = []

    /// The environment of the canvas.
    public let environment: EnvironmentValues
    /// Multiplies the opacity of everything drawn from now on.
    public var opacity: Double = 1
    /// How what is drawn from now on combines with what is already drawn.
    public var blendMode: BlendMode = .normal
    /// Maps the coordinates of what is drawn from now on to the canvas's.
    public var transform: CGAffineTransform = .identity

    init(size: CGSize, environment: EnvironmentValues) {
        recorder = Recorder(size: size)
        self.environment = environment
    }

    /// The canvas, in the current coordinates (clips are not subtracted).
    public var clipBoundingRect: CGRect {
        CGRect(x: 0, y: 0, width: recorder.archive.width, height: recorder.archive.height).applying(transform.inverted())
    }

    // MARK: Transforms

    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: CGFloat(angle.radians)) }
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    // MARK: Clipping

    /// Options for `clip(to:style:options:)`.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Keep what is outside the path instead.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Limits what is drawn from now on to `path` (or to its outside, with `.inverse`).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        recorder.archive.clips.append(
            CanvasClip(
                path: path.svgData, evenOdd: style.isEOFilled ? true : nil, inverse: options.contains(.inverse) ? true : nil,
                transform: Self.archive(transform)))
        clipIndices.append(recorder.archive.clips.count - 1)
    }

    // MARK: Filters

    /// Applies `filter` to what is drawn from now on (after the filters added before it).
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        filters.append(filter.archive(environment))
    }

    /// A filter of what is drawn: a shadow, a blur or a colour effect, drawn as the view
    /// modifiers of the same names are.
    public struct Filter {
        let archive: (EnvironmentValues) -> ModifierArchive

        public static func shadow(
            color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
            blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
        ) -> Filter {
            Filter { environment in
                ModifierArchive.shadow(environment.resolvePaint(color), radius: Double(radius), x: Double(x), y: Double(y))
            }
        }
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter { _ in ModifierArchive.blur(radius: Double(radius)) }
        }
        public static func grayscale(_ amount: Double) -> Filter {
            Filter { _ in ModifierArchive.grayscale(amount) }
        }
        public static func saturation(_ amount: Double) -> Filter {
            Filter { _ in ModifierArchive.colorEffect(.saturation(amount)) }
        }
        public static func brightness(_ amount: Double) -> Filter {
            Filter { _ in ModifierArchive.colorEffect(.brightness(amount)) }
        }
        public static func contrast(_ amount: Double) -> Filter {
            Filter { _ in ModifierArchive.colorEffect(.contrast(amount)) }
        }
        public static func hueRotation(_ angle: Angle) -> Filter {
            Filter { _ in ModifierArchive.colorEffect(.hueRotation(degrees: angle.degrees)) }
        }
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            Filter { _ in ModifierArchive.colorEffect(.colorInvert(amount: amount)) }
        }
    }

    /// Options of `addFilter` (accepted).
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// Options of a shadow filter (accepted; the shadow is drawn under what casts it).
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    /// Options of a blur filter (accepted).
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let opaque = BlurOptions(rawValue: 1)
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// Draws what `content` draws in a copy of this context (a layer): its transform, opacity
    /// and clips apply to the copy only.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    // MARK: Paths

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        if case .tiled(let image, let origin, let sourceRect, let scale) = shading.storage {
            return fillTiles(path, image: image, origin: origin, sourceRect: sourceRect, scale: scale, style: style)
        }
        var operation = operation(.fill)
        operation.path = path.svgData
        operation.evenOdd = style.isEOFilled ? true : nil
        resolve(shading, into: &operation)
        recorder.archive.operations.append(operation)
    }

    /// Strokes `path` with `shading` in the line `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        if case .tiled = shading.storage { return fill(path.strokedPath(style), with: shading) }
        var operation = operation(.stroke)
        operation.path = path.svgData
        operation.stroke = style.canvasStroke
        resolve(shading, into: &operation)
        recorder.archive.operations.append(operation)
    }

    /// Strokes `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    // MARK: Texts and images

    /// `text` with its `anchor` (a unit point of the text's bounds) at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        drawAt(.text(text, nil), point: point, anchor: anchor)
    }

    /// `text` laid out in `rect`, wrapping to its width.
    public func draw(_ text: Text, in rect: CGRect) {
        drawIn(.text(text, nil), rect: rect)
    }

    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        drawAt(.text(text.text, text.shading), point: point, anchor: anchor)
    }

    public func draw(_ text: ResolvedText, in rect: CGRect) {
        drawIn(.text(text.text, text.shading), rect: rect)
    }

    /// `image` scaled to fill `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        drawIn(.image(image.resizable(), nil), rect: rect)
    }

    /// `image` at its own size with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        drawAt(.image(image, nil), point: point, anchor: anchor)
    }

    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        drawIn(.image(image.image.resizable(), image.shading), rect: rect)
    }

    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        drawAt(.image(image.image, image.shading), point: point, anchor: anchor)
    }

    /// `text` in this context's environment, to measure or draw.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text, environment: environment) }

    /// `image` in this context's environment, to measure or draw.
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image, environment: environment) }

    /// A text resolved in a context's environment.
    public struct ResolvedText {
        let text: Text
        let environment: EnvironmentValues
        /// The style the text is drawn in; nil draws it in its own (or the foreground) style.
        public var shading: Shading?

        init(text: Text, environment: EnvironmentValues) {
            self.text = text
            self.environment = environment
        }

        /// The text's size wrapped to `size.width` (0: unwrapped), measured in the font the page
        /// draws it in (`TextMetrics`: the served font's advance widths, without kerning).
        public func measure(in size: CGSize) -> CGSize {
            let measured = TextMetrics.size(of: metricRuns, wrappedTo: size.width > 0 ? Double(size.width) : nil)
            return CGSize(width: CGFloat(measured.width.rounded(.up)), height: CGFloat(measured.height.rounded(.up)))
        }

        /// The text's runs in the fonts they are drawn in: the run's own font, else the
        /// environment's, with the run's weight, design and kerning applied.
        private var metricRuns: [TextMetrics.Run] {
            let base = environment.resolvedFont().scaled(environment.style.textScale)
            return text.runs.map { run in
                let archive = run.archive(in: environment, referenceDate: Date())
                var font = archive.font ?? base
                if let weight = archive.weight { font.weight = weight }
                if let design = archive.design { font.design = design }
                if archive.monospaced == true { font.monospaced = true }
                return TextMetrics.Run(archive.string, font: font, kerning: archive.kerning ?? 0)
            }
        }

        /// The distance from the top to the first line's baseline.
        public func firstBaseline(in size: CGSize) -> CGFloat {
            CGFloat(TextMetrics.baseline(of: metricRuns.first?.font ?? environment.resolvedFont()))
        }

        /// The distance from the top to the last line's baseline.
        public func lastBaseline(in size: CGSize) -> CGFloat {
            let font = metricRuns.last?.font ?? environment.resolvedFont()
            return measure(in: size).height - CGFloat(TextMetrics.lineHeight(of: font) - TextMetrics.baseline(of: font))
        }
    }

    /// An image resolved in a context's environment.
    public struct ResolvedImage {
        let image: Image
        /// The image's size in points: a named image's own, a symbol's the font size square.
        public let size: CGSize
        /// The style a template image or symbol is drawn in.
        public var shading: Shading?

        init(image: Image, environment: EnvironmentValues) {
            self.image = image
            switch image.source {
            case .named(let name, _):
                let size = ImageResources.resource(named: name)?.file(dark: environment.colorScheme == .dark).size
                self.size = CGSize(width: size?.width ?? 0, height: size?.height ?? 0)
            case .system:
                let side = environment.resolvedFont().size
                self.size = CGSize(width: side, height: side)
            }
        }

        /// The baseline: the bottom of the image.
        public var baseline: CGFloat { size.height }
    }

    // MARK: Recording

    private func operation(_ kind: CanvasOperation.Kind) -> CanvasOperation {
        var operation = CanvasOperation(kind: kind)
        operation.transform = Self.archive(transform)
        if opacity < 1 { operation.opacity = max(opacity, 0) }
        if blendMode != .normal { operation.blendMode = blendMode.archive }
        if !clipIndices.isEmpty { operation.clips = clipIndices }
        if !filters.isEmpty { operation.filters = filters }
        return operation
    }

    private func drawAt(_ drawn: Drawn, point: CGPoint, anchor: UnitPoint) {
        var operation = operation(.drawAt)
        operation.child = recorder.drawn.count
        operation.x = Double(point.x)
        operation.y = Double(point.y)
        operation.anchor = anchor.archive
        recorder.drawn.append(drawn)
        recorder.archive.operations.append(operation)
    }

    private func drawIn(_ drawn: Drawn, rect: CGRect) {
        var operation = operation(.drawIn)
        operation.child = recorder.drawn.count
        operation.x = Double(rect.minX)
        operation.y = Double(rect.minY)
        operation.width = Double(rect.width)
        operation.height = Double(rect.height)
        recorder.drawn.append(drawn)
        recorder.archive.operations.append(operation)
    }

    private func resolve(_ shading: Shading, into operation: inout CanvasOperation) {
        switch shading.storage {
        case .style(let style):
            operation.paint = environment.resolvePaint(style)
        case .foreground:
            operation.paint = environment.foregroundPaint()
        case .linear(let gradient, let start, let end):
            operation.paint = PaintArchive(
                kind: .linearGradient, stops: gradient.archive(in: environment),
                startPoint: ArchivePoint(x: Double(start.x), y: Double(start.y)), endPoint: ArchivePoint(x: Double(end.x), y: Double(end.y)))
            operation.userSpace = true
        case .radial(let gradient, let center, let startRadius, let endRadius):
            operation.paint = PaintArchive(
                kind: .radialGradient, stops: gradient.archive(in: environment), center: ArchivePoint(x: Double(center.x), y: Double(center.y)),
                startRadius: Double(startRadius), endRadius: Double(endRadius))
            operation.userSpace = true
        case .conic(let gradient, let center, let angle):
            operation.paint = PaintArchive(
                kind: .angularGradient, stops: gradient.archive(in: environment), center: ArchivePoint(x: Double(center.x), y: Double(center.y)),
                startAngle: angle.degrees, endAngle: angle.degrees + 360)
            operation.userSpace = true
        case .tiled:
            operation.paint = environment.foregroundPaint()
        }
    }

    /// A tiled image's fill: the tiles covering the path's bounds, drawn in a layer clipped to the
    /// path (one image over the bounds when tiles would number over 1,024, or have no size).
    private func fillTiles(_ path: Path, image: Image, origin: CGPoint, sourceRect: CGRect, scale: CGFloat, style: FillStyle) {
        let bounds = path.boundingRect
        guard !bounds.isNull, !bounds.isEmpty else { return }
        drawLayer { layer in
            layer.clip(to: path, style: style)
            let size = layer.resolve(image).size
            let tile = CGSize(width: size.width * scale * abs(sourceRect.width), height: size.height * scale * abs(sourceRect.height))
            guard tile.width > 0, tile.height > 0 else { return layer.draw(image, in: bounds) }
            let firstX = origin.x + ((bounds.minX - origin.x) / tile.width).rounded(.down) * tile.width
            let firstY = origin.y + ((bounds.minY - origin.y) / tile.height).rounded(.down) * tile.height
            let columns = Int(((bounds.maxX - firstX) / tile.width).rounded(.up))
            let rows = Int(((bounds.maxY - firstY) / tile.height).rounded(.up))
            guard columns * rows <= 1024 else { return layer.draw(image, in: bounds) }
            for row in 0..<rows {
                for column in 0..<columns {
                    let rect = CGRect(x: firstX + CGFloat(column) * tile.width, y: firstY + CGFloat(row) * tile.height, width: tile.width, height: tile.height)
                    layer.draw(image, in: rect)
                }
            }
        }
    }

    static func archive(_ transform: CGAffineTransform) -> [Double]? {
        transform.isIdentity ? nil : [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map { Double($0) }
    }

    // MARK: Shading and blend modes

    /// A colour, style or gradient to fill or stroke with.
    public struct Shading: Sendable {
        enum Storage: Sendable {
            case style(AnyShapeStyle)
            case foreground
            case linear(Gradient, CGPoint, CGPoint)
            case radial(Gradient, CGPoint, CGFloat, CGFloat)
            case conic(Gradient, CGPoint, Angle)
            // Boxed: inline, this payload made copies of an optional `Shading` crash (Swift 6.3, debug).
            indirect case tiled(Image, origin: CGPoint, sourceRect: CGRect, scale: CGFloat)
        }

        let storage: Storage

        public static func color(_ color: Color) -> Shading { Shading(storage: .style(AnyShapeStyle(color))) }
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            color(Color(colorSpace, white: white, opacity: opacity))
        }
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(storage: .style(AnyShapeStyle(style))) }
        /// The foreground style of the canvas's environment.
        public static var foreground: Shading { Shading(storage: .foreground) }
        /// A gradient from `startPoint` to `endPoint`, in the coordinates of the context.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(storage: .linear(gradient, startPoint, endPoint))
        }
        /// A gradient in circles around `center`, in the coordinates of the context.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(storage: .radial(gradient, center, startRadius, endRadius))
        }
        /// A gradient around `center` starting at `angle`.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()) -> Shading {
            Shading(storage: .conic(gradient, center, angle))
        }
        /// `image` repeated from `origin` at `scale`; fills and strokes draw the tiles clipped to
        /// the shape (`sourceRect`, in unit coordinates of the image, scales each tile: the
        /// whole image is drawn in it).
        public static func tiledImage(_ image: Image, origin: CGPoint = .zero, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> Shading {
            Shading(storage: .tiled(image, origin: origin, sourceRect: sourceRect, scale: scale))
        }
    }

    /// How gradients extend past their ends (accepted; they are padded with their end colours).
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// How drawing combines with what is already drawn.
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }

        /// The archive's blend mode (`normal` for values beyond the named ones).
        var archive: CanvasOperation.BlendMode {
            let all = CanvasOperation.BlendMode.allCases
            return all.indices.contains(Int(rawValue)) ? all[Int(rawValue)] : .normal
        }

        public static let normal = BlendMode(rawValue: 0)
        public static let multiply = BlendMode(rawValue: 1)
        public static let screen = BlendMode(rawValue: 2)
        public static let overlay = BlendMode(rawValue: 3)
        public static let darken = BlendMode(rawValue: 4)
        public static let lighten = BlendMode(rawValue: 5)
        public static let colorDodge = BlendMode(rawValue: 6)
        public static let colorBurn = BlendMode(rawValue: 7)
        public static let softLight = BlendMode(rawValue: 8)
        public static let hardLight = BlendMode(rawValue: 9)
        public static let difference = BlendMode(rawValue: 10)
        public static let exclusion = BlendMode(rawValue: 11)
        public static let hue = BlendMode(rawValue: 12)
        public static let saturation = BlendMode(rawValue: 13)
        public static let color = BlendMode(rawValue: 14)
        public static let luminosity = BlendMode(rawValue: 15)
        public static let clear = BlendMode(rawValue: 16)
        public static let copy = BlendMode(rawValue: 17)
        public static let sourceIn = BlendMode(rawValue: 18)
        public static let sourceOut = BlendMode(rawValue: 19)
        public static let sourceAtop = BlendMode(rawValue: 20)
        public static let destinationOver = BlendMode(rawValue: 21)
        public static let destinationIn = BlendMode(rawValue: 22)
        public static let destinationOut = BlendMode(rawValue: 23)
        public static let destinationAtop = BlendMode(rawValue: 24)
        public static let xor = BlendMode(rawValue: 25)
        public static let plusDarker = BlendMode(rawValue: 26)
        public static let plusLighter = BlendMode(rawValue: 27)
    }
}

extension CGLineCap {
    var archive: LineCap {
        switch self {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }
}

extension CGLineJoin {
    var archive: LineJoin {
        switch self {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }
}
