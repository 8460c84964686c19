import Foundation
import WidgetryCoreGraphics
import WidgetryUIKit
import WidgetryWire

// SwiftUI's bridges from UIKit and CoreGraphics images: `Image(uiImage:)` and `Image(_:scale:…)`.
// An image resource or SF Symbol stays one (drawn as `Image("Name")`/`Image(systemName:)` are);
// an image made from bytes carries them in the widget's archive, up to what a widget may show.

extension Image {
    /// The largest image made from bytes that a widget draws, in pixels (its size in points
    /// times its scale): the large widget's area on the preview iPhone at 3× (364 × 382 points),
    /// as WidgetKit refuses larger images ("Widget archival failed due to image being too large").
    public static let maximumDataImagePixels = 1_251_432
    /// The largest file an image made from bytes may be, as it travels in each rendering.
    public static let maximumDataImageBytes = 4 << 20

    /// A UIKit image: an image resource or symbol as such; an image read from data drawn from
    /// its bytes at its size in points (a resized image at its new size).
    public init(uiImage: UIImage) {
        var image: Image
        switch uiImage.source {
        case .named(let name): image = Image(name)
        case .system(let name): image = Image(systemName: name)
        default: image = Image(bytes: uiImage.encodedImage ?? (Self.transparentPixel, "image/png"), size: uiImage.size, scale: uiImage.scale)
        }
        switch uiImage.renderingMode {
        case .alwaysTemplate: image.renderingMode = .template
        case .alwaysOriginal: image.renderingMode = .original
        case .automatic: break
        }
        self = image
    }

    /// A CoreGraphics image at `scale` pixels per point, labelled for accessibility.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
        self = Image(uiImage: UIImage(cgImage: cgImage, scale: scale, orientation: orientation.uiKit))
    }

    /// A CoreGraphics image at `scale` pixels per point, ignored by accessibility.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
        let image = Image(uiImage: UIImage(cgImage: cgImage, scale: scale, orientation: orientation.uiKit))
        guard case .named(let name, _) = image.source else {
            self = image
            return
        }
        self.init(source: .named(name, decorative: true))
        data = image.data
        refusal = image.refusal
    }

    /// An image's orientation (`Image.Orientation`); a turned image's sides are swapped.
    public enum Orientation: UInt8, Hashable, Sendable {
        case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored

        var uiKit: UIImage.Orientation {
            switch self {
            case .up: .up
            case .upMirrored: .upMirrored
            case .down: .down
            case .downMirrored: .downMirrored
            case .left: .left
            case .leftMirrored: .leftMirrored
            case .right: .right
            case .rightMirrored: .rightMirrored
            }
        }
    }

    /// An image drawn from `bytes` at `size` points; refused (drawn as a missing image, with a
    /// line on standard error) above the bounds.
    private init(bytes: (bytes: [UInt8], contentType: String), size: CGSize, scale: CGFloat) {
        let key = "data-" + Self.digest(bytes.bytes)
        self.init(source: .named(key, decorative: false))
        let pixels = Double(size.width * scale) * Double(size.height * scale)
        if bytes.bytes.count > Self.maximumDataImageBytes {
            refusal = "Widget archival failed due to image being too large: \(bytes.bytes.count) bytes > max(\(Self.maximumDataImageBytes))"
        } else if pixels > Double(Self.maximumDataImagePixels) {
            refusal = "Widget archival failed due to image being too large - (\(Int(size.width * scale)), \(Int(size.height * scale))), "
                + "totalArea: \(Int(pixels)) > max(\(Self.maximumDataImagePixels))"
        } else {
            let archive = ImageResourceArchive(
                name: key, contentType: bytes.contentType, data: bytes.bytes, size: ArchiveSize(width: Double(size.width), height: Double(size.height)))
            data = archive
            ImageResources.register(archive)
        }
    }

    /// A 1 × 1 transparent PNG: what an empty `UIImage()` is drawn as.
    private static let transparentPixel = PNGEncoder.encode(rgba: [0, 0, 0, 0], width: 1, height: 1)

    /// The image's key: a 64-bit FNV-1a hash of its bytes, in hexadecimal.
    private static func digest(_ bytes: [UInt8]) -> String {
        let hash = bytes.reduce(UInt64(0xCBF2_9CE4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Writes why an image is not drawn to standard error (the extension's log), as WidgetKit logs it.
    static func report(_ refusal: String) {
        FileHandle.standardError.write(Data((refusal + "\n").utf8))
    }
}
