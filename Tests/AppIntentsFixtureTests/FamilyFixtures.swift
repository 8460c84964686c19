// Intents that use every parameter family and summary form Apple offers for widget
// configuration, in Apple's spelling, Swift 5 mode.
import AppIntents

enum DisplayMode: String, AppEnum {
    case compact, detailed, chart

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Display Mode"
    static var caseDisplayRepresentations: [DisplayMode: DisplayRepresentation] = [
        .compact: DisplayRepresentation(title: "Compact", subtitle: "One line", image: .init(systemName: "text.alignleft")),
        .detailed: "Detailed",
        .chart: "Chart",
    ]
}

/// A `Switch` summary with cases and a default, and a summary sentence.
struct StockIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Stock"
    static var description = IntentDescription("Shows a stock quote.")

    @Parameter(title: "Symbol", default: "AAPL", inputOptions: String.IntentInputOptions(keyboardType: .asciiCapable, capitalizationType: .allCharacters, autocorrect: false))
    var symbol: String

    @Parameter(title: "Mode", default: .compact)
    var mode: DisplayMode

    @Parameter(title: "Days", description: "How many days of history to chart.", default: 30, controlStyle: .field, inclusiveRange: (1, 365))
    var days: Int

    @Parameter(title: "Line Width", default: 1.5, controlStyle: .slider, inclusiveRange: (0.5, 4.0))
    var lineWidth: Double

    @Parameter(title: "Show Change", default: true, displayName: Bool.IntentDisplayName(true: "Percent", false: "Points"))
    var showChange: Bool

    static var parameterSummary: some ParameterSummary {
        Switch(\.$mode) {
            Case(.compact) {
                Summary("Show \(\.$symbol) compactly")
            }
            Case(.chart) {
                Summary("Chart \(\.$symbol) over \(\.$days) days") {
                    \.$lineWidth
                    \.$mode
                }
            }
            DefaultCase {
                Summary("Show \(\.$symbol) in detail") {
                    \.$mode
                    \.$showChange
                }
            }
        }
    }
}

/// Widget-family conditions, comparisons, has-value and string operators.
struct AgendaIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Agenda"

    @Parameter(title: "Calendar Name")
    var calendarName: String?

    @Parameter(title: "Days Ahead", default: 1, inclusiveRange: (0, 14))
    var daysAhead: Int

    @Parameter(title: "Start", kind: .date)
    var start: Date?

    @Parameter(title: "Reminder Time", kind: .time)
    var reminder: DateComponents?

    @Parameter(title: "Link")
    var link: URL?

    @Parameter(title: "Tags", default: ["work"], size: IntentCollectionSize(min: 1, max: 3))
    var tags: [String]

    static var parameterSummary: some ParameterSummary {
        When(widgetFamily: .equalTo, .systemSmall) {
            Summary {
                \.$calendarName
            }
        } otherwise: {
            When(\.$calendarName, .hasAnyValue) {
                When(\.$daysAhead, .greaterThan, 3) {
                    Summary {
                        \.$calendarName
                        \.$daysAhead
                        \.$start
                        \.$tags
                    }
                } otherwise: {
                    When(\.$calendarName, .hasPrefix, "Work") {
                        Summary {
                            \.$calendarName
                            \.$daysAhead
                            \.$reminder
                        }
                    } otherwise: {
                        Summary {
                            \.$calendarName
                            \.$daysAhead
                        }
                    }
                }
            } otherwise: {
                Summary {
                    \.$calendarName
                    \.$link
                }
            }
        }
    }
}

/// Integer and UUID entity identifiers, an `EnumerableEntityQuery`, a `query:` parameter,
/// arrays of entities with a per-family size, and sectioned suggestions.
struct Team: AppEntity {
    let id: Int
    let name: String
    let league: String

