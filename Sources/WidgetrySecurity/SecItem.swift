import Foundation

// The keychain's four functions, as Apple's Security declares them, over `KeychainFile`.
// Generic and internet passwords and keys' data are kept; the query's class, attributes,
// `kSecMatchLimit` and `kSecReturn…` keys mean what Apple documents.

/// Adds an item: its class (`kSecClass`), attributes and secret (`kSecValueData`).
/// `errSecDuplicateItem` when an item with the same primary key exists (for a generic password:
/// access group, account, service and synchronizable); `errSecParam` without a class or with a
/// value of the wrong type. With `kSecReturn…` keys, `result` receives the item as a search
/// would return it.
@discardableResult
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    result?.pointee = nil
    guard let query = KeychainQuery(attributes), let itemClass = query.itemClass else { return errSecParam }
    if let status = unsupported(itemClass) { return status }
    guard let keychain = KeychainFile(accessGroup: query.accessGroup) else { return errSecMissingEntitlement }
    let now = Date()
    var item = KeychainItem(id: UUID(), itemClass: itemClass, attributes: query.attributes, data: query.data)
    item.attributes[kSecAttrAccessGroup as String] = .string(keychain.accessGroup)
    item.attributes[kSecAttrAccessible as String] = item.attributes[kSecAttrAccessible as String] ?? .string(kSecAttrAccessibleWhenUnlocked as String)
    item.attributes[kSecAttrSynchronizable as String] = item.attributes[kSecAttrSynchronizable as String] ?? .bool(false)
    if item.attributes[kSecAttrSynchronizable as String] == .string(kSecAttrSynchronizableAny as String) { return errSecParam }
    item.attributes[kSecAttrCreationDate as String] = .date(now)
    item.attributes[kSecAttrModificationDate as String] = .date(now)
    do {
        try keychain.update { (items: inout [KeychainItem]) -> (Void, Bool) in
            guard !items.contains(where: { $0.isDuplicate(of: item) }) else { throw KeychainError(status: errSecDuplicateItem) }
            items.append(item)
            return ((), true)
        }
    } catch {
        return status(of: error)
    }
    if query.returnsAnything { result?.pointee = foundationObject(item.result(for: query)) }
    return errSecSuccess
}

/// Finds items: those of the query's class whose attributes have the query's values, in the
/// query's access group (else the process's own items). `kSecMatchLimitOne` (the default) gives
/// the first, `kSecMatchLimitAll` an array; `result` receives the secret (`kSecReturnData`: `Data`),
/// the attributes (`kSecReturnAttributes`: a dictionary, with the secret under `kSecValueData`
/// when both are asked for), or nothing. `errSecItemNotFound` when nothing matches.
@discardableResult
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    result?.pointee = nil
    guard let query = KeychainQuery(query), let itemClass = query.itemClass else { return errSecParam }
    if let status = unsupported(itemClass) { return status }
    guard let keychain = KeychainFile(accessGroup: query.accessGroup) else { return errSecMissingEntitlement }
    let found: [KeychainItem]
    do {
        found = try keychain.read().filter { item in
            item.matches(query) && (query.persistentReference.map { $0 == Data(item.id.uuidString.utf8) } ?? true)
        }
    } catch {
        return status(of: error)
    }
    guard let first = found.first else { return errSecItemNotFound }
    guard query.returnsAnything else { return errSecSuccess }
    if query.matchesAll {
        result?.pointee = foundationObject(found.compactMap { $0.result(for: query) })
    } else {
        result?.pointee = foundationObject(first.result(for: query))
    }
    return errSecSuccess
}

/// Changes every item the query finds to have `attributesToUpdate` (attributes and
/// `kSecValueData`; no class, search or result keys: `errSecParam`). `errSecItemNotFound` when
/// nothing matches, `errSecDuplicateItem` when a changed item would have another's primary key.
@discardableResult
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    guard let query = KeychainQuery(query), let itemClass = query.itemClass,
        let changes = KeychainQuery(attributesToUpdate), !changes.hasSearchOrResultKeys
    else { return errSecParam }
    if let status = unsupported(itemClass) { return status }
    guard changes.accessGroup == nil || changes.accessGroup == query.accessGroup else { return errSecParam }
    guard let keychain = KeychainFile(accessGroup: query.accessGroup) else { return errSecMissingEntitlement }
    do {
        try keychain.update { (items: inout [KeychainItem]) -> (Void, Bool) in
            let matching = items.indices.filter { items[$0].matches(query) }
            guard !matching.isEmpty else { throw KeychainError(status: errSecItemNotFound) }
            let now = Date()
            var updated = items
            for index in matching {
                for (name, value) in changes.attributes { updated[index].attributes[name] = value }
                if let data = changes.data { updated[index].data = data }
                updated[index].attributes[kSecAttrModificationDate as String] = .date(now)
            }
            for index in matching {
                let collides = updated.indices.contains { $0 != index && updated[$0].isDuplicate(of: updated[index]) }
                if collides { throw KeychainError(status: errSecDuplicateItem) }
            }
            items = updated
            return ((), true)
        }
    } catch {
        return status(of: error)
    }
    return errSecSuccess
}

/// Deletes every item the query finds (whatever its `kSecMatchLimit`). `errSecItemNotFound`
/// when nothing matches.
@discardableResult
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    guard let query = KeychainQuery(query), let itemClass = query.itemClass else { return errSecParam }
    if let status = unsupported(itemClass) { return status }
    guard let keychain = KeychainFile(accessGroup: query.accessGroup) else { return errSecMissingEntitlement }
    do {
        try keychain.update { (items: inout [KeychainItem]) -> (Void, Bool) in
            let before = items.count
            items.removeAll { item in
                item.matches(query) && (query.persistentReference.map { $0 == Data(item.id.uuidString.utf8) } ?? true)
            }
            guard items.count < before else { throw KeychainError(status: errSecItemNotFound) }
            return ((), true)
        }
    } catch {
        return status(of: error)
    }
    return errSecSuccess
}

/// The status for a class the keychain does not keep here: `errSecUnimplemented` for
/// certificates and identities (they need item objects), `errSecParam` for an unknown class.
private func unsupported(_ itemClass: String) -> OSStatus? {
    if KeychainItem.primaryKeys[itemClass] != nil { return nil }
    if itemClass == kSecClassCertificate as String || itemClass == kSecClassIdentity as String { return errSecUnimplemented }
    return errSecParam
}

/// The status an operation's error stands for.
private func status(of error: any Error) -> OSStatus {
    switch error {
    case let error as KeychainError: error.status
    case let failure as KeychainFile.Failure: failure.status
    default: errSecIO
    }
}

/// A search's result as the Foundation object Apple's Security returns (`NSData`,
/// `NSDictionary`, `NSArray`), which `as? Data` and `as? [String: Any]` read.
private func foundationObject(_ value: Any?) -> CFTypeRef? {
    switch value {
    case let data as Data: return NSData(data: data)
    case let dictionary as [String: Any]: return dictionary as NSDictionary
    case let array as [Any]: return array.map { foundationObject($0) ?? NSNull() } as NSArray
    default: return nil
    }
}
