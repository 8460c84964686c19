import Foundation
import SwiftUI
import Testing
import TestWidgets
import WebDriver
import WidgetKit
import WidgetryRender
import WidgetryWire

/// iOS's defaults as the browser paints them: the system widget background, button styles,
/// gauge bars and the accessory families' layout, measured (positions, sizes, and colours
/// read from a screenshot of the page) against what an iPhone running iOS 17 draws.
@Suite(.enabled(if: BrowserTools.isAvailable, Comment(rawValue: BrowserTools.unavailableReason ?? "")))
struct SystemDefaultsBrowserTests {
    /// One widget on the page: its view, family and appearance, and what is behind it.
    struct Fixture {
        var view: AnyView
        var family: WidgetFamily = .systemSmall
        var dark = false
        /// The CSS colour behind the widget (the preview canvas's grey, a wallpaper).
        var backdrop = "#eef0f4"
    }

    /// A page of `fixtures`, each evaluated as WidgetKit evaluates a widget of its family
    /// (size, margins, rendering mode) and rendered in a box `#w<index>` on its backdrop.
    @MainActor static func page(_ fixtures: [Fixture]) throws -> URL {
        try page(archives: fixtures.map { (archive(of: $0), $0.backdrop) })
    }

    /// The archive of `fixture`'s view, evaluated as WidgetKit evaluates a widget of its family.
    @MainActor static func archive(of fixture: Fixture) -> WidgetArchive {
        let family = fixture.family
        var environment = EnvironmentValues()
        environment.colorScheme = fixture.dark ? .dark : .light
        environment.widgetFamily = family
        environment.widgetRenderingMode = family.isAccessory ? .vibrant : .fullColor
        environment.showsWidgetContainerBackground = !family.isAccessory
        return makeWidgetArchive(
            fixture.view, family: family.rawValue, size: ArchiveSize(width: family.displaySize.width, height: family.displaySize.height),
            entryDate: Date(timeIntervalSince1970: 0), environment: environment, renderingMode: environment.widgetRenderingMode.archive,
            showsWidgetContainerBackground: environment.showsWidgetContainerBackground, contentMargins: family.defaultContentMargins)
    }

    /// A page of widget archives (for trees built by hand), each rendered in a box
    /// `#w<index>` on its backdrop.
    static func page(archives: [(archive: WidgetArchive, backdrop: String)]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-defaults-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var body = ""
        for (index, widget) in archives.enumerated() {
            // The backdrop is the page's own markup (the test's, not the renderer's).
            body += "<div id=\"w\(index)\" style=\"padding:12px;background:\(widget.backdrop)\">" + (try WidgetHTMLRenderer.render(widget.archive)) + "</div>"
        }
        try WidgetHTMLRenderer.writeFiles(into: folder)
        let page = folder.appendingPathComponent("page.html")
        try WidgetHTMLRenderer.document(title: "defaults", bodyHTML: body, scriptSrc: nil).write(to: page, atomically: true, encoding: .utf8)
        return page
    }

    /// Opens `url` and waits until its fonts are loaded (texts are measured in them).
    static func open(_ url: URL, in browser: WebDriverSession) async throws {
        try await browser.navigate(to: url)
        try await browser.executeAsync("const done = arguments[0]; document.fonts.ready.then(() => done(true));")
    }

    /// The colours painted at points of the page, `r,g,b`, read from a screenshot: each point
    /// is an element (a CSS selector) and an offset from its top left corner.
    static func paintedColors(_ browser: WebDriverSession, at points: [(selector: String, x: Double, y: Double)]) async throws -> [String] {
        let png = try await browser.screenshot().base64EncodedString()
        let list = JSONValue.array(points.map { .array([.string($0.selector), .number($0.x), .number($0.y)]) })
        let colors = try await browser.executeAsync(
            """
            const [png, points, done] = arguments;
            const image = new Image();
            image.onload = () => {
              const canvas = document.createElement('canvas');
              canvas.width = image.width;
              canvas.height = image.height;
              const context = canvas.getContext('2d');
              context.drawImage(image, 0, 0);
              done(points.map(([selector, x, y]) => {
                const box = document.querySelector(selector).getBoundingClientRect();
                const d = context.getImageData(Math.floor(box.left + x), Math.floor(box.top + y), 1, 1).data;
                return `${d[0]},${d[1]},${d[2]}`;
              }));
            };
            image.src = 'data:image/png;base64,' + png;
            """, arguments: [.string(png), list])
        return colors.array?.compactMap(\.string) ?? []
    }

