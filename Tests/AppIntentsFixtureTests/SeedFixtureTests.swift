import AppIntents
import Testing
import WidgetryWire

/// Decodes and returns the issues (empty when the configuration is accepted).
func issues<Intent: AppIntent>(_ type: Intent.Type, _ configuration: Configuration, family: String? = nil) async -> [ConfigurationIssue] {
    do {
        _ = try await Intent.decodeConfiguration(configuration, family: family)
        return []
    } catch {
        return error.issues
    }
}

@Suite("Making a configurable widget: the character picker")
struct SelectCharacterTests {
    @Test func schemaDescribesTheEntityParameter() throws {
        let schema = SelectCharacterIntent.configurationSchema
        #expect(schema.typeName == "SelectCharacterIntent")
        #expect(schema.title == "Select Character")
        #expect(schema.description == "Selects the character to display information for.")
        #expect(schema.summary == nil)
        #expect(schema.parameters.map(\.key) == ["character"])
        let character = try #require(schema.parameter("character"))
        #expect(character.title == "Character")
        #expect(character.kind == .entity)
        #expect(!character.isOptional && !character.isArray)
        #expect(character.defaultValue == nil)
        #expect(character.hasDynamicDefault)
        #expect(character.hasDynamicOptions)
        #expect(!character.isSearchable)
        #expect(character.entityType == EntityTypeSchema(typeName: "CharacterDetail", typeDisplayName: "Character", queryTypeName: "CharacterQuery", isEnumerable: false))
    }

    @Test func defaultComesFromTheQuerysDefaultResult() async {
        let (configuration, missing) = await SelectCharacterIntent.defaultConfiguration()
        #expect(configuration == ["character": "Power Panda"])
        #expect(missing == nil)
    }

    @Test func decodingResolvesTheEntityThroughItsQuery() async throws {
        let intent = try await SelectCharacterIntent.decodeConfiguration(["character": "Unipony"])
        #expect(intent.character.id == "Unipony")
        #expect(intent.character.avatar == "🦄")
        #expect(intent.character.healthLevel == 0.67)
        #expect(intent.configurationValues == ["character": "Unipony"])
    }

    @Test func theSeedsInitializerSetsTheValue() {
        let spouty = CharacterDetail.allCharacters[2]
        #expect(SelectCharacterIntent(character: spouty).configurationValues == ["character": "Spouty"])
    }

    @Test func anUnknownCharacterIsRefusedByName() async {
        let found = await issues(SelectCharacterIntent.self, ["character": "Nobody"])
        #expect(found.map(\.code) == [.unknownEntity])
        #expect(found.first?.message == "Character: no item with identifier “Nobody” (it may have been removed).")
    }

    @Test func suggestionsAreTheAvailableCharacters() async throws {
        let options = try #require(try await SelectCharacterIntent.parameterOptions(for: "character"))
        #expect(options.items.map(\.value) == ["Power Panda", "Unipony", "Spouty"])
        #expect(options.items.map(\.display.title) == ["🐼 Power Panda", "🦄 Unipony", "🐳 Spouty"])
        // The query cannot search, so the picker filters its suggestions by title.
        let filtered = try #require(try await SelectCharacterIntent.parameterOptions(for: "character", matching: "uni"))
        #expect(filtered.items.map(\.value) == ["Unipony"])
    }
}

@Suite("The WidgetConfigurationIntent reference: favorite book and soup")
struct FavoriteSoupTests {
    @Test func bookDefaultsRoundTrip() async throws {
        let (configuration, missing) = await FavoriteBook.defaultConfiguration()
        #expect(missing == nil)
        #expect(configuration == ["title": "The Swift Programming Language", "author": "Apple Inc."])
        let book = try await FavoriteBook.decodeConfiguration(["title": "Dune"])
        #expect(book.title == "Dune")
        #expect(book.author == "Apple Inc.")
    }

    @Test func soupSchema() throws {
        let schema = FavoriteSoup.configurationSchema
        #expect(schema.parameters.map(\.key) == ["name", "shuffle", "interval"])
        #expect(schema.parameter("name")?.isOptional == true)
        #expect(schema.parameter("name")?.kind == .string)
        #expect(schema.parameter("shuffle")?.defaultValue == true)
        let interval = try #require(schema.parameter("interval"))
        #expect(interval.kind == .enum)
        #expect(interval.defaultValue == "daily")
        #expect(interval.enumType?.typeName == "RefreshInterval")
        #expect(interval.enumType?.typeDisplayName == "Refresh Interval")
        #expect(interval.enumType?.cases.map(\.value) == ["hourly", "daily", "weekly"])
        #expect(interval.enumType?.cases.map(\.display.title) == ["Every Hour", "Every Day", "Every Week"])
    }

    @Test func soupSummaryIsAWhenOnShuffle() {
        let expected = SummaryNode.when(
            SummaryCondition(parameter: "shuffle", operator: .equalTo, values: [true]),
            then: .summary(template: nil, parameters: ["name", "shuffle", "interval"]),
            otherwise: .summary(template: nil, parameters: ["name", "shuffle"]))
        #expect(FavoriteSoup.configurationSchema.summary == expected)
    }

    @Test func intervalIsShownOnlyWhileShuffling() {
        let schema = FavoriteSoup.configurationSchema
        #expect(schema.visibleParameters(values: ["shuffle": true, "interval": "daily"]) == ["name", "shuffle", "interval"])
        #expect(schema.visibleParameters(values: ["shuffle": false, "interval": "daily"]) == ["name", "shuffle"])
    }

