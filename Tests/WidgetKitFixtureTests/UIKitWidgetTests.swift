import Foundation
import SwiftUI
import Testing
import WidgetryRender
import WidgetryWire
@testable import WidgetKit

/// The UIKit fixtures (UIKitWidgets/): an image the app saved, read and resized with UIKit and
/// drawn from its bytes; colours from a dynamic provider and from the asset catalog, in light
/// and dark; and the shared settings file's values.
/// Serialized: two tests write and remove the one photo file the widget reads.
@Suite("UIKit in widgets", .serialized)
@MainActor
struct UIKitWidgetTests {
    func uiKitExtension() throws -> WidgetExtension { try WidgetExtension(bundle: UIKitWidgetBundle()) }

    func render(_ kind: String) async throws -> (light: (WidgetArchive, String), dark: (WidgetArchive, String)) {
        let widget = try #require(try uiKitExtension().widget(kind: kind))
        let entry = try await widget.runner.snapshot(configuration: [:], RenderRequest(family: .systemSmall, colorSchemes: [.light, .dark]))
        let light = try #require(entry.variant(colorScheme: "light")), dark = try #require(entry.variant(colorScheme: "dark"))
        return ((light, try WidgetHTMLRenderer.render(light)), (dark, try WidgetHTMLRenderer.render(dark)))
    }

    @Test func aPhotoFromTheAppGroupIsDrawnFromItsBytesAtItsResizedSize() async throws {
        // 600 × 400 pixels: the provider resizes it to 150 points wide.
        let png = PNGEncoder.encode(rgba: [UInt8](repeating: 200, count: 600 * 400 * 4), width: 600, height: 400)
        let url = try #require(WidgetAppearance.photoURL)
        try Data(png).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }

        let (light, _) = try await render("Photo")
        let image = try #require(allNodes(light.0.root).compactMap(\.image).first)
        #expect(image.data?.data == png)
        #expect(image.data?.contentType == "image/png")
        #expect(image.size == ArchiveSize(width: 150, height: 100))
        #expect(light.1.contains("src=\"data:image/png;base64," + Data(png).base64EncodedString() + "\""))
        #expect(light.1.contains("width:150px;height:100px"))
        #expect(!light.1.contains("wr-img-missing"))

        // The running extension serves it by its key too (an image inside a Text loads it so).
        #expect(try ImageResources.archive(named: try #require(image.name))?.data == png)
    }

    @Test func withoutThePhotoTheWidgetShowsItsSymbol() async throws {
        if let url = WidgetAppearance.photoURL { try? FileManager.default.removeItem(at: url) }
        let (light, _) = try await render("Photo")
        #expect(allNodes(light.0.root).compactMap(\.image).first?.systemName == "photo")
    }

    @Test func anImageLargerThanAWidgetMayShowIsRefused() {
        let huge = PNGEncoder.encode(rgba: [UInt8](repeating: 0, count: 4), width: 1, height: 1)
        // A 1 × 1 file claimed to be drawn at 2000 × 2000 points at 3×: over WidgetKit's bound.
        let image = UIImage(data: Data(huge), scale: 3)!.preparingThumbnail(of: CGSize(width: 2000, height: 2000))!
        let node = evaluate(Image(uiImage: image)).root
        #expect(node.image?.missing == true)
        #expect(node.image?.data == nil)
    }

    @Test func aDynamicUIColorAndCatalogColoursDrawAsProvidedInEachAppearance() async throws {
        // The colour sets are TestWidgets' resources (Tests/Support/TestWidgets/Resources), whose
        // bundle `swift build --build-tests` puts beside this test binary.
        try #require(UIColor(named: "WidgetBackground") != nil, "Widgetry_TestWidgets.resources is not built beside the tests")
        let (light, dark) = try await render("Themed")
        // UIColor { traits in … }: light (1, 0.94, 0.8), dark (0.1, 0.12, 0.3).
        #expect(light.1.contains("#fff0cc"))
        #expect(dark.1.contains("#1a1f4d"))
        #expect(!light.1.contains("#1a1f4d") && !dark.1.contains("#fff0cc"))
        // Color("WidgetBackground"): the colour set's 0…1 components, and its dark entry.
        #expect(light.1.contains("#33cc99"))
        #expect(dark.1.contains("#001a33"))
        // UIColor(named: "AccentTint"): hexadecimal components, 0…255 ones in dark.
        #expect(light.1.contains("#e02040"))
        #expect(dark.1.contains("#ff6080"))
        // UIColor.secondaryLabel is SwiftUI's secondary.
        #expect(light.1.contains("#3c3c4399"))
        // Font(UIFont): the headline style, and 28 pt bold with monospaced digits.
        let fonts = allNodes(light.0.root).flatMap { node in (node.text?.runs ?? []).compactMap(\.font) }
        #expect(fonts.contains { $0.textStyle == .headline })
        #expect(fonts.contains { $0.size == 28 && $0.weight == .bold && $0.monospacedDigit == true })
    }

    @Test func theSharedSettingsFileReadsUIKitsValues() throws {
        #expect(UIColor(hex: "#3366CC")?.hexString == "#3366CC")
        #expect(WidgetAppearance.deviceDescription == "iPhone · iOS 18.0")
        #expect(WidgetAppearance.isPhone)
        #expect(WidgetAppearance.pixelsPerPoint == 3)
        #expect(!WidgetAppearance.isCompactScreen)
        #expect(WidgetAppearance.headlineFont.pointSize == 17)
        #expect(WidgetAppearance.numberFont.lineHeight > 28)
        #expect(UIDevice.current.identifierForVendor == UIDevice.current.identifierForVendor)

        // Xcode's literals make UIKit's values where no other type is expected, and SwiftUI's
        // colours through them.
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        WidgetAppearance.ringStart.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect([red, green, blue, alpha].map { ($0 * 1000).rounded() } == [882, 0, 86, 1000])
        #expect(Color(WidgetAppearance.ringEnd) == Color(uiColor: #colorLiteral(red: 1.000, green: 0.196, blue: 0.533, alpha: 1)))
        guard case .named(let name) = WidgetAppearance.stripes.source else { Issue.record("an image literal is a named image"); return }
        #expect(name == "Stripes")

        let swatch = UIImage.swatch(.systemRed)
        #expect(swatch.size == CGSize(width: 4, height: 4))
        #expect(swatch.cgImage?.width == 12)
        let png = try #require(swatch.pngData())
        #expect(ImageHeader.contentType(Array(png)) == "image/png")
    }
}
