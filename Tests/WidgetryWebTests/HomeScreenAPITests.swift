import Foundation
import Testing
import TestWidgets
import WidgetryWeb
import WidgetryWire

/// The home screen's API on the real server, a real host and a real SQLite file: every route's
/// success, its 4xx answers to each kind of bad input, and that a refused request changed
/// nothing.
@Suite("The home screen's HTTP API", .serialized)
struct HomeScreenAPITests {
    // MARK: Widgets and the gallery

    @Test func widgetsListsTheExtensionsKindsAndSchemas() async throws {
        try await withHomeScreen { home in
            let result = try await home.call("GET", "/api/widgets")
            #expect(result.status == 200)
            #expect(result.header("Content-Type") == "application/json; charset=utf-8")
            struct Document: Decodable {
                struct Extension: Decodable {
                    var id: String
                    var hasToken: Bool
                    var widgets: [WidgetDescription]
                }
                var extensions: [Extension]
            }
            let document = try JSONDecoder.api.decode(Document.self, from: result.body)
            let test = try #require(document.extensions.first)
            #expect(document.extensions.map(\.id) == ["test"])
            #expect(!test.hasToken)
            #expect(test.widgets.map(\.kind) == ["Counter", "Character", "Session", "Showcase", "Photo", "Morning", "Evening"])
            let character = try #require(test.widgets.first { $0.kind == "Character" })
            #expect(character.supportedFamilies == ["systemSmall", "systemMedium"])
            let level = try #require(character.intent?.parameter("level"))
            #expect(level.range == NumericRange(lowerBound: 1, upperBound: 10))
            #expect(character.intent?.summary != nil)
        }
    }

    @Test func theGalleryHasALivePreviewPerFamilyAndTheRecommendations() async throws {
        try await withHomeScreen { home in
            struct Gallery: Decodable {
                struct Preview: Decodable {
                    var family: String
                    var html: String?
                    var error: String?
                }
                struct Widget: Decodable {
                    var kind: String
                    var displayName: String
                    var supportedFamilies: [String]
                    var previews: [Preview]
                    var recommendations: [WidgetRecommendation]
                    var promptsForUserConfiguration: Bool
                }
                var widgets: [Gallery.Widget]
            }
            let gallery = try await home.get("/api/gallery?colorScheme=dark", as: Gallery.self)
            #expect(gallery.widgets.map(\.kind) == ["Counter", "Character", "Session", "Showcase", "Photo", "Morning", "Evening"])
            for widget in gallery.widgets {
                #expect(widget.previews.map(\.family) == widget.supportedFamilies)
                for preview in widget.previews {
                    let html = try #require(preview.html, "\(widget.kind) \(preview.family): \(preview.error ?? "")")
                    #expect(html.hasPrefix(#"<div class="wr wr-dark"#))
                    #expect(!html.contains(" style=\""), "styles travel in data-wr-css (the page's policy forbids inline styles)")
                    #expect(html.contains(" data-wr-css=\""))
                }
            }
            let character = try #require(gallery.widgets.first { $0.kind == "Character" })
            #expect(character.recommendations.map(\.configuration["character"]) == ["egg", "spouty"])
            #expect(character.previews.first?.html?.contains("Power Panda") == true || character.previews.first?.html?.contains("wr-redacted") == true)
            #expect(gallery.widgets.first { $0.kind == "Showcase" }?.promptsForUserConfiguration == true)

            let bad = try await home.call("GET", "/api/gallery?colorScheme=sepia")
            #expect(bad.status == 400)
            #expect(try bad.apiError().error.code == "badRequest")
        }
    }

    @Test func onePreviewByKindAndFamily() async throws {
        try await withHomeScreen { home in
            let html = try await home.call("GET", "/api/widgets/test/Counter/preview?family=systemMedium")
            #expect(html.status == 200)
            #expect(html.header("Content-Type") == "text/html; charset=utf-8")
            #expect(html.text.contains(#"data-wr-family="systemMedium""#))
            #expect(html.text.contains("Count"))

            let json = try await home.call("GET", "/api/widgets/test/Session/preview?family=accessoryRectangular&format=json&colorScheme=dark")
            #expect(json.status == 200)
            struct Rendered: Decodable {
                var state: String
                var archive: WidgetArchive
            }
            let rendered = try JSONDecoder.api.decode(Rendered.self, from: json.body)
            #expect(rendered.archive.family == "accessoryRectangular")
            #expect(rendered.archive.environment.colorScheme == "dark")

            for (path, status, code) in [
                ("/api/widgets/test/Nope/preview", 404, "kindNotFound"),
                ("/api/widgets/elsewhere/Counter/preview", 404, "extensionNotFound"),
                ("/api/widgets/test/Character/preview?family=systemLarge", 400, "unsupportedFamily"),
                ("/api/widgets/test/Counter/preview?format=xml", 400, "badRequest"),
            ] {
                let result = try await home.call("GET", path)
                #expect(result.status == status, "\(path)")
                #expect(try result.apiError().error.code == code, "\(path)")
            }
        }
    }

