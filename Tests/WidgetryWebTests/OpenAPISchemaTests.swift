import Foundation
import Testing
import WidgetryRender
import WebDriver
@testable import WidgetryWeb
import WidgetryWire

/// `openapi.yaml`'s schemas hold the bodies the code sends and reads (the paths are checked
/// against the router in `OpenAPIDocumentTests`).
@Suite struct OpenAPISchemaTests {
    static func document() throws -> OpenAPISchema {
        try OpenAPISchema(yaml: String(contentsOf: OpenAPIDocumentTests.repositoryDocument, encoding: .utf8))
    }

    static let widget = PlacedWidgetInfo(
        id: "w1", kind: "Counter", family: "systemSmall", configuration: ["name": .string("Ann"), "count": .int(3)],
        intentTypeName: "CounterIntent")
    static let opened = WidgetCenterAPI.OpenedURL(
        sequence: 4, url: "counter://open", instanceID: "w1", kind: "Counter", family: "accessoryCircular",
        configuration: [:], intentTypeName: nil, time: "2030-01-01T09:00:00Z")

    @Test func theWidgetCenterBodiesAreTheDocumentsSchemas() throws {
        let document = try Self.document()
        let reload = try document.requestSchema("post", "/api/widgetcenter/reload")
        #expect(try document.problems(ofEncoded: WidgetCenterAPI.ReloadRequest(kind: "Counter", appInForeground: false), for: reload) == [])
        #expect(try document.problems(ofEncoded: WidgetCenterAPI.ReloadRequest(kind: nil, appInForeground: nil), for: reload) == [])
        let configurations = try document.responseSchema("get", "/api/widgetcenter/configurations", status: 200)
        #expect(try document.problems(ofEncoded: WidgetCenterAPI.Configurations(widgets: [Self.widget]), for: configurations) == [])
        let openedList = try document.responseSchema("get", "/api/widgetcenter/opened", status: 200)
        #expect(try document.problems(ofEncoded: WidgetCenterAPI.OpenedURLs(urls: [Self.opened]), for: openedList) == [])
        let open = try document.responseSchema("post", "/api/instances/{id}/open", status: 202)
        #expect(try document.problems(ofEncoded: Self.opened, for: open) == [])
    }

    @Test func theCheckNoticesAMissingMemberAWrongTypeAndAnUndocumentedOne() throws {
        let document = try Self.document()
        let configurations = try document.responseSchema("get", "/api/widgetcenter/configurations", status: 200)
        let value: JSONValue = [
            "widgets": [["id": 1, "kind": "Counter", "family": "systemHuge", "configuration": [:], "colour": "red"]]
        ]
        #expect(
            document.problems(of: value, for: configurations) == [
                "$.widgets[0]: the member colour is not in the document",
                "$.widgets[0].family: systemHuge is not one of [\"systemSmall\", \"systemMedium\", \"systemLarge\", \"systemExtraLarge\", \"accessoryCircular\", \"accessoryRectangular\", \"accessoryInline\"]",
                "$.widgets[0].id: the number 1.0 where the document says string",
            ])
        let missing: JSONValue = ["urls": [["sequence": 1]]]
        let openedList = try document.responseSchema("get", "/api/widgetcenter/opened", status: 200)
        #expect(document.problems(of: missing, for: openedList).filter { $0.contains("required member") }.count == 6)
    }

    /// The values the document allows for a served path's one parameter.
    static func documentedValues(of path: String) throws -> [String] {
        let document = try Self.document().document
        let paths = try #require(document["paths"] as? [String: Any])
        let route = try #require(paths[path] as? [String: Any])
        let get = try #require(route["get"] as? [String: Any])
        let parameter = try #require((get["parameters"] as? [[String: Any]])?.first)
        return try #require((parameter["schema"] as? [String: Any])?["enum"] as? [String]).sorted()
    }

    @Test func theScriptModulesServedAreTheOnesDocumented() throws {
        #expect(try Self.documentedValues(of: "/assets/{module}") == StaticAsset.scriptModules().keys.sorted())
    }

    @Test func theFontFilesServedAreTheOnesDocumented() throws {
        let served = FontFiles.assets().keys.sorted() + [WidgetHTMLRenderer.emojiFontFileName]
        #expect(try Self.documentedValues(of: "/assets/fonts/{file}") == served.sorted())
    }

    /// Every font file's answer has a content type and a `Cache-Control` the document lists, an
    /// unknown name a JSON 404.
    @Test func theFontFilesAreSentAsTheDocumentSays() async throws {
        let operation = try #require(
            ((try Self.document().document["paths"] as? [String: Any])?["/assets/fonts/{file}"] as? [String: Any])?["get"]
                as? [String: Any])
        let responses = try #require(operation["responses"] as? [String: Any])
        let ok = try #require(responses["200"] as? [String: Any])
        let types = try #require((ok["content"] as? [String: Any])?.keys).sorted()
        let caching = try #require(
            (((ok["headers"] as? [String: Any])?["Cache-Control"] as? [String: Any])?["schema"] as? [String: Any])?["enum"] as? [String])
        let notFound = try #require(responses["404"] as? [String: Any])
        #expect((notFound["content"] as? [String: Any])?.keys.sorted() == ["application/json"])
        try await withRunningServer { server in
            for file in try Self.documentedValues(of: "/assets/fonts/{file}") {
                let answer = try await send("GET", server.url("/assets/fonts/\(file)"))
                if answer.status == 404, file == WidgetHTMLRenderer.emojiFontFileName { continue }  // a host without it
                #expect(answer.status == 200, "\(file)")
                #expect(types.contains(answer.header("Content-Type") ?? "none"), "\(file): \(answer.header("Content-Type") ?? "none")")
                #expect(caching.contains(answer.header("Cache-Control") ?? "none"), "\(file): \(answer.header("Cache-Control") ?? "none")")
            }
            let missing = try await send("GET", server.url("/assets/fonts/Inter-Italic.woff2"))
            #expect(missing.status == 404 && missing.header("Content-Type")?.hasPrefix("application/json") == true)
        }
    }
}
