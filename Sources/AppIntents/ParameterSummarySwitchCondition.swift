import WidgetryWire

/// `Switch(\.$p) { Case(v) { … } DefaultCase { … } }`: one summary per value of a parameter (or,
/// with `Switch(.widgetFamily)`, per widget family).
public struct ParameterSummarySwitchCondition<Intent: AppIntent, Value: _IntentValue, CaseCondition: _ParameterSummarySwitchCase>: ParameterSummary {
    /// `Switch(.widgetFamily)`.
    public enum WidgetFamily: Hashable, Sendable {
        case widgetFamily
    }

    let keyPath: PartialKeyPath<Intent>?
    let cases: CaseCondition

    public init(_ keyPath: KeyPath<Intent, IntentParameter<Value>>, @ParameterSummaryCaseBuilder<Intent, Value> _ builder: () -> CaseCondition) {
        self.keyPath = keyPath
        self.cases = builder()
    }

    public init(_ widgetFamily: WidgetFamily, @ParameterSummaryCaseBuilder<Intent, IntentWidgetFamily> _ builder: () -> CaseCondition)
    where Value == IntentWidgetFamily {
        self.keyPath = nil
        self.cases = builder()
    }

    public func _summaryNode(_ keys: _ParameterKeys<Intent>) -> SummaryNode? {
        guard let erased = cases as? any _SwitchCases<Intent> else { return nil }
        let (summaryCases, defaultNode) = erased.nodes(keys)
        guard let keyPath else {
            // On the widget family: a `When` per case, the default last.
            return summaryCases.reversed().reduce(defaultNode) { otherwise, item in
                .when(SummaryCondition(parameter: nil, operator: .equalTo, values: [item.value]), then: item.then, otherwise: otherwise)
            } ?? .summary(template: nil, parameters: [])
        }
        guard let key = keys.key(keyPath) else { return defaultNode }
        return .switch(parameter: key, cases: summaryCases, default: defaultNode)
    }
}

/// The cases a `Switch` builds.
public protocol _ParameterSummarySwitchCase {}

protocol _SwitchCases<Intent> {
    associatedtype Intent: AppIntent
    func nodes(_ keys: _ParameterKeys<Intent>) -> ([SummaryCase], SummaryNode?)
}

/// `Case(value) { summary }`, or `Case([a, b]) { summary }` for several values.
public struct ParameterSummaryCaseCondition<Intent: AppIntent, Value: _IntentValue, Summary: ParameterSummary>: _ParameterSummarySwitchCase
where Summary.Intent == Intent {
    let values: [Value]
    let summary: Summary

    public init(_ value: Value, @ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) {
        values = [value]
        summary = parameterSummary()
    }

    public init(_ value: [Value], @ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) {
        values = value
        summary = parameterSummary()
    }

    func cases(_ keys: _ParameterKeys<Intent>) -> [SummaryCase] {
        let node = summary._summaryNode(keys) ?? .summary(template: nil, parameters: [])
        return values.map { SummaryCase(value: $0._encode(), then: node) }
    }
}

/// `DefaultCase { summary }`: the summary for every other value.
public struct ParameterSummaryDefaultCaseCondition<Intent: AppIntent, Value: _IntentValue, Summary: ParameterSummary>: _ParameterSummarySwitchCase
where Summary.Intent == Intent {
    let summary: Summary

    public init(@ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) {
        summary = parameterSummary()
    }
}

/// The cases of one `Switch`, as the builder collected them.
public struct ParameterSummaryTupleCaseCondition<Intent: AppIntent, Value: _IntentValue, ValueType>: _ParameterSummarySwitchCase, _SwitchCases {
    let build: (_ParameterKeys<Intent>) -> ([SummaryCase], SummaryNode?)
    func nodes(_ keys: _ParameterKeys<Intent>) -> ([SummaryCase], SummaryNode?) { build(keys) }
}

