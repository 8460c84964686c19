import Foundation
import Testing
import WidgetryWire

@testable import WidgetryStore

/// An imported home screen's placed controls (`replaceHomeScreen(pages:widgets:controls:)`):
/// replaced with the pages and widgets in one transaction, or left as they are.
@Suite("Placed controls of an imported home screen")
struct HomeScreenControlsTests {
    static let pages = [HomePage(id: "p1", name: "One", position: 0)]
    static let widgets = [
        NewPlacedWidget(id: "w1", extensionID: "e", kind: "A", family: "systemSmall", pageID: "p1", configuration: [:], missingParameters: [])
    ]

    @Test(arguments: StoreKind.allCases) func theControlsAreReplacedInOrderWithThePagesAndWidgets(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            try await store.registerExtension(id: "e", path: "/e", name: "E")
            try await store.registerExtension(id: "f", path: "/f", name: "F")
            let old = try await store.placeControl(id: nil, extensionID: "e", kind: "Old", configuration: [:], missingParameters: [])
            let controls = [
                NewPlacedControl(id: "c1", extensionID: "f", kind: "Lamp", configuration: ["room": "Den", "level": .int(3)], missingParameters: []),
                NewPlacedControl(id: "c2", extensionID: "e", kind: "Fan", configuration: [:], missingParameters: ["speed"]),
                NewPlacedControl(id: "c3", extensionID: "e", kind: "Bell", configuration: [:], missingParameters: []),
            ]
            try await store.replaceHomeScreen(pages: Self.pages, widgets: Self.widgets, controls: controls)
            let placed = try await store.controls(extensionID: nil)
            #expect(placed.map(\.id) == ["c1", "c2", "c3"])
            #expect(placed.map(\.position) == [0, 1, 2])
            #expect(placed.map(\.kind) == ["Lamp", "Fan", "Bell"])
            #expect(placed[0].extensionID == "f" && placed[0].configuration == ["room": "Den", "level": .int(3)])
            #expect(placed[1].needsConfiguration && placed[1].missingParameters == ["speed"])
            await expectStoreError(.controlNotFound(old.id)) { _ = try await store.control(id: old.id) }
            #expect(try await store.instances().map(\.id) == ["w1"])
            // Placing afterwards appends; deleting closes the gap.
            #expect(try await store.placeControl(id: nil, extensionID: "e", kind: "Bell", configuration: [:], missingParameters: []).position == 3)
            try await store.deleteControl(id: "c1")
            #expect(try await store.controls(extensionID: nil).map(\.position) == [0, 1, 2])

            // An empty list removes every control.
            try await store.replaceHomeScreen(pages: Self.pages, widgets: [], controls: [])
            #expect(try await store.controls(extensionID: nil).isEmpty)
        }
    }

    /// A file written before controls were exported says nothing of them: they stay.
    @Test(arguments: StoreKind.allCases) func withoutControlsThePlacedOnesStay(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            try await store.registerExtension(id: "e", path: "/e", name: "E")
            let lamp = try await store.placeControl(id: "lamp", extensionID: "e", kind: "Lamp", configuration: ["room": "Hall"], missingParameters: [])
            let bell = try await store.placeControl(id: "bell", extensionID: "e", kind: "Bell", configuration: [:], missingParameters: [])
            try await store.replaceHomeScreen(pages: Self.pages, widgets: Self.widgets, controls: nil)
            #expect(try await store.controls(extensionID: nil) == [lamp, bell])
            try await store.replaceHomeScreen(pages: Self.pages, widgets: Self.widgets)
            #expect(try await store.controls(extensionID: nil) == [lamp, bell])
            #expect(try await store.instances().map(\.id) == ["w1"])
        }
    }

    /// A control of an unknown extension, an id given twice or more than a hundred controls
    /// fail the whole replacement: pages, widgets and controls stay as they were.
    @Test(arguments: StoreKind.allCases) func aBadControlLeavesTheWholeHomeScreenAsItWas(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            try await store.registerExtension(id: "e", path: "/e", name: "E")
            let widget = try await store.place(extensionID: "e", kind: "K", family: "systemSmall")
            let lamp = try await store.placeControl(id: "lamp", extensionID: "e", kind: "Lamp", configuration: [:], missingParameters: [])
            func control(_ id: String, _ extensionID: String = "e") -> NewPlacedControl {
                NewPlacedControl(id: id, extensionID: extensionID, kind: "Bell", configuration: [:], missingParameters: [])
            }
            await expectStoreError(.extensionNotFound("ghost")) {
                try await store.replaceHomeScreen(pages: Self.pages, widgets: Self.widgets, controls: [control("a"), control("b", "ghost")])
            }
            await expectStoreError(.duplicateControl("a")) {
                try await store.replaceHomeScreen(pages: Self.pages, widgets: Self.widgets, controls: [control("a"), control("a")])
            }
            let tooMany = (0...HomeScreenLimits.controls).map { control("c\($0)") }
            await expectStoreError(.invalidArgument("the home screen holds at most 100 controls")) {
                try await store.replaceHomeScreen(pages: Self.pages, widgets: Self.widgets, controls: tooMany)
            }
            #expect(try await store.controls(extensionID: nil) == [lamp])
            #expect(try await store.instances().map(\.id) == [widget.id])
            #expect(try await store.pages().map(\.id) == ["home"])

            // A hundred fit.
            try await store.replaceHomeScreen(pages: Self.pages, widgets: Self.widgets, controls: Array(tooMany.dropLast()))
            #expect(try await store.controls(extensionID: nil).count == HomeScreenLimits.controls)
        }
    }
}
