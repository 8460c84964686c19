import Foundation

/// A colour in a colour space, as CoreGraphics' `CGColor`: its components (alpha last), read by
/// widget code that converts between UIKit, SwiftUI and its own colour models.
public final class CGColor: Hashable, CustomStringConvertible, Sendable {
    /// The colour space the components are in.
    public let colorSpace: CGColorSpace?
    /// The components, alpha last (`[red, green, blue, alpha]` or `[white, alpha]`).
    public let components: [CGFloat]?

    /// A colour in the device RGB space (sRGB).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        colorSpace = CGColorSpaceCreateDeviceRGB()
        components = [red, green, blue, alpha]
    }

    /// A colour in the sRGB space.
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        colorSpace = CGColorSpace(name: CGColorSpace.sRGB)
        components = [red, green, blue, alpha]
    }

    /// A grey in the device grey space.
    public init(gray: CGFloat, alpha: CGFloat) {
        colorSpace = CGColorSpaceCreateDeviceGray()
        components = [gray, alpha]
    }

    /// A grey in the generic gamma-2.2 grey space.
    public init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        colorSpace = CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)
        components = [gray, alpha]
    }

    /// A colour of `space` from its components, alpha last; nil when `space` is not RGB or grey.
    public init?(colorSpace space: CGColorSpace, components pointer: UnsafePointer<CGFloat>) {
        guard space.model == .rgb || space.model == .monochrome else { return nil }
        colorSpace = space
        components = Array(UnsafeBufferPointer(start: pointer, count: space.numberOfComponents + 1))
    }

    package init(space: CGColorSpace, components: [CGFloat]) {
        colorSpace = space
        self.components = components
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public var numberOfComponents: Int { components?.count ?? 0 }

    public var alpha: CGFloat { components?.last ?? 1 }

    /// A copy.
    public func copy() -> CGColor? { CGColor(space: colorSpace ?? CGColorSpaceCreateDeviceRGB(), components: components ?? [0, 0, 0, 1]) }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var components, !components.isEmpty else { return nil }
        components[components.count - 1] = alpha
        return CGColor(space: colorSpace ?? CGColorSpaceCreateDeviceRGB(), components: components)
    }

    /// The colour in another RGB or grey space (`intent` and `options` change nothing between
    /// these spaces).
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: [String: Any]?) -> CGColor? {
        guard space.model == .rgb || space.model == .monochrome else { return nil }
        let (r, g, b, a) = extendedSRGB
        if space.model == .monochrome {
            let gray = ColorSpaceConversion.gray(fromSRGB: (r, g, b))
            return CGColor(space: space, components: [CGFloat(space.isLinear ? ColorSpaceConversion.decode(gray) : gray), CGFloat(a)])
        }
        var rgb = space.isDisplayP3 ? ColorSpaceConversion.displayP3(fromSRGB: (r, g, b)) : (r, g, b)
        if space.isLinear { rgb = (ColorSpaceConversion.decode(rgb.0), ColorSpaceConversion.decode(rgb.1), ColorSpaceConversion.decode(rgb.2)) }
        return CGColor(space: space, components: [CGFloat(rgb.0), CGFloat(rgb.1), CGFloat(rgb.2), CGFloat(a)])
    }

    /// The colour as gamma-encoded, extended sRGB components and alpha (what UIKit and SwiftUI
    /// read it as).
    package var extendedSRGB: (red: Double, green: Double, blue: Double, alpha: Double) {
        let values = (components ?? [0, 0, 0, 1]).map(Double.init)
        let space = colorSpace ?? CGColorSpaceCreateDeviceRGB()
        if space.model == .monochrome, values.count >= 2 {
            let gray = space.isLinear ? ColorSpaceConversion.encode(values[0]) : values[0]
            return (gray, gray, gray, values[1])
        }
        guard values.count >= 4 else { return (0, 0, 0, values.last ?? 1) }
        var rgb = (values[0], values[1], values[2])
        if space.isLinear { rgb = (ColorSpaceConversion.encode(rgb.0), ColorSpaceConversion.encode(rgb.1), ColorSpaceConversion.encode(rgb.2)) }
        if space.isDisplayP3 { rgb = ColorSpaceConversion.sRGB(fromDisplayP3: rgb) }
        return (rgb.0, rgb.1, rgb.2, values[3])
    }

    public var description: String {
        "<CGColor \(colorSpace?.description ?? "") components = \(components ?? [])>"
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.colorSpace == rhs.colorSpace && lhs.components == rhs.components }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(colorSpace)
        hasher.combine(components)
    }
}

/// Equal colours (`CGColorEqualToColor`).
public func CGColorEqualToColor(_ color1: CGColor?, _ color2: CGColor?) -> Bool { color1 == color2 }
