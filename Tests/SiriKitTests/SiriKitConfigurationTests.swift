import Foundation
import Testing
import WidgetKit
import WidgetryWire
@testable import MigratedWidgets
@testable import SiriKitWidgets

/// The runner of `widget`, as the extension runtime drives it.
@MainActor
func runner<W: Widget>(_ widget: W) throws -> any WidgetRunner {
    try #require(widget.resolvedWidget).runner
}

func texts(_ archive: TimelineArchive) -> [String] {
    archive.entries.first?.variants.first?.allNodes.compactMap { $0.text?.runs.map(\.string).joined() } ?? []
}

let small = RenderRequest(family: .systemSmall, colorSchemes: [.light])

@Suite("SiriKit-configured widgets in the extension")
struct SiriKitConfigurationTests {
    @Test func theSchemaComesFromTheDefinition() async throws {
        let schema = try #require(try await runner(HeroDetailWidget()).intentSchema)
        #expect(schema.typeName == "SelectHeroIntent" && schema.title == "Select Hero" && schema.description == "Pick the hero the widget follows.")
        #expect(schema.parameters.map(\.key) == ["hero", "theme", "sidekicks", "showsHealth", "potions"])
        let hero = try #require(schema.parameter("hero"))
        #expect(hero.kind == .entity && hero.hasDynamicOptions && hero.hasDynamicDefault && hero.entityType?.typeDisplayName == "Hero")
        let theme = try #require(schema.parameter("theme"))
        #expect(theme.kind == .enum && theme.defaultValue == "lagoon" && theme.enumType?.cases.map(\.display.title) == ["Volcano", "Lagoon"])
        #expect(schema.parameter("sidekicks")?.isArray == true && schema.parameter("sidekicks")?.isSearchable == true)
        #expect(schema.parameter("showsHealth")?.boolDisplayName == BoolDisplayName(true: "Shown", false: "Hidden"))
        #expect(schema.parameter("potions")?.range == NumericRange(lowerBound: 1, upperBound: 9))
    }

    /// A parameter with a parent in the definition is shown while the parent has a value.
    @Test func relationshipsShowAParameterOnlyWithItsParent() async throws {
        let schema = try #require(try await runner(MessageWidget()).intentSchema)
        let summary = try #require(schema.summary)
        #expect(summary.visibleParameters(values: [:]) == ["message", "link", "scale"])
        #expect(summary.visibleParameters(values: ["message": "Hello there"]) == ["message", "startDate", "link", "scale"])
        #expect(try await runner(HeroDetailWidget()).intentSchema?.summary == nil)
    }

    @Test func optionsComeFromTheHandlersCompletionAndAsyncForms() async throws {
        let heroes = try await runner(HeroDetailWidget())
        let options = try #require(try await heroes.options(for: "hero", matching: nil))
        #expect(options.sections.map(\.title) == ["Heroes"])
        #expect(options.items.map(\.display.title) == ["Spouty", "Egghead", "Mr. Spuff"])
        #expect(options.items[1].value == ["identifier": "egghead", "displayString": "Egghead", "properties": ["health": 35]])
        // The async form with search: the handler filters.
        let sidekicks = try #require(try await heroes.options(for: "sidekicks", matching: "egg"))
        #expect(sidekicks.items.map(\.display.title) == ["Egghead"])
        // Strings (NSString) from a completion handler with a search term.
        let messages = try #require(try await runner(MessageWidget()).options(for: "message", matching: nil))
        #expect(messages.items.map(\.value) == ["Good morning", "Hello there", "Good night"])
        // An enum's cases need no handler.
        #expect(try await heroes.options(for: "theme", matching: "vol")?.items.map(\.value) == ["volcano"])
        await #expect(throws: ConfigurationError.self) { try await heroes.options(for: "nope", matching: nil) }
    }

    @Test func aNewWidgetTakesTheDefinitionsDefaultsAndTheHandlersDefault() async throws {
        let heroes = try await runner(HeroDetailWidget())
        let (configuration, missing) = await heroes.defaultConfiguration(family: .systemSmall)
        #expect(missing == nil)
        #expect(configuration == ["hero": ["identifier": "spouty", "displayString": "Spouty", "properties": ["health": 80]], "theme": "lagoon", "showsHealth": true, "potions": 3])
        let timeline = try await heroes.timeline(configuration: configuration, small)
        #expect(texts(timeline) == ["Spouty", "Health 80", "Theme lagoon"])
    }

