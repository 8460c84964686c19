import Foundation
import Testing
@testable import TestWidgets
import WidgetKit

/// TestWidgets' asset catalogs through the symbols the `AssetSymbolGenerator` plugin generates
/// for them, as Xcode 15 does: each resolves to its catalog's set (colours in both appearances).
@Suite("Generated asset symbols")
struct AssetSymbolTests {
    func close(_ color: (red: Double, green: Double, blue: Double), _ expected: (Double, Double, Double)) -> Bool {
        abs(color.red - expected.0) < 0.002 && abs(color.green - expected.1) < 0.002 && abs(color.blue - expected.2) < 0.002
    }

    @Test func resourcesAreNamedAsXcodeNamesThem() {
        #expect(ColorResource.widgetBackground.name == "WidgetBackground")
        #expect(ColorResource.accentTint.name == "AccentTint")
        // Words joined in lower camel case, the kind's suffix dropped, a leading acronym lowered.
        #expect(ColorResource.highlight.name == "Highlight Color")
        #expect(ImageResource.urlBanner.name == "URLBannerImage")
        #expect(ImageResource.badge.name == "Badge")
    }

    @MainActor @Test func colourSymbolsResolveToTheCatalogColourInBothAppearances() throws {
        // WidgetBackground.colorset: 0.2/0.8/0.6, dark 0/0.1/0.2 (0…1 components).
        for color in [Color.widgetBackground, Color(.widgetBackground), Color(ColorResource.widgetBackground)] {
            let light = color.resolved(in: .light), dark = color.resolved(in: .dark)
            #expect(close((light.red, light.green, light.blue), (0.2, 0.8, 0.6)))
            #expect(close((dark.red, dark.green, dark.blue), (0, 0.1, 0.2)))
        }
        #expect(Color.widgetBackground == Color("WidgetBackground"))
        // Highlight Color.colorset, hexadecimal components.
        let highlight = Color.highlight.resolved(in: .light)
        #expect(close((highlight.red, highlight.green, highlight.blue), (1, 128.0 / 255, 0)))
        let uiColor = UIColor.widgetBackground.resolvedRGBA(dark: true)
        #expect(close((uiColor.red, uiColor.green, uiColor.blue), (0, 0.1, 0.2)))
        #expect(UIColor(resource: .accentTint).resolvedRGBA(dark: false) == UIColor(named: "AccentTint")?.resolvedRGBA(dark: false))
    }

    @MainActor @Test func imageSymbolsNameTheCatalogImage() {
        #expect(Image(.badge) == Image("Badge"))
        let badge = UIImage.badge
        #expect(badge.size.width > 0 && badge.scale == 2)
        #expect(AssetSymbolUIKitValues.badgeResource == ImageResource.badge)
        _ = AssetSymbolBadgeView()
    }
}
