import Foundation

/// Xcode build settings as an Info.plist sees them: the settings of the target's `.xcconfig`
/// files over the ones Xcode defines for every target, and their `$(NAME)` references expanded.
public struct BuildSettings: Sendable {
    /// The settings by name, unexpanded.
    public private(set) var values: [String: String]

    /// The settings Xcode defines for a widget extension named `productName`, before any
    /// configuration file.
    public init(productName: String) {
        values = [
            "PRODUCT_NAME": productName,
            "TARGET_NAME": productName,
            "EXECUTABLE_NAME": productName,
            "PRODUCT_MODULE_NAME": BuildSettings.c99Identifier(productName),
            "PRODUCT_BUNDLE_IDENTIFIER": "widgetry.$(PRODUCT_NAME:rfc1034identifier)",
            "PRODUCT_BUNDLE_PACKAGE_TYPE": "XPC!",
            "DEVELOPMENT_LANGUAGE": "en",
            "MARKETING_VERSION": "1.0",
            "CURRENT_PROJECT_VERSION": "1",
        ]
    }

    /// Adds the settings of a configuration file's text (`NAME = value` lines, `//` comments,
    /// `#include "other.xcconfig"` through `include`); later settings win.
    public mutating func read(xcconfig text: String, include: (String) -> String?) {
        read(xcconfig: text, include: include, depth: 0)
    }

    private mutating func read(xcconfig text: String, include: (String) -> String?, depth: Int) {
        for rawLine in text.split(whereSeparator: \.isNewline) {
            var line = String(rawLine)
            if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
            line = line.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#include") {
                guard depth < 8, let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close else { continue }
                let name = String(line[line.index(after: open)..<close])
                if let included = include(name) { read(xcconfig: included, include: include, depth: depth + 1) }
                continue
            }
            // The `=` after the name and its `[sdk=…]` condition, if any.
            let nameEnd = line.firstIndex(of: "[").flatMap { open in line[open...].firstIndex(of: "]") } ?? line.startIndex
            guard let equals = line[nameEnd...].firstIndex(of: "=") else { continue }
            var name = line[..<equals].trimmingCharacters(in: .whitespaces)
            // `NAME[sdk=iphoneos*]`: conditional settings apply to the iOS build they come from.
            if let bracket = name.firstIndex(of: "[") { name = String(name[..<bracket]) }
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            let previous = values[name] ?? ""
            // `$(inherited)`, and `NAME = $(NAME)`, are the value before, as in Xcode.
            values[name] = ["$(inherited)", "${inherited}", "$(\(name))", "${\(name)}"].reduce(value) {
                $0.replacingOccurrences(of: $1, with: previous)
            }
        }
    }

    /// `text` with every `$(NAME)`, `${NAME}` and `$(NAME:modifier)` replaced by the setting's
    /// expanded value; an undefined setting is empty, as in Xcode.
    public func expand(_ text: String) -> String {
        expand(text, depth: 0)
    }

    private func expand(_ text: String, depth: Int) -> String {
        guard depth < 16, text.contains("$") else { return text }
        var output = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            guard character == "$", next < text.endIndex, text[next] == "(" || text[next] == "{" else {
                output.append(character)
                index = next
                continue
            }
            let close: Character = text[next] == "(" ? ")" : "}"
            guard let end = text[next...].firstIndex(of: close) else {
                output.append(contentsOf: text[index...])
                break
            }
            let reference = text[text.index(after: next)..<end].split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            var value = expand(values[reference[0]] ?? "", depth: depth + 1)
            for modifier in reference.dropFirst() { value = Self.apply(modifier, to: value) }
            output += value
            index = text.index(after: end)
        }
        return output
    }

    /// Xcode's value modifiers that Info.plist files use.
    private static func apply(_ modifier: String, to value: String) -> String {
        switch modifier {
        case "rfc1034identifier": String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") ? $0 : "-" })
        case "c99extidentifier", "identifier": c99Identifier(value)
        case "lower": value.lowercased()
        case "upper": value.uppercased()
        default: value
        }
    }

    static func c99Identifier(_ value: String) -> String {
        let mapped = String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
        return mapped.first?.isNumber == true ? "_" + mapped : mapped
    }
}
