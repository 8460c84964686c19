import Foundation
import WidgetryWire

/// A key for a value in `EnvironmentValues`; declare a computed property in an extension of
/// `EnvironmentValues` that reads and writes `self[MyKey.self]`.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// The values a view reads from its surroundings with `@Environment(\.key)`.
///
/// Storage is keyed by `EnvironmentKey` type; a key not set reads as its `defaultValue`.
/// Declared `@unchecked Sendable` so that WidgetKit can prepare environments off the main
/// actor; values stored in it are expected to be values (as Apple's keys are).
public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
    private var storage: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            if let value = storage[ObjectIdentifier(key)] as? K.Value { return value }
            return K.defaultValue
        }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(storage.count) values set)" }
}

// MARK: - @Environment

/// Reads a value of the environment of the view it is declared in:
/// `@Environment(\.colorScheme) var colorScheme`.
///
/// The value is set by the evaluation before the view's `body` is read; read outside of
/// `body`, it is the key's default.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let box = _EnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value {
        (box.values ?? EnvironmentValues())[keyPath: keyPath]
    }
}

/// The environment an `@Environment` property reads, shared by every copy of the view value.
public final class _EnvironmentBox {
    var values: EnvironmentValues?
    init() {}
}

/// What the evaluator sets on `@Environment` properties.
package protocol _EnvironmentReader {
    func _setEnvironment(_ values: EnvironmentValues)
}

extension Environment: _EnvironmentReader {
    package func _setEnvironment(_ values: EnvironmentValues) {
        box.values = values
    }
}

// MARK: - Public values

/// Light or dark appearance.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light, dark
}

/// Why a view is drawn as a placeholder.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The widget's placeholder, or `.redacted(reason: .placeholder)`.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Privacy-sensitive content while the device is locked.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content invalidated while an interaction is pending.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)

    /// The reasons as the archive writes them.
    package var archive: [RedactionReason] {
        var reasons: [RedactionReason] = []
        if contains(.placeholder) { reasons.append(.placeholder) }
        if contains(.privacy) { reasons.append(.privacy) }
        if contains(.invalidated) { reasons.append(.invalidated) }
        return reasons
    }
}

/// The text size the person chose.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The case name, as the archive writes it.
    package var name: String {
        switch self {
        case .xSmall: "xSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .xLarge: "xLarge"
        case .xxLarge: "xxLarge"
        case .xxxLarge: "xxxLarge"
        case .accessibility1: "accessibility1"
        case .accessibility2: "accessibility2"
        case .accessibility3: "accessibility3"
        case .accessibility4: "accessibility4"
        case .accessibility5: "accessibility5"
        }
    }

    /// How much text styles grow relative to `large` (body 17 pt).
    var scale: Double {
        switch self {
        case .xSmall: 14.0 / 17
        case .small: 15.0 / 17
        case .medium: 16.0 / 17
        case .large: 1
        case .xLarge: 19.0 / 17
        case .xxLarge: 21.0 / 17
        case .xxxLarge: 23.0 / 17
        case .accessibility1: 28.0 / 17
        case .accessibility2: 33.0 / 17
        case .accessibility3: 40.0 / 17
        case .accessibility4: 47.0 / 17
        case .accessibility5: 53.0 / 17
        }
    }
}

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue: ColorScheme = .light }
private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue: DynamicTypeSize = .large }
private struct LuminanceReducedKey: EnvironmentKey { static let defaultValue = false }
private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { .current } }
private struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar { .current } }
private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { .current } }
private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct TextAlignmentKey: EnvironmentKey { static let defaultValue: TextAlignment = .leading }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue: Text.TruncationMode = .tail }
private struct ImageScaleKey: EnvironmentKey { static let defaultValue: Image.Scale = .medium }
private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue: LayoutDirection = .leftToRight }

extension EnvironmentValues {
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
    /// Always-On display: the screen is dimmed.
    public var isLuminanceReduced: Bool {
        get { self[LuminanceReducedKey.self] }
        set { self[LuminanceReducedKey.self] = newValue }
    }
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
    public var multilineTextAlignment: TextAlignment {
        get { self[TextAlignmentKey.self] }
        set { self[TextAlignmentKey.self] = newValue }
    }
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}

/// The direction of text.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}

// MARK: - Values the evaluation keeps in the environment

/// Styles set by modifiers that reach every view below (`foregroundStyle`, `tint`, `bold`, …).
struct InheritedStyle: Sendable {
    var foregroundStyles: [AnyShapeStyle]?
    var tint: AnyShapeStyle?
    var fontWeight: Font.Weight?
    var fontDesign: Font.Design?
    var bold = false
    var italic = false
    var monospacedDigit = false
    var monospaced = false
    var underline = false
    var strikethrough = false
    var lineLimitReservesSpace = false
    var isPrivacySensitive = false
    var isInvalidatable = false
    var buttonStyle = "automatic"
    var toggleStyle = "automatic"
    var gaugeStyle = "automatic"
    var progressViewStyle = "automatic"
    var labelStyle = "automatic"
}

private struct InheritedStyleKey: EnvironmentKey { static let defaultValue = InheritedStyle() }

extension EnvironmentValues {
    var style: InheritedStyle {
        get { self[InheritedStyleKey.self] }
        set { self[InheritedStyleKey.self] = newValue }
    }

    /// Inside `privacySensitive()`.
    package var isPrivacySensitive: Bool {
        get { style.isPrivacySensitive }
        set { style.isPrivacySensitive = newValue }
    }

    /// Inside `invalidatableContent()`.
    package var isInvalidatable: Bool {
        get { style.isInvalidatable }
        set { style.isInvalidatable = newValue }
    }
}

extension View {
    /// Sets an environment value for this view and the views inside it.
    public nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        transformEnvironmentValues { $0[keyPath: keyPath] = value }
    }

    /// Changes an environment value for this view and the views inside it.
    public nonisolated func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        transformEnvironmentValues { transform(&$0[keyPath: keyPath]) }
    }

    public nonisolated func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Limits the dynamic type size to `range`.
    public nonisolated func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironmentValues { environment in
            let all = DynamicTypeSize.allCases.filter { range.contains($0) }
            guard let lowest = all.first, let highest = all.last else { return }
            environment.dynamicTypeSize = min(max(environment.dynamicTypeSize, lowest), highest)
        }
    }
}
