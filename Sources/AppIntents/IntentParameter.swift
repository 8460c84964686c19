import Synchronization
import WidgetryWire

/// A value the system reads about a parameter.
public protocol AnyIntentValue: Sendable {
    associatedtype Value: _IntentValue, Sendable
    var title: LocalizedStringResource { get }
    var isOptional: Bool { get }
}

/// `@Parameter`: marks a property of an intent as an input the person configures.
///
/// A class, as Apple's is: `$name` is the parameter itself, which parameter summaries refer to by
/// key path. The initializers (one family per value type) are in `IntentParameterFamilies.swift`.
@propertyWrapper
public final class IntentParameter<Value: _IntentValue>: AnyIntentValue, @unchecked Sendable {
    public let title: LocalizedStringResource
    public let defaultValue: Value.UnwrappedType?
    /// The description shown under the title in the editor.
    public let description: LocalizedStringResource?

    /// Everything besides title, description and default, per value type.
    let settings: ParameterSettings
    /// Whether a title was given (the iOS 18 forms may omit it: the property name is used).
    let hasTitle: Bool
    private let storage = Mutex<Value?>(nil)

    init(title: LocalizedStringResource?, description: LocalizedStringResource?, default defaultValue: Value.UnwrappedType?, settings: ParameterSettings = ParameterSettings()) {
        self.title = title ?? ""
        self.hasTitle = title != nil
        self.description = description
        self.defaultValue = defaultValue
        self.settings = settings
    }

    /// `@Parameter var name: Value`: no title (the property name is shown), no default.
    ///
    /// A property wrapper is default-initialized only through a zero-argument `init()` declared
    /// in the type itself; the families' title-less forms (all arguments defaulted, declared in
    /// extensions) do not count.
    public convenience init() {
        self.init(title: nil, description: nil, default: nil)
    }

    public var isOptional: Bool { Value._descriptor.isOptional }

    /// The value set, else the default, else empty (`nil` for optionals, `[]` for arrays).
    ///
    /// Reading a non-optional parameter that has no value is a programming error, as on Apple's
    /// platforms; the host never does it, because it only hands intents to providers after
    /// every required value has resolved.
    public var wrappedValue: Value {
        get {
            if let value = currentValue { return value }
            fatalError("@Parameter “\(title)” of type \(Value.self) was read before it had a value and it has no default")
        }
        set { storage.withLock { $0 = newValue } }
    }

    public var projectedValue: IntentParameter<Value> { self }

    /// The value a read would return, or `nil` when a read would trap.
    var currentValue: Value? {
        if let value = storage.withLock({ $0 }) { return value }
        if let defaultValue { return Value._wrap(defaultValue) }
        return Value._emptyValue
    }

    var hasStoredValue: Bool { storage.withLock { $0 != nil } }

    /// The parameter's own source of choices, else its value type's (an entity's default query).
    var source: _OptionsSource? { settings.source ?? Value._defaultOptionsSource }
}

/// Settings that only some value types have, gathered from the initializer families.
struct ParameterSettings: @unchecked Sendable {
    var controlStyle: ControlStyle?
    var range: NumericRange?
    var inputOptions: String.IntentInputOptions?
    var boolDisplayName: Bool.IntentDisplayName?
    var dateKind: DateKind?
    var size: ArraySize?
    /// `supportedValues:` of an enum parameter.
    var supportedValues: EnumTypeSchema?
    /// `query:` of an entity parameter, or the `optionsProvider:`.
    var source: _OptionsSource?
}

/// Where a parameter's choices, code-supplied default and entity lookups come from: an
/// `optionsProvider:`, a `query:`, or the entity type's `defaultQuery`.
public struct _OptionsSource: Sendable {
    /// Lists choices, searching when `matching` is given.
    var options: @Sendable (_ matching: String?) async throws -> ParameterOptions
    /// The source's `defaultResult()`, encoded.
    var defaultResult: @Sendable () async -> ConfigurationValue?
    /// Resolves entity identifiers, for a query.
    var entities: (@Sendable ([String]) async throws -> [any Sendable])?
    /// Searching runs in the source (an `EntityStringQuery`) rather than by filtering titles.
    var isSearchable: Bool
}

// MARK: - The host's view of a parameter

/// What introspection and configuration coding need of any `@Parameter`, whatever its value.
protocol AnyParameter: AnyObject, Sendable {
    func schema(key: String) -> ParameterSchema
    /// The current value as stored, or `nil` when it has none (unset, no default, not optional).
    var encodedValue: ConfigurationValue? { get }
    /// Reads a stored value (or the default when `value` is nil) into the parameter; returns the
    /// issue when it is refused. `family` selects a family-specific array size.
    func load(_ value: ConfigurationValue?, key: String, family: String?) async -> ConfigurationIssue?
    /// The code-supplied default, if the parameter has a query or options provider with one.
    func dynamicDefault() async -> ConfigurationValue?
    /// The choices for a picker.
    func options(matching: String?) async throws -> ParameterOptions?
}

