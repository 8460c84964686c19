import Foundation
import Testing
import WebDriver
import WidgetryHost
import WidgetryWire

/// Smart Stacks on the real page, on a virtual clock: the stack shows the member whose current
/// entry is most relevant, turns to the other when the hour changes, and the inspector says why.
@Suite(.serialized, .enabled(if: BrowserTools.isAvailable, Comment(rawValue: BrowserTools.unavailableReason ?? "")))
struct SmartStackBrowserTests {
    struct StackJSON: Decodable {
        var id: String
        var members: [String]
        var top: String
        var reason: String
    }

    struct StacksJSON: Decodable {
        var stacks: [StackJSON]
    }

    func shownTiles(_ browser: WebDriverSession) async throws -> [String] {
        try await browser.execute("return [...document.querySelectorAll('#home-grid .tile:not([hidden])')].map(t => t.dataset.kind)")
            .array?.compactMap(\.string) ?? []
    }

    @Test func aStackShowsItsMostRelevantWidgetAndRotatesWhenTheHourChanges() async throws {
        let clock = VirtualClock(now: Date())
        try await withHomeScreen(clock: clock) { home in
            let morning = try await home.place("Morning")
            let evening = try await home.place("Evening")
            try await home.waitUntilLoaded(morning)
            try await home.waitUntilLoaded(evening)

            // A stack is made by stacking one widget onto another of its size.
            let stacked = try await home.call("POST", "/api/instances/\(evening)/stack", json: #"{"onto":"\#(morning)"}"#)
            #expect(stacked.status == 200, "\(stacked.text)")
            let stack = try #require(try JSONDecoder().decode(StacksJSON.self, from: stacked.body).stacks.first)
            #expect(stack.members == [morning, evening])
            #expect(stack.top == morning)
            #expect(stack.reason == "“Morning” is the most relevant now (0.9); “Evening” 0.1.")
            let medium = try await home.place("Session", family: "systemMedium")
            let refused = try await home.call("POST", "/api/instances/\(medium)/stack", json: #"{"onto":"\#(morning)"}"#)
            #expect(refused.status == 409)

            try await Browser.withSession { browser in
                try await browser.navigate(to: home.url("/"))
                try await browser.waitUntil("the stack shows Morning") { try await shownTiles(browser) == ["Morning", "Session"] }
                #expect(try await browser.findElements(css: ".tile[data-kind='Morning'] .stack-dot").count == 2)
                try await browser.saveScreenshot(named: "smart-stack-morning")

                // An hour on, Evening's entry is the more relevant: the stack turns to it.
                clock.advance(by: 3600)
                try await browser.waitUntil("the stack turns to Evening", timeout: .seconds(20)) {
                    try await shownTiles(browser) == ["Evening", "Session"]
                }
                let now = try await home.get("/api/stacks", as: StacksJSON.self).stacks.first
                #expect(now?.top == evening)
                #expect(now?.reason == "“Evening” is the most relevant now (0.8); “Morning” 0.1.")
                try await browser.saveScreenshot(named: "smart-stack-evening")

                // The inspector says why it is on top.
                try await browser.chooseInTileMenu(evening, "inspect")
                try await browser.waitUntil("the inspector explains the stack") {
                    try await browser.execute("return document.querySelector('#inspector .stack-reason')?.textContent ?? ''").string?
                        .hasPrefix("On top of its stack. “Evening” is the most relevant now") == true
                }
                try await browser.click(css: "#inspector-close")

                // A dot shows the other member; Remove from Stack puts both on the grid.
                try await browser.click(css: ".tile[data-kind='Evening'] .stack-dot[data-stack-member='\(morning)']")
                try await browser.waitUntil("the dot shows Morning") { try await shownTiles(browser) == ["Morning", "Session"] }
                try await browser.chooseInTileMenu(morning, "unstack")
                try await browser.waitUntil("both widgets are on the grid") {
                    try await shownTiles(browser) == ["Morning", "Evening", "Session"]
                }
                #expect(try await home.get("/api/stacks", as: StacksJSON.self).stacks.isEmpty)
            }
        }
    }
}
