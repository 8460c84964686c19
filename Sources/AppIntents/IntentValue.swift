@_exported import Foundation
@_exported import WidgetryFoundation
import WidgetryWire

/// A type an `@Parameter` can hold: the primitives, `AppEnum`, `AppEntity`, and optionals and
/// arrays of them.
///
/// Apple leaves this protocol undocumented; its two associated types are what the parameter
/// initializer families key on. `ValueType` is the element type (`Int` for `Int`, `Int?` and
/// `[Int]`); `UnwrappedType` is the value without its optional (`[Int]` for `[Int]?`), the type of
/// `default:`. The underscored members are how a value travels as configuration.
public protocol _IntentValue: Sendable {
    associatedtype ValueType: _IntentValue
    associatedtype UnwrappedType: _IntentValue

    /// What the value is for a schema: kind, optionality, enum cases, entity type.
    static var _descriptor: _ValueDescriptor { get }
    /// The value as it is stored.
    func _encode() -> ConfigurationValue
    /// A stored value read back. Entities are resolved through `context`'s query.
    static func _decode(_ value: ConfigurationValue, context: _DecodeContext) async throws(_ValueError) -> Self
    /// Several stored values read back at once (entities resolve in one query call).
    static func _decodeArray(_ values: [ConfigurationValue], context: _DecodeContext) async throws(_ValueError) -> [Self]
    /// The value a parameter of this type has when nothing was set: `nil` for optionals, `[]`
    /// for arrays, none otherwise.
    static var _emptyValue: Self? { get }
    /// `UnwrappedType` as `Self` (wraps in `.some` for optionals).
    static func _wrap(_ value: UnwrappedType) -> Self
    /// How the value is shown in a picker.
    var _displayRepresentation: DisplayRepresentation { get }
    /// Choices, default and lookups that come with the type itself: an entity's `defaultQuery`.
    static var _defaultOptionsSource: _OptionsSource? { get }
}

extension _IntentValue {
    public static func _decodeArray(_ values: [ConfigurationValue], context: _DecodeContext) async throws(_ValueError) -> [Self] {
        var result: [Self] = []
        result.reserveCapacity(values.count)
        for value in values { result.append(try await _decode(value, context: context)) }
        return result
    }

    public static var _emptyValue: Self? { nil }
    public static var _defaultOptionsSource: _OptionsSource? { nil }

    public var _displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: LocalizedStringResource(stringLiteral: "\(self)"))
    }
}

extension _IntentValue where UnwrappedType == Self {
    public static func _wrap(_ value: Self) -> Self { value }
}

/// Static facts about a value type, for the schema.
public struct _ValueDescriptor: Sendable {
    package var kind: ValueKind
    package var isOptional = false
    package var isArray = false
    package var enumType: EnumTypeSchema?
    package var entityType: EntityTypeSchema?

    package init(kind: ValueKind, enumType: EnumTypeSchema? = nil, entityType: EntityTypeSchema? = nil) {
        self.kind = kind
        self.enumType = enumType
        self.entityType = entityType
    }
}

/// Where decoding looks entities up: the parameter's `query:` when it has one.
public struct _DecodeContext: Sendable {
    /// Resolves identifier strings to entities; `nil` uses the entity type's `defaultQuery`.
    package var entities: (@Sendable ([String]) async throws -> [any Sendable])?

    package init(entities: (@Sendable ([String]) async throws -> [any Sendable])? = nil) {
        self.entities = entities
    }
}

/// Why one stored value could not be read back.
public enum _ValueError: Error, Sendable, Equatable {
    case wrongType(expected: String, found: String)
    /// A number given for a whole number that is not one: a fraction, or beyond what a JSON
    /// number holds exactly (±2⁵³).
    case notWholeNumber(Double)
    case invalidFormat(String)
    case unknownEnumCase(String)
    case unknownEntity([String])
    case queryFailed(String)
}

