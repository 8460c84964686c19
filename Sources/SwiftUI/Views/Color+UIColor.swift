import Foundation
import WidgetryCoreGraphics
import WidgetryUIKit
import WidgetryWire

// SwiftUI's bridges between its colours and UIKit's and CoreGraphics': a UIKit colour is resolved
// for light and dark when it becomes a `Color`, so a dynamic provider, a semantic colour or a
// catalog colour draws as it says in each colour scheme a widget is evaluated in.

extension Color {
    /// A UIKit colour: a system colour SwiftUI has is that colour (`.systemBlue` is `.blue`,
    /// `.label` `.primary`), a catalog colour that asset, a fixed colour its components, and
    /// any other dynamic colour its light and dark values.
    public init(uiColor: UIColor) {
        if let name = uiColor.systemName {
            if name.hasPrefix("asset:") {
                self.init(storage: .named(String(name.dropFirst(6))))
                return
            }
            if systemColors[name] != nil {
                self.init(storage: .system(name))
                return
            }
        }
        let light = uiColor.resolvedRGBA(dark: false)
        if !uiColor.isDynamic {
            self.init(storage: .rgb(light))
        } else {
            self.init(storage: .appearance(light: light, dark: uiColor.resolvedRGBA(dark: true)))
        }
    }

    /// `init(uiColor:)`. Disfavoured so that `Color(.widgetBackground)` is the catalog's
    /// `ColorResource` when the generated asset symbols also give `UIColor` that member.
    @_disfavoredOverload
    public init(_ color: UIColor) {
        self.init(uiColor: color)
    }

    /// A CoreGraphics colour (converted to sRGB).
    public init(cgColor: CGColor) {
        let (r, g, b, a) = cgColor.extendedSRGB
        self.init(storage: .rgb(RGBAColor(red: r, green: g, blue: b, opacity: a)))
    }

    /// `init(cgColor:)`.
    public init(_ cgColor: CGColor) {
        self.init(cgColor: cgColor)
    }

    /// The colour as a CoreGraphics colour; nil for one that depends on the appearance, as
    /// SwiftUI's (use `resolve(in:)` or `UIColor(_:)`).
    public var cgColor: CGColor? {
        guard case .rgb(let color) = storage else { return nil }
        return CGColor(red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: CGFloat(color.opacity))
    }
}

extension UIColor {
    /// A SwiftUI colour, resolved in the appearance of the traits it is resolved in.
    public convenience init(_ color: Color) {
        let light = color.resolved(in: .light), dark = color.resolved(in: .dark)
        if light == dark {
            self.init(red: CGFloat(light.red), green: CGFloat(light.green), blue: CGFloat(light.blue), alpha: CGFloat(light.opacity))
        } else {
            self.init { traits in
                let c = traits.userInterfaceStyle == .dark ? dark : light
                return UIColor(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.opacity))
            }
        }
    }
}
