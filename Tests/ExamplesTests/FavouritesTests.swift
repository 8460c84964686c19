// The Favourites extension on a virtual clock: the blog's favourite-emoji widget (every
// parameter type, an options provider, an enum, a searchable entity), the favourite soup's
// `When` summary and shuffle, the favourite book.
import FavouritesWidgets
import Foundation
import Testing
import WidgetKit
import WidgetKitTesting
import WidgetryWire

/// Times as Foundation formats them put a narrow no-break space before AM and PM.
func plainSpaces(_ text: String) -> String {
    text.replacingOccurrences(of: "\u{202F}", with: " ")
}

@Suite("Favourites")
struct FavouritesTests {
    @Test func theFavouriteEmojiIntentDescribesEveryParameterType() async throws {
        let home = try await WidgetTestHost(FavouritesBundle())
        defer { Task { await home.shutdown() } }
        let widget = try home.host.widget(extensionID: home.host.extensions[0].id, kind: "FavouriteEmoji")
        let parameters = try #require(widget.intent?.parameters)
        #expect(parameters.map(\.key) == ["favouriteEmoji", "age", "showBackground", "hour", "weekday", "timeZone"])
        #expect(parameters.map(\.kind) == [.string, .int, .bool, .int, .enum, .entity])
        #expect(parameters[3].hasDynamicOptions && parameters[3].hasDynamicDefault)
        #expect(parameters[4].enumType?.cases.map(\.display.title) == ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"])
        #expect(parameters[5].isOptional && parameters[5].isSearchable)
    }

    @Test func defaultsFillANewWidgetIncludingTheOptionsProvidersHour() async throws {
        let home = try await WidgetTestHost(FavouritesBundle())
        defer { Task { await home.shutdown() } }
        let widget = try await home.place("FavouriteEmoji")
        let configuration = try await home.host.instance(widget.id).configuration
        #expect(configuration["favouriteEmoji"] == "😃")
        #expect(configuration["hour"] == 16)
        #expect(configuration["weekday"] == 6)
        let texts = try await widget.texts()
        #expect(texts.contains("😃"))
        #expect(texts.contains("Age 18"))
        #expect(texts.contains("Friday"))
        #expect(try await plainSpaces(widget.renderedText()).contains("4:00 PM"))
    }

    @Test func theHourPickerAndTheTimeZoneSearch() async throws {
        let home = try await WidgetTestHost(FavouritesBundle())
        defer { Task { await home.shutdown() } }
        let widget = try await home.place("FavouriteEmoji")
        let hours = try #require(try await home.host.options(instanceID: widget.id, parameter: "hour"))
        #expect(hours.sections.flatMap(\.items).map(\.value) == (0...23).map { .int($0) })
        let zones = try #require(try await home.host.options(instanceID: widget.id, parameter: "timeZone", matching: "tokyo"))
        #expect(zones.sections.flatMap(\.items).map(\.value) == ["Asia/Tokyo"])
        let suggested = try #require(try await home.host.options(instanceID: widget.id, parameter: "timeZone"))
        #expect(suggested.sections.flatMap(\.items).map(\.value).contains("Europe/London"))
    }

    @Test func aConfiguredWidgetShowsTheHourInItsTimeZone() async throws {
        let home = try await WidgetTestHost(FavouritesBundle())
        defer { Task { await home.shutdown() } }
        let widget = try await home.place("FavouriteEmoji", family: .systemMedium)
        try await widget.configure(["favouriteEmoji": "🦊", "hour": 9, "weekday": 2, "timeZone": "Asia/Tokyo", "showBackground": true])
        let texts = try await widget.texts()
        #expect(texts.contains("🦊"))
        #expect(texts.contains("Monday"))
        #expect(texts.contains("Asia/Tokyo"))
        #expect(try await plainSpaces(widget.renderedText()).contains("9:00 AM"))
        // A time zone that does not exist is refused, per field.
        await #expect(throws: (any Error).self) { try await widget.configure(["timeZone": "Mars/Olympus_Mons"]) }
        await #expect(throws: (any Error).self) { try await widget.configure(["hour": "noon"]) }
    }

    @Test func fiveHourlyEntriesThenAReloadAtTheEnd() async throws {
        let home = try await WidgetTestHost(FavouritesBundle())
        defer { Task { await home.shutdown() } }
        let widget = try await home.place("FavouriteEmoji")
        #expect(try widget.status().timeline?.entries.count == 5)
        await home.advance(by: 4 * 3600 - 60)
        #expect(try widget.reloads().count == 1)
        await home.advance(by: 120)
        #expect(try widget.reloads().map(\.reason) == [.firstLoad, .policy])
    }

    @Test func theSoupsRefreshIntervalIsOfferedOnlyWhileShuffling() async throws {
        let home = try await WidgetTestHost(FavouritesBundle())
        defer { Task { await home.shutdown() } }
        let widget = try await home.place("FavoriteSoup")
        #expect(try await home.host.visibleParameters(instanceID: widget.id, values: ["shuffle": true]) == ["name", "shuffle", "interval"])
        #expect(try await home.host.visibleParameters(instanceID: widget.id, values: ["shuffle": false]) == ["name", "shuffle"])
    }

    @Test func aShuffledSoupChangesEachIntervalAndANamedOneNever() async throws {
        let home = try await WidgetTestHost(FavouritesBundle())
        defer { Task { await home.shutdown() } }
        let shuffled = try await home.place("FavoriteSoup", configuration: ["interval": "hourly"])
        #expect(try shuffled.status().timeline?.entries.count == 4)
        #expect(try shuffled.status().timeline?.policy == .atEnd)
        let first = try await shuffled.texts()
        await home.advance(by: 3600)
        #expect(try await shuffled.texts() != first)
        #expect(try await shuffled.texts().contains { $0.hasPrefix("From ") })

        let named = try await home.place("FavoriteSoup", configuration: ["name": "Ramen"])
        #expect(try await named.texts() == ["🍜", "Ramen", "Your favourite"])
        #expect(try named.status().timeline?.policy == .never)
        #expect(try named.status().nextReload == nil)
    }

    @Test func theBookShowsItsTitleAndAuthor() async throws {
        let home = try await WidgetTestHost(FavouritesBundle())
        defer { Task { await home.shutdown() } }
        let book = try await home.place("FavoriteBook")
        #expect(try await book.texts() == ["The Swift Programming Language", "Apple Inc."])
        try await book.configure(["title": "Moby-Dick", "author": "Herman Melville"])
        #expect(try await book.texts() == ["Moby-Dick", "Herman Melville"])
        #expect(try book.reloads().last?.reason == .configurationChanged)
    }
}
