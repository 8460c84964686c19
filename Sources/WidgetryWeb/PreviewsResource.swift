import Foundation
import WidgetryWire

/// `GET /api/extensions/{extensionID}/previews`: every `#Preview` of an extension with each of
/// its entries rendered light and dark, for the previews page (the author's canvas: each
/// variant side by side, refreshed when the extension is rebuilt).
struct PreviewsResource: Codable, Sendable {
    struct Preview: Codable, Sendable {
        /// The name given to `#Preview("…", as:)`, absent when it has none.
        var name: String?
        var kind: String
        var family: String
        /// Where the `#Preview` is written (`Module/File.swift`) and its line.
        var fileID: String
        var line: Int
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