extension _ValueError {
    /// 2⁵³: from here on a JSON number (a `Double`) no longer holds every whole number exactly.
    static let largestExactWholeNumber = 9_007_199_254_740_992.0

    /// The issue a person reads when parameter `key`, titled `name`, holds a value that could not
    /// be read back: the one wording for App Intents and SiriKit parameters alike.
    package func issue(parameter key: String, title name: String) -> ConfigurationIssue {
        switch self {
        case .wrongType(let expected, let found):
            ConfigurationIssue(parameter: key, code: .wrongType, message: "\(name) must be \(expected), not \(found == "integer" || found == "array" ? "an" : "a") \(found).")
        case .notWholeNumber(let number) where abs(number) >= Self.largestExactWholeNumber:
            ConfigurationIssue(
                parameter: key, code: .wrongType,
                message: "\(name) must be a whole number between −9,007,199,254,740,991 and 9,007,199,254,740,991; \(number) is too large.")
        case .notWholeNumber(let number):
            ConfigurationIssue(parameter: key, code: .wrongType, message: "\(name) must be a whole number, not \(number).")
        case .invalidFormat(let detail):
            ConfigurationIssue(parameter: key, code: .invalidFormat, message: "\(name): \(detail).")
        case .unknownEnumCase(let value):
            ConfigurationIssue(parameter: key, code: .unknownEnumCase, message: "\(name) has no choice “\(value.prefix(64))”.")
        case .unknownEntity(let identifiers):
            ConfigurationIssue(
                parameter: key, code: .unknownEntity,
                message: "\(name): no \(identifiers.count == 1 ? "item" : "items") with identifier \(identifiers.map { "“\($0.prefix(64))”" }.joined(separator: ", ")) (it may have been removed).",
                identifiers: identifiers)
        case .queryFailed(let detail):
            ConfigurationIssue(parameter: key, code: .queryFailed, message: "\(name): looking up the value failed: \(detail.prefix(200)).")
        }
    }
}

extension ConfigurationIssue {
    /// A number outside a parameter's range.
    package static func outOfRange(parameter key: String, title name: String, range: NumericRange, value: Double) -> ConfigurationIssue {
        func format(_ number: Double) -> String {
            number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
        }
        return ConfigurationIssue(
            parameter: key, code: .outOfRange,
            message: "\(name) must be between \(format(range.lowerBound)) and \(format(range.upperBound)); \(format(value)) is outside.")
    }

    /// A required value that is missing.
    package static func missingValue(parameter key: String, title name: String) -> ConfigurationIssue {
        ConfigurationIssue(parameter: key, code: .missingValue, message: "\(name) needs a value.")
    }

    /// A key that is not a parameter of the intent titled `intentTitle`.
    package static func unknownParameter(_ key: String, intentTitle: String) -> ConfigurationIssue {
        ConfigurationIssue(parameter: key, code: .unknownParameter, message: "\(intentTitle) has no parameter “\(key.prefix(64))”.")
    }
}

// MARK: - Primitives

extension String: _IntentValue {
    public typealias ValueType = String
    public typealias UnwrappedType = String
    public static var _descriptor: _ValueDescriptor { _ValueDescriptor(kind: .string) }
    public func _encode() -> ConfigurationValue { .string(self) }
    public static func _decode(_ value: ConfigurationValue, context: _DecodeContext) async throws(_ValueError) -> String {
        guard case .string(let text) = value else { throw .wrongType(expected: "text", found: value.jsonTypeName) }
        return text
    }
}

extension Int: _IntentValue {
    public typealias ValueType = Int
    public typealias UnwrappedType = Int
    public static var _descriptor: _ValueDescriptor { _ValueDescriptor(kind: .int) }
    public func _encode() -> ConfigurationValue { .int(self) }
    public static func _decode(_ value: ConfigurationValue, context: _DecodeContext) async throws(_ValueError) -> Int {
        switch value {
        case .int(let number): return number
        case .double(let number) where number.rounded() == number && abs(number) < _ValueError.largestExactWholeNumber: return Int(number)
        case .double(let number) where number.isFinite: throw .notWholeNumber(number)
        default: throw .wrongType(expected: "a whole number", found: value.jsonTypeName)
        }
    }
}

