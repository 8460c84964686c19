// The private note: its text is privacy-sensitive (redacted on a locked screen, the title is
// not), and its placeholder shows the shape of the widget with no content.
import Foundation
import PrivateNoteWidgets
import Testing
import WidgetKit
import WidgetKitTesting
import WidgetryRender
import WidgetryWire

@Suite("Private note")
struct PrivateNoteTests {
    @Test func theNotesTextIsPrivacySensitiveAndItsTitleIsNot() async throws {
        let home = try await WidgetTestHost(PrivateNoteBundle())
        defer { Task { await home.shutdown() } }
        let note = try await home.place("PrivateNote", configuration: ["title": "Wi-Fi", "text": "correct horse"])
        #expect(try await note.texts().contains("correct horse"))
        let archive = try #require(try await note.entry().variant(colorScheme: "light"))
        let sensitive = archive.allNodes.filter(\.privacySensitive)
        #expect(sensitive.compactMap { $0.text?.runs.map(\.string).joined() } == ["correct horse"])

        // Locked: the text is drawn redacted, the title is still there.
        let locked = try WidgetHTMLRenderer.render(archive, options: HTMLRenderOptions(redactsPrivacySensitiveContent: true))
        #expect(!locked.contains("correct horse"))
        #expect(locked.contains("Wi-Fi"))
        #expect(try await note.renderedHTML().contains("correct horse"))
    }

    /// The view branches on `redactionReasons`: a locked device shows its locked branch, which
    /// the extension evaluates as a variant of its own (render-time redaction alone would show
    /// the unlocked branch, redacted).
    @Test func aLockedDeviceShowsTheViewsLockedBranch() async throws {
        let home = try await WidgetTestHost(PrivateNoteBundle())
        defer { Task { await home.shutdown() } }
        let note = try await home.place("PrivateNote", configuration: ["title": "Wi-Fi", "text": "correct horse"])
        let entry = try await note.entry()
        #expect(entry.variants.map(\.environment.colorScheme) == ["light", "dark", "light", "dark"])
        #expect(entry.variants.map(\.isLocked) == [false, false, true, true])

        #expect(try await note.texts().contains("Hidden when locked"))
        #expect(try await !note.texts().contains("Unlock to read"))
        for scheme in [ColorScheme.light, .dark] {
            #expect(try await note.texts(colorScheme: scheme, locked: true).contains("Unlock to read"))
            let locked = try await note.renderedHTML(colorScheme: scheme, locked: true)
            #expect(locked.contains("Unlock to read") && !locked.contains("Hidden when locked"))
            #expect(!locked.contains("correct horse"))
        }

        // The accessory view never reads the reasons: no locked variants, the renderer redacts.
        let accessory = try await home.place("PrivateNote", family: .accessoryRectangular, configuration: ["text": "correct horse"])
        #expect(try await accessory.entry().variants.map(\.isLocked) == [false, false])
        #expect(try await !accessory.renderedHTML(locked: true).contains("correct horse"))
        #expect(try await accessory.renderedHTML().contains("correct horse"))
    }

    @Test func thePlaceholderIsRedactedAndShowsNoNote() async throws {
        let home = try await WidgetTestHost(PrivateNoteBundle())
        defer { Task { await home.shutdown() } }
        let placeholder = try await home.host.placeholder(extensionID: home.host.extensions[0].id, kind: "PrivateNote", family: "systemSmall")
        let archive = try #require(placeholder.variant(colorScheme: "light"))
        #expect(archive.environment.redactionReasons.contains(.placeholder))
        let html = try WidgetHTMLRenderer.render(archive)
        #expect(!html.contains("Something to remember"))
    }

    @Test func theNoteNeverReloadsByItself() async throws {
        let home = try await WidgetTestHost(PrivateNoteBundle())
        defer { Task { await home.shutdown() } }
        let note = try await home.place("PrivateNote", family: .accessoryRectangular)
        #expect(try await note.texts().contains("4711 then #"))
        await home.advance(by: 48 * 3600)
        #expect(try note.reloads().count == 1)
        try await note.configure(["text": "changed"])
        #expect(try await note.texts().contains("changed"))
        #expect(try note.reloads().map(\.reason) == [.firstLoad, .configurationChanged])
    }
}
