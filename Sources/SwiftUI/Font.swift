import Foundation
import WidgetryWire

/// A font: a text style that follows the dynamic type size, a system font of a size, or a
/// custom font.
public struct Font: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        case textStyle(TextStyle)
        case size(CGFloat)
        case custom(String, size: CGFloat, relativeTo: TextStyle?)
    }

    var base: Base
    var weight: Weight?
    var design: Design?
    var width: Width?
    var isItalic = false
    var isMonospacedDigit = false
    var isMonospaced = false

    init(base: Base, weight: Weight? = nil, design: Design? = nil) {
        self.base = base
        self.weight = weight
        self.design = design
    }

    /// The text styles of the system.
    public enum TextStyle: Hashable, CaseIterable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        case extraLargeTitle, extraLargeTitle2

        /// Point size at the `large` dynamic type size, and default weight (iOS).
        var metrics: (size: Double, weight: Weight) {
            switch self {
            case .extraLargeTitle2: (28, .bold)
            case .extraLargeTitle: (36, .bold)
            case .largeTitle: (34, .regular)
            case .title: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .body: (17, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption: (12, .regular)
            case .caption2: (11, .regular)
            }
        }

        var archive: FontArchive.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption
            case .caption2: .caption2
            case .extraLargeTitle: .extraLargeTitle
            case .extraLargeTitle2: .extraLargeTitle2
            }
        }
    }

    /// A font weight.
    public struct Weight: Hashable, Sendable {
        let archive: FontArchive.Weight
        let value: Int
        public static let ultraLight = Weight(archive: .ultraLight, value: 100)
        public static let thin = Weight(archive: .thin, value: 200)
        public static let light = Weight(archive: .light, value: 300)
        public static let regular = Weight(archive: .regular, value: 400)
        public static let medium = Weight(archive: .medium, value: 500)
        public static let semibold = Weight(archive: .semibold, value: 600)
        public static let bold = Weight(archive: .bold, value: 700)
        public static let heavy = Weight(archive: .heavy, value: 800)
        public static let black = Weight(archive: .black, value: 900)
    }

    /// A font design.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced

        var archive: FontArchive.Design {
            switch self {
            case .default: .default
            case .serif: .serif
            case .rounded: .rounded
            case .monospaced: .monospaced
            }
        }
    }

    /// A width for fonts that have several (`condensed`, `expanded`, …); 0 is standard.
    public struct Width: Hashable, Sendable {
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    public static let largeTitle = Font(base: .textStyle(.largeTitle))
    public static let title = Font(base: .textStyle(.title))
    public static let title2 = Font(base: .textStyle(.title2))
    public static let title3 = Font(base: .textStyle(.title3))
    public static let headline = Font(base: .textStyle(.headline))
    public static let subheadline = Font(base: .textStyle(.subheadline))
    public static let body = Font(base: .textStyle(.body))
    public static let callout = Font(base: .textStyle(.callout))
    public static let footnote = Font(base: .textStyle(.footnote))
    public static let caption = Font(base: .textStyle(.caption))
    public static let caption2 = Font(base: .textStyle(.caption2))
    public static let extraLargeTitle = Font(base: .textStyle(.extraLargeTitle))
    public static let extraLargeTitle2 = Font(base: .textStyle(.extraLargeTitle2))

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .size(size), weight: weight, design: design)
    }

    @_disfavoredOverload
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(base: .size(size), weight: weight, design: design)
    }

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .textStyle(style), weight: weight, design: design)
    }

    @_disfavoredOverload
    public static func system(_ style: TextStyle, design: Design = .default) -> Font {
        Font(base: .textStyle(style), design: design)
    }

    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name, size: size, relativeTo: .body))
    }

    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .custom(name, size: size, relativeTo: textStyle))
    }

    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name, size: fixedSize, relativeTo: nil))
    }

    public func bold() -> Font { weight(.bold) }
    public func bold(_ isActive: Bool) -> Font { isActive ? bold() : self }
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }
    public func italic(_ isActive: Bool) -> Font { isActive ? italic() : self }
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }
    public func width(_ width: Width) -> Font {
        var font = self
        font.width = width
        return font
    }
    public func monospacedDigit() -> Font {
        var font = self
        font.isMonospacedDigit = true
        return font
    }
    public func monospaced() -> Font {
        var font = self
        font.isMonospaced = true
        return font
    }
    public func monospaced(_ isActive: Bool) -> Font { isActive ? monospaced() : self }
    public func smallCaps() -> Font { self }
    public func lowercaseSmallCaps() -> Font { self }
    public func uppercaseSmallCaps() -> Font { self }

    /// The font resolved for a dynamic type size.
    func archive(dynamicTypeSize: DynamicTypeSize) -> FontArchive {
        var archive: FontArchive
        switch base {
        case .textStyle(let style):
            let metrics = style.metrics
            archive = FontArchive(textStyle: style.archive, size: (metrics.size * dynamicTypeSize.scale).rounded(), weight: (weight ?? metrics.weight).archive)
        case .size(let size):
            archive = FontArchive(size: Double(size), weight: (weight ?? .regular).archive)
        case .custom(let name, let size, let relativeTo):
            let scale = relativeTo == nil ? 1 : dynamicTypeSize.scale
            archive = FontArchive(name: name, size: (Double(size) * scale * 10).rounded() / 10, weight: weight?.archive)
        }
        if let design, design != .default { archive.design = design.archive }
        if let width, width.value != 0 { archive.width = Double(width.value) }
        if isItalic { archive.italic = true }
        if isMonospacedDigit { archive.monospacedDigit = true }
        if isMonospaced { archive.monospaced = true }
        return archive
    }
}

extension EnvironmentValues {
    /// The environment's font with the inherited weight, design, bold and italic applied.
    func resolvedFont() -> FontArchive {
        var font = self.font ?? .body
        if let weight = style.fontWeight { font.weight = weight }
        if style.bold { font.weight = .bold }
        if let design = style.fontDesign { font.design = design }
        if let width = style.fontWidth { font.width = width }
        if style.italic { font.isItalic = true }
        if style.monospacedDigit { font.isMonospacedDigit = true }
        if style.monospaced { font.isMonospaced = true }
        return font.archive(dynamicTypeSize: dynamicTypeSize)
    }
}
