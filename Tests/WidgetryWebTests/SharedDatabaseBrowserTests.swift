import Foundation
import TestProcesses
import Testing
import WebDriver

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Two `widgetry serve` hosts on one PostgreSQL database, as a person sees them: a page
/// connected to host B shows a widget placed through host A, and then the configuration
/// changed through A, without being reloaded (PostgreSQL `LISTEN`/`NOTIFY` to B's event stream).
@Suite(.serialized, .enabled(if: BrowserTools.isAvailable, Comment(rawValue: BrowserTools.unavailableReason ?? "")))
struct SharedDatabaseBrowserTests {
    @Test func anEditThroughOneHostShowsOnAPageConnectedToAnother() async throws {
        let database = try await SharedDatabase.create()
        defer { Task { await database.drop() } }
        let arguments = ["--database", database.url, "--extension", builtProduct("widgetry-test-extension").path]
        let a = try ServeProcess(arguments: arguments)
        defer { a.stop() }
        let b = try ServeProcess(arguments: arguments)
        defer { b.stop() }
        let write = ["X-Widgetry-Request": "1", "Content-Type": "application/json"]

        try await Browser.withSession { browser in
            try await browser.navigate(to: b.url("/"))
            try await browser.waitUntil("B's home screen has loaded", timeout: .seconds(20)) {
                try await browser.execute("return document.documentElement.dataset.loaded ?? null").string == "true"
            }
            let placed = try await send(
                "POST", a.url("/api/instances"), headers: write,
                body: Data(#"{"extensionID": "widgetry-test-extension", "kind": "Character", "family": "systemMedium", "configuration": {"character": "egg"}}"#.utf8))
            #expect(placed.status == 201)
            let id = try #require((try JSONSerialization.jsonObject(with: placed.body) as? [String: Any])?["id"] as? String)
            let text = { try await browser.execute(
                "return document.querySelector(`.tile[data-instance-id='${arguments[0]}'] .wr`)?.textContent ?? ''", arguments: [.string(id)]
            ).string ?? "" }
            try await browser.waitUntil("the widget placed through A shows on B's page", timeout: .seconds(20)) {
                try await text().contains("Egghead")
            }
            let configured = try await send(
                "PUT", a.url("/api/instances/\(id)/configuration"), headers: write, body: Data(#"{"values": {"character": "spouty"}}"#.utf8))
            #expect(configured.status == 200)
            try await browser.waitUntil("the configuration changed through A shows on B's page", timeout: .seconds(20)) {
                try await text().contains("Spouty")
            }
            try await browser.saveScreenshot(named: "shared-database-edit-through-another-host")
        }
    }
}
