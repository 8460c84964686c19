import Foundation
import WidgetryWire

// Accessibility: what assistive technologies are told about a view (ARIA attributes in the page).

extension View {
    /// What assistive technologies say for the view instead of its content (the page's
    /// `aria-label`).
    public nonisolated func accessibilityLabel(_ label: Text) -> some View {
        archiving(ModifierArchive.accessibilityLabel, text: label)
    }
    public nonisolated func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { accessibilityLabel(Text(labelKey)) }
    @_disfavoredOverload
    public nonisolated func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibilityLabel(Text(verbatim: String(label))) }
    /// The view's current value, said after its label (part of the page's `aria-label`).
    public nonisolated func accessibilityValue(_ valueDescription: Text) -> some View {
        archiving(ModifierArchive.accessibilityValue, text: valueDescription)
    }
    @_disfavoredOverload
    public nonisolated func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibilityValue(Text(verbatim: String(value))) }
    public nonisolated func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { accessibilityValue(Text(valueKey)) }
    /// What happens when the view is used, said after a pause (the page's `aria-description`).
    public nonisolated func accessibilityHint(_ hint: Text) -> some View {
        archiving(ModifierArchive.accessibilityHint, text: hint)
    }
    @_disfavoredOverload
    public nonisolated func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { accessibilityHint(Text(verbatim: String(hint))) }
    public nonisolated func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { accessibilityHint(Text(hintKey)) }
    /// Hides the view from assistive technologies (the page's `aria-hidden`).
    public nonisolated func accessibilityHidden(_ hidden: Bool) -> some View {
        archiving { _ in hidden ? .accessibilityHidden : nil }
    }
    /// Makes the view one element for assistive technologies: `.ignore` and `.combine` say its
    /// label (or its content's text) as one; `.contain` groups its children.
    public nonisolated func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        archiving { _ in .accessibilityElement(children: children.archive) }
    }
    /// Accepted; the page has no identifiers for UI tests of widgets.
    public nonisolated func accessibilityIdentifier(_ identifier: String) -> some View { self }
    /// Adds traits: `.isHeader` makes the view a heading of the page; others are accepted.
    public nonisolated func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        archiving { _ in traits.contains(.isHeader) ? .accessibilityHeading : nil }
    }
    /// Accepted.
    public nonisolated func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// Accepted; the page reads views in their order.
    public nonisolated func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
}

/// How a view made one accessibility element treats its children (`accessibilityElement`).
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let archive: ModifierArchive.AccessibilityChildren
    /// The children are not read; the element says its own label.
    public static let ignore = AccessibilityChildBehavior(archive: .ignore)
    /// The children's labels are read together, as one element.
    public static let combine = AccessibilityChildBehavior(archive: .combine)
    /// The children stay elements, inside this one.
    public static let contain = AccessibilityChildBehavior(archive: .contain)
}

/// What kind of element a view is to assistive technologies.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}
