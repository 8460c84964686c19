import Testing
import WidgetryWire

/// Hue, saturation and brightness to RGB: the one conversion SwiftUI's and UIKit's colours share.
@Suite struct RGBAColorHSBTests {
    @Test func theHueWheelsSixSectorsAndWraps() {
        #expect(RGBAColor(hue: 0, saturation: 1, brightness: 1) == RGBAColor(red: 1, green: 0, blue: 0))
        #expect(RGBAColor(hue: 0.5, saturation: 1, brightness: 1) == RGBAColor(red: 0, green: 1, blue: 1))
        #expect(RGBAColor(hue: 1, saturation: 1, brightness: 1) == RGBAColor(red: 1, green: 0, blue: 0))
        #expect(RGBAColor(hue: 1.25, saturation: 1, brightness: 1) == RGBAColor(hue: 0.25, saturation: 1, brightness: 1))
    }

    @Test func saturationAndBrightnessMixTowardsGreyAndBlack() {
        #expect(RGBAColor(hue: 0.7, saturation: 0, brightness: 0.4, opacity: 0.5) == RGBAColor(red: 0.4, green: 0.4, blue: 0.4, opacity: 0.5))
        let half = RGBAColor(hue: 0, saturation: 0.5, brightness: 1)
        #expect(half.red == 1 && half.green == 0.5 && half.blue == 0.5)
    }
}
