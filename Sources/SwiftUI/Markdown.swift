import Foundation

/// The inline Markdown SwiftUI reads in localized keys (`Text("**Bold** move")`): strong,
/// emphasis, strikethrough, code spans and links. Markers may enclose interpolations
/// (`"**\(name)**"`); a marker without a partner is shown as typed.
enum Markdown {
    static func mayContainMarkup(_ string: String) -> Bool {
        string.contains { $0 == "*" || $0 == "_" || $0 == "~" || $0 == "`" || $0 == "[" }
    }

    enum Marker: String, CaseIterable {
        case strong = "**", strongUnderscore = "__", strike = "~~", emphasis = "*", code = "`"
    }

    enum Token {
        case text(String)
        case marker(Marker)
        case link(label: String, url: String)
    }

    static func tokenize(_ string: String) -> [Token] {
        var tokens: [Token] = []
        var text = ""
        let characters = Array(string)
        var index = 0
        func flush() {
            if !text.isEmpty { tokens.append(.text(text)) }
            text = ""
        }
        while index < characters.count {
            let character = characters[index]
            let next: Character? = index + 1 < characters.count ? characters[index + 1] : nil
            if character == "\\", let next, "*_~`[]\\".contains(next) {
                text.append(next)
                index += 2
                continue
            }
            if character == "*" && next == "*" {
                flush(); tokens.append(.marker(.strong)); index += 2; continue
            }
            if character == "_" && next == "_" {
                flush(); tokens.append(.marker(.strongUnderscore)); index += 2; continue
            }
            if character == "~" && next == "~" {
                flush(); tokens.append(.marker(.strike)); index += 2; continue
            }
            if character == "*" {
                flush(); tokens.append(.marker(.emphasis)); index += 1; continue
            }
            if character == "`" {
                flush(); tokens.append(.marker(.code)); index += 1; continue
            }
            if character == "[", let close = characters[index...].firstIndex(of: "]"),
                close + 1 < characters.count, characters[close + 1] == "(",
                let end = characters[(close + 1)...].firstIndex(of: ")")
            {
                flush()
                tokens.append(.link(label: String(characters[(index + 1)..<close]), url: String(characters[(close + 2)..<end])))
                index = end + 1
                continue
            }
            text.append(character)
            index += 1
        }
        flush()
        return tokens
    }

    /// The runs of a key with the Markdown of its literal runs applied. `segments` pairs each run
    /// with whether it is literal text of the key.
    static func apply(_ segments: [(Text.Run, Bool)]) -> [Text.Run] {
        enum Item {
            case run(Text.Run)
            case token(Token)
        }
        var items: [Item] = []
        var counts: [Marker: Int] = [:]
        for (run, isLiteral) in segments {
            guard isLiteral, case .verbatim(let string) = run.content, mayContainMarkup(string) else {
                items.append(.run(run))
                continue
            }
            for token in tokenize(string) {
                if case .marker(let marker) = token { counts[marker, default: 0] += 1 }
                items.append(.token(token))
            }
        }
        let active = Set(Marker.allCases.filter { (counts[$0] ?? 0) > 0 && counts[$0]! % 2 == 0 })

        var strong = false, emphasis = false, strike = false, code = false
        var output: [Text.Run] = []
        func styled(_ run: Text.Run) -> Text.Run {
            var run = run
            if strong && run.weight == nil { run.weight = .bold }
            if emphasis && run.italic == nil { run.italic = true }
            if strike && run.strikethrough == nil { run.strikethrough = true }
            if code && run.monospaced == nil { run.monospaced = true }
            return run
        }
        func appendText(_ string: String, link: String? = nil) {
            var run = styled(Text.Run(.verbatim(string)))
            run.link = link
            if link == nil, let last = output.indices.last, case .verbatim(let previous) = output[last].content {
                var candidate = output[last]
                candidate.content = .verbatim(string)
                if candidate == run {
                    output[last].content = .verbatim(previous + string)
                    return
                }
            }
            output.append(run)
        }
        for item in items {
            switch item {
            case .run(let run):
                output.append(styled(run))
            case .token(.text(let string)):
                appendText(string)
            case .token(.link(let label, let url)):
                appendText(label, link: url)
            case .token(.marker(let marker)):
                guard active.contains(marker) else {
                    appendText(marker.rawValue)
                    continue
                }
                switch marker {
                case .strong, .strongUnderscore: strong.toggle()
                case .emphasis: emphasis.toggle()
                case .strike: strike.toggle()
                case .code: code.toggle()
                }
            }
        }
        return output
    }
}
