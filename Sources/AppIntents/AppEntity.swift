import WidgetryWire

/// An identifier type an entity can use: stored as a string, read back from one.
public protocol EntityIdentifierConvertible {
    var entityIdentifierString: String { get }
    static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension String: EntityIdentifierConvertible {
    public var entityIdentifierString: String { self }
    public static func entityIdentifier(for entityIdentifierString: String) -> String? { entityIdentifierString }
}

extension Int: EntityIdentifierConvertible {
    public var entityIdentifierString: String { String(self) }
    public static func entityIdentifier(for entityIdentifierString: String) -> Int? { Int(entityIdentifierString) }
}

extension UUID: EntityIdentifierConvertible {
    public var entityIdentifierString: String { uuidString }
    public static func entityIdentifier(for entityIdentifierString: String) -> UUID? { UUID(uuidString: entityIdentifierString) }
}

/// A dynamic value of the app (a character, a time zone) that a parameter can refer to. The
/// configuration stores only its identifier; the `defaultQuery` turns identifiers back into
/// entities and lists the choices.
public protocol AppEntity: AppValue, DisplayRepresentable, Identifiable
where ValueType == Self, UnwrappedType == Self, ID: EntityIdentifierConvertible & Sendable {
    associatedtype DefaultQuery: EntityQuery
    static var defaultQuery: DefaultQuery { get }
}

extension AppEntity {
    public static var _descriptor: _ValueDescriptor {
        _ValueDescriptor(
            kind: .entity,
            entityType: EntityTypeSchema(
                typeName: String(describing: Self.self),
                typeDisplayName: typeDisplayRepresentation.name.description,
                queryTypeName: String(describing: DefaultQuery.self),
                isEnumerable: DefaultQuery.self is any EnumerableEntityQuery.Type))
    }

    public func _encode() -> ConfigurationValue { .string(id.entityIdentifierString) }

    public static func _decode(_ value: ConfigurationValue, context: _DecodeContext) async throws(_ValueError) -> Self {
        try await _decodeArray([value], context: context)[0]
    }

    /// Resolves every identifier with one call to the query's `entities(for:)`; identifiers it
    /// does not return are unknown.
    public static func _decodeArray(_ values: [ConfigurationValue], context: _DecodeContext) async throws(_ValueError) -> [Self] {
        var identifiers: [String] = []
        for value in values {
            switch value {
            case .string(let text): identifiers.append(text)
            case .int(let number): identifiers.append(String(number))
            default: throw .wrongType(expected: "a \(typeDisplayRepresentation.name) identifier", found: value.jsonTypeName)
            }
        }
        let unparsable = identifiers.filter { ID.entityIdentifier(for: $0) == nil }
        guard unparsable.isEmpty else { throw .unknownEntity(unparsable) }
        if identifiers.isEmpty { return [] }

        let found: [Self]
        do {
            if let lookup = context.entities {
                found = try await lookup(identifiers).compactMap { $0 as? Self }
            } else {
                found = try await lookUp(identifiers, in: defaultQuery).compactMap { $0 as? Self }
            }
        } catch {
            throw .queryFailed("\(error)")
        }
        let byIdentifier = Dictionary(found.map { ($0.id.entityIdentifierString, $0) }, uniquingKeysWith: { first, _ in first })
        let missing = identifiers.filter { byIdentifier[$0] == nil }
        guard missing.isEmpty else { throw .unknownEntity(missing) }
        return identifiers.map { byIdentifier[$0]! }
    }

    public static func _wrap(_ value: Self) -> Self { value }

    public var _displayRepresentation: DisplayRepresentation { displayRepresentation }

    public static var _defaultOptionsSource: _OptionsSource? { _OptionsSource(query: defaultQuery) }
}
