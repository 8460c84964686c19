import Foundation

/// How a colour space's components are to be read (`CGColorSpaceModel`).
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1, monochrome = 0, rgb = 1, cmyk = 2, lab = 3, deviceN = 4, indexed = 5, pattern = 6, XYZ = 7
}

/// How colours outside a destination space's gamut are mapped (`CGColorRenderingIntent`).
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}

/// A colour space, as CoreGraphics names them: the RGB spaces widget code uses (sRGB, extended
/// and linear sRGB, Display P3) and grey. Apple's names are `CFString`s; here they are strings,
/// which the same source (`CGColorSpace(name: CGColorSpace.sRGB)`) passes alike.
public final class CGColorSpace: Hashable, CustomStringConvertible, Sendable {
    /// The space's name (`kCGColorSpaceSRGB`, …).
    public let name: String?
    public let model: CGColorSpaceModel

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    public static let extendedLinearSRGB = "kCGColorSpaceExtendedLinearSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let extendedDisplayP3 = "kCGColorSpaceExtendedDisplayP3"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    public static let linearGray = "kCGColorSpaceLinearGray"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"

    private static let rgbNames: Set<String> = [sRGB, extendedSRGB, linearSRGB, extendedLinearSRGB, displayP3, extendedDisplayP3, genericRGBLinear]
    private static let grayNames: Set<String> = [genericGrayGamma2_2, extendedGray, linearGray]

    /// The named space; nil for a name CoreGraphics does not know here (CMYK, Lab, ICC profiles).
    public init?(name: String) {
        if Self.rgbNames.contains(name) {
            model = .rgb
        } else if Self.grayNames.contains(name) {
            model = .monochrome
        } else {
            return nil
        }
        self.name = name
    }

    init(device model: CGColorSpaceModel) {
        name = nil
        self.model = model
    }

    /// Components per colour, alpha not counted.
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    /// Whether the space holds colours beyond 0…1 (`extended…`).
    public var isWideGamutRGB: Bool { name == Self.displayP3 || name == Self.extendedDisplayP3 || name == Self.extendedSRGB }

    /// The space's components are in linear light.
    var isLinear: Bool { name == Self.linearSRGB || name == Self.extendedLinearSRGB || name == Self.genericRGBLinear || name == Self.linearGray }

    /// Display P3 (encoded with sRGB's curve).
    var isDisplayP3: Bool { name == Self.displayP3 || name == Self.extendedDisplayP3 }

    public var description: String { "<CGColorSpace \(name ?? (model == .monochrome ? "DeviceGray" : "DeviceRGB"))>" }

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { lhs.name == rhs.name && lhs.model == rhs.model }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(model.rawValue)
    }
}

/// The device RGB space (sRGB here, as on iOS).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(device: .rgb) }

/// The device grey space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(device: .monochrome) }

/// The named colour space (`CGColorSpaceCreateWithName(CGColorSpace.sRGB)`).
public func CGColorSpaceCreateWithName(_ name: String) -> CGColorSpace? { CGColorSpace(name: name) }
