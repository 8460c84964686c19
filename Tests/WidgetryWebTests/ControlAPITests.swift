import Foundation
import Testing
import TestWidgets
import WebDriver
import WidgetKit
import WidgetryHost
import WidgetryWire

/// `ControlTestBundle` (a widget, a lamp toggle, an all-off button) in process.
func inProcessControlWidgets() -> ExtensionLauncher {
    .inProcess({ hostPeer in
        await MainActor.run {
            let runtime = ExtensionRuntime(try! WidgetExtension(bundle: ControlTestBundle()))
            return ExtensionRuntime.inProcessPeer(serving: runtime) { bytes in hostPeer.receive(bytes) }
        }
    })
}

/// The control routes against the real server and host: gallery, place, configure, tap,
/// remove, and `ControlCenter` for apps; every body held to `openapi.yaml`.
@Suite("Controls over the API", .serialized)
struct ControlAPITests {
    /// `body` with the home screen and extension `controls` registered.
    func withControls(_ body: (RunningHomeScreen) async throws -> Void) async throws {
        Lamps.turnOff(["Attic", "Cellar", "Porch"])
        try await withHomeScreen { home in
            try await home.host.addExtension(id: "controls", name: "Controls", path: "in-process", launcher: inProcessControlWidgets())
            try await body(home)
        }
    }

    /// The body as JSON, with no problem against the document's schema for the route.
    func checked(_ result: HTTPResult, _ method: String, _ path: String, status: Int) throws -> JSONValue {
        try #require(result.status == status, "\(method) \(path): \(result.status) \(result.text)")
        let value = try JSONDecoder().decode(JSONValue.self, from: result.body)
        let schema = try OpenAPISchemaTests.document().responseSchema(method.lowercased(), path, status: status)
        #expect(try OpenAPISchemaTests.document().problems(of: value, for: schema) == [])
        return value
    }

    @Test func theGalleryShowsEachControlAtItsPreviewValue() async throws {
        try await withControls { home in
            let gallery = try checked(
                try await home.call("GET", "/api/extensions/controls/controls"), "GET", "/api/extensions/{extensionID}/controls", status: 200)
            let controls = try #require(gallery["controls"]?.array)
            #expect(controls.map { $0["control"]?["kind"] } == ["Lamp", "AllOff", "Parcels"])
            // The label's status and action hint travel with the value.
            #expect(controls[0]["preview"]?["status"] == "Hall lamp on")
            #expect(controls[1]["preview"]?["actionHint"] == "Hold to turn every lamp off")
            #expect(controls[0]["control"]?["template"] == "toggle")
            #expect(controls[0]["control"]?["intent"]?["parameters"]?.array?.count == 2)
            #expect(controls[0]["preview"]?["isOn"] == true)
            #expect(controls[0]["preview"]?["onLabel"] == ["text": "On", "symbol": "lightbulb.fill"])
            #expect(controls[1]["preview"]?["label"] == ["text": "All off", "symbol": "power"])
            #expect(try await home.call("GET", "/api/extensions/nope/controls").status == 404)
        }
    }

