/// Finds the entities of one type: by identifier (to resolve a stored configuration), as
/// suggestions for a picker, and a default for a new widget.
public protocol EntityQuery: DynamicOptionsProvider, PersistentlyIdentifiable, Sendable {
    associatedtype Entity: AppEntity
    associatedtype Result = [Entity]
    init()
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    func suggestedEntities() async throws -> Result
}

extension EntityQuery {
    /// Nothing is suggested unless the query says so.
    public func suggestedEntities() async throws -> Result { Result.empty }
    public func results() async throws -> Result { try await suggestedEntities() }
}

/// A query a picker can search with the text a person types.
public protocol EntityStringQuery: EntityQuery {
    func entities(matching string: String) async throws -> Result
}

/// A query that can list every entity; its suggestions default to all of them.
public protocol EnumerableEntityQuery: EntityQuery {
    func allEntities() async throws -> Result
}

extension EnumerableEntityQuery {
    public func suggestedEntities() async throws -> Result { try await allEntities() }
}
