import Foundation
import WidgetryWire

// UIKit's named colours: the fixed ones (`.red` is pure red, as in UIKit), the system colours
// and the semantic ones, with iOS's light and dark values (the system colours are Wire's
// `systemColors`, which SwiftUI's `Color` draws, so `Color(uiColor: .systemBlue)` is `Color.blue`).

extension UIColor {
    /// A colour with the same value in both appearances.
    private static func fixed(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> UIColor {
        UIColor(content: .rgba(RGBAColor(red: r, green: g, blue: b, opacity: a)))
    }

    /// A system colour SwiftUI also has, by its SwiftUI name.
    private static func swiftUI(_ name: String) -> UIColor {
        let pair = systemColors[name]!
        return UIColor(content: .appearance(light: pair.light, dark: pair.dark), systemName: name)
    }

    /// A semantic colour: light and dark in 0…255 and alpha.
    private static func semantic(
        _ name: String, _ light: (Double, Double, Double, Double), _ dark: (Double, Double, Double, Double)
    ) -> UIColor {
        func rgba(_ c: (Double, Double, Double, Double)) -> RGBAColor { RGBAColor(red: c.0 / 255, green: c.1 / 255, blue: c.2 / 255, opacity: c.3) }
        return UIColor(content: .appearance(light: rgba(light), dark: rgba(dark)), systemName: name)
    }

    // Fixed colours.
    public static let black = fixed(0, 0, 0)
    public static let darkGray = fixed(1.0 / 3, 1.0 / 3, 1.0 / 3)
    public static let lightGray = fixed(2.0 / 3, 2.0 / 3, 2.0 / 3)
    public static let white = fixed(1, 1, 1)
    public static let gray = fixed(0.5, 0.5, 0.5)
    public static let red = fixed(1, 0, 0)
    public static let green = fixed(0, 1, 0)
    public static let blue = fixed(0, 0, 1)
    public static let cyan = fixed(0, 1, 1)
    public static let yellow = fixed(1, 1, 0)
    public static let magenta = fixed(1, 0, 1)
    public static let orange = fixed(1, 0.5, 0)
    public static let purple = fixed(0.5, 0, 0.5)
    public static let brown = fixed(0.6, 0.4, 0.2)
    public static let clear = fixed(0, 0, 0, 0)
    public static let lightText = fixed(1, 1, 1, 0.6)
    public static let darkText = fixed(0, 0, 0)

    // System colours.
    public static let systemRed = swiftUI("red")
    public static let systemOrange = swiftUI("orange")
    public static let systemYellow = swiftUI("yellow")
    public static let systemGreen = swiftUI("green")
    public static let systemMint = swiftUI("mint")
    public static let systemTeal = swiftUI("teal")
    public static let systemCyan = swiftUI("cyan")
    public static let systemBlue = swiftUI("blue")
    public static let systemIndigo = swiftUI("indigo")
    public static let systemPurple = swiftUI("purple")
    public static let systemPink = swiftUI("pink")
    public static let systemBrown = swiftUI("brown")
    public static let systemGray = swiftUI("gray")
    public static let systemGray2 = semantic("systemGray2", (174, 174, 178, 1), (99, 99, 102, 1))
    public static let systemGray3 = semantic("systemGray3", (199, 199, 204, 1), (72, 72, 74, 1))
    public static let systemGray4 = semantic("systemGray4", (209, 209, 214, 1), (58, 58, 60, 1))
    public static let systemGray5 = semantic("systemGray5", (229, 229, 234, 1), (44, 44, 46, 1))
    public static let systemGray6 = semantic("systemGray6", (242, 242, 247, 1), (28, 28, 30, 1))
    /// The app's tint: its `AccentColor` catalog colour, else the system blue.
    public static var tintColor: UIColor { UIColor(named: "AccentColor") ?? swiftUI("accentColor") }

    // Label colours.
    public static let label = swiftUI("primary")
    public static let secondaryLabel = swiftUI("secondary")
    public static let tertiaryLabel = semantic("tertiaryLabel", (60, 60, 67, 0.3), (235, 235, 245, 0.3))
    public static let quaternaryLabel = semantic("quaternaryLabel", (60, 60, 67, 0.18), (235, 235, 245, 0.16))
    public static let link = semantic("link", (0, 122, 255, 1), (9, 132, 255, 1))
    public static let placeholderText = semantic("placeholderText", (60, 60, 67, 0.3), (235, 235, 245, 0.3))
    public static let separator = semantic("separator", (60, 60, 67, 0.29), (84, 84, 88, 0.6))
    public static let opaqueSeparator = semantic("opaqueSeparator", (198, 198, 200, 1), (56, 56, 58, 1))

    // Fills.
    public static let systemFill = semantic("systemFill", (120, 120, 128, 0.2), (120, 120, 128, 0.36))
    public static let secondarySystemFill = semantic("secondarySystemFill", (120, 120, 128, 0.16), (120, 120, 128, 0.32))
    public static let tertiarySystemFill = semantic("tertiarySystemFill", (118, 118, 128, 0.12), (118, 118, 128, 0.24))
    public static let quaternarySystemFill = semantic("quaternarySystemFill", (116, 116, 128, 0.08), (118, 118, 128, 0.18))

    // Backgrounds (the base level; iOS's elevated dark values are for sheets, not widgets).
    public static let systemBackground = semantic("systemBackground", (255, 255, 255, 1), (0, 0, 0, 1))
    public static let secondarySystemBackground = semantic("secondarySystemBackground", (242, 242, 247, 1), (28, 28, 30, 1))
    public static let tertiarySystemBackground = semantic("tertiarySystemBackground", (255, 255, 255, 1), (44, 44, 46, 1))
    public static let systemGroupedBackground = semantic("systemGroupedBackground", (242, 242, 247, 1), (0, 0, 0, 1))
    public static let secondarySystemGroupedBackground = semantic("secondarySystemGroupedBackground", (255, 255, 255, 1), (28, 28, 30, 1))
    public static let tertiarySystemGroupedBackground = semantic("tertiarySystemGroupedBackground", (242, 242, 247, 1), (44, 44, 46, 1))

    /// A system or semantic colour by its UIKit name (`systemBlue`, `label`), as asset catalogs
    /// refer to them (`systemBlueColor`).
    package static func systemColor(named name: String) -> UIColor? {
        let colors: [String: UIColor] = [
            "black": .black, "darkGray": .darkGray, "lightGray": .lightGray, "white": .white, "gray": .gray, "red": .red,
            "green": .green, "blue": .blue, "cyan": .cyan, "yellow": .yellow, "magenta": .magenta, "orange": .orange,
            "purple": .purple, "brown": .brown, "clear": .clear, "lightText": .lightText, "darkText": .darkText,
            "systemRed": .systemRed, "systemOrange": .systemOrange, "systemYellow": .systemYellow, "systemGreen": .systemGreen,
            "systemMint": .systemMint, "systemTeal": .systemTeal, "systemCyan": .systemCyan, "systemBlue": .systemBlue,
            "systemIndigo": .systemIndigo, "systemPurple": .systemPurple, "systemPink": .systemPink, "systemBrown": .systemBrown,
            "systemGray": .systemGray, "systemGray2": .systemGray2, "systemGray3": .systemGray3, "systemGray4": .systemGray4,
            "systemGray5": .systemGray5, "systemGray6": .systemGray6, "label": .label, "secondaryLabel": .secondaryLabel,
            "tertiaryLabel": .tertiaryLabel, "quaternaryLabel": .quaternaryLabel, "link": .link, "placeholderText": .placeholderText,
            "separator": .separator, "opaqueSeparator": .opaqueSeparator, "systemFill": .systemFill,
            "secondarySystemFill": .secondarySystemFill, "tertiarySystemFill": .tertiarySystemFill,
            "quaternarySystemFill": .quaternarySystemFill, "systemBackground": .systemBackground,
            "secondarySystemBackground": .secondarySystemBackground, "tertiarySystemBackground": .tertiarySystemBackground,
            "systemGroupedBackground": .systemGroupedBackground,
            "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
            "tertiarySystemGroupedBackground": .tertiarySystemGroupedBackground,
        ]
        return colors[name] ?? (name == "tint" ? tintColor : nil)
    }
}
