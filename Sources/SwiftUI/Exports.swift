@_exported import Foundation
@_exported import WidgetryFoundation
// As `import SwiftUI` does on Apple's systems: `ObservableObject`, `@Published`,
// `AnyCancellable` and the rest of Combine.
@_exported import WidgetryCombine
