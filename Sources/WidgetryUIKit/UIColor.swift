import Foundation
import WidgetryCoreGraphics
import WidgetryWire

/// A colour, as UIKit's: fixed components (extended sRGB, as UIKit keeps them), or one that
/// depends on the traits it is resolved in — the system and semantic colours (`.systemBlue`,
/// `.label`, `.systemBackground`, which differ in light and dark), catalog colours
/// (`UIColor(named:)`) and `UIColor { traits in … }`. `Color(uiColor:)` resolves it for each
/// colour scheme a widget is drawn in; the component getters and `cgColor` use
/// `UITraitCollection.current`.
open class UIColor: NSObject, @unchecked Sendable {
    enum Content {
        /// Extended sRGB, gamma-encoded, and alpha.
        case rgba(RGBAColor)
        /// A colour per appearance (system, semantic and catalog colours).
        case appearance(light: RGBAColor, dark: RGBAColor)
        case dynamic(@Sendable (UITraitCollection) -> UIColor)
    }

    let content: Content
    /// The SwiftUI name of a system colour (`blue`, `primary`) or `asset:Name` for a catalog
    /// colour, which SwiftUI keeps; UIKit's own name (`systemBlue`) for the others.
    package let systemName: String?

    init(content: Content, systemName: String? = nil) {
        self.content = content
        self.systemName = systemName
    }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        content = .rgba(RGBAColor(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
        systemName = nil
    }

    /// `#colorLiteral(red:green:blue:alpha:)`, as Xcode's colour picker writes it (ObjectLiterals.swift).
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    public init(white: CGFloat, alpha: CGFloat) {
        content = .rgba(RGBAColor(red: Double(white), green: Double(white), blue: Double(white), opacity: Double(alpha)))
        systemName = nil
    }

    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        content = .rgba(RGBAColor(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)))
        systemName = nil
    }

    /// A Display P3 colour, kept as the extended sRGB colour it is.
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let (r, g, b) = ColorSpaceConversion.sRGB(fromDisplayP3: (Double(red), Double(green), Double(blue)))
        content = .rgba(RGBAColor(red: r, green: g, blue: b, opacity: Double(alpha)))
        systemName = nil
    }

    public init(cgColor: CGColor) {
        let (r, g, b, a) = cgColor.extendedSRGB
        content = .rgba(RGBAColor(red: r, green: g, blue: b, opacity: a))
        systemName = nil
    }

    /// A colour that `dynamicProvider` gives for the traits it is resolved in.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        content = .dynamic(dynamicProvider)
        systemName = nil
    }

    /// The colour set `name` of the extension's asset catalogs, with its dark-appearance colour;
    /// nil when there is none (as UIKit's).
    public convenience init?(named name: String) {
        guard let set = ColorResources.color(named: name) else { return nil }
        self.init(content: .appearance(light: set.light, dark: set.dark ?? set.light), systemName: "asset:" + name)
    }

    /// `init(named:)`; the bundle and traits change nothing: the extension's bundles are searched.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    // MARK: Resolving

    /// The colour for `traitCollection`: a fixed colour is itself; a dynamic one is what its
    /// provider (or its light or dark value) gives for those traits.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch content {
        case .rgba: return self
        case .appearance(let light, let dark):
            return UIColor(content: .rgba(traitCollection.userInterfaceStyle == .dark ? dark : light))
        case .dynamic(let provider):
            return provider(traitCollection).resolvedColor(with: traitCollection)
        }
    }

    /// The components for the current traits in `style` (the phone's, in light or dark).
    package func resolvedRGBA(dark: Bool) -> RGBAColor {
        rgba(in: UITraitCollection.current.merging(UITraitCollection(userInterfaceStyle: dark ? .dark : .light)))
    }

    /// The components in `traits`.
    package func rgba(in traits: UITraitCollection) -> RGBAColor {
        guard case .rgba(let color) = resolvedColor(with: traits).content else { return RGBAColor(red: 0, green: 0, blue: 0, opacity: 0) }
        return color
    }

    /// Whether the colour differs between light and dark.
    package var isDynamic: Bool {
        if case .rgba = content { return false }
        return true
    }

    private var current: RGBAColor { rgba(in: UITraitCollection.current) }

    // MARK: Components

    /// The red, green, blue (extended sRGB) and alpha components in the current traits; true, as
    /// every colour here is RGB-compatible.
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let color = current
        red?.pointee = CGFloat(color.red)
        green?.pointee = CGFloat(color.green)
        blue?.pointee = CGFloat(color.blue)
        alpha?.pointee = CGFloat(color.opacity)
        return true
    }

    /// The hue, saturation, brightness and alpha in the current traits.
    open func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?, brightness: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let color = current
        let maximum = max(color.red, color.green, color.blue), minimum = min(color.red, color.green, color.blue)
        let delta = maximum - minimum
        var h = 0.0
        if delta > 0 {
            if maximum == color.red {
                h = (color.green - color.blue) / delta
            } else if maximum == color.green {
                h = (color.blue - color.red) / delta + 2
            } else {
                h = (color.red - color.green) / delta + 4
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = CGFloat(h)
        saturation?.pointee = CGFloat(maximum > 0 ? delta / maximum : 0)
        brightness?.pointee = CGFloat(maximum)
        alpha?.pointee = CGFloat(color.opacity)
        return true
    }

    /// The grey level (the colour's luminance) and alpha in the current traits.
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let color = current
        white?.pointee = CGFloat(ColorSpaceConversion.gray(fromSRGB: (color.red, color.green, color.blue)))
        alpha?.pointee = CGFloat(color.opacity)
        return true
    }

    /// The colour with alpha `alpha` (each appearance's, for a dynamic colour).
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        func with(_ color: RGBAColor) -> RGBAColor {
            var color = color
            color.opacity = Double(alpha)
            return color
        }
        switch content {
        case .rgba(let color): return UIColor(content: .rgba(with(color)))
        case .appearance(let light, let dark): return UIColor(content: .appearance(light: with(light), dark: with(dark)))
        case .dynamic(let provider): return UIColor(content: .dynamic { provider($0).withAlphaComponent(alpha) })
        }
    }

    /// The colour in the current traits, as a CoreGraphics colour in extended sRGB.
    open var cgColor: CGColor {
        let color = current
        return CGColor(
            space: CGColorSpace(name: CGColorSpace.extendedSRGB)!,
            components: [CGFloat(color.red), CGFloat(color.green), CGFloat(color.blue), CGFloat(color.opacity)])
    }

    /// Makes this the fill and stroke colour of the current image context (`UIGraphicsImageRenderer`).
    open func set() {
        GraphicsRecording.current?.fillColor = self
        GraphicsRecording.current?.strokeColor = self
    }

    /// Makes this the fill colour of the current image context.
    open func setFill() { GraphicsRecording.current?.fillColor = self }

    /// Makes this the stroke colour of the current image context.
    open func setStroke() { GraphicsRecording.current?.strokeColor = self }

    // MARK: NSObject

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if other === self { return true }
        switch (content, other.content) {
        case (.rgba(let a), .rgba(let b)): return a == b
        case (.appearance(let a1, let a2), .appearance(let b1, let b2)): return a1 == b1 && a2 == b2 && systemName == other.systemName
        default: return false
        }
    }

    public override var hash: Int {
        switch content {
        case .rgba(let color): color.hashValue
        case .appearance(let light, _): light.hashValue
        case .dynamic: ObjectIdentifier(self).hashValue
        }
    }

    public override var description: String {
        switch content {
        case .rgba(let c): "UIExtendedSRGBColorSpace \(c.red) \(c.green) \(c.blue) \(c.opacity)"
        case .appearance: "<UIDynamicSystemColor: \(systemName ?? "")>"
        case .dynamic: "<UIDynamicProviderColor>"
        }
    }
}
