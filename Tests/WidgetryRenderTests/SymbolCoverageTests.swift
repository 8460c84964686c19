import Foundation
import SwiftUI
import Testing
import WidgetKit
@testable import WidgetryRender

// SF Symbols coverage, measured: the names real widgets use (SurveyedSymbols.swift) against the
// names Widgetry draws (`symbolGlyphNames`), and the figure docs/compatibility.md reports.

@MainActor
@Suite struct SymbolCoverageTests {
    /// The surveyed names Widgetry draws and those it does not, by name and weighted by uses.
    struct Coverage {
        var drawn: [String] = []
        var missing: [String] = []
        var drawnUses = 0
        var uses = 0

        init() {
            for symbol in surveyedSymbols {
                uses += symbol.uses
                if symbolGlyphNames[symbol.name] != nil {
                    drawn.append(symbol.name)
                    drawnUses += symbol.uses
                } else {
                    missing.append(symbol.name)
                }
            }
        }

        /// `part` of `whole` in per cent, rounded down (100 % only when nothing is missing).
        static func percent(_ part: Int, of whole: Int) -> Int { whole == 0 ? 0 : part * 100 / whole }
    }

    static let compatibility = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/compatibility.md")

    @Test func theSurveyListsEachNameOnce() {
        let names = surveyedSymbols.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(surveyedSymbols.allSatisfy { $0.repositories >= 1 && $0.uses >= $0.repositories })
    }

    /// The count in docs/compatibility.md is the one measured here, so it cannot go stale.
    @Test func theReportedCoverageIsTheMeasuredOne() throws {
        let doc = try String(contentsOf: Self.compatibility, encoding: .utf8)
        let coverage = Coverage()
        let total = surveyedSymbols.count
        let names = "\(coverage.drawn.count) of \(total) distinct names drawn (\(Coverage.percent(coverage.drawn.count, of: total)) %)"
        #expect(doc.contains(names), "docs/compatibility.md should say \(names)")
        let uses = "\(coverage.drawnUses) of \(coverage.uses) uses (\(Coverage.percent(coverage.drawnUses, of: coverage.uses)) %)"
        #expect(doc.contains(uses), "docs/compatibility.md should say \(uses)")
        let missing = coverage.missing.isEmpty ? "none" : coverage.missing.map { "`\($0)`" }.joined(separator: ", ")
        let sentence = "Still missing, each drawn as the named placeholder: \(missing)."
        #expect(doc.contains(sentence), "docs/compatibility.md should say \(sentence)")
    }

    /// A surveyed name is drawn as its glyph, or else (as the report says) as the placeholder
    /// naming it, never as the glyph of a shorter name.
    @Test func eachSurveyedNameIsItsGlyphOrANamedPlaceholder() throws {
        let coverage = Coverage()
        for name in coverage.drawn {
            let out = try html(Image(systemName: name))
            #expect(out.contains("<svg class=\"wr-symbol\"") && !out.contains("wr-symbol-missing"), "\(name)")
        }
        for name in coverage.missing {
            let out = try html(Image(systemName: name))
            #expect(out.contains("data-wr-symbol=\"\(name)\""), "\(name)")
        }
    }

    /// An unknown symbol is a visible box (a "?" drawn by the stylesheet) that names it in its
    /// tooltip and in `data-wr-symbol`, escaped, as an image and inside text.
    @Test func anUnknownNameIsAPlaceholderNamingItEscaped() throws {
        let image = try html(Image(systemName: "no.such<b>&\"symbol'"))
        let escaped = "no.such&lt;b&gt;&amp;&quot;symbol&#39;"
        #expect(image.contains("class=\"wr-symbol wr-symbol-missing\""))
        #expect(image.contains("title=\"\(escaped)\" data-wr-symbol=\"\(escaped)\"></span>"), "\(image)")
        #expect(!image.contains("<b>"))

        let resizable = try html(Image(systemName: "no.such.symbol").resizable())
        #expect(resizable.contains("wr-symbol-missing wr-fillbox"))
        #expect(resizable.contains("title=\"no.such.symbol\" data-wr-symbol=\"no.such.symbol\""))

        let inline = try html(Text("Rain \(Image(systemName: "no.such<symbol>")) later"))
        #expect(inline.contains(
            "<span class=\"wr-symbol wr-symbol-inline wr-symbol-missing\" title=\"no.such&lt;symbol&gt;\" data-wr-symbol=\"no.such&lt;symbol&gt;\"></span>"),
            "\(inline)")

        #expect(WidgetHTMLRenderer.stylesheet.contains(#".wr-symbol-missing::after{content:"?""#))
    }
}

/// Symbols issue 28's survey renders drew as the placeholder, each with a glyph of its own now.
@Suite struct SurveyRenderSymbolTests {
    @Test func theQuoteAndTuningForkSymbolsHaveGlyphs() {
        for name in ["quote.opening", "quote.closing", "quote.bubble", "text.quote", "tuningfork"] {
            let glyph = symbolGlyphNames[name]
            #expect(glyph.flatMap { symbolGlyphs[$0] } != nil, "\(name) has no glyph")
        }
        #expect(symbolGlyphNames["quote.closing"] != symbolGlyphNames["quote.opening"])
    }
}
