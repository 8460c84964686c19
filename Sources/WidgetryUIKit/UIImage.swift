import Foundation
import WidgetryCoreGraphics

/// An image, as UIKit's: from an encoded file (`UIImage(data:)`, `UIImage(contentsOfFile:)` —
/// the way widgets show images they download or read from their app group), an image resource
/// of the extension (`UIImage(named:)`) or an SF Symbol (`UIImage(systemName:)`). Pixels are
/// never decoded here: an image keeps its file's bytes (PNG, JPEG, GIF or WebP), whose header
/// gives its size, and `Image(uiImage:)` carries them in the widget's archive for the page to
/// draw. Resizing (`UIGraphicsImageRenderer`, `preparingThumbnail(of:)`) keeps the bytes and
/// gives the image its new size in points, which is the size it is drawn at.
open class UIImage: NSObject, @unchecked Sendable {
    /// Where the image comes from.
    package enum Source: Sendable {
        /// An encoded file's bytes.
        case bitmap(CGImage)
        /// An image resource of the extension, by the name views use.
        case named(String)
        /// An SF Symbol.
        case system(String)
        /// A colour (drawn by `UIGraphicsImageRenderer` without an image).
        case fill(UIColor)
        /// `UIImage()`: nothing.
        case empty
    }

    package let source: Source
    /// The size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    public let renderingMode: RenderingMode
    public let capInsets: UIEdgeInsets
    public let resizingMode: ResizingMode
    /// A symbol's configuration (`UIImage(systemName:withConfiguration:)`).
    public let symbolConfiguration: SymbolConfiguration?
    /// `withTintColor(_:)`'s colour: a template image is drawn in it.
    package let tint: UIColor?

    package init(
        source: Source, size: CGSize, scale: CGFloat, renderingMode: RenderingMode = .automatic, capInsets: UIEdgeInsets = .zero,
        resizingMode: ResizingMode = .tile, symbolConfiguration: SymbolConfiguration? = nil, tint: UIColor? = nil
    ) {
        self.source = source
        self.size = size
        self.scale = scale
        self.renderingMode = renderingMode
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.symbolConfiguration = symbolConfiguration
        self.tint = tint
    }

    /// An empty image (size zero).
    public override convenience init() {
        self.init(source: .empty, size: .zero, scale: 1)
    }

