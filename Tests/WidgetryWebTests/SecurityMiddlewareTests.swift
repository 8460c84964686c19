import Foundation
import Hummingbird
import Testing
import WidgetryWeb

/// The middleware every request passes, against a real server with a few routes registered
/// through the same hook the API uses.
@Suite struct SecurityMiddlewareTests {
    /// What the body route saw.
    struct BodyReport: ResponseCodable {
        let bytes: Int
        let contentLength: String?
    }

    /// Test routes: one that reads the whole body, one under the exempt WidgetCenter prefix, one
    /// that fails unexpectedly, one that refuses values.
    static func registerTestRoutes(_ api: RouterGroup<WebRequestContext>) {
        api.post("test/body") { request, _ -> BodyReport in
            let body = try await request.body.collect(upTo: .max)
            return BodyReport(bytes: body.readableBytes, contentLength: request.headers[.contentLength])
        }
        api.post("widgetcenter/test") { _, _ in "reloaded" }
        api.get("test/failure") { _, _ -> String in
            struct Unexpected: Error {}
            throw Unexpected()
        }
        api.get("test/invalid") { _, _ -> String in
            throw APIError.invalidParameters([APIError.Issue(parameter: "count", code: "outOfRange", message: "Count must be 1 to 10.")])
        }
    }

    static let pageMark = ["X-Widgetry-Request": "1"]

    func withServer(limit: Int = 1 << 20, _ body: (RunningServer) async throws -> Void) async throws {
        try await withRunningServer(
            configuration: WebServerConfiguration(port: 0, requestBodyLimit: limit),
            registerAPIRoutes: Self.registerTestRoutes, body)
    }

    func expectSecurityHeaders(_ result: HTTPResult, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(
            result.header("Content-Security-Policy")
                == "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
                + "object-src 'none'; base-uri 'none'; frame-ancestors 'none'", sourceLocation: sourceLocation)
        #expect(result.header("X-Content-Type-Options") == "nosniff", sourceLocation: sourceLocation)
        #expect(result.header("Referrer-Policy") == "same-origin", sourceLocation: sourceLocation)
    }

    @Test func everyResponseCarriesTheSecurityHeaders() async throws {
        try await withServer { server in
            let page = try await send("GET", server.url("/"))
            #expect(page.status == 200)
            expectSecurityHeaders(page)

            let missingPage = try await send("GET", server.url("/no-such-page"))
            #expect(missingPage.status == 404)
            expectSecurityHeaders(missingPage)

            let refused = try await send("POST", server.url("/api/test/body"), body: Data("{}".utf8))
            #expect(refused.status == 403)
            expectSecurityHeaders(refused)

            let failed = try await send("GET", server.url("/api/test/failure"))
            #expect(failed.status == 500)
            expectSecurityHeaders(failed)
        }
    }

    /// Its own origin, or the same authority over HTTPS (the page behind a TLS proxy).
    @Test func aPageRequestWithTheMarkAndItsOwnOriginIsAccepted() async throws {
        try await withServer { server in
            for origin in [server.origin, "https://127.0.0.1:\(server.port)"] {
                let result = try await send(
                    "POST", server.url("/api/test/body"), headers: Self.pageMark.merging(["Origin": origin]) { $1 },
                    body: Data("{}".utf8))
                #expect(result.status == 200, "Origin \(origin)")
                let report = try JSONDecoder().decode(BodyReport.self, from: result.body)
                #expect(report.bytes == 2)
            }
        }
    }

    @Test func aStateChangeWithoutTheMarkIsForbidden() async throws {
        try await withServer { server in
            let result = try await send("POST", server.url("/api/test/body"), body: Data("{}".utf8))
            #expect(result.status == 403)
            #expect(result.header("Content-Type") == "application/json; charset=utf-8")
            let error = try result.apiError().error
            #expect(error.code == "sameOriginRequired")
            #expect(error.message.contains("X-Widgetry-Request"))
            // Other methods match no route there: nothing runs.
            for method in ["PUT", "PATCH", "DELETE"] {
                #expect(try await send(method, server.url("/api/test/body"), body: Data("{}".utf8)).status == 404, "\(method)")
            }
        }
    }

