import Foundation
import Testing

@testable import WidgetryStore

/// The owner's password hash, wall displays' passes and sessions, on both kinds of store.
@Suite struct AccessTests {
    @Test(arguments: StoreKind.allCases)
    func sessionsLiveUntilTheyExpireOrEnd(kind: StoreKind) async throws {
        let clock = TestClock()
        try await withStore(kind, clock: clock) { store in
            let token = try await store.createSession(role: .owner, viewerPassID: nil, lifetime: 60)
            #expect(token.hasPrefix("wgs_"))
            let session = try #require(try await store.session(forToken: token))
            #expect(session.role == .owner)
            #expect(session.digest == TokenDigest.hex(token))
            #expect(session.expiresAt.timeIntervalSince(session.createdAt) == 60)
            #expect(try await store.session(forToken: token + "x") == nil)
            #expect(try await store.session(forToken: "") == nil)

            clock.advance(61)
            #expect(try await store.session(forToken: token) == nil)

            let other = try await store.createSession(role: .owner, viewerPassID: nil, lifetime: 60)
            try await store.endSession(token: other)
            #expect(try await store.session(forToken: other) == nil)
            try await store.endSession(token: other)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func settingThePasswordEndsOwnerSessionsOnly(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            #expect(try await store.ownerPasswordHash() == nil)
            try await store.setOwnerPasswordHash("$2b$04$first")
            let owner = try await store.createSession(role: .owner, viewerPassID: nil, lifetime: 600)
            let (pass, _) = try await store.issueViewerPass(name: "Hall")
            let viewer = try await store.createSession(role: .viewer, viewerPassID: pass.id, lifetime: 600)
            try await store.setOwnerPasswordHash("$2b$04$second")
            #expect(try await store.ownerPasswordHash() == "$2b$04$second")
            #expect(try await store.session(forToken: owner) == nil)
            #expect(try await store.session(forToken: viewer)?.viewerPassID == pass.id)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func revokingAPassEndsItsSessions(kind: StoreKind) async throws {
        let clock = TestClock()
        try await withStore(kind, clock: clock) { store in
            let (kitchen, token) = try await store.issueViewerPass(name: "Kitchen")
            let (hall, _) = try await store.issueViewerPass(name: "Hall")
            #expect(token.hasPrefix("wgv_"))
            #expect(try await store.viewerPasses().map(\.name) == ["Kitchen", "Hall"])
            #expect(try await store.useViewerPass(token: "wgv_nope") == nil)
            clock.advance(5)
            let used = try #require(try await store.useViewerPass(token: token))
            #expect(used.id == kitchen.id)
            #expect(used.lastUsedAt == clock.now)

            let session = try await store.createSession(role: .viewer, viewerPassID: kitchen.id, lifetime: 600)
            let other = try await store.createSession(role: .viewer, viewerPassID: hall.id, lifetime: 600)
            #expect(try await store.revokeViewerPass(id: kitchen.id))
            #expect(try await store.revokeViewerPass(id: kitchen.id) == false)
            #expect(try await store.session(forToken: session) == nil)
            #expect(try await store.session(forToken: other) != nil)
            #expect(try await store.useViewerPass(token: token) == nil)
            await #expect(throws: WidgetStoreError.self) {
                _ = try await store.createSession(role: .viewer, viewerPassID: kitchen.id, lifetime: 600)
            }
            await #expect(throws: WidgetStoreError.self) {
                _ = try await store.createSession(role: .owner, viewerPassID: hall.id, lifetime: 600)
            }
        }
    }

    /// The file holds digests, never a token anyone could present.
    @Test func theFileKeepsNoToken() async throws {
        try await withStore { store, directory in
            let (_, pass) = try await store.issueViewerPass(name: "Hall")
            let session = try await store.createSession(role: .owner, viewerPassID: nil, lifetime: 600)
            let files = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
            let bytes = try files.map { try Data(contentsOf: directory.url.appendingPathComponent($0)) }.reduce(Data(), +)
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(text.contains(TokenDigest.hex(pass)))
            #expect(text.contains(TokenDigest.hex(session)))
            #expect(!text.contains(String(pass.dropFirst(4))))
            #expect(!text.contains(String(session.dropFirst(4))))
        }
    }
}
