// docs/compatibility.md's UIKit rows, each used as widget and shared app code uses it.
import Foundation
import SwiftUI
import UIKit

/// A widget view in the shapes real widgets draw UIKit values in.
struct UIKitCheckView: View {
    let photo: UIImage

    var body: some View {
        VStack {
            Image(uiImage: photo).resizable().scaledToFill()
            Text("Hi").font(Font(UIFont.systemFont(ofSize: 15, weight: .semibold)))
        }
        .background(Color(uiColor: .secondarySystemBackground))
        .foregroundColor(Color(UIColor.label))
    }
}

let uiKitChecks: [String: Any] = [
    "UIImage": { (data: Data, path: String) -> [UIImage?] in
        let image = UIImage(data: data, scale: 2)
        _ = (image?.size.width, image?.scale, image?.cgImage?.width, image?.pngData(), image?.jpegData(compressionQuality: 0.8))
        return [
            UIImage(data: data), UIImage(contentsOfFile: path), UIImage(named: "Hero"), UIImage(systemName: "star.fill"),
            image?.withRenderingMode(.alwaysTemplate), image?.preparingThumbnail(of: CGSize(width: 60, height: 60)),
            image?.resizableImage(withCapInsets: .zero), UIImage(named: "Hero", in: nil, compatibleWith: nil),
        ]
    } as Any,
    "UIImage.byPreparingThumbnail(ofSize:)": { (image: UIImage) async -> UIImage? in await image.byPreparingThumbnail(ofSize: CGSize(width: 40, height: 40)) } as Any,
    "UIImage.SymbolConfiguration": { () -> UIImage? in
        let configuration = UIImage.SymbolConfiguration(pointSize: 24, weight: .bold, scale: .large)
        return UIImage(systemName: "bolt", withConfiguration: configuration)?.applyingSymbolConfiguration(.init(textStyle: .headline))
    } as Any,
    "UIGraphicsImageRenderer": { (image: UIImage) -> UIImage in
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100), format: format).image { context in
            UIColor.systemBlue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 100, height: 100))
            context.cgContext.setFillColor(UIColor.white.cgColor)
            context.cgContext.fillEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
            image.draw(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        }
    } as Any,
    "UIGraphicsBeginImageContextWithOptions": { (image: UIImage) -> UIImage? in
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 50, height: 50), false, 0)
        defer { UIGraphicsEndImageContext() }
        image.draw(in: CGRect(x: 0, y: 0, width: 50, height: 50))
        return UIGraphicsGetImageFromCurrentImageContext()
    } as Any,
    "Image(uiImage:)": UIKitCheckView.self,
    "UIColor": { () -> [UIColor] in
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        var (r, g, b, a) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        _ = color.getHue(&r, saturation: &g, brightness: &b, alpha: &a)
        _ = color.cgColor.components
        return [
            color, UIColor(white: 0.5, alpha: 1), UIColor(hue: 0.6, saturation: 0.5, brightness: 0.9, alpha: 1),
            UIColor(displayP3Red: 1, green: 0.2, blue: 0.1, alpha: 1), color.withAlphaComponent(0.5), .systemBlue, .label,
            .secondaryLabel, .systemBackground, .secondarySystemBackground, .systemGroupedBackground, .separator, .systemGray2,
            .systemGray6, .tintColor, UIColor(cgColor: CGColor(red: 1, green: 0, blue: 0, alpha: 1)),
        ]
    } as Any,
    "UIColor(dynamicProvider:)": UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black },
    "UIColor(named:)": { UIColor(named: "WidgetBackground") ?? .systemBackground } as Any,
    "resolvedColor(with:)": { UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) } as Any,
    "Color(uiColor:)": [Color(uiColor: .systemRed), Color(UIColor.systemTeal)],
    "UIColor(_:)": UIColor(Color.orange),
    "UIFont": { () -> [CGFloat] in
        let fonts = [
            UIFont.systemFont(ofSize: 17, weight: .medium), .preferredFont(forTextStyle: .caption1), .boldSystemFont(ofSize: 20),
            .monospacedDigitSystemFont(ofSize: 34, weight: .bold), .italicSystemFont(ofSize: 12), UIFont(name: "Avenir", size: 14)!,
        ]
        return fonts.map { $0.pointSize + $0.lineHeight + $0.ascender - $0.descender + $0.capHeight }
    } as Any,
    "UIFontDescriptor": { () -> UIFont in
        let base = UIFont.systemFont(ofSize: 40, weight: .heavy)
        return UIFont(descriptor: base.fontDescriptor.withDesign(.rounded)!.withSymbolicTraits(.traitBold)!, size: 40)
    } as Any,
    "UIFontMetrics": { UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 28)).pointSize + UIFontMetrics.default.scaledValue(for: 8) } as Any,
    "Font(_:)": Font(UIFont.preferredFont(forTextStyle: .headline)),
    "UITraitCollection": { () -> Bool in
        let traits = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 3)])
        var dark = false
        traits.performAsCurrent { dark = UITraitCollection.current.userInterfaceStyle == .dark }
        return dark && traits.hasDifferentColorAppearance(comparedTo: UITraitCollection.current)
    } as Any,
    "UIUserInterfaceStyle": [UIUserInterfaceStyle.unspecified, .light, .dark],
    "UIContentSizeCategory": UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory,
    "UIScreen": { UIScreen.main.bounds.width * UIScreen.main.scale } as Any,
    "UIDevice": { [UIDevice.current.name, UIDevice.current.systemName, UIDevice.current.systemVersion, UIDevice.current.model, UIDevice.current.identifierForVendor?.uuidString ?? ""] } as Any,
    "UIUserInterfaceIdiom": UIDevice.current.userInterfaceIdiom == .phone,
    "UIApplication": { (url: URL) in
        if UIApplication.shared.canOpenURL(url) { UIApplication.shared.open(url, options: [:], completionHandler: nil) }
    } as Any,
    "UIEdgeInsets": UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
    "#colorLiteral(red:green:blue:alpha:)": [Color(#colorLiteral(red: 0.882, green: 0, blue: 0.086, alpha: 1)), #imageLiteral(resourceName: "Hero")] as [Any],
    // Haptics after an action, as a shared helper gives them (from a nonisolated function, as UIKit's
    // preconcurrency annotations allow in Swift 5 mode).
    "UIImpactFeedbackGenerator": { () -> UIImpactFeedbackGenerator.FeedbackStyle in
        let generator = UIImpactFeedbackGenerator(style: .heavy)
        generator.prepare()
        generator.impactOccurred()
        generator.impactOccurred(intensity: 0.6)
        UIImpactFeedbackGenerator().impactOccurred(at: CGPoint(x: 10, y: 10))
        return generator.style
    } as Any,
    "UINotificationFeedbackGenerator": { (succeeded: Bool) in
        UINotificationFeedbackGenerator().notificationOccurred(succeeded ? .success : .error)
    } as Any,
    "UISelectionFeedbackGenerator": { () in
        let generator = UISelectionFeedbackGenerator()
        generator.prepare()
        generator.selectionChanged()
    } as Any,
    "NSString.size(withAttributes:)": { (font: UIFont) -> CGFloat in
        ("00" as NSString).size(withAttributes: [.font: font]).width
    } as Any,
]
