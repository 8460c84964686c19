import Foundation
import Testing
import WidgetryWire
@testable import WidgetKit

@MainActor
func fixtureExtension() throws -> WidgetExtension {
    try WidgetExtension(bundle: EmojiRangersWidgetBundle())
}

/// Every node of an archive tree, depth first.
func allNodes(_ node: ViewNode) -> [ViewNode] {
    [node] + node.children.flatMap(allNodes) + node.modifiers.compactMap(\.content).flatMap(allNodes)
}

/// The texts an archive shows, in order.
func texts(_ archive: WidgetArchive) -> [String] {
    allNodes(archive.root).compactMap { $0.text?.runs.map(\.string).joined() }
}

@Suite("A WidgetBundle of the seeds' widgets")
@MainActor
struct BundleDescriptionTests {
    @Test func describesEveryWidget() throws {
        let descriptions = try fixtureExtension().descriptions
        #expect(descriptions.map(\.kind) == ["CharacterDetail", "MyWidget", "GameStatus"])

        let character = descriptions[0]
        #expect(character.displayName == "Character Details")
        #expect(character.description == "Displays a character's health and other details")
        #expect(character.supportedFamilies == ["systemSmall", "systemMedium", "systemLarge"])
        #expect(character.intent?.typeName == "SelectCharacterIntent")
        #expect(character.isConfigurable)

        // No display name or description: the intent's title and description stand in.
        let emoji = descriptions[1]
        #expect(emoji.displayName == "Configuration")
        #expect(emoji.description == "This is an example widget.")

        let game = descriptions[2]
        #expect(game.intent == nil)
        #expect(game.contentMarginsDisabled)
        #expect(game.supportedFamilies == ["systemSmall", "systemMedium", "accessoryCircular", "accessoryInline"])
    }

    @Test func aDuplicateKindIsRefused() {
        #expect(throws: WidgetExtensionError.duplicateKind("MyWidget")) {
            try WidgetExtension([MyWidget(), MyWidget()])
        }
    }

    @Test func recommendationsCarryTheirConfiguration() async throws {
        let character = try #require(try fixtureExtension().widget(kind: "CharacterDetail"))
        let recommendations = await character.runner.recommendations()
        #expect(recommendations.map(\.description) == ["Power Panda", "Unipony", "Spouty"])
        #expect(recommendations.map(\.configuration) == [["character": "Power Panda"], ["character": "Unipony"], ["character": "Spouty"]])
    }
}

@Suite("Timelines and their policies")
@MainActor
struct TimelineTests {
    @Test func characterDetailIsANeverTimelineOfTheChosenCharacter() async throws {
        let widget = try #require(try fixtureExtension().widget(kind: "CharacterDetail"))
        let timeline = try await widget.runner.timeline(configuration: ["character": "Spouty"], RenderRequest(family: .systemMedium))
        #expect(timeline.policy == .never)
        #expect(timeline.entries.count == 1)
        let archive = try #require(timeline.entries[0].variant(colorScheme: "light"))
        #expect(texts(archive).contains("Spouty"))
        #expect(texts(archive).contains("Deep Sea Goer"))
        #expect(archive.widgetURL == "emojirangers://character/Spouty")
        #expect(archive.containerBackground != nil)
    }

    @Test func anUnknownCharacterIsAConfigurationError() async throws {
        let widget = try #require(try fixtureExtension().widget(kind: "CharacterDetail"))
        await #expect(throws: ConfigurationError.self) {
            try await widget.runner.timeline(configuration: ["character": "Nobody"], RenderRequest(family: .systemSmall))
        }
    }

    @Test func fiveEntriesAnHourApartReloadAtEnd() async throws {
        let widget = try #require(try fixtureExtension().widget(kind: "MyWidget"))
        let (configuration, missing) = await widget.runner.defaultConfiguration(family: .systemSmall)
        #expect(missing == nil)
        #expect(configuration == ["favouriteEmoji": "😃"])
        let timeline = try await widget.runner.timeline(configuration: ["favouriteEmoji": "🦊"], RenderRequest(family: .systemSmall))
        #expect(timeline.policy == .atEnd)
        #expect(timeline.entries.count == 5)
        let gaps = zip(timeline.entries.dropFirst(), timeline.entries).map { $0.date - $1.date }
        #expect(gaps.allSatisfy { abs($0 - 3600) < 0.001 })
        #expect(texts(try #require(timeline.entries[4].variants.first)).contains("Hour 4"))
        #expect(texts(try #require(timeline.entries[0].variants.first)).contains("🦊"))
    }

    @Test func gameStatusReloadsAfterFifteenMinutes() async throws {
        let widget = try #require(try fixtureExtension().widget(kind: "GameStatus"))
        let before = Date().timeIntervalSince1970
        let timeline = try await widget.runner.timeline(configuration: [:], RenderRequest(family: .systemSmall))
        guard case .after(let date) = timeline.policy else {
            Issue.record("expected an .after policy, got \(timeline.policy)")
            return
        }
        #expect(date >= before + 900 && date <= Date().timeIntervalSince1970 + 900)
        let snapshot = try await widget.runner.snapshot(configuration: [:], RenderRequest(family: .systemMedium, isPreview: true))
        #expect(texts(try #require(snapshot.variants.first)).contains("Preview game"))
    }

    @Test func aStaticWidgetRefusesConfiguration() async throws {
        let widget = try #require(try fixtureExtension().widget(kind: "GameStatus"))
        let refused = await #expect(throws: ConfigurationError.self) {
            try await widget.runner.timeline(configuration: ["colour": "red"], RenderRequest(family: .systemSmall))
        }
        #expect(refused?.issues.map(\.code) == [.unknownParameter])
    }
}

