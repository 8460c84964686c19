import Foundation
import Testing
import Hummingbird
@testable import WidgetryWeb

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
        ("/assets/fonts/Inter-Regular.woff2", "font/woff2"),
        ("/assets/fonts/Inter-Bold.woff2", "font/woff2"),
        ("/assets/fonts/LICENSE-Inter.txt", "text/plain; charset=utf-8"),
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
    /// The host's colour emoji font is served for viewers without one (scripts/setup installs
    /// it); a font that is not there is a 404, not a file from elsewhere on the disk.
    @Test func theHostsEmojiFontIsServedAndNothingElseOfTheDisk() async throws {
        let path = try #require(FontFiles.emojiFontPath(), "scripts/setup installs fonts-noto-color-emoji")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        try await withRunningServer { server in
            let emoji = try await send("GET", server.url("/assets/fonts/emoji.ttf"))
            #expect(emoji.status == 200)
            #expect(emoji.header("Content-Type") == "font/ttf")
            #expect(emoji.body.count == size)
            for missing in ["/assets/fonts/Inter-Italic.woff2", "/assets/fonts/..%2F..%2Fetc%2Fpasswd", "/assets/fonts/NotoColorEmoji.ttf"] {
                #expect(try await send("GET", server.url(missing)).status == 404, "\(missing)")
            }
        }
    }

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

/// gzip for the page's files and larger answers, only where the client takes it.
@Suite struct CompressionTests {
    @Test func thePagesFilesAndLargerAnswersAreGzippedForClientsThatAcceptIt() async throws {
        try await withRunningServer { server in
            let identity = try await send("GET", server.url("/assets/app.js"), headers: ["Accept-Encoding": "identity"])
            #expect(identity.header("Content-Encoding") == nil)
            #expect(identity.header("Vary") == "Accept-Encoding")
            let gzipped = try await send("GET", server.url("/assets/app.js"), headers: ["Accept-Encoding": "gzip"])
            #expect(gzipped.header("Content-Encoding") == "gzip")
            #expect(gzipped.body == identity.body, "the client decodes it to the same bytes")
            let tag = try #require(gzipped.header("ETag"))
            #expect(tag != identity.header("ETag"), "each encoding has its own entity tag")
            #expect(try await send("GET", server.url("/assets/app.js"), headers: ["Accept-Encoding": "gzip", "If-None-Match": tag]).status == 304)
            #expect(try await send("GET", server.url("/assets/app.js"), headers: ["Accept-Encoding": "gzip;q=0"]).header("Content-Encoding") == nil)
        }
    }

    @Test func anAPIAnswerIsGzippedOnlyWhenWorthIt() async throws {
        #expect(CompressionMiddleware<BasicRequestContext>.isCompressible("application/json; charset=utf-8"))
        #expect(!CompressionMiddleware<BasicRequestContext>.isCompressible("image/png"))
        let large = ByteBuffer(string: String(repeating: #"{"kind":"Counter","family":"systemSmall"},"#, count: 100))
        let compressed = try #require(CompressionMiddleware<BasicRequestContext>.gzip(large))
        #expect(compressed.readableBytes < large.readableBytes / 4)
        #expect(CompressionMiddleware<BasicRequestContext>.gzip(ByteBuffer(bytes: (0..<64).map { UInt8($0) })) == nil, "no gain, no gzip")
        try await withHomeScreen { home in
            // The OpenAPI document is large; an error answer is small.
            let gallery = try await home.call("GET", "/api/gallery", headers: ["Accept-Encoding": "gzip"])
            #expect(gallery.status == 200 && gallery.header("Content-Encoding") == "gzip")
            #expect(gallery.text.hasPrefix("{"))
            let small = try await home.call("GET", "/api/instances/nope", headers: ["Accept-Encoding": "gzip"])
            #expect(small.status == 404 && small.header("Content-Encoding") == nil)
        }
    }
}