    static var typeDisplayRepresentation: TypeDisplayRepresentation = TypeDisplayRepresentation(name: "Team")
    static var defaultQuery = TeamQuery()
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(league)")
    }

    static let all = [
        Team(id: 1, name: "Otters", league: "North"),
        Team(id: 2, name: "Herons", league: "North"),
        Team(id: 10, name: "Foxes", league: "South"),
    ]
}

struct TeamQuery: EntityQuery {
    func entities(for identifiers: [Team.ID]) async throws -> [Team] {
        Team.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> IntentItemCollection<Team> {
        ItemCollection {
            ItemSection("North") {
                for team in Team.all where team.league == "North" {
                    Item(team)
                }
            }
            ItemSection("South", items: Team.all.filter { $0.league == "South" })
        }
    }
}

/// Only the southern teams: a query passed with `query:`.
struct SouthTeamQuery: EntityQuery {
    func entities(for identifiers: [Team.ID]) async throws -> [Team] {
        Team.all.filter { identifiers.contains($0.id) && $0.league == "South" }
    }
}

struct Sensor: AppEntity {
    let id: UUID
    let label: String
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Sensor"
    static var defaultQuery = SensorQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(label)") }

    static let kitchen = Sensor(id: UUID(uuidString: "7D444840-9DC0-11D1-B245-5FFDCE74FAD2")!, label: "Kitchen")
    static let garden = Sensor(id: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!, label: "Garden")
}

struct SensorQuery: EnumerableEntityQuery {
    func allEntities() async throws -> [Sensor] { [Sensor.kitchen, Sensor.garden] }
    func entities(for identifiers: [Sensor.ID]) async throws -> [Sensor] {
        [Sensor.kitchen, Sensor.garden].filter { identifiers.contains($0.id) }
    }
}

struct ScoreboardIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Scoreboard"
    static var description: IntentDescription = "Follow teams."

    @Parameter(title: "Teams", size: [.systemSmall: 1, .systemMedium: IntentCollectionSize(min: 1, max: 2), .systemLarge: 4])
    var teams: [Team]

    @Parameter(title: "Rival", query: SouthTeamQuery())
    var rival: Team?

    @Parameter(title: "Sensor")
    var sensor: Sensor?

    @Parameter(title: "Favourite Modes", default: [.chart], supportedValues: [.chart, .detailed])
    var modes: [DisplayMode]

    @Parameter
    var nickname: String?

    static var parameterSummary: some ParameterSummary {
        When(\.$teams, .hasAnyValue) {
            Summary {
                \.$teams
                \.$rival
                \.$sensor
                \.$modes
                \.$nickname
            }
        } otherwise: {
            Summary {
                \.$teams
            }
        }
    }
}

/// `oneOf`, optional-equatable and identifier comparisons, `Switch` on the widget family.
struct WeatherIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Weather"

    @Parameter(title: "Mode")
    var mode: DisplayMode?

    @Parameter(title: "Team")
    var team: Team?

    @Parameter(title: "Units", default: "metric")
    var units: String

    static var parameterSummary: some ParameterSummary {
        Switch(.widgetFamily) {
            Case(.accessoryInline) {
                Summary {
                    \.$units
                }
            }
            DefaultCase {
                When(\.$mode, .equalTo, .chart) {
                    Summary {
                        \.$mode
                        \.$units
                    }
                } otherwise: {
                    When(\.$team, identifier: .oneOf, [1, 2]) {
                        Summary {
                            \.$mode
                            \.$team
                        }
                    } otherwise: {
                        When(\.$units, .oneOf, ["metric", "imperial"]) {
                            Summary {
                                \.$mode
                                \.$team
                                \.$units
                            }
                        } otherwise: {
                            Summary {
                                \.$units
                            }
                        }
                    }
                }
            }
        }
    }
}

/// A button intent with `perform()`, as interactive widgets use.
struct IncrementIntent: AppIntent {
    static var title: LocalizedStringResource = "Increment"

    @Parameter(title: "Amount", default: 1)
    var amount: Int

    init() {}
    init(amount: Int) { self.amount = amount }

    func perform() async throws -> some IntentResult {
        return .result()
    }
}