@Suite("Rendering in every family, light and dark, redacted")
@MainActor
struct RenderingTests {
    @Test func everyWidgetInEverySupportedFamilyLightAndDark() async throws {
        let widgets = try fixtureExtension()
        for widget in widgets.widgets {
            let (configuration, _) = await widget.runner.defaultConfiguration(family: .systemSmall)
            for familyName in widget.wire.supportedFamilies {
                let family = try #require(WidgetFamily(rawValue: familyName))
                let entry = try await widget.runner.snapshot(configuration: configuration, RenderRequest(family: family))
                #expect(entry.variants.map(\.environment.colorScheme) == ["light", "dark"], "\(widget.kind) \(familyName)")
                for archive in entry.variants {
                    #expect(archive.family == familyName)
                    #expect(archive.size == ArchiveSize(width: family.displaySize.width, height: family.displaySize.height))
                    #expect(archive.environment.renderingMode == (family.isAccessory ? .vibrant : .fullColor))
                    #expect(!texts(archive).isEmpty, "\(widget.kind) \(familyName) shows no text")
                }
            }
        }
    }

    @Test func theViewSwitchesOnTheFamily() async throws {
        let widget = try #require(try fixtureExtension().widget(kind: "GameStatus"))
        let inline = try await widget.runner.snapshot(configuration: [:], RenderRequest(family: .accessoryInline, colorSchemes: [.light]))
        #expect(texts(try #require(inline.variants.first)) == ["Live game, 4 players"])
        let circular = try await widget.runner.snapshot(configuration: [:], RenderRequest(family: .accessoryCircular, colorSchemes: [.light]))
        #expect(allNodes(try #require(circular.variants.first).root).contains { $0.kind == .gauge })
    }

    @Test func placeholderIsRenderedRedacted() async throws {
        let widget = try #require(try fixtureExtension().widget(kind: "CharacterDetail"))
        let placeholder = await widget.runner.placeholder(RenderRequest(family: .systemSmall))
        #expect(placeholder.variants.allSatisfy { $0.environment.redactionReasons == [.placeholder] })
        #expect(texts(try #require(placeholder.variants.first)).contains("Power Panda"))
    }

    @Test func privacySensitiveContentIsMarkedForALockedScreen() async throws {
        let widget = try #require(try fixtureExtension().widget(kind: "CharacterDetail"))
        let locked = try await widget.runner.snapshot(
            configuration: ["character": "Unipony"], RenderRequest(family: .systemMedium, redactionReasons: .privacy))
        let archive = try #require(locked.variants.first)
        #expect(archive.environment.redactionReasons == [.privacy])
        #expect(allNodes(archive.root).contains { $0.privacySensitive })
    }

    @Test func colorSchemesDiffer() async throws {
        let widget = try #require(try fixtureExtension().widget(kind: "GameStatus"))
        let entry = try await widget.runner.snapshot(configuration: [:], RenderRequest(family: .systemMedium))
        #expect(entry.variants[0] != entry.variants[1])
    }
}

@Suite("#Preview")
@MainActor
struct PreviewTests {
    @Test func thePreviewAtTheEndOfTheFileIsListedWithItsEntries() async throws {
        // Every test target links into one test binary: keep this module's previews.
        var archives: [WidgetPreviewArchive] = []
        for preview in _WidgetPreview.registered {
            let archive = try await preview.archive()
            if archive.fileID.hasPrefix("WidgetKitFixtureTests/") { archives.append(archive) }
        }
        // GameStatus's, and the Xcode-template bundle's widget preview (XcodeTemplateBundle/).
        #expect(archives.compactMap(\.kind).sorted() == ["GameStatus", "ParcelWidget"])
        let archive = try #require(archives.first { $0.kind == "GameStatus" })
        #expect(archive.family == "systemSmall")
        #expect(archive.fileID.hasSuffix("GameStatus.swift"))
        #expect(archive.entries.count == 2)
        #expect(texts(try #require(archive.entries[1].variants.first)).contains("Round 2"))
    }
}
