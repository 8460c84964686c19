/// The choices a picker offers for one parameter: enum cases, an entity query's suggestions or
/// search results, or an options provider's results, in sections.
public struct ParameterOptions: Codable, Hashable, Sendable {
    public struct Item: Codable, Hashable, Sendable {
        /// What is stored when the person picks it (an entity's identifier, a case's raw value).
        public var value: ConfigurationValue
        public var display: DisplayText
        public init(value: ConfigurationValue, display: DisplayText) {
            self.value = value
            self.display = display
        }
    }

    public struct Section: Codable, Hashable, Sendable {
        public var title: String?
        public var subtitle: String?
        public var image: String?
        public var items: [Item]
        public init(title: String? = nil, subtitle: String? = nil, image: String? = nil, items: [Item]) {
            self.title = title
            self.subtitle = subtitle
            self.image = image
            self.items = items
        }
    }

    public var sections: [Section]
    /// Text for an empty search field.
    public var promptLabel: String?
    /// Items are long alphabetical lists that a picker can index by letter.
    public var usesIndexedCollation: Bool

    public init(sections: [Section], promptLabel: String? = nil, usesIndexedCollation: Bool = false) {
        self.sections = sections
        self.promptLabel = promptLabel
        self.usesIndexedCollation = usesIndexedCollation
    }

    /// Every item, section after section.
    public var items: [Item] { sections.flatMap(\.items) }
}
