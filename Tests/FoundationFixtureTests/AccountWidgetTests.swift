// The account widget and its shared settings code: the app signs in (the keychain, the group's
// defaults), and the widget shows who, the plan, connectivity and the last sync, in process and
// as its own process reading what the test, as the app, wrote.
import Foundation
import Security
import TestProcesses
import Testing
import WidgetKit
import WidgetKitTesting
import WidgetryHost
import WidgetryScheduler
import WidgetryStore

@testable import FoundationFixtures

/// The app's side: signs in and records a sync, through the same shared code the widget uses.
enum AccountApp {
    static var defaults: UserDefaults { UserDefaults(suiteName: AccountKeychain.accessGroup)! }

    static func signIn(lastSync: Date) throws {
        try AccountStore.add(Credentials(username: "robin", password: "hunter2"))
        AccountStore.profile = Profile(displayName: "Robin Hood", avatarFile: "robin.heic")
        defaults.set(lastSync, forKey: "lastSync")
        defaults.set("Sherwood map.pdf", forKey: "latestAttachment")
    }

    static func reset() {
        AccountStore.signOut()
        defaults.removePersistentDomain(forName: AccountKeychain.accessGroup)
        defaults.synchronize()
        if let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: AccountKeychain.accessGroup) {
            try? FileManager.default.removeItem(at: container)
        }
    }
}

@Suite("An account widget on Security, StoreKit, Network, LocalAuthentication and UTType", .serialized)
struct AccountWidgetTests {
    init() { AccountApp.reset() }

    @Test func theWidgetShowsTheSignedInAccount() async throws {
        defer { AccountApp.reset() }
        try AccountApp.signIn(lastSync: Date().addingTimeInterval(-5 * 60))
        let home = try await WidgetTestHost(FoundationFixtureWidgets())
        let widget = try await home.place("Account", family: .systemSmall)
        let shown = try await widget.texts()
        #expect(Array(shown.prefix(6)) == ["Robin Hood", "@robin", "Free", "Online", "Synced 5 minutes ago", "No biometric lock"])
        #expect(shown.contains("Sherwood map.pdf"))
        #expect(AccountSnapshot.lastRead.withLock { $0["account"] } != nil)
        await home.shutdown()
    }

    @Test func aSignedOutAccountShowsSo() async throws {
        defer { AccountApp.reset() }
        let home = try await WidgetTestHost(FoundationFixtureWidgets())
        let widget = try await home.place("Account", family: .systemSmall)
        #expect(Array(try await widget.texts().prefix(3)) == ["Signed out", "Free", "Online"])
        await home.shutdown()
    }

    /// The extension as its own process reads the keychain item the app (this test) added to
    /// the shared access group after the process started.
    @Test func theExtensionProcessReadsTheAppsKeychain() async throws {
        defer { AccountApp.reset() }
        let host = WidgetHost(store: try SQLiteWidgetStore.inMemory(), clock: VirtualClock(now: Date()))
        try await host.addExtension(id: "account", executable: builtProduct("widgetry-foundation-fixtures"))
        try AccountApp.signIn(lastSync: Date())
        let placed = try await host.place(extensionID: "account", kind: "Account", family: "systemSmall")
        await host.run(until: host.clock.now.addingTimeInterval(1))
        let display = try await host.display(instanceID: placed.id)
        #expect(display.state == .current)
        #expect(Array(texts(display.entry).prefix(4)) == ["Robin Hood", "@robin", "Free", "Online"])
        // And the app sees what it wrote, through the other helper's spelling.
        #expect(try AccountStore.credentials().password == "hunter2")
        await host.shutdown()
    }

    @Test func theSharedHelpersRoundTrip() throws {
        defer { AccountStore.signOut() }
        AccountStore.signOut()
        #expect(throws: KeychainError.self) { try AccountStore.credentials() }
        try AccountStore.add(Credentials(username: "robin", password: "hunter2"))
        #expect(try AccountStore.credentials().username == "robin")
        #expect(try AccountStore.credentials().password == "hunter2")
        do {
            try AccountStore.add(Credentials(username: "robin", password: "again"))
            Issue.record("a second add succeeded")
        } catch let error as KeychainError {
            #expect(error.description == "The specified item already exists in the keychain.")
        }
        AccountStore.profile = Profile(displayName: "Robin", avatarFile: "robin.heic")
        AccountStore.profile = Profile(displayName: "Robin H.", avatarFile: "robin.heic")  // errSecDuplicateItem → update
        #expect(AccountStore.profile?.displayName == "Robin H.")
        var random = [UInt8](repeating: 0, count: 32)
        #expect(SecRandomCopyBytes(kSecRandomDefault, random.count, &random) == errSecSuccess)
        #expect(random.contains { $0 != 0 })
    }
}
