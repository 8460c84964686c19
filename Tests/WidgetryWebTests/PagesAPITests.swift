import Foundation
import Testing
import WidgetryHost
import WidgetryWire

/// The home screen's pages, moving widgets between them, resizing, and the whole home screen
/// exported and imported as one file: through the API, on a real server, host and SQLite file.
@Suite struct PagesAPITests {
    struct PageJSON: Decodable, Equatable {
        var id: String
        var name: String
        var position: Int
    }

    struct PagesJSON: Decodable {
        var pages: [PageJSON]
    }

    func pages(_ home: RunningHomeScreen) async throws -> [PageJSON] {
        try await home.get("/api/pages", as: PagesJSON.self).pages
    }

    func instances(_ home: RunningHomeScreen) async throws -> [InstanceJSON] {
        try await home.get("/api/instances", as: InstancesJSON.self).instances
    }

    @Test func pagesAreAddedRenamedReorderedAndDeletedWithTheirWidgets() async throws {
        try await withHomeScreen { home in
            // A new home screen has one page, and new widgets go on it.
            let first = try #require(try await pages(home).first)
            #expect(first.name == "Home")
            let counter = try await home.place("Counter")
            #expect(try await home.get("/api/instances/\(counter)", as: InstanceJSON.self).pageID == first.id)

            let added = try await home.call("POST", "/api/pages", json: #"{"name":"  Work  "}"#)
            #expect(added.status == 201)
            let work = try JSONDecoder().decode(PageJSON.self, from: added.body)
            #expect(work.name == "Work" && work.position == 1)
            #expect(added.header("Location") == "/api/pages/\(work.id)")

            // Placed on a page asked for; moved to another; a lock-screen widget is on none.
            let character = try await home.call(
                "POST", "/api/instances", json: #"{"extensionID":"test","kind":"Character","family":"systemSmall","pageID":"\#(work.id)"}"#)
            let characterID = try JSONDecoder.api.decode(InstanceJSON.self, from: character.body).id
            #expect(try await home.get("/api/instances/\(characterID)", as: InstanceJSON.self).pageID == work.id)
            let session = try await home.place("Session", family: "accessoryRectangular")
            #expect(try await home.get("/api/instances/\(session)", as: InstanceJSON.self).pageID == nil)
            let moved = try await home.call("POST", "/api/instances/\(counter)/page", json: #"{"pageID":"\#(work.id)"}"#)
            #expect(moved.status == 200)
            #expect(try JSONDecoder.api.decode(InstanceJSON.self, from: moved.body).pageID == work.id)
            let toNowhere = try await home.call("POST", "/api/instances/\(session)/page", json: #"{"pageID":"\#(work.id)"}"#)
            #expect(toNowhere.status == 409)
            #expect(try toNowhere.apiError().error.code == "layoutRefused")

            // Renamed, reordered.
            let renamed = try await home.call("PUT", "/api/pages/\(work.id)", json: #"{"name":"Office"}"#)
            #expect(try JSONDecoder().decode(PageJSON.self, from: renamed.body).name == "Office")
            let empty = try await home.call("PUT", "/api/pages/\(work.id)", json: #"{"name":"   "}"#)
            #expect(empty.status == 409)
            #expect(try empty.apiError().error.message.contains("name"))
            let reordered = try await home.call("PUT", "/api/pages", json: #"{"order":["\#(work.id)","\#(first.id)"]}"#)
            #expect(reordered.status == 200)
            #expect(try await pages(home).map(\.id) == [work.id, first.id])
            // An order that leaves pages out, or names one twice, is refused (found by fuzzing).
            for order in [#"[]"#, #"["\#(work.id)","\#(work.id)"]"#] {
                let refused = try await home.call("PUT", "/api/pages", json: #"{"order":\#(order)}"#)
                #expect(refused.status == 409, "\(order): \(refused.text)")
                #expect(try refused.apiError().error.code == "layoutRefused")
            }
            let unknown = try await home.call("PUT", "/api/pages/nope", json: #"{"name":"X"}"#)
            #expect(unknown.status == 404)
            #expect(try unknown.apiError().error.code == "pageNotFound")

            // Deleting a page removes its widgets; the last page stays.
            #expect(try await home.call("DELETE", "/api/pages/\(work.id)").status == 204)
            let left = try await instances(home)
            #expect(left.map(\.id) == [session])
            let last = try await home.call("DELETE", "/api/pages/\(first.id)")
            #expect(last.status == 409)
            #expect(try await pages(home).map(\.id) == [first.id])
        }
    }

    @Test func aWidgetIsResizedToAnotherSupportedFamilyKeepingItsConfiguration() async throws {
        try await withHomeScreen { home in
            let id = try await home.place("Character", configuration: #"{"character":"spouty","showLevel":true,"level":4}"#)
            try await home.waitUntilLoaded(id)
            let placed = try await home.get("/api/instances/\(id)", as: InstanceJSON.self)
            #expect(placed.supportedFamilies == ["systemSmall", "systemMedium"])

            let resized = try await home.call("PUT", "/api/instances/\(id)/family", json: #"{"family":"systemMedium"}"#)
            #expect(resized.status == 200, "\(resized.text)")
            let widget = try JSONDecoder.api.decode(InstanceJSON.self, from: resized.body)
            #expect(widget.family == "systemMedium")
            #expect(widget.configuration == placed.configuration)
            // The provider is asked again, in the new family.
            try await waitFor("the medium rendering") {
                let render = try await home.call("GET", "/api/instances/\(id)/render")
                return render.header("X-Widgetry-State") == "current" && render.text.contains("systemMedium") && render.text.contains("Level 4")
            }

            let unsupported = try await home.call("PUT", "/api/instances/\(id)/family", json: #"{"family":"systemLarge"}"#)
            #expect(unsupported.status == 400)
            #expect(try unsupported.apiError().error.code == "unsupportedFamily")

            // Made a lock-screen widget, it leaves the page; back, it returns to the first page.
            let session = try await home.place("Session")
            let toLock = try await home.call("PUT", "/api/instances/\(session)/family", json: #"{"family":"accessoryRectangular"}"#)
            #expect(try JSONDecoder.api.decode(InstanceJSON.self, from: toLock.body).pageID == nil)
            let back = try await home.call("PUT", "/api/instances/\(session)/family", json: #"{"family":"systemSmall"}"#)
            #expect(try JSONDecoder.api.decode(InstanceJSON.self, from: back.body).pageID == placed.pageID)
        }
    }

    @Test func theHomeScreenExportsAndImportsAsOneFile() async throws {
        try await withHomeScreen { home in
            let work = try JSONDecoder().decode(PageJSON.self, from: try await home.call("POST", "/api/pages", json: #"{"name":"Work"}"#).body)
            _ = try await home.place("Counter")
            _ = try await home.call(
                "POST", "/api/instances",
                json: #"{"extensionID":"test","kind":"Character","family":"systemMedium","pageID":"\#(work.id)","configuration":{"character":"egg","showLevel":true,"level":3}}"#)
            _ = try await home.place("Session", family: "accessoryRectangular")
            let before = try await instances(home)

            let exported = try await home.call("GET", "/api/export")
            #expect(exported.status == 200)
            #expect(exported.header("Content-Disposition")?.hasPrefix("attachment; filename=\"widgetry-home-screen-") == true)
            let file = try JSONDecoder.api.decode(HomeScreenFile.self, from: exported.body)
            #expect(file.format == "widgetry-home-screen" && file.version == 1)
            #expect(file.pages.map(\.name) == ["Home", "Work"])
            #expect(file.widgets.map(\.kind) == ["Counter", "Character", "Session"])

            // Clear the screen, then import the file: the same pages and widgets come back.
            #expect(try await home.call("DELETE", "/api/pages/\(work.id)").status == 204)
            for widget in try await instances(home) { _ = try await home.call("DELETE", "/api/instances/\(widget.id)") }
            let imported = try await home.call("POST", "/api/import", json: exported.text)
            #expect(imported.status == 200, "\(imported.text)")
            let after = try await instances(home)
            #expect(after.map(\.kind) == before.map(\.kind))
            #expect(after.map(\.family) == before.map(\.family))
            #expect(after.map(\.configuration) == before.map(\.configuration))
            let newPages = try await pages(home)
            #expect(newPages.map(\.name) == ["Home", "Work"])
            #expect(after[1].pageID == newPages[1].id)
            #expect(after[2].pageID == nil)
        }
    }

    @Test func stacksTravelInTheFileAndABadStackIsRefused() async throws {
        try await withHomeScreen { home in
            let morning = try await home.place("Morning")
            let evening = try await home.place("Evening")
            #expect(try await home.call("POST", "/api/instances/\(evening)/stack", json: #"{"onto":"\#(morning)"}"#).status == 200)
            let exported = try await home.call("GET", "/api/export")
            let file = try JSONDecoder.api.decode(HomeScreenFile.self, from: exported.body)
            #expect(file.widgets.map(\.stack) == [morning, morning])

            let imported = try await home.call("POST", "/api/import", json: exported.text)
            #expect(imported.status == 200, "\(imported.text)")
            let after = try await instances(home)
            #expect(after.count == 2)
            #expect(after[0].stackID != nil && after[0].stackID == after[1].stackID && after[0].stackID != morning)

            let lonely = #"{"format":"widgetry-home-screen","version":1,"pages":[{"id":"a","name":"A"}],"widgets":[{"extensionID":"test","kind":"Morning","family":"systemSmall","page":"a","stack":"s","configuration":{}}]}"#
            let refused = try await home.call("POST", "/api/import", json: lonely)
            #expect(refused.status == 422)
            #expect(try refused.apiError().error.issues?.map(\.message) == ["Widget 1 (Morning): it is alone in its stack; a stack holds two or more widgets."])

            // A stack is told by its members, never by its name in the file (an exported
            // stack's name is an id); a member refused for its own reason (an unknown kind)
            // leaves its stack no problem of its own.
            var broken = file
            broken.exportedAt = nil
            broken.widgets[1].kind = "Nope"
            let cascade = try await home.call("POST", "/api/import", json: String(decoding: try JSONEncoder().encode(broken), as: UTF8.self))
            let messages = try cascade.apiError().error.issues?.map(\.message) ?? []
            #expect(messages.count == 1 && messages[0].hasPrefix("Widget 2 (Nope): extension test has no widget of kind “Nope”"), "\(messages)")
            var resized = broken
            resized.widgets[1].family = "systemMedium"
            resized.widgets[1].kind = "Character"
            let mismatch = try await home.call("POST", "/api/import", json: String(decoding: try JSONEncoder().encode(resized), as: UTF8.self))
            #expect(
                try mismatch.apiError().error.issues?.map(\.message) == [
                    "Widget 2 (Character): it is stacked with Widget 1 (Morning), which is another size or on another page; a stack holds widgets of one size on one page."
                ])
            for refusal in [refused, cascade, mismatch] { #expect(!refusal.text.contains(morning)) }
        }
    }

    /// A file with any problem is refused whole, each problem said, and nothing changes.
    @Test func aBadFileIsRefusedWithEveryProblemAndNothingChanges() async throws {
        try await withHomeScreen { home in
            let kept = try await home.place("Counter")
            let before = try await home.get("/api/export", as: HomeScreenFile.self)
            let file = """
                {"format":"widgetry-home-screen","version":1,"pages":[{"id":"a","name":"A"}],
                 "widgets":[
                   {"extensionID":"test","kind":"Counter","family":"systemSmall","page":"a","configuration":{}},
                   {"extensionID":"test","kind":"Nope","family":"systemSmall","page":"a","configuration":{}},
                   {"extensionID":"test","kind":"Character","family":"systemLarge","page":"a","configuration":{}},
                   {"extensionID":"test","kind":"Character","family":"systemSmall","page":"b","configuration":{}},
                   {"extensionID":"test","kind":"Character","family":"systemSmall","page":"a","configuration":{"level":"high"}},
                   {"extensionID":"ghost","kind":"Counter","family":"systemSmall","page":"a","configuration":{}}
                 ]}
                """
            let refused = try await home.call("POST", "/api/import", json: file)
            #expect(refused.status == 422)
            let error = try refused.apiError().error
            #expect(error.code == "invalidImport")
            let messages = error.issues?.map(\.message) ?? []
            #expect(messages.count == 5, "\(messages)")
            #expect(messages.contains { $0.hasPrefix("Widget 2 (Nope)") && $0.contains("its kinds:") })
            #expect(messages.contains { $0.hasPrefix("Widget 3 (Character)") && $0.contains("systemLarge") })
            #expect(messages.contains { $0.hasPrefix("Widget 4 (Character)") && $0.contains("page “b”") })
            #expect(messages.contains { $0.hasPrefix("Widget 5 (Character)") && $0.contains("Level") })
            #expect(messages.contains { $0.hasPrefix("Widget 6 (Counter)") && $0.contains("ghost") })
            // Nothing changed.
            let after = try await home.get("/api/export", as: HomeScreenFile.self)
            #expect(after.widgets == before.widgets && after.pages == before.pages)
            #expect(try await instances(home).map(\.id) == [kept])

            let foreign = try await home.call("POST", "/api/import", json: #"{"format":"something-else","version":9,"pages":[],"widgets":[]}"#)
            #expect(foreign.status == 422)
            #expect(try foreign.apiError().error.issues?.count == 3)
        }
    }
}
