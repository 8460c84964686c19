import WidgetryWire

// The `@Parameter` initializer families, one per value type, keyed on `Value.ValueType` as
// Apple's are (so `Int`, `Int?` and `[Int]` share the Int family). Each family has the titled
// form, the `optionsProvider:` form (which takes no `default:`) and the iOS 18 forms without a
// title (the property name, spaced and capitalised, is shown instead). The `resolvers:` forms
// are absent: resolution is not part of widget configuration.

/// How a parameter connects to the previous action's result in Shortcuts. Accepted for source
/// compatibility; there is no Shortcuts on Linux.
public enum InputConnectionBehavior: Sendable, Hashable {
    case `default`, never, connectToPreviousIntentResult
}

extension IntentParameter {
    /// `(lowerBound:upperBound:)` of `inclusiveRange:`.
    public typealias InclusiveRange<T> = (lowerBound: T, upperBound: T)

    /// How an Int parameter is edited.
    public enum IntControlStyle: Sendable, Hashable {
        case field, stepper
    }

    /// How a Double parameter is edited.
    public enum DoubleControlStyle: Sendable, Hashable {
        case field, slider, stepper
    }

    /// What a Date parameter asks for.
    public enum DateKind: Sendable, Hashable {
        case date, dateTime, time
    }

    /// The one place every family ends up: title, description, default and the settings.
    convenience init(
        _ title: LocalizedStringResource?, _ description: LocalizedStringResource?, _ defaultValue: Value.UnwrappedType?,
        _ configure: (inout ParameterSettings) -> Void
    ) {
        var settings = ParameterSettings()
        configure(&settings)
        self.init(title: title, description: description, default: defaultValue, settings: settings)
    }
}

extension IntentParameter.IntControlStyle {
    var wire: ControlStyle { self == .field ? .field : .stepper }
}

extension IntentParameter.DoubleControlStyle {
    var wire: ControlStyle {
        switch self {
        case .field: .field
        case .slider: .slider
        case .stepper: .stepper
        }
    }
}

extension IntentParameter.DateKind {
    var wire: WidgetryWire.DateKind {
        switch self {
        case .date: .date
        case .dateTime: .dateTime
        case .time: .time
        }
    }
}

private func range<T: BinaryInteger>(_ bounds: (lowerBound: T, upperBound: T)?) -> NumericRange? {
    bounds.map { NumericRange(lowerBound: Double($0.lowerBound), upperBound: Double($0.upperBound)) }
}

private func range(_ bounds: (lowerBound: Double, upperBound: Double)?) -> NumericRange? {
    bounds.map { NumericRange(lowerBound: $0.lowerBound, upperBound: $0.upperBound) }
}

// MARK: - Int

extension IntentParameter where Value.ValueType == Int {
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        controlStyle: IntControlStyle = .stepper, inclusiveRange: InclusiveRange<Value.ValueType>? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title, description, defaultValue) {
            $0.controlStyle = controlStyle.wire
            $0.range = range(inclusiveRange)
        }
    }

    public convenience init<OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        controlStyle: IntControlStyle = .stepper, inclusiveRange: InclusiveRange<Value.ValueType>? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) where OptionsProvider.DefaultValue.ValueType == Int {
        self.init(title, description, nil) {
            $0.controlStyle = controlStyle.wire
            $0.range = range(inclusiveRange)
            $0.source = _OptionsSource(provider: optionsProvider)
        }
    }

    public convenience init(
        description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        controlStyle: IntControlStyle = .stepper, inclusiveRange: InclusiveRange<Value.ValueType>? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(nil, description, defaultValue) {
            $0.controlStyle = controlStyle.wire
            $0.range = range(inclusiveRange)
        }
    }

    public convenience init<OptionsProvider: DynamicOptionsProvider>(
        description: LocalizedStringResource? = nil,
        controlStyle: IntControlStyle = .stepper, inclusiveRange: InclusiveRange<Value.ValueType>? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) where OptionsProvider.DefaultValue.ValueType == Int {
        self.init(nil, description, nil) {
            $0.controlStyle = controlStyle.wire
            $0.range = range(inclusiveRange)
            $0.source = _OptionsSource(provider: optionsProvider)
        }
    }
}

// MARK: - Double

