import Foundation

extension UIImage {
    /// Traits an image is configured for (`UIImage.Configuration`).
    open class Configuration: NSObject, @unchecked Sendable {
        public let traitCollection: UITraitCollection?

        init(traitCollection: UITraitCollection? = nil) {
            self.traitCollection = traitCollection
        }

        /// The configuration with `traitCollection`.
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            self
        }
    }

    /// How an SF Symbol is drawn (`UIImage.SymbolConfiguration`): its size (a point size or a
    /// text style's), weight and scale, and its colours (hierarchical, palette, multicolour).
    public class SymbolConfiguration: Configuration, @unchecked Sendable {
        public let pointSize: CGFloat?
        public let weight: SymbolWeight?
        public let scale: SymbolScale?
        public let textStyle: UIFont.TextStyle?
        public let hierarchicalColor: UIColor?
        public let paletteColors: [UIColor]?
        public let prefersMulticolor: Bool

        required init(
            pointSize: CGFloat? = nil, weight: SymbolWeight? = nil, scale: SymbolScale? = nil, textStyle: UIFont.TextStyle? = nil,
            hierarchicalColor: UIColor? = nil, paletteColors: [UIColor]? = nil, prefersMulticolor: Bool = false
        ) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
            self.hierarchicalColor = hierarchicalColor
            self.paletteColors = paletteColors
            self.prefersMulticolor = prefersMulticolor
            super.init()
        }

        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: nil, scale: nil) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: nil) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(pointSize: nil, textStyle: textStyle) }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) { self.init(scale: scale, textStyle: textStyle) }
        public convenience init(weight: SymbolWeight) { self.init(pointSize: nil, weight: weight) }
        public convenience init(scale: SymbolScale) { self.init(pointSize: nil, scale: scale) }
        public convenience init(font: UIFont) { self.init(pointSize: font.pointSize, weight: SymbolWeight(font.weight)) }
        public convenience init(font: UIFont, scale: SymbolScale) { self.init(pointSize: font.pointSize, weight: SymbolWeight(font.weight), scale: scale) }
        public convenience init(hierarchicalColor: UIColor) { self.init(pointSize: nil, hierarchicalColor: hierarchicalColor) }
        public convenience init(paletteColors: [UIColor]) { self.init(pointSize: nil, paletteColors: paletteColors) }

        /// Symbols drawn in their own colours where they have them.
        public class func preferringMulticolor() -> Self { Self(pointSize: nil, prefersMulticolor: true) }

        public static let unspecified = SymbolConfiguration(pointSize: nil)

        /// This configuration with `configuration`'s specified values over it.
        public func applying(_ configuration: Configuration?) -> Self {
            guard let other = configuration as? SymbolConfiguration else { return self }
            return Self(
                pointSize: other.pointSize ?? pointSize, weight: other.weight ?? weight, scale: other.scale ?? scale,
                textStyle: other.textStyle ?? textStyle, hierarchicalColor: other.hierarchicalColor ?? hierarchicalColor,
                paletteColors: other.paletteColors ?? paletteColors, prefersMulticolor: other.prefersMulticolor || prefersMulticolor)
        }

        /// The configuration without its scale.
        public func configurationWithoutScale() -> Self {
            Self(pointSize: pointSize, weight: weight, scale: nil, textStyle: textStyle, hierarchicalColor: hierarchicalColor, paletteColors: paletteColors, prefersMulticolor: prefersMulticolor)
        }

        /// The symbol's side in points: the point size or text style's, scaled as SwiftUI's
        /// `imageScale` scales symbols.
        var resolvedPointSize: CGFloat? {
            guard let base = pointSize ?? textStyle.map({ UIFont.preferredFont(forTextStyle: $0).pointSize }) else { return nil }
            switch scale {
            case .small: return (base * 0.8).rounded()
            case .large: return (base * 1.3).rounded()
            default: return base
            }
        }

        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? SymbolConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale && textStyle == other.textStyle
                && prefersMulticolor == other.prefersMulticolor
        }

        public override var hash: Int { pointSize.hashValue ^ (weight?.rawValue ?? 0) }
    }

    /// A symbol's weight.
    public enum SymbolWeight: Int, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        init(_ weight: UIFont.Weight) {
            let order: [(UIFont.Weight, SymbolWeight)] = [
                (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
                (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
            ]
            self = order.min { abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue) }!.1
        }

        /// The font weight of the same name.
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .unspecified, .regular: .regular
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }

    /// A symbol's scale relative to its text.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small, medium, large
    }
}
