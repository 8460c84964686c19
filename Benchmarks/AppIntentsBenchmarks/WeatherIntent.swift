// The benchmarked intent: six parameters, one of each common kind, written the way Apple's
// sample code spells a widget configuration intent (Swift 5 mode, as that code is).
import AppIntents

enum ForecastTheme: String, AppEnum {
    case light, dark, sepia

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Theme"
    static var caseDisplayRepresentations: [ForecastTheme: DisplayRepresentation] = [
        .light: "Light",
        .dark: "Dark",
        .sepia: "Sepia",
    ]
}

struct CityEntity: AppEntity {
    let id: String
    let name: String

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "City"
    static var defaultQuery = CityQuery()

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)")
    }

    static let allCities: [CityEntity] = [
        CityEntity(id: "ams", name: "Amsterdam"),
        CityEntity(id: "ber", name: "Berlin"),
        CityEntity(id: "cph", name: "Copenhagen"),
        CityEntity(id: "lis", name: "Lisbon"),
        CityEntity(id: "lon", name: "London"),
        CityEntity(id: "osl", name: "Oslo"),
        CityEntity(id: "par", name: "Paris"),
        CityEntity(id: "sto", name: "Stockholm"),
    ]
}

struct CityQuery: EntityQuery {
    func entities(for identifiers: [CityEntity.ID]) async throws -> [CityEntity] {
        CityEntity.allCities.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [CityEntity] {
        CityEntity.allCities
    }

    func defaultResult() async -> CityEntity? {
        CityEntity.allCities.first
    }
}

struct ForecastIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Forecast"
    static var description = IntentDescription("Shows the weather forecast for a city.")

    @Parameter(title: "Label", default: "Today")
    var label: String

    @Parameter(title: "Days", default: 3, inclusiveRange: (1, 10))
    var days: Int

    @Parameter(title: "Show Details", default: true)
    var showDetails: Bool

    @Parameter(title: "Theme", default: .light)
    var theme: ForecastTheme

    @Parameter(title: "Starting")
    var start: Date?

    @Parameter(title: "City")
    var city: CityEntity

    static var parameterSummary: some ParameterSummary {
        When(\.$showDetails, .equalTo, true) {
            Summary("\(\.$city) for \(\.$days) days") {
                \.$label
                \.$theme
                \.$start
            }
        } otherwise: {
            Summary("\(\.$city)") {
                \.$label
                \.$showDetails
            }
        }
    }
}
