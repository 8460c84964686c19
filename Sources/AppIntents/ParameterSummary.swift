import WidgetryWire

/// An intent's parameter summary: which parameters the configuration editor shows, in which
/// order, under which conditions. Built with `Summary`, `When`, `Switch`.
public protocol ParameterSummary {
    associatedtype Intent: AppIntent
    /// The summary as data; `nil` means "every parameter in declaration order".
    func _summaryNode(_ keys: _ParameterKeys<Intent>) -> SummaryNode?
}

/// Builds one summary (`Summary`, `When` or `Switch`) for an intent.
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
    public static func buildBlock<Summary: ParameterSummary>(_ block: Summary) -> Summary where Summary.Intent == Intent {
        block
    }

    public static func buildExpression<Summary: ParameterSummary>(_ expression: Summary) -> Summary where Summary.Intent == Intent {
        expression
    }
}

/// The summary of an intent that declares none: all parameters, declaration order.
public struct DeclarationOrderSummary<Intent: AppIntent>: ParameterSummary {
    public init() {}
    public func _summaryNode(_ keys: _ParameterKeys<Intent>) -> SummaryNode? { nil }
}

/// Maps the key paths a summary holds (`\.$name`) to parameter keys (`name`), by asking an
/// instance of the intent which `@Parameter` object each path reaches.
public struct _ParameterKeys<Intent: AppIntent> {
    let instance: Intent
    let keysByParameter: [ObjectIdentifier: String]

    package init(instance: Intent, parameters: [(key: String, parameter: AnyObject)]) {
        self.instance = instance
        self.keysByParameter = Dictionary(parameters.map { (ObjectIdentifier($0.parameter), $0.key) }, uniquingKeysWith: { first, _ in first })
    }

    func key(_ path: PartialKeyPath<Intent>) -> String? {
        guard let parameter = instance[keyPath: path] as? any AnyParameter else { return nil }
        return keysByParameter[ObjectIdentifier(parameter)]
    }
}

/// `Summary { \.$a; \.$b }` and `Summary("Show \(\.$a)") { \.$b }`.
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary {
    let template: [ParameterSummaryString<Intent>.Part]?
    let keyPaths: [PartialKeyPath<Intent>]

    public init() {
        template = nil
        keyPaths = []
    }

    public init(@ParameterKeyPathsBuilder _ parameters: () -> [PartialKeyPath<Intent>]) {
        template = nil
        keyPaths = parameters()
    }

    public init(_ string: ParameterSummaryString<Intent>, table: String? = nil) {
        template = string.parts
        keyPaths = []
    }

    public init(
        _ string: ParameterSummaryString<Intent>, table: String? = nil,
        @ParameterKeyPathsBuilder _ additionalParameterKeyPaths: () -> [PartialKeyPath<Intent>]
    ) {
        template = string.parts
        keyPaths = additionalParameterKeyPaths()
    }

    public func _summaryNode(_ keys: _ParameterKeys<Intent>) -> SummaryNode? {
        .summary(
            template: template?.compactMap { part in
                switch part {
                case .text(let text): .text(text)
                case .parameter(let path): keys.key(path).map(SummaryTemplatePart.parameter)
                }
            },
            parameters: keyPaths.compactMap(keys.key))
    }

    /// Lists parameters by key path: `\.$name`.
    @resultBuilder
    public enum ParameterKeyPathsBuilder {
        public static func buildBlock(_ blocks: PartialKeyPath<Intent>...) -> [PartialKeyPath<Intent>] { blocks }
        public static func buildExpression<ValueType>(_ expression: KeyPath<Intent, IntentParameter<ValueType>>) -> PartialKeyPath<Intent> {
            expression
        }
    }
}

/// The sentence of a summary with parameters interpolated: `"Show \(\.$count) items"`.
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation {
    enum Part {
        case text(String)
        case parameter(PartialKeyPath<Intent>)
    }

    let parts: [Part]

    public init(_ string: String) { parts = [.text(string)] }
    public init(stringLiteral value: String) { parts = [.text(value)] }
    public init(stringInterpolation: StringInterpolation) { parts = stringInterpolation.parts }

    public struct StringInterpolation: StringInterpolationProtocol {
        var parts: [Part] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { parts.append(.text(literal)) }
        }
        public mutating func appendInterpolation<ValueType>(_ parameter: KeyPath<Intent, IntentParameter<ValueType>>) {
            parts.append(.parameter(parameter))
        }
    }
}
