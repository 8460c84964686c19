@_exported import Foundation
@_exported import WidgetryFoundation
// As `import SwiftUI` does on Apple's systems: `ObservableObject`, `@Published`,
// `AnyCancellable` and the rest of Combine.
@_exported import WidgetryCombine
// As `import SwiftUI` does on Apple's systems (iOS 17): the `@Observable` macro and the rest of
// the Observation module.
@_exported import Observation
// As `import SwiftUI` does on iOS: UIKit's values (`UIColor`, `UIImage`, `UIFont`, …) and
// CoreGraphics (`CGAffineTransform`, `CGColor`, `CGImage`).
@_exported import WidgetryUIKit
@_exported import WidgetryCoreGraphics
// As `import SwiftUI` does on watchOS: WatchKit's `WKInterfaceDevice`, which watch complication
// views read to size themselves.
@_exported import WidgetryWatchKit
