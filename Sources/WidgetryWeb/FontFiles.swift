import Foundation
import Hummingbird
import WidgetryRender

/// The widgets' font, served at `/assets/fonts/{file}` beside the renderer's style sheet (which
/// loads `fonts/<file>`): Inter in its weights and its licence, from WidgetryRender's bundle,
/// and `emoji.ttf`, the host's own Noto Color Emoji when the system has it (Debian's
/// `fonts-noto-color-emoji`, which `scripts/setup` installs), for viewers without a colour
/// emoji font of their own.
enum FontFiles {
    /// Where Linux distributions put Noto Color Emoji, in the order looked at.
    static let emojiFontPaths = [
        "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", "/usr/share/fonts/noto/NotoColorEmoji.ttf",
        "/usr/share/fonts/google-noto-emoji/NotoColorEmoji.ttf", "/usr/share/fonts/noto-emoji/NotoColorEmoji.ttf",
    ]

    /// The shipped font files, by file name.
    static func assets() -> [String: StaticAsset] {
        Dictionary(
            uniqueKeysWithValues: WidgetHTMLRenderer.fontFiles.map { name, contents in
                let type = name.hasSuffix(".woff2") ? "font/woff2" : "text/plain; charset=utf-8"
                return (name, StaticAsset(path: "/assets/fonts/" + name, contentType: type, contents: contents))
            })
    }

    /// The host's colour emoji font, if it has one.
    static func emojiFontPath() -> String? {
        emojiFontPaths.first { FileManager.default.isReadableFile(atPath: $0) }
    }

    static func register(on router: Router<WebRequestContext>) {
        let assets = assets()
        let emoji = emojiFontPath()
        let fileIO = FileIO()
        router.get("/assets/fonts/:file") { request, context in
            let file = context.parameters.get("file") ?? ""
            if let asset = assets[file] { return asset.response(to: request) }
            guard file == WidgetHTMLRenderer.emojiFontFileName, let emoji else {
                throw APIError.notFound("There is no font file at \(request.uri.path).")
            }
            // 10 MB, read from the system's file as it is sent; it changes with system updates
            // only, so a day's caching is safe.
            let body = try await fileIO.loadFile(path: emoji, context: context)
            return Response(
                status: .ok, headers: [.contentType: "font/ttf", .cacheControl: "public, max-age=86400"], body: body)
        }
    }
}
