import Foundation
import WidgetryWire

/// What `WidgetHTMLRenderer.render(_:options:)` may be told besides the archive.
public struct HTMLRenderOptions: Sendable, Hashable {
    /// "Now" (seconds since 1970) for the initial text of relative dates, timers and timer
    /// progress; nil: the archive's entry date. The page script recomputes them every second
    /// from the browser's clock.
    public var now: Double?
    /// Prefix of the URLs of named images (`Image("Hero")`): the `src` is this prefix followed
    /// by the percent-encoded resource name (`images/Hero`, and `?appearance=dark` for an image
    /// set's dark-appearance file), so the web layer serves the
    /// extension's image resources under a path of its choice, e.g.
    /// `/api/extensions/{id}/images/`. It is the page's own text: it is written as given
    /// (attribute-escaped, but not checked).
    public var imageURLPrefix: String
    /// Named images whose URL is given outright (files written beside a page, whose names need
    /// their type's extension), by the image's name, followed by `?appearance=dark` for an image
    /// set's dark-appearance file; the others use `imageURLPrefix`.
    public var imageURLs: [String: String] = [:]
    /// The accent colour of the `accented` rendering mode (content in `widgetAccentable()`).
    public var accentColor: RGBAColor
    /// The widget's corner radius; nil: the family's (22 points for home-screen widgets,
    /// a circle for `accessoryCircular`, 12 for `accessoryRectangular`).
    public var cornerRadius: Double?
    /// The device is locked: views marked `privacySensitive()` are drawn redacted, as when the
    /// archive's environment carries the `privacy` redaction reason.
    public var redactsPrivacySensitiveContent: Bool
    /// Write each element's CSS in a `data-wr-css` attribute instead of `style`, for pages whose
    /// Content-Security-Policy forbids inline style attributes: the page copies the attribute
    /// into `element.style.cssText` (CSSOM, which such a policy allows) before it inserts the
    /// fragment.
    public var stylesInDataAttributes: Bool

    public init(
        now: Double? = nil, imageURLPrefix: String = "images/", accentColor: RGBAColor = RGBAColor(red: 0, green: 122 / 255, blue: 1),
        cornerRadius: Double? = nil, redactsPrivacySensitiveContent: Bool = false, stylesInDataAttributes: Bool = false
    ) {
        self.now = now
        self.imageURLPrefix = imageURLPrefix
        self.accentColor = accentColor
        self.cornerRadius = cornerRadius
        self.redactsPrivacySensitiveContent = redactsPrivacySensitiveContent
        self.stylesInDataAttributes = stylesInDataAttributes
    }
}

/// Why an archive cannot be rendered.
public enum WidgetRenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The archive was written by a newer format version than this renderer reads.
    case unsupportedVersion(Int)

    public var description: String {
        switch self {
        case .unsupportedVersion(let version):
            "view archive version \(version) is not supported (this renderer reads version \(WidgetArchive.currentVersion))"
        }
    }
}

/// Renders a widget archive as an HTML fragment, laid out with CSS the way SwiftUI lays the
/// views out at the family's size (in CSS pixels, one per point).
///
/// The fragment is one `<div class="wr">` of the widget's size. It needs `stylesheet` on the
/// page, and `script` (served as a file: the fragment has no inline script, so a CSP without
/// `'unsafe-inline'` for scripts is fine) to keep dynamic dates counting, shrink texts with
/// `minimumScaleFactor` and choose `ViewThatFits` candidates. Per-view geometry and colours
/// are in `style` attributes, so a CSP must allow inline styles
/// (`style-src-attr 'unsafe-inline'`), or the page sets `stylesInDataAttributes` and applies
/// them itself; styles are built only from numbers and the renderer's own keywords, never
/// from archive strings.
///
/// Every string from the archive is escaped; `href`s are only written for `isSafeURL` URLs.
///
/// What the web layer wires (all values attribute-escaped):
/// - `data-wr-action="<node id>"` on links (`<a class="wr-anchor">`), buttons
///   (`<button class="wr-button">`) and toggles (`<button class="wr-toggle" role="switch">`):
///   the action id of `POST /api/instances/{id}/actions/{action}`. Buttons and toggles also
///   carry `data-wr-intent="<intent type name>"`; toggles `aria-checked`. A `Button` with a
///   closure (which does nothing in a widget) is rendered `disabled` without an action.
/// - `data-wr-url` on links (also their `href`) and `data-wr-widget-url` on the root (the
///   `widgetURL`): only safe URLs; an unsafe link keeps its action id but has no URL.
/// - The root also carries `data-wr-family` and `data-wr-entry-date`.
public enum WidgetHTMLRenderer {
    /// The HTML of one rendered entry.
    public static func render(_ archive: WidgetArchive, options: HTMLRenderOptions = HTMLRenderOptions()) throws -> String {
        guard archive.version <= WidgetArchive.currentVersion else { throw WidgetRenderError.unsupportedVersion(archive.version) }
        var renderer = HTMLRenderer(archive: archive, options: options)
        renderer.renderWidget()
        if options.stylesInDataAttributes { renderer.out.moveStylesToDataAttributes() }
        return renderer.out.string
    }

