import Foundation
import Testing
import WidgetryStore
import WidgetryWeb

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Access beyond loopback: the server bound to every address (and reached through 127.0.0.1)
/// answers nothing without a session but what signing in needs; the owner signs in with the
/// password set at first start; wall displays only look; loopback stays open.
@Suite struct AccessAPITests {
    /// Routes that answer without a session, as `METHOD path`.
    static let openRoutes: Set<String> = [
        "GET /login", "GET /assets/login.js", "GET /assets/login.css", "GET /assets/app.css", "GET /assets/icon.svg",
        "GET /manifest.webmanifest", "GET /assets/icon-192.png", "GET /assets/icon-512.png", "GET /assets/icon-maskable-512.png",
        "GET /api/session", "POST /api/session", "DELETE /api/session", "POST /api/session/setup", "GET /api/health",
    ]

    /// `widgetry_session=…` from a sign-in's `Set-Cookie`, ready for a `Cookie` header.
    static func cookie(_ result: HTTPResult) throws -> String {
        let header = try #require(result.header("Set-Cookie"), "no Set-Cookie in \(result.status) \(result.text)")
        return String(try #require(header.split(separator: ";").first))
    }

    /// Sets the owner password through the setup code, as the first visitor does.
    static func setUpOwner(_ home: RunningHomeScreen, password: String = "correct horse") async throws -> String {
        let code = try #require(try await home.access.prepare(ownerPassword: nil))
        let result = try await home.call("POST", "/api/session/setup", json: #"{"setupCode":"\#(code)","password":"\#(password)"}"#)
        try #require(result.status == 200, "\(result.status) \(result.text)")
        return try cookie(result)
    }

    @Test func noRouteAnswersWithoutASessionBeyondLoopback() async throws {
        try await withHomeScreen(beyondLoopback: true) { home in
            // WidgetCenter's routes and the push gateway take an app's token instead (their tests).
            let routes = home.server.application.routes.filter {
                $0.path != "/api/widgetcenter" && !$0.path.hasPrefix("/api/widgetcenter/") && $0.path != "/3/device/{token}"
            }
            #expect(routes.count > 60)
            var checked = 0
            for route in routes where !Self.openRoutes.contains("\(route.method) \(route.path)") {
                let path = route.path.replacingOccurrences(of: #"\{[^}]+\}"#, with: "x", options: .regularExpression)
                let result = try await home.call(route.method, path, json: route.method == "GET" ? nil : "{}")
                if route.method == "GET" && (path == "/" || path == "/previews") {
                    // A page sends the browser to the login page, which comes back to it.
                    #expect(result.url?.path == "/login", "\(route.method) \(path)")
                    #expect(result.url?.query == "next=\(path)", "\(route.method) \(path)")
                } else {
                    #expect(result.status == 401, "\(route.method) \(path): \(result.status)")
                    #expect(try result.apiError().error.code == "signInRequired", "\(route.method) \(path)")
                }
                checked += 1
            }
            #expect(checked == routes.count - Self.openRoutes.count)
            // The event stream, paths that match nothing, and other spellings of a route.
            for path in ["/api/events", "/api/events?colorScheme=dark", "/nope", "//api/instances", "/api/instances/", "/assets/app.js"] {
                #expect(try await home.call("GET", path).status == 401, "GET \(path)")
            }
            // What signing in needs answers, and the health check a load balancer asks.
            #expect(try await home.call("GET", "/api/health").text == #"{"status":"ok"}"#)
            for route in Self.openRoutes where route.hasPrefix("GET ") {
                #expect(try await home.call("GET", String(route.dropFirst(4))).status == 200, "\(route)")
            }
        }
    }

    @Test func theOwnerSetsThePasswordWithTheSetupCodeThenSignsIn() async throws {
        try await withHomeScreen(beyondLoopback: true) { home in
            let before = try await home.get("/api/session", as: SessionJSON.self)
            #expect(before == SessionJSON(signInRequired: true, role: nil, ownerPasswordSet: false))
            let code = try #require(try await home.access.prepare(ownerPassword: nil))
            #expect(code.wholeMatch(of: /[A-Z2-9]{5}-[A-Z2-9]{5}/) != nil)

            let wrong = try await home.call("POST", "/api/session/setup", json: #"{"setupCode":"AAAAA-AAAAA","password":"correct horse"}"#)
            #expect(wrong.status == 403)
            #expect(try wrong.apiError().error.code == "wrongSetupCode")
            let short = try await home.call("POST", "/api/session/setup", json: #"{"setupCode":"\#(code)","password":"short"}"#)
            #expect(short.status == 422)
            // Typed in lower case with a space for the dash, it is the same code.
            let typed = code.lowercased().replacingOccurrences(of: "-", with: " ")
            let set = try await home.call("POST", "/api/session/setup", json: #"{"setupCode":"\#(typed)","password":"correct horse"}"#)
            #expect(set.status == 200)
            let setCookie = try #require(set.header("Set-Cookie"))
            #expect(setCookie.contains("HttpOnly"))
            #expect(setCookie.contains("SameSite=Strict"))
            #expect(setCookie.contains("Path=/"))
            #expect(!setCookie.contains("Secure"), "plain HTTP: a browser would drop a Secure cookie")
            let owner = try Self.cookie(set)

            // The code works once; the password is stored as a bcrypt hash.
            #expect(try await home.call("POST", "/api/session/setup", json: #"{"setupCode":"\#(code)","password":"another one"}"#).status == 409)
            #expect(try await home.host.access.ownerPasswordHash()?.hasPrefix("$2b$04$") == true)

            #expect(try await home.call("GET", "/api/instances", headers: ["Cookie": owner]).status == 200)
            let session = try await home.call("GET", "/api/session", headers: ["Cookie": owner])
            #expect(try JSONDecoder().decode(SessionJSON.self, from: session.body).role == "owner")

            let refused = try await home.call("POST", "/api/session", json: #"{"password":"Correct horse"}"#)
            #expect(refused.status == 401)
            #expect(try refused.apiError().error.code == "wrongPassword")
            let signedIn = try await home.call("POST", "/api/session", json: #"{"password":"correct horse"}"#)
            #expect(signedIn.status == 200)
            let second = try Self.cookie(signedIn)
            #expect(second != owner)

            // Signing out ends that session only.
            let out = try await home.call("DELETE", "/api/session", headers: ["Cookie": second])
            #expect(out.status == 204)
            #expect(out.header("Set-Cookie")?.contains("Max-Age=0") == true)
            #expect(try await home.call("GET", "/api/instances", headers: ["Cookie": second]).status == 401)
            #expect(try await home.call("GET", "/api/instances", headers: ["Cookie": owner]).status == 200)
        }
    }

    @Test func behindATLSProxyTheCookieIsSecure() async throws {
        try await withHomeScreen(beyondLoopback: true) { home in
            _ = try await Self.setUpOwner(home)
            let result = try await home.call("POST", "/api/session", json: #"{"password":"correct horse"}"#, headers: ["X-Forwarded-Proto": "https"])
            #expect(result.header("Set-Cookie")?.contains("Secure") == true)
            // The page's origin is then https://, which the same-origin check accepts.
            let origin = "https://127.0.0.1:\(home.server.port)"
            let fromPage = try await home.call("POST", "/api/session", json: #"{"password":"correct horse"}"#, headers: ["Origin": origin])
            #expect(fromPage.status == 200)
            #expect(fromPage.header("Set-Cookie")?.contains("Secure") == true)
        }
    }

    @Test func wrongPasswordsAreThrottledPerAddress() async throws {
        try await withHomeScreen(beyondLoopback: true) { home in
            _ = try await Self.setUpOwner(home)
            for _ in 0..<5 {
                #expect(try await home.call("POST", "/api/session", json: #"{"password":"guess"}"#).status == 401)
            }
            // Even the right password is refused while the address waits.
            let throttled = try await home.call("POST", "/api/session", json: #"{"password":"correct horse"}"#)
            #expect(throttled.status == 429)
            #expect(try throttled.apiError().error.code == "tooManySignInAttempts")
            #expect(Int(throttled.header("Retry-After") ?? "") ?? 0 > 0)
        }
    }

    @Test func aWallDisplayLooksAndChangesNothingUntilItsPassIsRevoked() async throws {
        try await withHomeScreen(beyondLoopback: true) { home in
            let owner = try await Self.setUpOwner(home)
            let widget = try await home.call(
                "POST", "/api/instances", json: #"{"extensionID":"test","kind":"Counter","family":"systemSmall"}"#, headers: ["Cookie": owner])
            #expect(widget.status == 201)
            let issued = try await home.call("POST", "/api/viewers", json: #"{"name":" Kitchen "}"#, headers: ["Cookie": owner])
            #expect(issued.status == 201)
            let pass = try JSONDecoder.api.decode(IssuedPassJSON.self, from: issued.body)
            #expect(pass.viewer.name == "Kitchen")
            #expect(pass.link.hasPrefix("/login?next=%2F%3Fkiosk#pass=wgv_"))
            let token = String(try #require(pass.link.split(separator: "=").last))

            #expect(try await home.call("POST", "/api/session", json: #"{"pass":"wgv_nope"}"#).status == 401)
            let signedIn = try await home.call("POST", "/api/session", json: #"{"pass":"\#(token)"}"#)
            #expect(signedIn.status == 200)
            #expect(signedIn.header("Set-Cookie")?.contains("Max-Age=34560000") == true)
            let display = try Self.cookie(signedIn)

            let instances = try await home.call("GET", "/api/instances", headers: ["Cookie": display])
            #expect(instances.status == 200)
            let id = try JSONDecoder.api.decode(InstancesJSON.self, from: instances.body).instances[0].id
            #expect(try await home.call("GET", "/api/instances/\(id)/render", headers: ["Cookie": display]).status == 200)
            // It reports what it shows, so hidden widgets are not reloaded…
            let visibility = try await home.call("POST", "/api/instances/\(id)/visibility", json: #"{"visible":true}"#, headers: ["Cookie": display])
            #expect(visibility.status < 300, "\(visibility.status) \(visibility.text)")
            // …and changes nothing, nor reads the owner's own.
            for (method, path, body) in [
                ("POST", "/api/pages", #"{"name":"Mine"}"#), ("DELETE", "/api/instances/\(id)", nil),
                ("POST", "/api/instances/\(id)/reload", nil), ("POST", "/api/viewers", #"{"name":"Hall"}"#),
                ("GET", "/api/viewers", nil), ("GET", "/api/export", nil),
            ] {
                let result = try await home.call(method, path, json: body, headers: ["Cookie": display])
                #expect(result.status == 403, "\(method) \(path)")
                #expect(try result.apiError().error.code == "readOnly", "\(method) \(path)")
            }

            // Revoking the pass ends its open event stream at once, and its session.
            let stream = try EventStreamClient(port: home.server.port, headers: ["Cookie": display])
            try await waitFor("the display's event stream to open") { stream.received.contains(": connected") }
            let viewers = try await home.get("/api/viewers", as: ViewersJSON.self, headers: ["Cookie": owner])
            #expect(viewers.viewers.map(\.name) == ["Kitchen"])
            #expect(viewers.viewers[0].lastUsedAt != nil)
            let id2 = viewers.viewers[0].id
            #expect(try await home.call("DELETE", "/api/viewers/\(id2)", headers: ["Cookie": owner]).status == 204)
            try await waitFor("the display's event stream to end") { stream.hasEnded }
            #expect(try await home.call("GET", "/api/instances", headers: ["Cookie": display]).status == 401)
            #expect(try await home.call("DELETE", "/api/viewers/\(id2)", headers: ["Cookie": owner]).status == 404)
        }
    }

    /// A wall display is shown widgets as on a locked device (as an iPhone in StandBy):
    /// privacy-sensitive content never reaches it, whatever its page asks for.
    @Test func aWallDisplayIsShownWidgetsAsOnALockedDevice() async throws {
        try await withHomeScreen(beyondLoopback: true) { home in
            let owner = try await Self.setUpOwner(home)
            let placed = try await home.call(
                "POST", "/api/instances", json: #"{"extensionID":"test","kind":"Session","family":"systemSmall"}"#, headers: ["Cookie": owner])
            let id = try JSONDecoder.api.decode(InstanceJSON.self, from: placed.body).id
            try await waitFor("the session to load") {
                try await home.call("GET", "/api/instances/\(id)/render", headers: ["Cookie": owner]).header("X-Widgetry-State") == "current"
            }
            let issued = try await home.call("POST", "/api/viewers", json: #"{"name":"Hall"}"#, headers: ["Cookie": owner])
            let token = String(try #require(try JSONDecoder.api.decode(IssuedPassJSON.self, from: issued.body).link.split(separator: "=").last))
            let display = try Self.cookie(try await home.call("POST", "/api/session", json: #"{"pass":"\#(token)"}"#))

            let ownersView = try await home.call("GET", "/api/instances/\(id)/render?locked=0", headers: ["Cookie": owner]).text
            #expect(ownersView.contains("4321"))
            for query in ["", "?locked=0", "?locked=false&colorScheme=dark"] {
                let shown = try await home.call("GET", "/api/instances/\(id)/render\(query)", headers: ["Cookie": display])
                #expect(shown.status == 200)
                #expect(!shown.text.contains("4321") && shown.text.contains("Unlock to see the PIN"), "\(query): \(shown.text)")
            }
            let gallery = try await home.call("GET", "/api/gallery", headers: ["Cookie": display])
            #expect(gallery.status == 200 && !gallery.text.contains("4321"))
        }
    }

    @Test func thePasswordFromTheEnvironmentReplacesTheStoredOneAndChangingItSignsOthersOut() async throws {
        try await withHomeScreen(beyondLoopback: true) { home in
            #expect(try await home.access.prepare(ownerPassword: "first password") == nil)
            let first = try Self.cookie(try await home.call("POST", "/api/session", json: #"{"password":"first password"}"#))
            // The same password again keeps the sessions; another replaces it and ends them.
            #expect(try await home.access.prepare(ownerPassword: "first password") == nil)
            #expect(try await home.call("GET", "/api/pages", headers: ["Cookie": first]).status == 200)
            #expect(try await home.access.prepare(ownerPassword: "second password") == nil)
            #expect(try await home.call("GET", "/api/pages", headers: ["Cookie": first]).status == 401)
            await #expect(throws: APIError.self) { try await home.access.prepare(ownerPassword: "short") }

            let a = try Self.cookie(try await home.call("POST", "/api/session", json: #"{"password":"second password"}"#))
            let b = try Self.cookie(try await home.call("POST", "/api/session", json: #"{"password":"second password"}"#))
            let wrong = try await home.call("PUT", "/api/session/password", json: #"{"current":"nope","new":"third password"}"#, headers: ["Cookie": a])
            #expect(wrong.status == 403)
            let changed = try await home.call("PUT", "/api/session/password", json: #"{"current":"second password","new":"third password"}"#, headers: ["Cookie": a])
            #expect(changed.status == 200)
            let renewed = try Self.cookie(changed)
            #expect(try await home.call("GET", "/api/pages", headers: ["Cookie": renewed]).status == 200)
            #expect(try await home.call("GET", "/api/pages", headers: ["Cookie": a]).status == 401)
            #expect(try await home.call("GET", "/api/pages", headers: ["Cookie": b]).status == 401)
        }
    }

    @Test func onLoopbackTheHomeScreenStaysOpen() async throws {
        try await withHomeScreen { home in
            let session = try await home.get("/api/session", as: SessionJSON.self)
            #expect(session == SessionJSON(signInRequired: false, role: "owner", ownerPasswordSet: false))
            #expect(try await home.call("GET", "/api/instances").status == 200)
            #expect(try await home.call("GET", "/").status == 200)
            #expect(try await home.call("GET", "/api/viewers").status == 200)
        }
    }

    @Test func loopbackAddressesAreRecognised() {
        for host in ["127.0.0.1", "127.1.2.3", "localhost", "LOCALHOST", "::1", "[::1]"] {
            #expect(WebServerConfiguration(host: host).loginRequired == false, "\(host)")
        }
        for host in ["0.0.0.0", "::", "192.168.1.20", "10.0.0.1", "widgets.example", "128.0.0.1", "127.0.0"] {
            #expect(WebServerConfiguration(host: host).loginRequired, "\(host)")
        }
    }

    struct SessionJSON: Codable, Equatable {
        var signInRequired: Bool
        var role: String?
        var ownerPasswordSet: Bool
    }

    struct ViewerJSON: Codable {
        var id: String
        var name: String
        var createdAt: Date
        var lastUsedAt: Date?
    }

    struct ViewersJSON: Codable {
        var viewers: [ViewerJSON]
    }

    struct IssuedPassJSON: Codable {
        var viewer: ViewerJSON
        var link: String
    }
}
