import Foundation
import Synchronization

/// Every declared type, by identifier and by tag: the system's declarations, then those the
/// process adds with `UTType(exportedAs:)` and `UTType(importedAs:)` (an app declares its own
/// types in its Info.plist on Apple's systems; here the first such call declares it). One per
/// process, safe from any thread.
final class TypeRegistry: Sendable {
    static let shared = TypeRegistry(systemTypeDeclarations)

    private struct Tables {
        var byIdentifier: [String: TypeDeclaration] = [:]
        /// Identifiers in declaration order, for deterministic tag lookups.
        var order: [String] = []
    }

    private let tables: Mutex<Tables>

    init(_ declarations: [TypeDeclaration]) {
        var tables = Tables()
        for declaration in declarations {
            let key = declaration.identifier.lowercased()
            tables.byIdentifier[key] = declaration
            tables.order.append(key)
        }
        self.tables = Mutex(tables)
    }

    /// The declaration of `identifier` (identifiers compare case-insensitively, as Apple's do).
    func declaration(_ identifier: String) -> TypeDeclaration? {
        tables.withLock { $0.byIdentifier[identifier.lowercased()] }
    }

    /// Declares a type unless one with that identifier is declared already (the first
    /// declaration wins, as the system's win over an app's).
    func declare(_ declaration: TypeDeclaration) {
        tables.withLock { tables in
            let key = declaration.identifier.lowercased()
            guard tables.byIdentifier[key] == nil else { return }
            tables.byIdentifier[key] = declaration
            tables.order.append(key)
        }
    }

    /// The declared types that have `tag` in `tagClass`, in declaration order.
    func declarations(tag: String, tagClass: UTTagClass) -> [TypeDeclaration] {
        let wanted = tag.lowercased()
        return tables.withLock { tables in
            tables.order.compactMap { tables.byIdentifier[$0] }.filter { declaration in
                declaration.tags(tagClass).contains { $0.lowercased() == wanted }
            }
        }
    }

    /// The identifiers `identifier` conforms to directly: a declared type's, or a dynamic
    /// type's encoded supertypes.
    func parents(of identifier: String) -> [String] {
        if let declared = declaration(identifier) { return declared.conformsTo }
        return DynamicTypeIdentifier(identifier)?.conformsTo ?? []
    }

    /// Every identifier `identifier` conforms to, directly or not, itself excluded.
    func ancestors(of identifier: String) -> [String] {
        var seen: Set<String> = [identifier.lowercased()]
        var result: [String] = []
        var queue = parents(of: identifier)
        while let next = queue.first {
            queue.removeFirst()
            guard seen.insert(next.lowercased()).inserted else { continue }
            result.append(next)
            queue.append(contentsOf: parents(of: next))
        }
        return result
    }
}
