import Foundation
import WidgetryWire

// UIKit's string measuring additions (`NSString.size(withAttributes:)`, the `.font` attribute):
// text is measured in the font widgets are drawn in here (`TextMetrics`, as `UIFont`'s metrics
// are), so a size computed for a layout matches what the page draws.

extension NSAttributedString.Key {
    /// The `UIFont` of the text (the system font at 12 points without one, as UIKit's default).
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    /// The `UIColor` of the text (not used in measuring).
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    /// Extra space after each character, in points (a `CGFloat` or `NSNumber`).
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
}

extension NSString {
    /// The size the string takes drawn on one line per paragraph with `attrs`: the widest line's
    /// width (plus `.kern` after each character) and each line's `lineHeight`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let font = attrs?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
        let kern = (attrs?[.kern] as? CGFloat) ?? (attrs?[.kern] as? NSNumber).map { CGFloat($0.doubleValue) } ?? 0
        let lines = (self as String).components(separatedBy: "\n")
        var width: CGFloat = 0
        for line in lines {
            let measured = CGFloat(TextMetrics.width(of: line, font: font.archive)) + kern * CGFloat(line.count)
            width = max(width, measured)
        }
        return CGSize(width: width, height: font.lineHeight * CGFloat(lines.count))
    }
}

extension UIFont {
    /// The font as the view archive describes it, for measuring with `TextMetrics`.
    package var archive: FontArchive {
        let weight: FontArchive.Weight =
            switch self.weight.nearest {
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            default: .regular
            }
        let design: FontArchive.Design? =
            switch self.design {
            case .rounded: .rounded
            case .serif: .serif
            case .monospaced: .monospaced
            default: nil
            }
        return FontArchive(
            name: customName, size: Double(pointSize), weight: traits.contains(.traitBold) && weight == .regular ? .bold : weight,
            design: traits.contains(.traitMonoSpace) ? .monospaced : design, italic: traits.contains(.traitItalic) ? true : nil,
            monospacedDigit: isMonospacedDigit ? true : nil)
    }
}
