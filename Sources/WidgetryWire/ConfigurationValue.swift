/// One parameter value as it is stored and sent: a JSON value.
///
/// Every intent value kind maps onto it (see `ValueKind`): entities travel as their identifier
/// string, enum cases as their raw value, dates as ISO 8601 strings, arrays as arrays and an
/// explicitly cleared optional as `null`. It encodes as plain JSON, not as a tagged enum.
public enum ConfigurationValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([ConfigurationValue])
    case object([String: ConfigurationValue])

    /// A short name of the JSON type, for error messages.
    public var jsonTypeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .int: "integer"
        case .double: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}

extension ConfigurationValue: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([ConfigurationValue].self) {
            self = .array(value)
        } else if let value = try? container.decode([String: ConfigurationValue].self) {
            self = .object(value)
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a JSON value")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

extension ConfigurationValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: ConfigurationValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, ConfigurationValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension ConfigurationValue: CustomStringConvertible {
    /// The value as compact JSON text, for messages.
    public var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): String(value)
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .string(let value): "\"" + value.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
        case .array(let items): "[" + items.map(\.description).joined(separator: ",") + "]"
        case .object(let fields):
            "{" + fields.sorted { $0.key < $1.key }.map { ConfigurationValue.string($0.key).description + ":" + $0.value.description }
                .joined(separator: ",") + "}"
        }
    }
}

extension String {
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}

extension ConfigurationValue {
    /// The value as a number, when it is one (an integer counts).
    public var numberValue: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }

    public var stringValue: String? {
        if case .string(let value) = self { value } else { nil }
    }

    public var isNull: Bool { self == .null }

    public var isArray: Bool {
        if case .array = self { true } else { false }
    }
}

/// A widget's configuration: parameter key → value. A key that is absent takes the parameter's
/// default; a key present with `null` is an optional the person cleared.
public typealias Configuration = [String: ConfigurationValue]
