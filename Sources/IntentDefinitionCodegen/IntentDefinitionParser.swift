import Foundation

extension IntentDefinition {
    /// Reads an `.intentdefinition` property list. `file` names it in errors; `warnings` gets a
    /// line for each parameter skipped because it means nothing to a widget.
    public init(propertyList data: Data, file: String, warnings: inout [String]) throws(IntentDefinitionError) {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            throw IntentDefinitionError(file: file, message: "not a readable property list (\(error))")
        }
        guard let root = plist as? [String: Any] else {
            throw IntentDefinitionError(file: file, message: "not an intent definition: the property list's root is not a dictionary")
        }
        let reader = Reader(file: file)
        var enums: [Enumeration] = []
        for entry in try reader.list(root["INEnums"], "INEnums") { enums.append(try reader.enumeration(entry)) }
        var types: [CustomType] = []
        for entry in try reader.list(root["INTypes"], "INTypes") { types.append(try reader.customType(entry, enums: enums)) }
        var intents: [Intent] = []
        for entry in try reader.list(root["INIntents"], "INIntents") {
            // System intents (INSendMessageIntent, …) belong to Apple's framework, not to the file.
            if entry["INIntentType"] as? String == "System" { continue }
            intents.append(try reader.intent(entry, types: types, enums: enums, warnings: &warnings))
        }
        self.init(intents: intents, types: types, enums: enums)
    }
}

/// Reads the dictionaries of a definition, naming the entry in every error.
private struct Reader {
    let file: String

    func fail(_ entry: String?, _ message: String) -> IntentDefinitionError {
        IntentDefinitionError(file: file, entry: entry, message: message)
    }

    func list(_ value: Any?, _ key: String) throws(IntentDefinitionError) -> [[String: Any]] {
        guard let value else { return [] }
        guard let items = value as? [[String: Any]] else { throw fail(nil, "\(key) is not a list of dictionaries") }
        return items
    }

