import Foundation

/// Scales fonts and lengths with the text size (`UIFontMetrics`), as a text style's font grows:
/// at the default size (`large`), which widgets here are drawn at unless traits say otherwise,
/// values are unchanged.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// The body style's metrics.
    public class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// `font` at the current traits' text size.
    open func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.withSize((font.pointSize * scale(traitCollection)).rounded())
    }

    /// `font` scaled, no larger than `maximumPointSize`.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.withSize(min((font.pointSize * scale(nil)).rounded(), maximumPointSize))
    }

    /// `value` scaled as the text style's size is.
    open func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * scale(traitCollection)
    }

    private func scale(_ traits: UITraitCollection?) -> CGFloat {
        CGFloat(UIFont.scale(for: (traits ?? UITraitCollection.current).preferredContentSizeCategory))
    }
}
