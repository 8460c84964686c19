import WidgetryWire

/// `When(condition) { summary } otherwise: { summary }`: shows one summary or the other
/// depending on a parameter's value or the widget family.
public struct ParameterSummaryWhenCondition<Intent: AppIntent, WhenCondition: ParameterSummary, Otherwise: ParameterSummary>: ParameterSummary
where WhenCondition.Intent == Intent, Otherwise.Intent == Intent {
    let condition: (_ParameterKeys<Intent>) -> SummaryCondition?
    let whenContent: WhenCondition
    let otherwise: Otherwise

    init(
        condition: @escaping (_ParameterKeys<Intent>) -> SummaryCondition?,
        _ when: () -> WhenCondition, otherwise: () -> Otherwise
    ) {
        self.condition = condition
        self.whenContent = when()
        self.otherwise = otherwise()
    }

    /// A condition on the parameter `keyPath` reaches.
    init<Parameter>(
        _ keyPath: KeyPath<Intent, Parameter>, _ op: ComparisonOperator, _ values: [ConfigurationValue],
        _ when: () -> WhenCondition, otherwise: () -> Otherwise
    ) {
        self.init(condition: { keys in
            keys.key(keyPath).map { SummaryCondition(parameter: $0, operator: op, values: values) }
        }, when, otherwise: otherwise)
    }

    public func _summaryNode(_ keys: _ParameterKeys<Intent>) -> SummaryNode? {
        let then = whenContent._summaryNode(keys) ?? .summary(template: nil, parameters: [])
        // A condition on something that is not a parameter cannot be evaluated: show both.
        guard let condition = condition(keys) else {
            return .group([then] + [otherwise._summaryNode(keys)].compactMap { $0 })
        }
        return .when(condition, then: then, otherwise: otherwise._summaryNode(keys))
    }
}

extension ParameterSummaryWhenCondition {
    // MARK: Has value

    public init<Parameter: AnyIntentValue>(
        _ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: HasValueComparisonOperator,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.init(keyPath, comparisonOperator.wire, [], when, otherwise: otherwise)
    }

    // MARK: Equatable

    public init<ValueType, Parameter>(
        _ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: EquatableComparisonOperator, _ value: ValueType,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where ValueType: Equatable, ValueType == Parameter.Value, Parameter: AnyIntentValue {
        self.init(keyPath, comparisonOperator.wire, [value._encode()], when, otherwise: otherwise)
    }

    public init<ValueType, Parameter>(
        _ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: EquatableComparisonOperator, _ value: ValueType.ValueType,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where ValueType: ExpressibleByNilLiteral, ValueType == Parameter.Value, Parameter: AnyIntentValue, ValueType.ValueType: Equatable {
        self.init(keyPath, comparisonOperator.wire, [value._encode()], when, otherwise: otherwise)
    }

    // MARK: Comparable

    public init<ValueType, Parameter>(
        _ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: ComparableComparisonOperator, _ value: ValueType,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where ValueType: Comparable, ValueType == Parameter.Value, Parameter: AnyIntentValue {
        self.init(keyPath, comparisonOperator.wire, [value._encode()], when, otherwise: otherwise)
    }

    public init<Value, Parameter>(
        _ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: ComparableComparisonOperator, _ value: Value.ValueType,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where Value: ExpressibleByNilLiteral, Value == Parameter.Value, Parameter: AnyIntentValue, Value.ValueType: Comparable {
        self.init(keyPath, comparisonOperator.wire, [value._encode()], when, otherwise: otherwise)
    }

    // MARK: One of

    public init<ValueType, Parameter>(
        _ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: OneOfComparisonOperator, _ values: [ValueType.ValueType],
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where ValueType == Parameter.Value, Parameter: AnyIntentValue, ValueType.ValueType: Equatable {
        self.init(keyPath, comparisonOperator.wire, values.map { $0._encode() }, when, otherwise: otherwise)
    }

    // MARK: Strings

    /// A text parameter that contains, lacks, starts or ends with `value`.
    public init<Parameter>(
        _ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: StringComparisonOperator, _ value: String,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where Parameter: AnyIntentValue, Parameter.Value.ValueType == String {
        self.init(keyPath, comparisonOperator.wire, [.string(value)], when, otherwise: otherwise)
    }

    // MARK: Entity identifiers

    public init<Parameter>(
        _ keyPath: KeyPath<Intent, Parameter>, identifier comparisonOperator: EquatableComparisonOperator, _ value: String,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where Parameter: AnyIntentValue, Parameter.Value.ValueType: AppEntity {
        self.init(keyPath, comparisonOperator.wire, [.string(value)], when, otherwise: otherwise)
    }

    public init<Parameter>(
        _ keyPath: KeyPath<Intent, Parameter>, identifier comparisonOperator: EquatableComparisonOperator,
        _ value: Parameter.Value.ValueType.ID,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where Parameter: AnyIntentValue, Parameter.Value.ValueType: AppEntity, Parameter.Value.ValueType.ID == Int {
        self.init(keyPath, comparisonOperator.wire, [.string(String(value))], when, otherwise: otherwise)
    }

    public init<Parameter>(
        _ keyPath: KeyPath<Intent, Parameter>, identifier comparisonOperator: ComparableComparisonOperator,
        _ value: Parameter.Value.ValueType.ID,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where Parameter: AnyIntentValue, Parameter.Value.ValueType: AppEntity, Parameter.Value.ValueType.ID == Int {
        self.init(keyPath, comparisonOperator.wire, [.int(value)], when, otherwise: otherwise)
    }

    public init<Parameter>(
        _ keyPath: KeyPath<Intent, Parameter>, identifier comparisonOperator: OneOfComparisonOperator, _ values: [String],
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where Parameter: AnyIntentValue, Parameter.Value.ValueType: AppEntity {
        self.init(keyPath, comparisonOperator.wire, values.map(ConfigurationValue.string), when, otherwise: otherwise)
    }

    public init<Parameter>(
        _ keyPath: KeyPath<Intent, Parameter>, identifier comparisonOperator: OneOfComparisonOperator,
        _ values: [Parameter.Value.ValueType.ID],
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where Parameter: AnyIntentValue, Parameter.Value.ValueType: AppEntity, Parameter.Value.ValueType.ID == Int {
        self.init(keyPath, comparisonOperator.wire, values.map { .string(String($0)) }, when, otherwise: otherwise)
    }

    public init<Parameter>(
        _ keyPath: KeyPath<Intent, Parameter>, identifier comparisonOperator: StringComparisonOperator, _ value: String,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) where Parameter: AnyIntentValue, Parameter.Value.ValueType: AppEntity {
        self.init(keyPath, comparisonOperator.wire, [.string(value)], when, otherwise: otherwise)
    }

    // MARK: Widget family

    public init(
        widgetFamily comparisonOperator: EquatableComparisonOperator, _ value: IntentWidgetFamily,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.init(condition: { _ in
            SummaryCondition(parameter: nil, operator: comparisonOperator.wire, values: [.string(value.rawValue)])
        }, when, otherwise: otherwise)
    }

    public init(
        widgetFamily comparisonOperator: OneOfComparisonOperator, _ values: [IntentWidgetFamily],
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.init(condition: { _ in
            SummaryCondition(parameter: nil, operator: comparisonOperator.wire, values: values.map { .string($0.rawValue) })
        }, when, otherwise: otherwise)
    }
}
