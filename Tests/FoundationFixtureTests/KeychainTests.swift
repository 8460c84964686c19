// The keychain's SecItem functions as shared code calls them: add, find, update and delete,
// their status codes, the file they keep items in, and callers that run at the same time.
import Foundation
import Security
import Testing

@testable import FoundationFixtures

/// An access group of a test's own, whose container is removed afterwards.
struct ScratchGroup {
    let name = "group.org.widgetry.tests.keychain.\(UUID().uuidString)"

    var container: URL { FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: name)! }

    func remove() { try? FileManager.default.removeItem(at: container) }

    func password(_ account: String, service: String = "tokens", data: String? = nil) -> [String: Any] {
        var query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecAttrAccessGroup as String: name,
        ]
        if let data { query[kSecValueData as String] = Data(data.utf8) }
        return query
    }
}

func posixPermissions(_ url: URL) throws -> Int {
    (try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
}

@Suite("Security: the keychain's SecItem functions")
struct KeychainTests {
    @Test func addFindUpdateDelete() throws {
        let group = ScratchGroup()
        defer { group.remove() }
        #expect(SecItemAdd(group.password("robin", data: "s3cret") as CFDictionary, nil) == errSecSuccess)

        var query = group.password("robin")
        query[kSecReturnData as String] = true
        var result: CFTypeRef?
        #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
        #expect((result as? Data).flatMap { String(data: $0, encoding: .utf8) } == "s3cret")

        let update = [kSecValueData as String: Data("n3w".utf8), kSecAttrLabel as String: "Robin's token"] as [String: Any]
        #expect(SecItemUpdate(group.password("robin") as CFDictionary, update as CFDictionary) == errSecSuccess)
        query[kSecReturnAttributes as String] = true
        #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
        let attributes = try #require(result as? [String: Any])
        #expect((attributes[kSecValueData as String] as? Data) == Data("n3w".utf8))
        #expect(attributes[kSecAttrLabel as String] as? String == "Robin's token")
        #expect(attributes[kSecAttrAccount as String] as? String == "robin")
        #expect(attributes[kSecAttrAccessGroup as String] as? String == group.name)
        #expect(attributes[kSecClass as String] as? String == kSecClassGenericPassword as String)
        let created = try #require(attributes[kSecAttrCreationDate as String] as? Date)
        #expect(try #require(attributes[kSecAttrModificationDate as String] as? Date) >= created)

        #expect(SecItemDelete(group.password("robin") as CFDictionary) == errSecSuccess)
        #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecItemNotFound)
        #expect(result == nil)
        #expect(SecItemDelete(group.password("robin") as CFDictionary) == errSecItemNotFound)
        #expect(SecItemUpdate(group.password("robin") as CFDictionary, update as CFDictionary) == errSecItemNotFound)
    }

    @Test func statusCodesAndMessagesAreApples() {
        let group = ScratchGroup()
        defer { group.remove() }
        #expect(SecItemAdd(group.password("robin", data: "a") as CFDictionary, nil) == errSecSuccess)
        #expect(SecItemAdd(group.password("robin", data: "b") as CFDictionary, nil) == errSecDuplicateItem)
        #expect(SecItemAdd(group.password("robin", service: "other", data: "b") as CFDictionary, nil) == errSecSuccess)
        #expect(SecItemAdd([kSecAttrAccount as String: "no class"] as CFDictionary, nil) == errSecParam)
        #expect(SecItemAdd([kSecClass as String: kSecClassGenericPassword, kSecValueData as String: "not data"] as CFDictionary, nil) == errSecParam)
        #expect(SecItemAdd([kSecClass as String: kSecClassCertificate] as CFDictionary, nil) == errSecUnimplemented)
        // An update may not change the class or ask for results.
        let badUpdate = [kSecClass as String: kSecClassInternetPassword] as CFDictionary
        #expect(SecItemUpdate(group.password("robin") as CFDictionary, badUpdate) == errSecParam)
        // Moving one item onto another's primary key.
        let rename = [kSecAttrService as String: "tokens"] as CFDictionary
        #expect(SecItemUpdate(group.password("robin", service: "other") as CFDictionary, rename) == errSecDuplicateItem)
        #expect(errSecSuccess == 0 && errSecItemNotFound == -25300 && errSecDuplicateItem == -25299 && errSecParam == -50)
        #expect(SecCopyErrorMessageString(errSecItemNotFound, nil) as String? == "The specified item could not be found in the keychain.")
        #expect(SecCopyErrorMessageString(errSecDuplicateItem, nil) as String? == "The specified item already exists in the keychain.")
        #expect(SecCopyErrorMessageString(-1234, nil) as String? == "OSStatus -1234")
    }

    @Test func searchesMatchAttributesAndLimits() throws {
        let group = ScratchGroup()
        defer { group.remove() }
        for account in ["ash", "birch", "cedar"] {
            #expect(SecItemAdd(group.password(account, data: account.uppercased()) as CFDictionary, nil) == errSecSuccess)
        }
        let all: [CFString: Any] = [
            kSecClass: kSecClassGenericPassword, kSecAttrService: "tokens", kSecAttrAccessGroup: group.name,
            kSecMatchLimit: kSecMatchLimitAll, kSecReturnAttributes: kCFBooleanTrue!, kSecReturnData: kCFBooleanTrue!,
        ]
        var result: CFTypeRef?
        #expect(SecItemCopyMatching(all as CFDictionary, &result) == errSecSuccess)
        let items = try #require(result as? [[String: Any]])
        #expect(Set(items.compactMap { $0[kSecAttrAccount as String] as? String }) == ["ash", "birch", "cedar"])
        #expect(Set(items.compactMap { ($0[kSecValueData as String] as? Data).flatMap { String(data: $0, encoding: .utf8) } }) == ["ASH", "BIRCH", "CEDAR"])

        // Without kSecMatchLimit, one item; without a kSecReturn key, only the status.
        var one: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrAccessGroup as String: group.name]
        #expect(SecItemCopyMatching(one as CFDictionary, &result) == errSecSuccess && result == nil)
        one[kSecReturnAttributes as String] = true
        #expect(SecItemCopyMatching(one as CFDictionary, &result) == errSecSuccess && result is NSDictionary)
        // Attributes must all match; case matters unless asked otherwise.
        var wrongCase = group.password("ASH")
        #expect(SecItemCopyMatching(wrongCase as CFDictionary, nil) == errSecItemNotFound)
        wrongCase[kSecMatchCaseInsensitive as String] = true
        #expect(SecItemCopyMatching(wrongCase as CFDictionary, nil) == errSecSuccess)
        // Synchronizable items are found only when asked for.
        var synced = group.password("dogwood", data: "D")
        synced[kSecAttrSynchronizable as String] = true
        #expect(SecItemAdd(synced as CFDictionary, nil) == errSecSuccess)
        #expect(SecItemCopyMatching(group.password("dogwood") as CFDictionary, nil) == errSecItemNotFound)
        var any = group.password("dogwood")
        any[kSecAttrSynchronizable as String] = kSecAttrSynchronizableAny
        #expect(SecItemCopyMatching(any as CFDictionary, nil) == errSecSuccess)
        // Deleting by service removes every match.
        let everyToken: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: "tokens", kSecAttrAccessGroup as String: group.name]
        #expect(SecItemDelete(everyToken as CFDictionary) == errSecSuccess)
        #expect(SecItemCopyMatching(group.password("ash") as CFDictionary, nil) == errSecItemNotFound)
        #expect(SecItemCopyMatching(any as CFDictionary, nil) == errSecSuccess)
    }

    @Test func itemsAreKeptPrivatelyInTheGroupsContainer() throws {
        let group = ScratchGroup()
        defer { group.remove() }
        #expect(SecItemAdd(group.password("robin", data: "s3cret") as CFDictionary, nil) == errSecSuccess)
        let directory = group.container.appendingPathComponent("Library/Keychains")
        let file = directory.appendingPathComponent("keychain.json")
        #expect(try posixPermissions(file) == 0o600)
        #expect(try posixPermissions(directory) == 0o700)
        #expect(try posixPermissions(directory.deletingLastPathComponent()) == 0o700)
        #expect(try posixPermissions(group.container) == 0o700)
        // Another access group does not see the item.
        let other = ScratchGroup()
        defer { other.remove() }
        var query = group.password("robin")
        query[kSecAttrAccessGroup as String] = other.name
        #expect(SecItemCopyMatching(query as CFDictionary, nil) == errSecItemNotFound)
        #expect(SecItemAdd([kSecClass as String: kSecClassGenericPassword, kSecAttrAccessGroup as String: "../escape"] as CFDictionary, nil) == errSecMissingEntitlement)
    }

    @Test func itemsWithoutAnAccessGroupAreTheProcesssOwn() throws {
        let service = "org.widgetry.tests.\(UUID().uuidString)"
        let item: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service, kSecAttrAccount as String: "me",
            kSecValueData as String: Data("mine".utf8),
        ]
        #expect(SecItemAdd(item as CFDictionary, nil) == errSecSuccess)
        defer { SecItemDelete([kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service] as CFDictionary) }
        var result: CFTypeRef?
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service, kSecReturnAttributes as String: true,
        ]
        #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
        let group = try #require((result as? [String: Any])?[kSecAttrAccessGroup as String] as? String)
        #expect(group == Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName)
    }

    /// Callers at the same time, each with its own file descriptor and lock (as an app and its
    /// extension are): no change is lost.
    @Test func concurrentWritersLoseNothing() async throws {
        let group = ScratchGroup()
        defer { group.remove() }
        let name = group.name
        await withTaskGroup(of: Void.self) { tasks in
            for writer in 0..<6 {
                tasks.addTask {
                    for item in 0..<8 {
                        let query: [String: Any] = [
                            kSecClass as String: kSecClassGenericPassword, kSecAttrAccessGroup as String: name,
                            kSecAttrAccount as String: "\(writer)-\(item)", kSecValueData as String: Data([UInt8(item)]),
                        ]
                        SecItemAdd(query as CFDictionary, nil)
                    }
                }
            }
        }
        let all: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword, kSecAttrAccessGroup as String: name, kSecMatchLimit as String: kSecMatchLimitAll,
            kSecReturnAttributes as String: true,
        ]
        var result: CFTypeRef?
        #expect(SecItemCopyMatching(all as CFDictionary, &result) == errSecSuccess)
        #expect((result as? [[String: Any]])?.count == 48)
    }

    @Test func aDamagedFileIsADecodeError() throws {
        let group = ScratchGroup()
        defer { group.remove() }
        #expect(SecItemAdd(group.password("robin", data: "a") as CFDictionary, nil) == errSecSuccess)
        let file = group.container.appendingPathComponent("Library/Keychains/keychain.json")
        try Data("not json".utf8).write(to: file)
        #expect(SecItemCopyMatching(group.password("robin") as CFDictionary, nil) == errSecDecode)
        #expect(SecItemAdd(group.password("ash", data: "b") as CFDictionary, nil) == errSecDecode)
        #expect(try Data(contentsOf: file) == Data("not json".utf8))  // nothing overwritten
    }
}
