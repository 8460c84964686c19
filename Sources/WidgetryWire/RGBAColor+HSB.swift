extension RGBAColor {
    /// The colour of `hue`, `saturation` and `brightness` (each 0–1; the hue wraps), as SwiftUI's
    /// `Color(hue:saturation:brightness:)` and UIKit's `UIColor(hue:saturation:brightness:alpha:)`
    /// convert it.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let c = brightness * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let m = brightness - c
        let (r, g, b): (Double, Double, Double) =
            switch Int(h) {
            case 0: (c, x, 0)
            case 1: (x, c, 0)
            case 2: (0, c, x)
            case 3: (0, x, c)
            case 4: (x, 0, c)
            default: (c, 0, x)
            }
        self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
    }
}
