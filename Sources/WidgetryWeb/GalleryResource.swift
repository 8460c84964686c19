import Foundation
import Hummingbird
import WidgetryWire

/// `GET /api/gallery`: every widget kind with a live preview in each family it supports and
/// its recommendations (preconfigured choices).
struct GalleryResource: ResponseCodable, Sendable {
    struct Preview: Codable, Sendable {
        var family: String
        /// The snapshot (`isPreview`) rendered as the page shows widgets; absent when the
        /// extension failed to give one (`error` says why).
        var html: String?
        var error: String?
    }

    struct Widget: Codable, Sendable {
        var extensionID: String
        var extensionName: String
        var kind: String
        var displayName: String
        var description: String
        var supportedFamilies: [String]
        var isConfigurable: Bool
        var promptsForUserConfiguration: Bool
        var previews: [Preview]
        var recommendations: [WidgetRecommendation]
    }

    var widgets: [Widget]
}
