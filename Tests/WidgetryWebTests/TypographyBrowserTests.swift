import Foundation
import SwiftUI
import Testing
import WebDriver
import WidgetryRender
import WidgetryWire

/// The font widgets are drawn in, in headless Chromium: the shipped Inter is what the browser
/// uses, text is as wide as evaluation measured it (`TextMetrics`), and emoji are drawn in
/// colour, not as empty boxes.
@Suite(.serialized, .enabled(if: BrowserTools.isAvailable, Comment(rawValue: BrowserTools.unavailableReason ?? "")))
struct TypographyBrowserTests {
    /// Texts of several sizes and weights, each its own widget, on one line (`fixedSize`).
    static let samples: [(text: String, font: FontArchive, view: AnyView)] = [
        ("Widgets on every screen", FontArchive(textStyle: .body, size: 17), AnyView(Text("Widgets on every screen").font(.body).fixedSize())),
        ("72°", FontArchive(size: 48, weight: .bold), AnyView(Text("72°").font(.system(size: 48, weight: .bold)).fixedSize())),
        ("Cupertino · Sunny", FontArchive(textStyle: .caption, size: 12, weight: .semibold), AnyView(Text("Cupertino · Sunny").font(.caption).fontWeight(.semibold).fixedSize())),
        ("Héllo, Wörld!", FontArchive(textStyle: .title, size: 28, weight: .heavy), AnyView(Text("Héllo, Wörld!").font(.title).fontWeight(.heavy).fixedSize())),
    ]

    /// Every sample is drawn in the shipped font (its display cut from 20 points), as wide as `TextMetrics` says (kerning, which
    /// the metrics leave out, moves a line by up to 3 %).
    @Test func textIsDrawnInTheShippedFontAsWideAsEvaluationMeasuredIt() async throws {
        let url = try await MainActor.run { try RenderedLayoutBrowserTests.page(Self.samples.map(\.view)) }
        try await Browser.withSession { browser in
            try await browser.navigate(to: url)
            let drawn = try await browser.executeAsync(
                """
                const done = arguments[arguments.length - 1];
                document.fonts.ready.then(() => done([...document.querySelectorAll(".wr .wr-text")].map(element => {
                  const range = document.createRange();
                  range.selectNodeContents(element);
                  const style = getComputedStyle(element);
                  const family = style.fontFamily.split(",")[0];
                  return [family, document.fonts.check(`${style.fontWeight} ${style.fontSize} ${family}`), range.getBoundingClientRect().width];
                })));
                """)
            let rows = try #require(drawn.array)
            #expect(rows.count == Self.samples.count)
            for (row, sample) in zip(rows, Self.samples) {
                let values = try #require(row.array)
                // Text of 20 points and more in the display cut, as Apple's system font.
                let family = sample.font.size >= 20 ? "\"Widgetry Display\"" : "\"Widgetry Sans\""
                #expect(values[0] == .string(family), "\(sample.text): \(values)")
                #expect(values[1] == .bool(true), "\(sample.text): the face of its weight has loaded")
                let width = try #require(values[2].number)
                let measured = TextMetrics.width(of: sample.text, font: sample.font)
                #expect(abs(width - measured) <= max(1, measured * 0.03), "\(sample.text): drawn \(width), measured \(measured)")
            }
            try await browser.saveScreenshot(named: "typography-samples")
        }
    }

