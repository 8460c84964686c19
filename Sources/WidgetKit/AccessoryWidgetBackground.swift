import SwiftUI

/// The standard background of an accessory widget: the widget's own shape (a circle in
/// `accessoryCircular`, a rounded rectangle in `accessoryRectangular`) filled with a
/// translucent white that the lock screen's vibrancy shows as a faint disc. Place it in a
/// `ZStack` behind the content. In any other family it is an empty view, as on Apple
/// platforms.
@MainActor @preconcurrency
public struct AccessoryWidgetBackground: View {
    @Environment(\.widgetFamily) private var family

    /// Creates an instance of an accessory widget background.
    public init() {}

    public var body: some View {
        switch family {
        case .accessoryCircular, .accessoryCorner, .accessoryRectangular:
            ContainerRelativeShape().fill(Color.white.opacity(0.2))
        default:
            EmptyView()
        }
    }
}
