// A keychain password item in the shape shared model code copies from Apple's keychain sample: a
// struct per service and account, the query built as `[String: AnyObject]` with `kSec…` keys
// cast to String, results read back through `CFTypeRef`. It imports only Foundation, which on
// Apple's systems brings Security's names with it.
import Foundation

struct PasswordItem {
    enum Failure: Error, Equatable {
        case noPassword
        case unexpectedPasswordData
        case unhandledError(status: OSStatus)
    }

    let service: String
    let account: String
    let accessGroup: String?

    func readPassword() throws -> String {
        var query = PasswordItem.query(service: service, account: account, accessGroup: accessGroup)
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        query[kSecReturnAttributes as String] = kCFBooleanTrue
        query[kSecReturnData as String] = kCFBooleanTrue

        var result: AnyObject?
        let status = withUnsafeMutablePointer(to: &result) {
            SecItemCopyMatching(query as CFDictionary, UnsafeMutablePointer($0))
        }
        guard status != errSecItemNotFound else { throw Failure.noPassword }
        guard status == noErr else { throw Failure.unhandledError(status: status) }
        guard let found = result as? [String: AnyObject], let data = found[kSecValueData as String] as? Data,
            let password = String(data: data, encoding: .utf8)
        else { throw Failure.unexpectedPasswordData }
        return password
    }

    func savePassword(_ password: String) throws {
        let encoded = password.data(using: .utf8)!
        do {
            _ = try readPassword()
            var attributes = [String: AnyObject]()
            attributes[kSecValueData as String] = encoded as AnyObject?
            let query = PasswordItem.query(service: service, account: account, accessGroup: accessGroup)
            let status = SecItemUpdate(query as CFDictionary, attributes as CFDictionary)
            guard status == noErr else { throw Failure.unhandledError(status: status) }
        } catch Failure.noPassword {
            var item = PasswordItem.query(service: service, account: account, accessGroup: accessGroup)
            item[kSecValueData as String] = encoded as AnyObject?
            let status = SecItemAdd(item as CFDictionary, nil)
            guard status == noErr else { throw Failure.unhandledError(status: status) }
        }
    }

    func deleteItem() throws {
        let status = SecItemDelete(PasswordItem.query(service: service, account: account, accessGroup: accessGroup) as CFDictionary)
        guard status == noErr || status == errSecItemNotFound else { throw Failure.unhandledError(status: status) }
    }

    private static func query(service: String, account: String?, accessGroup: String?) -> [String: AnyObject] {
        var query = [String: AnyObject]()
        query[kSecClass as String] = kSecClassGenericPassword
        query[kSecAttrService as String] = service as AnyObject?
        if let account { query[kSecAttrAccount as String] = account as AnyObject? }
        if let accessGroup { query[kSecAttrAccessGroup as String] = accessGroup as AnyObject? }
        return query
    }
}