    /// A canvas places text by its measured size: drawn centred on a point, the text's middle is
    /// on that point, because evaluation measured it in the font the browser draws.
    @Test func aCanvasMeasuresTextAsTheBrowserDrawsIt() async throws {
        let (url, measured) = try await MainActor.run {
            var measured = CGSize.zero
            let url = try RenderedLayoutBrowserTests.page([
                AnyView(Canvas { context, size in
                    let text = context.resolve(Text("Temperature").font(.headline))
                    measured = text.measure(in: size)
                    context.draw(text, in: CGRect(x: 10, y: 10, width: measured.width, height: measured.height))
                })
            ])
            return (url, measured)
        }
        try await Browser.withSession { browser in
            try await browser.navigate(to: url)
            let drawn = try await browser.executeAsync(
                """
                const done = arguments[arguments.length - 1];
                document.fonts.ready.then(() => {
                  const element = document.querySelector(".wr-drawing .wr-text");
                  const range = document.createRange();
                  range.selectNodeContents(element);
                  const box = range.getBoundingClientRect();
                  done([box.width, element.getBoundingClientRect().height, element.scrollWidth <= element.clientWidth]);
                });
                """)
            let values = try #require(drawn.array)
            let width = try #require(values[0].number)
            // Measured sizes are rounded up to whole points; kerning ("Te") is left out.
            #expect(abs(width - Double(measured.width)) <= 1 + width * 0.02, "drawn \(width), measured \(measured.width)")
            #expect(values[1] == .number(Double(measured.height)), "one line of the measured height: \(values)")
            #expect(values[2] == .bool(true), "the text fits the box it was measured for")
        }
    }

    /// An emoji in a widget's text is drawn in colour by the font stack's emoji face, never as
    /// an empty box: the glyph, drawn into a canvas in the text's own computed font, has
    /// saturated pixels (an empty box or a missing glyph is black or grey only).
    @Test func emojiAreDrawnInColour() async throws {
        let url = try await MainActor.run { try RenderedLayoutBrowserTests.page([AnyView(Text("Party 🎉 time").font(.title))]) }
        try await Browser.withSession { browser in
            try await browser.navigate(to: url)
            let colourful = try await browser.executeAsync(
                """
                const done = arguments[arguments.length - 1];
                const element = document.querySelector(".wr .wr-text");
                const style = getComputedStyle(element);
                const font = `${style.fontSize} ${style.fontFamily}`;
                document.fonts.load(font, "🎉").then(() => {
                  const canvas = document.createElement("canvas");
                  canvas.width = canvas.height = 64;
                  const context = canvas.getContext("2d");
                  context.font = font;
                  context.textBaseline = "top";
                  context.fillText("🎉", 8, 8);
                  const pixels = context.getImageData(0, 0, 64, 64).data;
                  let saturated = 0;
                  for (let i = 0; i < pixels.length; i += 4) {
                    const [r, g, b, a] = [pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]];
                    if (a > 128 && Math.max(r, g, b) - Math.min(r, g, b) > 80) saturated += 1;
                  }
                  done([style.fontFamily, saturated]);
                });
                """)
            let values = try #require(colourful.array)
            #expect(values[0].string?.contains("Widgetry Emoji") == true, "\(values)")
            #expect((values[1].number ?? 0) > 50, "coloured pixels in the emoji: \(values)")
            try await browser.saveScreenshot(named: "typography-emoji")
        }
    }

    /// The home screen loads the font from the host (`/assets/fonts/`), and its widgets and its
    /// own text are drawn in it.
    @Test func theHomeScreenLoadsTheFontFromTheHost() async throws {
        try await withHomeScreen { home in
            try await Browser.withSession { browser in
                try await browser.navigate(to: home.url("/"))
                try await browser.click(css: "#add-widget")
                _ = try await browser.waitForElement(css: "#gallery .gallery-card .gallery-preview .wr .wr-text")
                let loaded = try await browser.executeAsync(
                    """
                    const done = arguments[arguments.length - 1];
                    document.fonts.ready.then(() => done([
                      getComputedStyle(document.querySelector("#gallery .wr .wr-text")).fontFamily.split(",")[0],
                      getComputedStyle(document.body).fontFamily.split(",")[0],
                      document.fonts.check('17px "Widgetry Sans"'),
                      performance.getEntriesByType("resource").some(entry => new URL(entry.name).pathname === "/assets/fonts/Inter-Regular.woff2"),
                    ]));
                    """)
                #expect(loaded == .array([.string("\"Widgetry Sans\""), .string("\"Widgetry Sans\""), .bool(true), .bool(true)]), "\(loaded)")
            }
        }
    }
}
