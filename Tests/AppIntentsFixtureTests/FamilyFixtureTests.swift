import AppIntents
import Testing
import WidgetryWire

@Suite("Int, Double, String and Bool options; a Switch summary with sentences")
struct StockIntentTests {
    @Test func schemaCarriesEveryOption() throws {
        let schema = StockIntent.configurationSchema
        let symbol = try #require(schema.parameter("symbol"))
        #expect(symbol.inputOptions == StringInputOptions(keyboardType: "asciiCapable", capitalizationType: "allCharacters", multiline: false, autocorrect: false, smartQuotes: true, smartDashes: true))
        let days = try #require(schema.parameter("days"))
        #expect(days.description == "How many days of history to chart.")
        #expect(days.controlStyle == .field)
        #expect(days.range == NumericRange(lowerBound: 1, upperBound: 365))
        let lineWidth = try #require(schema.parameter("lineWidth"))
        #expect(lineWidth.kind == .double)
        #expect(lineWidth.controlStyle == .slider)
        #expect(lineWidth.range == NumericRange(lowerBound: 0.5, upperBound: 4))
        #expect(lineWidth.defaultValue == 1.5)
        #expect(schema.parameter("showChange")?.boolDisplayName == BoolDisplayName(true: "Percent", false: "Points"))
        #expect(schema.parameter("mode")?.enumType?.cases.first?.display == DisplayText(title: "Compact", subtitle: "One line", image: "systemName:text.alignleft"))
    }

    @Test func switchSummaryTree() {
        let expected = SummaryNode.switch(
            parameter: "mode",
            cases: [
                SummaryCase(value: "compact", then: .summary(template: [.text("Show "), .parameter("symbol"), .text(" compactly")], parameters: [])),
                SummaryCase(value: "chart", then: .summary(
                    template: [.text("Chart "), .parameter("symbol"), .text(" over "), .parameter("days"), .text(" days")],
                    parameters: ["lineWidth", "mode"])),
            ],
            default: .summary(template: [.text("Show "), .parameter("symbol"), .text(" in detail")], parameters: ["mode", "showChange"]))
        #expect(StockIntent.configurationSchema.summary == expected)
    }

    @Test func eachCaseShowsItsParameters() {
        let schema = StockIntent.configurationSchema
        #expect(schema.visibleParameters(values: ["mode": "compact"]) == ["symbol"])
        #expect(schema.visibleParameters(values: ["mode": "chart"]) == ["symbol", "days", "lineWidth", "mode"])
        #expect(schema.visibleParameters(values: ["mode": "detailed"]) == ["symbol", "mode", "showChange"])
    }

    @Test func outOfRangeNumbersAreRefusedWithTheirBounds() async {
        let found = await issues(StockIntent.self, ["days": 400, "lineWidth": 0.25])
        #expect(found == [
            ConfigurationIssue(parameter: "days", code: .outOfRange, message: "Days must be between 1 and 365; 400 is outside."),
            ConfigurationIssue(parameter: "lineWidth", code: .outOfRange, message: "Line Width must be between 0.5 and 4; 0.25 is outside."),
        ])
        #expect(await issues(StockIntent.self, ["days": 365, "lineWidth": 4]).isEmpty)
    }

    @Test func integersAreAcceptedForDoubles() async throws {
        let stock = try await StockIntent.decodeConfiguration(["lineWidth": 2])
        #expect(stock.lineWidth == 2.0)
        #expect(stock.configurationValues["lineWidth"] == .double(2))
    }
}

@Suite("Optional text, dates, date components, URLs, arrays; widget-family and nested conditions")
struct AgendaIntentTests {
    @Test func schemaKinds() throws {
        let schema = AgendaIntent.configurationSchema
        #expect(schema.description == nil)
        #expect(schema.parameters.map(\.kind) == [.string, .int, .date, .dateComponents, .url, .string])
        #expect(schema.parameter("start")?.dateKind == .date)
        #expect(schema.parameter("reminder")?.dateKind == .time)
        let tags = try #require(schema.parameter("tags"))
        #expect(tags.isArray)
        #expect(tags.arraySize == ArraySize(min: 1, max: 3))
        #expect(tags.defaultValue == ["work"])
    }

    @Test func visibilityFollowsFamilyAndValues() {
        let schema = AgendaIntent.configurationSchema
        #expect(schema.visibleParameters(values: ["calendarName": "Home", "daysAhead": 5], family: "systemSmall") == ["calendarName"])
        #expect(schema.visibleParameters(values: ["calendarName": nil, "daysAhead": 1], family: "systemMedium") == ["calendarName", "link"])
        #expect(schema.visibleParameters(values: ["calendarName": "", "daysAhead": 1], family: "systemMedium") == ["calendarName", "link"])
        #expect(schema.visibleParameters(values: ["calendarName": "Home", "daysAhead": 5], family: "systemMedium") == ["calendarName", "daysAhead", "start", "tags"])
        #expect(schema.visibleParameters(values: ["calendarName": "Work stuff", "daysAhead": 1], family: "systemLarge") == ["calendarName", "daysAhead", "reminder"])
        #expect(schema.visibleParameters(values: ["calendarName": "Home", "daysAhead": 1], family: "systemLarge") == ["calendarName", "daysAhead"])
    }

