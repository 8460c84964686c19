import Foundation

/// Bytes an image is made from (`CGImage(width:height:…provider:…)`): here, the bytes themselves.
public final class CGDataProvider: @unchecked Sendable {
    /// The bytes the provider hands out.
    let bytes: Data

    /// A provider of `data`'s bytes (`data as CFData`).
    public init?(data: NSData) { bytes = Data(referencing: data) }

    /// A provider of the file at `url`'s bytes; nil when it cannot be read.
    public init?(url: NSURL) {
        guard let url = url.absoluteURL, let data = try? Data(contentsOf: url) else { return nil }
        bytes = data
    }

    /// A copy of the provider's bytes.
    public var data: NSData? { bytes as NSData }
}

/// Where the alpha of a pixel is and whether colours are multiplied by it.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0
    case premultipliedLast = 1
    case premultipliedFirst = 2
    case last = 3
    case first = 4
    case noneSkipLast = 5
    case noneSkipFirst = 6
    case alphaOnly = 7
}

/// A bitmap's layout: its `CGImageAlphaInfo` in the low bits, and the byte order of its pixels.
public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public init(alphaInfo: CGImageAlphaInfo) { rawValue = alphaInfo.rawValue }

    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)

    /// The alpha layout in the low bits.
    public var alphaInfo: CGImageAlphaInfo? { CGImageAlphaInfo(rawValue: rawValue & Self.alphaInfoMask.rawValue) }
}

extension CGImage {
    /// An image from a provider's pixels: 8-bit components, grey or RGB with or without alpha
    /// (first or last, premultiplied or not, 32-bit little-endian pixels reversed). Nil for layouts
    /// other than those, or when the provider holds too few bytes.
    public convenience init?(
        width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int, space: CGColorSpace,
        bitmapInfo: CGBitmapInfo, provider: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
        intent: CGColorRenderingIntent
    ) {
        guard width > 0, height > 0, bitsPerComponent == 8, bitmapInfo.intersection(.floatComponents).isEmpty,
            let alpha = bitmapInfo.alphaInfo, alpha != .alphaOnly
        else { return nil }
        let colours = space.numberOfComponents
        let hasAlphaByte = alpha != .none
        let components = colours + (hasAlphaByte ? 1 : 0)
        guard bitsPerPixel == components * 8, bytesPerRow >= width * components, provider.bytes.count >= bytesPerRow * (height - 1) + width * components
        else { return nil }
        let source = [UInt8](provider.bytes)
        let reversed = bitmapInfo.intersection(.byteOrderMask) == .byteOrder32Little && components == 4
        let alphaFirst = alpha == .premultipliedFirst || alpha == .first || alpha == .noneSkipFirst
        let usesAlpha = alpha == .premultipliedFirst || alpha == .premultipliedLast || alpha == .first || alpha == .last
        let premultiplied = alpha == .premultipliedFirst || alpha == .premultipliedLast
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let offset = y * bytesPerRow + x * components
                var pixel = Array(source[offset..<offset + components])
                if reversed { pixel.reverse() }
                let a: UInt8 = usesAlpha ? (alphaFirst ? pixel[0] : pixel[components - 1]) : 255
                let colour = Array(pixel[(hasAlphaByte && alphaFirst ? 1 : 0)...].prefix(colours))
                let rgb = colours == 1 ? [colour[0], colour[0], colour[0]] : colour
                let target = (y * width + x) * 4
                for c in 0..<3 {
                    var value = rgb[c]
                    if premultiplied {
                        value = a == 0 ? 0 : UInt8(min(255, (Double(value) * 255 / Double(a)).rounded()))
                    }
                    rgba[target + c] = value
                }
                rgba[target + 3] = a
            }
        }
        self.init(encodedData: PNGEncoder.encode(rgba: rgba, width: width, height: height), contentType: "image/png", width: width, height: height)
    }

    /// The layout of the image's pixels (RGBA, 8 bits each, not premultiplied, as it is kept).
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(alphaInfo: .last) }
    /// How the image's alpha is kept.
    public var alphaInfo: CGImageAlphaInfo { .last }
}
