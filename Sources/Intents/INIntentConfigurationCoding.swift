import AppIntents
import WidgetryWire

// A SiriKit intent as the host sees it: its schema from the generated description, its values
// as a configuration, and a configuration validated back into an intent, with the handler's
// dynamic options and defaults. Values are stored by identifier, as App Intents values are: a
// custom object as `{"identifier", "displayString", …}`, an enum case by its name.

extension INIntent {
    /// The host's schema of this intent class.
    package static var configurationSchema: IntentSchema {
        let definition = _intentDescription
        return IntentSchema(
            typeName: definition.className, title: definition.title, description: definition.description,
            parameters: definition.parameters.map(\.schema), summary: summary(of: definition))
    }

    /// The definition's parameter relationships as a summary: a parameter with a parent is shown
    /// only while the parent has a value. `nil` (every parameter shown) when there are none.
    private static func summary(of definition: _INIntentDescription) -> SummaryNode? {
        guard definition.parameters.contains(where: { $0.parentName != nil }) else { return nil }
        return .group(definition.parameters.map { parameter in
            let shown = SummaryNode.summary(template: nil, parameters: [parameter.name])
            guard let parent = parameter.parentName else { return shown }
            return .when(SummaryCondition(parameter: parent, operator: .hasAnyValue, values: []), then: shown, otherwise: nil)
        })
    }

    /// The intent's current values, by parameter name; an empty parameter is left out.
    package var configurationValues: Configuration {
        var values: Configuration = [:]
        for parameter in Self._intentDescription.parameters {
            if let value = parameter.encode(_value(forParameter: parameter.name)) { values[parameter.name] = value }
        }
        return values
    }

    /// A new intent with `configuration`'s values: types, ranges and enum cases checked, absent
    /// parameters given the definition's default, else the handler's `default…(for:)`.
    ///
    /// With `verifyingObjects`, a custom object (stored, or the handler's default) must be one
    /// the handler offers now, and is replaced by the handler's own (so its display string and
    /// properties are the handler's, not the client's): the write path. Stored objects are read back as they are, as SiriKit
    /// keeps them.
    package static func decodeConfiguration(
        _ configuration: Configuration, handler: Any?, verifyingObjects: Bool = false
    ) async throws(ConfigurationError) -> Self {
        let intent = Self()
        let definition = _intentDescription
        var issues: [ConfigurationIssue] = []
        let known = Set(definition.parameters.map(\.name))
        for key in configuration.keys.sorted() where !known.contains(key) {
            issues.append(.unknownParameter(key, intentTitle: definition.title))
        }
        for parameter in definition.parameters {
            let stored = configuration[parameter.name]
            do {
                if let stored {
                    var value = try await parameter.decode(stored)
                    if verifyingObjects, let handler, case .object = parameter.type, value != nil {
                        value = try await parameter.verified(value, in: intent, handler: handler)
                    }
                    intent._setValue(value, forParameter: parameter.name)
                } else if let value = parameter.defaultRawValue {
                    intent._setValue(value, forParameter: parameter.name)
                } else if let handler, var value = await intent._defaultValue(forParameter: parameter.name, handler: handler) {
                    if verifyingObjects, case .object = parameter.type, value != nil {
                        value = try await parameter.verified(value, in: intent, handler: handler)
                    }
                    intent._setValue(value, forParameter: parameter.name)
                }
            } catch {
                issues.append(error.issue(parameter: parameter.name, title: parameter.title))
            }
        }
        if !issues.isEmpty { throw ConfigurationError(issues: issues) }
        return intent
    }

    /// The choices of parameter `key`: an enum's cases, or what the handler provides (searched
    /// with `matching` when the parameter allows search, else filtered here).
    package static func parameterOptions(for key: String, matching: String?, handler: Any?) async throws -> ParameterOptions? {
        guard let parameter = _intentDescription.parameters.first(where: { $0.name == key }) else {
            throw ConfigurationError(issues: [.unknownParameter(key, intentTitle: _intentDescription.title)])
        }
        if case .enumeration(let enumeration) = parameter.type {
            let items = enumeration.cases.map { ParameterOptions.Item(value: .string($0.name), display: DisplayText(title: $0.title)) }
            return ParameterOptions(sections: [ParameterOptions.Section(items: items)]).filtered(matching: matching)
        }
        guard parameter.hasDynamicOptions, let handler else { return nil }
        let search = parameter.isSearchable ? matching : nil
        guard let options = try await Self()._options(forParameter: key, searchTerm: search, handler: handler) else { return nil }
        let sections = options.sections.map { section in
            ParameterOptions.Section(title: section.title, items: section.items.compactMap { parameter.option(for: $0) })
        }
        let result = ParameterOptions(sections: sections, usesIndexedCollation: options.usesIndexedCollation)
        return parameter.isSearchable ? result : result.filtered(matching: matching)
    }
}

