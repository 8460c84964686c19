import Foundation

/// The device (`UIDevice.current`): an iPhone running iOS, as widget code expects, with a
/// vendor identifier that stays the same on this machine.
open class UIDevice: NSObject, @unchecked Sendable {
    public static let current = UIDevice()

    /// The device's name: "iPhone", as iOS 16 and later tell apps without a special entitlement.
    public var name: String { "iPhone" }
    public var model: String { "iPhone" }
    public var localizedModel: String { "iPhone" }
    public var systemName: String { "iOS" }
    /// The iOS version widget code is written against here.
    public var systemVersion: String { "18.0" }
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    public var orientation: Orientation { .portrait }
    public var isMultitaskingSupported: Bool { true }

    /// The same for every extension and app on this machine (one vendor), across launches:
    /// derived from the machine's identifier (`/etc/machine-id`), else its host name.
    public var identifierForVendor: UUID? { Self.vendorIdentifier }

    private static let vendorIdentifier: UUID = {
        let machine = (try? String(contentsOfFile: "/etc/machine-id", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
        let seed = Array(((machine?.isEmpty == false ? machine! : ProcessInfo.processInfo.hostName) + "/vendor").utf8)
        // Two FNV-1a hashes make 128 bits, marked as a version-5-shaped, RFC 4122 UUID.
        func fnv(_ basis: UInt64) -> UInt64 { seed.reduce(basis) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 } }
        var bytes = withUnsafeBytes(of: fnv(0xCBF2_9CE4_8422_2325).bigEndian, Array.init) + withUnsafeBytes(of: fnv(0x8422_2325_CBF2_9CE4).bigEndian, Array.init)
        bytes[6] = bytes[6] & 0x0F | 0x50
        bytes[8] = bytes[8] & 0x3F | 0x80
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }()

    /// Battery monitoring: off, as an extension finds it; the level is then -1 and the state unknown.
    public var isBatteryMonitoringEnabled = false
    public var batteryLevel: Float { -1 }
    public var batteryState: BatteryState { .unknown }
    public var isProximityMonitoringEnabled = false
    public var proximityState: Bool { false }

    public func beginGeneratingDeviceOrientationNotifications() {}
    public func endGeneratingDeviceOrientationNotifications() {}
    public var isGeneratingDeviceOrientationNotifications: Bool { false }

    /// `UIDevice.BatteryState`.
    public enum BatteryState: Int, Sendable {
        case unknown, unplugged, charging, full
    }

    /// `UIDeviceOrientation`.
    public typealias Orientation = UIDeviceOrientation
}

/// The device's orientation.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
