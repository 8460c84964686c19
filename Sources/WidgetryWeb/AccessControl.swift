import Foundation
import HummingbirdBcrypt
import NIOPosix
import Synchronization
import WidgetryHost

/// Who may use the home screen when it is reachable beyond this machine, and the acts that
/// change it: setting the owner password, signing in and out, issuing wall-display passes.
///
/// The owner password is set at first start — through `WIDGETRY_OWNER_PASSWORD`, or in the
/// browser with the one-time setup code the server prints — and kept as a bcrypt hash.
/// Sessions live in the store (their tokens as digests) and reach the browser as a cookie
/// (``SessionCookie``). Failed sign-ins are throttled per address (``LoginThrottle``).
public final class AccessControl: Sendable {
    /// How long an owner's session lasts: a month.
    public static let ownerSessionLifetime: TimeInterval = 30 * 24 * 3600
    /// How long a wall display's session lasts: 400 days, the longest a browser keeps a cookie.
    public static let viewerSessionLifetime: TimeInterval = 400 * 24 * 3600
    /// A password's length in UTF-8 bytes: bcrypt reads no more than 72.
    public static let passwordLength = 8...72

    let store: any AccessStore
    let cost: UInt8
    let throttle: LoginThrottle
    let endings = SessionEndings()
    private let setupCode = Mutex<String?>(nil)

    /// - Parameters:
    ///   - store: where the password hash, passes and sessions are kept (the host's store).
    ///   - cost: bcrypt's cost (2^cost rounds); 12 by default, lower only in tests.
    ///   - throttle: how many failed sign-ins an address may make.
    public init(store: any AccessStore, cost: UInt8 = 12, throttle: LoginThrottle = LoginThrottle()) {
        self.store = store
        self.cost = cost
        self.throttle = throttle
    }

    /// Readies sign-in at start. With `ownerPassword` (the environment's), that becomes the
    /// password (replacing a stored one that differs). Without one, and none stored, returns a
    /// new setup code to print: whoever has it may set the password once, in the browser.
    public func prepare(ownerPassword: String?) async throws -> String? {
        let stored = try await store.ownerPasswordHash()
        if let ownerPassword {
            try Self.checkNewPassword(ownerPassword)
            if let stored, await verify(ownerPassword, hash: stored) { return nil }
            try await store.setOwnerPasswordHash(await hash(ownerPassword))
            return nil
        }
        guard stored == nil else { return nil }
        let code = Self.makeSetupCode()
        setupCode.withLock { $0 = code }
        return code
    }

    /// Whether an owner password is set.
    func hasOwnerPassword() async throws -> Bool {
        try await store.ownerPasswordHash() != nil
    }

    /// Sets the first owner password with the setup code; returns the owner's new session.
    func setUp(code: String, password: String, from address: String) async throws -> String {
        try throttle.check(address)
        guard try await store.ownerPasswordHash() == nil else {
            throw APIError(
                status: .conflict, code: "passwordAlreadySet",
                message: "The owner password is already set. Sign in with it, or start the server with WIDGETRY_OWNER_PASSWORD to replace it.")
        }
        let expected = setupCode.withLock { $0 }
        guard let expected, Self.constantTimeEqual(Self.normalizedCode(code), Self.normalizedCode(expected)) else {
            throw throttle.failed(
                address,
                APIError(
                    status: .forbidden, code: "wrongSetupCode",
                    message: "That is not the setup code. It is printed where the server was started, beside its address."))
        }
        try Self.checkNewPassword(password)
        try await store.setOwnerPasswordHash(await hash(password))
        setupCode.withLock { $0 = nil }
        throttle.succeeded(address)
        return try await store.createSession(role: .owner, viewerPassID: nil, lifetime: Self.ownerSessionLifetime)
    }

