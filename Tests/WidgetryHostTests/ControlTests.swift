import Foundation
import Testing
import TestProcesses
import TestWidgets
import WidgetKit
@testable import WidgetryHost
import WidgetryStore
import WidgetryWire

/// The stores the control tests run on: a SQLite file and a real PostgreSQL database.
enum ControlStoreKind: String, CaseIterable, Sendable {
    case sqlite, postgres
}

/// Runs `body` with a host on a new store of `kind` serving `ControlTestBundle` in process
/// (extension "test"), every lamp off, then shuts both down. `reopen` makes another host on the
/// same store.
func withControlHost(
    _ kind: ControlStoreKind, _ body: (WidgetHost, _ reopen: () async throws -> WidgetHost) async throws -> Void
) async throws {
    Lamps.turnOff(Lamps.house)
    try await withTestBundleHost(kind, body)
}

/// Runs `body` with a host on a new store of `kind` serving `ControlTestBundle` in process
/// (extension "test"), leaving the lamps as they are (suites that run beside the control
/// tests), then shuts both down. `reopen` makes another host on the same store.
func withTestBundleHost(
    _ kind: ControlStoreKind, _ body: (WidgetHost, _ reopen: () async throws -> WidgetHost) async throws -> Void
) async throws {
    try await withExtensionHost(kind, extensionID: "test", name: "Controls", launcher: inProcessControls(), body)
}

/// Runs `body` with a host on a new store of `kind` (a SQLite file, or a new PostgreSQL
/// database) serving `launcher` as extension `extensionID`, then shuts both down. `reopen` makes
/// another host on the same store (on PostgreSQL, one of a cluster).
func withExtensionHost(
    _ kind: ControlStoreKind, extensionID: String, name: String, launcher: ExtensionLauncher,
    _ body: (WidgetHost, _ reopen: () async throws -> WidgetHost) async throws -> Void
) async throws {
    var stores: [any WidgetStore] = []
    var hosts: [WidgetHost] = []
    var database: SharedDatabase?
    let path = temporaryDatabase()
    func open() async throws -> WidgetHost {
        let store: any WidgetStore
        switch kind {
        case .sqlite: store = try SQLiteWidgetStore(path: path)
        case .postgres:
            if database == nil { database = try await SharedDatabase.create() }
            store = try await PostgresWidgetStore.connect(url: database!.url)
        }
        let host = WidgetHost(store: store, clock: VirtualClock(now: Date()), options: .underTest)
        try await host.addExtension(id: extensionID, name: name, path: "in-process", launcher: launcher)
        stores.append(store)
        hosts.append(host)
        return host
    }
    do {
        try await body(try await open(), open)
    } catch {
        await close(hosts, stores, database)
        throw error
    }
    await close(hosts, stores, database)
}

private func close(_ hosts: [WidgetHost], _ stores: [any WidgetStore], _ database: SharedDatabase?) async {
    for host in hosts { await host.shutdown() }
    for case let store as PostgresWidgetStore in stores { await store.shutdown() }
    await database?.drop()
}

/// `ControlTestBundle` (a widget, a lamp toggle, an all-off button) in process.
func inProcessControls() -> ExtensionLauncher {
    .inProcess({ hostPeer in
        await MainActor.run {
            let runtime = ExtensionRuntime(try! WidgetExtension(bundle: ControlTestBundle()))
            return ExtensionRuntime.inProcessPeer(serving: runtime) { bytes in hostPeer.receive(bytes) }
        }
    })
}