    @Test func datesComponentsAndURLsRoundTrip() async throws {
        let stored: Configuration = [
            "calendarName": "Work", "daysAhead": 3, "start": "2026-11-22T09:30:00.250Z",
            "reminder": ["hour": 9, "minute": 30, "timeZone": "Europe/Paris"], "link": "https://example.com/agenda?day=1",
            "tags": ["work", "travel"],
        ]
        let agenda = try await AgendaIntent.decodeConfiguration(stored)
        #expect(agenda.start == Date(timeIntervalSince1970: 1_795_339_800.25))
        #expect(agenda.reminder?.hour == 9)
        #expect(agenda.reminder?.minute == 30)
        #expect(agenda.reminder?.timeZone?.identifier == "Europe/Paris")
        #expect(agenda.link?.host == "example.com")
        #expect(agenda.tags == ["work", "travel"])
        #expect(agenda.configurationValues == stored)
        // A date without fractional seconds is read too, and stored in the canonical form.
        let plain = try await AgendaIntent.normalizedConfiguration(["start": "2026-11-22T09:30:00Z"])
        #expect(plain["start"] == "2026-11-22T09:30:00.000Z")
    }

    @Test func malformedDatesURLsAndSizesAreRefused() async {
        let found = await issues(AgendaIntent.self, [
            "start": "next tuesday", "reminder": ["fortnight": 2], "link": "not a url", "tags": ["a", "b", "c", "d"],
        ])
        #expect(found.map(\.code) == [.invalidFormat, .invalidFormat, .invalidFormat, .arraySize])
        #expect(found[0].message == "Start: “next tuesday” is not an ISO 8601 date such as 2026-11-22T09:30:00Z.")
        #expect(found[2].message == "Link: “not a url” is not a URL with a scheme such as https://.")
        #expect(found[3].message == "Tags allows at most 3 items; it has 4.")
        let empty = await issues(AgendaIntent.self, ["tags": []])
        #expect(empty.map(\.message) == ["Tags needs at least 1 item; it has 0."])
    }
}

@Suite("Entities with Int and UUID identifiers, query:, sections, per-family sizes, supportedValues")
struct ScoreboardIntentTests {
    @Test func schema() throws {
        let schema = ScoreboardIntent.configurationSchema
        #expect(schema.description == "Follow teams.")
        let teams = try #require(schema.parameter("teams"))
        #expect(teams.isArray && teams.kind == .entity)
        #expect(teams.arraySize?.perFamily == ["systemSmall": ArraySize(min: 1, max: 1), "systemMedium": ArraySize(min: 1, max: 2), "systemLarge": ArraySize(min: 4, max: 4)])
        #expect(schema.parameter("sensor")?.entityType?.isEnumerable == true)
        #expect(schema.parameter("modes")?.enumType?.cases.map(\.value) == ["chart", "detailed"])
        // A parameter without a title shows its property name.
        #expect(schema.parameter("nickname")?.title == "Nickname")
    }

    @Test func sectionedSuggestions() async throws {
        let options = try #require(try await ScoreboardIntent.parameterOptions(for: "teams"))
        #expect(options.sections.map(\.title) == ["North", "South"])
        #expect(options.sections.map { $0.items.map(\.value) } == [["1", "2"], ["10"]])
        #expect(options.items.first?.display == DisplayText(title: "Otters", subtitle: "North"))
        let searched = try #require(try await ScoreboardIntent.parameterOptions(for: "teams", matching: "south"))
        #expect(searched.sections.map(\.title) == ["South"])
    }

    @Test func enumerableQuerySuggestsAllEntities() async throws {
        let options = try #require(try await ScoreboardIntent.parameterOptions(for: "sensor"))
        #expect(options.items.map(\.display.title) == ["Kitchen", "Garden"])
    }

    @Test func entitiesRoundTripByIdentifier() async throws {
        let stored: Configuration = [
            "teams": ["2", "1"], "rival": "10", "sensor": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "modes": ["detailed"], "nickname": nil,
        ]
        let board = try await ScoreboardIntent.decodeConfiguration(stored, family: "systemMedium")
        #expect(board.teams.map(\.name) == ["Herons", "Otters"])
        #expect(board.rival?.name == "Foxes")
        #expect(board.sensor?.label == "Garden")
        #expect(board.modes == [.detailed])
        #expect(board.configurationValues == stored)
    }

    @Test func theParametersOwnQueryIsUsed() async {
        // Otters exist, but not in the southern query the `rival` parameter names.
        let found = await issues(ScoreboardIntent.self, ["rival": "1"])
        #expect(found.map(\.code) == [.unknownEntity])
        let options = try? await ScoreboardIntent.parameterOptions(for: "rival")
        #expect(options?.items.isEmpty == true)
    }

