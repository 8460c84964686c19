import WidgetryWire

/// Picker results in sections, with a prompt and optional indexed collation.
public struct IntentItemCollection<Result: _IntentValue>: ResultsCollection {
    public var promptLabel: LocalizedStringResource?
    public var usesIndexedCollation: Bool
    public var sections: [IntentItemSection<Result>]

    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [Result]) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, sections: [IntentItemSection(items: items.map(IntentItem.init))])
    }

    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, sections: [IntentItemSection<Result>]) {
        self.promptLabel = promptLabel
        self.usesIndexedCollation = usesIndexedCollation
        self.sections = sections
    }

    public init(
        promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
        @IntentItemSection<Result>.Builder sectionsBuilder: () -> [IntentItemSection<Result>]
    ) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, sections: sectionsBuilder())
    }

    public var items: [Result.ValueType] {
        sections.flatMap { $0.items.compactMap { $0.value as? Result.ValueType } }
    }

    public static var empty: IntentItemCollection<Result> { IntentItemCollection(sections: []) }

    public var _optionSections: [ParameterOptions.Section] {
        sections.map { section in
            ParameterOptions.Section(
                title: section.description?.title.description,
                subtitle: section.description?.subtitle?.description,
                image: section.description?.image?.wireName,
                items: section.items.map { ParameterOptions.Item(value: $0.value._encode(), display: $0.description.displayText) })
        }
    }
}

/// One titled group of picker items.
public struct IntentItemSection<Result: _IntentValue>: Sendable {
    public var description: DisplayRepresentation?
    public var items: [IntentItem<Result>]

    public init(_ title: LocalizedStringResource, items: [Result]) {
        self.init(description: DisplayRepresentation(title: title), items: items.map(IntentItem.init))
    }

    public init(_ title: LocalizedStringResource, items: [IntentItem<Result>]) {
        self.init(description: DisplayRepresentation(title: title), items: items)
    }

    public init(_ title: LocalizedStringResource? = nil, @IntentItem<Result>.Builder itemsBuilder: () -> [IntentItem<Result>]) {
        self.init(description: title.map { DisplayRepresentation(title: $0) }, items: itemsBuilder())
    }

    public init(
        _ title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: DisplayRepresentation.Image? = nil,
        @IntentItem<Result>.Builder itemsBuilder: () -> [IntentItem<Result>]
    ) {
        self.init(description: DisplayRepresentation(title: title, subtitle: subtitle, image: image), items: itemsBuilder())
    }

    public init(items: [IntentItem<Result>]) {
        self.init(description: nil, items: items)
    }

    init(description: DisplayRepresentation?, items: [IntentItem<Result>]) {
        self.description = description
        self.items = items
    }

    /// Builds sections, or a single untitled section from bare items.
    @resultBuilder
    public enum Builder {
        public static func buildExpression(_ section: IntentItemSection<Result>) -> [IntentItemSection<Result>] { [section] }
        public static func buildExpression(_ sections: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] { sections }
        public static func buildExpression(_ item: IntentItem<Result>) -> [IntentItemSection<Result>] {
            [IntentItemSection(items: [item])]
        }
        public static func buildBlock(_ parts: [IntentItemSection<Result>]...) -> [IntentItemSection<Result>] {
            merge(parts.joined())
        }

        /// Consecutive untitled sections come from bare items: merge them into one.
        private static func merge(_ sections: some Sequence<IntentItemSection<Result>>) -> [IntentItemSection<Result>] {
            var merged: [IntentItemSection<Result>] = []
            for section in sections {
                if section.description == nil, let last = merged.last, last.description == nil {
                    merged[merged.count - 1].items += section.items
                } else {
                    merged.append(section)
                }
            }
            return merged
        }
        public static func buildOptional(_ part: [IntentItemSection<Result>]?) -> [IntentItemSection<Result>] { part ?? [] }
        public static func buildEither(first part: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] { part }
        public static func buildEither(second part: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] { part }
        public static func buildArray(_ parts: [[IntentItemSection<Result>]]) -> [IntentItemSection<Result>] { merge(parts.joined()) }
    }
}

/// One choice in a picker: a value and how it is shown.
public struct IntentItem<Value: _IntentValue>: Sendable {
    public var value: Value
    public var description: DisplayRepresentation

    public init(_ value: Value) {
        self.value = value
        self.description = value._displayRepresentation
    }

    public init(_ value: Value, title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: DisplayRepresentation.Image? = nil) {
        self.value = value
        self.description = DisplayRepresentation(title: title, subtitle: subtitle, image: image)
    }

    @resultBuilder
    public enum Builder {
        public static func buildExpression(_ item: IntentItem<Value>) -> [IntentItem<Value>] { [item] }
        public static func buildExpression(_ items: [IntentItem<Value>]) -> [IntentItem<Value>] { items }
        public static func buildBlock(_ parts: [IntentItem<Value>]...) -> [IntentItem<Value>] { Array(parts.joined()) }
        public static func buildOptional(_ part: [IntentItem<Value>]?) -> [IntentItem<Value>] { part ?? [] }
        public static func buildEither(first part: [IntentItem<Value>]) -> [IntentItem<Value>] { part }
        public static func buildEither(second part: [IntentItem<Value>]) -> [IntentItem<Value>] { part }
        public static func buildArray(_ parts: [[IntentItem<Value>]]) -> [IntentItem<Value>] { Array(parts.joined()) }
    }
}
