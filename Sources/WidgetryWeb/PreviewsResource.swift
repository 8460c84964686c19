import Foundation
import Hummingbird
import WidgetryWire

/// `GET /api/extensions/{extensionID}/previews`: every preview of an extension (its `#Preview`s,
/// then its `PreviewProvider`s' views) with each of its entries rendered light and dark, for the previews page (the author's canvas: each
/// variant side by side, refreshed when the extension is rebuilt).
struct PreviewsResource: ResponseCodable, Sendable {
    struct Preview: Codable, Sendable {
        /// The name given to `#Preview("…", as:)`, absent when it has none; a
        /// `PreviewProvider`'s preview always has one (its display name, else `Type #n`).
        var name: String?
        /// The widget a `#Preview` shows; absent for a `PreviewProvider`'s preview.
        var kind: String?
        /// A widget family, or `view` for a `PreviewProvider`'s view without a widget context.
        var family: String
        /// Where the `#Preview` is written (`Module/File.swift`) and its line; a
        /// `PreviewProvider`'s preview names its provider (`Module/Type`) and has no line.
        var fileID: String
        var line: Int?
        var entries: [Entry]
    }

    /// One entry of the preview's timeline, as HTML fragments rendered for the page (styles in
    /// `data-wr-css`, as the render route gives them).
    struct Entry: Codable, Sendable {
        var date: Date
        var light: String
        var dark: String
    }

    var extensionID: String
    var previews: [Preview]
}
