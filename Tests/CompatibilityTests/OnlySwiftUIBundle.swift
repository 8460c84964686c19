// A bundle file as a SiriKit-era project writes it: it imports only SwiftUI, where Apple's SDK
// declares `Widget`, `WidgetBundle` and `WidgetBundleBuilder`.
import SwiftUI

struct OnlySwiftUIBundle: WidgetBundle {
    @WidgetBundleBuilder
    var body: some Widget {
        PlainWidget()
    }
}
