import Foundation
import Synchronization

/// Light or dark appearance (`UIUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// The kind of device (`UIUserInterfaceIdiom`); widgets here are an iPhone's.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

/// A size class (`UIUserInterfaceSizeClass`).
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

/// `UIAccessibilityContrast`.
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1, normal, high
}

/// `UIDisplayGamut`.
public enum UIDisplayGamut: Int, Sendable {
    case unspecified = -1, SRGB, P3
}

/// `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight, rightToLeft
}

/// `UILegibilityWeight` (the Bold Text setting).
public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1, regular, bold
}

/// `UIUserInterfaceLevel`: base or elevated content.
public enum UIUserInterfaceLevel: Int, Sendable {
    case unspecified = -1, base, elevated
}

/// The preferred text size (`UIContentSizeCategory`), ordered from smallest to largest.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    private static let order: [UIContentSizeCategory] = [
        .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    /// Its position from smallest to largest (`large`, the default, is 4).
    package var index: Int { Self.order.firstIndex(of: self) ?? 4 }

    public var isAccessibilityCategory: Bool { index >= Self.order.firstIndex(of: .accessibilityMedium)! }

    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { lhs.index < rhs.index }
}

/// The traits a colour, image or font is resolved for (`UITraitCollection`): above all the
/// appearance, which a dynamic `UIColor` provider reads. `current` is the traits of an iPhone in
/// light mode unless code sets it (`performAsCurrent(_:)`); a widget's SwiftUI views resolve
/// UIKit colours for each colour scheme they are evaluated in.
open class UITraitCollection: NSObject, @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let displayScale: CGFloat
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let accessibilityContrast: UIAccessibilityContrast
    public let displayGamut: UIDisplayGamut
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let legibilityWeight: UILegibilityWeight
    public let userInterfaceLevel: UIUserInterfaceLevel

    init(_ traits: Traits) {
        userInterfaceStyle = traits.userInterfaceStyle
        userInterfaceIdiom = traits.userInterfaceIdiom
        displayScale = traits.displayScale
        horizontalSizeClass = traits.horizontalSizeClass
        verticalSizeClass = traits.verticalSizeClass
        preferredContentSizeCategory = traits.preferredContentSizeCategory
        accessibilityContrast = traits.accessibilityContrast
        displayGamut = traits.displayGamut
        layoutDirection = traits.layoutDirection
        legibilityWeight = traits.legibilityWeight
        userInterfaceLevel = traits.userInterfaceLevel
    }

    /// Every trait unspecified.
    public override convenience init() { self.init(Traits()) }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(mutations: { $0.userInterfaceStyle = userInterfaceStyle }) }
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(mutations: { $0.userInterfaceIdiom = userInterfaceIdiom }) }
    public convenience init(displayScale: CGFloat) { self.init(mutations: { $0.displayScale = displayScale }) }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(mutations: { $0.horizontalSizeClass = horizontalSizeClass }) }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(mutations: { $0.verticalSizeClass = verticalSizeClass }) }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(mutations: { $0.preferredContentSizeCategory = preferredContentSizeCategory })
    }
    public convenience init(accessibilityContrast: UIAccessibilityContrast) { self.init(mutations: { $0.accessibilityContrast = accessibilityContrast }) }
    public convenience init(displayGamut: UIDisplayGamut) { self.init(mutations: { $0.displayGamut = displayGamut }) }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(mutations: { $0.layoutDirection = layoutDirection }) }
    public convenience init(legibilityWeight: UILegibilityWeight) { self.init(mutations: { $0.legibilityWeight = legibilityWeight }) }
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) { self.init(mutations: { $0.userInterfaceLevel = userInterfaceLevel }) }

    /// Unspecified traits, changed by `mutations` (iOS 17's form).
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        var traits: any UIMutableTraits = Traits()
        mutations(&traits)
        self.init(traits as? Traits ?? Traits())
    }

    /// The traits of the collections, a later one's specified traits winning.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var traits = Traits()
        for collection in collections { traits.merge(collection.traits) }
        self.init(traits)
    }

    /// These traits changed by `mutations`.
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: any UIMutableTraits = self.traits
        mutations(&traits)
        return UITraitCollection(traits as? Traits ?? self.traits)
    }

    /// These traits, with `collection`'s specified ones over them.
    package func merging(_ collection: UITraitCollection) -> UITraitCollection {
        var traits = self.traits
        traits.merge(collection.traits)
        return UITraitCollection(traits)
    }

    var traits: Traits {
        Traits(
            userInterfaceStyle: userInterfaceStyle, userInterfaceIdiom: userInterfaceIdiom, displayScale: displayScale,
            horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
            preferredContentSizeCategory: preferredContentSizeCategory, accessibilityContrast: accessibilityContrast,
            displayGamut: displayGamut, layoutDirection: layoutDirection, legibilityWeight: legibilityWeight,
            userInterfaceLevel: userInterfaceLevel)
    }

    /// Whether colours may resolve differently (the appearance, contrast, gamut or level differ).
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return userInterfaceStyle != other.userInterfaceStyle || accessibilityContrast != other.accessibilityContrast
            || displayGamut != other.displayGamut || userInterfaceLevel != other.userInterfaceLevel
    }

    /// Whether every trait `trait` specifies is the same here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        var merged = traits
        merged.merge(trait.traits)
        return merged == traits
    }

    /// The traits of the iPhone widgets are shown on here: light, 3×, compact width, regular
    /// height, the default text size.
    package static let phone = UITraitCollection(
        Traits(
            userInterfaceStyle: .light, userInterfaceIdiom: .phone, displayScale: 3, horizontalSizeClass: .compact,
            verticalSizeClass: .regular, preferredContentSizeCategory: .large, accessibilityContrast: .normal,
            displayGamut: .P3, layoutDirection: .leftToRight, legibilityWeight: .regular, userInterfaceLevel: .base))

    /// The phone's traits in `style`.
    package static func phone(_ style: UIUserInterfaceStyle) -> UITraitCollection {
        phone.merging(UITraitCollection(userInterfaceStyle: style))
    }

    private static let currentTraits = Mutex<UITraitCollection>(phone)

    /// The traits colours resolve in when none are given (`cgColor`, `getRed(_:green:blue:alpha:)`).
    public class var current: UITraitCollection {
        get { currentTraits.withLock { $0 } }
        set { currentTraits.withLock { $0 = newValue } }
    }

    /// Runs `actions` with these traits as `current`.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let previous = Self.current
        Self.current = Self.current.merging(self)
        defer { Self.current = previous }
        try actions()
    }

    public override func isEqual(_ object: Any?) -> Bool {
        (object as? UITraitCollection)?.traits == traits
    }

    public override var hash: Int { traits.hashValue }

    public override var description: String { "<UITraitCollection: \(traits)>" }
}

