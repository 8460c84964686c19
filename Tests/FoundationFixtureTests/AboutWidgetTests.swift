// The extension's Info.plist (processed by the InfoPlistGenerator plugin and embedded), and the
// shared code of issue 28's last survey round: a keychain helper that imports only Foundation,
// `%@` with dictionaries and arrays, `Darwin.round`.
import Foundation
import InfoPlistCodegen
import TestProcesses
import Testing
import WidgetryHost
import WidgetryScheduler
import WidgetryStore

@testable import FoundationFixtures

@Suite("The extension's Info.plist and Foundation's re-exports")
struct AboutWidgetTests {
    /// The extension process answers `Bundle.main` from the Info.plist embedded at build time
    /// (the file's keys with build settings expanded, and the keys Xcode generates), and finds its
    /// resources and strings in the main bundle, as an `.appex` on iOS: it runs from a bundle
    /// folder of its own.
    @Test func theExtensionProcessReadsItsInfoPlist() async throws {
        // The extension starts twice (it runs itself again from its bundle folder): room for a debug
        // build to do so on a busy machine.
        var options = WidgetHost.Options()
        options.supervisor.requestTimeout = .seconds(40)
        let host = WidgetHost(store: try SQLiteWidgetStore.inMemory(), clock: VirtualClock(now: Date()), options: options)
        try await host.addExtension(id: "about", executable: builtProduct("widgetry-foundation-fixtures"))
        let placed = try await host.place(extensionID: "about", kind: "About", family: "systemSmall")
        await host.run(until: host.clock.now.addingTimeInterval(1))
        let display = try await host.display(instanceID: placed.id)
        #expect(display.state == .current)
        #expect(texts(display.entry) == [
            "About these widgets", "Version 2.4.1 (87)", "org.widgetry.widgetry-foundation-fixtures",
            "group.org.widgetry.widgetry-foundation-fixtures", "Patchy rain possible", "4 widgets in this extension",
        ])
        await host.shutdown()
    }

    @Test func buildSettingsExpandAsXcodeExpandsThem() {
        var settings = BuildSettings(productName: "My Widgets")
        settings.read(xcconfig: """
            // comment
            #include "base.xcconfig"
            APP_GROUP_ID = group.$(PRODUCT_BUNDLE_IDENTIFIER) // trailing comment
            PRODUCT_BUNDLE_IDENTIFIER = com.example.$(PRODUCT_NAME:rfc1034identifier)
            OTHER[sdk=iphoneos*] = $(OTHER) two
            """) { name in name == "base.xcconfig" ? "OTHER = one\nMARKETING_VERSION = 3.1" : nil }
        #expect(settings.expand("$(APP_GROUP_ID)") == "group.com.example.My-Widgets")
        #expect(settings.expand("${MARKETING_VERSION} ($(CURRENT_PROJECT_VERSION))") == "3.1 (1)")
        #expect(settings.expand("$(OTHER)") == "one two")
        #expect(settings.expand("$(PRODUCT_MODULE_NAME)|$(UNDEFINED)|$(PRODUCT_NAME:upper)") == "My_Widgets||MY WIDGETS")
    }

    @Test func theProcessedInfoPlistHasTheKeysXcodeGenerates() throws {
        var settings = BuildSettings(productName: "Widgets")
        settings.read(xcconfig: "INFOPLIST_KEY_CFBundleDisplayName = Shelf\nMARKETING_VERSION = 9000") { _ in nil }
        let file = Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleVersion</key><string>42</string>\
            <key>Servers</key><array><string>$(PRODUCT_NAME).local</string></array></dict></plist>
            """.utf8)
        let info = try InfoPlistProcessor.process(plist: file, settings: settings)
        #expect(info["CFBundleVersion"] as? String == "42")  // the file's own value wins
        #expect(info["CFBundleShortVersionString"] as? String == "9000")
        #expect(info["CFBundleIdentifier"] as? String == "widgetry.Widgets")
        #expect(info["CFBundleDisplayName"] as? String == "Shelf")
        #expect(info["CFBundlePackageType"] as? String == "XPC!")
        #expect(info["Servers"] as? [String] == ["Widgets.local"])
        #expect((info["NSExtension"] as? [String: String])?["NSExtensionPointIdentifier"] == "com.apple.widgetkit-extension")
        #expect(throws: InfoPlistProcessor.Failure.self) { try InfoPlistProcessor.process(plist: Data("not a plist".utf8), settings: settings) }
        let source = try InfoPlistProcessor.swiftSource(embedding: info)
        #expect(source.contains("@section(\"widgetry_info_plist\") @used"))
    }

    /// The keychain helper that imports only Foundation saves, reads, updates and deletes.
    @Test func aFoundationOnlyKeychainHelperWorks() throws {
        let group = "group.org.widgetry.tests.password.\(UUID().uuidString)"
        defer {
            if let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: group) {
                try? FileManager.default.removeItem(at: container)
            }
        }
        let item = PasswordItem(service: "pihole", account: "admin", accessGroup: group)
        #expect(throws: PasswordItem.Failure.noPassword) { try item.readPassword() }
        try item.savePassword("first")
        #expect(try item.readPassword() == "first")
        try item.savePassword("second")
        #expect(try item.readPassword() == "second")
        try item.deleteItem()
        #expect(throws: PasswordItem.Failure.noPassword) { try item.readPassword() }
    }

    @Test func dictionariesAndArraysFormatAsTheirDescriptions() {
        AppDiagnostics.shared.logDiagnostic(code: 7, userInfo: ["screen": "settings"])
        let lines = AppDiagnostics.shared.lines.suffix(2)
        #expect(lines.first == "Diagnostic (\n        {\n        screen = settings;\n    }\n)")
        #expect(lines.last == "code 7: (\n    screen\n)")
        #expect(AppDiagnostics.seconds(1.26) == 1.3)
    }
}
