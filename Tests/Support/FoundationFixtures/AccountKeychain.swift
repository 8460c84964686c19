// The generic-password helper shared app and widget code keep (a singleton, `CFString` keys,
// the dictionary literal bridged `as CFDictionary`, add-or-update on errSecDuplicateItem),
// sharing its items through the app group's keychain access group. Foundation and Security only.
import Foundation
import Security

final class AccountKeychain {
    static let standard = AccountKeychain()
    static let accessGroup = "group.org.widgetry.fixtures.account"

    private init() {}

    @discardableResult
    func save(_ data: Data, service: String, account: String) -> OSStatus {
        let query = [
            kSecValueData: data,
            kSecClass: kSecClassGenericPassword,
            kSecAttrService: service,
            kSecAttrAccount: account,
            kSecAttrAccessGroup: AccountKeychain.accessGroup,
            kSecAttrAccessible: kSecAttrAccessibleAfterFirstUnlock,
        ] as CFDictionary

        var status = SecItemAdd(query, nil)
        if status == errSecDuplicateItem {
            let query = [
                kSecAttrService: service,
                kSecAttrAccount: account,
                kSecClass: kSecClassGenericPassword,
                kSecAttrAccessGroup: AccountKeychain.accessGroup,
            ] as CFDictionary
            let attributesToUpdate = [kSecValueData: data] as CFDictionary
            status = SecItemUpdate(query, attributesToUpdate)
        }
        return status
    }

    func read(service: String, account: String) -> Data? {
        let query = [
            kSecAttrService: service,
            kSecAttrAccount: account,
            kSecClass: kSecClassGenericPassword,
            kSecAttrAccessGroup: AccountKeychain.accessGroup,
            kSecReturnData: true,
        ] as CFDictionary

        var result: AnyObject?
        SecItemCopyMatching(query, &result)
        return result as? Data
    }

    @discardableResult
    func delete(service: String, account: String) -> OSStatus {
        let query = [
            kSecAttrService: service,
            kSecAttrAccount: account,
            kSecClass: kSecClassGenericPassword,
            kSecAttrAccessGroup: AccountKeychain.accessGroup,
        ] as CFDictionary
        return SecItemDelete(query)
    }
}

extension AccountKeychain {
    func save<T: Codable>(_ item: T, service: String, account: String) {
        do {
            let data = try JSONEncoder().encode(item)
            save(data, service: service, account: account)
        } catch {
            assertionFailure("Failed to encode item for keychain: \(error)")
        }
    }

    func read<T: Codable>(service: String, account: String, type: T.Type) -> T? {
        guard let data = read(service: service, account: account) else { return nil }
        return try? JSONDecoder().decode(type, from: data)
    }
}
