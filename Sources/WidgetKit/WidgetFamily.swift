import WidgetryWire

/// The sizes and shapes a widget can take.
public enum WidgetFamily: String, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
    case systemSmall
    case systemMedium
    case systemLarge
    case systemExtraLarge
    case systemExtraLargePortrait
    case accessoryCircular
    case accessoryRectangular
    case accessoryInline
    case accessoryCorner

    public var description: String { rawValue }

    /// The point size the host lays the family out at: an iPhone 15 Pro's (393 pt wide screen)
    /// for the system and accessory families, an 11-inch iPad's for extra large, Apple Watch's
    /// 45 mm for the corner.
    package var displaySize: CGSize {
        switch self {
        case .systemSmall: CGSize(width: 170, height: 170)
        case .systemMedium: CGSize(width: 364, height: 170)
        case .systemLarge: CGSize(width: 364, height: 382)
        case .systemExtraLarge: CGSize(width: 715, height: 338)
        case .systemExtraLargePortrait: CGSize(width: 338, height: 715)
        case .accessoryCircular: CGSize(width: 76, height: 76)
        case .accessoryRectangular: CGSize(width: 172, height: 76)
        case .accessoryInline: CGSize(width: 257, height: 26)
        case .accessoryCorner: CGSize(width: 42, height: 42)
        }
    }

    /// Home-screen families show a container background; accessory families do not.
    package var isAccessory: Bool { rawValue.hasPrefix("accessory") }

    /// The families a configuration supports when it does not say (Apple's default).
    package static let defaultFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge]
}

/// How the system colours a widget: full colour, two accented groups, or vibrant monochrome.
public struct WidgetRenderingMode: Hashable, Sendable, CustomStringConvertible {
    package let archive: ArchiveEnvironment.RenderingMode
    public static let fullColor = WidgetRenderingMode(archive: .fullColor)
    public static let accented = WidgetRenderingMode(archive: .accented)
    public static let vibrant = WidgetRenderingMode(archive: .vibrant)
    public var description: String { archive.rawValue }
}

/// Where a widget can appear.
public struct WidgetLocation: Hashable, Sendable {
    let name: String
    public static let homeScreen = WidgetLocation(name: "homeScreen")
    public static let lockScreen = WidgetLocation(name: "lockScreen")
    public static let standBy = WidgetLocation(name: "standBy")
    public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
    public static let carPlay = WidgetLocation(name: "carPlay")
}