/// Collects `Case`s, optionally followed by one `DefaultCase`, for `Switch`.
@resultBuilder
public enum ParameterSummaryCaseBuilder<Intent: AppIntent, Value: _IntentValue> {
    /// Gives `Case(.someValue)` its type, so the implicit member resolves against `Value`.
    public static func buildExpression<S>(_ expression: ParameterSummaryCaseCondition<Intent, Value, S>) -> ParameterSummaryCaseCondition<Intent, Value, S> {
        expression
    }

    public static func buildExpression<S>(_ expression: ParameterSummaryDefaultCaseCondition<Intent, Value, S>) -> ParameterSummaryDefaultCaseCondition<Intent, Value, S> {
        expression
    }

    public static func buildBlock<S0>(_ c0: ParameterSummaryCaseCondition<Intent, Value, S0>) -> ParameterSummaryTupleCaseCondition<Intent, Value, (ParameterSummaryCaseCondition<Intent, Value, S0>)>
    where S0.Intent == Intent {
        ParameterSummaryTupleCaseCondition { keys in (c0.cases(keys), nil) }
    }

    public static func buildBlock<S0, D>(_ c0: ParameterSummaryCaseCondition<Intent, Value, S0>, _ d: ParameterSummaryDefaultCaseCondition<Intent, Value, D>)
        -> ParameterSummaryTupleCaseCondition<Intent, Value, (ParameterSummaryCaseCondition<Intent, Value, S0>, ParameterSummaryDefaultCaseCondition<Intent, Value, D>)>
    where S0.Intent == Intent, D.Intent == Intent {
        ParameterSummaryTupleCaseCondition { keys in (c0.cases(keys), d.summary._summaryNode(keys)) }
    }

    public static func buildBlock<S0, S1>(_ c0: ParameterSummaryCaseCondition<Intent, Value, S0>, _ c1: ParameterSummaryCaseCondition<Intent, Value, S1>) -> ParameterSummaryTupleCaseCondition<Intent, Value, (ParameterSummaryCaseCondition<Intent, Value, S0>, ParameterSummaryCaseCondition<Intent, Value, S1>)>
    where S0.Intent == Intent, S1.Intent == Intent {
        ParameterSummaryTupleCaseCondition { keys in (c0.cases(keys) + c1.cases(keys), nil) }
    }

    public static func buildBlock<S0, S1, D>(_ c0: ParameterSummaryCaseCondition<Intent, Value, S0>, _ c1: ParameterSummaryCaseCondition<Intent, Value, S1>, _ d: ParameterSummaryDefaultCaseCondition<Intent, Value, D>)
        -> ParameterSummaryTupleCaseCondition<Intent, Value, (ParameterSummaryCaseCondition<Intent, Value, S0>, ParameterSummaryCaseCondition<Intent, Value, S1>, ParameterSummaryDefaultCaseCondition<Intent, Value, D>)>
    where S0.Intent == Intent, S1.Intent == Intent, D.Intent == Intent {
        ParameterSummaryTupleCaseCondition { keys in (c0.cases(keys) + c1.cases(keys), d.summary._summaryNode(keys)) }
    }

    public static func buildBlock<S0, S1, S2>(_ c0: ParameterSummaryCaseCondition<Intent, Value, S0>, _ c1: ParameterSummaryCaseCondition<Intent, Value, S1>, _ c2: ParameterSummaryCaseCondition<Intent, Value, S2>) -> ParameterSummaryTupleCaseCondition<Intent, Value, (ParameterSummaryCaseCondition<Intent, Value, S0>, ParameterSummaryCaseCondition<Intent, Value, S1>, ParameterSummaryCaseCondition<Intent, Value, S2>)>
    where S0.Intent == Intent, S1.Intent == Intent, S2.Intent == Intent {
        ParameterSummaryTupleCaseCondition { keys in (c0.cases(keys) + c1.cases(keys) + c2.cases(keys), nil) }
    }

