/// An intent's `parameterSummary` as data: which parameters an editor shows, in which order,
/// depending on the current values and the widget family.
///
/// JSON form (what the web editor reads):
/// `{"type":"summary","template":[{"text":"Show "},{"parameter":"a"}],"parameters":["b"]}`,
/// `{"type":"when","condition":{…},"then":{…},"otherwise":{…}}`,
/// `{"type":"switch","parameter":"p","cases":[{"value":1,"then":{…}}],"default":{…}}`.
public indirect enum SummaryNode: Hashable, Sendable {
    /// `Summary("Show \(\.$a)") { \.$b; \.$c }`: the template (nil without a string) and the
    /// parameters listed in its block, in order.
    case summary(template: [SummaryTemplatePart]?, parameters: [String])
    /// `When(…) { then } otherwise: { otherwise }`; a missing `otherwise` shows nothing.
    case when(SummaryCondition, then: SummaryNode, otherwise: SummaryNode?)
    /// `Switch(\.$p) { Case(v) { … } … DefaultCase { … } }`.
    case `switch`(parameter: String, cases: [SummaryCase], default: SummaryNode?)
    /// Several summaries built in one block (a builder with more than one statement).
    case group([SummaryNode])
}

public enum SummaryTemplatePart: Hashable, Sendable {
    case text(String)
    case parameter(String)
}

public struct SummaryCase: Codable, Hashable, Sendable {
    public var value: ConfigurationValue
    public var then: SummaryNode
    public init(value: ConfigurationValue, then: SummaryNode) {
        self.value = value
        self.then = then
    }
}

/// What a `When` compares: a parameter's value, or (the widget-family forms) the family the
/// widget is shown in, by `WidgetFamily` raw name.
public struct SummaryCondition: Codable, Hashable, Sendable {
    /// The parameter key, or `nil` when the condition is on the widget family.
    public var parameter: String?
    public var `operator`: ComparisonOperator
    /// The operand(s): one for most operators, the list for `oneOf`, none for
    /// `hasAnyValue`/`hasNoValue`.
    public var values: [ConfigurationValue]

    public init(parameter: String?, operator: ComparisonOperator, values: [ConfigurationValue]) {
        self.parameter = parameter
        self.operator = `operator`
        self.values = values
    }
}

/// The union of App Intents' comparison operators (`EquatableComparisonOperator`,
/// `ComparableComparisonOperator`, `OneOfComparisonOperator`, `HasValueComparisonOperator`,
/// `StringComparisonOperator`), by their Swift case names.
public enum ComparisonOperator: String, Codable, Hashable, Sendable, CaseIterable {
    case equalTo, notEqualTo
    case greaterThan, greaterThanOrEqualTo, lessThan, lessThanOrEqualTo
    case oneOf
    case hasAnyValue, hasNoValue
    case contains, doesNotContain, hasPrefix, hasSuffix
}

// MARK: - Evaluation

extension SummaryNode {
    /// The parameters an editor shows for `values` (the effective configuration: stored values
    /// with defaults filled in) in `family`, in display order, each once.
    public func visibleParameters(values: Configuration, family: String? = nil) -> [String] {
        var seen = Set<String>()
        var ordered: [String] = []
        collect(values: values, family: family) { key in
            if seen.insert(key).inserted { ordered.append(key) }
        }
        return ordered
    }

    private func collect(values: Configuration, family: String?, into add: (String) -> Void) {
        switch self {
        case .summary(let template, let parameters):
            for part in template ?? [] {
                if case .parameter(let key) = part { add(key) }
            }
            parameters.forEach(add)
        case .when(let condition, let then, let otherwise):
            if condition.holds(configuration: values, family: family) {
                then.collect(values: values, family: family, into: add)
            } else {
                otherwise?.collect(values: values, family: family, into: add)
            }
        case .switch(let parameter, let cases, let defaultNode):
            let value = values[parameter] ?? .null
            if let match = cases.first(where: { $0.value.looselyEquals(value) }) {
                match.then.collect(values: values, family: family, into: add)
            } else {
                defaultNode?.collect(values: values, family: family, into: add)
            }
        case .group(let nodes):
            for node in nodes { node.collect(values: values, family: family, into: add) }
        }
    }

    /// The parameter keys this tree mentions anywhere (in conditions too).
    public var referencedParameters: Set<String> {
        switch self {
        case .summary(let template, let parameters):
            var keys = Set(parameters)
            for case .parameter(let key) in template ?? [] { keys.insert(key) }
            return keys
        case .when(let condition, let then, let otherwise):
            var keys = then.referencedParameters.union(otherwise?.referencedParameters ?? [])
            if let key = condition.parameter { keys.insert(key) }
            return keys
        case .switch(let parameter, let cases, let defaultNode):
            var keys: Set<String> = [parameter]
            for item in cases { keys.formUnion(item.then.referencedParameters) }
            return keys.union(defaultNode?.referencedParameters ?? [])
        case .group(let nodes):
            return nodes.reduce(into: Set()) { $0.formUnion($1.referencedParameters) }
        }
    }
}

extension IntentSchema {
    /// The parameters an editor shows, in order: the summary's choice, or every parameter in
    /// declaration order when there is no summary.
    public func visibleParameters(values: Configuration, family: String? = nil) -> [String] {
        guard let summary else { return parameters.map(\.key) }
        let known = Set(parameters.map(\.key))
        return summary.visibleParameters(values: values, family: family).filter(known.contains)
    }
}

