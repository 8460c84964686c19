import Foundation

// Environment values that describe the device a widget is drawn on: the text size as the older
// `ContentSizeCategory` names it, the screen's scale, the size classes and the scene's phase.
// A widget is drawn on an iPhone's home screen, so they read as they do in an iPhone's widget.

/// The text size the person chose, by its names before `DynamicTypeSize` (iOS 13–14). The
/// environment's `sizeCategory` is the same setting as its `dynamicTypeSize`.
public enum ContentSizeCategory: Hashable, CaseIterable, Comparable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The category of a Dynamic Type size (the two enumerations name the same twelve sizes).
    public init(_ dynamicTypeSize: DynamicTypeSize) {
        self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize)!]
    }
}

extension DynamicTypeSize {
    /// The Dynamic Type size of a content size category.
    public init(_ sizeCategory: ContentSizeCategory) {
        self = Self.allCases[ContentSizeCategory.allCases.firstIndex(of: sizeCategory)!]
    }
}

/// A size class: how much room a view has along one axis.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

/// Whether a scene is in the foreground. A widget's views are evaluated for a picture on the
/// home screen, so they read `active`.
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}

extension EnvironmentValues {
    /// The text size, as a content size category: the same setting as `dynamicTypeSize`
    /// (setting either sets both).
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = DynamicTypeSize(newValue) }
    }

    /// Pixels per point of the screen: 3, as an iPhone's (which the page draws widgets for).
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The width of one pixel in points (`1 / displayScale`).
    public var pixelLength: CGFloat { 1 / displayScale }

    /// The horizontal size class: `compact`, as in an iPhone's widget.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self].sizeClass }
        set { self[HorizontalSizeClassKey.self] = SizeClassSetting(sizeClass: newValue) }
    }

    /// The vertical size class: `compact`, as in an iPhone's widget.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self].sizeClass }
        set { self[VerticalSizeClassKey.self] = SizeClassSetting(sizeClass: newValue) }
    }

    /// The scene's phase: `active` (a widget is evaluated to be shown).
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}

private struct DisplayScaleKey: EnvironmentKey {
    static var defaultValue: CGFloat { 3 }
}

/// A size class as the environment stores it (a key's value that is not optional, so that an
/// unset key reads as its default).
private struct SizeClassSetting {
    var sizeClass: UserInterfaceSizeClass?
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static var defaultValue: SizeClassSetting { SizeClassSetting(sizeClass: .compact) }
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static var defaultValue: SizeClassSetting { SizeClassSetting(sizeClass: .compact) }
}

private struct ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .active }
}