    public static func buildBlock<S0, S1, S2, D>(_ c0: ParameterSummaryCaseCondition<Intent, Value, S0>, _ c1: ParameterSummaryCaseCondition<Intent, Value, S1>, _ c2: ParameterSummaryCaseCondition<Intent, Value, S2>, _ d: ParameterSummaryDefaultCaseCondition<Intent, Value, D>)
        -> ParameterSummaryTupleCaseCondition<Intent, Value, (ParameterSummaryCaseCondition<Intent, Value, S0>, ParameterSummaryCaseCondition<Intent, Value, S1>, ParameterSummaryCaseCondition<Intent, Value, S2>, ParameterSummaryDefaultCaseCondition<Intent, Value, D>)>
    where S0.Intent == Intent, S1.Intent == Intent, S2.Intent == Intent, D.Intent == Intent {
        ParameterSummaryTupleCaseCondition { keys in (c0.cases(keys) + c1.cases(keys) + c2.cases(keys), d.summary._summaryNode(keys)) }
    }

    public static func buildBlock<S0, S1, S2, S3>(_ c0: ParameterSummaryCaseCondition<Intent, Value, S0>, _ c1: ParameterSummaryCaseCondition<Intent, Value, S1>, _ c2: ParameterSummaryCaseCondition<Intent, Value, S2>, _ c3: ParameterSummaryCaseCondition<Intent, Value, S3>) -> ParameterSummaryTupleCaseCondition<Intent, Value, (ParameterSummaryCaseCondition<Intent, Value, S0>, ParameterSummaryCaseCondition<Intent, Value, S1>, ParameterSummaryCaseCondition<Intent, Value, S2>, ParameterSummaryCaseCondition<Intent, Value, S3>)>
    where S0.Intent == Intent, S1.Intent == Intent, S2.Intent == Intent, S3.Intent == Intent {
        ParameterSummaryTupleCaseCondition { keys in (c0.cases(keys) + c1.cases(keys) + c2.cases(keys) + c3.cases(keys), nil) }
    }

    public static func buildBlock<S0, S1, S2, S3, D>(_ c0: ParameterSummaryCaseCondition<Intent, Value, S0>, _ c1: ParameterSummaryCaseCondition<Intent, Value, S1>, _ c2: ParameterSummaryCaseCondition<Intent, Value, S2>, _ c3: ParameterSummaryCaseCondition<Intent, Value, S3>, _ d: ParameterSummaryDefaultCaseCondition<Intent, Value, D>)
        -> ParameterSummaryTupleCaseCondition<Intent, Value, (ParameterSummaryCaseCondition<Intent, Value, S0>, ParameterSummaryCaseCondition<Intent, Value, S1>, ParameterSummaryCaseCondition<Intent, Value, S2>, ParameterSummaryCaseCondition<Intent, Value, S3>, ParameterSummaryDefaultCaseCondition<Intent, Value, D>)>
    where S0.Intent == Intent, S1.Intent == Intent, S2.Intent == Intent, S3.Intent == Intent, D.Intent == Intent {
        ParameterSummaryTupleCaseCondition { keys in (c0.cases(keys) + c1.cases(keys) + c2.cases(keys) + c3.cases(keys), d.summary._summaryNode(keys)) }
    }

    public static func buildBlock<S0, S1, S2, S3, S4>(_ c0: ParameterSummaryCaseCondition<Intent, Value, S0>, _ c1: ParameterSummaryCaseCondition<Intent, Value, S1>, _ c2: ParameterSummaryCaseCondition<Intent, Value, S2>, _ c3: ParameterSummaryCaseCondition<Intent, Value, S3>, _ c4: ParameterSummaryCaseCondition<Intent, Value, S4>) -> ParameterSummaryTupleCaseCondition<Intent, Value, (ParameterSummaryCaseCondition<Intent, Value, S0>, ParameterSummaryCaseCondition<Intent, Value, S1>, ParameterSummaryCaseCondition<Intent, Value, S2>, ParameterSummaryCaseCondition<Intent, Value, S3>, ParameterSummaryCaseCondition<Intent, Value, S4>)>
    where S0.Intent == Intent, S1.Intent == Intent, S2.Intent == Intent, S3.Intent == Intent, S4.Intent == Intent {
        ParameterSummaryTupleCaseCondition { keys in (c0.cases(keys) + c1.cases(keys) + c2.cases(keys) + c3.cases(keys) + c4.cases(keys), nil) }
    }

