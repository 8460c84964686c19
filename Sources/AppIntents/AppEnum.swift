import WidgetryWire

/// A value type App Intents can describe: named for people, usable as a parameter.
public protocol AppValue: PersistentlyIdentifiable, TypeDisplayRepresentable, _IntentValue, Sendable {}

/// A fixed set of choices for a parameter; the configuration editor shows a picker with each
/// case's display representation. Stored by raw value.
public protocol AppEnum: AppValue, StaticDisplayRepresentable, RawRepresentable
where RawValue: LosslessStringConvertible, ValueType == Self, UnwrappedType == Self {}

extension AppEnum {
    public static var _descriptor: _ValueDescriptor {
        _ValueDescriptor(kind: .enum, enumType: enumTypeSchema(of: allCases))
    }

    /// The schema of this enum limited to `values` (a parameter's `supportedValues:`).
    static func enumTypeSchema(of values: some Sequence<Self>) -> EnumTypeSchema {
        EnumTypeSchema(
            typeName: String(describing: Self.self),
            typeDisplayName: typeDisplayRepresentation.name.description,
            cases: values.map { EnumTypeSchema.Case(value: $0._encode(), display: $0._displayRepresentation.displayText) })
    }

    /// Integer raw values are stored as JSON numbers, all others as strings.
    public func _encode() -> ConfigurationValue {
        if let number = rawValue as? Int { return .int(number) }
        return .string(rawValue.description)
    }

    public static func _decode(_ value: ConfigurationValue, context: _DecodeContext) async throws(_ValueError) -> Self {
        let wanted: String
        switch value {
        case .string(let text): wanted = text
        case .int(let number): wanted = String(number)
        case .double(let number) where number.rounded() == number: wanted = String(Int(number))
        default: throw .wrongType(expected: "one of the \(typeDisplayRepresentation.name) choices", found: value.jsonTypeName)
        }
        guard let match = allCases.first(where: { $0.rawValue.description == wanted }) else {
            throw .unknownEnumCase(wanted)
        }
        return match
    }

    public static func _wrap(_ value: Self) -> Self { value }

    public var _displayRepresentation: DisplayRepresentation {
        Self.caseDisplayRepresentations[self] ?? DisplayRepresentation(title: LocalizedStringResource(stringLiteral: rawValue.description))
    }
}
