import Foundation
import WidgetryCoreGraphics

/// The image context drawing goes to on this thread (`UIGraphicsImageRenderer`'s, or
/// `UIGraphicsBeginImageContextWithOptions`'s), innermost last.
final class GraphicsRecording {
    let context = CGContext()
    let size: CGSize
    let scale: CGFloat
    var fillColor: UIColor? {
        didSet { if let fillColor { context.setFillColor(fillColor.cgColor) } }
    }
    var strokeColor: UIColor? {
        didSet { if let strokeColor { context.setStrokeColor(strokeColor.cgColor) } }
    }

    init(size: CGSize, scale: CGFloat) {
        self.size = size
        self.scale = scale
    }

    private final class Stack { var recordings: [GraphicsRecording] = [] }
    private static let key = "WidgetryUIKit.GraphicsRecording"

    private static var stack: Stack {
        if let stack = Thread.current.threadDictionary[key] as? Stack { return stack }
        let stack = Stack()
        Thread.current.threadDictionary[key] = stack
        return stack
    }

    static var current: GraphicsRecording? { stack.recordings.last }
    static func push(_ recording: GraphicsRecording) { stack.recordings.append(recording) }
    @discardableResult static func pop() -> GraphicsRecording? { stack.recordings.popLast() }

    /// The image drawn so far: the largest image drawn into the context, at the context's size
    /// (its bytes kept; a resize changes its size in points); or, with no image drawn, the fills
    /// painted into a PNG.
    func image() -> UIImage {
        var largest: (image: UIImage, area: CGFloat)?
        for case .image(let object, let rect) in context.operations {
            let image: UIImage? = (object as? UIImage) ?? (object as! CGImage?).map { UIImage(cgImage: $0) }
            guard let image else { continue }
            let area = abs(rect.width * rect.height)
            if largest == nil || area >= largest!.area { largest = (image, area) }
        }
        if let image = largest?.image {
            return image.with(size: size, scale: scale)
        }
        let png = context.paintedPNG(size: size, scale: scale)
        return UIImage(data: Data(png), scale: scale) ?? UIImage()
    }
}

/// How a `UIGraphicsImageRenderer` makes its images (`UIGraphicsImageRendererFormat`).
open class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
    /// Pixels per point: the main screen's (3) unless set.
    open var scale: CGFloat = UIScreen.main.scale
    open var opaque = false
    open var preferredRange: Range = .automatic

    public override init() {}

    public class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    public class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// `UIGraphicsImageRendererFormat.Range`.
    public enum Range: Int, Sendable {
        case unspecified = -1, automatic, extended, standard
    }
}

/// What a renderer's drawing closure draws into.
open class UIGraphicsImageRendererContext: NSObject, @unchecked Sendable {
    let recording: GraphicsRecording
    public let format: UIGraphicsImageRendererFormat

    init(recording: GraphicsRecording, format: UIGraphicsImageRendererFormat) {
        self.recording = recording
        self.format = format
    }

    public var cgContext: CGContext { recording.context }

    /// The image drawn so far.
    public var currentImage: UIImage { recording.image() }

    /// Fills `rect` with the fill colour (`UIColor.setFill()`).
    open func fill(_ rect: CGRect) { recording.context.fill(rect) }
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) { recording.context.fill(rect) }
    open func stroke(_ rect: CGRect) { recording.context.stroke(rect) }
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) { recording.context.stroke(rect) }
    /// Recorded; drawing is not clipped.
    open func clip(to rect: CGRect) {}
}

