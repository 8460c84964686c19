// The extension's bundle as Xcode 16's template writes it (there with `@main`; a test target
// has no entry point).
import SwiftUI
import WidgetKit

struct ParcelWidgetBundle: WidgetBundle {
    var body: some Widget {
        ParcelWidget()
        ParcelControl()
        if #available(iOS 18.0, *) {
            TrackParcelsControl()
        }
        ParcelLiveActivity()
    }
}