    public static func buildBlock<S0, S1, S2, S3, S4, D>(_ c0: ParameterSummaryCaseCondition<Intent, Value, S0>, _ c1: ParameterSummaryCaseCondition<Intent, Value, S1>, _ c2: ParameterSummaryCaseCondition<Intent, Value, S2>, _ c3: ParameterSummaryCaseCondition<Intent, Value, S3>, _ c4: ParameterSummaryCaseCondition<Intent, Value, S4>, _ d: ParameterSummaryDefaultCaseCondition<Intent, Value, D>)
        -> ParameterSummaryTupleCaseCondition<Intent, Value, (ParameterSummaryCaseCondition<Intent, Value, S0>, ParameterSummaryCaseCondition<Intent, Value, S1>, ParameterSummaryCaseCondition<Intent, Value, S2>, ParameterSummaryCaseCondition<Intent, Value, S3>, ParameterSummaryCaseCondition<Intent, Value, S4>, ParameterSummaryDefaultCaseCondition<Intent, Value, D>)>
    where S0.Intent == Intent, S1.Intent == Intent, S2.Intent == Intent, S3.Intent == Intent, S4.Intent == Intent, D.Intent == Intent {
        ParameterSummaryTupleCaseCondition { keys in (c0.cases(keys) + c1.cases(keys) + c2.cases(keys) + c3.cases(keys) + c4.cases(keys), d.summary._summaryNode(keys)) }
    }

    public static func buildBlock<S0, S1, S2, S3, S4, S5>(_ c0: ParameterSummaryCaseCondition<Intent, Value, S0>, _ c1: ParameterSummaryCaseCondition<Intent, Value, S1>, _ c2: ParameterSummaryCaseCondition<Intent, Value, S2>, _ c3: ParameterSummaryCaseCondition<Intent, Value, S3>, _ c4: ParameterSummaryCaseCondition<Intent, Value, S4>, _ c5: ParameterSummaryCaseCondition<Intent, Value, S5>) -> ParameterSummaryTupleCaseCondition<Intent, Value, (ParameterSummaryCaseCondition<Intent, Value, S0>, ParameterSummaryCaseCondition<Intent, Value, S1>, ParameterSummaryCaseCondition<Intent, Value, S2>, ParameterSummaryCaseCondition<Intent, Value, S3>, ParameterSummaryCaseCondition<Intent, Value, S4>, ParameterSummaryCaseCondition<Intent, Value, S5>)>
    where S0.Intent == Intent, S1.Intent == Intent, S2.Intent == Intent, S3.Intent == Intent, S4.Intent == Intent, S5.Intent == Intent {
        ParameterSummaryTupleCaseCondition { keys in (c0.cases(keys) + c1.cases(keys) + c2.cases(keys) + c3.cases(keys) + c4.cases(keys) + c5.cases(keys), nil) }
    }

    public static func buildBlock<S0, S1, S2, S3, S4, S5, D>(_ c0: ParameterSummaryCaseCondition<Intent, Value, S0>, _ c1: ParameterSummaryCaseCondition<Intent, Value, S1>, _ c2: ParameterSummaryCaseCondition<Intent, Value, S2>, _ c3: ParameterSummaryCaseCondition<Intent, Value, S3>, _ c4: ParameterSummaryCaseCondition<Intent, Value, S4>, _ c5: ParameterSummaryCaseCondition<Intent, Value, S5>, _ d: ParameterSummaryDefaultCaseCondition<Intent, Value, D>)
        -> ParameterSummaryTupleCaseCondition<Intent, Value, (ParameterSummaryCaseCondition<Intent, Value, S0>, ParameterSummaryCaseCondition<Intent, Value, S1>, ParameterSummaryCaseCondition<Intent, Value, S2>, ParameterSummaryCaseCondition<Intent, Value, S3>, ParameterSummaryCaseCondition<Intent, Value, S4>, ParameterSummaryCaseCondition<Intent, Value, S5>, ParameterSummaryDefaultCaseCondition<Intent, Value, D>)>
    where S0.Intent == Intent, S1.Intent == Intent, S2.Intent == Intent, S3.Intent == Intent, S4.Intent == Intent, S5.Intent == Intent, D.Intent == Intent {
        ParameterSummaryTupleCaseCondition { keys in (c0.cases(keys) + c1.cases(keys) + c2.cases(keys) + c3.cases(keys) + c4.cases(keys) + c5.cases(keys), d.summary._summaryNode(keys)) }
    }