    @Test func sizesDependOnTheFamily() async {
        #expect(await issues(ScoreboardIntent.self, ["teams": ["1", "2"]], family: "systemSmall").map(\.code) == [.arraySize])
        #expect(await issues(ScoreboardIntent.self, ["teams": ["1", "2"]], family: "systemMedium").isEmpty)
        #expect(await issues(ScoreboardIntent.self, ["teams": ["1", "2"]], family: "systemLarge").map(\.message) == ["Teams needs at least 4 items; it has 2."])
    }

    @Test func unknownAndUnparsableIdentifiersAndUnsupportedCases() async {
        let found = await issues(ScoreboardIntent.self, ["teams": ["1", "99", "x"], "sensor": "not-a-uuid", "modes": ["compact"]])
        #expect(found.map(\.code) == [.unknownEntity, .unknownEntity, .unknownEnumCase])
        #expect(found[0].message == "Teams: no item with identifier “x” (it may have been removed).")
        #expect(found[2].message == "Favourite Modes cannot be \"compact\" here.")
    }
}

@Suite("oneOf, optional equatable, identifier comparisons and Switch on the widget family")
struct WeatherIntentTests {
    @Test func visibility() {
        let schema = WeatherIntent.configurationSchema
        #expect(schema.visibleParameters(values: ["mode": "chart", "units": "metric"], family: "accessoryInline") == ["units"])
        #expect(schema.visibleParameters(values: ["mode": "chart", "units": "metric"], family: "systemSmall") == ["mode", "units"])
        #expect(schema.visibleParameters(values: ["mode": nil, "team": "1", "units": "metric"], family: "systemSmall") == ["mode", "team"])
        #expect(schema.visibleParameters(values: ["mode": nil, "team": "10", "units": "imperial"], family: "systemSmall") == ["mode", "team", "units"])
        #expect(schema.visibleParameters(values: ["mode": nil, "team": nil, "units": "kelvin"], family: "systemSmall") == ["units"])
    }

    @Test func summaryEncodesAsJSONTheEditorReads() throws {
        let data = try JSONEncoder().encode(WeatherIntent.configurationSchema)
        let decoded = try JSONDecoder().decode(IntentSchema.self, from: data)
        #expect(decoded == WeatherIntent.configurationSchema)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""type":"when""#))
        #expect(text.contains(#""operator":"oneOf""#))
    }
}

@Suite("Incomplete configurations and failing lookups")
struct NeedsConfigurationTests {
    @Test func aRequiredParameterWithoutDefaultNeedsConfiguration() async {
        let (configuration, missing) = await NoteIntent.defaultConfiguration()
        #expect(configuration == ["pinned": false])
        #expect(missing?.needsConfiguration == true)
        #expect(missing?.issues == [ConfigurationIssue(parameter: "text", code: .missingValue, message: "Text needs a value.")])
        #expect(NoteIntent.configurationSchema.parameter("text")?.requiresValue == true)
        // Reading the values of an incomplete intent does not trap: the key is left out.
        #expect(NoteIntent().configurationValues == ["pinned": false])
    }

    /// A toggle is on or off: a Bool nobody set reads as off, as the edit form shows it.
    @Test func aBoolWithoutDefaultIsOff() async throws {
        let (configuration, missing) = await FunFontIntent.defaultConfiguration()
        #expect(missing == nil)
        #expect(await issues(FunFontIntent.self, [:]).isEmpty)
        #expect(try await FunFontIntent.decodeConfiguration([:], family: nil).funFont == false)
        #expect(FunFontIntent().funFont == false)
        _ = configuration
    }

    @Test func anExplicitNullForARequiredParameterIsMissing() async {
        let found = await issues(NoteIntent.self, ["text": nil])
        #expect(found.map(\.code) == [.missingValue])
    }

    @Test func aQueryWithoutDefaultLeavesTheEntityMissing() async {
        let (_, missing) = await PlanetIntent.defaultConfiguration()
        #expect(missing?.needsConfiguration == true)
    }

    @Test func aThrowingQueryIsReportedNotCrashed() async {
        let found = await issues(PlanetIntent.self, ["planet": "Mars"])
        #expect(found == [ConfigurationIssue(parameter: "planet", code: .queryFailed, message: "Planet: looking up the value failed: the planet catalogue is offline.")])
        #expect(ConfigurationError(issues: found).needsConfiguration == false)
    }

    @Test func optionsForAnUnknownParameterAreAnError() async {
        await #expect(throws: ConfigurationError.self) { try await NoteIntent.parameterOptions(for: "colour") }
    }
}

@Suite("Action intents")
struct ActionIntentTests {
    @Test func performReturnsAResult() async throws {
        let result = try await IncrementIntent(amount: 3).perform()
        #expect(result.value == nil)
        #expect(IncrementIntent(amount: 3).configurationValues == ["amount": 3])
        #expect(IncrementIntent.configurationSchema.parameters.map(\.key) == ["amount"])
    }

    @Test func widgetConfigurationIntentsNeedNoPerform() async throws {
        _ = try await FavoriteBook().perform()
    }
}
