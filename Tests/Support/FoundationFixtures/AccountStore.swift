// The signed-in account as settings code keeps it: an internet password found by server, read
// with `[String: Any]` queries (`kSecClass as String`), the result as `CFTypeRef?`, errors as
// OSStatus with Security's messages; the session's profile in the generic-password helper.
import Foundation
import Security

struct Credentials {
    var username: String
    var password: String
}

struct Profile: Codable, Equatable {
    var displayName: String
    var avatarFile: String
}

enum KeychainError: Error, CustomStringConvertible {
    case noPassword
    case unexpectedPasswordData
    case unhandledError(status: OSStatus)

    var description: String {
        switch self {
        case .noPassword: return "No password"
        case .unexpectedPasswordData: return "Unexpected password data"
        case .unhandledError(let status):
            return SecCopyErrorMessageString(status, nil) as String? ?? "OSStatus \(status)"
        }
    }
}

enum AccountStore {
    static let server = "api.widgetry.example"

    static func add(_ credentials: Credentials) throws {
        let password = credentials.password.data(using: String.Encoding.utf8)!
        let query: [String: Any] = [
            kSecClass as String: kSecClassInternetPassword,
            kSecAttrAccount as String: credentials.username,
            kSecAttrServer as String: server,
            kSecAttrProtocol as String: kSecAttrProtocolHTTPS,
            kSecAttrAccessGroup as String: AccountKeychain.accessGroup,
            kSecUseDataProtectionKeychain as String: true,
            kSecValueData as String: password,
        ]
        let status = SecItemAdd(query as CFDictionary, nil)
        guard status == errSecSuccess else { throw KeychainError.unhandledError(status: status) }
    }

    static func credentials() throws -> Credentials {
        let query: [String: Any] = [
            kSecClass as String: kSecClassInternetPassword,
            kSecAttrServer as String: server,
            kSecAttrAccessGroup as String: AccountKeychain.accessGroup,
            kSecMatchLimit as String: kSecMatchLimitOne,
            kSecReturnAttributes as String: true,
            kSecReturnData as String: true,
        ]
        var item: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        guard status != errSecItemNotFound else { throw KeychainError.noPassword }
        guard status == errSecSuccess else { throw KeychainError.unhandledError(status: status) }
        guard let existingItem = item as? [String: Any],
            let passwordData = existingItem[kSecValueData as String] as? Data,
            let password = String(data: passwordData, encoding: String.Encoding.utf8),
            let account = existingItem[kSecAttrAccount as String] as? String
        else {
            throw KeychainError.unexpectedPasswordData
        }
        return Credentials(username: account, password: password)
    }

    static func signOut() {
        let query: [String: Any] = [
            kSecClass as String: kSecClassInternetPassword,
            kSecAttrServer as String: server,
            kSecAttrAccessGroup as String: AccountKeychain.accessGroup,
        ]
        SecItemDelete(query as CFDictionary)
        AccountKeychain.standard.delete(service: "profile", account: "current")
    }

    static var profile: Profile? {
        get { AccountKeychain.standard.read(service: "profile", account: "current", type: Profile.self) }
        set {
            if let newValue {
                AccountKeychain.standard.save(newValue, service: "profile", account: "current")
            } else {
                AccountKeychain.standard.delete(service: "profile", account: "current")
            }
        }
    }
}