/// Draws images (`UIGraphicsImageRenderer`): the way widget code resizes a downloaded image
/// (`renderer.image { _ in image.draw(in: rect) }`) or makes one of colours. Pixels are not
/// resampled here: an image drawn into the renderer keeps its bytes and takes the renderer's
/// size in points; colours filled without an image are painted into a PNG.
open class UIGraphicsImageRenderer: NSObject, @unchecked Sendable {
    public let format: UIGraphicsImageRendererFormat
    let bounds: CGRect

    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.format = format
        bounds = CGRect(origin: .zero, size: size)
    }

    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.format = format
        self.bounds = bounds
    }

    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    /// The image `actions` draw.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        run(actions).image()
    }

    /// The PNG of the image `actions` draw (nil when the drawn image is not PNG data).
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// The JPEG of the image `actions` draw (empty when the drawn image is not JPEG data).
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    private func run(_ actions: (UIGraphicsImageRendererContext) -> Void) -> GraphicsRecording {
        let recording = GraphicsRecording(size: bounds.size, scale: format.scale)
        recording.context.translateBy(x: -bounds.minX, y: -bounds.minY)
        GraphicsRecording.push(recording)
        defer { GraphicsRecording.pop() }
        actions(UIGraphicsImageRendererContext(recording: recording, format: format))
        return recording
    }
}

/// How drawing combines with what is below (`CGBlendMode`); recorded as normal.
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion
    case hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn
    case destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

/// Starts an image context of `size` (`scale` 0: the main screen's), as before
/// `UIGraphicsImageRenderer`.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    GraphicsRecording.push(GraphicsRecording(size: size, scale: scale > 0 ? scale : UIScreen.main.scale))
}

public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The image drawn in the current image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    GraphicsRecording.current?.image()
}

public func UIGraphicsEndImageContext() {
    GraphicsRecording.pop()
}

/// The current image context's CoreGraphics context.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsRecording.current?.context
}

/// Fills `rect` with the current fill colour.
public func UIRectFill(_ rect: CGRect) {
    GraphicsRecording.current?.context.fill(rect)
}

extension UIImage {
    /// Draws the image into the current image context, filling `rect`.
    public func draw(in rect: CGRect) {
        GraphicsRecording.current?.context.record(image: self, in: rect)
    }

    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) { draw(in: rect) }

    /// Draws the image at its size with its top left corner at `point`.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) { draw(at: point) }

    /// A renderer format at the image's scale.
    public var imageRendererFormat: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }

    // MARK: Thumbnails and data

    /// The image at `size` points (its bytes kept, drawn at the new size).
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        guard size.width > 0, size.height > 0 else { return nil }
        return with(size: size, scale: 1)
    }

    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        completionHandler(preparingThumbnail(of: size))
    }

    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? {
        preparingThumbnail(of: size)
    }

    /// The image, ready to draw (it is already).
    public func preparingForDisplay() -> UIImage? { self }

    public func byPreparingForDisplay() async -> UIImage? { self }

    public func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) { completionHandler(self) }

    /// The PNG file the image is (a PNG it was read from, or one painted by a renderer); nil
    /// for an image of another format, which is not re-encoded here.
    public func pngData() -> Data? {
        encoded(as: "image/png")
    }

    /// The JPEG file the image was read from; nil for an image of another format, which is not
    /// re-encoded here (the quality changes nothing).
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        encoded(as: "image/jpeg")
    }

    private func encoded(as type: String) -> Data? {
        guard let image = cgImage, image.contentType == type else { return nil }
        return Data(image.encodedData)
    }

    /// The image's data in its own format (`image/png`, …) with its MIME type, for SwiftUI.
    package var encodedImage: (bytes: [UInt8], contentType: String)? {
        guard case .bitmap(let image) = source else { return nil }
        return (image.encodedData, image.contentType)
    }
}

/// The PNG of `image` (`UIImagePNGRepresentation`).
public func UIImagePNGRepresentation(_ image: UIImage) -> Data? { image.pngData() }

/// The JPEG of `image` (`UIImageJPEGRepresentation`).
public func UIImageJPEGRepresentation(_ image: UIImage, _ compressionQuality: CGFloat) -> Data? {
    image.jpegData(compressionQuality: compressionQuality)
}
