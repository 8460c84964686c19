import Synchronization
import WidgetryWire

// The host's view of an intent type, for the extension runtime and tests in this package:
// its schema, its values as a configuration, and a configuration validated back into an intent.

extension AppIntent {
    /// The `@Parameter`s of `instance` in declaration order, keyed by property name.
    static func parameters(of instance: Self) -> [(key: String, parameter: any AnyParameter)] {
        Mirror(reflecting: instance).children.compactMap { child in
            guard let parameter = child.value as? any AnyParameter, let label = child.label else { return nil }
            return (label.hasPrefix("_") ? String(label.dropFirst()) : label, parameter)
        }
    }

    /// The intent's schema: parameters in declaration order and the summary tree. Computed once
    /// per type.
    package static var configurationSchema: IntentSchema {
        let id = ObjectIdentifier(Self.self)
        if let cached = schemaCache.withLock({ $0[id] }) { return cached }
        let schema = makeConfigurationSchema()
        schemaCache.withLock { $0[id] = schema }
        return schema
    }

    /// Builds the schema afresh (what `configurationSchema` caches).
    package static func makeConfigurationSchema() -> IntentSchema {
        let parameters = parameters(of: Self()).map { $0.parameter.schema(key: $0.key) }
        let description = Self.description.descriptionText.description
        return IntentSchema(
            typeName: String(describing: Self.self), title: title.description,
            description: description.isEmpty ? nil : description,
            parameters: parameters, summary: summaryNode(of: parameterSummary))
    }

    private static func summaryNode<Summary: ParameterSummary>(of summary: Summary) -> SummaryNode? {
        let instance = Summary.Intent()
        let parameters = Summary.Intent.parameters(of: instance).map { (key: $0.key, parameter: $0.parameter as AnyObject) }
        return summary._summaryNode(_ParameterKeys(instance: instance, parameters: parameters))
    }

    /// The intent's current values: what is set, else the default; `null` for an empty optional.
    /// A required parameter without a value is left out.
    package var configurationValues: Configuration {
        var values: Configuration = [:]
        for (key, parameter) in Self.parameters(of: self) {
            if let value = parameter.encodedValue { values[key] = value }
        }
        return values
    }

    /// A new intent with `configuration`'s values, after validating every one of them: types,
    /// ranges, enum cases, entity identifiers (through the query), array sizes in `family`, and
    /// a value or default for every required parameter. Absent keys take the parameter's
    /// `default:`, else its query's or provider's `defaultResult()`.
    ///
    /// Throws every issue found and returns nothing when there is any; an error whose
    /// `needsConfiguration` is true only lacks required values.
    package static func decodeConfiguration(_ configuration: Configuration, family: String? = nil) async throws(ConfigurationError) -> Self {
        let (intent, issues) = await load(configuration, family: family)
        if !issues.isEmpty { throw ConfigurationError(issues: issues) }
        return intent
    }

    /// The values a newly placed widget starts with: every default resolved (including
    /// `defaultResult()`), and the issues of the required parameters that still have none.
    package static func defaultConfiguration(family: String? = nil) async -> (configuration: Configuration, missing: ConfigurationError?) {
        let (intent, issues) = await load([:], family: family)
        return (intent.configurationValues, issues.isEmpty ? nil : ConfigurationError(issues: issues))
    }

    /// `configuration` validated and in its stored form (defaults filled in, numbers and dates
    /// normalised), or every issue.
    package static func normalizedConfiguration(_ configuration: Configuration, family: String? = nil) async throws(ConfigurationError) -> Configuration {
        try await decodeConfiguration(configuration, family: family).configurationValues
    }

    /// The choices a picker offers for parameter `key`, searched with `matching` when given;
    /// `nil` when the parameter has no list of choices (free text, numbers, dates).
    package static func parameterOptions(for key: String, matching: String? = nil) async throws -> ParameterOptions? {
        guard let parameter = parameters(of: Self()).first(where: { $0.key == key })?.parameter else {
            throw ConfigurationError(issues: [
                .unknownParameter(key, intentTitle: title.description)
            ])
        }
        return try await parameter.options(matching: matching)
    }

    private static func load(_ configuration: Configuration, family: String?) async -> (Self, [ConfigurationIssue]) {
        var configuration = configuration
        if let migrated = Self.self as? any CustomIntentMigratedAppIntent.Type { configuration = migrated.migrated(configuration) }
        let intent = Self()
        let parameters = parameters(of: intent)
        var issues: [ConfigurationIssue] = []
        let known = Set(parameters.map(\.key))
        for key in configuration.keys.sorted() where !known.contains(key) {
            issues.append(.unknownParameter(key, intentTitle: title.description))
        }
        for (key, parameter) in parameters {
            if let issue = await parameter.load(configuration[key], key: key, family: family) { issues.append(issue) }
        }
        return (intent, issues)
    }
}

private let schemaCache = Mutex<[ObjectIdentifier: IntentSchema]>([:])
