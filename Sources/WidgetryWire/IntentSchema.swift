/// The host's view of a `WidgetConfigurationIntent` type: everything needed to build an editor,
/// validate values and evaluate the parameter summary without running the author's code.
public struct IntentSchema: Codable, Hashable, Sendable {
    /// The Swift type name of the intent, e.g. `SelectCharacterIntent`.
    public var typeName: String
    public var title: String
    public var description: String?
    /// Parameters in declaration order.
    public var parameters: [ParameterSchema]
    /// The `parameterSummary` tree, or `nil` when the intent declares none (then every
    /// parameter is shown in declaration order).
    public var summary: SummaryNode?

    public init(typeName: String, title: String, description: String?, parameters: [ParameterSchema], summary: SummaryNode?) {
        self.typeName = typeName
        self.title = title
        self.description = description
        self.parameters = parameters
        self.summary = summary
    }

    public func parameter(_ key: String) -> ParameterSchema? {
        parameters.first { $0.key == key }
    }
}

/// What a parameter holds, independent of optionality and arrays.
public enum ValueKind: String, Codable, Hashable, Sendable, CaseIterable {
    case string, int, double, bool, date, dateComponents, url
    /// An `AppEnum`; see `ParameterSchema.enumType`.
    case `enum`
    /// An `AppEntity`; see `ParameterSchema.entityType`.
    case entity
}

public struct ParameterSchema: Codable, Hashable, Sendable {
    /// The property name, e.g. `character` for `@Parameter var character`.
    public var key: String
    public var title: String
    public var description: String?
    public var kind: ValueKind
    /// `true` for `Value?`: the parameter may be left empty or cleared.
    public var isOptional: Bool
    /// `true` for `[Value]`: the value is an array of `kind`.
    public var isArray: Bool
    /// The `default:` value, encoded as it is stored.
    public var defaultValue: ConfigurationValue?
    /// The default comes from the entity query's or options provider's `defaultResult()`.
    public var hasDynamicDefault: Bool
    /// `inclusiveRange:` for Int and Double parameters.
    public var range: NumericRange?
    /// `controlStyle:` for Int and Double parameters.
    public var controlStyle: ControlStyle?
    /// `inputOptions:` for String parameters.
    public var inputOptions: StringInputOptions?
    /// `displayName:` for Bool parameters (the labels of the on and off states).
    public var boolDisplayName: BoolDisplayName?
    /// `kind:` for Date parameters.
    public var dateKind: DateKind?
    /// `size:` for array parameters.
    public var arraySize: ArraySize?
    /// The enum's cases, for `kind == .enum` (or the element kind of an array).
    public var enumType: EnumTypeSchema?
    /// The entity type, for `kind == .entity`.
    public var entityType: EntityTypeSchema?
    /// Choices come from code at edit time (an `optionsProvider:` or an entity query); ask the
    /// extension for them rather than listing them here.
    public var hasDynamicOptions: Bool
    /// The choices can be searched with a string (`EntityStringQuery`).
    public var isSearchable: Bool

    public init(
        key: String, title: String, description: String? = nil, kind: ValueKind,
        isOptional: Bool = false, isArray: Bool = false, defaultValue: ConfigurationValue? = nil,
        hasDynamicDefault: Bool = false, range: NumericRange? = nil, controlStyle: ControlStyle? = nil,
        inputOptions: StringInputOptions? = nil, boolDisplayName: BoolDisplayName? = nil,
        dateKind: DateKind? = nil, arraySize: ArraySize? = nil, enumType: EnumTypeSchema? = nil,
        entityType: EntityTypeSchema? = nil, hasDynamicOptions: Bool = false, isSearchable: Bool = false
    ) {
        self.key = key
        self.title = title
        self.description = description
        self.kind = kind
        self.isOptional = isOptional
        self.isArray = isArray
        self.defaultValue = defaultValue
        self.hasDynamicDefault = hasDynamicDefault
        self.range = range
        self.controlStyle = controlStyle
        self.inputOptions = inputOptions
        self.boolDisplayName = boolDisplayName
        self.dateKind = dateKind
        self.arraySize = arraySize
        self.enumType = enumType
        self.entityType = entityType
        self.hasDynamicOptions = hasDynamicOptions
        self.isSearchable = isSearchable
    }

