import Foundation
import Testing

/// Every module's imports held to its row of the table in `docs/architecture.md` ("Imports,
/// checked"): a boundary written in the docs is one the build keeps.
@Suite struct ImportBoundaryTests {
    /// The repository's root (this file is `Tests/WidgetryWireTests/ImportBoundaryTests.swift`).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// What every module may import unless its row says *nothing*.
    static let system: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationNetworking", "Glibc", "Musl", "Dispatch", "Synchronization",
        "Observation", "CoreFoundation",
    ]

    /// The table: module → what it may import (`nil`: nothing at all).
    static func table() throws -> [String: Set<String>?] {
        let text = try String(contentsOf: root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        guard let start = text.range(of: "### Imports, checked") else { throw Failure("docs/architecture.md has no “Imports, checked” table") }
        var rows: [String: Set<String>?] = [:]
        for line in text[start.upperBound...].split(separator: "\n").drop(while: { !$0.hasPrefix("| module") }).dropFirst(2) {
            guard line.hasPrefix("|") else { break }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            let allowed: Set<String>? = cells[2].hasPrefix("*nothing*") ? nil : Set(Self.names(cells[2]))
            for module in Self.names(cells[1]) { rows[module] = allowed }
        }
        return rows
    }

    /// The backticked names of a cell.
    static func names(_ cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// The modules a Swift file imports (any attributes, access levels or declaration kinds).
    static func imports(of source: String) -> Set<String> {
        var found: Set<String> = []
        for line in source.split(separator: "\n") {
            var words = line.split(separator: " ").map(String.init)
            while let first = words.first, first.hasPrefix("@") || ["public", "internal", "package", "private", "fileprivate"].contains(first) {
                words.removeFirst()
            }
            guard words.first == "import", words.count >= 2 else { continue }
            let kinds: Set<String> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
            let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
            if let module = path.split(separator: ".").first { found.insert(String(module)) }
        }
        return found
    }

    @Test func everyModuleImportsOnlyWhatItsRowAllows() throws {
        let table = try Self.table()
        let sources = Self.root.appendingPathComponent("Sources")
        let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { !$0.hasPrefix(".") }.sorted()
        #expect(modules.count > 40)
        var problems: [String] = []
        for module in modules {
            guard let allowed = table[module] else {
                problems.append("\(module) has no row in docs/architecture.md's “Imports, checked”")
                continue
            }
            let permitted = allowed.map { $0.union(Self.system).union([module]) } ?? [module]
            let folder = sources.appendingPathComponent(module)
            for case let file as String in FileManager.default.enumerator(atPath: folder.path) ?? NSEnumerator() where file.hasSuffix(".swift") {
                let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for imported in Self.imports(of: source).subtracting(permitted).sorted() {
                    problems.append("Sources/\(module)/\(file) imports \(imported), which its row does not allow")
                }
            }
        }
        #expect(problems == [])
    }

    /// The check itself: a row that leaves out an import fails.
    @Test func anImportOutsideItsRowIsFound() {
        let source = "import Foundation\n@preconcurrency public import WidgetryStore\nimport struct GRDB.Row\n// import Nothing\n"
        #expect(Self.imports(of: source) == ["Foundation", "WidgetryStore", "GRDB"])
    }

    /// The page's script modules import each other without a cycle: a module that needs to
    /// reach back (the tiles opening the editor, a field telling its form) does it through a
    /// callback or a document event, so each can be read, loaded and changed from the bottom up.
    @Test func thePagesScriptsImportEachOtherWithoutACycle() throws {
        let folder = Self.root.appendingPathComponent("Sources/WidgetryWeb/Resources")
        var graph: [String: [String]] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".js") {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            graph[file] = source.split(separator: "\n").filter { $0.hasPrefix("import ") }.compactMap { line in
                line.range(of: #"from "\./([a-z-]+\.js)""#, options: .regularExpression).map { String(line[$0].dropFirst(8).dropLast()) }
            }
        }
        #expect(graph["editor.js"]?.contains("fields.js") == true, "the imports were read: \(graph)")
        var cycles: [String] = []
        func visit(_ module: String, _ path: [String]) {
            if let start = path.firstIndex(of: module) {
                cycles.append((path[start...] + [module]).joined(separator: " → "))
                return
            }
            for next in graph[module] ?? [] { visit(next, path + [module]) }
        }
        for module in graph.keys.sorted() { visit(module, []) }
        #expect(cycles == [])
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
