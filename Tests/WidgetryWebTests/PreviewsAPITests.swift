import Foundation
import TestProcesses
import Testing
import WidgetryWeb

/// `GET /api/extensions/{extensionID}/previews` against the real server and host, with the test
/// extension running as a process (so only its module's `#Preview`s are listed).
struct PreviewsAPITests {
    struct PreviewsJSON: Decodable {
        struct Preview: Decodable {
            var name: String?
            var kind: String
            var family: String
            var fileID: String
            var line: Int
            var entries: [Entry]
        }
        struct Entry: Decodable {
            var date: Date
            var light: String
            var dark: String
        }
        var extensionID: String
        var previews: [Preview]
    }

    @Test func anExtensionsPreviewsComeRenderedLightAndDark() async throws {
        try await withHomeScreen(executableExtensions: ["canvas": builtProduct("widgetry-test-extension")]) { home in
            let document = try await home.get("/api/extensions/canvas/previews", as: PreviewsJSON.self)
            #expect(document.extensionID == "canvas")
            #expect(document.previews.count == 1)
            let preview = try #require(document.previews.first)
            #expect(preview.name == "Counting")
            #expect(preview.kind == "Counter")
            #expect(preview.family == "systemSmall")
            #expect(preview.fileID == "TestWidgets/TestWidgets.swift")
            #expect(preview.line > 0)
            #expect(preview.entries.map(\.date) == [Date(timeIntervalSince1970: 1_700_000_000), Date(timeIntervalSince1970: 1_700_000_060)])
            for (entry, count) in zip(preview.entries, [1, 2]) {
                #expect(entry.light.contains("Count \(count)"))
                #expect(entry.dark.contains("Count \(count)"))
                #expect(entry.light != entry.dark)
                // Rendered for the page's policy: CSS in data attributes, never in style attributes.
                #expect(entry.light.contains("data-wr-css"))
                #expect(!entry.light.contains(" style=") && !entry.dark.contains(" style="))
            }
        }
    }

    @Test func anUnknownExtensionIs404() async throws {
        try await withHomeScreen { home in
            let result = try await home.call("GET", "/api/extensions/elsewhere/previews")
            #expect(result.status == 404)
            #expect(try result.apiError().error.code == "extensionNotFound")
        }
    }
}
