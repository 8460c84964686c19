import Foundation
import WidgetryCoreGraphics

// CoreFoundation's names as this module spells them: `CFString` is `NSString`, `CFData` is
// `NSData`, `CFDictionary` is `NSDictionary`, `CFURL` is `NSURL` (WidgetryFoundation's aliases,
// which author code sees).

/// Reads an image file, as ImageIO's `CGImageSource`: its type and size come from the file's
/// header (PNG, JPEG, GIF, WebP), and its image is the file itself (WidgetryCoreGraphics'
/// `CGImage`). Pixels are not decoded here, so a thumbnail smaller than the image cannot be made.
public final class CGImageSource: @unchecked Sendable {
    let bytes: [UInt8]
    let image: CGImage?

    init(bytes: [UInt8]) {
        self.bytes = bytes
        image = CGImage(encodedData: bytes)
    }
}

/// Whether the source has read its data.
public enum CGImageSourceStatus: Int32, Sendable {
    case statusUnexpectedEOF = -5, statusInvalidData = -4, statusUnknownType = -3, statusReadingHeader = -2, statusIncomplete = -1,
         statusComplete = 0
}

/// A source over an image file's bytes; nil for empty data, as Apple's.
public func CGImageSourceCreateWithData(_ data: NSData, _ options: NSDictionary?) -> CGImageSource? {
    let bytes = [UInt8](data as Data)
    return bytes.isEmpty ? nil : CGImageSource(bytes: bytes)
}

/// A source over a file; nil when it cannot be read.
public func CGImageSourceCreateWithURL(_ url: NSURL, _ options: NSDictionary?) -> CGImageSource? {
    guard let data = try? Data(contentsOf: url as URL), !data.isEmpty else { return nil }
    return CGImageSource(bytes: [UInt8](data))
}

/// The file's Uniform Type Identifier (`public.png`, `public.jpeg`, …), or nil when unrecognised.
public func CGImageSourceGetType(_ isrc: CGImageSource) -> NSString? {
    isrc.image?.utType.map { NSString(string: $0) }
}

/// The number of images: 1 for a recognised file (the first frame of an animated GIF or WebP), 0 otherwise.
public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int { isrc.image == nil ? 0 : 1 }

public func CGImageSourceGetStatus(_ isrc: CGImageSource) -> CGImageSourceStatus {
    isrc.image == nil ? .statusUnknownType : .statusComplete
}

/// The image's properties: `kCGImagePropertyPixelWidth` and `kCGImagePropertyPixelHeight` from
/// its header; nil when the index is out of range or the file is not a recognised image.
public func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: NSDictionary?) -> NSDictionary? {
    guard index == 0, let image = isrc.image else { return nil }
    let properties: [NSString: Any] = [kCGImagePropertyPixelWidth: image.width, kCGImagePropertyPixelHeight: image.height]
    return NSDictionary(dictionary: properties)
}

/// The container's properties (the file size).
public func CGImageSourceCopyProperties(_ isrc: CGImageSource, _ options: NSDictionary?) -> NSDictionary? {
    NSDictionary(dictionary: [kCGImagePropertyFileSize: isrc.bytes.count] as [NSString: Any])
}

/// The image at an index (the whole file), or nil.
public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: NSDictionary?) -> CGImage? {
    index == 0 ? isrc.image : nil
}

/// A thumbnail no larger than `kCGImageSourceThumbnailMaxPixelSize`. An image already within
/// that size is its own thumbnail; a larger one would need its pixels decoded and scaled, which
/// this host does not do, so the answer is nil — Apple's answer when a thumbnail cannot be made.
public func CGImageSourceCreateThumbnailAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: NSDictionary?) -> CGImage? {
    guard index == 0, let image = isrc.image else { return nil }
    let maxSize = (options?[kCGImageSourceThumbnailMaxPixelSize] as? NSNumber)?.intValue
        ?? (options?[kCGImageSourceThumbnailMaxPixelSize] as? Int)
    guard let maxSize else { return image }
    return max(image.width, image.height) <= maxSize ? image : nil
}

// Option keys, with Apple's values.
nonisolated(unsafe) public let kCGImageSourceTypeIdentifierHint: NSString = "kCGImageSourceTypeIdentifierHint"
nonisolated(unsafe) public let kCGImageSourceShouldCache: NSString = "kCGImageSourceShouldCache"
nonisolated(unsafe) public let kCGImageSourceShouldCacheImmediately: NSString = "kCGImageSourceShouldCacheImmediately"
nonisolated(unsafe) public let kCGImageSourceShouldAllowFloat: NSString = "kCGImageSourceShouldAllowFloat"
nonisolated(unsafe) public let kCGImageSourceCreateThumbnailFromImageIfAbsent: NSString = "kCGImageSourceCreateThumbnailFromImageIfAbsent"
nonisolated(unsafe) public let kCGImageSourceCreateThumbnailFromImageAlways: NSString = "kCGImageSourceCreateThumbnailFromImageAlways"
nonisolated(unsafe) public let kCGImageSourceThumbnailMaxPixelSize: NSString = "kCGImageSourceThumbnailMaxPixelSize"
nonisolated(unsafe) public let kCGImageSourceCreateThumbnailWithTransform: NSString = "kCGImageSourceCreateThumbnailWithTransform"
nonisolated(unsafe) public let kCGImageSourceSubsampleFactor: NSString = "kCGImageSourceSubsampleFactor"

// Property keys, with Apple's values.
nonisolated(unsafe) public let kCGImagePropertyPixelWidth: NSString = "PixelWidth"
nonisolated(unsafe) public let kCGImagePropertyPixelHeight: NSString = "PixelHeight"
nonisolated(unsafe) public let kCGImagePropertyOrientation: NSString = "Orientation"
nonisolated(unsafe) public let kCGImagePropertyDPIWidth: NSString = "DPIWidth"
nonisolated(unsafe) public let kCGImagePropertyDPIHeight: NSString = "DPIHeight"
nonisolated(unsafe) public let kCGImagePropertyDepth: NSString = "Depth"
nonisolated(unsafe) public let kCGImagePropertyHasAlpha: NSString = "HasAlpha"
nonisolated(unsafe) public let kCGImagePropertyColorModel: NSString = "ColorModel"
nonisolated(unsafe) public let kCGImagePropertyFileSize: NSString = "FileSize"

/// EXIF orientations, as ImageIO's `CGImagePropertyOrientation`.
public enum CGImagePropertyOrientation: UInt32, Sendable {
    case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left
}