    @Test func aPickedOptionIsStoredAsTheHandlerGaveItAndRendered() async throws {
        let heroes = try await runner(HeroDetailWidget())
        // The client's display string is not trusted: the handler's object is stored.
        let stored = try await heroes.normalized(
            ["hero": ["identifier": "egghead", "displayString": "Mallory"], "theme": "volcano", "sidekicks": [["identifier": "mrspuff", "displayString": "x"]]],
            family: .systemSmall)
        #expect(stored["hero"] == ["identifier": "egghead", "displayString": "Egghead", "properties": ["health": 35]])
        #expect(stored["sidekicks"] == [["identifier": "mrspuff", "displayString": "Mr. Spuff"]])
        let timeline = try await heroes.timeline(configuration: stored, small)
        #expect(texts(timeline) == ["Egghead", "Health 35", "Theme volcano", "With Mr. Spuff"])
    }

    @Test func badValuesGetPerFieldErrors() async throws {
        let heroes = try await runner(HeroDetailWidget())
        do {
            _ = try await heroes.normalized(
                ["hero": ["identifier": "ghost", "displayString": "Ghost"], "theme": "desert", "potions": 12, "showsHealth": "yes", "color": "red"],
                family: .systemSmall)
            Issue.record("bad values must be refused")
        } catch {
            #expect(error.issue(for: "hero")?.code == .unknownEntity && error.issue(for: "hero")?.identifiers == ["ghost"])
            #expect(error.issue(for: "theme")?.message == "Theme has no choice “desert”.")
            #expect(error.issue(for: "potions")?.message == "Potions must be between 1 and 9; 12 is outside.")
            #expect(error.issue(for: "showsHealth")?.code == .wrongType)
            #expect(error.issue(for: "color")?.code == .unknownParameter)
        }
    }

    @Test func templateShapesEnumArraysNumbersDatesAndURLs() async throws {
        let counter = try await runner(CounterWidget())
        let stored = try await counter.normalized(["units": ["cups", "pages"], "goal": [8, 20]], family: .systemSmall)
        #expect(stored == ["title": "Today", "units": ["cups", "pages"], "goal": [8, 20]])
        #expect(texts(try await counter.timeline(configuration: stored, small)) == ["Today", "cups + pages", "8/20"])
        let message = try await runner(MessageWidget())
        let configuration: Configuration = ["message": "Hello there", "startDate": ["year": 2026, "month": 11, "day": 24], "link": "https://example.com/a"]
        let timeline = try await message.timeline(configuration: try await message.normalized(configuration, family: .systemSmall), small)
        #expect(texts(timeline) == ["Hello there", "×1.5 from day 24 at example.com"])
    }

    @Test func recommendationsCarryTheIntentsValues() async throws {
        let recommendations = await (try runner(HeroDetailWidget())).recommendations()
        #expect(recommendations.map(\.description) == ["Egghead"])
        #expect(recommendations.first?.configuration == ["hero": ["identifier": "egghead", "displayString": "Egghead"], "theme": "volcano"])
    }

    /// Apple's WWDC23 shape: both branches compile, and on Linux the App Intents one runs.
    @Test func theAvailabilityCheckedWidgetRunsItsAppIntentsBranch() async throws {
        let schema = try #require(try await runner(HeroCompatWidget()).intentSchema)
        #expect(schema.typeName == "SelectHeroAppIntent")
    }

    /// The same stored configuration read by the App Intent that replaced the SiriKit one.
    @Test func aMigratedAppIntentReadsTheSiriKitConfiguration() async throws {
        let siriKit = try await runner(HeroDetailWidget())
        let stored = try await siriKit.normalized(["hero": ["identifier": "egghead", "displayString": "Egghead"], "theme": "volcano"], family: .systemSmall)
        let migrated = try await runner(MigratedHeroDetailWidget())
        #expect(texts(try await migrated.timeline(configuration: stored, small)) == ["Egghead", "Health 35", "Theme volcano", "App Intents"])
        #expect(try await migrated.normalized(stored, family: .systemSmall)["hero"] == "egghead")
    }
}