    public static func buildBlock<S0, S1, S2, S3, S4, S5, S6>(_ c0: ParameterSummaryCaseCondition<Intent, Value, S0>, _ c1: ParameterSummaryCaseCondition<Intent, Value, S1>, _ c2: ParameterSummaryCaseCondition<Intent, Value, S2>, _ c3: ParameterSummaryCaseCondition<Intent, Value, S3>, _ c4: ParameterSummaryCaseCondition<Intent, Value, S4>, _ c5: ParameterSummaryCaseCondition<Intent, Value, S5>, _ c6: ParameterSummaryCaseCondition<Intent, Value, S6>) -> ParameterSummaryTupleCaseCondition<Intent, Value, (ParameterSummaryCaseCondition<Intent, Value, S0>, ParameterSummaryCaseCondition<Intent, Value, S1>, ParameterSummaryCaseCondition<Intent, Value, S2>, ParameterSummaryCaseCondition<Intent, Value, S3>, ParameterSummaryCaseCondition<Intent, Value, S4>, ParameterSummaryCaseCondition<Intent, Value, S5>, ParameterSummaryCaseCondition<Intent, Value, S6>)>
    where S0.Intent == Intent, S1.Intent == Intent, S2.Intent == Intent, S3.Intent == Intent, S4.Intent == Intent, S5.Intent == Intent, S6.Intent == Intent {
        ParameterSummaryTupleCaseCondition { keys in (c0.cases(keys) + c1.cases(keys) + c2.cases(keys) + c3.cases(keys) + c4.cases(keys) + c5.cases(keys) + c6.cases(keys), nil) }
    }

    public static func buildBlock<S0, S1, S2, S3, S4, S5, S6, D>(_ c0: ParameterSummaryCaseCondition<Intent, Value, S0>, _ c1: ParameterSummaryCaseCondition<Intent, Value, S1>, _ c2: ParameterSummaryCaseCondition<Intent, Value, S2>, _ c3: ParameterSummaryCaseCondition<Intent, Value, S3>, _ c4: ParameterSummaryCaseCondition<Intent, Value, S4>, _ c5: ParameterSummaryCaseCondition<Intent, Value, S5>, _ c6: ParameterSummaryCaseCondition<Intent, Value, S6>, _ d: ParameterSummaryDefaultCaseCondition<Intent, Value, D>)
        -> ParameterSummaryTupleCaseCondition<Intent, Value, (ParameterSummaryCaseCondition<Intent, Value, S0>, ParameterSummaryCaseCondition<Intent, Value, S1>, ParameterSummaryCaseCondition<Intent, Value, S2>, ParameterSummaryCaseCondition<Intent, Value, S3>, ParameterSummaryCaseCondition<Intent, Value, S4>, ParameterSummaryCaseCondition<Intent, Value, S5>, ParameterSummaryCaseCondition<Intent, Value, S6>, ParameterSummaryDefaultCaseCondition<Intent, Value, D>)>
    where S0.Intent == Intent, S1.Intent == Intent, S2.Intent == Intent, S3.Intent == Intent, S4.Intent == Intent, S5.Intent == Intent, S6.Intent == Intent, D.Intent == Intent {
        ParameterSummaryTupleCaseCondition { keys in (c0.cases(keys) + c1.cases(keys) + c2.cases(keys) + c3.cases(keys) + c4.cases(keys) + c5.cases(keys) + c6.cases(keys), d.summary._summaryNode(keys)) }
    }

