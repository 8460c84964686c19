import Foundation
import WidgetryCoreGraphics

/// A colour for CoreImage, as `CIColor`: RGBA components.
open class CIColor: NSObject, @unchecked Sendable {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat

    public init(red r: CGFloat, green g: CGFloat, blue b: CGFloat, alpha a: CGFloat) {
        red = r
        green = g
        blue = b
        alpha = a
    }
    public convenience init(red r: CGFloat, green g: CGFloat, blue b: CGFloat) { self.init(red: r, green: g, blue: b, alpha: 1) }

    /// From a CGColor's components (gray or RGB, with alpha).
    public convenience init(cgColor c: CGColor) {
        let parts = c.components ?? [0, 0, 0, 1]
        if parts.count >= 4 {
            self.init(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3])
        } else {
            let gray = parts.first ?? 0
            self.init(red: gray, green: gray, blue: gray, alpha: parts.count > 1 ? parts[1] : 1)
        }
    }

    /// From "r g b a" (Apple's `stringRepresentation`).
    public convenience init(string representation: String) {
        let values = representation.split(separator: " ").compactMap { Double($0) }.map { CGFloat($0) }
        self.init(red: values.count > 0 ? values[0] : 0, green: values.count > 1 ? values[1] : 0, blue: values.count > 2 ? values[2] : 0,
                  alpha: values.count > 3 ? values[3] : 1)
    }

    public var numberOfComponents: Int { 4 }
    public var components: [CGFloat] { [red, green, blue, alpha] }
    public var stringRepresentation: String { components.map { "\(Double($0))" }.joined(separator: " ") }

    override open func isEqual(_ object: Any?) -> Bool { (object as? CIColor)?.components == components }
    override open var hash: Int { components.hashValue }

    public class var black: CIColor { CIColor(red: 0, green: 0, blue: 0) }
    public class var white: CIColor { CIColor(red: 1, green: 1, blue: 1) }
    public class var clear: CIColor { CIColor(red: 0, green: 0, blue: 0, alpha: 0) }
    public class var red: CIColor { CIColor(red: 1, green: 0, blue: 0) }
    public class var green: CIColor { CIColor(red: 0, green: 1, blue: 0) }
    public class var blue: CIColor { CIColor(red: 0, green: 0, blue: 1) }
}
