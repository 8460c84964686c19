// Apple's system colours, shared by SwiftUI (resolving `Color.yellow`, …) and the renderer.

/// Apple's system colours (iOS) by name, light and dark: SwiftUI's `Color.red`, … and the
/// renderer's multicolour SF Symbols draw in them.
public let systemColors: [String: (light: RGBAColor, dark: RGBAColor)] = [
    "black": (rgb(0, 0, 0), rgb(0, 0, 0)),
    "white": (rgb(255, 255, 255), rgb(255, 255, 255)),
    "clear": (rgb(0, 0, 0, 0), rgb(0, 0, 0, 0)),
    "gray": (rgb(142, 142, 147), rgb(142, 142, 147)),
    "red": (rgb(255, 59, 48), rgb(255, 69, 58)),
    "orange": (rgb(255, 149, 0), rgb(255, 159, 10)),
    "yellow": (rgb(255, 204, 0), rgb(255, 214, 10)),
    "green": (rgb(52, 199, 89), rgb(48, 209, 88)),
    "mint": (rgb(0, 199, 190), rgb(99, 230, 226)),
    "teal": (rgb(48, 176, 199), rgb(64, 200, 224)),
    "cyan": (rgb(50, 173, 230), rgb(100, 210, 255)),
    "blue": (rgb(0, 122, 255), rgb(10, 132, 255)),
    "indigo": (rgb(88, 86, 214), rgb(94, 92, 230)),
    "purple": (rgb(175, 82, 222), rgb(191, 90, 242)),
    "pink": (rgb(255, 45, 85), rgb(255, 55, 95)),
    "brown": (rgb(162, 132, 94), rgb(172, 142, 104)),
    "primary": (rgb(0, 0, 0), rgb(255, 255, 255)),
    "secondary": (rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6)),
    "accentColor": (rgb(0, 122, 255), rgb(10, 132, 255)),
]

private func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> RGBAColor {
    RGBAColor(red: r / 255, green: g / 255, blue: b / 255, opacity: a)
}