extension _INParameterDescription {
    var schema: ParameterSchema {
        var schema = ParameterSchema(key: name, title: title, kind: kind, isOptional: true, isArray: isArray)
        schema.defaultValue = defaultRawValue.flatMap { encode($0) }
        schema.hasDynamicOptions = hasDynamicOptions
        schema.hasDynamicDefault = hasDynamicOptions && defaultValue == nil
        schema.isSearchable = isSearchable
        schema.range = range.map { NumericRange(lowerBound: $0.lowerBound, upperBound: $0.upperBound) }
        schema.boolDisplayName = boolDisplayName.map { BoolDisplayName(true: $0.true, false: $0.false) }
        switch type {
        case .integer, .decimal: schema.controlStyle = .stepper
        case .dateComponents(let kind): schema.dateKind = kind
        case .enumeration(let enumeration):
            schema.enumType = EnumTypeSchema(
                typeName: enumeration.typeName, typeDisplayName: enumeration.displayName,
                cases: enumeration.cases.map { .init(value: .string($0.name), display: DisplayText(title: $0.title)) })
        case .object(let type, let displayName):
            schema.entityType = EntityTypeSchema(
                typeName: String(describing: type), typeDisplayName: displayName, queryTypeName: "", isEnumerable: false)
        case .string, .boolean, .url: break
        }
        return schema
    }

    var kind: ValueKind {
        switch type {
        case .string: .string
        case .integer: .int
        case .decimal: .double
        case .boolean: .bool
        case .dateComponents: .dateComponents
        case .url: .url
        case .object: .entity
        case .enumeration: .enum
        }
    }

    /// The definition's default in the property's shape (an enum case by raw value).
    var defaultRawValue: Any? {
        guard let defaultValue else { return nil }
        switch type {
        case .enumeration(let enumeration):
            guard let name = defaultValue as? String, let match = enumeration.cases.first(where: { $0.name == name }) else { return nil }
            return isArray ? [NSNumber(value: match.rawValue)] : match.rawValue
        case .integer: return (defaultValue as? Int).map { NSNumber(value: $0) }
        case .decimal: return (defaultValue as? Double).map { NSNumber(value: $0) } ?? (defaultValue as? Int).map { NSNumber(value: Double($0)) }
        case .boolean: return (defaultValue as? Bool).map { NSNumber(value: $0) }
        case .string: return defaultValue as? String
        default: return nil
        }
    }

    /// A property value as it is stored; `nil` when the parameter is empty.
    func encode(_ value: Any?) -> ConfigurationValue? {
        guard let value else { return nil }
        if isArray {
            guard let items = value as? [Any] else { return nil }
            return .array(items.compactMap(encodeElement))
        }
        return encodeElement(value)
    }

    private func encodeElement(_ value: Any) -> ConfigurationValue? {
        switch type {
        case .string: return (value as? String).map { .string($0) }
        case .integer: return (value as? NSNumber).map { .int($0.intValue) } ?? (value as? Int).map { .int($0) }
        case .decimal: return (value as? NSNumber).map { .double($0.doubleValue) } ?? (value as? Double).map { .double($0) }
        case .boolean: return (value as? NSNumber).map { .bool($0.boolValue) } ?? (value as? Bool).map { .bool($0) }
        case .dateComponents: return (value as? DateComponents)?._encode()
        case .url: return (value as? URL).map { .string($0.absoluteString) }
        case .object: return (value as? INObject)?.encoded
        case .enumeration(let enumeration):
            let raw = (value as? Int) ?? (value as? NSNumber)?.intValue
            return enumeration.cases.first { $0.rawValue == raw }.map { .string($0.name) }
        }
    }

    /// A stored value in the property's shape.
    func decode(_ stored: ConfigurationValue) async throws(INValueFailure) -> Any? {
        if stored == .null { return nil }
        if isArray {
            guard case .array(let items) = stored else { throw .value(.wrongType(expected: "a list", found: stored.jsonTypeName)) }
            var values: [Any] = []
            for item in items { values.append(try await decodeElement(item)) }
            return values
        }
        return try await decodeElement(stored)
    }

    private func decodeElement(_ stored: ConfigurationValue) async throws(INValueFailure) -> Any {
        let context = _DecodeContext()
        do {
            switch type {
            case .string: return try await String._decode(stored, context: context)
            case .integer:
                let number = try await Int._decode(stored, context: context)
                try check(Double(number))
                return NSNumber(value: number)
            case .decimal:
                let number = try await Double._decode(stored, context: context)
                try check(number)
                return NSNumber(value: number)
            case .boolean: return NSNumber(value: try await Bool._decode(stored, context: context))
            case .dateComponents: return try await DateComponents._decode(stored, context: context)
            case .url: return try await URL._decode(stored, context: context)
            case .object(let objectType, _): return try objectType.decode(stored)
            case .enumeration(let enumeration):
                guard case .string(let name) = stored else { throw _ValueError.wrongType(expected: "one of the choices", found: stored.jsonTypeName) }
                guard let match = enumeration.cases.first(where: { $0.name == name }) else { throw _ValueError.unknownEnumCase(name) }
                return isArray ? NSNumber(value: match.rawValue) : match.rawValue as Any
            }
        } catch let failure as INValueFailure {
            throw failure
        } catch let error as _ValueError {
            throw .value(error)
        } catch {
            throw .value(.invalidFormat(String(describing: error)))
        }
    }