    func name(_ entry: [String: Any], _ key: String, _ what: String) throws(IntentDefinitionError) -> String {
        guard let name = entry[key] as? String, !name.isEmpty else { throw fail(what, "\(key) is missing") }
        guard name.first!.isLetter || name.first == "_", name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            throw fail(what, "“\(name)” is not a Swift identifier")
        }
        return name
    }

    func enumeration(_ entry: [String: Any]) throws(IntentDefinitionError) -> IntentDefinition.Enumeration {
        let name = try name(entry, "INEnumName", "an enum")
        let what = "enum \(name)"
        var cases: [IntentDefinition.Enumeration.Case] = []
        for (position, value) in try list(entry["INEnumValues"], "INEnumValues").enumerated() {
            let caseName = try self.name(value, "INEnumValueName", what)
            let index = (value["INEnumValueIndex"] as? Int) ?? position
            if caseName == "unknown" || index == 0 { continue }
            cases.append(.init(name: caseName, index: index, title: (value["INEnumValueDisplayName"] as? String) ?? caseName))
        }
        let className = (entry["INEnumClassName"] as? String) ?? name
        return .init(name: name, className: className, displayName: (entry["INEnumDisplayName"] as? String) ?? name, cases: cases)
    }

    func customType(_ entry: [String: Any], enums: [IntentDefinition.Enumeration]) throws(IntentDefinitionError) -> IntentDefinition.CustomType {
        let name = try name(entry, "INTypeName", "a custom type")
        let what = "type \(name)"
        let builtIn: Set<String> = ["identifier", "displayString", "pronunciationHint", "alternativeSpeakableMatches"]
        var properties: [IntentDefinition.Property] = []
        for property in try list(entry["INTypeProperties"], "INTypeProperties") {
            let propertyName = try self.name(property, "INTypePropertyName", what)
            if property["INTypePropertyDefault"] as? Bool == true || builtIn.contains(propertyName) { continue }
            let type = try valueType(
                property["INTypePropertyType"] as? String, object: property["INTypePropertyObjectType"] as? String,
                enumType: property["INTypePropertyEnumType"] as? String, what: "\(what), property \(propertyName)")
            guard let type else { continue }
            properties.append(.init(name: propertyName, type: type, isArray: property["INTypePropertySupportsMultipleValues"] as? Bool ?? false))
        }
        return .init(
            name: name, className: (entry["INTypeClassName"] as? String) ?? name,
            displayName: (entry["INTypeDisplayName"] as? String) ?? name, properties: properties)
    }

    func intent(
        _ entry: [String: Any], types: [IntentDefinition.CustomType], enums: [IntentDefinition.Enumeration], warnings: inout [String]
    ) throws(IntentDefinitionError) -> IntentDefinition.Intent {
        let name = try name(entry, "INIntentName", "an intent")
        let what = "intent \(name)"
        let eligible = entry["INIntentEligibleForWidgets"] as? Bool ?? false
        var parameters: [IntentDefinition.Parameter] = []
        for parameter in try list(entry["INIntentParameters"], "INIntentParameters") {
            let parameterName = try self.name(parameter, "INIntentParameterName", what)
            let entryName = "\(what), parameter \(parameterName)"
            let typeName = parameter["INIntentParameterType"] as? String
            let type: IntentDefinition.ValueType?
            do {
                type = try valueType(
                    typeName, object: parameter["INIntentParameterObjectType"] as? String,
                    enumType: parameter["INIntentParameterEnumType"] as? String, what: entryName)
            } catch {
                if eligible { throw error }
                warnings.append("\(file): warning: \(entryName): skipped (\(error.message)); the intent is not for widgets")
                continue
            }
            guard let type else { continue }
            if case .object(let object) = type, !types.contains(where: { $0.name == object }) {
                throw fail(entryName, "custom type “\(object)” is not defined in the file")
            }
            if case .enumeration(let enumeration) = type, !enums.contains(where: { $0.name == enumeration }) {
                throw fail(entryName, "enum “\(enumeration)” is not defined in the file")
            }
            let metadata = parameter["INIntentParameterMetadata"] as? [String: Any] ?? [:]
            let relationship = parameter["INIntentParameterRelationship"] as? [String: Any]
            parameters.append(.init(
                name: parameterName, title: (parameter["INIntentParameterDisplayName"] as? String) ?? parameterName, type: type,
                isArray: parameter["INIntentParameterSupportsMultipleValues"] as? Bool ?? false,
                hasDynamicOptions: parameter["INIntentParameterSupportsDynamicEnumeration"] as? Bool ?? false,
                isSearchable: parameter["INIntentParameterSupportsSearch"] as? Bool ?? false,
                defaultValue: defaultValue(metadata["INIntentParameterMetadataDefaultValue"]),
                minimum: number(metadata["INIntentParameterMetadataMinimumValue"]),
                maximum: number(metadata["INIntentParameterMetadataMaximumValue"]),
                dateKind: dateKind(metadata["INIntentParameterMetadataType"] as? String),
                trueTitle: metadata["INIntentParameterMetadataTrueDisplayName"] as? String,
                falseTitle: metadata["INIntentParameterMetadataFalseDisplayName"] as? String,
                parentName: relationship?["INIntentParameterRelationshipParentName"] as? String))
        }
        let response = entry["INIntentResponse"] as? [String: Any] ?? [:]
        let codes = try list(response["INIntentResponseCodes"], "INIntentResponseCodes").compactMap { code -> IntentDefinition.ResponseCode? in
            guard let name = code["INIntentResponseCodeName"] as? String else { return nil }
            return .init(name: name, isSuccess: code["INIntentResponseCodeSuccess"] as? Bool ?? false)
        }
        return .init(
            name: name, title: (entry["INIntentTitle"] as? String) ?? name, description: entry["INIntentDescription"] as? String,
            parameters: parameters, isEligibleForWidgets: eligible, responseCodes: codes)
    }

    /// The value type of a parameter or property; `nil` for none at all.
    func valueType(_ type: String?, object: String?, enumType: String?, what: String) throws(IntentDefinitionError) -> IntentDefinition.ValueType? {
        if let enumType { return .enumeration(enumType) }
        switch type {
        case "String": return .string
        case "Integer": return .integer
        case "Decimal", "Number": return .decimal
        case "Boolean": return .boolean
        case "DateComponents", "Date", "DateTime", "Time": return .dateComponents
        case "URL": return .url
        case "Object", "Custom":
            guard let object else { throw fail(what, "a custom-type parameter without INIntentParameterObjectType") }
            return .object(object)
        case nil: throw fail(what, "the type is missing")
        case let other?:
            throw fail(what, "parameter type “\(other)” is not supported (String, Integer, Decimal, Boolean, DateComponents, URL, custom types and enums are)")
        }
    }

    func defaultValue(_ value: Any?) -> IntentDefinition.DefaultValue? {
        switch value {
        case let flag as Bool: .bool(flag)
        case let number as Int: .number(Double(number))
        case let number as Double: .number(number)
        case let text as String: .string(text)
        default: nil
        }
    }

    func number(_ value: Any?) -> Double? {
        (value as? Double) ?? (value as? Int).map(Double.init) ?? (value as? String).flatMap(Double.init)
    }

    func dateKind(_ value: String?) -> String {
        switch value {
        case "Date": "date"
        case "Time": "time"
        default: "dateTime"
        }
    }
}
