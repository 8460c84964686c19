// UIKit's NSString measuring, as a clock face sizes its numerals: sizes follow the font.
import Foundation
import Testing
import UIKit

@Suite struct StringSizeTests {
    @Test func widthGrowsWithTheTextAndTheFont() {
        let font = UIFont.systemFont(ofSize: 20, weight: .bold)
        let one = ("0" as NSString).size(withAttributes: [.font: font])
        let two = ("00" as NSString).size(withAttributes: [.font: font])
        #expect(one.width > 0)
        #expect(abs(two.width - 2 * one.width) < 1e-9)
        #expect(one.height == font.lineHeight)
        let larger = ("0" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 40, weight: .bold)])
        #expect(larger.width > one.width)
    }

    @Test func kernAndLinesAddToTheSize() {
        let font = UIFont.systemFont(ofSize: 12)
        let plain = ("ab" as NSString).size(withAttributes: [.font: font])
        let kerned = ("ab" as NSString).size(withAttributes: [.font: font, .kern: 2.0 as CGFloat])
        #expect(abs(kerned.width - plain.width - 4) < 1e-9)
        let twoLines = ("ab\nab" as NSString).size(withAttributes: [.font: font])
        #expect(twoLines.width == plain.width)
        #expect(twoLines.height == 2 * font.lineHeight)
        #expect(("ab" as NSString).size(withAttributes: nil) == plain)
    }
}
