import Foundation
import WidgetryUIKit

extension Font {
    /// A UIKit font: a text style's font is that text style (it follows the dynamic type size
    /// as SwiftUI's does), a named font a custom font, the system font the system font of its
    /// size, weight and design.
    public init(_ font: UIFont) {
        let weight = Font.Weight(font.weight)
        var design: Design? = switch font.design {
        case .rounded: .rounded
        case .serif: .serif
        case .monospaced: .monospaced
        default: nil
        }
        if font.traits.contains(.traitMonoSpace) { design = .monospaced }
        if let name = font.customName {
            self.init(base: .custom(name, size: font.pointSize, relativeTo: nil), weight: font.weight == .regular ? nil : weight)
        } else if let style = font.textStyle.flatMap(TextStyle.init) {
            let styleWeight = Font.Weight(UIFont.preferredFont(forTextStyle: font.textStyle!).weight)
            self.init(base: .textStyle(style), weight: weight == styleWeight ? nil : weight, design: design)
        } else {
            self.init(base: .size(font.pointSize), weight: weight, design: design)
        }
        if font.traits.contains(.traitBold), font.weight.rawValue < UIFont.Weight.semibold.rawValue { self.weight = .bold }
        if font.traits.contains(.traitItalic) { isItalic = true }
        if font.isMonospacedDigit { isMonospacedDigit = true }
    }
}

extension Font.Weight {
    /// The named weight nearest a UIKit weight.
    init(_ weight: UIFont.Weight) {
        switch weight.nearest {
        case .ultraLight: self = .ultraLight
        case .thin: self = .thin
        case .light: self = .light
        case .medium: self = .medium
        case .semibold: self = .semibold
        case .bold: self = .bold
        case .heavy: self = .heavy
        case .black: self = .black
        default: self = .regular
        }
    }
}

extension Font.TextStyle {
    /// The SwiftUI text style of a UIKit one.
    init?(_ style: UIFont.TextStyle) {
        switch style {
        case .largeTitle: self = .largeTitle
        case .title1: self = .title
        case .title2: self = .title2
        case .title3: self = .title3
        case .headline: self = .headline
        case .subheadline: self = .subheadline
        case .body: self = .body
        case .callout: self = .callout
        case .footnote: self = .footnote
        case .caption1: self = .caption
        case .caption2: self = .caption2
        case .extraLargeTitle: self = .extraLargeTitle
        case .extraLargeTitle2: self = .extraLargeTitle2
        default: return nil
        }
    }
}
