import Foundation
import Hummingbird
import WidgetryRender

/// A file of the page served as it is: the HTML shell, its script and style sheet, the OpenAPI
/// document. Each lives in this module's resource bundle (`Resources/`), is read once when the
/// application is built, and is served with a strong `ETag` and `Cache-Control: no-cache`: the
/// browser keeps its copy but asks each time whether it is still current (the names carry no
/// version), and an unchanged file costs a 304 with no body.
public struct StaticAsset: Sendable {
    /// The path it is served at, e.g. `/assets/app.js`.
    public let path: String
    /// Its `Content-Type`.
    public let contentType: String
    /// Its bytes.
    public let contents: ByteBuffer
    /// Its entity tag: a hash of the bytes, quoted.
    public let entityTag: String
    /// Its bytes gzipped, when that makes them smaller: served to clients that accept gzip.
    let gzipped: ByteBuffer?

    /// An asset with the given bytes.
    public init(path: String, contentType: String, contents: [UInt8]) {
        self.path = path
        self.contentType = contentType
        self.contents = ByteBuffer(bytes: contents)
        self.entityTag = "\"\(Self.hash(contents))\""
        self.gzipped = CompressionMiddleware<BasicRequestContext>.gzip(self.contents)
    }

    /// The asset read from `Resources/<resource>` in this module's bundle.
    public init(path: String, resource: String, contentType: String) throws {
        guard let url = Bundle.module.url(forResource: resource, withExtension: nil, subdirectory: "Resources") else {
            throw StaticAssetError.missingResource(resource)
        }
        try self.init(path: path, contentType: contentType, contents: Array(Data(contentsOf: url)))
    }

    /// The page's files: `/` (the home screen's HTML shell), its style sheets (`/assets/app.css`,
    /// shared with the previews page, then `home.css`, `dialogs.css`, `gallery.css`, `layout.css`, `controls.css`, `activities.css`),
    /// `/assets/icon.svg`, the web app manifest and its icons, the previews page (`/previews`,
    /// `/assets/previews.css`: each `#Preview` of an extension light and dark), the widget renderer's style sheet and script
    /// (`/assets/widgetry-render.css`, `/assets/widgetry-render.js`: what rendered widgets
    /// need in the page), and `/openapi.yaml` (the API's description; the repository's
    /// `openapi.yaml` is a link to this file).
    public static func pageAssets() throws -> [StaticAsset] {
        [
            try StaticAsset(path: "/", resource: "index.html", contentType: "text/html; charset=utf-8"),
            try StaticAsset(path: "/assets/app.css", resource: "app.css", contentType: "text/css; charset=utf-8"),
            try StaticAsset(path: "/assets/home.css", resource: "home.css", contentType: "text/css; charset=utf-8"),
            try StaticAsset(path: "/assets/dialogs.css", resource: "dialogs.css", contentType: "text/css; charset=utf-8"),
            try StaticAsset(path: "/assets/gallery.css", resource: "gallery.css", contentType: "text/css; charset=utf-8"),
            try StaticAsset(path: "/assets/layout.css", resource: "layout.css", contentType: "text/css; charset=utf-8"),
            try StaticAsset(path: "/assets/controls.css", resource: "controls.css", contentType: "text/css; charset=utf-8"),
            try StaticAsset(path: "/assets/activities.css", resource: "activities.css", contentType: "text/css; charset=utf-8"),
            try StaticAsset(path: "/previews", resource: "previews.html", contentType: "text/html; charset=utf-8"),
            try StaticAsset(path: "/assets/previews.css", resource: "previews.css", contentType: "text/css; charset=utf-8"),
            try StaticAsset(path: "/assets/icon.svg", resource: "icon.svg", contentType: "image/svg+xml"),
            // Signing in, when the server is reachable beyond its machine.
            try StaticAsset(path: "/login", resource: "login.html", contentType: "text/html; charset=utf-8"),
            try StaticAsset(path: "/assets/login.css", resource: "login.css", contentType: "text/css; charset=utf-8"),
            try StaticAsset(path: "/assets/login.js", resource: "login.js", contentType: "text/javascript; charset=utf-8"),
            // Installing the page as an app: its manifest and the icons it names.
            try StaticAsset(path: "/manifest.webmanifest", resource: "manifest.webmanifest", contentType: "application/manifest+json"),
            try StaticAsset(path: "/assets/icon-192.png", resource: "icon-192.png", contentType: "image/png"),
            try StaticAsset(path: "/assets/icon-512.png", resource: "icon-512.png", contentType: "image/png"),
            try StaticAsset(path: "/assets/icon-maskable-512.png", resource: "icon-maskable-512.png", contentType: "image/png"),
            StaticAsset(
                path: "/assets/" + WidgetHTMLRenderer.stylesheetFileName, contentType: "text/css; charset=utf-8",
                contents: Array(WidgetHTMLRenderer.stylesheet.utf8)),
            StaticAsset(
                path: "/assets/" + WidgetHTMLRenderer.scriptFileName, contentType: "text/javascript; charset=utf-8",
                contents: Array(WidgetHTMLRenderer.script.utf8)),
            try StaticAsset(path: "/openapi.yaml", resource: "openapi.yaml", contentType: "application/yaml; charset=utf-8"),
        ]
    }

    /// The pages' script modules, served at `/assets/{module}`: the home screen's (`app.js`
    /// starts it and imports the others), the previews page's (`previews.js`), and what both
    /// share (`page.js`).
    public static func scriptModules() throws -> [String: StaticAsset] {
        let names = [
            "app.js", "page.js", "home.js", "tiles.js", "events.js", "gallery.js", "editor.js", "fields.js", "inspector.js",
            "appearance.js", "layout.js", "pages.js", "stacks.js", "connections.js", "displays.js", "access.js", "previews.js",
            "controls.js", "activities.js",
        ]
        return Dictionary(
            uniqueKeysWithValues: try names.map { name in
                (name, try StaticAsset(path: "/assets/" + name, resource: name, contentType: "text/javascript; charset=utf-8"))
            })
    }

    /// The response to a `GET` of the asset: the bytes, or 304 when `If-None-Match` names them.
    /// Gzipped (with its own entity tag) when the client accepts it.
    public func response(to request: Request) -> Response {
        let gzipped = CompressionMiddleware<BasicRequestContext>.acceptsGzip(request) ? self.gzipped : nil
        let tag = gzipped == nil ? entityTag : "\"\(entityTag.dropFirst().dropLast())-gzip\""
        var headers: HTTPFields = [.eTag: tag, .cacheControl: "no-cache", .vary: "Accept-Encoding"]
        if let tags = request.headers[.ifNoneMatch], Self.matches(tags, tag) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = contentType
        if let gzipped {
            headers[.contentEncoding] = "gzip"
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: gzipped))
        }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: contents))
    }

    static func matches(_ ifNoneMatch: String, _ entityTag: String) -> Bool {
        ifNoneMatch.split(separator: ",").contains { candidate in
            let tag = candidate.trimmingCharacters(in: .whitespaces)
            return tag == "*" || tag == entityTag || tag == "W/\(entityTag)"
        }
    }

    /// 64-bit FNV-1a of the bytes in hexadecimal: stable across runs, cheap, and only ever
    /// compared with itself (not a security property).
    static func hash(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}

/// A page file this module should carry is not in its resource bundle (a packaging error).
public enum StaticAssetError: Error, CustomStringConvertible {
    /// `Resources/<name>` is missing.
    case missingResource(String)

    public var description: String {
        switch self {
        case .missingResource(let name): "The web resource \(name) is missing from WidgetryWeb's resource bundle."
        }
    }
}
