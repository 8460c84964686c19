import Testing
import WidgetryWire

/// Text measured in the page's font: Inter's advance widths below 20 points, Inter Display's
/// from 20, line heights from the text styles, wrapping at spaces.
struct TextMetricsTests {
    let body = FontArchive(textStyle: .body, size: 17)

    @Test func widthsAreTheFontsAdvances() {
        // L, o, w: 1,584 + 1,680 + 2,288 units of Inter's 2,816 to the em.
        #expect(abs(TextMetrics.width(of: "Low", font: body) - 5552.0 / 2816 * 17) < 1e-9)
        var bold = body
        bold.weight = .bold
        #expect(TextMetrics.width(of: "Low", font: bold) > TextMetrics.width(of: "Low", font: body))
        // Combining marks take no room; emoji and ideographs are estimated.
        #expect(TextMetrics.width(of: "e\u{301}", font: body) == TextMetrics.width(of: "e", font: body))
        #expect(abs(TextMetrics.width(of: "🎉", font: body) - 1.2 * 17) < 1e-9)
        #expect(abs(TextMetrics.width(of: "日本", font: body) - 2 * 17) < 1e-9)
    }

    @Test func textOfTwentyPointsAndMoreIsMeasuredInTheDisplayCut() {
        let below = FontArchive(size: 19.5), at = FontArchive(size: 20)
        #expect(!TextMetrics.usesDisplayCut(below) && TextMetrics.usesDisplayCut(at))
        #expect(!TextMetrics.usesDisplayCut(FontArchive(size: 40, design: .rounded)))
        // The display cut is tighter: "Monday" is 3.81 em in Inter, 3.48 em in Inter Display.
        let text = TextMetrics.width(of: "Monday", font: below) / 19.5
        let display = TextMetrics.width(of: "Monday", font: at) / 20
        #expect(abs(text - 3.812) < 0.001 && abs(display - 3.476) < 0.001)
    }

    @Test func wrappingBreaksAtSpacesAndLinesTakeTheStylesHeight() {
        let one = TextMetrics.size(of: "Sunny and warm", font: body)
        #expect(one.height == 22)
        let wrapped = TextMetrics.size(of: "Sunny and warm", font: body, wrappedTo: one.width - 1)
        #expect(wrapped.height == 44)
        #expect(abs(wrapped.width - TextMetrics.width(of: "Sunny and", font: body)) < 1e-9)
        #expect(TextMetrics.size(of: "a\nb", font: body).height == 44)
        let runs = TextMetrics.size(of: [.init("Big ", font: FontArchive(textStyle: .title, size: 28)), .init("small", font: body)])
        #expect(runs.height == 34)
        #expect(TextMetrics.baseline(of: body) > 15 && TextMetrics.baseline(of: body) < 18)
    }
}
