import Foundation
import SwiftUI
import Testing
import WebDriver
import WidgetryRender
import WidgetryWire

/// Rendered widgets laid out and painted by a real browser (headless Chromium): what the HTML
/// snapshot tests cannot see.
@Suite(.enabled(if: BrowserTools.isAvailable, Comment(rawValue: BrowserTools.unavailableReason ?? "")))
struct RenderedLayoutBrowserTests {
    /// A page of `views` (each a small widget, light) written with the stylesheet into a new
    /// folder; its `file:` URL.
    @MainActor static func page(_ views: [AnyView], script: Bool = false) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-layout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var body = ""
        for (index, view) in views.enumerated() {
            let archive = Self.archive(view)
            var found = archive
            found.root = Self.imagesFound(archive.root)
            body += "<div id=\"w\(index)\">" + (try WidgetHTMLRenderer.render(found)) + "</div>"
        }
        try WidgetHTMLRenderer.writeFiles(into: folder)
        let page = folder.appendingPathComponent("page.html")
        try WidgetHTMLRenderer.document(title: "layout", bodyHTML: body, scriptSrc: script ? WidgetHTMLRenderer.scriptFileName : nil)
            .write(to: page, atomically: true, encoding: .utf8)
        return page
    }

    /// `view` evaluated as a small widget, light.
    @MainActor static func archive(_ view: AnyView) -> WidgetArchive {
        var environment = EnvironmentValues()
        environment.colorScheme = .light
        return makeWidgetArchive(
            view, family: "systemSmall", size: ArchiveSize(width: 170, height: 170), entryDate: Date(timeIntervalSince1970: 0),
            environment: environment, contentMargins: EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
    }

    /// `node` with every named image archived as found (the page's `images/` folder has them).
    static func imagesFound(_ node: ViewNode) -> ViewNode {
        var node = node
        if case .image(var image) = node.content, image.name != nil {
            image.missing = nil
            node.content = .image(image)
        }
        node.children = node.children.map(imagesFound)
        return node
    }

    /// A template image is its shape in the foreground colour: the browser applies the mask
    /// the renderer writes (an unsupported property would be dropped, and the box painted
    /// solid).
    @Test func aTemplateImageIsAMaskOverItsColour() async throws {
        let url = try await MainActor.run {
            try Self.page([AnyView(Image("Badge").resizable().renderingMode(.template).foregroundStyle(.red).frame(width: 40, height: 30))])
        }
        let badge = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Support/TestWidgets/Resources/Assets.xcassets/Badge.imageset/badge@2x.png")
        let images = url.deletingLastPathComponent().appendingPathComponent("images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: badge, to: images.appendingPathComponent("Badge"))
        try await Browser.withSession { browser in
            try await browser.navigate(to: url)
            let style = try await browser.execute(
                """
                const mask = document.querySelector("#w0 .wr-img-mask");
                const s = getComputedStyle(mask), r = mask.getBoundingClientRect();
                return [s.maskMode, s.maskImage.includes("images/Badge") ? "url" : s.maskImage, s.backgroundColor, `${r.width}x${r.height}`];
                """)
            #expect(style == .array([.string("alpha"), .string("url"), .string("rgb(255, 59, 48)"), .string("40x30")]), "\(style)")
        }
    }

    /// A stack's default spacing is a point between lines of text, as on an iPhone (footnote
    /// lines 19 pt apart: the 18 pt line and one), and 8 points between other views; an
    /// explicit spacing is kept between texts too.
    @Test func defaultSpacingBetweenTextsIsAPoint() async throws {
        let url = try await MainActor.run {
            try Self.page([
                AnyView(VStack { Text("One").font(.footnote); Text("Two").font(.footnote); Color.red.frame(width: 10, height: 10) }),
                AnyView(VStack(spacing: 8) { Text("One").font(.footnote); Text("Two").font(.footnote) }),
            ])
        }
        try await Browser.withSession { browser in
            try await browser.navigate(to: url)
            let tops = try await browser.execute(
                """
                return [0, 1].map(i => [...document.querySelectorAll(`#w${i} .wr-vstack > *`)].map(e => e.getBoundingClientRect().top))
                  .map(t => t.slice(1).map((top, j) => top - t[j]));
                """)
            // Text to text 18 + 1; text to the square 18 + 8; explicitly spaced texts 18 + 8.
            #expect(tops == .array([.array([.number(19), .number(26)]), .array([.number(26)])]), "\(tops)")
        }
    }

    /// A column whose content is taller than its frame overflows at the top and the bottom
    /// alike, as SwiftUI centres a child larger than the space it is given: a column too tall
    /// for a small widget is clipped at both ends, not pushed out at the bottom only.
    @Test func anOverflowingColumnOverflowsAtBothEnds() async throws {
        let url = try await MainActor.run {
            try Self.page([
                AnyView(VStack(spacing: 0) { Color.red.frame(width: 10, height: 100); Color.blue.frame(width: 10, height: 100) }.frame(height: 100))
            ])
        }
        try await Browser.withSession { browser in
            try await browser.navigate(to: url)
            let offset = try await browser.execute(
                """
                const stack = document.querySelector("#w0 .wr-content > *").getBoundingClientRect();
                return document.querySelector("#w0 .wr-content > * > *").getBoundingClientRect().top - stack.top;
                """)
            #expect(offset == .number(-50), "\(offset)")
        }
    }

    /// `position(x:y:)` centres the view on the point in the space offered (the widget's
    /// content area here), which the result takes.
    @Test func positionCentresTheViewOnThePoint() async throws {
        let url = try await MainActor.run {
            try Self.page([AnyView(Circle().fill(.red).frame(width: 10, height: 10).position(x: 30, y: 40))])
        }
        try await Browser.withSession { browser in
            try await browser.navigate(to: url)
            let centre = try await browser.execute(
                """
                const content = document.querySelector('#w0 .wr-content').getBoundingClientRect();
                const circle = document.querySelector('#w0 .wr-shape').getBoundingClientRect();
                return [circle.left + circle.width / 2 - content.left, circle.top + circle.height / 2 - content.top, circle.width];
                """)
            #expect(centre == .array([.number(30), .number(40), .number(10)]), "\(centre)")
        }
    }

    /// A canvas draws at the size it was given from the content's top leading corner: a text
    /// drawn at a point by its anchor lands there, through the context's transform, and an
    /// image drawn in a rectangle fills it; a fill under a clip is masked by the clip's path
    /// (hit testing ignores masks, so the mask is checked as the browser resolved it).
    @Test func canvasDrawingLandsWhereItWasDrawn() async throws {
        let url = try await MainActor.run {
            try Self.page([
                AnyView(Canvas { context, size in
                    context.fill(Path(CGRect(x: 0, y: 0, width: size.width, height: size.height)), with: .color(.white))
                    var moved = context
                    moved.translateBy(x: 50, y: 30)
                    moved.draw(Text("Mid"), at: CGPoint(x: 10, y: 10), anchor: .center)
                    context.draw(Image(systemName: "star.fill"), in: CGRect(x: 90, y: 80, width: 40, height: 20))
                    var clipped = context
                    clipped.clip(to: Path(CGRect(x: 0, y: 100, width: 20, height: 20)))
                    clipped.fill(Path(CGRect(x: 0, y: 100, width: 60, height: 20)), with: .color(.red))
                })
            ])
        }
        try await Browser.withSession { browser in
            try await browser.navigate(to: url)
            let placed = try await browser.execute(
                """
                const content = document.querySelector('#w0 .wr-content').getBoundingClientRect();
                const text = document.querySelector('#w0 .wr-drawing .wr-text').getBoundingClientRect();
                const star = document.querySelector('#w0 .wr-drawing .wr-symbol').getBoundingClientRect();
                const masked = document.querySelector('#w0 .wr-drawing g[mask]');
                const id = getComputedStyle(masked).mask.match(/#([^"')]+)/)[1];
                const clip = document.getElementById(id).querySelector('path').getBBox();
                return [Math.round(text.left + text.width / 2 - content.left), Math.round(text.top + text.height / 2 - content.top),
                        star.left - content.left, star.top - content.top, star.width, star.height,
                        `${clip.x},${clip.y},${clip.width},${clip.height}`, getComputedStyle(masked.querySelector('path')).fill];
                """)
            try await browser.saveScreenshot(named: "canvas")
            #expect(placed == .array([.number(60), .number(40), .number(90), .number(80), .number(40), .number(20), .string("0,100,20,20"), .string("rgb(255, 59, 48)")]), "\(placed)")
        }
    }

    /// What the browser tells a screen reader: a labelled symbol is an image named by its
    /// label, a combined row one element named by its texts, a hidden view nothing.
    @Test func accessibilityLabelsReachTheAccessibilityTree() async throws {
        let url = try await MainActor.run {
            try Self.page([
                AnyView(VStack {
                    Image(systemName: "flame.fill").accessibilityLabel("Streak")
                    HStack {
                        Text("High")
                        Text("24°")
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityValue("today")
                    Text("Title").accessibilityAddTraits(.isHeader)
                })
            ])
        }
        try await Browser.withSession { browser in
            try await browser.navigate(to: url)
            let streak = try await browser.findElement(css: "#w0 [aria-label='Streak']")
            // ARIA 1.3 calls the `img` role `image`.
            #expect(["img", "image"].contains(try await streak.computedRole()))
            #expect(try await streak.computedLabel() == "Streak")
            let row = try await browser.findElement(css: "#w0 .wr-hstack")
            #expect(["img", "image"].contains(try await row.computedRole()))
            #expect(try await row.computedLabel() == "High, 24°, today")
            let title = try await browser.findElement(css: "#w0 [role='heading']")
            #expect(try await title.computedLabel() == "Title")
        }
    }

    /// Three lines with `lineSpacing(10)` take three line heights and two spacings.
    @Test func lineSpacingIsOnlyBetweenLines() async throws {
        let url = try await MainActor.run {
            try Self.page([AnyView(VStack { Text("One\nTwo\nThree").lineSpacing(10) }.border(.red))])
        }
        try await Browser.withSession { browser in
            try await browser.navigate(to: url)
            let height = try await browser.execute("return document.querySelector('#w0 .wr-vstack').getBoundingClientRect().height")
            #expect(height == .number(3 * 22 + 2 * 10), "\(height)")
        }
    }

    /// `minimumScaleFactor` shrinks a one-line text that is too wide by less than a pixel (its
    /// rounded `scrollWidth` equals its width, yet the browser cuts it with an ellipsis).
    @Test func aTextAFractionOfAPixelTooWideIsScaled() async throws {
        let url = try await MainActor.run {
            try Self.page([AnyView(Text("19:28:51").font(.system(size: 30)).lineLimit(1).minimumScaleFactor(0.6).fixedSize())], script: true)
        }
        try await Browser.withSession { browser in
            try await browser.navigate(to: url)
            let sizes = try await browser.execute(
                """
                const text = document.querySelector('#w0 .wr-text');
                const range = document.createRange();
                range.selectNodeContents(text);
                const natural = range.getBoundingClientRect().width;
                // The text's box a third of a pixel narrower than the text, then fitted again.
                text.style.width = (natural - 0.3) + 'px';
                window.Widgetry.refresh(document);
                const fitted = range.getBoundingClientRect().width;
                return [parseFloat(text.style.fontSize) < 30, fitted <= text.getBoundingClientRect().width + 0.01];
                """)
            #expect(sizes == .array([.bool(true), .bool(true)]), "\(sizes)")
        }
    }

    /// `ViewThatFits` passes over a candidate too wide by a fraction of a pixel.
    @Test func viewThatFitsRefusesACandidateAFractionOfAPixelTooWide() async throws {
        let url = try await MainActor.run {
            try Self.page([AnyView(ViewThatFits(in: .horizontal) {
                Text("19:28:51 and more").font(.system(size: 20)).fixedSize()
                Text("Short")
            })], script: true)
        }
        try await Browser.withSession { browser in
            try await browser.navigate(to: url)
            let shown = try await browser.execute(
                """
                const box = document.querySelector('#w0 .wr-fits');
                const first = box.querySelector('.wr-fits-candidate .wr-text');
                const range = document.createRange();
                range.selectNodeContents(first);
                box.style.width = (range.getBoundingClientRect().width - 0.3) + 'px';
                box.style.justifySelf = 'start';
                window.Widgetry.refresh(document);
                return Array.from(box.querySelectorAll('.wr-fits-candidate')).filter(c => !c.hidden).map(c => c.textContent);
                """)
            #expect(shown == .array([.string("Short")]), "\(shown)")
        }
    }

    /// A one-line text keeps its line when a neighbouring relative date grows and wraps as the
    /// page's clock moves it on (the column then overflows, as SwiftUI's does): SwiftUI never
    /// draws a one-line text a fraction of a line tall.
    @Test func oneLineTextsKeepTheirLineWhenANeighbouringDateWraps() async throws {
        let url = try await MainActor.run {
            try Self.page([AnyView(VStack(alignment: .leading, spacing: 4) {
                Text("Next train").font(.headline).lineLimit(1)
                Text(Date().addingTimeInterval(2 * 86_400 + 3 * 3_600 + 30), style: .relative).font(.largeTitle)
                Text("Platform 4 · on time").lineLimit(1)
                Text("Change at Central").lineLimit(1)
            }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))], script: true)
        }
        try await Browser.withSession { browser in
            try await browser.navigate(to: url)
            try await browser.waitUntil("the relative date reads days and hours") {
                try await browser.execute("return document.querySelector('#w0 [data-wr-date]')?.textContent ?? ''").string?.contains("days") == true
            }
            try await browser.saveScreenshot(named: "one-line-texts-beside-a-wrapped-date")
            // Every one-line text is whole and inside the widget (none cut by its edge); the
            // date gave up a line, ending in "…".
            let lines = try await browser.execute(
                """
                const widget = document.querySelector('#w0 .wr').getBoundingClientRect();
                return [...document.querySelectorAll('#w0 .wr-text-one-line')].map(t => { const r = t.getBoundingClientRect();
                  return [t.textContent, r.height, parseFloat(getComputedStyle(t).lineHeight), r.top - widget.top, widget.bottom - r.bottom]; });
                """
            ).array?.compactMap { $0.array } ?? []
            #expect(lines.count == 3)
            for line in lines {
                let (text, height, lineHeight) = (line[0].string ?? "", line[1].number ?? 0, line[2].number ?? 0)
                #expect(height >= lineHeight - 0.5, "“\(text)” is \(height) points tall, its line \(lineHeight)")
                #expect((line[3].number ?? -1) >= -0.5 && (line[4].number ?? -1) >= -0.5, "“\(text)” is cut by the widget's edge: \(line)")
            }
            #expect(try await browser.execute("return document.querySelector('#w0 [data-wr-date]').closest('.wr-text').dataset.wrFittedLines ?? null") == .string("1"))
        }
    }

    /// `ViewThatFits` picks the same candidate on the page and in the text preview
    /// (`widgetry preview`): the preview measures a candidate in points in the page's font, not
    /// in characters (a headline is wider than its characters, a run of i's narrower).
    @Test func viewThatFitsPicksTheSameCandidateOnThePageAndInTheTextPreview() async throws {
        let views = [
            AnyView(ViewThatFits(in: .horizontal) { Text("Departures at 10:45").font(.headline); Text("At 10:45").font(.headline) }),
            AnyView(ViewThatFits(in: .horizontal) { Text("iiiiiiiiiiiiiiiiiiiiiiiiiii"); Text("Short") }),
        ]
        let (url, previews) = try await MainActor.run {
            (try Self.page(views, script: true), try views.map { try WidgetTextRenderer.render(Self.archive($0)) })
        }
        try await Browser.withSession { browser in
            try await SystemDefaultsBrowserTests.open(url, in: browser)
            let shown = try await browser.execute(
                """
                return [0, 1].map(i => [...document.querySelectorAll(`#w${i} .wr-fits-candidate`)].filter(c => !c.hidden).map(c => c.textContent).join());
                """
            ).array?.map { $0.string ?? "" } ?? []
            #expect(shown == ["At 10:45", "iiiiiiiiiiiiiiiiiiiiiiiiiii"], "\(shown)")
            // The text preview shows the same ones (the second wrapped to its columns).
            #expect(previews[0].contains("At 10:45") && !previews[0].contains("Departures"), "\(previews[0])")
            #expect(previews[1].contains("iiiiiiiiiiii") && !previews[1].contains("Short"), "\(previews[1])")
        }
    }

    /// A gradient mask is a CSS mask image the browser applies.
    @Test func aGradientMaskIsApplied() async throws {
        let url = try await MainActor.run {
            try Self.page([AnyView(Color.red.frame(width: 60, height: 40).mask(LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom)))])
        }
        try await Browser.withSession { browser in
            try await browser.navigate(to: url)
            let mask = try await browser.execute(
                "return Array.from(document.querySelectorAll('#w0 *')).map(e => getComputedStyle(e).maskImage).find(m => m && m !== 'none') ?? null")
            #expect(mask.string?.hasPrefix("linear-gradient(") == true, "\(mask)")
        }
    }

    /// A `Grid`'s columns line up across its rows, and a `LazyVGrid` fills its columns row by
    /// row, the flexible ones sharing the width equally.
    @Test func gridsLineUpTheirColumns() async throws {
        let url = try await MainActor.run {
            try Self.page([
                AnyView(Grid(alignment: .leading) {
                    GridRow {
                        Text("Pandas")
                        Text("12")
                    }
                    GridRow {
                        Text("Owls")
                        Text("3")
                    }
                }),
                AnyView(LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) {
                    ForEach(0..<4) { index in Color.blue.frame(height: 20).overlay(Text("\(index)")) }
                }),
            ])
        }
        try await Browser.withSession { browser in
            try await browser.navigate(to: url)
            let boxes = try await browser.execute(
                """
                const box = (e) => { const r = e.getBoundingClientRect(); return [Math.round(r.left), Math.round(r.top), Math.round(r.width)]; };
                return ["#w0", "#w1"].map(id => Array.from(document.querySelectorAll(`${id} .wr-grid-cell > *`)).map(box));
                """)
            try await browser.saveScreenshot(named: "grids")
            guard case .array(let widgets) = boxes, widgets.count == 2,
                case .array(let grid) = widgets[0], case .array(let lazy) = widgets[1], grid.count == 4, lazy.count == 4
            else {
                Issue.record("unexpected boxes: \(boxes)")
                return
            }
            func value(_ box: JSONValue, _ index: Int) -> Double {
                if case .array(let parts) = box, case .number(let number) = parts[index] { return number }
                return .nan
            }
            // Grid: "12" and "3" start at the same x, right of the wider "Pandas"; rows differ.
            #expect(value(grid[1], 0) == value(grid[3], 0))
            #expect(value(grid[0], 0) == value(grid[2], 0))
            #expect(value(grid[1], 0) > value(grid[0], 0) + value(grid[0], 2))
            #expect(value(grid[2], 1) > value(grid[0], 1))
            // LazyVGrid: three equal columns on one row, the fourth cell under the first.
            #expect(value(lazy[0], 1) == value(lazy[2], 1) && value(lazy[3], 1) > value(lazy[0], 1))
            #expect(abs(value(lazy[0], 2) - value(lazy[2], 2)) <= 1 && value(lazy[0], 2) > 30)
            #expect(value(lazy[3], 0) == value(lazy[0], 0))
        }
    }

    /// In a `ZStack` later views are drawn over earlier ones, shapes included: a text after a
    /// circle is on top of it, a circle after a text covers it.
    @Test func zStackPaintsLaterViewsOnTop() async throws {
        let url = try await MainActor.run {
            try Self.page([
                AnyView(ZStack {
                    Circle().fill(.red)
                    Text("Over").foregroundStyle(.white)
                }),
                AnyView(ZStack {
                    Text("Under")
                    Circle().fill(.red)
                }),
                AnyView(ZStack {
                    Capsule().fill(.blue)
                    RoundedRectangle(cornerRadius: 8).fill(.green).frame(width: 60, height: 30)
                    Text("Top")
                }),
            ])
        }
        try await Browser.withSession { browser in
            try await browser.navigate(to: url)
            // What the browser hits at the centre of each widget's text.
            let hits = try await browser.execute(
                """
                return ["w0", "w1", "w2"].map(id => {
                  const text = document.querySelector(`#${id} .wr-text`);
                  const r = text.getBoundingClientRect();
                  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
                  return hit.closest(".wr-text") ? "text" : hit.closest(".wr-shape") ? "shape" : hit.className;
                });
                """)
            try await browser.saveScreenshot(named: "zstack-order")
            #expect(hits == .array([.string("text"), .string("shape"), .string("text")]))
        }
    }
}
