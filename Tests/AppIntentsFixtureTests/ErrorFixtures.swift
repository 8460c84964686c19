// Intents whose configuration can be incomplete or whose lookups fail, in Apple's spelling.
import AppIntents

/// A required parameter with neither `default:` nor a query: a new widget needs configuring.
struct NoteIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Note"

    @Parameter(title: "Text")
    var text: String

    @Parameter(title: "Pinned", default: false)
    var pinned: Bool
}

/// A font switch as a practice widget declares it: a `Bool` with no default.
struct FunFontIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Fun Font"

    @Parameter(title: "Fun Font")
    var funFont: Bool
}

struct Planet: AppEntity {
    let id: String
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Planet"
    static var defaultQuery = PlanetQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct PlanetCatalogueUnavailable: Error, CustomStringConvertible {
    var description: String { "the planet catalogue is offline" }
}

/// A query with no default and a lookup that fails.
struct PlanetQuery: EntityQuery {
    func entities(for identifiers: [Planet.ID]) async throws -> [Planet] {
        throw PlanetCatalogueUnavailable()
    }
}

struct PlanetIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Planet"

    @Parameter(title: "Planet")
    var planet: Planet
}
