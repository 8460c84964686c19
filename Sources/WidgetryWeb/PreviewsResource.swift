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
        /// The widget a `#Preview` shows (a Live Activity's: its attributes type); absent for a
        /// `PreviewProvider`'s preview of a plain view.
        var kind: String?
        /// A widget family, `view` for a `PreviewProvider`'s view without a widget context, or a
        /// Live Activity's presentation (`activityLockScreen`, `activityCompact`, `activityMinimal`,
        /// `activityExpanded`).
        var family: String
        /// Where the `#Preview` is written (`Module/File.swift`) and its line; a
        /// `PreviewProvider`'s preview names its provider (`Module/Type`) and has no line.
        var fileID: String
        var line: Int?
        var entries: [Entry]
    }

    /// One entry of the preview's timeline (one content state of a Live Activity's), as HTML
    /// fragments rendered for the page (styles in `data-wr-css`, as the render route gives them).
    struct Entry: Codable, Sendable {
        var date: Date
        /// The entry in each colour scheme; absent for a Live Activity's island views.
        var light: String?
        var dark: String?
        /// A Live Activity preview of the Dynamic Island (family `activityCompact`,
        /// `activityMinimal` or `activityExpanded`): its views, dark — the compact leading then
        /// trailing view, or the one minimal or expanded view.
        var island: [String]?
    }

    var extensionID: String
    var previews: [Preview]
}
