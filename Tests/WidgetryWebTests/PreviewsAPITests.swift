import Foundation
import TestProcesses
import Testing
import WidgetryWeb

/// `GET /api/extensions/{extensionID}/previews` against the real server and host, with the test
/// extension running as a process (so only its module's `#Preview`s and `PreviewProvider`s are
/// listed).
struct PreviewsAPITests {
    struct PreviewsJSON: Decodable {
        struct Preview: Decodable {
            var name: String?
            var kind: String?
            var family: String
            var fileID: String
            var line: Int?
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
            // The `#Preview`, then the `PreviewProvider`'s three views.
            #expect(document.previews.count == 4)
            let preview = try #require(document.previews.first)
            #expect(preview.name == "Counting")
            #expect(preview.kind == "Counter")
            #expect(preview.family == "systemSmall")
            #expect(preview.fileID == "TestWidgets/TestWidgets.swift")
            #expect(preview.line ?? 0 > 0)
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

    /// Xcode's older previews: each view of a `PreviewProvider`, as a widget of its
    /// `WidgetPreviewContext` family or as a plain view at its layout, named by its display name
    /// or the provider's, with no kind and no line.
    @Test func aPreviewProvidersViewsComeAfterTheMacroPreviews() async throws {
        try await withHomeScreen(executableExtensions: ["canvas": builtProduct("widgetry-test-extension")]) { home in
            let document = try await home.get("/api/extensions/canvas/previews", as: PreviewsJSON.self)
            let providers = Array(document.previews.dropFirst())
            #expect(providers.map(\.name) == ["CounterWidget_Previews #1", "Medium", "CounterWidget_Previews #3"])
            #expect(providers.map(\.family) == ["systemSmall", "systemMedium", "view"])
            #expect(providers.allSatisfy { $0.kind == nil && $0.line == nil && $0.fileID == "TestWidgets/CounterWidget_Previews" })
            #expect(providers.allSatisfy { $0.entries.count == 1 })
            let (small, medium, label) = (providers[0].entries[0], providers[1].entries[0], providers[2].entries[0])
            // Rendered as a widget of the family: the view reads it from the environment.
            #expect(small.light.contains("Count 7") && small.light.contains("Shown systemSmall, light"))
            #expect(small.dark.contains("Shown systemSmall, dark"))
            #expect(small.light.contains("data-wr-family=\"systemSmall\"") && small.light.contains("width:170px;height:170px"))
            // `.environment(\.colorScheme, .dark)` inside the preview wins over the page's scheme.
            #expect(medium.light.contains("Count 8") && medium.light.contains("Shown systemMedium, dark"))
            #expect(medium.light.contains("width:364px;height:170px"))
            // A plain view at its fixed layout, without a widget's container.
            #expect(label.light.contains("Just the label") && label.light.contains("width:200px;height:80px"))
            #expect(!label.light.contains("wr-default-bg") && small.light.contains("wr-default-bg"))
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
