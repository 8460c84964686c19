import Foundation
import SwiftUI
import Testing
import WidgetKit
@testable import WidgetryRender
import WidgetryWire

// Multicolour SF Symbols: in a full-colour widget, the symbols Apple colours are drawn as
// layers in system colours (a yellow sun behind a white cloud); anywhere else, as before.

@MainActor
@Suite struct MulticolorSymbolTests {
    /// The markup inside the first symbol's `<svg>` of `out`.
    func symbolContent(_ out: String) -> Substring? {
        guard let open = out.range(of: "<svg class=\"wr-symbol\""),
              let start = out[open.upperBound...].range(of: ">"),
              let end = out[start.upperBound...].range(of: "</svg>") else { return nil }
        return out[start.upperBound..<end.lowerBound]
    }

    @Test func multicolorCloudSunDrawsAYellowSunBehindAWhiteCloud() throws {
        for view in [
            AnyView(Image(systemName: "cloud.sun.fill").symbolRenderingMode(.multicolor)),
            AnyView(Image(systemName: "cloud.sun.fill").renderingMode(.original)),
        ] {
            let content = try #require(symbolContent(try html(view)))
            let sun = try #require(content.range(of: "<g color=\"#ffcc00\">"))
            let cloud = try #require(content.range(of: "<g color=\"#ffffff\">"))
            #expect(sun.lowerBound < cloud.lowerBound, "the cloud is drawn over the sun: \(content)")
            #expect(String(content).occurrences(of: "<g color=") == 2)
            #expect(!content.contains(symbolGlyphs["cloud-sun-fill"]!))
        }
    }

    /// The dark colour scheme's yellow (#FFD60A); the cloud stays white.
    @Test func darkMulticolorUsesTheDarkSystemColours() throws {
        let out = try html(Image(systemName: "cloud.sun.rain.fill").symbolRenderingMode(.multicolor), scheme: .dark)
        let content = try #require(symbolContent(out))
        #expect(content.contains("<g color=\"#ffd60a\">"))
        #expect(content.contains("<g color=\"#ffffff\">"))
        #expect(content.contains("<g color=\"#64d2ff\">"), "the rain in the dark cyan: \(content)")
    }

    /// Undefined layers (`primary`) are drawn in the foreground style, the element's colour.
    @Test func primaryLayersTakeTheForegroundStyle() throws {
        let out = try html(Image(systemName: "sunrise.fill").symbolRenderingMode(.multicolor).foregroundStyle(.purple))
        let svg = try #require(out.range(of: "<svg class=\"wr-symbol\""))
        #expect(out[svg.lowerBound...].prefix(200).contains("color:#af52de"))
        let content = try #require(symbolContent(out))
        #expect(content.hasPrefix("<path d=\"M7.646 1.146"), "the arrow, in currentColor: \(content)")
        #expect(content.contains("<g color=\"#ffcc00\">"))
    }

    @Test func monochromeSymbolsAreUnchanged() throws {
        let glyph = try #require(symbolGlyphs["cloud-sun-fill"])
        for view in [
            AnyView(Image(systemName: "cloud.sun.fill")),
            AnyView(Image(systemName: "cloud.sun.fill").symbolRenderingMode(.monochrome)),
            AnyView(Image(systemName: "cloud.sun.fill").symbolRenderingMode(.hierarchical)),
            AnyView(Image(systemName: "cloud.sun.fill").renderingMode(.template)),
            AnyView(Image(systemName: "cloud.sun.fill").renderingMode(.original).symbolRenderingMode(.monochrome)),
        ] {
            #expect(try symbolContent(html(view)) == Substring(glyph))
        }
    }

    /// The vibrant (and accented) modes draw every symbol in one colour, multicolour or not.
    @Test func vibrantWidgetsKeepMonochromeSymbols() throws {
        let glyph = try #require(symbolGlyphs["cloud-sun-fill"])
        let plain = try html(Image(systemName: "cloud.sun.fill"), family: .accessoryCircular)
        let multicolor = try html(Image(systemName: "cloud.sun.fill").symbolRenderingMode(.multicolor), family: .accessoryCircular)
        #expect(symbolContent(multicolor) == Substring(glyph))
        #expect(multicolor == plain)
    }

    /// A symbol Apple does not colour is drawn as its glyph in multicolour too.
    @Test func symbolsWithoutColourLayersStayMonochrome() throws {
        let out = try html(Image(systemName: "gear").symbolRenderingMode(.multicolor))
        #expect(symbolContent(out) == Substring(try #require(symbolGlyphs["gear"])))
    }

    /// Every multicolour symbol is also drawn in monochrome, and each layer's role is the
    /// foreground or a system colour.
    @Test func everyLayerHasAKnownRole() {
        for (name, layers) in symbolMulticolorLayers {
            #expect(!layers.isEmpty, "\(name)")
            for layer in layers {
                #expect(layer.role == "primary" || systemColors[layer.role] != nil, "\(name): \(layer.role)")
                #expect(layer.markup.hasPrefix("<"), "\(name)")
            }
        }
        for name in ["sun.max.fill", "cloud.sun.fill", "cloud.rain.fill", "cloud.bolt.rain.fill", "cloud.snow.fill",
                     "moon.stars.fill", "sunrise.fill", "drop.fill", "flame.fill", "bolt.fill", "heart.fill", "star.fill"] {
            #expect(symbolMulticolorLayers[name] != nil, "\(name)")
        }
    }
}
