import Foundation
import Testing
import WidgetryWeb

/// The page's files: types, caching, and the shell's promises to the Content-Security-Policy.
@Suite struct StaticAssetTests {
    @Test(arguments: [
        ("/", "text/html; charset=utf-8"),
        ("/assets/app.js", "text/javascript; charset=utf-8"),
        ("/assets/app.css", "text/css; charset=utf-8"),
        ("/previews", "text/html; charset=utf-8"),
        ("/assets/previews.js", "text/javascript; charset=utf-8"),
        ("/assets/previews.css", "text/css; charset=utf-8"),
        ("/assets/icon.svg", "image/svg+xml"),
        ("/assets/widgetry-render.css", "text/css; charset=utf-8"),
        ("/assets/widgetry-render.js", "text/javascript; charset=utf-8"),
        ("/openapi.yaml", "application/yaml; charset=utf-8"),
    ])
    func servedWithTypeAndRevalidation(path: String, contentType: String) async throws {
        try await withRunningServer { server in
            let first = try await send("GET", server.url(path))
            #expect(first.status == 200)
            #expect(first.header("Content-Type") == contentType)
            #expect(first.header("Cache-Control") == "no-cache")
            #expect(!first.body.isEmpty)
            let entityTag = try #require(first.header("ETag"))

            let again = try await send("GET", server.url(path), headers: ["If-None-Match": entityTag])
            #expect(again.status == 304)
            #expect(again.body.isEmpty)
            #expect(again.header("ETag") == entityTag)
        }
    }

    /// The home screen's shell and the previews page's, each with its own script and style sheet.
    @Test(arguments: [("/", "app"), ("/previews", "previews")])
    func theShellHasNoInlineScriptOrStyle(path: String, asset: String) async throws {
        try await withRunningServer { server in
            let html = try await send("GET", server.url(path)).text
            #expect(html.contains(#"<script type="module" src="/assets/\#(asset).js"></script>"#))
            #expect(html.contains(#"<link rel="stylesheet" href="/assets/\#(asset).css">"#))
            #expect(!html.contains("style="))
            #expect(!html.contains("<style"))
            #expect(!html.contains(/<[^>]*\son[a-z]+\s*=/), "no inline event handler attributes")
            #expect(html.components(separatedBy: "<script").count == 2, "one script element, the module")
        }
    }
}
