import Foundation

/// The colour arithmetic CoreGraphics, UIKit and SwiftUI share: Display P3 and sRGB, gamma-encoded
/// or linear, and grey. Components are extended (they may leave 0…1, as Apple's extended sRGB does).
package enum ColorSpaceConversion {
    /// sRGB's transfer function, from linear light to encoded, kept odd for negative components.
    package static func encode(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }

    /// sRGB's transfer function inverted: encoded to linear light.
    package static func decode(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }

    /// A Display P3 colour (encoded, P3 shares sRGB's transfer function) as extended sRGB.
    package static func sRGB(fromDisplayP3 p3: (Double, Double, Double)) -> (Double, Double, Double) {
        let (r, g, b) = (decode(p3.0), decode(p3.1), decode(p3.2))
        return (
            encode(1.2249401763 * r - 0.2249401763 * g),
            encode(-0.0420569547 * r + 1.0420569547 * g),
            encode(-0.0196375546 * r - 0.0786360456 * g + 1.0982736002 * b))
    }

    /// An sRGB colour as Display P3.
    package static func displayP3(fromSRGB rgb: (Double, Double, Double)) -> (Double, Double, Double) {
        let (r, g, b) = (decode(rgb.0), decode(rgb.1), decode(rgb.2))
        return (
            encode(0.8224621209 * r + 0.1775378791 * g),
            encode(0.0331941989 * r + 0.9668058011 * g),
            encode(0.0170826307 * r + 0.0723974407 * g + 0.9105199286 * b))
    }

    /// The grey of the same luminance (Rec. 709 weights on linear light), encoded.
    package static func gray(fromSRGB rgb: (Double, Double, Double)) -> Double {
        encode(0.2126 * decode(rgb.0) + 0.7152 * decode(rgb.1) + 0.0722 * decode(rgb.2))
    }
}
