import Foundation
import WidgetryCoreGraphics

/// The watch a complication runs on, as `WKInterfaceDevice.current()` describes it. Widgetry draws
/// watch complications for a 45 mm Apple Watch (396 × 484 pixels at 2×), and that is the device
/// described: its screen, name and system; haptics play nothing.
public final class WKInterfaceDevice: @unchecked Sendable {
    private static let device = WKInterfaceDevice()

    /// The watch the code runs on.
    public class func current() -> WKInterfaceDevice { device }

    /// The screen in points: 198 × 242 for a 45 mm watch.
    public let screenBounds = CGRect(x: 0, y: 0, width: 198, height: 242)
    /// Pixels per point.
    public let screenScale: CGFloat = 2
    /// The watch's name.
    public let name = "Apple Watch"
    /// The model (`Apple Watch`).
    public let model = "Apple Watch"
    /// The localized model.
    public let localizedModel = "Apple Watch"
    /// The system's name.
    public let systemName = "watchOS"
    /// The system's version: the one Widgetry's watch families follow.
    public let systemVersion = "11.0"
    /// The text size the wearer chose (`UIContentSizeCategoryLarge`, the default).
    public let preferredContentSizeCategory = "UIContentSizeCategoryLarge"
    /// The wrist the watch is worn on.
    public let wristLocation: WKInterfaceDeviceWristLocation = .left
    /// Where the Digital Crown is.
    public let crownOrientation: WKInterfaceDeviceCrownOrientation = .right
    /// The screen's layout direction.
    public let layoutDirection: WKInterfaceLayoutDirection = .leftToRight
    /// The water lock is off.
    public let isWaterLockEnabled = false
    /// Whether battery readings are wanted; there is no battery to read on a host.
    public var isBatteryMonitoringEnabled = false
    /// The battery's charge from 0 to 1; -1 when unknown, as on a watch with monitoring off.
    public var batteryLevel: Float { -1 }
    /// The battery's state: unknown.
    public var batteryState: WKInterfaceDeviceBatteryState { .unknown }
    /// The watch's identifier for this vendor.
    public let identifierForVendor: UUID? = nil

    /// Plays a haptic: a host has no Taptic Engine, so nothing is felt.
    public func play(_ type: WKHapticType) {}
}

/// The wrist a watch is worn on.
public enum WKInterfaceDeviceWristLocation: Int, Sendable { case left, right }
/// Which side the Digital Crown is on.
public enum WKInterfaceDeviceCrownOrientation: Int, Sendable { case left, right }
/// The direction of the interface.
public enum WKInterfaceLayoutDirection: Int, Sendable { case leftToRight, rightToLeft }
/// The battery's state.
public enum WKInterfaceDeviceBatteryState: Int, Sendable { case unknown, unplugged, charging, full }
/// A haptic pattern.
public enum WKHapticType: Int, Sendable {
    case notification, directionUp, directionDown, success, failure, retry, start, stop, click
    case navigationGenericManeuver, navigationLeftTurn, navigationRightTurn, underwaterDepthPrompt, underwaterDepthCriticalPrompt
}
