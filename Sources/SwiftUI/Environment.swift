import Foundation
import Observation
import Synchronization
import WidgetryWire

/// A key for a value in `EnvironmentValues`; declare a computed property in an extension of
/// `EnvironmentValues` that reads and writes `self[MyKey.self]`.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// The values a view reads from its surroundings with `@Environment(\.key)`.
///
/// SwiftUI's own values are stored directly; other keys are stored by `EnvironmentKey` type, and
/// a key not set reads as its `defaultValue`.
/// Declared `@unchecked Sendable` so that WidgetKit can prepare environments off the main
/// actor; values stored in it are expected to be values (as Apple's keys are).
public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
    /// Values of `EnvironmentKey`s declared outside SwiftUI (WidgetKit's, authors').
    private var storage: [ObjectIdentifier: Any] = [:]
    /// The foreground levels set by `foregroundStyle(_:)` (nil: the label colours). Kept out of
    /// the shared built-in values: resolving a hierarchical style sets it on a copy of the
    /// environment, which then costs no copy of the built-in values.
    var foregroundStyles: [AnyShapeStyle]?
    /// SwiftUI's own values, shared between copies until one is changed (environments are
    /// copied for every view evaluated, changed only by modifiers).
    private var builtInBox = BuiltInBox(BuiltInValues())

    var builtIn: BuiltInValues {
        get { builtInBox.values }
        set {
            if isKnownUniquelyReferenced(&builtInBox) {
                builtInBox.values = newValue
            } else {
                builtInBox = BuiltInBox(newValue)
            }
        }
        _modify {
            if !isKnownUniquelyReferenced(&builtInBox) { builtInBox = BuiltInBox(builtInBox.values) }
            yield &builtInBox.values
        }
    }

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
    /// How the value is read from the environment: a key path, or an observable object's type.
    let read: (EnvironmentValues) -> Value
    let box = _EnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.read = { $0[keyPath: keyPath] }
    }

    /// An `@Observable` object an ancestor put in the environment with `environment(_:)`:
    /// `@Environment(Model.self) var model`. As on Apple's systems, reading one that no
    /// ancestor provided stops the program.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.read = { values in
            guard let object = values[ObservableEnvironmentKey<Value>.self] else {
                fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
            }
            return object
        }
    }

    /// An `@Observable` object an ancestor may have put in the environment: nil when none did.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.read = { $0[ObservableEnvironmentKey<T>.self] }
    }

    public var wrappedValue: Value {
        read(box.values ?? EnvironmentValues())
    }
}

