import Foundation
import Hummingbird
import WidgetryHost

/// Signing in and out (`/api/session`), setting the first owner password with the setup code
/// (`/api/session/setup`), changing it (`/api/session/password`), and the owner's wall-display
/// passes (`/api/viewers`). ``AccessMiddleware`` decides who reaches them.
enum AccessRoutes {
    static func register(on api: RouterGroup<WebRequestContext>, access: AccessControl, loginRequired: Bool) {
        api.get("session") { request, context in
            var role: AccessRole? = loginRequired ? nil : .owner
            if loginRequired, let token = SessionCookie.token(in: request) {
                role = try await access.session(token: token)?.role
            }
            return SessionResource(
                signInRequired: loginRequired, role: role?.rawValue, ownerPasswordSet: try await access.hasOwnerPassword())
        }

        api.post("session") { request, context in
            let body = try await JSONExchange.body(SignInRequest.self, of: request)
            let (token, role): (String, AccessRole)
            switch (body.password, body.pass) {
            case (let password?, nil): (token, role) = (try await access.signIn(password: password, from: context.clientAddress), .owner)
            case (nil, let pass?): (token, role) = (try await access.signIn(pass: pass, from: context.clientAddress), .viewer)
            default: throw APIError.badRequest("Send either the owner's password or a wall display's pass.")
            }
            return try started(token, role: role, for: request)
        }

        api.delete("session") { request, _ in
            if let token = SessionCookie.token(in: request) { try await access.signOut(token: token) }
            var response = JSONExchange.empty()
            response.headers[values: .setCookie].append(SessionCookie.ending(for: request).description)
            return response
        }

        api.post("session/setup") { request, context in
            let body = try await JSONExchange.body(SetupRequest.self, of: request)
            let token = try await access.setUp(code: body.setupCode, password: body.password, from: context.clientAddress)
            return try started(token, role: .owner, for: request)
        }

        api.put("session/password") { request, context in
            let body = try await JSONExchange.body(PasswordChangeRequest.self, of: request)
            let token = try await access.changePassword(current: body.current, new: body.new, from: context.clientAddress)
            return try started(token, role: .owner, for: request)
        }

        api.get("viewers") { _, _ in
            ViewerPassesResource(viewers: try await access.store.viewerPasses().map(ViewerPassResource.init))
        }

        api.post("viewers") { request, _ in
            let body = try await JSONExchange.body(ViewerPassRequest.self, of: request)
            let name = body.name.trimmingCharacters(in: .whitespacesAndNewlines)
            guard (1...100).contains(name.count) else {
                throw APIError(
                    status: .unprocessableContent, code: "invalidName", message: "Name the display in 1 to 100 characters, e.g. “Kitchen”.")
            }
            let (pass, token) = try await access.store.issueViewerPass(name: name)
            return EditedResponse(
                status: .created, headers: [.location: "/api/viewers/\(pass.id.pathEncoded)"],
                response: IssuedViewerPassResource(viewer: ViewerPassResource(pass), link: "/login?next=%2F%3Fkiosk#pass=\(token)"))
        }

        api.delete("viewers/:viewerID") { _, context in
            guard try await access.revoke(passID: try context.pathParameter("viewerID")) else {
                throw APIError.notFound("There is no wall-display pass with this id.")
            }
            return JSONExchange.empty()
        }
    }

    /// The answer that starts a session: its role, and the cookie.
    static func started(_ token: String, role: AccessRole, for request: Request) throws -> Response {
        let lifetime = role == .owner ? AccessControl.ownerSessionLifetime : AccessControl.viewerSessionLifetime
        var response = try JSONExchange.response(SignedInResource(role: role.rawValue))
        response.headers[values: .setCookie].append(SessionCookie.starting(token, lifetime: lifetime, for: request).description)
        return response
    }
}

/// `GET /api/session`: whether signing in is needed, and as whom this browser is signed in.
struct SessionResource: ResponseCodable, Sendable {
    var signInRequired: Bool
    /// `owner`, `viewer`, or absent when not signed in.
    var role: String?
    var ownerPasswordSet: Bool
}

struct SignedInResource: ResponseCodable, Sendable {
    var role: String
}

struct SignInRequest: Decodable {
    var password: String?
    var pass: String?
}

struct SetupRequest: Decodable {
    var setupCode: String
    var password: String
}

struct PasswordChangeRequest: Decodable {
    var current: String
    var new: String
}

struct ViewerPassRequest: Decodable {
    var name: String
}

/// A wall-display pass as the owner sees it (never its token).
struct ViewerPassResource: ResponseCodable, Sendable {
    var id: String
    var name: String
    var createdAt: Date
    var lastUsedAt: Date?

    init(_ pass: ViewerPassRecord) {
        id = pass.id
        name = pass.name
        createdAt = pass.createdAt
        lastUsedAt = pass.lastUsedAt
    }
}

struct ViewerPassesResource: ResponseCodable, Sendable {
    var viewers: [ViewerPassResource]
}

/// A new pass: the link that signs a display in, shown this once.
struct IssuedViewerPassResource: ResponseCodable, Sendable {
    var viewer: ViewerPassResource
    var link: String
}
