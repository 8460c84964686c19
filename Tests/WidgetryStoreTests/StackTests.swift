import Foundation
import Testing
import WidgetryWire

@testable import WidgetryStore

@Suite("Smart Stacks in the store")
struct StackTests {
    @Test(arguments: StoreKind.allCases) func widgetsOfOneSizeOnOnePageStackTogether(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            try await store.registerExtension(id: "e", path: "/e", name: "E")
            let a = try await store.place(extensionID: "e", kind: "A", family: "systemSmall")
            let other = try await store.place(extensionID: "e", kind: "O", family: "systemMedium")
            let b = try await store.place(extensionID: "e", kind: "B", family: "systemSmall")
            let c = try await store.place(extensionID: "e", kind: "C", family: "systemSmall")

            let stack = try await store.stack(instanceID: c.id, onto: a.id)
            // The members sit together, in order, at the first member's place.
            #expect(try await store.instances().map(\.id) == [a.id, c.id, other.id, b.id])
            #expect(try await store.instance(id: a.id).stackID == stack)
            #expect(try await store.stack(instanceID: b.id, onto: c.id) == stack)
            #expect(try await store.instances().map(\.id) == [a.id, c.id, b.id, other.id])

            await #expect(throws: WidgetStoreError.self) { try await store.stack(instanceID: other.id, onto: a.id) }
            await #expect(throws: WidgetStoreError.self) { try await store.stack(instanceID: a.id, onto: a.id) }

            // Leaving: a stack of one is no stack.
            try await store.unstack(instanceID: c.id)
            #expect(try await store.instance(id: c.id).stackID == nil)
            try await store.deleteInstance(id: b.id)
            #expect(try await store.instance(id: a.id).stackID == nil)

            // Resizing or moving to another page leaves the stack.
            try await store.stack(instanceID: c.id, onto: a.id)
            try await store.setFamily(instanceID: c.id, family: "systemMedium")
            #expect(try await store.instance(id: a.id).stackID == nil)
        }
    }
}
