import Foundation
import WidgetryCoreGraphics

/// An image filter by name, as CoreImage's `CIFilter`: the built-in filters widget and app
/// code names, with their inputs set by key. The output is a `CIImage` recipe with the extent
/// the filter gives; an unknown name makes no filter (nil), as Apple's.
open class CIFilter: NSObject, @unchecked Sendable {
    public let name: String
    private var inputs: [String: Any] = [:]

    /// Filters that keep their input's extent (colour effects).
    static let colorFilters: Set<String> = [
        "CIPhotoEffectChrome", "CIPhotoEffectFade", "CIPhotoEffectInstant", "CIPhotoEffectMono", "CIPhotoEffectNoir",
        "CIPhotoEffectProcess", "CIPhotoEffectTonal", "CIPhotoEffectTransfer", "CISepiaTone", "CIColorControls", "CIColorMonochrome",
        "CIColorInvert", "CIColorMatrix", "CIExposureAdjust", "CIGammaAdjust", "CIHueAdjust", "CIVibrance", "CIVignette",
        "CIWhitePointAdjust", "CIToneCurve", "CIMaskToAlpha", "CIMinimumComponent", "CIMaximumComponent", "CIFalseColor",
    ]
    /// Filters that combine their input with a target or background image.
    static let compositeFilters: Set<String> = [
        "CIDissolveTransition", "CISourceOverCompositing", "CISourceAtopCompositing", "CIMultiplyCompositing", "CIScreenBlendMode",
        "CIOverlayBlendMode", "CIBlendWithMask",
    ]
    /// Filters that make an image from parameters alone.
    static let generators: Set<String> = ["CIConstantColorGenerator", "CIQRCodeGenerator", "CILinearGradient", "CIRadialGradient"]
    /// Filters whose output spreads beyond the input (blurs): infinite extent, as Apple's.
    static let spreadingFilters: Set<String> = ["CIGaussianBlur", "CIBoxBlur", "CIDiscBlur", "CIMotionBlur", "CIBloom", "CIGloom"]

    /// The filter with a built-in name, or nil.
    public init?(name: String) {
        let known = Self.colorFilters.union(Self.compositeFilters).union(Self.generators).union(Self.spreadingFilters)
            .union(["CIAffineTransform", "CICrop", "CILanczosScaleTransform"])
        guard known.contains(name) else { return nil }
        self.name = name
    }

    public convenience init?(name: String, parameters params: [String: Any]?) {
        self.init(name: name)
        for (key, value) in params ?? [:] { setValue(value, forKey: key) }
    }

    public func setValue(_ value: Any?, forKey key: String) { inputs[key] = value }
    public func value(forKey key: String) -> Any? { inputs[key] }
    public func setDefaults() { inputs = inputs.filter { $0.key == kCIInputImageKey } }
    public var inputKeys: [String] { inputs.keys.sorted() }
    public var outputKeys: [String] { [kCIOutputImageKey] }
    public var attributes: [String: Any] { [kCIAttributeFilterName: name] }

    /// The filtered image: nil when a required input image is missing.
    public var outputImage: CIImage? {
        let input = inputs[kCIInputImageKey] as? CIImage
        if Self.generators.contains(name) {
            if let color = inputs[kCIInputColorKey] as? CIColor, name == "CIConstantColorGenerator" { return CIImage(color: color) }
            return CIImage(source: .empty, filterNames: [name], extent: .infinite)
        }
        guard let input else { return nil }
        if Self.compositeFilters.contains(name) {
            let other = (inputs[kCIInputTargetImageKey] ?? inputs[kCIInputBackgroundImageKey]) as? CIImage
            guard let other else { return nil }
            return CIImage(source: input.source, filterNames: input.filterNames + [name], extent: input.extent.union(other.extent))
        }
        if Self.spreadingFilters.contains(name) {
            return CIImage(source: input.source, filterNames: input.filterNames + [name], extent: .infinite)
        }
        if name == "CILanczosScaleTransform" {
            let scale = CGFloat((inputs[kCIInputScaleKey] as? NSNumber)?.doubleValue ?? (inputs[kCIInputScaleKey] as? Double) ?? 1)
            let ratio = CGFloat((inputs[kCIInputAspectRatioKey] as? NSNumber)?.doubleValue ?? (inputs[kCIInputAspectRatioKey] as? Double) ?? 1)
            return input.transformed(by: CGAffineTransform(a: scale * ratio, b: 0, c: 0, d: scale, tx: 0, ty: 0))
        }
        return CIImage(source: input.source, filterNames: input.filterNames + [name], extent: input.extent)
    }

    /// The names of the built-in filters this module knows.
    public class func filterNames(inCategory category: String?) -> [String] {
        Array(colorFilters.union(compositeFilters).union(generators).union(spreadingFilters)).sorted()
    }
}

// Filter parameter keys, with Apple's values.
public let kCIInputImageKey = "inputImage"
public let kCIInputBackgroundImageKey = "inputBackgroundImage"
public let kCIInputTargetImageKey = "inputTargetImage"
public let kCIInputTimeKey = "inputTime"
public let kCIInputIntensityKey = "inputIntensity"
public let kCIInputRadiusKey = "inputRadius"
public let kCIInputColorKey = "inputColor"
public let kCIInputScaleKey = "inputScale"
public let kCIInputAspectRatioKey = "inputAspectRatio"
public let kCIInputAngleKey = "inputAngle"
public let kCIInputCenterKey = "inputCenter"
public let kCIInputSaturationKey = "inputSaturation"
public let kCIInputBrightnessKey = "inputBrightness"
public let kCIInputContrastKey = "inputContrast"
public let kCIInputEVKey = "inputEV"
public let kCIInputMaskImageKey = "inputMaskImage"
public let kCIOutputImageKey = "outputImage"
public let kCIAttributeFilterName = "CIAttributeFilterName"
