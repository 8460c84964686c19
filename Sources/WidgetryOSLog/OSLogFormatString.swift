import Foundation

/// The `printf`-style formats of `os_log(_:log:type:_:)`, with the privacy decorations of
/// Apple's logging: `%{public}@`, `%{private}d`, `%{sensitive}s`, `%{private, mask.hash}@`.
enum OSLogFormatString {
    /// `format` with `arguments` written into it, private ones redacted.
    static func format(_ format: String, _ arguments: [any CVarArg]) -> String {
        var output = ""
        var remaining = arguments[...]
        var index = format.startIndex
        while index < format.endIndex {
            let character = format[index]
            guard character == "%" else {
                output.append(character)
                index = format.index(after: index)
                continue
            }
            let (specifier, decorations, end) = parseSpecifier(format, from: index)
            index = end
            if specifier == "%%" {
                output.append("%")
                continue
            }
            guard let argument = remaining.popFirst() else {
                output += specifier
                continue
            }
            let conversion = specifier.last ?? "@"
            let text: String
            if conversion == "@" || (conversion == "s" && argument is String) {
                text = String(describing: argument)
            } else {
                text = String(format: specifier, argument)
            }
            // Strings and objects are private by default, scalars public.
            let isScalar = !"@s".contains(conversion)
            output += privacy(decorations).apply(to: text, scalar: isScalar)
        }
        return output
    }

    /// The specifier starting at `start` without its `{…}` decorations, the decorations, and
    /// where the specifier ends.
    private static func parseSpecifier(_ format: String, from start: String.Index) -> (String, [String], String.Index) {
        var index = format.index(after: start)
        var decorations: [String] = []
        if index < format.endIndex, format[index] == "{", let close = format[index...].firstIndex(of: "}") {
            decorations = format[format.index(after: index)..<close].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            index = format.index(after: close)
        }
        var specifier = "%"
        let conversions = Set("diouxXeEfFgGaAcsSp@%")
        while index < format.endIndex {
            let character = format[index]
            specifier.append(character)
            index = format.index(after: index)
            if conversions.contains(character) { break }
        }
        return (specifier, decorations, index)
    }

    private static func privacy(_ decorations: [String]) -> OSLogPrivacy {
        let masked = decorations.contains("mask.hash")
        if decorations.contains("sensitive") { return masked ? .sensitive(mask: .hash) : .sensitive }
        if decorations.contains("private") { return masked ? .private(mask: .hash) : .private }
        if decorations.contains("public") { return .public }
        return masked ? .auto(mask: .hash) : .auto
    }
}
