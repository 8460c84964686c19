import Foundation
import WidgetryCoreGraphics

/// Renders `CIImage` recipes, as CoreImage's `CIContext`. This host does not decode pixels, so
/// only a recipe that is its source image, whole and unfiltered, renders (to that image);
/// anything else returns nil — what Apple's returns when it cannot render.
open class CIContext: NSObject, @unchecked Sendable {
    public let options: [CIContextOption: Any]?
    public init(options: [CIContextOption: Any]?) { self.options = options }
    override public convenience init() { self.init(options: nil) }

    public func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
        guard let cgImage = image.cgImage, fromRect.integral == image.extent else { return nil }
        return cgImage
    }

    public func createCGImage(_ image: CIImage, from fromRect: CGRect, format: CIFormat, colorSpace: CGColorSpace?) -> CGImage? {
        createCGImage(image, from: fromRect)
    }

    /// PNG data for an image that is a PNG file unchanged; nil otherwise.
    public func pngRepresentation(of image: CIImage, format: CIFormat, colorSpace: CGColorSpace, options: [CIImageRepresentationOption: Any] = [:])
        -> Data? {
        guard let cgImage = image.cgImage, cgImage.utType == "public.png" else { return nil }
        return Data(cgImage.encodedData)
    }

    /// JPEG data for an image that is a JPEG file unchanged; nil otherwise.
    public func jpegRepresentation(of image: CIImage, colorSpace: CGColorSpace, options: [CIImageRepresentationOption: Any] = [:]) -> Data? {
        guard let cgImage = image.cgImage, cgImage.utType == "public.jpeg" else { return nil }
        return Data(cgImage.encodedData)
    }
}

public struct CIContextOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let useSoftwareRenderer = CIContextOption(rawValue: "kCIContextUseSoftwareRenderer")
    public static let workingColorSpace = CIContextOption(rawValue: "kCIContextWorkingColorSpace")
    public static let outputColorSpace = CIContextOption(rawValue: "kCIContextOutputColorSpace")
    public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
    public static let priorityRequestLow = CIContextOption(rawValue: "kCIContextPriorityRequestLow")
}

public struct CIImageRepresentationOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

/// Pixel formats.
public struct CIFormat: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }
    public static let RGBA8 = CIFormat(rawValue: 24)
    public static let BGRA8 = CIFormat(rawValue: 23)
    public static let RGBAh = CIFormat(rawValue: 31)
    public static let RGBAf = CIFormat(rawValue: 34)
}