extension SummaryCondition {
    /// Whether the condition holds for `configuration` (absent keys count as no value) in
    /// `family`.
    public func holds(configuration: Configuration, family: String?) -> Bool {
        let subject: ConfigurationValue
        if let parameter {
            subject = configuration[parameter] ?? .null
        } else {
            subject = family.map(ConfigurationValue.string) ?? .null
        }
        let operand = values.first ?? .null
        switch self.operator {
        case .equalTo: return subject.looselyEquals(operand)
        case .notEqualTo: return !subject.looselyEquals(operand)
        case .greaterThan: return subject.compare(to: operand).map { $0 > 0 } ?? false
        case .greaterThanOrEqualTo: return subject.compare(to: operand).map { $0 >= 0 } ?? false
        case .lessThan: return subject.compare(to: operand).map { $0 < 0 } ?? false
        case .lessThanOrEqualTo: return subject.compare(to: operand).map { $0 <= 0 } ?? false
        case .oneOf: return values.contains { subject.looselyEquals($0) }
        case .hasAnyValue: return subject.hasValue
        case .hasNoValue: return !subject.hasValue
        case .contains:
            if case .array(let items) = subject { return items.contains { $0.looselyEquals(operand) } }
            return stringTest(subject, operand) { $0.contains($1) }
        case .doesNotContain:
            if case .array(let items) = subject { return !items.contains { $0.looselyEquals(operand) } }
            return !stringTest(subject, operand) { $0.contains($1) }
        case .hasPrefix: return stringTest(subject, operand) { $0.hasPrefix($1) }
        case .hasSuffix: return stringTest(subject, operand) { $0.hasSuffix($1) }
        }
    }

    private func stringTest(_ subject: ConfigurationValue, _ operand: ConfigurationValue, _ test: (String, String) -> Bool) -> Bool {
        guard let text = subject.stringValue, let other = operand.stringValue else { return false }
        return test(text, other)
    }
}

extension ConfigurationValue {
    /// Equality that treats `1` and `1.0` as the same number.
    public func looselyEquals(_ other: ConfigurationValue) -> Bool {
        if let order = compare(to: other), numberValue != nil || other.numberValue != nil { return order == 0 }
        return self == other
    }

    /// Orders numbers numerically (a numeric string against a number counts as a number, for
    /// integer entity identifiers) and strings (including ISO 8601 dates in UTC) lexically;
    /// `nil` when the two cannot be ordered.
    func compare(to other: ConfigurationValue) -> Int? {
        if let lhs = numberValue ?? (other.numberValue != nil ? stringValue.flatMap(Double.init) : nil),
            let rhs = other.numberValue ?? (numberValue != nil ? other.stringValue.flatMap(Double.init) : nil)
        {
            return lhs < rhs ? -1 : (lhs > rhs ? 1 : 0)
        }
        if let lhs = stringValue, let rhs = other.stringValue {
            return lhs < rhs ? -1 : (lhs > rhs ? 1 : 0)
        }
        return nil
    }

    /// Not null, not an empty string, not an empty array.
    var hasValue: Bool {
        switch self {
        case .null: false
        case .string(let text): !text.isEmpty
        case .array(let items): !items.isEmpty
        default: true
        }
    }
}

// MARK: - Codable

extension SummaryNode: Codable {
    private enum CodingKeys: String, CodingKey {
        case type, template, parameters, condition, then, otherwise, parameter, cases, `default`, nodes
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .type) {
        case "summary":
            self = .summary(
                template: try container.decodeIfPresent([SummaryTemplatePart].self, forKey: .template),
                parameters: try container.decode([String].self, forKey: .parameters))
        case "when":
            self = .when(
                try container.decode(SummaryCondition.self, forKey: .condition),
                then: try container.decode(SummaryNode.self, forKey: .then),
                otherwise: try container.decodeIfPresent(SummaryNode.self, forKey: .otherwise))
        case "switch":
            self = .switch(
                parameter: try container.decode(String.self, forKey: .parameter),
                cases: try container.decode([SummaryCase].self, forKey: .cases),
                default: try container.decodeIfPresent(SummaryNode.self, forKey: .default))
        case "group":
            self = .group(try container.decode([SummaryNode].self, forKey: .nodes))
        case let other:
            throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "unknown summary node type \(other)")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .summary(let template, let parameters):
            try container.encode("summary", forKey: .type)
            try container.encodeIfPresent(template, forKey: .template)
            try container.encode(parameters, forKey: .parameters)
        case .when(let condition, let then, let otherwise):
            try container.encode("when", forKey: .type)
            try container.encode(condition, forKey: .condition)
            try container.encode(then, forKey: .then)
            try container.encodeIfPresent(otherwise, forKey: .otherwise)
        case .switch(let parameter, let cases, let defaultNode):
            try container.encode("switch", forKey: .type)
            try container.encode(parameter, forKey: .parameter)
            try container.encode(cases, forKey: .cases)
            try container.encodeIfPresent(defaultNode, forKey: .default)
        case .group(let nodes):
            try container.encode("group", forKey: .type)
            try container.encode(nodes, forKey: .nodes)
        }
    }
}

extension SummaryTemplatePart: Codable {
    private enum CodingKeys: String, CodingKey { case text, parameter }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let text = try container.decodeIfPresent(String.self, forKey: .text) {
            self = .text(text)
        } else {
            self = .parameter(try container.decode(String.self, forKey: .parameter))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .text(let text): try container.encode(text, forKey: .text)
        case .parameter(let key): try container.encode(key, forKey: .parameter)
        }
    }
}