    @Test func aStateChangeFromAnotherOriginIsForbiddenEvenWithTheMark() async throws {
        try await withServer { server in
            for origin in ["http://evil.example", "null", "https://127.0.0.1:\(server.port + 1)", "http://localhost:\(server.port)"] {
                let result = try await send(
                    "POST", server.url("/api/test/body"), headers: Self.pageMark.merging(["Origin": origin]) { $1 },
                    body: Data("{}".utf8))
                #expect(result.status == 403, "Origin \(origin)")
                #expect(try result.apiError().error.code == "crossOriginRequest")
            }
        }
    }

    @Test func readsAndWidgetCenterCallsNeedNoMark() async throws {
        try await withServer { server in
            let page = try await send("GET", server.url("/"), headers: ["Origin": "http://evil.example"])
            #expect(page.status == 200)
            let widgetCenter = try await send("POST", server.url("/api/widgetcenter/test"), body: Data("{}".utf8))
            #expect(widgetCenter.status == 200)
            #expect(widgetCenter.text == "reloaded")
        }
    }

    @Test func aDeclaredBodyOverTheLimitIsRefusedWith413() async throws {
        try await withServer(limit: 1024) { server in
            let result = try await send(
                "POST", server.url("/api/test/body"), headers: Self.pageMark, body: Data(repeating: 0x20, count: 1025))
            #expect(result.status == 413)
            let error = try result.apiError().error
            #expect(error.code == "payloadTooLarge")
            #expect(error.message.contains("1024 bytes"))

            let atTheLimit = try await send(
                "POST", server.url("/api/test/body"), headers: Self.pageMark, body: Data(repeating: 0x20, count: 1024))
            #expect(atTheLimit.status == 200)
        }
    }

    @Test func aStreamedBodyIsCountedAsItArrives() async throws {
        try await withServer(limit: 1024) { server in
            // A body stream has no length, so it goes out chunked: no Content-Length to check.
            let small = try await send(
                "POST", server.url("/api/test/body"), headers: Self.pageMark, bodyStream: InputStream(data: Data(count: 100)))
            #expect(small.status == 200)
            let report = try JSONDecoder().decode(BodyReport.self, from: small.body)
            #expect(report.bytes == 100)
            #expect(report.contentLength == nil)

            let large = try await send(
                "POST", server.url("/api/test/body"), headers: Self.pageMark, bodyStream: InputStream(data: Data(count: 4096)))
            #expect(large.status == 413)
            #expect(try large.apiError().error.code == "payloadTooLarge")
        }
    }

    @Test func anUnknownAPIRouteIsAJSON404() async throws {
        try await withServer { server in
            let result = try await send("GET", server.url("/api/no/such/route"))
            #expect(result.status == 404)
            #expect(result.header("Content-Type") == "application/json; charset=utf-8")
            let error = try result.apiError().error
            #expect(error.code == "notFound")
            #expect(error.message == "No API route matches GET /api/no/such/route.")
            #expect(error.issues == nil)

            let wrongMethod = try await send("GET", server.url("/api/test/body"))
            #expect(wrongMethod.status == 404)
            #expect(try wrongMethod.apiError().error.code == "notFound")
        }
    }

    @Test func anUnexpectedErrorIsAJSON500WithoutDetails() async throws {
        try await withServer { server in
            let result = try await send("GET", server.url("/api/test/failure"))
            #expect(result.status == 500)
            #expect(try result.apiError() == APIError.Body(error: .internalError))
            #expect(!result.text.contains("Unexpected"))
        }
    }

    @Test func refusedValuesCarryTheirIssues() async throws {
        try await withServer { server in
            let result = try await send("GET", server.url("/api/test/invalid"))
            #expect(result.status == 422)
            let error = try result.apiError().error
            #expect(error.code == "invalidParameters")
            #expect(error.issues == [APIError.Issue(parameter: "count", code: "outOfRange", message: "Count must be 1 to 10.")])
        }
    }
}
