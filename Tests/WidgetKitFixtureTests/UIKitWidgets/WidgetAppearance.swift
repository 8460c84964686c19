// Shared settings and helpers in the shapes app and widget targets share them: colours from
// hex strings and asset catalogs, a dynamic colour, fonts, the screen and the device, and an
// image resized for a widget the way such code does it.
import UIKit

enum WidgetAppearance {
    static let appGroup = "group.widgetry.uikit-fixtures"

    /// A colour that follows the appearance.
    static let cardBackground = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 0.10, green: 0.12, blue: 0.30, alpha: 1)
            : UIColor(red: 1.00, green: 0.94, blue: 0.80, alpha: 1)
    }

    static let accent = UIColor(named: "AccentTint") ?? .systemBlue
    /// Colours and an image picked in Xcode's pickers, written as its literals.
    static let ringStart = #colorLiteral(red: 0.882, green: 0, blue: 0.086, alpha: 1)
    static let ringEnd: UIColor = #colorLiteral(red: 1.000, green: 0.196, blue: 0.533, alpha: 1)
    static let stripes = #imageLiteral(resourceName: "Stripes")
    static let headlineFont = UIFont.preferredFont(forTextStyle: .headline)
    static let numberFont = UIFont.monospacedDigitSystemFont(ofSize: 28, weight: .bold)

    static var isCompactScreen: Bool { UIScreen.main.bounds.width < 375 }
    static var pixelsPerPoint: CGFloat { UIScreen.main.scale }

    static var deviceDescription: String {
        let device = UIDevice.current
        return "\(device.model) · \(device.systemName) \(device.systemVersion)"
    }

    static var isPhone: Bool { UIDevice.current.userInterfaceIdiom == .phone }

    /// Where the app saves the photo the widget shows.
    static var photoURL: URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroup)?.appendingPathComponent("photo.png")
    }
}

extension UIColor {
    convenience init?(hex: String) {
        var text = hex.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("#") { text.removeFirst() }
        guard text.count == 6, let value = UInt64(text, radix: 16) else { return nil }
        self.init(
            red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255, blue: CGFloat(value & 0xFF) / 255, alpha: 1)
    }

    var hexString: String {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return String(format: "#%02X%02X%02X", Int(red * 255), Int(green * 255), Int(blue * 255))
    }
}

extension UIImage {
    /// The image scaled to `width` points wide, keeping its aspect ratio.
    func resized(toWidth width: CGFloat) -> UIImage {
        let canvas = CGSize(width: width, height: CGFloat(ceil(width / size.width * size.height)))
        let format = imageRendererFormat
        format.scale = 1
        return UIGraphicsImageRenderer(size: canvas, format: format).image { _ in
            draw(in: CGRect(origin: .zero, size: canvas))
        }
    }

    /// A plain image of one colour.
    static func swatch(_ color: UIColor, size: CGSize = CGSize(width: 4, height: 4)) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }
}
