import Foundation

/// One item as the keychain's file keeps it: its class, attributes and secret.
struct KeychainItem: Codable, Sendable {
    var id: UUID
    var itemClass: String
    var attributes: [String: KeychainValue]
    var data: Data?

    /// The classes kept here, with the attributes that make an item unique in each (a second
    /// item with the same values is a duplicate), as Apple documents them.
    static let primaryKeys: [String: [String]] = [
        kSecClassGenericPassword as String: [kSecAttrAccount, kSecAttrService, kSecAttrSynchronizable].map { $0 as String },
        kSecClassInternetPassword as String: [
            kSecAttrAccount, kSecAttrSecurityDomain, kSecAttrServer, kSecAttrProtocol, kSecAttrAuthenticationType, kSecAttrPort,
            kSecAttrPath, kSecAttrSynchronizable,
        ].map { $0 as String },
        kSecClassKey as String: [
            kSecAttrKeyClass, kSecAttrApplicationLabel, kSecAttrApplicationTag, kSecAttrKeyType, kSecAttrKeySizeInBits,
            kSecAttrSynchronizable,
        ].map { $0 as String },
    ]

    /// Whether `other` has this item's primary key (same class, same values of its key
    /// attributes, an absent attribute equal only to an absent one).
    func isDuplicate(of other: KeychainItem) -> Bool {
        guard itemClass == other.itemClass, let key = Self.primaryKeys[itemClass] else { return false }
        return key.allSatisfy { attributes[$0] == other.attributes[$0] }
    }

    /// Whether the item is one the query asks for: its class, and every attribute the query
    /// names. Without `kSecAttrSynchronizable` a query finds only items that do not sync, as on
    /// Apple's systems; `kSecAttrSynchronizableAny` finds both.
    func matches(_ query: KeychainQuery) -> Bool {
        guard query.itemClass == itemClass else { return false }
        let sync = kSecAttrSynchronizable as String
        for (name, wanted) in query.attributes where name != sync {
            guard let mine = attributes[name], mine.matches(wanted, caseInsensitive: query.caseInsensitive) else { return false }
        }
        switch query.attributes[sync] {
        case .string(kSecAttrSynchronizableAny.key)?: return true
        case let wanted?: return (attributes[sync] ?? .bool(false)) == wanted
        case nil: return (attributes[sync] ?? .bool(false)) == .bool(false)
        }
    }

    /// The item's attributes as `kSecReturnAttributes` gives them: `class` and every attribute
    /// kept, Foundation values by Apple's key strings.
    var attributeDictionary: [String: Any] {
        var dictionary: [String: Any] = [kSecClass as String: itemClass]
        for (name, value) in attributes { dictionary[name] = value.object }
        return dictionary
    }

    /// What a search returns for this item, by the query's `kSecReturn…` keys; nil when it asks
    /// for nothing.
    func result(for query: KeychainQuery) -> Any? {
        let persistentReference = Data(id.uuidString.utf8)
        guard query.returnsAttributes || query.returnsReference || query.returnsPersistentReference else {
            return query.returnsData ? (data ?? Data()) : nil
        }
        var dictionary = attributeDictionary
        if query.returnsData || query.returnsReference { dictionary[kSecValueData as String] = data ?? Data() }
        if query.returnsPersistentReference {
            guard query.returnsAttributes || query.returnsData || query.returnsReference else { return persistentReference }
            dictionary[kSecValuePersistentRef as String] = persistentReference
        }
        return dictionary
    }
}
