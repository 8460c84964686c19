import Foundation

/// A font, as UIKit's: the system font at a size and weight, a text style's font
/// (`preferredFont(forTextStyle:)`, at the default text size), or a font by name. Its metrics
/// (`lineHeight`, `ascender`, …) are those of the font widgets are drawn in here (Inter, see
/// docs/compatibility.md, "Text and fonts"), so code that measures with them measures what the
/// page draws. `Font(_:)` turns it into SwiftUI's font.
open class UIFont: NSObject, @unchecked Sendable {
    /// The point size.
    public let pointSize: CGFloat
    package let weight: Weight
    /// The text style of `preferredFont(forTextStyle:)`.
    package let textStyle: TextStyle?
    /// `UIFont(name:size:)`'s name; nil for the system font.
    package let customName: String?
    package let design: UIFontDescriptor.SystemDesign
    package let traits: UIFontDescriptor.SymbolicTraits
    package let isMonospacedDigit: Bool

    package init(
        pointSize: CGFloat, weight: Weight, textStyle: TextStyle? = nil, customName: String? = nil,
        design: UIFontDescriptor.SystemDesign = .default, traits: UIFontDescriptor.SymbolicTraits = [], monospacedDigit: Bool = false
    ) {
        self.pointSize = pointSize
        self.weight = weight
        self.textStyle = textStyle
        self.customName = customName
        self.design = design
        self.traits = traits
        self.isMonospacedDigit = monospacedDigit
    }

    /// The font named `fontName` (drawn by that name where the viewer has it; measured as the
    /// system font).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(pointSize: fontSize, weight: .regular, customName: fontName)
    }

    /// The font a descriptor describes, at `pointSize` (0: the descriptor's size).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let font = descriptor.font
        self.init(
            pointSize: pointSize > 0 ? pointSize : font.pointSize, weight: descriptor.symbolicTraits.contains(.traitBold) ? .bold : font.weight,
            textStyle: font.textStyle, customName: font.customName, design: descriptor.design, traits: descriptor.symbolicTraits,
            monospacedDigit: font.isMonospacedDigit)
    }

    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: .regular) }

    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: fontSize, weight: weight) }

    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight, width: Width) -> UIFont { UIFont(pointSize: fontSize, weight: weight) }

    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: .bold, traits: .traitBold) }

    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: .regular, traits: .traitItalic) }

    /// The system font with digits of equal width (for numbers that change).
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, monospacedDigit: true)
    }

    /// The monospaced system font.
    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, design: .monospaced, traits: .traitMonoSpace)
    }

    /// The text style's font at the default text size (`large`): body 17 pt, headline 17 pt
    /// semibold, caption1 12 pt, … as iOS's Dynamic Type table has them.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The text style's font at the traits' text size (the default size without one).
    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let metrics = style.metrics
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        let size = (metrics.size * UIFont.scale(for: category)).rounded()
        return UIFont(pointSize: CGFloat(size), weight: metrics.weight, textStyle: style, traits: metrics.weight == .semibold ? .traitBold : [])
    }

    /// The ratio of a text size to the default (`large`) size, as body text grows (17 pt at
    /// `large` to 53 pt at the largest accessibility size).
    static func scale(for category: UIContentSizeCategory) -> Double {
        let body: [Double] = [17, 14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        return body[min(max(category.index, 0), body.count - 1)] / 17
    }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, textStyle: textStyle, customName: customName, design: design, traits: traits, monospacedDigit: isMonospacedDigit)
    }

    open var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

    open var familyName: String { customName ?? ".AppleSystemUIFont" }
    open var fontName: String { customName ?? (design == .rounded ? ".SFUIRounded" : ".SFUI-" + weight.name) }

    // Metrics of the font drawn here (Inter: ascender 0.969 em, descender 0.241 em, cap height
    // 0.727 em, x-height 0.545 em, no line gap).
    open var ascender: CGFloat { pointSize * 2728 / 2816 }
    open var descender: CGFloat { -pointSize * 680 / 2816 }
    open var capHeight: CGFloat { pointSize * 0.727 }
    open var xHeight: CGFloat { pointSize * 0.545 }
    open var leading: CGFloat { 0 }
    /// The height of a line: ascender plus descender.
    open var lineHeight: CGFloat { ascender - descender }

    public class var familyNames: [String] { [".AppleSystemUIFont", "Inter"] }
    public class func fontNames(forFamilyName familyName: String) -> [String] { [] }

    public class var labelFontSize: CGFloat { 17 }
    public class var buttonFontSize: CGFloat { 18 }
    public class var smallSystemFontSize: CGFloat { 12 }
    public class var systemFontSize: CGFloat { 14 }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return pointSize == other.pointSize && weight == other.weight && textStyle == other.textStyle && customName == other.customName
            && design == other.design && traits == other.traits && isMonospacedDigit == other.isMonospacedDigit
    }

    public override var hash: Int { pointSize.hashValue ^ weight.hashValue }

    public override var description: String { "<UIFont: \(fontName) \(pointSize)pt>" }
}

extension UIFont {
    /// A font weight (`UIFont.Weight`), with UIKit's raw values (`regular` 0, `bold` 0.4).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        static let named: [(Weight, String)] = [
            (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"), (.medium, "Medium"),
            (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
        ]

        /// The named weight nearest this one.
        package var nearest: Weight { Self.named.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.0 }

        var name: String { Self.named.first { $0.0 == nearest }!.1 }
    }

    /// A font width (`UIFont.Width`); the system font is drawn at its standard width here.
    public struct Width: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let compressed = Width(rawValue: -0.3)
        public static let condensed = Width(rawValue: -0.2)
        public static let standard = Width(rawValue: 0)
        public static let expanded = Width(rawValue: 0.2)
    }

    /// A Dynamic Type text style (`UIFont.TextStyle`).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let extraLargeTitle = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle")
        public static let extraLargeTitle2 = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle2")
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Size and weight at the default text size.
        var metrics: (size: Double, weight: Weight) {
            switch self {
            case .extraLargeTitle: (36, .bold)
            case .extraLargeTitle2: (28, .bold)
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }
}

/// A description of a font (`UIFontDescriptor`): what `withDesign(_:)` and
/// `withSymbolicTraits(_:)` change before `UIFont(descriptor:size:)` makes the font.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    let font: UIFont
    public let symbolicTraits: SymbolicTraits
    let design: SystemDesign

    init(font: UIFont, traits: SymbolicTraits? = nil, design: SystemDesign? = nil) {
        self.font = font
        symbolicTraits = traits ?? font.traits
        self.design = design ?? font.design
    }

    /// The descriptor of a text style's font.
    public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    public var pointSize: CGFloat { font.pointSize }

    /// The descriptor with other traits (`traitBold`, `traitItalic`, …).
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        UIFontDescriptor(font: font, traits: symbolicTraits, design: design)
    }

    /// The descriptor in a design of the system font (`rounded`, `serif`, `monospaced`).
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        UIFontDescriptor(font: font, traits: symbolicTraits, design: design)
    }

    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(font: font.withSize(newPointSize), traits: symbolicTraits, design: design)
    }

    /// A design of the system font (`UIFontDescriptor.SystemDesign`).
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    /// `UIFontDescriptor.SymbolicTraits`.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }
}