/// The environment's `@Observable` object of a type (`environment(_:)`).
struct ObservableEnvironmentKey<ObjectType: AnyObject>: EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
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

    /// The archive's case.
    package var archive: ArchiveEnvironment.DynamicTypeSize {
        switch self {
        case .xSmall: .xSmall
        case .small: .small
        case .medium: .medium
        case .large: .large
        case .xLarge: .xLarge
        case .xxLarge: .xxLarge
        case .xxxLarge: .xxxLarge
        case .accessibility1: .accessibility1
        case .accessibility2: .accessibility2
        case .accessibility3: .accessibility3
        case .accessibility4: .accessibility4
        case .accessibility5: .accessibility5
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

extension EnvironmentValues {
    public var colorScheme: ColorScheme {
        get { builtIn.colorScheme }
        set { builtIn.colorScheme = newValue }
    }
    public var redactionReasons: RedactionReasons {
        get {
            RedactionReasonsReads.note()
            return builtIn.redactionReasons
        }
        set { builtIn.redactionReasons = newValue }
    }
    public var dynamicTypeSize: DynamicTypeSize {
        get { builtIn.dynamicTypeSize }
        set { builtIn.dynamicTypeSize = newValue }
    }
    /// Always-On display: the screen is dimmed.
    public var isLuminanceReduced: Bool {
        get { builtIn.isLuminanceReduced }
        set { builtIn.isLuminanceReduced = newValue }
    }
    /// The locale; `Locale.current` unless set, except where the system names no language
    /// and region (Foundation on Linux then answers `en_001`, or POSIX's): there an iPhone's
    /// default, `en_US`, so dates read "May 21, 2023" as on a device set up in English.
    public var locale: Locale {
        get { builtIn.locale ?? Self.systemLocale }
        set { builtIn.locale = newValue }
    }

    static let systemLocale: Locale = {
        let current = Locale.current
        return ["", "en_001", "en_US_POSIX", "C", "POSIX"].contains(current.identifier) ? Locale(identifier: "en_US") : current
    }()
    /// The calendar; `Calendar.current` unless set.
    public var calendar: Calendar {
        get { builtIn.calendar ?? .current }
        set { builtIn.calendar = newValue }
    }
    /// The time zone; `TimeZone.current` unless set.
    public var timeZone: TimeZone {
        get { builtIn.timeZone ?? .current }
        set { builtIn.timeZone = newValue }
    }
    public var font: Font? {
        get { builtIn.font }
        set { builtIn.font = newValue }
    }
    public var lineLimit: Int? {
        get { builtIn.lineLimit }
        set { builtIn.lineLimit = newValue }
    }
    public var multilineTextAlignment: TextAlignment {
        get { builtIn.multilineTextAlignment }
        set { builtIn.multilineTextAlignment = newValue }
    }
    public var minimumScaleFactor: CGFloat {
        get { builtIn.minimumScaleFactor }
        set { builtIn.minimumScaleFactor = newValue }
    }
    /// Points between the lines of a text.
    public var lineSpacing: CGFloat {
        get { builtIn.lineSpacing }
        set { builtIn.lineSpacing = newValue }
    }
    public var truncationMode: Text.TruncationMode {
        get { builtIn.truncationMode }
        set { builtIn.truncationMode = newValue }
    }
    public var imageScale: Image.Scale {
        get { builtIn.imageScale }
        set { builtIn.imageScale = newValue }
    }
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { builtIn.symbolRenderingMode }
        set { builtIn.symbolRenderingMode = newValue }
    }
    public var isEnabled: Bool {
        get { builtIn.isEnabled }
        set { builtIn.isEnabled = newValue }
    }
    public var layoutDirection: LayoutDirection {
        get { builtIn.layoutDirection }
        set { builtIn.layoutDirection = newValue }
    }
}

/// Reads of `redactionReasons` through the public API (a view's `@Environment`, a custom
/// modifier), counted so that the extension evaluates an entry again for a locked device (with
/// `.privacy`) only when its views may look different there: views that never read the reasons
/// are redacted exactly by the renderer from their `privacySensitive()` marks.
package enum RedactionReasonsReads {
    private static let count = Atomic<Int>(0)

    static func note() {
        count.add(1, ordering: .relaxed)
    }

    /// The number of reads so far: compare it before and after an evaluation.
    package static var current: Int { count.load(ordering: .relaxed) }
}

final class BuiltInBox {
    var values: BuiltInValues
    init(_ values: BuiltInValues) { self.values = values }
}

/// SwiftUI's own values, stored directly (the evaluation reads them for every view).
struct BuiltInValues {
    var colorScheme: ColorScheme = .light
    var redactionReasons: RedactionReasons = []
    var dynamicTypeSize: DynamicTypeSize = .large
    var isLuminanceReduced = false
    var locale: Locale?
    var calendar: Calendar?
    var timeZone: TimeZone?
    var font: Font?
    var lineLimit: Int?
    var multilineTextAlignment: TextAlignment = .leading
    var minimumScaleFactor: CGFloat = 1
    var lineSpacing: CGFloat = 0
    var truncationMode: Text.TruncationMode = .tail
    var imageScale: Image.Scale = .medium
    var symbolRenderingMode: SymbolRenderingMode?
    var isEnabled = true
    var layoutDirection: LayoutDirection = .leftToRight
    var style = InheritedStyle()
}

/// The direction of text.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}

// MARK: - Values the evaluation keeps in the environment

/// Styles set by modifiers that reach every view below (`foregroundStyle`, `tint`, `bold`, …).
struct InheritedStyle: Sendable {
    var tint: AnyShapeStyle?
    var fontWeight: Font.Weight?
    var fontDesign: Font.Design?
    var fontWidth: Font.Width?
    var bold = false
    var italic = false
    var monospacedDigit = false
    var monospaced = false
    var underline = false
    var strikethrough = false
    var lineLimitReservesSpace = false
    /// `textScale(_:isEnabled:)`.
    var textScale: Text.Scale = .default
    var isPrivacySensitive = false
    var isInvalidatable = false
    var buttonStyle = ActionArchive.ButtonStyle.automatic
    var toggleStyle = ActionArchive.ToggleStyle.automatic
    var gaugeStyle = GaugeArchive.Style.automatic
    var progressViewStyle = ProgressArchive.Style.automatic
    var labelStyle = LabelArchive.Style.automatic
    /// `labelsHidden()`: controls show no label.
    var labelsHidden = false
}

extension EnvironmentValues {
    var style: InheritedStyle {
        get { builtIn.style }
        set { builtIn.style = newValue }
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

    /// Puts an `@Observable` object in the environment of this view, for the
    /// `@Environment(Model.self)` properties of its type below (nil removes it).
    public nonisolated func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        transformEnvironmentValues { $0[ObservableEnvironmentKey<T>.self] = object }
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
