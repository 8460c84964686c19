import Foundation
import Testing
import WidgetryRender
import WidgetryWire
@testable import WidgetKit

@Suite("The seeds' widgets as HTML")
@MainActor
struct HTMLRenderingTests {
    @Test func everyWidgetInEveryFamilyLightAndDark() async throws {
        for widget in try fixtureExtension().widgets {
            let (configuration, _) = await widget.runner.defaultConfiguration(family: .systemSmall)
            for familyName in widget.wire.supportedFamilies {
                let family = try #require(WidgetFamily(rawValue: familyName))
                let entry = try await widget.runner.snapshot(configuration: configuration, RenderRequest(family: family))
                let pages = try entry.variants.map { try WidgetHTMLRenderer.render($0) }
                #expect(pages[0] != pages[1], "\(widget.kind) \(familyName): light and dark render alike")
                for (archive, html) in zip(entry.variants, pages) {
                    #expect(html.hasPrefix("<div class=\"wr"), "\(widget.kind) \(familyName)")
                    #expect(html.contains("data-wr-family=\"\(familyName)\""))
                    for text in texts(archive) where !text.isEmpty {
                        #expect(html.contains(WidgetHTMLRenderer.escape(text)), "\(widget.kind) \(familyName) lost “\(text)”")
                    }
                }
            }
        }
    }

    @Test func placeholderShowsBarsNotText() async throws {
        let widget = try #require(try fixtureExtension().widget(kind: "CharacterDetail"))
        let placeholder = await widget.runner.placeholder(RenderRequest(family: .systemMedium, colorSchemes: [.light]))
        let html = try WidgetHTMLRenderer.render(try #require(placeholder.variants.first))
        #expect(html.contains("wr-redacted"))
        #expect(!html.contains("Power Panda"))
        #expect(!html.contains("Forest Dweller"))
    }

    @Test func aLockedScreenHidesOnlyPrivacySensitiveContent() async throws {
        let widget = try #require(try fixtureExtension().widget(kind: "CharacterDetail"))
        let request = RenderRequest(family: .systemMedium, colorSchemes: [.dark], redactionReasons: .privacy)
        let locked = try await widget.runner.snapshot(configuration: ["character": "Unipony"], request)
        let html = try WidgetHTMLRenderer.render(try #require(locked.variants.first))
        #expect(html.contains("Unipony"))
        #expect(!html.contains("Free Rangers"))
        #expect(html.contains("wr-redacted"))
        let unlocked = try await widget.runner.snapshot(configuration: ["character": "Unipony"], RenderRequest(family: .systemMedium, colorSchemes: [.dark]))
        #expect(try WidgetHTMLRenderer.render(try #require(unlocked.variants.first)).contains("Free Rangers"))
    }

    @Test func timersTickAndWidgetURLsAreWired() async throws {
        let game = try #require(try fixtureExtension().widget(kind: "GameStatus"))
        let entry = try await game.runner.snapshot(configuration: [:], RenderRequest(family: .systemSmall, colorSchemes: [.light]))
        #expect(try WidgetHTMLRenderer.render(try #require(entry.variants.first)).contains("data-wr-style=\"timer\""))

        let character = try #require(try fixtureExtension().widget(kind: "CharacterDetail"))
        let timeline = try await character.runner.timeline(configuration: ["character": "Spouty"], RenderRequest(family: .systemSmall, colorSchemes: [.light]))
        let html = try WidgetHTMLRenderer.render(try #require(timeline.entries.first?.variants.first))
        #expect(html.contains("data-wr-widget-url=\"emojirangers://character/Spouty\""))
    }

    @Test func scriptInAConfigurationValueIsInert() async throws {
        let widget = try #require(try fixtureExtension().widget(kind: "MyWidget"))
        let hostile = "<script>alert(\"x\")</script><img src=x onerror=alert(1)>"
        let timeline = try await widget.runner.timeline(configuration: ["favouriteEmoji": .string(hostile)], RenderRequest(family: .systemSmall))
        for entry in timeline.entries {
            for archive in entry.variants {
                let html = try WidgetHTMLRenderer.render(archive)
                #expect(!html.contains("<script"))
                #expect(!html.contains("<img src=x"))
                #expect(html.contains("&lt;script&gt;"))
            }
        }
    }

    @Test func terminalPreviewText() async throws {
        let game = try #require(try fixtureExtension().widget(kind: "GameStatus"))
        let entry = try await game.runner.snapshot(configuration: [:], RenderRequest(family: .systemMedium, colorSchemes: [.light]))
        let text = try WidgetTextRenderer.render(try #require(entry.variants.first))
        #expect(text.contains("Live game"))
        #expect(text.contains("4 players"))
    }
}