    /// The image in `data` (PNG, JPEG, GIF or WebP, whose header gives its size), at 1 pixel per
    /// point; nil for other data, as UIKit returns for data it cannot decode.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image in `data` at `scale` pixels per point.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let image = CGImage(encodedData: Array(data)) else { return nil }
        self.init(cgImage: image, scale: scale, orientation: .up)
    }

    /// The image file at `path` (`name@2x.png` is read at 2 pixels per point); nil when it cannot
    /// be read or is not an image.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let base = (path as NSString).deletingPathExtension
        let scale: CGFloat = base.hasSuffix("@3x") ? 3 : base.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    /// A CoreGraphics image at 1 pixel per point.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// A CoreGraphics image at `scale` pixels per point; the orientation is recorded.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let scale = scale > 0 ? scale : 1
        let size = CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
        let turned = [.left, .right, .leftMirrored, .rightMirrored].contains(orientation)
        self.init(source: .bitmap(cgImage), size: turned ? CGSize(width: size.height, height: size.width) : size, scale: scale)
    }

    /// The extension's image resource `name` (an asset catalog's image set or a loose file in
    /// its resource bundles), at its file's scale; nil when there is none.
    public convenience init?(named name: String) {
        guard let resource = ImageResources.resource(named: name) else { return nil }
        let file = resource.light
        let size = file.size.map { CGSize(width: $0.width, height: $0.height) } ?? .zero
        self.init(source: .named(name), size: size, scale: CGFloat(file.scale))
    }

    /// `#imageLiteral(resourceName:)` (ObjectLiterals.swift): the extension's image resource of that
    /// name; a name it lacks draws as a missing image (where iOS stops the program).
    public required convenience init(imageLiteralResourceName name: String) {
        let resource = ImageResources.resource(named: name)
        let size = resource?.light.size.map { CGSize(width: $0.width, height: $0.height) } ?? .zero
        self.init(source: .named(name), size: size, scale: CGFloat(resource?.light.scale ?? 1))
    }

    /// `init(named:)`; the bundle and traits change nothing (the extension's bundles are searched;
    /// a dark-appearance file is drawn in a dark widget).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// `init(named:)`, with a symbol configuration.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        self.init(named: name)
    }

    /// The SF Symbol `name`, sized as body text (or as `configuration` says). Never nil here:
    /// the page draws the symbols it has and a visible placeholder for others.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        let symbol = configuration as? SymbolConfiguration
        let side = symbol?.resolvedPointSize ?? 17
        self.init(source: .system(name), size: CGSize(width: side, height: side), scale: 3, symbolConfiguration: symbol)
    }

    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    // MARK: Properties

    /// The encoded image, for a bitmap image or a PNG/JPEG/GIF/WebP resource.
    public var cgImage: CGImage? {
        switch source {
        case .bitmap(let image): return image
        case .named(let name):
            guard let archive = try? ImageResources.archive(named: name) else { return nil }
            return CGImage(encodedData: archive.data)
        case .system, .fill, .empty: return nil
        }
    }

    public var imageOrientation: Orientation { .up }

    /// Whether this is an SF Symbol.
    public var isSymbolImage: Bool {
        if case .system = source { return true }
        return false
    }

    /// The image's own configuration.
    public var configuration: Configuration? { symbolConfiguration }

    /// The name of the image resource or SF Symbol the image is.
    package var resourceName: String? {
        switch source {
        case .named(let name), .system(let name): name
        default: nil
        }
    }

    // MARK: Variants

    func with(
        size: CGSize? = nil, scale: CGFloat? = nil, renderingMode: RenderingMode? = nil, capInsets: UIEdgeInsets? = nil,
        resizingMode: ResizingMode? = nil, symbolConfiguration: SymbolConfiguration?? = nil, tint: UIColor?? = nil
    ) -> UIImage {
        UIImage(
            source: source, size: size ?? self.size, scale: scale ?? self.scale, renderingMode: renderingMode ?? self.renderingMode,
            capInsets: capInsets ?? self.capInsets, resizingMode: resizingMode ?? self.resizingMode,
            symbolConfiguration: symbolConfiguration ?? self.symbolConfiguration, tint: tint ?? self.tint)
    }

    /// The image drawn as is (`alwaysOriginal`) or by its shape in the tint (`alwaysTemplate`).
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { with(renderingMode: renderingMode) }

    /// The image drawn by its shape in `color` (a template in that colour).
    open func withTintColor(_ color: UIColor) -> UIImage { with(renderingMode: .alwaysTemplate, tint: .some(color)) }

    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { with(renderingMode: renderingMode, tint: .some(color)) }

    /// A stretchable image: drawn resizable.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { with(capInsets: capInsets, resizingMode: .tile) }

    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        with(capInsets: capInsets, resizingMode: resizingMode)
    }

    /// A symbol with `configuration` (its point size sizes it).
    open func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard let symbol = configuration as? SymbolConfiguration else { return self }
        let side = symbol.resolvedPointSize ?? size.width
        return with(size: isSymbolImage ? CGSize(width: side, height: side) : size, symbolConfiguration: .some(symbol))
    }

    /// The symbol's configuration with `configuration`'s specified values over it.
    open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        withConfiguration(symbolConfiguration?.applying(configuration) ?? configuration)
    }

    /// The same image; it has no baseline here.
    open func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage { self }

    /// The same image; images are not flipped for right-to-left layouts here.
    open func imageFlippedForRightToLeftLayoutDirection() -> UIImage { self }

    public override var description: String {
        "<UIImage: \(resourceName ?? "anonymous") {\(size.width), \(size.height)} scale \(scale)>"
    }
}

extension UIImage {
    /// How the image is coloured: as drawn (`alwaysOriginal`), or by its shape in the tint
    /// (`alwaysTemplate`); `automatic` draws images as they are and symbols as templates.
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// How a stretchable image fills its space.
    public enum ResizingMode: Int, Sendable {
        case tile, stretch
    }

    /// `UIImage.Orientation`: recorded; a turned image's width and height are swapped.
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }
}

/// Insets per edge (`UIEdgeInsets`).
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    public static let zero = UIEdgeInsets()
}