    @Test func soupRoundTripsEveryValue() async throws {
        let stored: Configuration = ["name": "Minestrone", "shuffle": false, "interval": "weekly"]
        let soup = try await FavoriteSoup.decodeConfiguration(stored)
        #expect(soup.name == "Minestrone")
        #expect(soup.shuffle == false)
        #expect(soup.interval == .weekly)
        #expect(soup.configurationValues == stored)
        let cleared = try await FavoriteSoup.decodeConfiguration(["name": nil])
        #expect(cleared.name == nil)
        #expect(cleared.configurationValues == ["name": nil, "shuffle": true, "interval": "daily"])
    }

    @Test func anUnknownRefreshIntervalIsRefused() async {
        let found = await issues(FavoriteSoup.self, ["interval": "monthly"])
        #expect(found == [ConfigurationIssue(parameter: "interval", code: .unknownEnumCase, message: "Refresh has no choice “monthly”.")])
    }
}

@Suite("Anatomy of a Configurable Widget: emoji, age, weekday, hour and time zone")
struct EmojiIntentTests {
    @Test func schemaInDeclarationOrder() throws {
        let schema = MyConfigurationIntent.configurationSchema
        #expect(schema.title == "Configuration")
        #expect(schema.description == "This is an example widget.")
        #expect(schema.parameters.map(\.key) == ["favouriteEmoji", "age", "showBackground", "hour", "weekday", "timeZone"])
        #expect(schema.parameters.map(\.kind) == [.string, .int, .bool, .int, .enum, .entity])
        #expect(schema.parameters.map(\.defaultValue) == ["😃", 18, false, nil, 6, nil])

        let hour = try #require(schema.parameter("hour"))
        #expect(hour.hasDynamicOptions && hour.hasDynamicDefault && !hour.isSearchable)

        let weekday = try #require(schema.parameter("weekday"))
        #expect(weekday.enumType?.cases.map(\.value) == [1, 2, 3, 4, 5, 6, 7])
        #expect(weekday.enumType?.cases.map(\.display.title).first == "Sunday")

        let timeZone = try #require(schema.parameter("timeZone"))
        #expect(timeZone.isOptional)
        #expect(timeZone.isSearchable)
        #expect(timeZone.entityType?.typeDisplayName == "TimeZone")
        #expect(timeZone.entityType?.queryTypeName == "TimeZoneQuery")
    }

    @Test func defaultsIncludeTheOptionsProvidersDefaultResult() async {
        let (configuration, missing) = await MyConfigurationIntent.defaultConfiguration()
        #expect(missing == nil)
        #expect(configuration == [
            "favouriteEmoji": "😃", "age": 18, "showBackground": false, "hour": 16, "weekday": 6, "timeZone": nil,
        ])
    }

    @Test func hourOptionsComeFromTheProvider() async throws {
        let options = try #require(try await MyConfigurationIntent.parameterOptions(for: "hour"))
        #expect(options.items.map(\.value) == (0...24).map { .int($0) })
        #expect(options.items[16].display.title == "16")
    }

    @Test func weekdayOptionsAreTheCases() async throws {
        let options = try #require(try await MyConfigurationIntent.parameterOptions(for: "weekday"))
        #expect(options.items.map(\.display.title) == ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"])
    }

    @Test func timeZonesAreSearchedWithTheStringQuery() async throws {
        let options = try #require(try await MyConfigurationIntent.parameterOptions(for: "timeZone", matching: "Berlin"))
        #expect(options.items.map(\.value) == ["Europe/Berlin"])
        #expect(try await MyConfigurationIntent.parameterOptions(for: "favouriteEmoji") == nil)
    }

    @Test func fullConfigurationRoundTrips() async throws {
        let stored: Configuration = [
            "favouriteEmoji": "🦊", "age": 42, "showBackground": true, "hour": 7, "weekday": 2, "timeZone": "Asia/Tokyo",
        ]
        let intent = try await MyConfigurationIntent.decodeConfiguration(stored)
        #expect(intent.favouriteEmoji == "🦊")
        #expect(intent.age == 42)
        #expect(intent.showBackground)
        #expect(intent.hour == 7)
        #expect(intent.weekday == .Monday)
        #expect(intent.timeZone?.timezone.identifier == "Asia/Tokyo")
        #expect(intent.configurationValues == stored)
    }

    @Test func everyBadValueIsReportedAtOnceAndNothingIsApplied() async {
        let found = await issues(MyConfigurationIntent.self, [
            "favouriteEmoji": 5, "age": "eighteen", "showBackground": "yes", "hour": 1.5, "weekday": 9,
            "timeZone": "Mars/Olympus_Mons", "colour": "red",
        ])
        #expect(found.map(\.parameter) == ["colour", "favouriteEmoji", "age", "showBackground", "hour", "weekday", "timeZone"])
        #expect(found.map(\.code) == [.unknownParameter, .wrongType, .wrongType, .wrongType, .wrongType, .unknownEnumCase, .unknownEntity])
        #expect(found[0].message == "Configuration has no parameter “colour”.")
        #expect(found[1].message == "Favourite Emoji must be text, not an integer.")
        #expect(found[2].message == "Age must be a whole number, not a string.")
        #expect(found[3].message == "Show Background must be true or false, not a string.")
        #expect(found[4].message == "Hour must be a whole number, not 1.5.")
    }

    /// A number too large for a whole number says so, rather than "not a number".
    @Test func aWholeNumberTooLargeToHoldIsSaidToBeTooLarge() async {
        let found = await issues(MyConfigurationIntent.self, ["age": 99999999999999999999.0])
        #expect(found.map(\.code) == [.wrongType])
        #expect(found.first?.message == "Age must be a whole number between −9,007,199,254,740,991 and 9,007,199,254,740,991; 1e+20 is too large.")
    }
}
