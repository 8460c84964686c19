// docs/compatibility.md's rows for what the last round of issue 28's survey found: a custom
// `GaugeStyle` (Apple's Food Truck), `CGImage.cropping(to:)`, the iOS 16.2 Live Activity
// previews, the app's settings screens compiled in (`ColorPicker`, `navigationViewStyle`,
// `SwitchToggleStyle(tint:)`), watch complication code (`WKInterfaceDevice`, `Darwin.round`,
// `widgetCurvesContent` on any view), and a bundle file that imports only SwiftUI.
import Foundation
import SwiftUI
import Testing
import WatchKit
import WidgetKit

/// A segmented gauge, in the shape of Food Truck's: one capsule per unit, the filled ones opaque.
struct SegmentedCheckGaugeStyle: GaugeStyle {
    var segments: Int

    func makeBody(configuration: Configuration) -> some View {
        let filled = Int((configuration.value * Double(segments)).rounded())
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
            HStack(spacing: 3) {
                ForEach(0..<segments, id: \.self) { index in
                    Capsule().opacity(index < filled ? 1 : 0.35)
                }
            }
            .frame(height: 11)
        }
    }
}

/// A settings screen a widget extension compiles in because the file is shared.
struct ThemeSettingsCheckView: View {
    @State var accent = Color.orange
    @State var redirect = true

    var body: some View {
        NavigationView {
            Form {
                ColorPicker("Accent", selection: $accent)
                Toggle("Open in browser", isOn: $redirect).toggleStyle(SwitchToggleStyle(tint: .green))
            }
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

/// A corner complication's view, curved on the watch.
struct CornerCheckView: View {
    let glucose: Double

    var body: some View {
        let isSmallScreen = WKInterfaceDevice.current().screenBounds.size.width < 180
        VStack { Text("\(Darwin.round(glucose))").font(isSmallScreen ? .caption : .body) }
            .widgetCurvesContent()
    }
}

let surveyRoundFourChecks: [String: Any] = [
    "GaugeStyle": SegmentedCheckGaugeStyle(segments: 4),
    "CGImage.cropping(to:)": { (image: CGImage) -> CGImage? in image.cropping(to: CGRect(x: 0, y: 0, width: 10, height: 10)) } as Any,
    "previewContext(_:viewKind:)": { () -> [any View] in
        let attributes = KettleAttributes(kettleName: "Kitchen")
        let state = KettleAttributes.ContentState(degrees: 80)
        return [
            attributes.previewContext(state, viewKind: .dynamicIsland(.compact)),
            attributes.previewContext(state, viewKind: .content),
        ]
    } as Any,
    "ColorPicker": ThemeSettingsCheckView.self,
    "navigationViewStyle(_:)": ThemeSettingsCheckView.self,
    "SwitchToggleStyle(tint:)": ThemeSettingsCheckView.self,
    "WKInterfaceDevice": CornerCheckView.self,
    "Darwin": CornerCheckView.self,
    "View.widgetCurvesContent(_:)": CornerCheckView.self,
    "Text(_:tableName:bundle:comment:)": { (bundle: Bundle) -> Text in
        Text("widget_not_available", tableName: "Localizable", bundle: bundle, comment: "Shown without a forecast.")
    } as Any,
    "Bundle.main.url(forResource:withExtension:)": { () -> [Any?] in
        [Bundle.main.url(forResource: "mist", withExtension: "json"), Bundle.main.path(forResource: "mist", ofType: "json"),
         NSLocalizedString("widget_not_available", comment: "")]
    } as Any,
    "CVarArg": { (info: [String: Any]) -> String in String(format: "%@ and %@", [info], info) } as Any,
    "Bundle.main.infoDictionary": { () -> [Any?] in
        [Bundle.main.infoDictionary?["CFBundleShortVersionString"], Bundle.main.object(forInfoDictionaryKey: "APP_GROUP_ID"), Bundle.main.bundleIdentifier]
    } as Any,
]

