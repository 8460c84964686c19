import SwiftUI
import UIKit
import WidgetKit

/// A widget view written against Xcode 15's generated asset symbols for this target's catalog
/// (Resources/Assets.xcassets: the WidgetBackground and AccentTint colour sets, the Badge image
/// set), in each form the survey's widgets use them.
struct AssetSymbolBadgeView: View {
    var body: some View {
        VStack {
            Image(.badge)
            Text("Tinted").foregroundStyle(.accentTint)
            Text("Plain").foregroundColor(Color.accentTint)
        }
        .background(Color.widgetBackground)
        .containerBackground(for: .widget) { Color(.widgetBackground) }
    }
}

/// The UIKit forms, as shared app code writes them.
enum AssetSymbolUIKitValues {
    static var background: UIColor { UIColor.widgetBackground }
    static var tint: UIColor { UIColor(resource: .accentTint) }
    static var badge: UIImage { UIImage(resource: .badge) }
    static var badgeResource: ImageResource { .badge }
}
