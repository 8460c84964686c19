import WidgetryWire

/// A list of results for a picker: a plain array or an `IntentItemCollection` with sections.
public protocol ResultsCollection<Result> {
    associatedtype Result: _IntentValue
    var items: [Result.ValueType] { get }
    var promptLabel: LocalizedStringResource? { get }
    var usesIndexedCollation: Bool { get }
    static var empty: Self { get }
    /// The results as picker sections, for the wire.
    var _optionSections: [ParameterOptions.Section] { get }
}

extension Array: ResultsCollection where Element: _IntentValue {
    public typealias Result = Element
    public var items: [Element.ValueType] { compactMap { $0 as? Element.ValueType } }
    public var promptLabel: LocalizedStringResource? { nil }
    public var usesIndexedCollation: Bool { false }
    public static var empty: [Element] { [] }
    public var _optionSections: [ParameterOptions.Section] {
        [ParameterOptions.Section(items: map { ParameterOptions.Item(value: $0._encode(), display: $0._displayRepresentation.displayText) })]
    }
}

/// Supplies a parameter's choices (and optionally its default) from code at edit time:
/// `@Parameter(title: "Hour", optionsProvider: HourOptions())`.
public protocol DynamicOptionsProvider {
    associatedtype Result: ResultsCollection
    associatedtype DefaultValue: _IntentValue = Result.Result
    func results() async throws -> Result
    func defaultResult() async -> DefaultValue?
}

extension DynamicOptionsProvider {
    public func defaultResult() async -> DefaultValue? { nil }

    public typealias Item<R> = IntentItem<R> where R: _IntentValue
    public typealias ItemSection<R> = IntentItemSection<R> where R: _IntentValue
    public typealias ItemCollection = IntentItemCollection
}

extension ParameterOptions {
    /// The items whose title or subtitle contains `text` the way Foundation's
    /// `localizedStandardContains` matches (ignoring case and diacritics), in their sections;
    /// empty sections are dropped. `nil` or blank text keeps everything.
    package func filtered(matching text: String?) -> ParameterOptions {
        guard let text, !text.allSatisfy(\.isWhitespace) else { return self }
        let needle = text.trimmingCharacters(in: .whitespaces)
        var result = self
        result.sections = sections.compactMap { section in
            var section = section
            section.items = section.items.filter { item in
                item.display.title.localizedStandardContains(needle) || item.display.subtitle?.localizedStandardContains(needle) == true
            }
            return section.items.isEmpty ? nil : section
        }
        return result
    }

    /// The options of any results collection.
    init(_ results: some ResultsCollection) {
        self.init(
            sections: results._optionSections,
            promptLabel: results.promptLabel?.description,
            usesIndexedCollation: results.usesIndexedCollation)
    }
}
