import Foundation
import Testing
import WidgetryWire

@testable import WidgetryStore

@Suite("Placed controls")
struct ControlStoreTests {
    @Test(arguments: StoreKind.allCases) func theLockScreensSlotsHoldOneControlEach(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            try await store.registerExtension(id: "x", path: "/x", name: "X")
            let torch = try await store.placeControl(id: "torch", extensionID: "x", kind: "Torch", configuration: [:], missingParameters: [])
            let camera = try await store.placeControl(id: "camera", extensionID: "x", kind: "Camera", configuration: [:], missingParameters: [])
            #expect(try await store.controlSlots().isEmpty)
            try await store.setControlSlot(.lockScreenLeading, controlID: torch.id)
            try await store.setControlSlot(.lockScreenTrailing, controlID: camera.id)
            #expect(try await store.controlSlots() == [.lockScreenLeading: "torch", .lockScreenTrailing: "camera"])
            // A control is in one slot at most; a slot holds one control.
            try await store.setControlSlot(.lockScreenTrailing, controlID: torch.id)
            #expect(try await store.controlSlots() == [.lockScreenTrailing: "torch"])
            await expectStoreError(.controlNotFound("nope")) { try await store.setControlSlot(.lockScreenLeading, controlID: "nope") }
            // Deleting the control empties its slot; emptying a slot keeps the control.
            try await store.setControlSlot(.lockScreenLeading, controlID: camera.id)
            try await store.deleteControl(id: torch.id)
            #expect(try await store.controlSlots() == [.lockScreenLeading: "camera"])
            try await store.setControlSlot(.lockScreenLeading, controlID: nil)
            #expect(try await store.controlSlots().isEmpty)
            #expect(try await store.controls(extensionID: nil).map(\.id) == ["camera"])
        }
    }

    @Test(arguments: StoreKind.allCases) func controlsAreReorderedWhenEveryOneIsNamedOnce(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            try await store.registerExtension(id: "x", path: "/x", name: "X")
            for id in ["a", "b", "c"] {
                _ = try await store.placeControl(id: id, extensionID: "x", kind: "Bell", configuration: [:], missingParameters: [])
            }
            try await store.reorderControls(["c", "a", "b"])
            #expect(try await store.controls(extensionID: nil).map(\.id) == ["c", "a", "b"])
            #expect(try await store.controls(extensionID: nil).map(\.position) == [0, 1, 2])
            await expectStoreError(.invalidOrder("a is listed twice")) { try await store.reorderControls(["a", "a", "b"]) }
            await expectStoreError(.invalidOrder("1 placed control(s) not listed: b")) { try await store.reorderControls(["c", "a"]) }
            await expectStoreError(.controlNotFound("z")) { try await store.reorderControls(["c", "a", "z"]) }
            #expect(try await store.controls(extensionID: nil).map(\.id) == ["c", "a", "b"])
        }
    }

    @Test(arguments: StoreKind.allCases) func theControlCenterHoldsAtMostAHundredControls(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            try await store.registerExtension(id: "x", path: "/x", name: "X")
            for index in 0..<HomeScreenLimits.controls {
                _ = try await store.placeControl(id: "c\(index)", extensionID: "x", kind: "Bell", configuration: [:], missingParameters: [])
            }
            await expectStoreError(.invalidArgument("the home screen holds at most 100 controls; remove one first")) {
                _ = try await store.placeControl(id: nil, extensionID: "x", kind: "Bell", configuration: [:], missingParameters: [])
            }
            try await store.deleteControl(id: "c0")
            #expect(try await store.placeControl(id: nil, extensionID: "x", kind: "Bell", configuration: [:], missingParameters: []).position == 99)
        }
    }

    @Test(arguments: StoreKind.allCases) func controlsArePlacedInOrderUpdatedAndDeleted(kind: StoreKind) async throws {
        let clock = TestClock()
        try await withStore(kind, clock: clock) { store in
            try await store.registerExtension(id: "x", path: "/x", name: "X")
            try await store.registerExtension(id: "y", path: "/y", name: "Y")
            let lamp = try await store.placeControl(
                id: nil, extensionID: "x", kind: "Lamp", configuration: ["room": "Hall", "level": .int(3)], missingParameters: [])
            let bell = try await store.placeControl(id: "bell", extensionID: "y", kind: "Bell", configuration: [:], missingParameters: [])
            let fan = try await store.placeControl(id: nil, extensionID: "x", kind: "Fan", configuration: [:], missingParameters: ["speed"])
            #expect([lamp, bell, fan].map(\.position) == [0, 1, 2])
            #expect(fan.needsConfiguration)
            #expect(lamp.createdAt == clock.now)
            #expect(try await store.controls(extensionID: nil).map(\.id) == [lamp.id, bell.id, fan.id])
            #expect(try await store.controls(extensionID: "x").map(\.kind) == ["Lamp", "Fan"])

            clock.advance(5)
            let updated = try await store.updateControlConfiguration(id: fan.id, configuration: ["speed": "high"], missingParameters: [])
            #expect(updated.configuration == ["speed": "high"])
            #expect(!updated.needsConfiguration)
            #expect(updated.updatedAt == clock.now)
            #expect(try await store.control(id: fan.id) == updated)

            await expectStoreError(.duplicateControl("bell")) {
                _ = try await store.placeControl(id: "bell", extensionID: "x", kind: "Bell", configuration: [:], missingParameters: [])
            }
            await expectStoreError(.extensionNotFound("z")) {
                _ = try await store.placeControl(id: nil, extensionID: "z", kind: "Bell", configuration: [:], missingParameters: [])
            }
            await expectStoreError(.controlNotFound("nope")) { _ = try await store.control(id: "nope") }
            await expectStoreError(.controlNotFound("nope")) {
                _ = try await store.updateControlConfiguration(id: "nope", configuration: [:], missingParameters: [])
            }
            await expectStoreError(.controlNotFound("nope")) { try await store.deleteControl(id: "nope") }

            try await store.deleteControl(id: lamp.id)
            #expect(try await store.controls(extensionID: nil).map(\.position) == [0, 1])
            // Deleting an extension deletes its controls; the others close up.
            try await store.placeControl(id: "last", extensionID: "y", kind: "Bell", configuration: [:], missingParameters: [])
            try await store.deleteExtension(id: "x")
            let left = try await store.controls(extensionID: nil)
            #expect(left.map(\.id) == ["bell", "last"])
            #expect(left.map(\.position) == [0, 1])
            #expect(try await store.placeControl(id: nil, extensionID: "y", kind: "Bell", configuration: [:], missingParameters: []).position == 2)
        }
    }
}
