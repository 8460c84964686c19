import Foundation
import Testing
import TestWidgets
import WebDriver
import WidgetryHost
import WidgetryWire

/// The placed controls in the home-screen file: exported in order with their configurations,
/// imported (checked as placing is) with the pages and widgets, on the real server, host and
/// SQLite file; bodies held to `openapi.yaml`.
@Suite("Controls in the home-screen file", .serialized)
struct ControlExportAPITests {
    struct ControlJSON: Decodable, Equatable {
        var id: String
        var extensionID: String
        var kind: String
        var configuration: Configuration
    }

    struct ControlsJSON: Decodable {
        var controls: [ControlJSON]
    }

    func withControls(_ body: (RunningHomeScreen) async throws -> Void) async throws {
        Lamps.turnOff(["Garage", "Loft"])
        try await withHomeScreen { home in
            try await home.host.addExtension(id: "controls", name: "Controls", path: "in-process", launcher: inProcessControlWidgets())
            try await body(home)
        }
    }

    func controls(_ home: RunningHomeScreen) async throws -> [ControlJSON] {
        try await home.get("/api/controls", as: ControlsJSON.self).controls
    }

    func encoded(_ file: HomeScreenFile) throws -> String {
        String(decoding: try JSONEncoder().encode(file), as: UTF8.self)
    }

    @Test func theControlsTravelInTheFileInOrderWithTheirConfigurations() async throws {
        try await withControls { home in
            _ = try await home.place("Counter")
            for body in [
                #"{"kind":"Lamp","configuration":{"room":"Garage"}}"#, #"{"kind":"AllOff","slot":"lockScreenTrailing"}"#,
                #"{"kind":"Lamp","configuration":{"room":"Loft","brightness":30}}"#,
            ] {
                #expect(try await home.call("POST", "/api/controls", json: body).status == 201)
            }
            let before = try await controls(home)

            let exported = try await home.call("GET", "/api/export")
            #expect(exported.status == 200)
            let document = try OpenAPISchemaTests.document()
            let json = try JSONDecoder().decode(JSONValue.self, from: exported.body)
            #expect(document.problems(of: json, for: try document.responseSchema("get", "/api/export", status: 200)) == [])
            #expect(document.problems(of: json, for: try document.requestSchema("post", "/api/import")) == [])
            let file = try JSONDecoder.api.decode(HomeScreenFile.self, from: exported.body)
            #expect(
                file.controls == [
                    HomeScreenFile.Control(extensionID: "controls", kind: "Lamp", configuration: ["room": "Garage", "brightness": 50]),
                    HomeScreenFile.Control(extensionID: "controls", kind: "AllOff", configuration: [:], slot: .lockScreenTrailing),
                    HomeScreenFile.Control(extensionID: "controls", kind: "Lamp", configuration: ["room": "Loft", "brightness": 30]),
                ])
            #expect(!exported.text.contains(before[0].id))

            // Remove them, then import the file: the same controls come back, in order, new.
            for control in before { #expect(try await home.call("DELETE", "/api/controls/\(control.id)").status == 204) }
            let imported = try await home.call("POST", "/api/import", json: exported.text)
            #expect(imported.status == 200, "\(imported.text)")
            let after = try await controls(home)
            #expect(after.map(\.kind) == before.map(\.kind))
            #expect(after.map(\.configuration) == before.map(\.configuration))
            #expect(Set(after.map(\.id)).isDisjoint(with: before.map(\.id)))
            #expect(try await home.host.controlDisplay(after[0].id).value?.title == "Garage")
            // The lock screen's control comes back in its slot.
            #expect(try await home.host.controlSlots() == [.lockScreenTrailing: after[1].id])
            var twice = file
            twice.exportedAt = nil
            twice.controls?[0].slot = .lockScreenTrailing
            let refused = try await home.call("POST", "/api/import", json: try encoded(twice))
            #expect(refused.status == 422, "\(refused.status) \(refused.text)")
            #expect(refused.text.contains("slot already holds control 1"), "\(refused.text)")

            // A file written before controls were exported leaves the placed ones as they are.
            var older = file
            older.exportedAt = nil
            older.controls = nil
            let kept = try await home.call("POST", "/api/import", json: try encoded(older))
            #expect(kept.status == 200, "\(kept.text)")
            #expect(try await controls(home) == after)
            #expect(try await home.host.instances().map(\.kind) == ["Counter"])

            // An empty list removes them.
            var none = older
            none.controls = []
            #expect(try await home.call("POST", "/api/import", json: try encoded(none)).status == 200)
            #expect(try await controls(home).isEmpty)
        }
    }

    /// Every control problem is said, by the control's place and kind, and nothing changes.
    @Test func aBadControlRefusesTheWholeFile() async throws {
        try await withControls { home in
            #expect(try await home.call("POST", "/api/controls", json: #"{"kind":"AllOff"}"#).status == 201)
            let widget = try await home.place("Counter")
            let before = try await home.get("/api/export", as: HomeScreenFile.self)
            var file = before
            file.exportedAt = nil
            file.controls = [
                HomeScreenFile.Control(extensionID: "controls", kind: "Lamp", configuration: ["room": "Garage"]),
                HomeScreenFile.Control(extensionID: "controls", kind: "Fan", configuration: [:]),
                HomeScreenFile.Control(extensionID: "controls", kind: "Lamp", configuration: ["brightness": 500]),
                HomeScreenFile.Control(extensionID: "controls", kind: "AllOff", configuration: ["room": "Den"]),
                HomeScreenFile.Control(extensionID: "ghost", kind: "Lamp", configuration: [:]),
            ]
            let refused = try await home.call("POST", "/api/import", json: try encoded(file))
            #expect(refused.status == 422)
            let error = try refused.apiError().error
            #expect(error.code == "invalidImport")
            let messages = error.issues?.map(\.message) ?? []
            #expect(messages.count == 4, "\(messages)")
            #expect(messages.contains { $0.hasPrefix("Control 2 (Fan): ") && $0.contains("Fan") })
            #expect(messages.contains { $0.hasPrefix("Control 3 (Lamp): ") && $0.contains("Brightness") }, "\(messages)")
            #expect(messages.contains("Control 4 (AllOff): it has no configuration, but the file gives it values."))
            #expect(messages.contains { $0.hasPrefix("Control 5 (Lamp): ") && $0.contains("ghost") })

            file.controls = Array(repeating: HomeScreenFile.Control(extensionID: "controls", kind: "AllOff", configuration: [:]), count: 101)
            let tooMany = try await home.call("POST", "/api/import", json: try encoded(file))
            #expect(tooMany.status == 422)
            #expect(try tooMany.apiError().error.issues?.map(\.message) == ["The file has 101 controls; at most 100 are allowed."])

            // Nothing changed.
            let after = try await home.get("/api/export", as: HomeScreenFile.self)
            #expect(after.controls == before.controls && after.widgets == before.widgets && after.pages == before.pages)
            #expect(try await home.host.instances().map(\.id) == [widget])
        }
    }
}