extension IntentParameter where Value.ValueType == Double {
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        controlStyle: DoubleControlStyle = .stepper, inclusiveRange: InclusiveRange<Value.ValueType>? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title, description, defaultValue) {
            $0.controlStyle = controlStyle.wire
            $0.range = range(inclusiveRange)
        }
    }

    public convenience init<OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        controlStyle: DoubleControlStyle = .stepper, inclusiveRange: InclusiveRange<Value.ValueType>? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) where OptionsProvider.DefaultValue.ValueType == Double {
        self.init(title, description, nil) {
            $0.controlStyle = controlStyle.wire
            $0.range = range(inclusiveRange)
            $0.source = _OptionsSource(provider: optionsProvider)
        }
    }

    public convenience init(
        description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        controlStyle: DoubleControlStyle = .stepper, inclusiveRange: InclusiveRange<Value.ValueType>? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(nil, description, defaultValue) {
            $0.controlStyle = controlStyle.wire
            $0.range = range(inclusiveRange)
        }
    }
}

// MARK: - Bool

extension Bool {
    /// The words shown for the on and off states of a Bool parameter.
    public struct IntentDisplayName: Hashable, Sendable {
        public var `true`: LocalizedStringResource
        public var `false`: LocalizedStringResource
        public init(true: LocalizedStringResource, false: LocalizedStringResource) {
            self.true = `true`
            self.false = `false`
        }
        var wire: BoolDisplayName { BoolDisplayName(true: self.true.description, false: self.false.description) }
    }
}

extension IntentParameter where Value.ValueType == Bool {
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        displayName: Bool.IntentDisplayName? = nil, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title, description, defaultValue) { $0.boolDisplayName = displayName }
    }

    public convenience init(
        description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        displayName: Bool.IntentDisplayName? = nil, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(nil, description, defaultValue) { $0.boolDisplayName = displayName }
    }
}

// MARK: - String

extension String {
    /// Keyboard and text-entry hints for a String parameter.
    public struct IntentInputOptions: Hashable, Sendable {
        public enum KeyboardType: String, Hashable, Sendable {
            case URL, asciiCapable, `default`, numberPad, numbersAndPunctuation
        }
        public enum CapitalizationType: String, Hashable, Sendable {
            case allCharacters, none, sentences, words
        }
        public var keyboardType: KeyboardType
        public var capitalizationType: CapitalizationType
        public var multiline: Bool
        public var autocorrect: Bool
        public var smartQuotes: Bool
        public var smartDashes: Bool

        public init(
            keyboardType: KeyboardType = .asciiCapable, capitalizationType: CapitalizationType = .sentences,
            multiline: Bool = false, autocorrect: Bool = true, smartQuotes: Bool = true, smartDashes: Bool = true
        ) {
            self.keyboardType = keyboardType
            self.capitalizationType = capitalizationType
            self.multiline = multiline
            self.autocorrect = autocorrect
            self.smartQuotes = smartQuotes
            self.smartDashes = smartDashes
        }

        var wire: StringInputOptions {
            StringInputOptions(
                keyboardType: keyboardType.rawValue, capitalizationType: capitalizationType.rawValue,
                multiline: multiline, autocorrect: autocorrect, smartQuotes: smartQuotes, smartDashes: smartDashes)
        }
    }
}

extension IntentParameter where Value.ValueType == String {
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        inputOptions: String.IntentInputOptions? = nil, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title, description, defaultValue) { $0.inputOptions = inputOptions }
    }

    public convenience init<OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        inputOptions: String.IntentInputOptions? = nil, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: OptionsProvider
    ) where OptionsProvider.DefaultValue.ValueType == String {
        self.init(title, description, nil) {
            $0.inputOptions = inputOptions
            $0.source = _OptionsSource(provider: optionsProvider)
        }
    }

    public convenience init(
        description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        inputOptions: String.IntentInputOptions? = nil, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(nil, description, defaultValue) { $0.inputOptions = inputOptions }
    }
}

// MARK: - URL

extension IntentParameter where Value.ValueType == URL {
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title, description, defaultValue) { _ in }
    }

    public convenience init<OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) where OptionsProvider.DefaultValue.ValueType == URL {
        self.init(title, description, nil) { $0.source = _OptionsSource(provider: optionsProvider) }
    }

    public convenience init(
        description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(nil, description, defaultValue) { _ in }
    }
}

// MARK: - Date and DateComponents

extension IntentParameter where Value.ValueType == Date {
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        kind: DateKind = .dateTime, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title, description, defaultValue) { $0.dateKind = kind.wire }
    }

    public convenience init<OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, kind: DateKind = .dateTime,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) where OptionsProvider.DefaultValue.ValueType == Date {
        self.init(title, description, nil) {
            $0.dateKind = kind.wire
            $0.source = _OptionsSource(provider: optionsProvider)
        }
    }

    public convenience init(
        description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        kind: DateKind = .dateTime, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(nil, description, defaultValue) { $0.dateKind = kind.wire }
    }
}

