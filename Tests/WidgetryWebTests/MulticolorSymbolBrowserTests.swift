import Foundation
import SwiftUI
import Testing
import WebDriver
import WidgetKit

/// Multicolour SF Symbols as the browser paints them: `cloud.sun.fill` in the multicolour
/// mode is a yellow sun peeking out from behind a white cloud, as on an iPhone, in both
/// colour schemes; pixels read from a screenshot (pages as SystemDefaultsBrowserTests makes them).
@Suite(.enabled(if: BrowserTools.isAvailable, Comment(rawValue: BrowserTools.unavailableReason ?? "")))
struct MulticolorSymbolBrowserTests {
    @Test func cloudSunFillHasAYellowSunAndAWhiteCloud() async throws {
        let symbol = { (dark: Bool) in
            SystemDefaultsBrowserTests.Fixture(
                view: AnyView(
                    Image(systemName: "cloud.sun.fill").symbolRenderingMode(.multicolor).font(.system(size: 60))
                        .containerBackground(.black, for: .widget)),
                dark: dark)
        }
        let url = try await MainActor.run { try SystemDefaultsBrowserTests.page([symbol(false), symbol(true)]) }
        try await Browser.withSession { browser in
            try await SystemDefaultsBrowserTests.open(url, in: browser)
            // In the 16-point grid of the 60-point symbol: the sun's middle (11.2, 4.5) and
            // the cloud's (6.4, 11).
            let scale = 60.0 / 16
            var points: [(selector: String, x: Double, y: Double)] = []
            for index in 0..<2 {
                points.append(("#w\(index) svg.wr-symbol", 11.2 * scale, 4.5 * scale))
                points.append(("#w\(index) svg.wr-symbol", 6.4 * scale, 11 * scale))
            }
            let colors = try await SystemDefaultsBrowserTests.paintedColors(browser, at: points)
            try await browser.saveScreenshot(named: "multicolor-cloud-sun")
            // systemYellow (light #FFCC00, dark #FFD60A) and white.
            let expected = ["255,204,0", "255,255,255", "255,214,10", "255,255,255"]
            #expect(colors.count == 4 && zip(colors, expected).allSatisfy { SystemDefaultsBrowserTests.close($0, $1) }, "\(colors)")
        }
    }
}
