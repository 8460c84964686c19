/// Why one parameter's value was refused. Validation collects one issue per bad parameter and
/// applies nothing when there is any.
public struct ConfigurationIssue: Codable, Hashable, Sendable, CustomStringConvertible {
    public enum Code: String, Codable, Hashable, Sendable {
        /// The JSON type does not fit the parameter (a string for an Int, …).
        case wrongType
        /// A number outside `inclusiveRange:`.
        case outOfRange
        /// A value that is not one of the `AppEnum`'s raw values.
        case unknownEnumCase
        /// An entity identifier the query's `entities(for:)` did not return.
        case unknownEntity
        /// An array with fewer or more elements than `size:` allows.
        case arraySize
        /// A non-optional parameter with no value and no default: the widget needs configuring.
        case missingValue
        /// A key that is not a parameter of the intent.
        case unknownParameter
        /// A value that does not parse (a malformed URL or date).
        case invalidFormat
        /// The entity query or options provider threw.
        case queryFailed
    }

    /// The parameter key.
    public var parameter: String
    public var code: Code
    /// A sentence for a person, naming the parameter by its title.
    public var message: String
    /// For `unknownEntity`: the stored identifiers that no longer resolve.
    public var identifiers: [String]?

    public init(parameter: String, code: Code, message: String, identifiers: [String]? = nil) {
        self.parameter = parameter
        self.code = code
        self.message = message
        self.identifiers = identifiers
    }

    public var description: String { "\(parameter): \(message)" }
}

/// A configuration was refused: every problem found, one per parameter.
public struct ConfigurationError: Error, Codable, Hashable, Sendable, CustomStringConvertible {
    public var issues: [ConfigurationIssue]

    public init(issues: [ConfigurationIssue]) {
        self.issues = issues
    }

    /// Every issue is a missing value: the configuration is incomplete rather than wrong.
    public var needsConfiguration: Bool {
        !issues.isEmpty && issues.allSatisfy { $0.code == .missingValue }
    }

    public func issue(for parameter: String) -> ConfigurationIssue? {
        issues.first { $0.parameter == parameter }
    }

    /// Parameter key → the stored entity identifiers that no longer resolve.
    public var missingEntities: [String: [String]] {
        var missing: [String: [String]] = [:]
        for issue in issues where issue.code == .unknownEntity {
            missing[issue.parameter, default: []] += issue.identifiers ?? []
        }
        return missing
    }

    public var description: String {
        "invalid configuration: " + issues.map(\.description).joined(separator: "; ")
    }
}