extension IntentParameter where Value.ValueType == DateComponents {
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, kind: DateKind = .dateTime,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title, description, nil) { $0.dateKind = kind.wire }
    }

    public convenience init<OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, kind: DateKind = .dateTime,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) where OptionsProvider.DefaultValue.ValueType == DateComponents {
        self.init(title, description, nil) {
            $0.dateKind = kind.wire
            $0.source = _OptionsSource(provider: optionsProvider)
        }
    }

    public convenience init(
        description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        kind: DateKind = .dateTime, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(nil, description, defaultValue) { $0.dateKind = kind.wire }
    }
}

// MARK: - AppEnum

extension IntentParameter where Value.ValueType: AppEnum {
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        supportedValues: [Value.ValueType] = Array(Value.ValueType.allCases)
    ) {
        self.init(title, description, defaultValue) { $0.supportedValues = Self.supported(supportedValues) }
    }

    public convenience init<OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        supportedValues: [Value.ValueType] = Array(Value.ValueType.allCases), optionsProvider: OptionsProvider
    ) where OptionsProvider.DefaultValue.ValueType == Value.ValueType {
        self.init(title, description, nil) {
            $0.supportedValues = Self.supported(supportedValues)
            $0.source = _OptionsSource(provider: optionsProvider)
        }
    }

    public convenience init(
        description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        supportedValues: [Value.ValueType] = Array(Value.ValueType.allCases)
    ) {
        self.init(nil, description, defaultValue) { $0.supportedValues = Self.supported(supportedValues) }
    }

    /// `supportedValues:` as a schema, or `nil` when it is every case.
    private static func supported(_ values: [Value.ValueType]) -> EnumTypeSchema? {
        values.count == Value.ValueType.allCases.count ? nil : Value.ValueType.enumTypeSchema(of: values)
    }
}

// MARK: - AppEntity

extension IntentParameter where Value.ValueType: AppEntity {
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title, description, defaultValue) { _ in }
    }

    /// Uses `query` instead of the entity's `defaultQuery` for choices, default and lookups.
    public convenience init<Query: EntityQuery>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default, query: Query
    ) where Value.ValueType == Query.Entity {
        self.init(title, description, defaultValue) { $0.source = _OptionsSource(query: query) }
    }

    public convenience init(
        description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(nil, description, defaultValue) { _ in }
    }
}

// MARK: - Arrays with a size

/// How many elements an array parameter takes.
public struct IntentCollectionSize: Hashable, Sendable, ExpressibleByIntegerLiteral {
    public var min: Int?
    public var max: Int?

    public init(exactly count: Int) {
        min = count
        max = count
    }

    public init(min: Int, max: Int) {
        self.min = min
        self.max = max
    }

    public init(integerLiteral value: Int) {
        self.init(exactly: value)
    }

    var wire: ArraySize { ArraySize(min: min, max: max) }
}

extension IntentParameter where Value.UnwrappedType: Collection {
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        size: IntentCollectionSize, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title, description, defaultValue) { $0.size = size.wire }
    }

    /// A size per widget family, e.g. `[.systemSmall: 1, .systemLarge: 4]`.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        size: [IntentWidgetFamily: IntentCollectionSize], inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title, description, defaultValue) {
            $0.size = ArraySize(perFamily: Dictionary(uniqueKeysWithValues: size.map { ($0.key.rawValue, $0.value.wire) }))
        }
    }
}

extension IntentParameter where Value.UnwrappedType: Collection, Value.ValueType: AppEntity {
    public convenience init<Query: EntityQuery>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        size: IntentCollectionSize, inputConnectionBehavior: InputConnectionBehavior = .default, query: Query
    ) where Value.ValueType == Query.Entity {
        self.init(title, description, defaultValue) {
            $0.size = size.wire
            $0.source = _OptionsSource(query: query)
        }
    }

    public convenience init<Query: EntityQuery>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
        size: [IntentWidgetFamily: IntentCollectionSize], inputConnectionBehavior: InputConnectionBehavior = .default, query: Query
    ) where Value.ValueType == Query.Entity {
        self.init(title, description, defaultValue) {
            $0.size = ArraySize(perFamily: Dictionary(uniqueKeysWithValues: size.map { ($0.key.rawValue, $0.value.wire) }))
            $0.source = _OptionsSource(query: query)
        }
    }
}
