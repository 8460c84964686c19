import Foundation

/// The screen widgets are shown on (`UIScreen.main`): an iPhone's, 393 × 852 points at 3 pixels
/// a point (iPhone 15 and 16), the screen the previews' widget sizes are an iPhone's of.
open class UIScreen: NSObject, @unchecked Sendable {
    public let bounds: CGRect
    public let scale: CGFloat

    init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }

    public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3)

    public class var screens: [UIScreen] { [main] }

    public var nativeScale: CGFloat { scale }
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.height * scale, height: bounds.width * scale) }
    /// The screen's brightness: full.
    public var brightness: CGFloat { 1 }
    public var maximumFramesPerSecond: Int { 60 }
    public var traitCollection: UITraitCollection { UITraitCollection.current }
    public var isCaptured: Bool { false }
}