    /// Whether two `r,g,b` colours differ by at most `tolerance` in each channel.
    static func close(_ a: String, _ b: String, tolerance: Int = 2) -> Bool {
        let x = a.split(separator: ",").compactMap { Int($0) }, y = b.split(separator: ",").compactMap { Int($0) }
        return x.count == 3 && y.count == 3 && zip(x, y).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// A widget whose container background is clear, or that has none, shows the system's
    /// widget background (white, or the dark system background), as on an iPhone: never the
    /// page behind it (the preview canvas's grey, 238,240,244).
    @Test func aClearContainerBackgroundShowsTheSystemBackground() async throws {
        let url = try await MainActor.run {
            try Self.page([
                Fixture(view: AnyView(Text("Clear").containerBackground(.clear, for: .widget))),
                Fixture(view: AnyView(Text("Clear").containerBackground(.clear, for: .widget)), dark: true),
                Fixture(view: AnyView(Text("None"))),
                Fixture(view: AnyView(Text("Half").containerBackground(Color.red.opacity(0.5), for: .widget))),
            ])
        }
        try await Browser.withSession { browser in
            try await Self.open(url, in: browser)
            let colors = try await Self.paintedColors(browser, at: (0..<4).map { ("#w\($0) .wr", 8, 85) })
            try await browser.saveScreenshot(named: "defaults-container-background")
            // Red at half opacity over white: 255, 157, 152.
            let expected = ["255,255,255", "28,28,30", "255,255,255", "255,157,152"]
            #expect(zip(colors, expected).allSatisfy { Self.close($0, $1) } && colors.count == 4, "\(colors)")
        }
    }

    /// Bordered buttons as iOS draws them: the default style (bordered in a widget) and
    /// `bordered` put the label in the accent colour on the system's secondary fill, a tinted
    /// one in the tint on the tint at 15 %, `borderedProminent` in white on the tint; 36 by
    /// 49 points around a symbol at the body size, as an iPhone's widget draws them, with
    /// corners of 7 points.
    @Test func borderedButtonsDrawTheirLabelsInTheTint() async throws {
        let styles: [(String, AnyView)] = [
            ("automatic", AnyView(Button(intent: IncrementIntent()) { Image(systemName: "plus") })),
            ("bordered", AnyView(Button(intent: IncrementIntent()) { Image(systemName: "plus") }.buttonStyle(.bordered))),
            ("tinted", AnyView(Button(intent: IncrementIntent()) { Image(systemName: "plus") }.buttonStyle(.bordered).tint(.red))),
            ("prominent", AnyView(Button(intent: IncrementIntent()) { Image(systemName: "plus") }.buttonStyle(.borderedProminent))),
            ("text", AnyView(Button(intent: IncrementIntent()) { Text("Add") })),
        ]
        let url = try await MainActor.run {
            try Self.page(
                styles.map { Fixture(view: AnyView($0.1.containerBackground(.white, for: .widget))) }
                    + [Fixture(view: AnyView(styles[0].1.containerBackground(.black, for: .widget)), dark: true)])
        }
        try await Browser.withSession { browser in
            try await Self.open(url, in: browser)
            let labels = try await browser.execute(
                """
                return [...document.querySelectorAll('.wr-button')].map(b => {
                  const label = b.firstElementChild, r = b.getBoundingClientRect(), l = label.getBoundingClientRect();
                  return [getComputedStyle(label).color, getComputedStyle(b).borderTopLeftRadius, r.width, r.height];
                });
                """)
            let fills = try await Self.paintedColors(browser, at: (0..<6).map { ("#w\($0) .wr-button", 10, 3) })
            try await browser.saveScreenshot(named: "defaults-buttons")
            // A symbol's button: 17 points of symbol and 16 on each side, a line (22) and 7
            // above and below; a text's as tall.
            let blue = "rgb(0, 122, 255)", corner = JSONValue.string("7px"), width = JSONValue.number(49), height = JSONValue.number(36)
            let text = try await browser.execute("return document.querySelector('#w4 .wr-text').getBoundingClientRect().width + 32")
            #expect(
                labels
                    == .array([
                        .array([.string(blue), corner, width, height]), .array([.string(blue), corner, width, height]),
                        .array([.string("rgb(255, 59, 48)"), corner, width, height]), .array([.string("rgb(255, 255, 255)"), corner, width, height]),
                        .array([.string(blue), corner, text, height]), .array([.string("rgb(10, 132, 255)"), corner, width, height]),
                    ]), "\(labels)")
            // The secondary fill over white (233,233,235, as on an iPhone's widget) and over
            // black in dark; the red tint at 15 %; the blue tint itself.
            let expected = ["233,233,235", "233,233,235", "255,226,224", "0,122,255", "233,233,235", "38,38,41"]
            #expect(zip(fills, expected).allSatisfy { Self.close($0, $1) } && fills.count == 6, "\(fills)")
        }
    }