    @Test func aControlIsPlacedTappedConfiguredAndRemoved() async throws {
        try await withControls { home in
            // State changes need the page's same-origin mark, as the widgets' routes do.
            let foreign = try await send(
                "POST", home.url("/api/controls"), headers: ["Content-Type": "application/json"],
                body: Data(#"{"kind":"Lamp"}"#.utf8))
            #expect(foreign.status == 403)
            #expect(try await home.host.placedControls().isEmpty)

            let refused = try await home.call("POST", "/api/controls", json: #"{"kind":"Lamp","configuration":{"brightness":500}}"#)
            #expect(refused.status == 422)
            #expect(try refused.apiError().error.issues?.map(\.parameter) == ["brightness"])

            let created = try await home.call("POST", "/api/controls", json: #"{"kind":"Lamp","configuration":{"room":"Attic"}}"#)
            let placed = try checked(created, "POST", "/api/controls", status: 201)
            let id = try #require(placed["id"]?.string)
            #expect(created.header("Location") == "/api/controls/\(id)")
            #expect(placed["extensionID"] == "controls")
            #expect(placed["configuration"] == ["room": "Attic", "brightness": 50])
            #expect(placed["value"]?["isOn"] == false)
            #expect(placed["value"]?["title"] == "Attic")

            let tapped = try checked(try await home.call("POST", "/api/controls/\(id)/perform"), "POST", "/api/controls/{id}/perform", status: 200)
            #expect(tapped["value"]?["isOn"] == true)
            #expect(tapped["value"]?["status"] == "Attic lamp on")
            #expect(Lamps.on.contains("Attic"))
            let list = try checked(try await home.call("GET", "/api/controls"), "GET", "/api/controls", status: 200)
            #expect(list["controls"]?.array?.map { $0["value"]?["isOn"] } == [true])

            let configuration = try checked(
                try await home.call("GET", "/api/controls/\(id)/configuration"), "GET", "/api/controls/{id}/configuration", status: 200)
            #expect(configuration["values"] == ["room": "Attic", "brightness": 50])
            let badValue = try await home.call("PUT", "/api/controls/\(id)/configuration", json: #"{"values":{"brightness":0}}"#)
            #expect(badValue.status == 422)
            let configured = try checked(
                try await home.call("PUT", "/api/controls/\(id)/configuration", json: #"{"values":{"room":"Cellar","brightness":70}}"#), "PUT",
                "/api/controls/{id}/configuration", status: 200)
            #expect(configured["configuration"] == ["room": "Cellar", "brightness": 70])
            #expect(configured["value"]?["isOn"] == false)

            // A picker's choices come from the control's intent in the extension: a free-text
            // room offers none; an unknown parameter is a 404.
            let options = try checked(
                try await home.call("GET", "/api/controls/\(id)/options/room?query=Ce"), "GET", "/api/controls/{id}/options/{parameter}",
                status: 200)
            #expect(options["sections"] == [])
            let unknown = try await home.call("GET", "/api/controls/\(id)/options/colour")
            #expect(unknown.status == 404, "\(unknown.text)")
            #expect(try unknown.apiError().error.code == "parameterNotFound")
            #expect(try await home.call("GET", "/api/controls/\(id)/options/room?query=\(String(repeating: "x", count: 201))").status == 400)

            let button = try checked(
                try await home.call("POST", "/api/controls", json: #"{"kind":"AllOff"}"#), "POST", "/api/controls", status: 201)
            let buttonID = try #require(button["id"]?.string)
            let notConfigurable = try await home.call("GET", "/api/controls/\(buttonID)/configuration")
            #expect(notConfigurable.status == 409)
            #expect(try notConfigurable.apiError().error.code == "notConfigurable")
            #expect(try await home.call("GET", "/api/controls/\(buttonID)/options/room").status == 409)

            #expect(try await home.call("DELETE", "/api/controls/\(id)").status == 204)
            let gone = try await home.call("GET", "/api/controls/\(id)")
            #expect(gone.status == 404)
            #expect(try gone.apiError().error.code == "controlNotFound")
            #expect(try await home.call("POST", "/api/controls/\(id)/perform").status == 404)
            let left = try checked(try await home.call("GET", "/api/controls/\(buttonID)"), "GET", "/api/controls/{id}", status: 200)
            #expect(left["position"] == 0)
        }
    }

    /// An `OpenURLIntent` action opens its link, as iOS does, without running in the extension:
    /// the tap's answer names it for the page, and an app link is queued for the app.
    @Test func anOpenURLIntentActionIsALinkForTheApp() async throws {
        try await withControls { home in
            let placed = try checked(try await home.call("POST", "/api/controls", json: #"{"kind":"Parcels"}"#), "POST", "/api/controls", status: 201)
            let id = try #require(placed["id"]?.string)
            #expect(placed["value"]?["action"]?["typeName"] == "OpenURLIntent")
            let tapped = try checked(try await home.call("POST", "/api/controls/\(id)/perform"), "POST", "/api/controls/{id}/perform", status: 200)
            #expect(tapped["openedURL"] == "parcels://list")
            let opened = await home.host.openedURLs(extensionID: "controls", after: 0)
            #expect(opened.map(\.url) == ["parcels://list"])
            #expect(opened.first?.instanceID == id && opened.first?.kind == "Parcels" && opened.first?.family == "control")
        }
    }

    /// The lock screen's two slots: a control placed in one is there, not in Control Center;
    /// another placed in the same slot takes its place, and it is gone.
    @Test func aControlPlacedInALockScreenSlotReplacesTheOneThere() async throws {
        try await withControls { home in
            let first = try checked(
                try await home.call("POST", "/api/controls", json: #"{"kind":"AllOff","slot":"lockScreenLeading"}"#), "POST", "/api/controls", status: 201)
            #expect(first["slot"] == "lockScreenLeading")
            let inCenter = try checked(try await home.call("POST", "/api/controls", json: #"{"kind":"Lamp"}"#), "POST", "/api/controls", status: 201)
            #expect(inCenter["slot"] == nil)
            let second = try checked(
                try await home.call("POST", "/api/controls", json: #"{"kind":"Parcels","slot":"lockScreenLeading"}"#), "POST", "/api/controls", status: 201)
            let list = try checked(try await home.call("GET", "/api/controls"), "GET", "/api/controls", status: 200)
            let listed = list["controls"]?.array ?? []
            #expect(listed.map { $0["kind"] } == ["Lamp", "Parcels"])
            #expect(listed.map { $0["slot"] } == [nil, "lockScreenLeading"])
            #expect(try await home.host.controlSlots() == [.lockScreenLeading: try #require(second["id"]?.string)])
            #expect(try await home.call("POST", "/api/controls", json: #"{"kind":"Lamp","slot":"middle"}"#).status == 400)

            // Reordered: every placed control named once.
            let ids = listed.compactMap { $0["id"]?.string }
            #expect(try await home.call("PUT", "/api/controls/order", json: #"{"order":["\#(ids[1])","\#(ids[0])"]}"#).status == 204)
            #expect(try await home.host.placedControls().map(\.id) == [ids[1], ids[0]])
            let partial = try await home.call("PUT", "/api/controls/order", json: #"{"order":["\#(ids[1])"]}"#)
            #expect(partial.status == 409, "\(partial.text)")
            #expect(try partial.apiError().error.code == "layoutRefused")
        }
    }

    @Test func anAppsControlCenterReloadsAndListsItsControlsOverHTTP() async throws {
        try await withControls { home in
            let lamp = try await home.host.placeControl(extensionID: "controls", kind: "Lamp", configuration: ["room": "Porch"])
            #expect(lamp.value?.isOn == false)
            let issued = try await home.call("POST", "/api/extensions/controls/token")
            try #require(issued.status == 201)
            let token = try #require(try JSONDecoder.api.decode([String: String].self, from: issued.body)["token"])
            let transport = HTTPWidgetCenterTransport(base: home.url(""), token: token)

            #expect(try await transport.currentControls() == [PlacedControlInfo(id: lamp.control.id, kind: "Lamp", configuration: ["room": "Porch", "brightness": 50])])
            let listed = try await send("GET", home.url("/api/widgetcenter/controls"), headers: ["Authorization": "Bearer \(token)"])
            _ = try checked(listed, "GET", "/api/widgetcenter/controls", status: 200)

            // The app turned the lamp on itself and asks ControlCenter to reload it.
            Lamps.turn("Porch", on: true)
            try await transport.reloadControls(ofKind: "Lamp")
            #expect(try await home.host.controlDisplay(lamp.control.id).value?.isOn == true)
            #expect(try await send("POST", home.url("/api/widgetcenter/reload-controls")).status == 401)
        }
    }
}
