import Foundation
import Synchronization
import WidgetryUIKit
import WidgetryWire

/// A colour: a system colour that adapts to light and dark, an RGB value, or an asset colour.
public nonisolated struct Color: Hashable, CustomStringConvertible, Sendable {
    indirect enum Storage: Hashable, Sendable {
        case rgb(RGBAColor)
        /// A system or semantic colour by name (`red`, `primary`, `accentColor`, …).
        case system(String)
        /// An asset colour.
        case named(String)
        /// A colour per appearance (a UIKit colour resolved for light and dark).
        case appearance(light: RGBAColor, dark: RGBAColor)
        case opacity(Storage, Double)
    }

    let storage: Storage

    init(storage: Storage) { self.storage = storage }

    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        var components = (red, green, blue)
        if colorSpace == .sRGBLinear {
            func encode(_ v: Double) -> Double { v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055 }
            components = (encode(red), encode(green), encode(blue))
        }
        storage = .rgb(RGBAColor(red: components.0, green: components.1, blue: components.2, opacity: opacity))
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let color = RGBAColor(hue: hue, saturation: saturation, brightness: brightness, opacity: opacity)
        self.init(red: color.red, green: color.green, blue: color.blue, opacity: opacity)
    }

    /// The colour set `name` of the extension's asset catalogs (`Assets.xcassets/Name.colorset`
    /// in its resource bundles), with its dark-appearance colour; a colour registered with
    /// `Color.registerAsset(_:light:dark:)` wins, and a name with neither is a neutral gray. The
    /// archive keeps the name (`asset:Name`).
    public init(_ name: String, bundle: Bundle? = nil) {
        storage = .named(name)
    }

    /// The same colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(storage: .opacity(storage, opacity))
    }

    public var description: String {
        switch storage {
        case .rgb(let c): "#\(c.hex.dropFirst())"
        case .system(let name): name
        case .named(let name): "NamedColor(\"\(name)\")"
        case .appearance(let light, _): "#\(light.hex.dropFirst())"
        case .opacity(let base, let opacity): "\(Color(storage: base).description) \(Int((opacity * 100).rounded()))% opacity"
        }
    }

    public static let black = Color(storage: .system("black"))
    public static let white = Color(storage: .system("white"))
    public static let clear = Color(storage: .system("clear"))
    public static let gray = Color(storage: .system("gray"))
    public static let red = Color(storage: .system("red"))
    public static let orange = Color(storage: .system("orange"))
    public static let yellow = Color(storage: .system("yellow"))
    public static let green = Color(storage: .system("green"))
    public static let mint = Color(storage: .system("mint"))
    public static let teal = Color(storage: .system("teal"))
    public static let cyan = Color(storage: .system("cyan"))
    public static let blue = Color(storage: .system("blue"))
    public static let indigo = Color(storage: .system("indigo"))
    public static let purple = Color(storage: .system("purple"))
    public static let pink = Color(storage: .system("pink"))
    public static let brown = Color(storage: .system("brown"))
    /// The primary label colour: black in light, white in dark.
    public static let primary = Color(storage: .system("primary"))
    /// The secondary label colour.
    public static let secondary = Color(storage: .system("secondary"))
    /// The app's accent colour (the system blue unless an `AccentColor` asset is registered).
    public static let accentColor = Color(storage: .system("accentColor"))

    /// A gradient from this colour (`Color.red.gradient`).
    public var gradient: AnyGradient { AnyGradient(base: self) }

    // MARK: Resolution

    /// Registers the light and dark values of asset colour `name` (Linux has no asset catalogs).
    package static func registerAsset(_ name: String, light: Color, dark: Color? = nil) {
        assetColors.withLock { $0[name] = (light, dark ?? light) }
    }

    /// The colour resolved for `scheme`.
    package func resolved(in scheme: ColorScheme) -> RGBAColor {
        Self.resolve(storage, scheme: scheme)
    }

    private static func resolve(_ storage: Storage, scheme: ColorScheme) -> RGBAColor {
        switch storage {
        case .rgb(let color):
            return color
        case .system(let name):
            if name == "accentColor", let asset = assetColors.withLock({ $0["AccentColor"] }) {
                return (scheme == .dark ? asset.dark : asset.light).resolved(in: scheme)
            }
            if name == "accentColor", let set = ColorResources.color(named: "AccentColor") {
                return set.color(dark: scheme == .dark)
            }
            let pair = systemColors[name] ?? systemColors["gray"]!
            return scheme == .dark ? pair.dark : pair.light
        case .named(let name):
            if let asset = assetColors.withLock({ $0[name] }) {
                return (scheme == .dark ? asset.dark : asset.light).resolved(in: scheme)
            }
            if let set = ColorResources.color(named: name) {
                return set.color(dark: scheme == .dark)
            }
            return scheme == .dark ? RGBAColor(red: 0.56, green: 0.56, blue: 0.58) : RGBAColor(red: 0.56, green: 0.56, blue: 0.58)
        case .appearance(let light, let dark):
            return scheme == .dark ? dark : light
        case .opacity(let base, let opacity):
            var color = resolve(base, scheme: scheme)
            color.opacity *= opacity
            return color
        }
    }

    /// The name the archive records: the system colour's, or `asset:Name`.
    var archiveName: String? {
        switch storage {
        case .rgb, .appearance: nil
        case .system(let name): name
        case .named(let name): "asset:" + name
        case .opacity(let base, _): Color(storage: base).archiveName
        }
    }

    /// The hierarchical level of label colours (`primary` 0, `secondary` 1).
    var labelLevel: Int? {
        switch storage {
        case .system("primary"): 0
        case .system("secondary"): 1
        case .opacity(let base, _): Color(storage: base).labelLevel
        default: nil
        }
    }
}

private let assetColors = Mutex<[String: (light: Color, dark: Color)]>([:])

private func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> RGBAColor {
    RGBAColor(red: r / 255, green: g / 255, blue: b / 255, opacity: a)
}

/// Label colours per hierarchical level (primary … quinary), light and dark.
let labelLevels: [(light: RGBAColor, dark: RGBAColor)] = [
    (rgb(0, 0, 0), rgb(255, 255, 255)),
    (rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6)),
    (rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3)),
    (rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16)),
    (rgb(60, 60, 67, 0.08), rgb(235, 235, 245, 0.08)),
]

/// The opacity of each hierarchical level of an arbitrary style, relative to its primary.
let levelOpacity: [Double] = [1, 0.6, 0.3, 0.18, 0.08]

/// System fill colours per level (`.fill`, `.fill.secondary`, …), light and dark.
let fillLevels: [(light: RGBAColor, dark: RGBAColor)] = [
    (rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36)),
    (rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32)),
    (rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24)),
    (rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18)),
    (rgb(116, 116, 128, 0.05), rgb(118, 118, 128, 0.12)),
]

/// System background colours per level (`.background`, `.background.secondary`, …).
let backgroundLevels: [(light: RGBAColor, dark: RGBAColor)] = [
    (rgb(255, 255, 255), rgb(0, 0, 0)),
    (rgb(242, 242, 247), rgb(28, 28, 30)),
    (rgb(255, 255, 255), rgb(44, 44, 46)),
    (rgb(242, 242, 247), rgb(58, 58, 60)),
    (rgb(255, 255, 255), rgb(72, 72, 74)),
]

extension Color: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalError("Color has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        [scope.node(.fill(scope.paint(self)))]
    }
}
