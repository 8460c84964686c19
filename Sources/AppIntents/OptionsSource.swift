import WidgetryWire

extension _OptionsSource {
    /// Choices, default and lookups from an entity query: searching uses `entities(matching:)`
    /// when the query is an `EntityStringQuery`, else filters `suggestedEntities()` by title.
    init<Query: EntityQuery>(query: Query) {
        self.init(
            options: { matching in
                if let matching, !matching.isEmpty, let searchable = query as? any EntityStringQuery {
                    return try await Self.search(searchable, for: matching)
                }
                return ParameterOptions(try await query.suggestedEntities()).filtered(matching: matching)
            },
            defaultResult: { await query.defaultResult()?._encode() },
            entities: { identifiers in try await lookUp(identifiers, in: query) },
            isSearchable: query is any EntityStringQuery)
    }

    /// Choices and default from an `optionsProvider:`; searching filters its results by title.
    init<Provider: DynamicOptionsProvider>(provider: Provider) {
        let box: any OptionsProviderBox = ProviderBox(provider: provider)
        self.init(
            options: { matching in try await box.options().filtered(matching: matching) },
            defaultResult: { await box.defaultResult() },
            entities: nil,
            isSearchable: false)
    }

    private static func search<Query: EntityStringQuery>(_ query: Query, for text: String) async throws -> ParameterOptions {
        ParameterOptions(try await query.entities(matching: text))
    }
}

/// Calls `query.entities(for:)` with identifier strings parsed into the entity's ID type;
/// strings that do not parse are skipped (and so reported unknown by the caller).
func lookUp<Query: EntityQuery>(_ identifiers: [String], in query: Query) async throws -> [Query.Entity] {
    let ids = identifiers.compactMap { Query.Entity.ID.entityIdentifier(for: $0) }
    return try await query.entities(for: ids)
}

/// An options provider behind a non-generic face, so the closures of `_OptionsSource` hold no
/// generic types. Authors' providers are rarely marked `Sendable` (Apple's protocol does not
/// ask it); the host only calls `results()` and `defaultResult()`, which read the provider.
private protocol OptionsProviderBox: Sendable {
    func options() async throws -> ParameterOptions
    func defaultResult() async -> ConfigurationValue?
}

private struct ProviderBox<Provider: DynamicOptionsProvider>: OptionsProviderBox, @unchecked Sendable {
    let provider: Provider
    func options() async throws -> ParameterOptions { ParameterOptions(try await provider.results()) }
    func defaultResult() async -> ConfigurationValue? { await provider.defaultResult()?._encode() }
}