extension IntentParameter: AnyParameter {
    func displayTitle(key: String) -> String {
        hasTitle ? title.description : Self.humanize(key)
    }

    /// `favouriteEmoji` → `Favourite Emoji`.
    static func humanize(_ key: String) -> String {
        var words = ""
        for character in key {
            if character.isUppercase, !words.isEmpty { words.append(" ") }
            words.append(words.isEmpty ? Character(character.uppercased()) : character)
        }
        return words
    }

    func schema(key: String) -> ParameterSchema {
        let descriptor = Value._descriptor
        var enumType = descriptor.enumType
        if let supported = settings.supportedValues { enumType = supported }
        var schema = ParameterSchema(
            key: key, title: displayTitle(key: key), description: description?.description,
            kind: descriptor.kind, isOptional: descriptor.isOptional, isArray: descriptor.isArray,
            defaultValue: defaultValue.map { Value._wrap($0)._encode() },
            range: settings.range,
            controlStyle: settings.controlStyle ?? (descriptor.kind == .int || descriptor.kind == .double ? .stepper : nil),
            inputOptions: settings.inputOptions?.wire, boolDisplayName: settings.boolDisplayName?.wire,
            dateKind: settings.dateKind ?? (descriptor.kind == .date || descriptor.kind == .dateComponents ? .dateTime : nil),
            arraySize: settings.size,
            enumType: enumType, entityType: descriptor.entityType,
            hasDynamicOptions: source != nil,
            isSearchable: source?.isSearchable ?? false)
        schema.hasDynamicDefault = defaultValue == nil && source != nil
        return schema
    }

    var encodedValue: ConfigurationValue? { currentValue?._encode() }

    func load(_ value: ConfigurationValue?, key: String, family: String?) async -> ConfigurationIssue? {
        let name = displayTitle(key: key)
        var value = value
        if value == nil || (value == .null && !isOptional) {
            // No stored value: the static default, else the query's or provider's, else empty.
            if defaultValue != nil { return nil }
            value = await dynamicDefault()
            if value == nil {
                if Value._emptyValue != nil { return nil }
                return .missingValue(parameter: key, title: name)
            }
        }
        guard let value else { return nil }
        let decoded: Value
        do {
            decoded = try await Value._decode(value, context: _DecodeContext(entities: source?.entities))
        } catch {
            return error.issue(parameter: key, title: name)
        }
        if let issue = validate(decoded, key: key, name: name, family: family) { return issue }
        storage.withLock { $0 = decoded }
        return nil
    }

    private func validate(_ value: Value, key: String, name: String, family: String?) -> ConfigurationIssue? {
        let encoded = value._encode()
        if let range = settings.range {
            let numbers: [Double] =
                if case .array(let items) = encoded { items.compactMap(\.numberValue) } else { encoded.numberValue.map { [$0] } ?? [] }
            if let bad = numbers.first(where: { !range.contains($0) }) {
                return .outOfRange(parameter: key, title: name, range: range, value: bad)
            }
        }
        if let supported = settings.supportedValues {
            let values: [ConfigurationValue] = if case .array(let items) = encoded { items } else { [encoded] }
            if let bad = values.first(where: { value in value != .null && !supported.cases.contains { $0.value == value } }) {
                return ConfigurationIssue(parameter: key, code: .unknownEnumCase, message: "\(name) cannot be \(bad) here.")
            }
        }
        if let size = settings.size, case .array(let items) = encoded {
            let bounds = size.bounds(for: family)
            if let min = bounds.min, items.count < min {
                return ConfigurationIssue(parameter: key, code: .arraySize, message: "\(name) needs at least \(min) item\(min == 1 ? "" : "s"); it has \(items.count).")
            }
            if let max = bounds.max, items.count > max {
                return ConfigurationIssue(parameter: key, code: .arraySize, message: "\(name) allows at most \(max) item\(max == 1 ? "" : "s"); it has \(items.count).")
            }
        }
        return nil
    }

    /// The source's `defaultResult()`; for an array parameter, a list of that one value.
    func dynamicDefault() async -> ConfigurationValue? {
        guard let value = await source?.defaultResult(), value != .null else { return nil }
        if Value._descriptor.isArray, !(value.isArray) { return .array([value]) }
        return value
    }

    func options(matching: String?) async throws -> ParameterOptions? {
        if let source { return try await source.options(matching) }
        guard let enumType = settings.supportedValues ?? Value._descriptor.enumType else { return nil }
        return ParameterOptions(sections: [
            ParameterOptions.Section(items: enumType.cases.map { ParameterOptions.Item(value: $0.value, display: $0.display) })
        ]).filtered(matching: matching)
    }
}
