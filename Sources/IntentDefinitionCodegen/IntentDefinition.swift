import Foundation

/// An `.intentdefinition` file as Xcode writes it (an XML property list), reduced to what code
/// generation needs: the custom intents, their custom types and enums.
public struct IntentDefinition: Sendable, Equatable {
    public var intents: [Intent]
    public var types: [CustomType]
    public var enums: [Enumeration]

    public struct Intent: Sendable, Equatable {
        /// `INIntentName`: the class is this name + `Intent`.
        public var name: String
        public var title: String
        public var description: String?
        public var parameters: [Parameter]
        /// `INIntentEligibleForWidgets`: parameters of other intents that have no meaning
        /// for a widget are skipped rather than refused.
        public var isEligibleForWidgets: Bool
        public var responseCodes: [ResponseCode]
        public var className: String { name + "Intent" }
    }

    public struct ResponseCode: Sendable, Equatable {
        public var name: String
        public var isSuccess: Bool
    }

    public struct Parameter: Sendable, Equatable {
        public var name: String
        public var title: String
        public var type: ValueType
        public var isArray: Bool
        public var hasDynamicOptions: Bool
        public var isSearchable: Bool
        /// `INIntentParameterMetadataDefaultValue`, as the file holds it.
        public var defaultValue: DefaultValue?
        public var minimum: Double?
        public var maximum: Double?
        public var dateKind: String
        public var trueTitle: String?
        public var falseTitle: String?
        public var parentName: String?
    }

    public enum DefaultValue: Sendable, Equatable {
        case string(String), number(Double), bool(Bool)
    }

    public enum ValueType: Sendable, Equatable {
        case string, integer, decimal, boolean, dateComponents, url
        /// A custom type, by its `INTypeName`.
        case object(String)
        /// An enum, by its `INEnumName`.
        case enumeration(String)
    }

    public struct CustomType: Sendable, Equatable {
        public var name: String
        public var className: String
        public var displayName: String
        /// The type's own properties (the built-in identifier, display string and hints left out).
        public var properties: [Property]
    }

    public struct Property: Sendable, Equatable {
        public var name: String
        public var type: ValueType
        public var isArray: Bool
    }

    public struct Enumeration: Sendable, Equatable {
        public var name: String
        public var className: String
        public var displayName: String
        public var cases: [Case]

        public struct Case: Sendable, Equatable {
            public var name: String
            public var index: Int
            public var title: String
        }
    }
}

/// A definition that cannot be turned into code: says which file and which entry.
public struct IntentDefinitionError: Error, CustomStringConvertible, Equatable {
    public var file: String
    /// The entry, e.g. `intent Configuration, parameter character`.
    public var entry: String?
    public var message: String

    public init(file: String, entry: String? = nil, message: String) {
        self.file = file
        self.entry = entry
        self.message = message
    }

    public var description: String {
        "\(file): error: " + (entry.map { "\($0): " } ?? "") + message
    }
}
