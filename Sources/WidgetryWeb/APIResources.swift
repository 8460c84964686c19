import Foundation
import Hummingbird
import WidgetryHost
import WidgetryWire

// The JSON documents the API answers with and reads (besides the inspector's, in
// InspectorResource.swift, and the gallery's, in GalleryResource.swift). `openapi.yaml`
// describes each under the same name.

/// `GET /api/widgets`: the registered extensions and their widget kinds.
struct ExtensionsResource: ResponseCodable, Sendable {
    struct Extension: Codable, Sendable {
        var id: String
        var name: String
        /// Whether a token was issued for the extension's app (`POST /api/extensions/{id}/token`).
        var hasToken: Bool
        var tokenIssuedAt: Date?
        /// Each kind's description: display name, families, intent schema.
        var widgets: [WidgetDescription]
    }
    var extensions: [Extension]
}

/// A placed widget as the page sees it.
struct InstanceResource: ResponseCodable, Sendable, Equatable {
    var id: String
    var extensionID: String
    var kind: String
    var family: String
    /// The families its kind supports: the sizes it can be changed to (`PUT …/family`).
    var supportedFamilies: [String]
    /// Home-screen order, from 0 (a page shows its widgets in this order).
    var position: Int
    /// The page it is on; absent for a lock-screen widget.
    var pageID: String?
    /// The Smart Stack it is in, if any (`GET /api/stacks` says which member is on top).
    var stackID: String?
    /// The kind's display name, for labels (empty when the extension is not registered now).
    var displayName: String
    var isConfigurable: Bool
    var promptsForUserConfiguration: Bool
    /// The stored values (entities by identifier).
    var configuration: Configuration
    /// A required parameter has no value: the widget shows its placeholder until configured.
    var needsConfiguration: Bool
    var missingParameters: [String]
    /// Parameter key → stored entity identifiers that no longer resolve.
    var missingEntities: [String: [String]]
    var isVisible: Bool
    var createdAt: Date
    var updatedAt: Date
    /// Present when this host cannot show the widget because its extension is not running:
    /// what is missing, in words. It keeps its place and configuration, and shows again once
    /// its extension runs.
    var unavailable: UnavailableWidgetResource?

    init(_ widget: PlacedWidget, description: WidgetDescription?, unavailable: UnavailableWidgetResource? = nil) {
        id = widget.id
        extensionID = widget.extensionID
        kind = widget.kind
        family = widget.family
        supportedFamilies = description?.supportedFamilies ?? [widget.family]
        position = widget.position
        pageID = widget.pageID
        stackID = widget.stackID
        displayName = description?.displayName ?? UnavailableWidgetResource.words(of: widget.kind)
        isConfigurable = description?.isConfigurable ?? false
        promptsForUserConfiguration = description?.promptsForUserConfiguration ?? false
        configuration = widget.configuration
        needsConfiguration = widget.needsConfiguration
        missingParameters = widget.missingParameters
        missingEntities = widget.missingEntities
        isVisible = widget.isVisible
        createdAt = widget.createdAt
        updatedAt = widget.updatedAt
        self.unavailable = description == nil ? unavailable : nil
    }
}

/// Why a placed widget cannot be shown, as iOS shows a widget whose app is gone: what is
/// missing, while the widget keeps its place and configuration.
struct UnavailableWidgetResource: Codable, Sendable, Equatable {
    enum Reason: String, Codable, Sendable {
        /// The host was started without the widget's extension (`serve --extension` others).
        case extensionNotLoaded
        /// The extension is registered but cannot be started; the host keeps trying it.
        case extensionNotStarting
        /// The extension runs but no longer has a widget of this kind.
        case kindNotFound
    }

    var reason: Reason
    var message: String

