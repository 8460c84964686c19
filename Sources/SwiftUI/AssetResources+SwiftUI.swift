import Foundation
import WidgetryUIKit

// SwiftUI's initialisers from the asset-catalog resources Xcode generates symbols for
// (`Color(.widgetBackground)`, `Image(.badge)`); the generated `Color.widgetBackground` and
// `ShapeStyle` members call them.

extension Color {
    /// The catalog colour `resource`: its colour set, in both appearances, as `Color("Name")`.
    public init(_ resource: ColorResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}

extension Image {
    /// The catalog image `resource`, as `Image("Name")`.
    public init(_ resource: ImageResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}
