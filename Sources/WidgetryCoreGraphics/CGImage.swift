import Foundation

/// A bitmap image, as CoreGraphics' `CGImage`: here the encoded file it came from (PNG, JPEG, GIF
/// or WebP) with its size in pixels, which is what widget code reads (`width`, `height`) and
/// what a widget's view archive carries for the page to draw. Pixels are never decoded.
public final class CGImage: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The encoded file's bytes.
    package let encodedData: [UInt8]
    /// Its MIME type (`image/png`, …).
    package let contentType: String

    package init(encodedData: [UInt8], contentType: String, width: Int, height: Int) {
        self.encodedData = encodedData
        self.contentType = contentType
        self.width = width
        self.height = height
    }

    /// An image from an encoded file's bytes, when they are PNG, JPEG, GIF or WebP whose header
    /// gives their size.
    package convenience init?(encodedData: [UInt8]) {
        guard let type = ImageHeader.contentType(encodedData), let size = ImageHeader.pixelSize(encodedData) else { return nil }
        self.init(encodedData: encodedData, contentType: type, width: Int(size.width), height: Int(size.height))
    }

    /// 8 bits per component (the decoded form of every format read here).
    public var bitsPerComponent: Int { 8 }
    /// RGBA: 32 bits per pixel.
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { width * 4 }
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }
    public var isMask: Bool { false }
    public var shouldInterpolate: Bool { true }

    /// The image's Uniform Type Identifier (`public.png`, …).
    public var utType: String? {
        switch contentType {
        case "image/png": "public.png"
        case "image/jpeg": "public.jpeg"
        case "image/gif": "com.compuserve.gif"
        case "image/webp": "org.webmproject.webp"
        default: nil
        }
    }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.encodedData == rhs.encodedData
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(encodedData.count)
    }
}
