import Foundation
import Synchronization

// The string tables `Text("key")` is translated with, as SwiftUI reads them on iOS: the bundle's
// (the main bundle's unless told) `Localizable` table, or the one named, in the language the
// process prefers — `.lproj` folders of `.strings` files through Foundation, and Xcode 15's
// string catalogs (`.xcstrings`, which Xcode compiles into `.strings` and SwiftPM on Linux copies
// as they are) read here. An extension's own strings reach its main bundle when it runs from its
// bundle folder (WidgetKit's `ExtensionBundle`). A key no table has is shown as it is written.

package enum StringTables {
    /// `key`'s translation in `table` of `bundle`, or nil when no table has it.
    package static func translation(of key: String, table: String?, bundle: Bundle?) -> String? {
        let bundle = bundle ?? .main
        let name = table ?? "Localizable"
        guard let tables = tables(of: bundle), tables.names.contains(name) else { return nil }
        if tables.lproj {
            let missing = "\u{1}widgetry-missing\u{1}"
            let value = bundle.localizedString(forKey: key, value: missing, table: name)
            if value != missing { return value }
        }
        return tables.catalogs[name]?[key]
    }

    /// What a bundle has: the table names, whether any are `.lproj` strings, and its catalogs'
    /// strings in the preferred language. Read once per bundle.
    private struct Tables: Sendable {
        var names: Set<String> = []
        var lproj = false
        var catalogs: [String: [String: String]] = [:]
    }

    private static let cache = Mutex<[String: Tables?]>([:])

    private static func tables(of bundle: Bundle) -> Tables? {
        let path = bundle.bundlePath
        if let known = cache.withLock({ $0[path] }) { return known }
        let found = read(bundle)
        cache.withLock { $0[path] = .some(found) }
        return found
    }

    private static func read(_ bundle: Bundle) -> Tables? {
        guard let resources = bundle.resourceURL else { return nil }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: resources.path)) ?? []
        var tables = Tables()
        for entry in entries {
            if entry.hasSuffix(".lproj") {
                let files = (try? FileManager.default.contentsOfDirectory(atPath: resources.appendingPathComponent(entry).path)) ?? []
                for file in files where file.hasSuffix(".strings") || file.hasSuffix(".stringsdict") {
                    tables.names.insert(String(file.prefix { $0 != "." }))
                    tables.lproj = true
                }
            } else if entry.hasSuffix(".xcstrings"), let strings = catalog(resources.appendingPathComponent(entry)) {
                let name = String(entry.dropLast(".xcstrings".count))
                tables.names.insert(name)
                tables.catalogs[name] = strings
            }
        }
        return tables.names.isEmpty ? nil : tables
    }

    /// A string catalog's strings in the first preferred language it has (else its source
    /// language's, else the keys themselves).
    static func catalog(_ url: URL) -> [String: String]? {
        guard let data = try? Data(contentsOf: url), data.count < 16 << 20,
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let strings = root["strings"] as? [String: Any]
        else { return nil }
        let source = root["sourceLanguage"] as? String ?? "en"
        let languages = Locale.preferredLanguages.flatMap { [$0, String($0.prefix { $0 != "-" && $0 != "_" })] } + [source]
        var result: [String: String] = [:]
        for (key, entry) in strings {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            for language in languages {
                let unit = (localizations[language] as? [String: Any])?["stringUnit"] as? [String: Any]
                if let value = unit?["value"] as? String {
                    result[key] = value
                    break
                }
            }
        }
        return result
    }
}

extension LocalizedStringKey {
    /// The runs of `format`, a translation of this key: its text, with each `%@`, `%lld`, `%1$@`, …
    /// replaced by what the interpolation in that place drew, and `%%` by `%`.
    func runs(translatedTo format: String) -> [Text.Run] {
        if arguments.isEmpty && !format.contains("%") { return Markdown.apply([(Text.Run(.verbatim(format)), true)]) }
        var runs: [Text.Run] = []
        var literal = ""
        var next = 0
        var index = format.startIndex
        func flush() {
            if !literal.isEmpty { runs.append(Text.Run(.verbatim(literal))) }
            literal = ""
        }
        while index < format.endIndex {
            let character = format[index]
            index = format.index(after: index)
            guard character == "%", index < format.endIndex else {
                literal.append(character)
                continue
            }
            if format[index] == "%" {
                literal.append("%")
                index = format.index(after: index)
                continue
            }
            // %[n$][flags][width][.precision][length]conversion
            var specifier = ""
            var end = index
            while end < format.endIndex, !"@dDiuUxXoOfFeEgGcCsSpaA".contains(format[end]) {
                specifier.append(format[end])
                end = format.index(after: end)
            }
            guard end < format.endIndex else {
                literal.append("%" + specifier)
                break
            }
            index = format.index(after: end)
            var position = next
            if let dollar = specifier.firstIndex(of: "$"), let number = Int(specifier[..<dollar]), number > 0 {
                position = number - 1
            } else {
                next += 1
            }
            flush()
            if arguments.indices.contains(position) { runs += arguments[position] }
        }
        flush()
        return runs
    }
}
