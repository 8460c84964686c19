import Foundation
import Hummingbird
import WidgetryHost
import WidgetryWire

/// Controls (`ControlWidget`): an extension's controls gallery with preview values; placing,
/// configuring (validated by the control's intent: 422 with one issue per parameter, nothing
/// stored) and removing controls; their values; a tap performed in the extension. The same
/// middleware as the widgets' routes protects them (sign-in beyond loopback, same origin for
/// state changes, bounded bodies).
enum ControlRoutes {
    static func register(on api: RouterGroup<WebRequestContext>, host: WidgetHost) {
        api.get("extensions/:extensionID/controls") { _, context in
            let extensionID = try context.pathParameter("extensionID")
            let gallery = try await host.controlGallery(extensionID: extensionID)
            return ControlGalleryResource(controls: gallery.map { ControlGalleryItem(control: $0.control, preview: $0.value) })
        }

        api.get("controls") { _, _ in
            var controls: [PlacedControlResource] = []
            let slots = try await host.controlSlots()
            for placed in try await host.placedControls() {
                controls.append(PlacedControlResource(try await host.controlDisplay(placed.id), slots: slots))
            }
            return PlacedControlsResource(controls: controls)
        }

        api.post("controls") { request, _ in
            let body = try await JSONExchange.body(PlaceControlRequest.self, of: request)
            let extensionID = try extensionID(for: body, host: host)
            let placed =
                if let slot = body.slot {
                    try await host.placeControl(extensionID: extensionID, kind: body.kind, configuration: body.configuration, inSlot: slot)
                } else {
                    try await host.placeControl(extensionID: extensionID, kind: body.kind, configuration: body.configuration)
                }
            return EditedResponse(
                status: .created, headers: [.location: "/api/controls/\(placed.control.id.pathEncoded)"],
                response: PlacedControlResource(placed, slots: try await host.controlSlots()))
        }

        api.put("controls/order") { request, _ in
            let body = try await JSONExchange.body(ControlOrderRequest.self, of: request)
            try await host.reorderControls(body.order)
            return JSONExchange.empty()
        }

        api.get("controls/:id") { _, context in
            PlacedControlResource(try await host.controlDisplay(try context.pathParameter("id")), slots: try await host.controlSlots())
        }

        api.delete("controls/:id") { _, context in
            try await host.removeControl(id: try context.pathParameter("id"))
            return JSONExchange.empty()
        }

        api.get("controls/:id/configuration") { _, context in
            let id = try context.pathParameter("id")
            let placed = try await host.placedControl(id)
            guard let schema = try host.control(extensionID: placed.extensionID, kind: placed.kind).intent else {
                throw HostError.controlNotConfigurable(kind: placed.kind)
            }
            return ControlConfigurationResource(values: placed.configuration, intent: schema)
        }

        api.put("controls/:id/configuration") { request, context in
            let id = try context.pathParameter("id")
            let body = try await JSONExchange.body(ValuesRequest.self, of: request)
            return PlacedControlResource(try await host.configureControl(id: id, values: body.values), slots: try await host.controlSlots())
        }

        api.get("controls/:id/options/:parameter") { request, context in
            let options = try await host.controlOptions(
                controlID: try context.pathParameter("id"), parameter: try context.pathParameter("parameter"),
                matching: try ConfigurationRoutes.searchQuery(request))
            return options ?? ParameterOptions(sections: [])
        }

        api.post("controls/:id/perform") { _, context in
            PlacedControlResource(try await host.performControl(id: try context.pathParameter("id")), slots: try await host.controlSlots())
        }
    }

    /// The extension named, or the one registered extension that has a control of `kind`.
    static func extensionID(for body: PlaceControlRequest, host: WidgetHost) throws(APIError) -> String {
        if let id = body.extensionID { return id }
        let offering = host.extensions.filter { ((try? host.controls(extensionID: $0.id)) ?? []).contains { $0.kind == body.kind } }
        switch offering.count {
        case 1: return offering[0].id
        case 0: throw APIError.notFound(code: "kindNotFound", "No registered extension offers a control of kind “\(body.kind.prefix(100))”.")
        default:
            throw APIError.badRequest(
                "Several extensions offer a control of kind “\(body.kind.prefix(100))” (\(offering.map(\.id).joined(separator: ", "))): name one in extensionID.")
        }
    }
}

/// `GET /api/extensions/{extensionID}/controls`.
struct ControlGalleryResource: ResponseCodable, Sendable {
    var controls: [ControlGalleryItem]
}

/// A control of the gallery: its description and its template with the provider's preview
/// value (`nil`: its preview shows nothing).
struct ControlGalleryItem: Codable, Sendable {
    var control: ControlDescription
    var preview: ControlArchive?
}

/// `POST /api/controls`.
struct PlaceControlRequest: Codable, Sendable {
    /// The extension; may be left out when exactly one registered extension has `kind`.
    var extensionID: String?
    var kind: String
    /// Its configuration; absent: the intent's defaults.
    var configuration: Configuration?
    /// A lock-screen slot to place it in (the control there is removed); absent: Control Center.
    var slot: ControlSlot?
}

/// `PUT /api/controls/order`.
struct ControlOrderRequest: Codable, Sendable {
    /// Every placed control's id, once, in the new order.
    var order: [String]
}

/// `GET /api/controls`.
struct PlacedControlsResource: ResponseCodable, Sendable {
    var controls: [PlacedControlResource]
}

/// A placed control and the value it shows.
struct PlacedControlResource: ResponseCodable, Sendable {
    var id: String
    var extensionID: String
    var kind: String
    var position: Int
    var configuration: Configuration
    var needsConfiguration: Bool
    var missingParameters: [String]
    /// Its template's current value; absent while it needs configuration, when its template is
    /// empty or when the extension failed (`error`).
    var value: ControlArchive?
    var error: String?
    /// After a tap whose action is an `OpenURLIntent`: the link (the page opens a web link; any
    /// other went to the extension's app).
    var openedURL: String?
    /// The lock-screen slot it is in; absent: it is in Control Center.
    var slot: ControlSlot?

    init(_ display: WidgetHost.ControlDisplay, slots: [ControlSlot: String]) {
        slot = slots.first { $0.value == display.control.id }?.key
        let control = display.control
        id = control.id
        extensionID = control.extensionID
        kind = control.kind
        position = control.position
        configuration = control.configuration
        needsConfiguration = control.needsConfiguration
        missingParameters = control.missingParameters
        value = display.value
        error = display.error
        openedURL = display.openedURL
    }
}

/// `GET /api/controls/{id}/configuration`.
struct ControlConfigurationResource: ResponseCodable, Sendable {
    var values: Configuration
    var intent: IntentSchema
}
