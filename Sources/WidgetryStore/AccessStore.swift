import Foundation

/// Who may use the home screen when it is reachable beyond this machine: the owner's password,
/// the passes issued to wall displays, and the sessions signed in with either.
///
/// The store keeps secrets only in forms nobody can present: the password as the hash the web
/// layer made (bcrypt), passes and session tokens as SHA-256 digests. A token is returned once,
/// when it is made.
///
/// Semantics every implementation keeps:
/// - Setting the owner password ends every owner session (whoever knew the old one is out).
/// - Revoking a pass ends every session signed in with it.
/// - An expired session is never returned; expired rows are swept when a session is created.
public protocol AccessStore: Sendable {
    /// The owner password's hash, or `nil` before one is set.
    func ownerPasswordHash() async throws -> String?

    /// Sets the owner password's hash and ends every owner session.
    func setOwnerPasswordHash(_ hash: String) async throws

    /// Starts a session lasting `lifetime` seconds and returns its token (for the cookie).
    /// A viewer session names the pass it was signed in with, which must exist.
    func createSession(role: AccessRole, viewerPassID: String?, lifetime: TimeInterval) async throws -> String

    /// The live session a presented token belongs to, or `nil` (unknown, ended or expired).
    func session(forToken token: String) async throws -> SessionRecord?

    /// Ends the session; ending one that is not there does nothing.
    func endSession(token: String) async throws

    /// Issues a pass for a wall display named `name`; returns it and its token, shown this once.
    func issueViewerPass(name: String) async throws -> (pass: ViewerPassRecord, token: String)

    /// Every pass, oldest first.
    func viewerPasses() async throws -> [ViewerPassRecord]

    /// The pass a presented token belongs to, or `nil`; marks it used now.
    func useViewerPass(token: String) async throws -> ViewerPassRecord?

    /// Revokes the pass and ends its sessions. Returns `false` when there was no such pass.
    func revokeViewerPass(id: String) async throws -> Bool
}

/// What a session may do: the owner everything, a viewer (a wall display) only look.
public enum AccessRole: String, Sendable, Hashable, Codable {
    case owner
    case viewer
}

/// A signed-in session, as the store keeps it (its token only as a digest).
public struct SessionRecord: Sendable, Hashable {
    /// The token's digest: the session's identity, never presentable.
    public var digest: String
    public var role: AccessRole
    /// The pass a viewer session was signed in with.
    public var viewerPassID: String?
    public var createdAt: Date
    public var expiresAt: Date

    public init(digest: String, role: AccessRole, viewerPassID: String?, createdAt: Date, expiresAt: Date) {
        self.digest = digest
        self.role = role
        self.viewerPassID = viewerPassID
        self.createdAt = createdAt
        self.expiresAt = expiresAt
    }
}

/// A pass issued to a wall display: it signs a browser in as a viewer.
public struct ViewerPassRecord: Sendable, Hashable {
    public var id: String
    /// What the owner called it ("Kitchen display").
    public var name: String
    public var createdAt: Date
    /// When it last signed a browser in.
    public var lastUsedAt: Date?

    public init(id: String, name: String, createdAt: Date, lastUsedAt: Date?) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
        self.lastUsedAt = lastUsedAt
    }
}
