import Foundation

/// A `SecItem*` dictionary read into what the keychain acts on: the class, the attributes to
/// match or set, the secret, and the search's limit and results. Keys are Apple's strings,
/// whether the dictionary was written with `kSecClass as String` or `kSecClass` (`CFString`).
struct KeychainQuery {
    var itemClass: String?
    var accessGroup: String?
    var attributes: [String: KeychainValue] = [:]
    var data: Data?
    var persistentReference: Data?
    var matchesAll = false
    var caseInsensitive = false
    var returnsData = false
    var returnsAttributes = false
    var returnsReference = false
    var returnsPersistentReference = false
    /// Keys a dictionary of attributes to update may not have (class, search and result keys).
    var hasSearchOrResultKeys = false

    /// Keys that say how to make the call and change nothing on a host.
    private static let ignoredKeys: Set<String> = [
        kSecUseDataProtectionKeychain, kSecUseAuthenticationContext, kSecUseAuthenticationUI, kSecUseOperationPrompt,
        kSecUseNoAuthenticationUI, kSecAttrAccessControl, kSecAttrIsPermanent, kSecAttrTokenID,
    ].reduce(into: Set<String>()) { $0.insert($1 as String) }

    /// Reads `dictionary`; nil (→ `errSecParam`) for a value of the wrong type.
    init?(_ dictionary: CFDictionary) {
        for (key, value) in dictionary {
            guard let key = key as? String else { return nil }
            switch key {
            case kSecClass.key:
                guard let itemClass = value as? String else { return nil }
                self.itemClass = itemClass
                hasSearchOrResultKeys = true
            case kSecAttrAccessGroup.key:
                guard let group = value as? String else { return nil }
                accessGroup = group
            case kSecValueData.key:
                guard let data = value as? Data else { return nil }
                self.data = data
            case kSecValuePersistentRef.key:
                guard let reference = value as? Data else { return nil }
                persistentReference = reference
                hasSearchOrResultKeys = true
            case kSecMatchLimit.key:
                if let limit = value as? String {
                    guard limit == kSecMatchLimitOne.key || limit == kSecMatchLimitAll.key else { return nil }
                    matchesAll = limit == kSecMatchLimitAll.key
                } else if let limit = value as? Int {
                    matchesAll = limit > 1
                } else {
                    return nil
                }
                hasSearchOrResultKeys = true
            case kSecMatchCaseInsensitive.key:
                caseInsensitive = Self.flag(value)
                hasSearchOrResultKeys = true
            case kSecReturnData.key: returnsData = Self.flag(value); hasSearchOrResultKeys = true
            case kSecReturnAttributes.key: returnsAttributes = Self.flag(value); hasSearchOrResultKeys = true
            case kSecReturnRef.key: returnsReference = Self.flag(value); hasSearchOrResultKeys = true
            case kSecReturnPersistentRef.key: returnsPersistentReference = Self.flag(value); hasSearchOrResultKeys = true
            case _ where Self.ignoredKeys.contains(key):
                continue
            case _ where key.hasPrefix("m_") || key.hasPrefix("u_"):
                hasSearchOrResultKeys = true  // other search options, not supported: accepted
            default:
                guard let stored = KeychainValue(value, attribute: key) else { return nil }
                attributes[key] = stored
            }
        }
    }

    /// Whether the query asks for anything back.
    var returnsAnything: Bool { returnsData || returnsAttributes || returnsReference || returnsPersistentReference }

    private static func flag(_ value: Any) -> Bool {
        if let bool = value as? Bool { return bool }
        if let number = value as? Int { return number != 0 }
        return false
    }
}

extension CFString {
    /// The constant as the `String` key of a Swift dictionary (`kSecClass.key` is "class").
    var key: String { self as String }
}