    /// A value must be supplied by the person: not optional, no static or dynamic default.
    public var requiresValue: Bool {
        !isOptional && defaultValue == nil && !hasDynamicDefault && !isArray
    }
}

public struct NumericRange: Codable, Hashable, Sendable {
    public var lowerBound: Double
    public var upperBound: Double
    public init(lowerBound: Double, upperBound: Double) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }
    public func contains(_ value: Double) -> Bool { value >= lowerBound && value <= upperBound }
}

public enum ControlStyle: String, Codable, Hashable, Sendable {
    case field, slider, stepper
}

public struct StringInputOptions: Codable, Hashable, Sendable {
    public var keyboardType: String
    public var capitalizationType: String
    public var multiline: Bool
    public var autocorrect: Bool
    public var smartQuotes: Bool
    public var smartDashes: Bool
    public init(keyboardType: String, capitalizationType: String, multiline: Bool, autocorrect: Bool, smartQuotes: Bool, smartDashes: Bool) {
        self.keyboardType = keyboardType
        self.capitalizationType = capitalizationType
        self.multiline = multiline
        self.autocorrect = autocorrect
        self.smartQuotes = smartQuotes
        self.smartDashes = smartDashes
    }
}

public struct BoolDisplayName: Codable, Hashable, Sendable {
    public var `true`: String
    public var `false`: String
    public init(true: String, false: String) {
        self.true = `true`
        self.false = `false`
    }
}

public enum DateKind: String, Codable, Hashable, Sendable {
    case date, time, dateTime
}

/// `size:` of an array parameter; `perFamily` holds the widget-family keyed form
/// (`[.systemSmall: 1, .systemLarge: 4]`), keyed by `WidgetFamily` raw name.
public struct ArraySize: Codable, Hashable, Sendable {
    public var min: Int?
    public var max: Int?
    public var perFamily: [String: ArraySize]?
    public init(min: Int? = nil, max: Int? = nil, perFamily: [String: ArraySize]? = nil) {
        self.min = min
        self.max = max
        self.perFamily = perFamily
    }

    /// The bounds that apply in `family` (the family's own when given, else the general ones).
    public func bounds(for family: String?) -> (min: Int?, max: Int?) {
        if let family, let specific = perFamily?[family] { return (specific.min, specific.max) }
        return (min, max)
    }
}

/// A display representation as text: title, subtitle and image name.
public struct DisplayText: Codable, Hashable, Sendable {
    public var title: String
    public var subtitle: String?
    /// An SF Symbol name (`systemName:`) or a named image, for pickers.
    public var image: String?
    public init(title: String, subtitle: String? = nil, image: String? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}

public struct EnumTypeSchema: Codable, Hashable, Sendable {
    public struct Case: Codable, Hashable, Sendable {
        /// The stored value: the case's raw value.
        public var value: ConfigurationValue
        public var display: DisplayText
        public init(value: ConfigurationValue, display: DisplayText) {
            self.value = value
            self.display = display
        }
    }
    public var typeName: String
    public var typeDisplayName: String
    public var cases: [Case]
    public init(typeName: String, typeDisplayName: String, cases: [Case]) {
        self.typeName = typeName
        self.typeDisplayName = typeDisplayName
        self.cases = cases
    }
}

public struct EntityTypeSchema: Codable, Hashable, Sendable {
    public var typeName: String
    public var typeDisplayName: String
    /// The Swift type of its `defaultQuery`.
    public var queryTypeName: String
    /// The query conforms to `EnumerableEntityQuery` (`allEntities()`).
    public var isEnumerable: Bool
    public init(typeName: String, typeDisplayName: String, queryTypeName: String, isEnumerable: Bool) {
        self.typeName = typeName
        self.typeDisplayName = typeDisplayName
        self.queryTypeName = queryTypeName
        self.isEnumerable = isEnumerable
    }
}