/// The traits `UITraitCollection(mutations:)` and `modifyingTraits(_:)` change.
public protocol UIMutableTraits {
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    var displayScale: CGFloat { get set }
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    var accessibilityContrast: UIAccessibilityContrast { get set }
    var displayGamut: UIDisplayGamut { get set }
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    var legibilityWeight: UILegibilityWeight { get set }
    var userInterfaceLevel: UIUserInterfaceLevel { get set }
}

/// A trait collection's values.
struct Traits: UIMutableTraits, Hashable, Sendable {
    var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    var displayScale: CGFloat = 0
    var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    var accessibilityContrast: UIAccessibilityContrast = .unspecified
    var displayGamut: UIDisplayGamut = .unspecified
    var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    var legibilityWeight: UILegibilityWeight = .unspecified
    var userInterfaceLevel: UIUserInterfaceLevel = .unspecified

    /// `other`'s specified traits over these.
    mutating func merge(_ other: Traits) {
        if other.userInterfaceStyle != .unspecified { userInterfaceStyle = other.userInterfaceStyle }
        if other.userInterfaceIdiom != .unspecified { userInterfaceIdiom = other.userInterfaceIdiom }
        if other.displayScale != 0 { displayScale = other.displayScale }
        if other.horizontalSizeClass != .unspecified { horizontalSizeClass = other.horizontalSizeClass }
        if other.verticalSizeClass != .unspecified { verticalSizeClass = other.verticalSizeClass }
        if other.preferredContentSizeCategory != .unspecified { preferredContentSizeCategory = other.preferredContentSizeCategory }
        if other.accessibilityContrast != .unspecified { accessibilityContrast = other.accessibilityContrast }
        if other.displayGamut != .unspecified { displayGamut = other.displayGamut }
        if other.layoutDirection != .unspecified { layoutDirection = other.layoutDirection }
        if other.legibilityWeight != .unspecified { legibilityWeight = other.legibilityWeight }
        if other.userInterfaceLevel != .unspecified { userInterfaceLevel = other.userInterfaceLevel }
    }
}
