import WidgetryWire

/// What a generated intent class says about itself: the intent's entry in its
/// `.intentdefinition`. Built by generated code; the runtime derives the host's schema from it.
public struct _INIntentDescription: @unchecked Sendable {
    public var className: String
    public var title: String
    public var description: String?
    public var parameters: [_INParameterDescription]

    public init(className: String, title: String, description: String? = nil, parameters: [_INParameterDescription]) {
        self.className = className
        self.title = title
        self.description = description
        self.parameters = parameters
    }
}

/// One parameter of an intent definition.
public struct _INParameterDescription: @unchecked Sendable {
    /// What the parameter holds.
    public enum ValueType: @unchecked Sendable {
        case string, integer, decimal, boolean, dateComponents(DateKind), url
        /// A custom type: the generated `INObject` subclass and its display name.
        case object(INObject.Type, displayName: String)
        /// An enum of the definition.
        case enumeration(_INEnumDescription)
    }

    /// The property name.
    public var name: String
    public var title: String
    public var type: ValueType
    public var isArray: Bool
    /// The definition's default value: a string, number, Boolean or the enum case's name.
    public var defaultValue: Any?
    /// "Options are provided dynamically": the handler's `provide…OptionsCollection`.
    public var hasDynamicOptions: Bool
    /// "Allow search" on the dynamic options.
    public var isSearchable: Bool
    /// The minimum and maximum of a number.
    public var range: ClosedRange<Double>?
    /// The labels of a Boolean's states.
    public var boolDisplayName: (true: String, false: String)?
    /// Shown only when another parameter has a value (a relationship in the definition).
    public var parentName: String?

    public init(
        name: String, title: String, type: ValueType, isArray: Bool = false, defaultValue: Any? = nil,
        hasDynamicOptions: Bool = false, isSearchable: Bool = false, range: ClosedRange<Double>? = nil,
        boolDisplayName: (true: String, false: String)? = nil, parentName: String? = nil
    ) {
        self.name = name
        self.title = title
        self.type = type
        self.isArray = isArray
        self.defaultValue = defaultValue
        self.hasDynamicOptions = hasDynamicOptions
        self.isSearchable = isSearchable
        self.range = range
        self.boolDisplayName = boolDisplayName
        self.parentName = parentName
    }
}

/// An enum of an intent definition: its cases by name, raw value and title.
public struct _INEnumDescription: Sendable {
    public struct Case: Sendable {
        public var name: String
        public var rawValue: Int
        public var title: String
        public init(name: String, rawValue: Int, title: String) {
            self.name = name
            self.rawValue = rawValue
            self.title = title
        }
    }

    public var typeName: String
    public var displayName: String
    /// Every case but `unknown` (raw value 0), which stands for no value.
    public var cases: [Case]

    public init(typeName: String, displayName: String, cases: [Case]) {
        self.typeName = typeName
        self.displayName = displayName
        self.cases = cases
    }
}
