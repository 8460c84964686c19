import Foundation
import Hummingbird
import WidgetryHost
import WidgetryRender
import WidgetryWire

/// How the API shows an entry: the query items every rendering route reads, and the HTML
/// fragment it answers with.
struct WidgetRendering: Sendable {
    enum Format: String, Sendable {
        case html, json
    }

    /// `?colorScheme=light|dark` (default light).
    var colorScheme: String
    /// `?locked=1|true` (default off): `privacySensitive()` content redacted. Always on for a
    /// wall display's session (``forWallDisplay``).
    var locked: Bool

    /// Whether the request being served is a wall display's (set by ``AccessMiddleware`` for a
    /// viewer's session): a wall display is a screen anyone in the room sees, shown widgets as
    /// a locked device shows them (as an iPhone in StandBy), whatever its page asks.
    @TaskLocal static var forWallDisplay = false
    /// `?format=html|json` (default html).
    var format: Format

    /// Options set by the caller rather than read from a query (the previews route renders
    /// every entry in both schemes).
    init(colorScheme: String, locked: Bool = false, format: Format = .html) {
        self.colorScheme = colorScheme
        self.locked = locked
        self.format = format
    }

    /// These options for a widget of `family`: a lock-screen (accessory) family is drawn as the
    /// lock screen shows it, light on its dark wallpaper, whatever the page's appearance.
    func forFamily(_ family: String) -> WidgetRendering {
        var rendering = self
        if family.hasPrefix("accessory") { rendering.colorScheme = "dark" }
        return rendering
    }

    /// The options in `request`'s query; an unknown value is a 400 naming the item.
    init(_ request: Request) throws(APIError) {
        let scheme = request.query("colorScheme") ?? "light"
        guard scheme == "light" || scheme == "dark" else {
            throw APIError.badRequest("The query item colorScheme must be light or dark, not “\(scheme.prefix(40))”.")
        }
        colorScheme = scheme
        switch request.query("locked") ?? "0" {
        case "1", "true": locked = true
        case "0", "false": locked = Self.forWallDisplay
        case let other: throw APIError.badRequest("The query item locked must be 1 or 0, not “\(other.prefix(40))”.")
        }
        let format = request.query("format") ?? "html"
        guard let known = Format(rawValue: format) else {
            throw APIError.badRequest("The query item format must be html or json, not “\(format.prefix(40))”.")
        }
        self.format = known
    }

    /// The entry's variant for the colour scheme rendered as a fragment for the page: styles in
    /// `data-wr-css` attributes (the page's policy forbids inline styles; `app.js` applies
    /// them), privacy-sensitive content redacted when locked, relative dates counted from `now`,
    /// named images loaded from the extension's image route.
    func html(_ entry: EntryArchive, extensionID: String, now: Date) throws -> String {
        let options = HTMLRenderOptions(
            now: now.timeIntervalSince1970, imageURLPrefix: Self.imageURLPrefix(extensionID: extensionID),
            redactsPrivacySensitiveContent: locked, stylesInDataAttributes: true)
        do {
            guard let html = try WidgetHTMLRenderer.render(entry, colorScheme: colorScheme, options: options) else {
                throw APIError(status: .badGateway, code: "emptyEntry", message: "The extension rendered the entry in no colour scheme.")
            }
            return html
        } catch let error as WidgetRenderError {
            throw APIError(status: .badGateway, code: "unrenderableEntry", message: "The entry cannot be rendered: \(error.description).")
        }
    }

    /// One archive (a Live Activity presentation) as a fragment for the page, with the same
    /// options as an entry's.
    func html(_ archive: WidgetArchive, extensionID: String, now: Date) throws -> String {
        let options = HTMLRenderOptions(
            now: now.timeIntervalSince1970, imageURLPrefix: Self.imageURLPrefix(extensionID: extensionID),
            redactsPrivacySensitiveContent: locked, stylesInDataAttributes: true)
        do {
            return try WidgetHTMLRenderer.render(archive, options: options)
        } catch let error as WidgetRenderError {
            throw APIError(status: .badGateway, code: "unrenderableEntry", message: "The Live Activity cannot be rendered: \(error.description).")
        }
    }

    /// Where the page loads extension `extensionID`'s named images from (its image route).
    static func imageURLPrefix(extensionID: String) -> String {
        "/api/extensions/" + (extensionID.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? extensionID)
            + "/images/"
    }

    /// The answer: the HTML fragment, or (`format=json`) the archive with the display state.
    func response(_ entry: EntryArchive, extensionID: String, state: WidgetHost.Display.State, now: Date) throws -> Response {
        switch format {
        case .json:
            guard let archive = entry.variant(colorScheme: colorScheme, locked: locked) else {
                throw APIError(status: .badGateway, code: "emptyEntry", message: "The extension rendered the entry in no colour scheme.")
            }
            return try JSONExchange.response(
                RenderResource(state: state, date: Date(timeIntervalSince1970: entry.date), archive: archive),
                headers: [.widgetryState: state.rawValue])
        case .html:
            let html = try html(entry, extensionID: extensionID, now: now)
            return Response(
                status: .ok,
                headers: [
                    .contentType: "text/html; charset=utf-8", .cacheControl: "no-store", .widgetryState: state.rawValue,
                ],
                body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
        }
    }
}

extension HTTPFields.Element.Name {
    /// `X-Widgetry-State`: what a rendered widget shows (`current`, `placeholder`, `needsConfiguration`).
    static var widgetryState: Self { Self("X-Widgetry-State")! }
}

extension WebRequestContext {
    /// The path parameter `name`, percent-decoded; a 400 when it is missing or not decodable.
    func pathParameter(_ name: String) throws(APIError) -> String {
        guard let raw = parameters.get(name), let value = raw.removingPercentEncoding, !value.isEmpty else {
            throw APIError.badRequest("The path lacks a valid \(name).")
        }
        return value
    }
}