    /// Why `widget`, whose kind `host` does not know, cannot be shown.
    init(_ widget: PlacedWidget, host: WidgetHost) {
        if let down = host.unavailableExtensions.first(where: { $0.id == widget.extensionID }) {
            reason = .extensionNotStarting
            message = "Its extension “\(down.name)” cannot be started: \(down.reason). Widgetry keeps trying; the widget keeps its configuration."
        } else if let running = try? host.extensionInfo(widget.extensionID) {
            reason = .kindNotFound
            message = "Its extension “\(running.name)” no longer has this widget (\(widget.kind)); the widget keeps its configuration."
        } else {
            reason = .extensionNotLoaded
            message = "Its extension “\(widget.extensionID)” is not loaded. Start widgetry serve with --extension and its executable to show it again; the widget keeps its configuration."
        }
    }

    /// A kind's name in words, for a widget whose display name is not known (its extension is
    /// not loaded): `CharacterDetail` → “Character Detail”.
    static func words(of kind: String) -> String {
        var words = ""
        var previous: Character?
        for character in kind {
            if character == "_" || character == "-" {
                words.append(" ")
            } else {
                if let previous, character.isUppercase, previous.isLowercase || previous.isNumber { words.append(" ") }
                words.append(character)
            }
            previous = character
        }
        return words.trimmingCharacters(in: .whitespaces)
    }
}

/// `GET /api/instances`.
struct InstancesResource: ResponseCodable, Sendable {
    var instances: [InstanceResource]
}

/// `POST /api/instances`: a widget to place.
struct PlaceRequest: Codable, Sendable {
    /// The extension; may be left out when exactly one registered extension has `kind`.
    var extensionID: String?
    var kind: String
    var family: String
    /// A recommendation's configuration; absent: the intent's defaults.
    var configuration: Configuration?
    /// The page to place it on (a home-screen family); absent: the first page.
    var pageID: String?
}

/// `PUT /api/layout`: the new home-screen order.
struct LayoutRequest: Codable, Sendable {
    /// Every placed widget's id, once each, in the new order.
    var order: [String]
}

/// `POST /api/instances/{id}/move`.
struct MoveRequest: Codable, Sendable {
    /// The new position, from 0 to the number of placed widgets − 1.
    var position: Int
}

/// `POST /api/instances/{id}/visibility`.
struct VisibilityRequest: Codable, Sendable {
    var visible: Bool
}

/// `GET /api/instances/{id}/configuration`: what the editor needs.
struct ConfigurationResource: ResponseCodable, Sendable {
    var instance: InstanceResource
    /// The stored values.
    var values: Configuration
    /// The intent's schema (parameters, summary).
    var intent: IntentSchema
    /// The parameters the editor shows for `values`, in order.
    var visibleParameters: [String]
}

/// `PUT /api/instances/{id}/configuration` and `POST …/configuration/visible`.
struct ValuesRequest: Codable, Sendable {
    var values: Configuration
}

/// `PUT /api/instances/{id}/configuration`: the stored values.
struct StoredConfigurationResource: ResponseCodable, Sendable {
    var values: Configuration
    var instance: InstanceResource
}

/// `POST /api/instances/{id}/configuration/visible`.
struct VisibleParametersResource: ResponseCodable, Sendable {
    var visibleParameters: [String]
}

/// `GET /api/instances/{id}/render?format=json`.
struct RenderResource: Codable, Sendable {
    /// `current`, `placeholder` or `needsConfiguration`.
    var state: WidgetHost.Display.State
    /// The entry's date.
    var date: Date
    /// The entry rendered in the requested colour scheme.
    var archive: WidgetArchive
}

/// `POST /api/instances/{id}/actions/{action}`.
struct ActionResultResource: ResponseCodable, Sendable {
    /// `performed` (the intent ran; the widget reloads) or `openURL` (a link: `url`).
    var result: String
    var url: String?
}

/// `POST /api/instances/{id}/open`: a link for the widget's app was tapped.
struct OpenRequest: Codable, Sendable {
    var url: String
}

/// `GET /api/widgets/{extensionID}/{kind}/recommendations`.
struct RecommendationsResource: ResponseCodable, Sendable {
    var recommendations: [WidgetRecommendation]
}

/// `POST /api/extensions/{id}/token`.
struct TokenResource: ResponseCodable, Sendable {
    var extensionID: String
    /// Shown this once: the host keeps only its digest. Issuing again revokes it.
    var token: String
}
