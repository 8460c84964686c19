import Foundation
import Testing
import TestWidgets
@testable import WidgetryHost
import WidgetryWire

/// Two hosts on one PostgreSQL database, each running `ControlTestBundle` (whose lamps both
/// extensions see, as two hosts' extensions see one app's shared state): what one host does to a
/// control reaches the other's value and its pages.
@Suite("Controls on hosts sharing one database", .serialized)
struct ControlClusterTests {
    @Test func theOtherHostForgetsAControlsValueWhenOneChangesIt() async throws {
        Lamps.turnOff(["Study", "Pantry"])
        try await withControlHost(.postgres) { a, reopen in
            let b = try await reopen()
            try await a.restore()
            try await b.restore()
            // Each host's events are awaited before the next change, so that each wait below
            // is for that change's message (one host's messages arrive in the order sent).
            var heard = b.events()
            let placed = try await a.placeControl(extensionID: "test", kind: "Lamp", configuration: ["room": "Study"])
            let id = placed.control.id
            #expect(placed.value?.isOn == false)
            #expect(await next(heard) { $0 == .controlChanged(controlID: id) })
            // B asks its extension and keeps the answer.
            #expect(try await b.controlDisplay(id).value?.isOn == false)

            // A tap on A: B's pages hear of it, and B asks its extension again when read.
            heard = b.events()
            #expect(try await a.performControl(id: id).value?.isOn == true)
            #expect(await next(heard) { $0 == .controlChanged(controlID: id) })
            let seen = a.events()
            #expect(try await b.controlDisplay(id).value?.isOn == true)

            // B's read told no page: A hears nothing of it before B's next change (a control B
            // places), so the hosts never echo each other's reads.
            let marker = try await b.placeControl(extensionID: "test", kind: "AllOff")
            #expect(await eventsBefore(seen, .controlChanged(controlID: marker.control.id)).filter { $0 == .controlChanged(controlID: id) }.isEmpty)

            // A tap on B reaches A the same way.
            heard = a.events()
            #expect(try await b.performControl(id: id).value?.isOn == false)
            #expect(await next(heard) { $0 == .controlChanged(controlID: id) })
            #expect(try await a.controlDisplay(id).value?.isOn == false)

            // A configuration changed on A: B shows the new room's lamp.
            Lamps.turn("Pantry", on: true)
            heard = b.events()
            try await a.configureControl(id: id, values: ["room": "Pantry", "brightness": 20])
            #expect(await next(heard) { $0 == .controlChanged(controlID: id) })
            let shown = try await b.controlDisplay(id)
            #expect(shown.control.configuration == ["room": "Pantry", "brightness": 20])
            #expect(shown.value?.title == "Pantry" && shown.value?.isOn == true)

            // A ControlCenter reload on A (the app turned the lamp off itself) reaches B.
            Lamps.turn("Pantry", on: false)
            heard = b.events()
            #expect(await a.widgetCenter(extensionID: "test", .reloadControls(kind: "Lamp"), appInForeground: true) == .done)
            #expect(await next(heard) { $0 == .controlChanged(controlID: id) })
            #expect(try await b.controlDisplay(id).value?.isOn == false)

            // Removed on A: gone on B.
            heard = b.events()
            try await a.removeControl(id: id)
            #expect(await next(heard) { $0 == .controlChanged(controlID: id) })
            await #expect(throws: HostError.unknownControl(id)) { try await b.controlDisplay(id) }
        }
    }

    private func next(_ events: AsyncStream<HostEvent>, _ wanted: @escaping @Sendable (HostEvent) -> Bool) async -> Bool {
        for await event in events where wanted(event) { return true }
        return false
    }

    /// The events before `marker`.
    private func eventsBefore(_ events: AsyncStream<HostEvent>, _ marker: HostEvent) async -> [HostEvent] {
        var before: [HostEvent] = []
        for await event in events {
            if event == marker { break }
            before.append(event)
        }
        return before
    }
}