    /// A number outside the definition's range is refused, as the editor bounds it.
    private func check(_ number: Double) throws(INValueFailure) {
        guard let range, !range.contains(number) else { return }
        throw .outOfRange(NumericRange(lowerBound: range.lowerBound, upperBound: range.upperBound), number)
    }

    /// The handler's objects for the stored ones, by identifier; an identifier it no longer
    /// offers is refused.
    func verified(_ value: Any?, in intent: INIntent, handler: Any) async throws(INValueFailure) -> Any? {
        let chosen: [INObject] = isArray ? (value as? [Any])?.compactMap { $0 as? INObject } ?? [] : [value as? INObject].compactMap { $0 }
        let offered: [INObject]
        do {
            guard let options = try await intent._options(forParameter: name, searchTerm: nil, handler: handler) else { return value }
            offered = options.sections.flatMap(\.items).compactMap { $0 as? INObject }
        } catch {
            throw .value(.queryFailed(String(describing: error)))
        }
        var resolved: [INObject] = []
        var missing: [String] = []
        for object in chosen {
            if let match = offered.first(where: { $0.identifier == object.identifier }) { resolved.append(match) } else { missing.append(object.identifier ?? object.displayString) }
        }
        if !missing.isEmpty { throw .value(.unknownEntity(missing)) }
        return isArray ? resolved : resolved.first
    }

    /// A provided choice as the picker shows and stores it.
    func option(for item: Any) -> ParameterOptions.Item? {
        if let object = item as? INObject {
            return ParameterOptions.Item(
                value: object.encoded, display: DisplayText(title: object.displayString, subtitle: object.subtitleString, image: object.displayImage?.name))
        }
        if let text = (item as? String) ?? (item as? NSString).map({ String($0) }) {
            return ParameterOptions.Item(value: .string(text), display: DisplayText(title: text))
        }
        if let number = item as? NSNumber, let value = encodeElement(number) {
            return ParameterOptions.Item(value: value, display: DisplayText(title: number.stringValue))
        }
        return nil
    }
}

extension INObject {
    /// The object as it is stored: identifier, display string, subtitle, image name and the
    /// custom properties the definition gives its type.
    var encoded: ConfigurationValue {
        var fields: [String: ConfigurationValue] = ["displayString": .string(displayString)]
        if let identifier { fields["identifier"] = .string(identifier) }
        if let subtitleString { fields["subtitleString"] = .string(subtitleString) }
        if let image = displayImage?.name { fields["image"] = .string(image) }
        var properties: [String: ConfigurationValue] = [:]
        for (name, value) in _propertyValues() {
            if let encoded = Self.encodeProperty(value) { properties[name] = encoded }
        }
        if !properties.isEmpty { fields["properties"] = .object(properties) }
        return .object(fields)
    }

    private static func encodeProperty(_ value: Any) -> ConfigurationValue? {
        switch value {
        case let text as String: .string(text)
        case let number as NSNumber:
            switch String(cString: number.objCType) {
            case "c", "B": .bool(number.boolValue)
            case "f", "d": .double(number.doubleValue)
            default: .int(number.intValue)
            }
        case let url as URL: .string(url.absoluteString)
        case let object as INObject: object.encoded
        case let items as [Any]: .array(items.compactMap(encodeProperty))
        default: nil
        }
    }

    /// A stored object read back as an instance of this (generated) type. An identifier alone,
    /// the form an App Intents entity is stored in, is accepted too.
    static func decode(_ stored: ConfigurationValue) throws(INValueFailure) -> INObject {
        switch stored {
        case .string(let identifier):
            return self.init(identifier: identifier, display: identifier)
        case .object(let fields):
            guard case .string(let display)? = fields["displayString"] ?? fields["identifier"] else {
                throw .value(.invalidFormat("a stored choice needs a displayString"))
            }
            let identifier = fields["identifier"]?.stringValue
            let object = self.init(identifier: identifier, display: display, subtitle: fields["subtitleString"]?.stringValue, image: fields["image"]?.stringValue.map(INImage.init(named:)))
            if case .object(let properties)? = fields["properties"] {
                object._setPropertyValues(properties.mapValues(decodeProperty))
            }
            return object
        default:
            throw .value(.wrongType(expected: "a choice", found: stored.jsonTypeName))
        }
    }

    private static func decodeProperty(_ value: ConfigurationValue) -> Any {
        switch value {
        case .null: NSNull()
        case .bool(let flag): NSNumber(value: flag)
        case .int(let number): NSNumber(value: number)
        case .double(let number): NSNumber(value: number)
        case .string(let text): text
        case .array(let items): items.map(decodeProperty)
        case .object(let fields): fields.mapValues(decodeProperty)
        }
    }
}

/// Why a stored value was refused.
enum INValueFailure: Error {
    case value(_ValueError)
    case outOfRange(NumericRange, Double)

    func issue(parameter key: String, title: String) -> ConfigurationIssue {
        switch self {
        case .value(let error): error.issue(parameter: key, title: title)
        case .outOfRange(let range, let value): .outOfRange(parameter: key, title: title, range: range, value: value)
        }
    }
}
