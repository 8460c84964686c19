import Foundation

/// One run of the generator: definitions in, one Swift file out.
public enum IntentDefinitionGenerator {
    /// The first `class Name: INExtension` declared in `sources` (Swift files of the target):
    /// the Intents extension's principal class, which an extension's `Info.plist` names on Apple's
    /// systems.
    public static func extensionClassName(inSources sources: [String]) -> String? {
        for source in sources {
            for line in source.split(separator: "\n", omittingEmptySubsequences: true) {
                let text = line.trimmingCharacters(in: .whitespaces)
                if text.hasPrefix("//") || text.hasPrefix("*") { continue }
                if let name = principalClass(in: text) { return name }
            }
        }
        return nil
    }

    /// `Name` of a line declaring `class Name: INExtension` (with modifiers and more conformances).
    static func principalClass(in line: String) -> String? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let classIndex = words.firstIndex(of: "class"), classIndex + 2 < words.count else { return nil }
        var name = String(words[classIndex + 1])
        var superclass = String(words[classIndex + 2])
        if name.hasSuffix(":") {
            name.removeLast()
        } else if superclass == ":", classIndex + 3 < words.count {
            superclass = String(words[classIndex + 3])
        } else {
            return nil
        }
        superclass = String(superclass.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        guard superclass == "INExtension", !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return name
    }

    /// The Swift for `definitions` (path → contents), with the principal class found in `sources`.
    public static func generate(
        definitions: [(path: String, data: Data)], sources: [String], warnings: inout [String]
    ) throws(IntentDefinitionError) -> String {
        let principal = extensionClassName(inSources: sources)
        var output = ""
        for (path, data) in definitions {
            let name = URL(fileURLWithPath: path).lastPathComponent
            let definition = try IntentDefinition(propertyList: data, file: path, warnings: &warnings)
            output += IntentCodeEmitter(definition: definition, extensionClassName: principal, sourceName: name).emit()
        }
        return output
    }
}