    @Test func recommendationsOfAKind() async throws {
        try await withHomeScreen { home in
            struct Document: Decodable { var recommendations: [WidgetRecommendation] }
            let character = try await home.get("/api/widgets/test/Character/recommendations", as: Document.self)
            #expect(character.recommendations.map(\.description) == ["Egghead", "Spouty"])
            let counter = try await home.get("/api/widgets/test/Counter/recommendations", as: Document.self)
            #expect(counter.recommendations.isEmpty)
            #expect(try await home.call("GET", "/api/widgets/test/Nope/recommendations").status == 404)
        }
    }

    // MARK: Instances

    @Test func placeListReadAndRemove() async throws {
        try await withHomeScreen { home in
            let placed = try await home.call("POST", "/api/instances", json: #"{"kind":"Counter","family":"systemMedium"}"#)
            #expect(placed.status == 201)
            let counter = try JSONDecoder.api.decode(InstanceJSON.self, from: placed.body)
            #expect(placed.header("Location") == "/api/instances/\(counter.id)")
            #expect(counter.kind == "Counter" && counter.family == "systemMedium" && counter.extensionID == "test")
            #expect(!counter.isConfigurable && !counter.needsConfiguration && counter.position == 0)

            let recommended = try await home.call(
                "POST", "/api/instances",
                json: #"{"extensionID":"test","kind":"Character","family":"systemSmall","configuration":{"character":"spouty"}}"#)
            #expect(recommended.status == 201)
            let character = try JSONDecoder.api.decode(InstanceJSON.self, from: recommended.body)
            #expect(character.configuration == ["character": "spouty", "showLevel": false, "level": 1])
            #expect(character.isConfigurable && character.position == 1)

            let list = try await home.get("/api/instances", as: InstancesJSON.self)
            #expect(list.instances.map(\.id) == [counter.id, character.id])
            #expect(try await home.get("/api/instances/\(character.id)", as: InstanceJSON.self) == character)

            let removed = try await home.call("DELETE", "/api/instances/\(counter.id)")
            #expect(removed.status == 204)
            #expect(try await home.get("/api/instances", as: InstancesJSON.self).instances.map(\.id) == [character.id])
            for method in ["GET", "DELETE"] {
                let gone = try await home.call(method, "/api/instances/\(counter.id)")
                #expect(gone.status == 404)
                #expect(try gone.apiError().error.code == "instanceNotFound")
            }
        }
    }

    @Test func placingRefusesBadInputAndPlacesNothing() async throws {
        try await withHomeScreen { home in
            let before = try await home.place("Counter")
            let cases: [(String, [String: String], Int, String)] = [
                (#"{"family":"systemSmall"}"#, [:], 400, "badRequest"),
                (#"{"kind":"Counter","family":7}"#, [:], 400, "badRequest"),
                (#"{"kind":["Counter"],"family":"systemSmall"}"#, [:], 400, "badRequest"),
                (#"{"kind":"Counter","#, [:], 400, "badRequest"),
                ("", [:], 400, "badRequest"),
                (#"{"kind":"Nope","family":"systemSmall"}"#, [:], 404, "kindNotFound"),
                (#"{"extensionID":"elsewhere","kind":"Counter","family":"systemSmall"}"#, [:], 404, "extensionNotFound"),
                (#"{"kind":"Character","family":"systemLarge"}"#, [:], 400, "unsupportedFamily"),
                (#"{"kind":"Counter","family":"kitchenWall"}"#, [:], 400, "unsupportedFamily"),
                (#"{"kind":"Character","family":"systemSmall","configuration":{"level":99}}"#, [:], 422, "invalidConfiguration"),
                (#"{"kind":"Character","family":"systemSmall","configuration":{"character":"nobody"}}"#, [:], 422, "invalidConfiguration"),
                (#"{"kind":"Counter","family":"systemSmall"}"#, ["Content-Type": "text/plain"], 415, "unsupportedMediaType"),
                (#"{"kind":"Counter","family":"systemSmall"}"#, ["X-Widgetry-Request": "0"], 403, "sameOriginRequired"),
                (#"{"kind":"Counter","family":"systemSmall"}"#, ["Origin": "http://evil.example"], 403, "crossOriginRequest"),
            ]
            for (body, headers, status, code) in cases {
                let result = try await home.call("POST", "/api/instances", json: body, headers: headers)
                #expect(result.status == status, "\(body) \(headers): \(result.text)")
                #expect((try? result.apiError().error.code) == code, "\(body) \(headers): \(result.text)")
            }
            let refused = try await home.call(
                "POST", "/api/instances", json: #"{"kind":"Character","family":"systemSmall","configuration":{"level":99}}"#)
            let issue = try #require(try refused.apiError().error.issues?.first)
            #expect(issue.parameter == "level" && issue.code == "outOfRange")

            // Larger than the 1 MiB limit: 413, and the body is not read.
            let huge = #"{"kind":"Counter","family":"systemSmall","padding":""# + String(repeating: "x", count: 1 << 20) + #""}"#
            let tooLarge = try await home.call("POST", "/api/instances", json: huge)
            #expect(tooLarge.status == 413)
            #expect(try tooLarge.apiError().error.code == "payloadTooLarge")

            #expect(try await home.get("/api/instances", as: InstancesJSON.self).instances.map(\.id) == [before])
        }
    }

    @Test func reorderAndMoveRefuseWhatIsNotAnOrder() async throws {
        try await withHomeScreen { home in
            let a = try await home.place("Counter")
            let b = try await home.place("Session")
            let c = try await home.place("Character")
            func order() async throws -> [String] { try await home.get("/api/instances", as: InstancesJSON.self).instances.map(\.id) }

            let reordered = try await home.call("PUT", "/api/layout", json: #"{"order":["\#(c)","\#(a)","\#(b)"]}"#)
            #expect(reordered.status == 200)
            #expect(try JSONDecoder.api.decode(InstancesJSON.self, from: reordered.body).instances.map(\.id) == [c, a, b])
            #expect(try await order() == [c, a, b])

            for (body, status) in [
                (#"{"order":["\#(a)","\#(b)"]}"#, 422),
                (#"{"order":["\#(a)","\#(a)","\#(b)","\#(c)"]}"#, 422),
                (#"{"order":["\#(a)","\#(b)","nope"]}"#, 404),
                (#"{"order":"\#(a)"}"#, 400),
                (#"{"ids":[]}"#, 400),
            ] {
                let result = try await home.call("PUT", "/api/layout", json: body)
                #expect(result.status == status, "\(body): \(result.text)")
            }
            #expect(try await order() == [c, a, b])

            let moved = try await home.call("POST", "/api/instances/\(b)/move", json: #"{"position":0}"#)
            #expect(moved.status == 200)
            #expect(try await order() == [b, c, a])
            for (id, body, status) in [
                (b, #"{"position":3}"#, 422), (b, #"{"position":-1}"#, 422), (b, #"{"position":"first"}"#, 400),
                ("nope", #"{"position":0}"#, 404),
            ] {
                let result = try await home.call("POST", "/api/instances/\(id)/move", json: body)
                #expect(result.status == status, "\(id) \(body): \(result.text)")
            }
            #expect(try await order() == [b, c, a])
        }
    }

    // MARK: Configuration

    @Test func theEditorReadsTheSchemaValuesAndVisibleParameters() async throws {
        try await withHomeScreen { home in
            let id = try await home.place("Character", configuration: #"{"character":"spouty"}"#)
            struct Document: Decodable {
                var values: Configuration
                var intent: IntentSchema
                var visibleParameters: [String]
                var instance: InstanceJSON
            }
            let document = try await home.get("/api/instances/\(id)/configuration", as: Document.self)
            #expect(document.values == ["character": "spouty", "showLevel": false, "level": 1])
            #expect(document.intent.parameters.map(\.key) == ["character", "showLevel", "level"])
            #expect(document.visibleParameters == ["character", "showLevel"])
            #expect(document.instance.id == id)

            struct Visible: Decodable { var visibleParameters: [String] }
            let on = try await home.call("POST", "/api/instances/\(id)/configuration/visible", json: #"{"values":{"showLevel":true}}"#)
            #expect(try JSONDecoder.api.decode(Visible.self, from: on.body).visibleParameters == ["character", "level", "showLevel"])
            let off = try await home.call("POST", "/api/instances/\(id)/configuration/visible", json: #"{"values":{"showLevel":false}}"#)
            #expect(try JSONDecoder.api.decode(Visible.self, from: off.body).visibleParameters == ["character", "showLevel"])
            #expect(try await home.call("POST", "/api/instances/\(id)/configuration/visible", json: #"{"values":[]}"#).status == 400)

            let counter = try await home.place("Counter")
            let notConfigurable = try await home.call("GET", "/api/instances/\(counter)/configuration")
            #expect(notConfigurable.status == 409)
            #expect(try notConfigurable.apiError().error.code == "notConfigurable")
            #expect(try await home.call("GET", "/api/instances/nope/configuration").status == 404)
        }
    }

    @Test func storingAConfigurationValidatesItAndARefusalStoresNothing() async throws {
        try await withHomeScreen { home in
            let id = try await home.place("Character", configuration: #"{"character":"spouty"}"#)
            let stored = try await home.call(
                "PUT", "/api/instances/\(id)/configuration", json: #"{"values":{"character":"spouty","showLevel":true,"level":4}}"#)
            #expect(stored.status == 200, "\(stored.text)")
            struct Stored: Decodable { var values: Configuration }
            #expect(try JSONDecoder.api.decode(Stored.self, from: stored.body).values == ["character": "spouty", "showLevel": true, "level": 4])

            let refusals: [(String, Int, [String: String])] = [
                (#"{"values":{"level":11}}"#, 422, ["level": "outOfRange"]),
                (#"{"values":{"level":"high"}}"#, 422, ["level": "wrongType"]),
                (#"{"values":{"character":"nobody","level":0}}"#, 422, ["character": "unknownEntity", "level": "outOfRange"]),
                (#"{"values":{"colour":"red"}}"#, 422, ["colour": "unknownParameter"]),
                (#"{"values":"level=3"}"#, 400, [:]),
                (#"{"level":3}"#, 400, [:]),
                ("[1,2]", 400, [:]),
            ]
            for (body, status, issues) in refusals {
                let result = try await home.call("PUT", "/api/instances/\(id)/configuration", json: body)
                #expect(result.status == status, "\(body): \(result.text)")
                if status == 422 {
                    let error = try result.apiError().error
                    #expect(error.code == "invalidConfiguration")
                    let found = Dictionary((error.issues ?? []).map { ($0.parameter, $0.code) }, uniquingKeysWith: { first, _ in first })
                    #expect(found == issues, "\(body)")
                    #expect(error.issues?.allSatisfy { !$0.message.isEmpty } == true)
                }
            }
            #expect(try await home.call("PUT", "/api/instances/nope/configuration", json: #"{"values":{}}"#).status == 404)
            let after = try await home.get("/api/instances/\(id)", as: InstanceJSON.self)
            #expect(after.configuration == ["character": "spouty", "showLevel": true, "level": 4])
        }
    }

    @Test func pickerOptionsWithSuggestionsAndSearch() async throws {
        try await withHomeScreen { home in
            let id = try await home.place("Character", configuration: #"{"character":"spouty"}"#)
            let suggestions = try await home.get("/api/instances/\(id)/options/character", as: ParameterOptions.self)
            #expect(suggestions.items.map(\.value).contains("spouty"))
            let search = try await home.get("/api/instances/\(id)/options/character?query=spou", as: ParameterOptions.self)
            #expect(search.items.map(\.display.title) == ["Spouty"])
            let spaced = try await home.get("/api/instances/\(id)/options/character?query=Power%20P", as: ParameterOptions.self)
            #expect(spaced.items.allSatisfy { $0.display.title.contains("Power P") })

            let showcase = try await home.place("Showcase")
            let moods = try await home.get("/api/instances/\(showcase)/options/mood", as: ParameterOptions.self)
            #expect(moods.items.map(\.value) == ["calm", "busy", "away"])

            let unknown = try await home.call("GET", "/api/instances/\(id)/options/colour")
            #expect(unknown.status == 404)
            #expect(try unknown.apiError().error.code == "parameterNotFound")
            #expect(try await home.call("GET", "/api/instances/nope/options/character").status == 404)
            #expect(try await home.call("GET", "/api/instances/\(id)/options/character?query=" + String(repeating: "a", count: 300)).status == 400)
        }
    }

    // MARK: Content

    @Test func renderingAsHTMLOrArchiveInEitherSchemeLockedOrNot() async throws {
        try await withHomeScreen { home in
            let id = try await home.place("Session", family: "systemMedium")
            try await home.waitUntilLoaded(id)
            let html = try await home.call("GET", "/api/instances/\(id)/render")
            #expect(html.header("Content-Type") == "text/html; charset=utf-8")
            #expect(html.header("Cache-Control") == "private, no-cache")
            #expect(html.text.hasPrefix(#"<div class="wr wr-light""#))
            #expect(html.text.contains("PIN 4321"))
            #expect(html.text.contains("data-wr-style=\"timer\""))
            #expect(html.text.contains(#"data-wr-widget-url="https://example.com/session""#))
            #expect(!html.text.contains(" style=\""))

            let locked = try await home.call("GET", "/api/instances/\(id)/render?locked=1&colorScheme=dark")
            #expect(locked.text.hasPrefix(#"<div class="wr wr-dark""#))
            #expect(!locked.text.contains("4321"))
            #expect(locked.text.contains("wr-redacted"))
            #expect(locked.text.contains("Session"))
            // The view's locked branch (it reads redactionReasons), only when locked.
            #expect(locked.text.contains("Unlock to see the PIN"))
            #expect(!html.text.contains("Unlock to see the PIN"))

            let json = try await home.call("GET", "/api/instances/\(id)/render?format=json")
            struct Rendered: Decodable {
                var state: String
                var archive: WidgetArchive
            }
            let rendered = try JSONDecoder.api.decode(Rendered.self, from: json.body)
            #expect(rendered.state == "current")
            #expect(rendered.archive.allNodes.contains { $0.privacySensitive })

            for (query, status) in [("?colorScheme=blue", 400), ("?locked=maybe", 400), ("?locked=", 400), ("?format=png", 400)] {
                #expect(try await home.call("GET", "/api/instances/\(id)/render\(query)").status == status, "\(query)")
            }
            #expect(try await home.call("GET", "/api/instances/nope/render").status == 404)
        }
    }

    @Test func namedImagesAreServedFromTheExtensionsResources() async throws {
        try await withHomeScreen { home in
            let id = try await home.place("Photo")
            try await home.waitUntilLoaded(id)
            let html = try await home.call("GET", "/api/instances/\(id)/render").text
            // The 2x asset's 32×24 pixels are 16×12 points.
            #expect(html.contains(#"<img class="wr-img" data-wr-css="width:16px;height:12px" src="/api/extensions/test/images/Badge" alt="Badge">"#), "\(html)")
            #expect(html.contains(#"src="/api/extensions/test/images/Stripes""#))
            #expect(html.contains(#"<span class="wr-img-missing wr-symbol-missing" title="No image named Missing" data-wr-image="Missing"></span>"#))
            #expect(!html.contains("images/Missing"))

            let badge = try await home.call("GET", "/api/extensions/test/images/Badge")
            #expect(badge.status == 200)
            #expect(badge.header("Content-Type") == "image/png")
            #expect(Array(badge.body.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Support/TestWidgets/Resources/Assets.xcassets/Badge.imageset/badge@2x.png")
            #expect(badge.body == (try Data(contentsOf: source)))
            #expect(badge.header("X-Content-Type-Options") == "nosniff")

            let stripes = try await home.call("GET", "/api/extensions/test/images/Stripes")
            #expect(stripes.status == 200)
            #expect(stripes.header("Content-Type") == "image/svg+xml")
            #expect(stripes.text.hasPrefix("<svg"))

            // A dark rendering asks for the image set's dark-appearance file (20×12 points).
            let darkHTML = try await home.call("GET", "/api/instances/\(id)/render?colorScheme=dark").text
            #expect(darkHTML.contains(#"data-wr-css="width:20px;height:12px" src="/api/extensions/test/images/Badge?appearance=dark""#), "\(darkHTML)")
            let darkBadge = try await home.call("GET", "/api/extensions/test/images/Badge?appearance=dark")
            #expect(darkBadge.status == 200)
            #expect(darkBadge.body == (try Data(contentsOf: source.deletingLastPathComponent().appendingPathComponent("badge-dark@2x.png"))))
            #expect(try await home.call("GET", "/api/extensions/test/images/Stripes?appearance=dark").status == 200)
            let badAppearance = try await home.call("GET", "/api/extensions/test/images/Badge?appearance=blue")
            #expect(badAppearance.status == 400)

            for path in ["/api/extensions/test/images/Missing", "/api/extensions/test/images/..%2F..%2Fetc%2Fpasswd", "/api/extensions/nope/images/Badge"] {
                let missing = try await home.call("GET", path)
                #expect(missing.status == 404, "\(path)")
            }
            #expect(try await home.call("GET", "/api/extensions/test/images/Missing").apiError().error.code == "imageNotFound")
        }
    }

    @Test func widgetTextIsEscaped() async throws {
        try await withHomeScreen { home in
            let id = try await home.place("Showcase")
            let hostile = #"<img src=x onerror=alert(1)> & \"quoted\" 'single'"#
            let stored = try await home.call("PUT", "/api/instances/\(id)/configuration", json: #"{"values":{"title":"\#(hostile)"}}"#)
            #expect(stored.status == 200, "\(stored.text)")
            try await waitFor("the new title in the widget") {
                try await home.call("GET", "/api/instances/\(id)/render").text.contains("onerror")
            }
            let html = try await home.call("GET", "/api/instances/\(id)/render").text
            #expect(html.contains("&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quoted&quot; &#39;single&#39;"))
            #expect(!html.contains("<img"))
        }
    }

    @Test func aButtonRunsItsIntentAndTheWidgetReloads() async throws {
        try await withHomeScreen { home in
            let id = try await home.place("Counter")
            try await home.waitUntilLoaded(id)
            let before = try await home.call("GET", "/api/instances/\(id)/render").text
            let action = try #require(before.firstMatch(of: /data-wr-action="([^"]+)"/)?.1)
            let count = try #require(before.firstMatch(of: /Count (\d+)/)?.1).description

            let tapped = try await home.call("POST", "/api/instances/\(id)/actions/\(action)")
            #expect(tapped.status == 200)
            #expect(tapped.text == #"{"result":"performed"}"#)
            try await waitFor("the count to change") {
                let now = try await home.call("GET", "/api/instances/\(id)/render").text
                return now.firstMatch(of: /Count (\d+)/).map { String($0.1) } != count
            }
            let inspector = try await home.call("GET", "/api/instances/\(id)/inspector").text
            #expect(inspector.contains(#""reason":"intent""#))

            let unknown = try await home.call("POST", "/api/instances/\(id)/actions/nope")
            #expect(unknown.status == 404)
            #expect(try unknown.apiError().error.code == "actionNotFound")
            #expect(try await home.call("POST", "/api/instances/nope/actions/\(action)").status == 404)
            #expect(try await home.call("POST", "/api/instances/\(id)/actions/\(action)", headers: ["X-Widgetry-Request": ""]).status == 403)
        }
    }

    @Test func aLinkTapAnswersItsURL() async throws {
        try await withHomeScreen { home in
            let id = try await home.place("Session", family: "systemMedium")
            try await home.waitUntilLoaded(id)
            let html = try await home.call("GET", "/api/instances/\(id)/render").text
            let link = try #require(html.firstMatch(of: /<a [^>]*data-wr-action="([^"]+)"/)?.1)
            let tapped = try await home.call("POST", "/api/instances/\(id)/actions/\(link)")
            #expect(tapped.status == 200)
            #expect(tapped.text == #"{"result":"openURL","url":"https://example.com/details"}"#)
        }
    }

    @Test func visibilityIsRecorded() async throws {
        try await withHomeScreen { home in
            let id = try await home.place("Counter")
            #expect(try await home.call("POST", "/api/instances/\(id)/visibility", json: #"{"visible":false}"#).status == 204)
            #expect(try await home.get("/api/instances/\(id)", as: InstanceJSON.self).isVisible == false)
            #expect(try await home.call("POST", "/api/instances/\(id)/visibility", json: #"{"visible":"no"}"#).status == 400)
            #expect(try await home.call("POST", "/api/instances/nope/visibility", json: #"{"visible":true}"#).status == 404)
            #expect(try await home.get("/api/instances/\(id)", as: InstanceJSON.self).isVisible == false)
            #expect(try await home.call("POST", "/api/instances/\(id)/visibility", json: #"{"visible":true}"#).status == 204)
            #expect(try await home.get("/api/instances/\(id)", as: InstanceJSON.self).isVisible == true)
        }
    }

    @Test func theInspectorLaysOpenTheSchedule() async throws {
        try await withHomeScreen { home in
            let id = try await home.place("Character", configuration: #"{"character":"spouty"}"#)
            try await home.waitUntilLoaded(id)
            struct Inspector: Decodable {
                struct Timeline: Decodable {
                    struct Entry: Decodable {
                        var date: Date
                        var shown: Bool
                    }
                    var policy: String
                    var entries: [Entry]
                }
                struct NextReload: Decodable {
                    var reason: String
                    var counted: Bool
                    var explanation: String
                }
                struct Budget: Decodable {
                    var limit: Int
                    var used: Int
                    var left: Int
                }
                struct HistoryItem: Decodable {
                    var reason: String
                    var outcome: String
                }
                var instanceID: String
                var state: String?
                var scheduled: Bool
                var timeline: Timeline?
                var nextReload: NextReload?
                var budget: Budget
                var history: [HistoryItem]
                var errors: [[String: String]]
            }
            let inspector = try await home.get("/api/instances/\(id)/inspector", as: Inspector.self)
            #expect(inspector.instanceID == id && inspector.state == "current" && inspector.scheduled)
            #expect(inspector.timeline?.policy == "atEnd")
            #expect(inspector.timeline?.entries.count == 5)
            #expect(inspector.timeline?.entries.filter(\.shown).count == 1)
            #expect(inspector.nextReload?.reason == "policy")
            #expect(inspector.nextReload?.counted == true)
            #expect(inspector.nextReload?.explanation.hasPrefix("A counted reload for the timeline's reload policy") == true)
            #expect(inspector.budget.limit == 70 && inspector.budget.used == 0 && inspector.budget.left == 70)
            #expect(inspector.history.contains { $0.reason == "firstLoad" && $0.outcome.hasPrefix("done") })

            #expect(try await home.call("POST", "/api/instances/\(id)/reload").status == 202)
            try await waitFor("the manual reload in the history") {
                try await home.get("/api/instances/\(id)/inspector", as: Inspector.self).history.contains { $0.reason == "manual" }
            }
            #expect(try await home.call("GET", "/api/instances/nope/inspector").status == 404)
            #expect(try await home.call("POST", "/api/instances/nope/reload").status == 404)
        }
    }

    // MARK: Live updates

    @Test func serverSentEventsTellWhatChanged() async throws {
        try await withHomeScreen(keepAlive: .milliseconds(200)) { home in
            let stream = try EventStreamClient(port: home.server.port)
            defer { stream.stop() }
            try await waitFor("the stream to open") { stream.received.contains(": connected") }
            #expect(stream.received.lowercased().contains("content-type: text/event-stream"))

            let id = try await home.place("Counter")
            try await waitFor("layoutChanged and widgetChanged") {
                stream.received.contains("event: layoutChanged\ndata: {}\n\n") && stream.received.contains("event: widgetChanged\n")
            }
            #expect(stream.received.contains("event: decision\ndata: {\"instanceID\":\"\(id)\"}"))
            try await waitFor("a keep-alive comment") { stream.received.contains(": keep-alive\n\n") }
        }
    }

    /// What `widgetChanged` carries: the widget's document and its fragment, rendered as the
    /// stream's query asks, so the page needs no further request.
    struct WidgetChange: Decodable {
        struct Render: Decodable {
            var etag: String
            var state: String
            var html: String
        }
        struct Instance: Decodable {
            var id: String
            var kind: String
        }
        var instanceID: String
        var instance: Instance
        var render: Render
    }

    static func changes(in stream: EventStreamClient) -> [WidgetChange] {
        stream.received.components(separatedBy: "event: widgetChanged\ndata: ").dropFirst().compactMap { chunk in
            let line = chunk.prefix { $0 != "\n" }
            return try? JSONDecoder().decode(WidgetChange.self, from: Data(line.utf8))
        }
    }

    @Test func aWidgetsChangeArrivesRenderedForTheStream() async throws {
        try await withHomeScreen { home in
            let stream = try EventStreamClient(port: home.server.port, path: "/api/events?colorScheme=dark&locked=1")
            defer { stream.stop() }
            try await waitFor("the stream to open") { stream.received.contains(": connected") }
            let id = try await home.place("Counter")
            try await waitFor("the widget's first entry, rendered") { Self.changes(in: stream).contains { $0.render.state == "current" } }
            let change = try #require(Self.changes(in: stream).last { $0.render.state == "current" })
            #expect(change.instanceID == id && change.instance.id == id && change.instance.kind == "Counter")
            #expect(change.render.html.contains("Count "))
            // The same fragment as the render route's for that appearance, with the same validator.
            let rendered = try await home.call("GET", "/api/instances/\(id)/render?colorScheme=dark&locked=1", headers: ["Accept": "text/html"])
            #expect(rendered.text == change.render.html)
            #expect(rendered.header("ETag") == change.render.etag)
        }
    }

    @Test func aRenderedWidgetIsServedFromMemoryAndRevalidatedWithItsETag() async throws {
        try await withHomeScreen { home in
            let id = try await home.place("Counter")
            let path = "/api/instances/\(id)/render"
            var first = try await home.call("GET", path, headers: ["Accept": "text/html"])
            try await waitFor("the first entry") {
                first = try await home.call("GET", path, headers: ["Accept": "text/html"])
                return first.header("X-Widgetry-State") == "current"
            }
            let etag = try #require(first.header("ETag"))
            #expect(first.header("Cache-Control") == "private, no-cache")
            let again = try await home.call("GET", path, headers: ["Accept": "text/html", "If-None-Match": etag])
            #expect(again.status == 304 && again.body.isEmpty && again.header("ETag") == etag)
            #expect(try await home.call("GET", path, headers: ["If-None-Match": "W/\(etag), \"other\""]).status == 304)
            let locked = try await home.call("GET", path + "?locked=1", headers: ["If-None-Match": etag])
            #expect(locked.status == 200 && locked.header("ETag") != etag)

            // A tap changes what the widget shows: the old validator no longer matches.
            let action = try #require(first.text.firstMatch(of: /data-wr-action="([^"]+)"/)?.1)
            #expect(try await home.call("POST", "/api/instances/\(id)/actions/\(action)").status == 200)
            var changed = again
            try await waitFor("the new count") {
                changed = try await home.call("GET", path, headers: ["Accept": "text/html", "If-None-Match": etag])
                return changed.status == 200
            }
            #expect(changed.header("ETag") != etag && changed.text != first.text)

            // A removed widget is not served from memory.
            #expect(try await home.call("DELETE", "/api/instances/\(id)").status == 204)
            #expect(try await home.call("GET", path, headers: ["If-None-Match": changed.header("ETag") ?? ""]).status == 404)
        }
    }

    @Test func anOpenEventStreamEndsWhenTheServerShutsDown() async throws {
        // withHomeScreen returns only once the server has shut down: a stream that held it
        // open would hang here.
        let stream = try await withHomeScreen { home in
            let stream = try EventStreamClient(port: home.server.port)
            try await waitFor("the stream to open") { stream.received.contains(": connected") }
            return stream
        }
        try await waitFor("the connection to close") { stream.isClosed }
    }

    // MARK: WidgetCenter for apps

    @Test func tokensAreIssuedPerExtension() async throws {
        try await withHomeScreen { home in
            let issued = try await home.call("POST", "/api/extensions/test/token")
            #expect(issued.status == 201)
            struct Token: Decodable {
                var extensionID: String
                var token: String
            }
            let first = try JSONDecoder.api.decode(Token.self, from: issued.body)
            #expect(first.extensionID == "test" && first.token.count >= 32)
            struct Widgets: Decodable {
                struct Extension: Decodable { var hasToken: Bool }
                var extensions: [Extension]
            }
            #expect(try await home.get("/api/widgets", as: Widgets.self).extensions.first?.hasToken == true)

            let again = try JSONDecoder.api.decode(Token.self, from: try await home.call("POST", "/api/extensions/test/token").body)
            #expect(again.token != first.token)
            let revoked = try await home.call("GET", "/api/widgetcenter/configurations", headers: ["Authorization": "Bearer \(first.token)"])
            #expect(revoked.status == 401)
            #expect(try await home.call("GET", "/api/widgetcenter/configurations", headers: ["Authorization": "Bearer \(again.token)"]).status == 200)

            #expect(try await home.call("POST", "/api/extensions/elsewhere/token").status == 404)
            #expect(try await home.call("POST", "/api/extensions/test/token", headers: ["X-Widgetry-Request": "0"]).status == 403)
        }
    }

    @Test func theWidgetCenterEndpointsRefuseAnythingButAValidToken() async throws {
        try await withHomeScreen { home in
            for (method, path) in [
                ("POST", "/api/widgetcenter/reload"), ("GET", "/api/widgetcenter/configurations"),
                ("POST", "/api/widgetcenter/invalidate-recommendations"), ("GET", "/api/widgetcenter/opened"),
            ] {
                for headers in [[:], ["Authorization": "Bearer nope"], ["Authorization": "Basic dGVzdDp0ZXN0"], ["Authorization": "Bearer "]] {
                    let result = try await send(method, home.url(path), headers: headers)
                    #expect(result.status == 401, "\(method) \(path) \(headers)")
                    #expect(result.header("WWW-Authenticate") == "Bearer")
                    #expect(try result.apiError().error.code == "unauthorized")
                }
            }
            let token = try JSONDecoder.api.decode(
                [String: String].self, from: try await home.call("POST", "/api/extensions/test/token").body)["token"]!
            let wrongType = try await send(
                "POST", home.url("/api/widgetcenter/reload"),
                headers: ["Authorization": "Bearer \(token)", "Content-Type": "application/json"], body: Data(#"{"kind":5}"#.utf8))
            #expect(wrongType.status == 400)
            for query in ["after=-1", "after=x", "wait=31", "wait=-2"] {
                let bad = try await send("GET", home.url("/api/widgetcenter/opened?\(query)"), headers: ["Authorization": "Bearer \(token)"])
                #expect(bad.status == 400, "\(query)")
            }
        }
    }

    @Test func anAppLinkIsQueuedForTheAppAndBadInputQueuesNothing() async throws {
        try await withHomeScreen { home in
            let id = try await home.place("Counter")
            try await home.waitUntilLoaded(id)
            let token = try JSONDecoder.api.decode(
                [String: String].self, from: try await home.call("POST", "/api/extensions/test/token").body)["token"]!
            let queued = { () async throws -> String in
                try await send("GET", home.url("/api/widgetcenter/opened"), headers: ["Authorization": "Bearer \(token)"]).text
            }
            #expect(try await home.call("POST", "/api/instances/nope/open", json: #"{"url":"testwidgets://counter"}"#).status == 404)
            #expect(try await home.call("POST", "/api/instances/\(id)/open", json: #"{"url":5}"#).status == 400)
            #expect(try await home.call("POST", "/api/instances/\(id)/open", json: #"{"link":"testwidgets://counter"}"#).status == 400)
            #expect(try await home.call("POST", "/api/instances/\(id)/open", json: #"{"url":"testwidgets://other"}"#).status == 404)
            let huge = #"{"url":""# + String(repeating: "x", count: 1 << 20) + #""}"#
            #expect(try await home.call("POST", "/api/instances/\(id)/open", json: huge).status == 413)
            #expect(try await queued() == #"{"urls":[]}"#)

            let opened = try await home.call("POST", "/api/instances/\(id)/open", json: #"{"url":"testwidgets://counter"}"#)
            #expect(opened.status == 202)
            #expect(opened.text.contains(#""url":"testwidgets:\/\/counter""#) || opened.text.contains(#""url":"testwidgets://counter""#))
            #expect(try await queued().contains(#""kind":"Counter""#))
        }
    }
}