@Suite("Controls: described, valued, performed, reloaded, configured", .serialized)
struct ControlTests {
    @Test(arguments: ControlStoreKind.allCases) func theExtensionDescribesItsControlsBesideItsWidgets(kind: ControlStoreKind) async throws {
        try await withControlHost(kind) { host, _ in
            #expect(try host.extensionInfo("test").widgets.map(\.kind) == ["Counter"])
            let controls = try host.controls(extensionID: "test")
            #expect(controls.map(\.kind) == ["Lamp", "AllOff", "Parcels"])
            let lamp = controls[0]
            #expect(lamp.displayName == "Lamp")
            #expect(lamp.description == "Turns a room's lamp on and off.")
            #expect(lamp.template == .toggle)
            #expect(lamp.intent?.parameters.map(\.key) == ["room", "brightness"])
            #expect(controls[1].template == .button)
            #expect(controls[1].intent == nil)
            #expect(controls[1].displayName == "All Off")

            // The gallery shows each control with its preview value.
            let gallery = try await host.controlGallery(extensionID: "test")
            let preview = try #require(gallery[0].value)
            #expect(preview.isOn == true)
            #expect(preview.title == "Hall")
            #expect(preview.onLabel == ControlLabelArchive(text: "On", symbol: "lightbulb.fill"))
            #expect(preview.offLabel == ControlLabelArchive(text: "Off", symbol: "lightbulb"))
            #expect(preview.tint != nil)
            let button = try #require(gallery[1].value)
            #expect(button.template == .button)
            #expect(button.isOn == nil)
            #expect(button.title == "All off")
            #expect(button.label == ControlLabelArchive(text: "All off", symbol: "power"))
            #expect(button.onLabel.text == "Turning off")
            #expect(button.offLabel.text == "Ready")
            await #expect(throws: HostError.unknownControlKind(extensionID: "test", kind: "Fan", known: ["Lamp", "AllOff", "Parcels"])) {
                try await host.placeControl(extensionID: "test", kind: "Fan")
            }
        }
    }

    @Test(arguments: ControlStoreKind.allCases) func aTapPerformsTheToggleWithItsNewStateAndShowsTheValueAfter(kind: ControlStoreKind) async throws {
        try await withControlHost(kind) { host, _ in
            let placed = try await host.placeControl(extensionID: "test", kind: "Lamp", configuration: ["room": "Kitchen"])
            #expect(placed.control.configuration == ["room": "Kitchen", "brightness": 50])
            #expect(placed.value?.isOn == false)
            #expect(placed.value?.title == "Kitchen")

            let on = try await host.performControl(id: placed.control.id)
            #expect(on.value?.isOn == true)
            #expect(Lamps.on.contains("Kitchen"))
            #expect(try await host.controlDisplay(placed.control.id).value?.isOn == true)

            let off = try await host.performControl(id: placed.control.id)
            #expect(off.value?.isOn == false)
            #expect(!Lamps.on.contains("Kitchen"))
        }
    }

    @Test(arguments: ControlStoreKind.allCases) func controlCenterReloadsFromTheExtensionAndTheAppRefreshTheValues(kind: ControlStoreKind) async throws {
        try await withControlHost(kind) { host, _ in
            let lamp = try await host.placeControl(extensionID: "test", kind: "Lamp")
            let allOff = try await host.placeControl(extensionID: "test", kind: "AllOff")
            #expect(try await host.performControl(id: lamp.control.id).value?.isOn == true)

            // The button's intent turns the house's lamps off and calls ControlCenter.reloadControls(ofKind: "Lamp").
            let events = host.events()
            try await host.performControl(id: allOff.control.id)
            for await event in events where event == .controlChanged(controlID: lamp.control.id) { break }
            #expect(try await host.controlDisplay(lamp.control.id).value?.isOn == false)

            // An app's reloadAllControls() (the same request, from the HTTP channel).
            Lamps.turn("Hall", on: true)
            #expect(try await host.controlDisplay(lamp.control.id).value?.isOn == false)
            #expect(await host.widgetCenter(extensionID: "test", .reloadControls(kind: nil), appInForeground: true) == .done)
            #expect(try await host.controlDisplay(lamp.control.id).value?.isOn == true)

            // currentControls() lists the extension's placed controls.
            #expect(
                await host.widgetCenter(extensionID: "test", .currentControls, appInForeground: true)
                    == .controls([
                        PlacedControlInfo(id: lamp.control.id, kind: "Lamp", configuration: ["room": "Hall", "brightness": 50]),
                        PlacedControlInfo(id: allOff.control.id, kind: "AllOff", configuration: [:]),
                    ]))
        }
    }

    @Test(arguments: ControlStoreKind.allCases) func configurationsAreValidatedPerFieldAndStored(kind: ControlStoreKind) async throws {
        try await withControlHost(kind) { host, reopen in
            // A refused value places nothing.
            let refused = await refusedIssues { try await host.placeControl(extensionID: "test", kind: "Lamp", configuration: ["brightness": 500]) }
            #expect(refused.map(\.parameter) == ["brightness"])
            #expect(try await host.placedControls().isEmpty)

            let placed = try await host.placeControl(extensionID: "test", kind: "Lamp")
            #expect(placed.control.configuration == ["room": "Hall", "brightness": 50])
            let issues = await refusedIssues { try await host.configureControl(id: placed.control.id, values: ["room": "Den", "brightness": 0]) }
            #expect(issues.map(\.parameter) == ["brightness"])
            #expect(issues.first?.code == .outOfRange)
            #expect(try await host.placedControl(placed.control.id).configuration == ["room": "Hall", "brightness": 50])

            Lamps.turn("Den", on: true)
            let configured = try await host.configureControl(id: placed.control.id, values: ["room": "Den", "brightness": 80])
            #expect(configured.control.configuration == ["room": "Den", "brightness": 80])
            #expect(configured.value?.isOn == true)
            #expect(configured.value?.title == "Den")

            let button = try await host.placeControl(extensionID: "test", kind: "AllOff")
            await #expect(throws: HostError.controlNotConfigurable(kind: "AllOff")) {
                try await host.configureControl(id: button.control.id, values: ["room": "Den"])
            }

            // Another host on the same store finds them, in order, and asks for their values.
            let other = try await reopen()
            #expect(try await other.placedControls().map(\.id) == [placed.control.id, button.control.id])
            let shown = try await other.controlDisplay(placed.control.id)
            #expect(shown.control.configuration == ["room": "Den", "brightness": 80])
            #expect(shown.value?.isOn == true)

            try await host.removeControl(id: placed.control.id)
            #expect(try await host.placedControls().map(\.id) == [button.control.id])
            #expect(try await host.placedControls().first?.position == 0)
            await #expect(throws: HostError.unknownControl(placed.control.id)) { try await host.performControl(id: placed.control.id) }
        }
    }
}

/// The issues of the configuration `body` has refused; an issue of the test when it was not
/// refused so.
func refusedIssues(sourceLocation: SourceLocation = #_sourceLocation, _ body: () async throws -> Any) async -> [ConfigurationIssue] {
    do {
        _ = try await body()
        Issue.record("the configuration was accepted", sourceLocation: sourceLocation)
    } catch HostError.invalidConfiguration(let error) {
        return error.issues
    } catch {
        Issue.record("expected a refused configuration, got \(error)", sourceLocation: sourceLocation)
    }
    return []
}