    /// `Button(role: .destructive)` is red, as iOS draws it: the label in the system red on
    /// the red at 15 % (the default style), white on red (`borderedProminent`), the dark
    /// scheme's red in dark; the role prevails over a tint.
    @Test func destructiveButtonsAreRed() async throws {
        let reset = { Button(role: .destructive, intent: IncrementIntent()) { Text("Reset") } }
        let url = try await MainActor.run {
            try Self.page([
                Fixture(view: AnyView(reset().containerBackground(.white, for: .widget))),
                Fixture(view: AnyView(reset().buttonStyle(.borderedProminent).containerBackground(.white, for: .widget))),
                Fixture(view: AnyView(reset().tint(.green).containerBackground(.white, for: .widget))),
                Fixture(view: AnyView(reset().containerBackground(.black, for: .widget)), dark: true),
            ])
        }
        try await Browser.withSession { browser in
            try await Self.open(url, in: browser)
            let labels = try await browser.execute(
                "return [...document.querySelectorAll('.wr-button')].map(b => getComputedStyle(b.querySelector('.wr-text')).color)")
            let fills = try await Self.paintedColors(browser, at: (0..<4).map { ("#w\($0) .wr-button", 6, 3) })
            try await browser.saveScreenshot(named: "defaults-destructive-buttons")
            #expect(
                labels == .array(["rgb(255, 59, 48)", "rgb(255, 255, 255)", "rgb(255, 59, 48)", "rgb(255, 69, 58)"].map(JSONValue.string)),
                "\(labels)")
            // Red at 15 % over white, red itself, and the dark red at 15 % over black.
            let expected = ["255,226,224", "255,59,48", "255,226,224", "38,10,9"]
            #expect(zip(fills, expected).allSatisfy { Self.close($0, $1) } && fills.count == 4, "\(fills)")
        }
    }

    /// Linear gauges draw a 16-point bar in a home-screen widget (an iPhone's
    /// `accessoryLinearCapacity` bar, measured on a recording), 9 points under the label, on
    /// the system's tertiary fill, in the accessory styles and the default one; on the lock
    /// screen (`accessoryRectangular`) the bar is 4 points; a linear `ProgressView` stays 4.
    @Test func linearGaugeBarsAreAsThickAsAnIPhones() async throws {
        let gauge = Gauge(value: 0.67) { Text("67% of day") }
        let url = try await MainActor.run {
            try Self.page([
                Fixture(view: AnyView(gauge.gaugeStyle(.accessoryLinearCapacity).containerBackground(.clear, for: .widget))),
                Fixture(view: AnyView(gauge.gaugeStyle(.accessoryLinear).containerBackground(.clear, for: .widget))),
                Fixture(view: AnyView(gauge.gaugeStyle(.accessoryLinearCapacity)), family: .accessoryRectangular, backdrop: "#3a4a6b"),
                Fixture(view: AnyView(ProgressView(value: 0.67).containerBackground(.clear, for: .widget))),
                Fixture(view: AnyView(gauge.containerBackground(.clear, for: .widget))),
            ])
        }
        try await Browser.withSession { browser in
            try await Self.open(url, in: browser)
            let bars = try await browser.execute(
                """
                return [0, 1, 2, 3, 4].map(i => {
                  const bar = document.querySelector(`#w${i} .wr-bar`).getBoundingClientRect();
                  const top = document.querySelector(`#w${i} .wr-gauge-linear-top`);
                  return [bar.height, top ? bar.top - top.getBoundingClientRect().bottom : 0];
                });
                """)
            let track = try await Self.paintedColors(browser, at: [("#w0 .wr-bar", 100, 8), ("#w4 .wr-bar", 100, 8)])
            try await browser.saveScreenshot(named: "defaults-linear-gauges")
            #expect(bars == .array([.array([16, 9]), .array([16, 9]), .array([4, 4]), .array([4, 0]), .array([16, 9])]), "\(bars)")
            // The iPhone's capacity track over white: 239,239,240.
            #expect(track.count == 2 && track.allSatisfy { Self.close($0, "239,239,240") }, "\(track)")
        }
    }

    /// An `accessoryCircular` widget whose gauge shares a stack with spacers: as on the lock
    /// screen of an iPhone, the gauge gives way (76 points less the spacers' 8 and the
    /// stack's two spacings of 8: a ring of 44), centred, nothing clipped; the ring is
    /// drawn over the wallpaper with no disc behind it; the gauge's label (a symbol) is drawn
    /// at the body size.
    @Test func anAccessoryCircularGaugeFitsBetweenSpacersOverTheWallpaper() async throws {
        let view = VStack(alignment: .leading) {
            Spacer()
            Gauge(value: 0.67) { Image(systemName: "sun.max") }.gaugeStyle(.accessoryCircularCapacity)
            Spacer()
        }
        let url = try await MainActor.run {
            try Self.page([
                Fixture(view: AnyView(view), family: .accessoryCircular, backdrop: "#3a4a6b"),
                Fixture(view: AnyView(Gauge(value: 0.5) { Text("UV") } currentValueLabel: { Text("5") }.gaugeStyle(.accessoryCircular)),
                        family: .accessoryCircular, backdrop: "#3a4a6b"),
            ])
        }
        try await Browser.withSession { browser in
            try await Self.open(url, in: browser)
            let placed = try await browser.execute(
                """
                const widget = document.querySelector('#w0 .wr').getBoundingClientRect();
                const ring = document.querySelector('#w0 .wr-ring').getBoundingClientRect();
                const symbol = document.querySelector('#w0 .wr-symbol').getBoundingClientRect();
                const full = document.querySelector('#w1 .wr-ring').getBoundingClientRect();
                return [ring.width, ring.height, ring.left - widget.left, ring.top - widget.top, symbol.width, full.width];
                """)
            // Inside the widget's circle but outside the ring, and outside the widget.
            let colors = try await Self.paintedColors(browser, at: [("#w0 .wr", 10, 38), ("#w0", 4, 4)])
            try await browser.saveScreenshot(named: "defaults-accessory-circular")
            #expect(placed == .array([44, 44, 16, 16, 17, 76]), "\(placed)")
            #expect(colors == ["58,74,107", "58,74,107"], "\(colors)")
        }
    }

    /// An `accessoryInline` widget is one line: the spacers and stack spacing around its
    /// label take no room (iOS ignores them), so the line is centred in the 26 points and
    /// not pushed out of them.
    @Test func anAccessoryInlineLabelIsNotPushedOutByItsSpacers() async throws {
        let view = VStack(alignment: .leading) {
            Spacer()
            Label { Text("83% of day") } icon: { Image(systemName: "sun.max") }
            Spacer()
        }
        let url = try await MainActor.run { try Self.page([Fixture(view: AnyView(view), family: .accessoryInline, backdrop: "#3a4a6b")]) }
        try await Browser.withSession { browser in
            try await Self.open(url, in: browser)
            let placed = try await browser.execute(
                """
                const widget = document.querySelector('#w0 .wr').getBoundingClientRect();
                const text = document.querySelector('#w0 .wr-text').getBoundingClientRect();
                return [text.top - widget.top, widget.bottom - text.bottom];
                """)
            try await browser.saveScreenshot(named: "defaults-accessory-inline")
            // A 22-point line in 26 points: 2 above and below.
            #expect(placed == .array([2, 2]), "\(placed)")
        }
    }

    /// Each text style's line is as tall as Apple's Dynamic Type table says at the Large size
    /// (largeTitle 41, title 34, title2 28, title3 25, headline and body 22, callout 21,
    /// subheadline 20, footnote 18, caption 16, caption2 13), and headline is semibold.
    @Test func textStylesTakeTheirLineHeightsAndWeights() async throws {
        let styles: [Font] = [.largeTitle, .title, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption, .caption2]
        let url = try await MainActor.run {
            try Self.page([Fixture(view: AnyView(VStack(spacing: 0) { ForEach(0..<styles.count, id: \.self) { Text("Ag").font(styles[$0]) } }),
                                   family: .systemLarge)])
        }
        try await Browser.withSession { browser in
            try await Self.open(url, in: browser)
            let lines = try await browser.execute(
                """
                return [...document.querySelectorAll('#w0 .wr-text')].map(t => [t.getBoundingClientRect().height, getComputedStyle(t).fontWeight]);
                """)
            let expected: [(Double, String)] = [(41, "400"), (34, "400"), (28, "400"), (25, "400"), (22, "600"), (22, "400"), (21, "400"), (20, "400"), (18, "400"), (16, "400"), (13, "400")]
            #expect(lines == .array(expected.map { .array([.number($0.0), .string($0.1)]) }), "\(lines)")
        }
    }
}
