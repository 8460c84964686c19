import Foundation
import TestProcesses
import Testing
import WebDriver
@testable import WidgetryHost
import WidgetryStore
import WidgetryWire

/// A SiriKit-configured widget in the home screen's editor: its custom objects (stored as
/// `{identifier, displayString, …}`) are chosen and shown by identifier, whatever else the
/// handler's objects carry now.
@Suite(.serialized, .enabled(if: BrowserTools.isAvailable, Comment(rawValue: BrowserTools.unavailableReason ?? "")))
struct SiriKitEditorBrowserTests {
    @Test func theEditorShowsTheHandlersChoiceAndStoresAnotherByIdentifier() async throws {
        try await withHomeScreen(executableExtensions: ["heroes": builtProduct("widgetry-sirikit-extension")]) { home in
            let placed = try await home.call(
                "POST", "/api/instances", json: #"{"extensionID":"heroes","kind":"HeroDetail","family":"systemMedium"}"#)
            try #require(placed.status == 201, "\(placed.status) \(placed.text)")
            let id = try JSONDecoder.api.decode(InstanceJSON.self, from: placed.body).id
            // Stored when the hero's health was another: the stored object no longer equals the option.
            try await home.host.store.updateConfiguration(
                instanceID: id, configuration: ["hero": ["identifier": "spouty", "displayString": "Spouty", "properties": ["health": 12]]],
                missingParameters: [], missingEntities: [:])
            try await Browser.withSession { browser in
                try await browser.navigate(to: home.url("/"))
                try await browser.waitUntil("the page has loaded the widgets") {
                    try await browser.execute("return document.documentElement.dataset.loaded ?? null").string == "true"
                }
                try await browser.chooseInTileMenu(id, "edit")
                let picker = "#editor [data-parameter='hero']"
                // The stored choice is chosen and named by its identifier, though the option differs.
                try await browser.waitUntil("the hero's options and the chosen one") {
                    let state = try await browser.execute(
                        """
                        const options = [...document.querySelectorAll(arguments[0] + ' .picker-option')];
                        return [document.querySelector(arguments[0] + ' .picker-current')?.textContent,
                                ...options.filter(o => o.getAttribute('aria-selected') === 'true').map(o => o.textContent)];
                        """, arguments: [.string(picker)])
                    return state.array == ["Chosen: Spouty", "Spouty"]
                }
                try await browser.execute(
                    "[...document.querySelectorAll(arguments[0] + ' .picker-option')].find(o => o.textContent === 'Egghead').click()",
                    arguments: [.string(picker)])
                try await browser.waitUntil("Egghead is chosen") {
                    try await browser.findElement(css: "\(picker) .picker-current").text() == "Chosen: Egghead"
                }
                try await browser.saveScreenshot(named: "editor-sirikit-object")
                try await browser.click(css: "#editor-save")
                try await browser.waitUntil("the widget shows Egghead", timeout: .seconds(20)) {
                    let text = try await browser.execute(
                        "return document.querySelector(`.tile[data-instance-id='${arguments[0]}'] .wr`)?.textContent ?? ''", arguments: [.string(id)]
                    ).string ?? ""
                    return text.contains("Egghead")
                }
            }
            let stored = try await home.get("/api/instances/\(id)", as: InstanceJSON.self).configuration["hero"]
            #expect(stored == ["identifier": "egghead", "displayString": "Egghead", "properties": ["health": 35]])
        }
    }
}