    public static func buildBlock<S0, S1, S2, S3, S4, S5, S6, S7>(_ c0: ParameterSummaryCaseCondition<Intent, Value, S0>, _ c1: ParameterSummaryCaseCondition<Intent, Value, S1>, _ c2: ParameterSummaryCaseCondition<Intent, Value, S2>, _ c3: ParameterSummaryCaseCondition<Intent, Value, S3>, _ c4: ParameterSummaryCaseCondition<Intent, Value, S4>, _ c5: ParameterSummaryCaseCondition<Intent, Value, S5>, _ c6: ParameterSummaryCaseCondition<Intent, Value, S6>, _ c7: ParameterSummaryCaseCondition<Intent, Value, S7>) -> ParameterSummaryTupleCaseCondition<Intent, Value, (ParameterSummaryCaseCondition<Intent, Value, S0>, ParameterSummaryCaseCondition<Intent, Value, S1>, ParameterSummaryCaseCondition<Intent, Value, S2>, ParameterSummaryCaseCondition<Intent, Value, S3>, ParameterSummaryCaseCondition<Intent, Value, S4>, ParameterSummaryCaseCondition<Intent, Value, S5>, ParameterSummaryCaseCondition<Intent, Value, S6>, ParameterSummaryCaseCondition<Intent, Value, S7>)>
    where S0.Intent == Intent, S1.Intent == Intent, S2.Intent == Intent, S3.Intent == Intent, S4.Intent == Intent, S5.Intent == Intent, S6.Intent == Intent, S7.Intent == Intent {
        ParameterSummaryTupleCaseCondition { keys in (c0.cases(keys) + c1.cases(keys) + c2.cases(keys) + c3.cases(keys) + c4.cases(keys) + c5.cases(keys) + c6.cases(keys) + c7.cases(keys), nil) }
    }

    public static func buildBlock<S0, S1, S2, S3, S4, S5, S6, S7, D>(_ c0: ParameterSummaryCaseCondition<Intent, Value, S0>, _ c1: ParameterSummaryCaseCondition<Intent, Value, S1>, _ c2: ParameterSummaryCaseCondition<Intent, Value, S2>, _ c3: ParameterSummaryCaseCondition<Intent, Value, S3>, _ c4: ParameterSummaryCaseCondition<Intent, Value, S4>, _ c5: ParameterSummaryCaseCondition<Intent, Value, S5>, _ c6: ParameterSummaryCaseCondition<Intent, Value, S6>, _ c7: ParameterSummaryCaseCondition<Intent, Value, S7>, _ d: ParameterSummaryDefaultCaseCondition<Intent, Value, D>)
        -> ParameterSummaryTupleCaseCondition<Intent, Value, (ParameterSummaryCaseCondition<Intent, Value, S0>, ParameterSummaryCaseCondition<Intent, Value, S1>, ParameterSummaryCaseCondition<Intent, Value, S2>, ParameterSummaryCaseCondition<Intent, Value, S3>, ParameterSummaryCaseCondition<Intent, Value, S4>, ParameterSummaryCaseCondition<Intent, Value, S5>, ParameterSummaryCaseCondition<Intent, Value, S6>, ParameterSummaryCaseCondition<Intent, Value, S7>, ParameterSummaryDefaultCaseCondition<Intent, Value, D>)>
    where S0.Intent == Intent, S1.Intent == Intent, S2.Intent == Intent, S3.Intent == Intent, S4.Intent == Intent, S5.Intent == Intent, S6.Intent == Intent, S7.Intent == Intent, D.Intent == Intent {
        ParameterSummaryTupleCaseCondition { keys in (c0.cases(keys) + c1.cases(keys) + c2.cases(keys) + c3.cases(keys) + c4.cases(keys) + c5.cases(keys) + c6.cases(keys) + c7.cases(keys), d.summary._summaryNode(keys)) }
    }

}