    /// The HTML of a timeline entry in `colorScheme` (`light`/`dark`; the entry's first variant
    /// when it has no such variant), or nil when the entry has no variants. When the options
    /// redact privacy-sensitive content (a locked device), the entry's locked variant is used
    /// if it has one.
    public static func render(
        _ entry: EntryArchive, colorScheme: String, options: HTMLRenderOptions = HTMLRenderOptions()
    ) throws -> String? {
        guard let archive = entry.variant(colorScheme: colorScheme, locked: options.redactsPrivacySensitiveContent) else { return nil }
        return try render(archive, options: options)
    }

    /// The CSS every rendered widget needs, once per page (also `stylesheetFileName`).
    public static var stylesheet: String { RendererResources.stylesheet }

    /// The page script (plain JavaScript, no dependencies) that keeps dynamic dates and timer
    /// progress current, applies `minimumScaleFactor` and picks `ViewThatFits` candidates.
    /// Serve it as a file (`scriptFileName`) and load it with `<script src defer>`; it watches
    /// the document for widgets added later. See the comment at its top for the attributes
    /// it reads.
    public static var script: String { RendererResources.script }

    /// Suggested file names for serving `stylesheet` and `script`.
    public static let stylesheetFileName = "widgetry-render.css"
    public static let scriptFileName = "widgetry-render.js"

    /// The font `stylesheet` draws widgets in (Inter, SIL Open Font License 1.1), with its
    /// licence: file name → bytes. Serve them in `fontsFolderName` beside the style sheet (it
    /// loads `fonts/<name>`), so every viewer sees the font evaluation measured text in.
    public static var fontFiles: [String: [UInt8]] { RendererResources.fonts }
    /// The folder beside `stylesheetFileName` that `fontFiles` are served from.
    public static let fontsFolderName = "fonts"
    /// The colour emoji font the style sheet asks for in `fontsFolderName` when the viewer has
    /// none of its own (Apple Color Emoji, Noto Color Emoji, Segoe UI Emoji): not shipped (it
    /// is 10 MB); a host serves its system's Noto Color Emoji under this name when it has one.
    public static let emojiFontFileName = "emoji.ttf"

    /// Writes what a page of rendered widgets loads beside it into `folder`: the style sheet
    /// (with `extraStyles` after it), the script, and the font in `fontsFolderName`.
    public static func writeFiles(into folder: URL, extraStyles: String = "") throws {
        let fonts = folder.appendingPathComponent(fontsFolderName)
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try Data((stylesheet + extraStyles).utf8).write(to: folder.appendingPathComponent(stylesheetFileName))
        try Data(script.utf8).write(to: folder.appendingPathComponent(scriptFileName))
        for (name, contents) in fontFiles {
            try Data(contents).write(to: fonts.appendingPathComponent(name))
        }
    }

    /// `value` escaped for HTML text and double-quoted attribute values.
    public static func escape(_ value: String) -> String {
        HTMLOutput.escaped(value)
    }

    /// Whether `url` may be used as a link target: absolute, with an `http`, `https` or custom
    /// app scheme, never `javascript:`, `data:`, `file:`, … and without whitespace or control
    /// characters.
    public static func isSafeURL(_ url: String) -> Bool {
        URLSafety.isSafe(url)
    }

    /// A complete HTML page around rendered widgets, for previews and screenshots: the
    /// stylesheet and script are linked (`stylesheetHref`, `scriptSrc`), never inlined.
    /// `bodyHTML` is trusted markup (rendered fragments); `title` is escaped.
    public static func document(
        title: String, bodyHTML: String, stylesheetHref: String = stylesheetFileName, scriptSrc: String? = scriptFileName,
        colorScheme: String = "light"
    ) -> String {
        var page = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>" + escape(title) + "</title>"
        page += "<link rel=\"stylesheet\" href=\"" + escape(stylesheetHref) + "\">"
        if let scriptSrc { page += "<script src=\"" + escape(scriptSrc) + "\" defer></script>" }
        page += "</head><body class=\"wr-page wr-page-" + (colorScheme == "dark" ? "dark" : "light") + "\">\n" + bodyHTML + "\n</body></html>\n"
        return page
    }

    /// The corner radius the renderer gives `family`'s widget.
    public static func cornerRadius(family: String, size: ArchiveSize) -> Double {
        switch family {
        case "accessoryCircular": min(size.width, size.height) / 2
        case "accessoryRectangular": 12
        case "accessoryInline", "accessoryCorner": 0
        // A `PreviewProvider`'s view shown on its own, not as a widget.
        case "view": 0
        // Live Activities: the Lock Screen's plate, the island's halves beside the camera (the
        // page draws the island around them), its minimal circle and its expanded shape.
        case "activityLockScreen": 24
        case "activityCompactLeading", "activityCompactTrailing": 0
        case "activityMinimal": min(size.width, size.height) / 2
        case "activityExpanded": 44
        default: 22
        }
    }
}
