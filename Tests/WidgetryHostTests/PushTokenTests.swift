import Foundation
import Testing
import TestProcesses
import TestWidgets
import WidgetKit
@testable import WidgetryHost
import WidgetryStore
import WidgetryWire

/// `PushTestBundle` in process as extension `push`.
func inProcessPushWidgets() -> ExtensionLauncher {
    .inProcess({ hostPeer in
        await MainActor.run {
            let runtime = ExtensionRuntime(try! WidgetExtension(bundle: PushTestBundle()))
            return ExtensionRuntime.inProcessPeer(serving: runtime) { bytes in hostPeer.receive(bytes) }
        }
    })
}

/// Runs `body` with a host on a new store of `kind` serving `PushTestBundle` (extension
/// "push"); `reopen` makes another host on the same store (on PostgreSQL, one of a cluster).
func withPushHost(_ kind: ControlStoreKind, _ body: (WidgetHost, _ reopen: () async throws -> WidgetHost) async throws -> Void) async throws {
    try await withExtensionHost(kind, extensionID: "push", name: "Pushes", launcher: inProcessPushWidgets(), body)
}

/// Push tokens for widgets and controls kept by the store: the same after a restart and on every
/// host of a shared database, and a push taken by one host reaches what another shows.
@Suite("Push tokens across restarts and hosts", .serialized)
struct PushTokenTests {
    @Test(arguments: ControlStoreKind.allCases) func tokensAreTheStoresAndAPushOnOneHostReachesTheOther(kind: ControlStoreKind) async throws {
        try await withPushHost(kind) { a, reopen in
            let widgets = try #require(try await a.widgetPushToken(extensionID: "push"))
            let placed = try await a.placeControl(extensionID: "push", kind: "Doorbell")
            let control = try #require(try await a.controlPushToken(controlID: placed.control.id))
            #expect(try await a.pushTarget(token: widgets) == .init(extensionID: "push", kind: .widgets))
            #expect(try await a.pushTarget(token: control) == .init(extensionID: "push", kind: .control(id: placed.control.id)))
            #expect(try await a.pushTarget(token: String(repeating: "ab", count: 32)) == nil)

            // Another host on the store (after a restart, or beside it) hands out the same tokens.
            let b = try await reopen()
            try await a.restore()
            try await b.restore()
            #expect(try await b.widgetPushToken(extensionID: "push") == widgets)
            #expect(try await b.controlPushToken(controlID: placed.control.id) == control)
            #expect(try await b.pushTarget(token: control)?.kind == .control(id: placed.control.id))

            // A push B takes asks B's extension for the control's value; on a shared database A's
            // pages hear of it and A asks again when read.
            let before = try #require(try await a.controlDisplay(placed.control.id).value?.label.text)
            let heard = a.events()
            #expect(await b.pushControl(controlID: placed.control.id) == .delivered)
            let afterB = try #require(try await b.controlDisplay(placed.control.id).value?.label.text)
            #expect(afterB != before)
            if kind == .postgres {
                for await event in heard where event == .controlChanged(controlID: placed.control.id) { break }
                #expect(try await a.controlDisplay(placed.control.id).value?.label.text != before)
            }

            // Removed: its token addresses nothing, on either host.
            try await a.removeControl(id: placed.control.id)
            #expect(try await b.pushTarget(token: control) == nil)
            #expect(await b.pushControl(controlID: placed.control.id) == .ignored(why: "the control was removed"))
        }
    }
}