extension Double: _IntentValue {
    public typealias ValueType = Double
    public typealias UnwrappedType = Double
    public static var _descriptor: _ValueDescriptor { _ValueDescriptor(kind: .double) }
    public func _encode() -> ConfigurationValue { .double(self) }
    public static func _decode(_ value: ConfigurationValue, context: _DecodeContext) async throws(_ValueError) -> Double {
        guard let number = value.numberValue, number.isFinite else {
            throw .wrongType(expected: "a number", found: value.jsonTypeName)
        }
        return number
    }
}

extension Bool: _IntentValue {
    public typealias ValueType = Bool
    public typealias UnwrappedType = Bool
    public static var _descriptor: _ValueDescriptor { _ValueDescriptor(kind: .bool) }
    /// A toggle is on or off: a Bool parameter nobody set (and without a default) reads as off,
    /// as the widget's edit form shows it, rather than trapping.
    public static var _emptyValue: Bool? { false }
    public func _encode() -> ConfigurationValue { .bool(self) }
    public static func _decode(_ value: ConfigurationValue, context: _DecodeContext) async throws(_ValueError) -> Bool {
        guard case .bool(let flag) = value else { throw .wrongType(expected: "true or false", found: value.jsonTypeName) }
        return flag
    }
}

extension Date: _IntentValue {
    public typealias ValueType = Date
    public typealias UnwrappedType = Date
    public static var _descriptor: _ValueDescriptor { _ValueDescriptor(kind: .date) }

    /// Dates are stored as ISO 8601 in UTC with fractional seconds, so they order as strings.
    public func _encode() -> ConfigurationValue {
        .string(formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
    }

    public static func _decode(_ value: ConfigurationValue, context: _DecodeContext) async throws(_ValueError) -> Date {
        guard case .string(let text) = value else {
            throw .wrongType(expected: "an ISO 8601 date", found: value.jsonTypeName)
        }
        if let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text) { return date }
        if let date = try? Date.ISO8601FormatStyle().parse(text) { return date }
        throw .invalidFormat("“\(text.prefix(64))” is not an ISO 8601 date such as 2026-11-22T09:30:00Z")
    }

    public var _displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: LocalizedStringResource(stringLiteral: formatted(date: .abbreviated, time: .shortened)))
    }
}

extension DateComponents: _IntentValue {
    public typealias ValueType = DateComponents
    public typealias UnwrappedType = DateComponents
    public static var _descriptor: _ValueDescriptor { _ValueDescriptor(kind: .dateComponents) }

    private static var fields: [(String, WritableKeyPath<DateComponents, Int?>)] {
        [
        ("era", \.era), ("year", \.year), ("month", \.month), ("day", \.day), ("hour", \.hour),
        ("minute", \.minute), ("second", \.second), ("nanosecond", \.nanosecond), ("weekday", \.weekday),
        ("weekdayOrdinal", \.weekdayOrdinal), ("weekOfYear", \.weekOfYear), ("quarter", \.quarter),
        ]
    }

    /// Stored as an object of the components that are set, plus `timeZone` by identifier.
    public func _encode() -> ConfigurationValue {
        var object: [String: ConfigurationValue] = [:]
        for (name, path) in Self.fields { if let number = self[keyPath: path] { object[name] = .int(number) } }
        if let timeZone { object["timeZone"] = .string(timeZone.identifier) }
        return .object(object)
    }

