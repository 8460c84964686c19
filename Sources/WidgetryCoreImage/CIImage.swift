import Foundation
import WidgetryCoreGraphics

/// An image recipe, as CoreImage's `CIImage`: a source (an image file's `CGImage`, or a solid
/// colour) and the filters, crops and orientations applied to it, with the extent they give.
/// Geometry is exact; rendering the recipe to pixels happens in `CIContext`, which can only
/// hand back a source unchanged (pixels are not decoded on this host).
open class CIImage: NSObject, @unchecked Sendable {
    enum Source {
        case image(CGImage)
        case color(CIColor)
        case empty
    }

    let source: Source
    /// Filters applied, in order (their names).
    let filterNames: [String]
    /// The area of the image in its coordinate space.
    public let extent: CGRect

    init(source: Source, filterNames: [String], extent: CGRect) {
        self.source = source
        self.filterNames = filterNames
        self.extent = extent
    }

    public convenience init(cgImage image: CGImage) {
        self.init(source: .image(image), filterNames: [], extent: CGRect(x: 0, y: 0, width: image.width, height: image.height))
    }
    public convenience init(cgImage image: CGImage, options: [CIImageOption: Any]?) { self.init(cgImage: image) }

    /// An image from a file's bytes (PNG, JPEG, GIF, WebP); nil otherwise.
    public convenience init?(data: Data) {
        guard let image = CGImage(encodedData: [UInt8](data)) else { return nil }
        self.init(cgImage: image)
    }
    public convenience init?(data: Data, options: [CIImageOption: Any]?) { self.init(data: data) }

    public convenience init?(contentsOf url: URL) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        self.init(data: data)
    }

    /// An infinite image of one colour.
    public convenience init(color: CIColor) {
        self.init(source: .color(color), filterNames: [], extent: .infinite)
    }

    public class func empty() -> CIImage { CIImage(source: .empty, filterNames: [], extent: .null) }

    /// The source image when nothing has been applied to it.
    public var cgImage: CGImage? {
        if case .image(let image) = source, filterNames.isEmpty, extent == CGRect(x: 0, y: 0, width: image.width, height: image.height) {
            return image
        }
        return nil
    }

    public var properties: [String: Any] { [:] }

    public func cropped(to rect: CGRect) -> CIImage {
        CIImage(source: source, filterNames: filterNames, extent: extent.intersection(rect))
    }

    public func transformed(by matrix: CGAffineTransform) -> CIImage {
        let r = extent
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)]
            .map { CGPoint(x: matrix.a * $0.x + matrix.c * $0.y + matrix.tx, y: matrix.b * $0.x + matrix.d * $0.y + matrix.ty) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let moved = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        let identity = matrix.a == 1 && matrix.b == 0 && matrix.c == 0 && matrix.d == 1 && matrix.tx == 0 && matrix.ty == 0
        return CIImage(source: source, filterNames: identity ? filterNames : filterNames + ["CIAffineTransform"], extent: moved)
    }

    /// The image turned upright from an EXIF orientation (1–8): 5–8 swap width and height.
    public func oriented(forExifOrientation orientation: Int32) -> CIImage {
        guard (2...8).contains(orientation) else { return self }
        let swapped = orientation >= 5
        let size = swapped ? CGSize(width: extent.height, height: extent.width) : extent.size
        return CIImage(source: source, filterNames: filterNames + ["CIOrientation\(orientation)"],
                       extent: CGRect(origin: extent.origin, size: size))
    }

    public func applyingFilter(_ filterName: String, parameters params: [String: Any]) -> CIImage {
        guard let filter = CIFilter(name: filterName) else { return CIImage.empty() }
        filter.setValue(self, forKey: kCIInputImageKey)
        for (key, value) in params { filter.setValue(value, forKey: key) }
        return filter.outputImage ?? CIImage.empty()
    }

    public func applyingFilter(_ filterName: String) -> CIImage { applyingFilter(filterName, parameters: [:]) }

    public func composited(over dest: CIImage) -> CIImage {
        CIImage(source: dest.source, filterNames: dest.filterNames + ["CISourceOverCompositing"], extent: extent.union(dest.extent))
    }
}

/// Options for making a `CIImage`.
public struct CIImageOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let colorSpace = CIImageOption(rawValue: "kCIImageColorSpace")
    public static let applyOrientationProperty = CIImageOption(rawValue: "kCIImageApplyOrientationProperty")
    public static let properties = CIImageOption(rawValue: "kCIImageProperties")
}