    /// Signs the owner in; returns the new session's token.
    func signIn(password: String, from address: String) async throws -> String {
        try throttle.check(address)
        guard let stored = try await store.ownerPasswordHash() else {
            throw APIError(
                status: .conflict, code: "passwordNotSet",
                message: "No owner password is set yet: set one with the setup code the server printed.")
        }
        guard password.utf8.count <= 1024, await verify(password, hash: stored) else {
            throw throttle.failed(address, APIError(status: .unauthorized, code: "wrongPassword", message: "That password is not right."))
        }
        throttle.succeeded(address)
        return try await store.createSession(role: .owner, viewerPassID: nil, lifetime: Self.ownerSessionLifetime)
    }

    /// Signs a wall display in with its pass; returns the new viewer session's token.
    func signIn(pass: String, from address: String) async throws -> String {
        try throttle.check(address)
        guard pass.utf8.count <= 512, let record = try await store.useViewerPass(token: pass) else {
            throw throttle.failed(
                address,
                APIError(
                    status: .unauthorized, code: "unknownPass",
                    message: "This wall-display link is not valid: it was revoked, or mistyped. Ask the owner for a new one."))
        }
        throttle.succeeded(address)
        return try await store.createSession(role: .viewer, viewerPassID: record.id, lifetime: Self.viewerSessionLifetime)
    }

    /// Changes the owner password (the current one is asked again); every other owner session
    /// ends. Returns the caller's new session.
    func changePassword(current: String, new: String, from address: String) async throws -> String {
        try throttle.check(address)
        guard let stored = try await store.ownerPasswordHash(), current.utf8.count <= 1024, await verify(current, hash: stored) else {
            throw throttle.failed(address, APIError(status: .forbidden, code: "wrongPassword", message: "The current password is not right."))
        }
        try Self.checkNewPassword(new)
        try await store.setOwnerPasswordHash(await hash(new))
        endings.endAll(role: .owner)
        return try await store.createSession(role: .owner, viewerPassID: nil, lifetime: Self.ownerSessionLifetime)
    }

    /// The live session of a cookie's token.
    func session(token: String) async throws -> SessionRecord? {
        guard token.utf8.count <= 512 else { return nil }
        return try await store.session(forToken: token)
    }

    /// Ends the session (signing out); its event streams end too.
    func signOut(token: String) async throws {
        try await store.endSession(token: token)
        endings.end(digest: TokenDigest.hex(token))
    }

    /// Revokes a pass: its displays are signed out and their event streams end.
    func revoke(passID: String) async throws -> Bool {
        guard try await store.revokeViewerPass(id: passID) else { return false }
        endings.endAll(viewerPassID: passID)
        return true
    }

    // MARK: Passwords

    /// A new password must be 8 to 72 bytes long (bcrypt reads no more).
    static func checkNewPassword(_ password: String) throws(APIError) {
        guard passwordLength.contains(password.utf8.count) else {
            throw APIError(
                status: .unprocessableContent, code: "weakPassword",
                message: "A password must be \(passwordLength.lowerBound) to \(passwordLength.upperBound) characters long (fewer when they are not plain letters).")
        }
    }

    /// bcrypt is slow on purpose: it runs on NIO's thread pool, not on the server's threads.
    func hash(_ password: String) async throws -> String {
        let cost = cost
        return try await NIOThreadPool.singleton.runIfActive { Bcrypt.hash(password, cost: cost) }
    }

    func verify(_ password: String, hash: String) async -> Bool {
        (try? await NIOThreadPool.singleton.runIfActive { Bcrypt.verify(password, hash: hash) }) ?? false
    }

    // MARK: Setup codes

    /// Ten letters and digits without look-alikes, shown as `ABCDE-FGHJK`.
    static func makeSetupCode() -> String {
        let alphabet = Array("ABCDEFGHJKLMNPQRSTUVWXYZ23456789")
        var generator = SystemRandomNumberGenerator()
        let letters = (0..<10).map { _ in alphabet[Int(generator.next(upperBound: UInt(alphabet.count)))] }
        return String(letters[0..<5]) + "-" + String(letters[5...])
    }

    /// A code as typed, without spaces or dashes, upper-cased.
    static func normalizedCode(_ code: String) -> [UInt8] {
        Array(code.uppercased().utf8.filter { $0 != UInt8(ascii: "-") && $0 != UInt8(ascii: " ") }.prefix(64))
    }

    static func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
