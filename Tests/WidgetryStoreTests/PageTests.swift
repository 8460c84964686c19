import Foundation
import Testing
import WidgetryWire

@testable import WidgetryStore

@Suite("Pages, resizing and replacing the home screen")
struct PageTests {
    @Test(arguments: StoreKind.allCases) func pagesKeepTheirWidgetsInOrder(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            try await store.registerExtension(id: "e", path: "/e", name: "E")
            #expect(try await store.pages() == [HomePage(id: "home", name: "Home", position: 0)])
            let a = try await store.place(extensionID: "e", kind: "K", family: "systemSmall")
            let lock = try await store.place(extensionID: "e", kind: "K", family: "accessoryCircular")
            #expect(a.pageID == "home")
            #expect(lock.pageID == nil)

            let work = try await store.addPage(id: "work", name: " Work ")
            #expect(work == HomePage(id: "work", name: "Work", position: 1))
            await #expect(throws: WidgetStoreError.self) { try await store.addPage(id: nil, name: "  ") }
            await #expect(throws: WidgetStoreError.self) { try await store.addPage(id: nil, name: String(repeating: "x", count: 41)) }

            let b = try await store.place(extensionID: "e", kind: "K", family: "systemMedium")
            try await store.movePage(instanceID: a.id, to: "work")
            // Moved to the end of the whole order, so last on its new page.
            #expect(try await store.instances().map(\.id) == [lock.id, b.id, a.id])
            #expect(try await store.instance(id: a.id).pageID == "work")
            await #expect(throws: WidgetStoreError.invalidArgument("a lock-screen widget is on no page")) {
                try await store.movePage(instanceID: lock.id, to: "work")
            }
            await #expect(throws: WidgetStoreError.pageNotFound("nope")) { try await store.movePage(instanceID: a.id, to: "nope") }

            #expect(try await store.renamePage(id: "work", name: "Office").name == "Office")
            try await store.reorderPages(["work", "home"])
            #expect(try await store.pages().map(\.id) == ["work", "home"])
            await #expect(throws: WidgetStoreError.self) { try await store.reorderPages(["work"]) }

            // A new widget goes on the first page.
            #expect(try await store.place(extensionID: "e", kind: "K", family: "systemSmall").pageID == "work")

            try await store.deletePage(id: "work")
            #expect(try await store.instances().map(\.id) == [lock.id, b.id])
            #expect(try await store.instances().map(\.position) == [0, 1])
            #expect(try await store.pages() == [HomePage(id: "home", name: "Home", position: 0)])
            await #expect(throws: WidgetStoreError.invalidArgument("the home screen keeps at least one page")) {
                try await store.deletePage(id: "home")
            }
        }
    }

    /// What a home screen holds stays within what an export may hold (the export's schema says
    /// at most 50 pages and 10,000 widgets; a fuzzer once added a 51st page and the export broke it).
    @Test(arguments: StoreKind.allCases) func aHomeScreenHoldsAtMostFiftyPagesAndTenThousandWidgets(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            try await store.registerExtension(id: "e", path: "/e", name: "E")
            let pages = (0..<HomeScreenLimits.pages).map { HomePage(id: "p\($0)", name: "P\($0)", position: $0) }
            let widgets = (0..<HomeScreenLimits.widgets).map {
                NewPlacedWidget(
                    id: "w\($0)", extensionID: "e", kind: "K", family: "systemSmall", pageID: "p0", configuration: [:],
                    missingParameters: [])
            }
            try await store.replaceHomeScreen(pages: pages, widgets: widgets)
            await #expect(throws: WidgetStoreError.invalidArgument("the home screen holds at most 50 pages; remove one first")) {
                try await store.addPage(id: nil, name: "One more")
            }
            await #expect(throws: WidgetStoreError.invalidArgument("the home screen holds at most 10000 widgets; remove one first")) {
                try await store.place(extensionID: "e", kind: "K", family: "systemSmall")
            }
            #expect(try await store.pages().count == 50)
            #expect(try await store.instances().count == 10_000)

            try await store.deletePage(id: "p49")
            try await store.deleteInstance(id: "w0")
            #expect(try await store.addPage(id: nil, name: "One more").position == 49)
            #expect(try await store.place(extensionID: "e", kind: "K", family: "systemSmall").pageID == "p0")
        }
    }

    @Test(arguments: StoreKind.allCases) func resizingKeepsTheConfigurationAndMovesBetweenScreens(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            try await store.registerExtension(id: "e", path: "/e", name: "E")
            let placed = try await store.place(extensionID: "e", kind: "K", family: "systemSmall", configuration: ["city": "Oslo"])
            let other = try await store.place(extensionID: "e", kind: "K", family: "systemSmall")
            let medium = try await store.setFamily(instanceID: placed.id, family: "systemMedium")
            #expect(medium.family == "systemMedium" && medium.configuration == ["city": "Oslo"] && medium.pageID == "home")
            #expect(medium.position == 0)
            let lock = try await store.setFamily(instanceID: placed.id, family: "accessoryRectangular")
            #expect(lock.pageID == nil)
            #expect(try await store.instances().map(\.id) == [other.id, placed.id])
            let back = try await store.setFamily(instanceID: placed.id, family: "systemSmall")
            #expect(back.pageID == "home")
            await #expect(throws: WidgetStoreError.instanceNotFound("nope")) { try await store.setFamily(instanceID: "nope", family: "systemSmall") }
        }
    }

    @Test(arguments: StoreKind.allCases) func replacingTheHomeScreenIsAllOrNothing(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            try await store.registerExtension(id: "e", path: "/e", name: "E")
            let old = try await store.place(extensionID: "e", kind: "Old", family: "systemSmall", configuration: ["a": 1])
            try await store.appendLedger([LedgerRecord(time: Date(), instanceID: old.id, reason: "r", counted: false, budgetLeft: 1, outcome: "o")])
            let pages = [HomePage(id: "p1", name: "One", position: 0), HomePage(id: "p2", name: "Two", position: 1)]
            let widgets = [
                NewPlacedWidget(id: "w1", extensionID: "e", kind: "A", family: "systemSmall", pageID: "p2", configuration: ["x": "y"], missingParameters: []),
                NewPlacedWidget(id: "w2", extensionID: "e", kind: "B", family: "accessoryInline", pageID: nil, configuration: [:], missingParameters: ["q"]),
            ]
            // An unknown extension fails the whole transaction: the old screen stays.
            let broken = widgets + [NewPlacedWidget(id: "w3", extensionID: "ghost", kind: "C", family: "systemSmall", pageID: "p1", configuration: [:], missingParameters: [])]
            await #expect(throws: WidgetStoreError.extensionNotFound("ghost")) { try await store.replaceHomeScreen(pages: pages, widgets: broken) }
            #expect(try await store.instances().map(\.id) == [old.id])
            #expect(try await store.pages().map(\.id) == ["home"])

            try await store.replaceHomeScreen(pages: pages, widgets: widgets)
            #expect(try await store.pages() == pages)
            let placed = try await store.instances()
            #expect(placed.map(\.id) == ["w1", "w2"])
            #expect(placed[0].pageID == "p2" && placed[0].configuration == ["x": "y"])
            #expect(placed[1].pageID == nil && placed[1].needsConfiguration)
            #expect(try await store.ledger(instanceID: old.id).isEmpty)
        }
    }
}
