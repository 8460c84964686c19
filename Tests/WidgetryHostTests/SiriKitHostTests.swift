import Foundation
import TestProcesses
import Testing
import WidgetryHost
import WidgetryScheduler
import WidgetryStore
import WidgetryWire

let siriKitExtension = builtProduct("widgetry-sirikit-extension")
let migratedExtension = builtProduct("widgetry-migrated-extension")

/// A copy of `executable` at a path of its own, which a test can overwrite as a rebuild would.
func extensionCopy(of executable: URL) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-extension-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let copy = folder.appendingPathComponent("heroes")
    try copyExecutable(executable, to: copy)
    return copy
}

@Suite("SiriKit-configured widgets in the host", .serialized)
struct SiriKitHostTests {
    /// Placed, configured with a choice the extension's `INExtension` offers, rendered; then the
    /// extension is rebuilt with the widget moved to App Intents (`CustomIntentMigratedAppIntent`)
    /// and the placed widget keeps its configuration.
    @Test func aSiriKitWidgetKeepsItsConfigurationWhenItsIntentMovesToAppIntents() async throws {
        let executable = try extensionCopy(of: siriKitExtension)
        let database = temporaryDatabase()
        let host = WidgetHost(store: try SQLiteWidgetStore(path: database), clock: VirtualClock(now: Date()), options: .underTest)
        let info = try await host.addExtension(id: "heroes", executable: executable)
        let description = try #require(info.widgets.first { $0.kind == "HeroDetail" })
        #expect(description.intent?.typeName == "SelectHeroIntent")
        #expect(description.intent?.parameters.map(\.key) == ["hero", "theme", "sidekicks", "showsHealth", "potions"])

        let placed = try await host.place(extensionID: "heroes", kind: "HeroDetail", family: "systemMedium")
        #expect(placed.configuration["hero"] == ["identifier": "spouty", "displayString": "Spouty", "properties": ["health": 80]])  // the handler's default
        let options = try #require(try await host.options(instanceID: placed.id, parameter: "hero"))
        let egghead = try #require(options.items.first { $0.display.title == "Egghead" })
        let configured = try await host.configure(instanceID: placed.id, values: ["hero": egghead.value, "theme": "volcano"])
        #expect(configured.configuration["hero"] == ["identifier": "egghead", "displayString": "Egghead", "properties": ["health": 35]])
        await host.advance(1)
        #expect(texts(try await host.display(instanceID: placed.id).entry) == ["Egghead", "Health 35", "Theme volcano"])

        // A bad value is refused per field and changes nothing.
        await #expect(throws: HostError.self) {
            try await host.configure(instanceID: placed.id, values: ["hero": ["identifier": "ghost", "displayString": "Ghost"]])
        }
        #expect(try await host.instance(placed.id).configuration == configured.configuration)

        // The author moves the widget to App Intents and rebuilds the extension.
        try FileManager.default.removeItem(at: executable)
        try copyExecutable(migratedExtension, to: executable)
        let migrated = try await host.refreshExtension("heroes")
        #expect(migrated.widgets.first { $0.kind == "HeroDetail" }?.intent?.typeName == "SelectHeroAppIntent")
        await host.advance(1)
        let display = try await host.display(instanceID: placed.id)
        #expect(display.state == .current)
        #expect(texts(display.entry) == ["Egghead", "Health 35", "Theme volcano", "App Intents"])
        await host.shutdown()

        // And after a restart of the host on the same database.
        let restarted = WidgetHost(store: try SQLiteWidgetStore(path: database), clock: VirtualClock(now: Date()), options: .underTest)
        try await restarted.addExtension(id: "heroes", executable: executable)
        try await restarted.restore()
        await restarted.advance(1)
        #expect(texts(try await restarted.display(instanceID: placed.id).entry) == ["Egghead", "Health 35", "Theme volcano", "App Intents"])
        await restarted.shutdown()
    }

    /// Foundation on Linux keeps what a process read of a suite: the extension runtime reads the
    /// suites again before each request, so a provider reading its app group with a plain
    /// `UserDefaults(suiteName:)` sees what the app wrote since, as on Apple's systems.
    @Test func aProviderSeesWhatTheAppWroteToTheAppGroupSince() async throws {
        let suite = "group.org.widgetry.fixtures.messages"
        let app = try #require(UserDefaults(suiteName: suite))
        app.removeObject(forKey: "signature")
        app.synchronize()
        defer {
            app.removeObject(forKey: "signature")
            app.synchronize()
        }
        let host = WidgetHost(store: try SQLiteWidgetStore(path: temporaryDatabase()), clock: VirtualClock(now: Date()), options: .underTest)
        try await host.addExtension(id: "heroes", executable: siriKitExtension)
        let placed = try await host.place(extensionID: "heroes", kind: "Message", family: "systemSmall", configuration: ["message": "Hello there"])
        await host.advance(1)
        #expect(texts(try await host.display(instanceID: placed.id).entry) == ["Hello there", "×1.5"])

        // The app writes after the extension read the suite, and asks for a reload.
        app.set("Ada", forKey: "signature")
        app.synchronize()
        _ = try await host.configure(instanceID: placed.id, values: ["message": "Good night"])
        await host.advance(1)
        #expect(texts(try await host.display(instanceID: placed.id).entry) == ["Good night", "×1.5 — Ada"])
        await host.shutdown()
    }
}