    public static func _decode(_ value: ConfigurationValue, context: _DecodeContext) async throws(_ValueError) -> DateComponents {
        guard case .object(let object) = value else {
            throw .wrongType(expected: "date components such as {\"hour\": 9, \"minute\": 30}", found: value.jsonTypeName)
        }
        var components = DateComponents()
        for (name, field) in object {
            if name == "timeZone" {
                guard let identifier = field.stringValue, let zone = TimeZone(identifier: identifier) else {
                    throw .invalidFormat("unknown time zone \(field)")
                }
                components.timeZone = zone
            } else if let path = fields.first(where: { $0.0 == name })?.1 {
                guard case .int(let number) = field else {
                    throw .wrongType(expected: "a whole number for \(name)", found: field.jsonTypeName)
                }
                components[keyPath: path] = number
            } else {
                throw .invalidFormat("unknown date component “\(name.prefix(64))”")
            }
        }
        return components
    }
}

extension URL: _IntentValue {
    public typealias ValueType = URL
    public typealias UnwrappedType = URL
    public static var _descriptor: _ValueDescriptor { _ValueDescriptor(kind: .url) }
    public func _encode() -> ConfigurationValue { .string(absoluteString) }
    public static func _decode(_ value: ConfigurationValue, context: _DecodeContext) async throws(_ValueError) -> URL {
        guard case .string(let text) = value else { throw .wrongType(expected: "a URL", found: value.jsonTypeName) }
        guard let url = URL(string: text), let scheme = url.scheme, !scheme.isEmpty else {
            throw .invalidFormat("“\(text.prefix(64))” is not a URL with a scheme such as https://")
        }
        return url
    }
}

extension Never: _IntentValue {
    public typealias ValueType = Never
    public typealias UnwrappedType = Never
    public static var _descriptor: _ValueDescriptor { _ValueDescriptor(kind: .string) }
    public func _encode() -> ConfigurationValue { switch self {} }
    public static func _decode(_ value: ConfigurationValue, context: _DecodeContext) async throws(_ValueError) -> Never {
        throw .wrongType(expected: "no value", found: value.jsonTypeName)
    }
}

// MARK: - Optionals and arrays

extension Optional: _IntentValue where Wrapped: _IntentValue {
    public typealias ValueType = Wrapped.ValueType
    public typealias UnwrappedType = Wrapped.UnwrappedType

    public static var _descriptor: _ValueDescriptor {
        var descriptor = Wrapped._descriptor
        descriptor.isOptional = true
        return descriptor
    }

    public func _encode() -> ConfigurationValue { self?._encode() ?? .null }

    public static func _decode(_ value: ConfigurationValue, context: _DecodeContext) async throws(_ValueError) -> Wrapped? {
        if value == .null { return nil }
        return try await Wrapped._decode(value, context: context)
    }

    public static var _emptyValue: Wrapped?? { .some(nil) }
    public static var _defaultOptionsSource: _OptionsSource? { Wrapped._defaultOptionsSource }

    public static func _wrap(_ value: Wrapped.UnwrappedType) -> Wrapped? { Wrapped._wrap(value) }

    public var _displayRepresentation: DisplayRepresentation {
        self?._displayRepresentation ?? DisplayRepresentation(title: "None")
    }
}

extension Array: _IntentValue where Element: _IntentValue {
    public typealias ValueType = Element.ValueType
    public typealias UnwrappedType = [Element]

    public static var _descriptor: _ValueDescriptor {
        var descriptor = Element._descriptor
        descriptor.isArray = true
        return descriptor
    }

    public func _encode() -> ConfigurationValue { .array(map { $0._encode() }) }

    public static func _decode(_ value: ConfigurationValue, context: _DecodeContext) async throws(_ValueError) -> [Element] {
        guard case .array(let items) = value else { throw .wrongType(expected: "a list", found: value.jsonTypeName) }
        return try await Element._decodeArray(items, context: context)
    }

    public static var _emptyValue: [Element]? { [] }
    public static var _defaultOptionsSource: _OptionsSource? { Element._defaultOptionsSource }

    public var _displayRepresentation: DisplayRepresentation {
        let titles = map { $0._displayRepresentation.title.description }
        return DisplayRepresentation(title: LocalizedStringResource(stringLiteral: titles.joined(separator: ", ")))
    }
}
