import WidgetryWire

/// `When(\.$p, .equalTo, v)`.
public enum EquatableComparisonOperator: Hashable, Sendable {
    case equalTo, notEqualTo
    var wire: ComparisonOperator { self == .equalTo ? .equalTo : .notEqualTo }
}

/// `When(\.$p, .greaterThan, v)`.
public enum ComparableComparisonOperator: Hashable, Sendable {
    case greaterThan, greaterThanOrEqualTo, lessThan, lessThanOrEqualTo
    var wire: ComparisonOperator {
        switch self {
        case .greaterThan: .greaterThan
        case .greaterThanOrEqualTo: .greaterThanOrEqualTo
        case .lessThan: .lessThan
        case .lessThanOrEqualTo: .lessThanOrEqualTo
        }
    }
}

/// `When(\.$p, .hasAnyValue)`.
public enum HasValueComparisonOperator: Hashable, Sendable {
    case hasAnyValue, hasNoValue
    var wire: ComparisonOperator { self == .hasAnyValue ? .hasAnyValue : .hasNoValue }
}

/// `When(\.$p, .oneOf, [a, b])`.
public enum OneOfComparisonOperator: Hashable, Sendable {
    case oneOf
    var wire: ComparisonOperator { .oneOf }
}

/// `When(\.$p, .contains, "text")`.
public enum StringComparisonOperator: Hashable, Sendable {
    case contains, doesNotContain, hasPrefix, hasSuffix
    var wire: ComparisonOperator {
        switch self {
        case .contains: .contains
        case .doesNotContain: .doesNotContain
        case .hasPrefix: .hasPrefix
        case .hasSuffix: .hasSuffix
        }
    }
}

/// The widget families a summary can branch on (`When(widgetFamily: .equalTo, .systemSmall)`),
/// named as WidgetKit's `WidgetFamily` cases.
public enum IntentWidgetFamily: String, Hashable, Sendable, CaseIterable, _IntentValue {
    case accessoryCircular, accessoryCorner, accessoryInline, accessoryRectangular
    case systemExtraLarge, systemExtraLargePortrait, systemLarge, systemMedium, systemSmall

    public typealias ValueType = IntentWidgetFamily
    public typealias UnwrappedType = IntentWidgetFamily
    public static var _descriptor: _ValueDescriptor {
        _ValueDescriptor(kind: .enum, enumType: EnumTypeSchema(
            typeName: "IntentWidgetFamily", typeDisplayName: "Widget Family",
            cases: allCases.map { .init(value: .string($0.rawValue), display: DisplayText(title: $0.rawValue)) }))
    }
    public func _encode() -> ConfigurationValue { .string(rawValue) }
    public static func _decode(_ value: ConfigurationValue, context: _DecodeContext) async throws(_ValueError) -> IntentWidgetFamily {
        guard let name = value.stringValue else { throw .wrongType(expected: "a widget family", found: value.jsonTypeName) }
        guard let family = IntentWidgetFamily(rawValue: name) else { throw .unknownEnumCase(name) }
        return family
    }
}
